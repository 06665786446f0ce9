/** 'Not now' on the in-app notification offer holds it back this long, per user on this device. */
export const PUSH_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

const keyOf = (userId: string) => `portal.push.notNowUntil:${userId}`;

export function snoozePushPrompt(userId: string, now: number = Date.now()): void {
  try {
    localStorage.setItem(keyOf(userId), String(now + PUSH_SNOOZE_MS));
  } catch {
    // Storage blocked: the offer comes back at the next start, which is all that is lost.
  }
}

export function isPushPromptSnoozed(userId: string, now: number = Date.now()): boolean {
  try {
    const until = Number(localStorage.getItem(keyOf(userId)));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}
