/** Spec 01 §4/§9: closing the pop-up or clicking a banner hides it for 2 hours (7,200,000 ms). */
export const BANNER_DISMISSAL_MS = 7_200_000;

function storageKey(userId: string): string {
  return `portal.banner-popup.dismissed-until.${userId}`;
}

/** Whether the user dismissed the pop-up less than two hours before `now`; unreadable storage counts as no. */
export function isBannerDismissed(userId: string, now: number = Date.now()): boolean {
  try {
    const until = Number(localStorage.getItem(storageKey(userId)));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

/** Hides the pop-up for this user on this device for the next two hours. */
export function dismissBanners(userId: string, now: number = Date.now()): void {
  try {
    localStorage.setItem(storageKey(userId), String(now + BANNER_DISMISSAL_MS));
  } catch {
    // Storage full or disabled: the pop-up will show again on the next load, nothing worse.
  }
}
