/** Spec 01 §4/§9: dismissing the announcement banner hides it for 2 hours (7,200,000 ms). */
export const ANNOUNCEMENT_DISMISSAL_MS = 7_200_000;

function storageKey(userId: string): string {
  return `portal.announcement.dismissed-until.${userId}`;
}

/** Whether the user dismissed the announcements less than two hours before `now`. */
export function isAnnouncementDismissed(userId: string, now: number = Date.now()): boolean {
  try {
    const until = Number(localStorage.getItem(storageKey(userId)));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

/** Hides the announcements for this user on this device for the next two hours. */
export function dismissAnnouncements(userId: string, now: number = Date.now()): void {
  try {
    localStorage.setItem(storageKey(userId), String(now + ANNOUNCEMENT_DISMISSAL_MS));
  } catch {
    // Storage unavailable: the banner shows again on the next load.
  }
}
