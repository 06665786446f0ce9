/** Spec 01 §2: on mobile, content over 400 characters is collapsed to 150 px. */
export const ANNOUNCEMENT_COLLAPSE_CHARACTERS = 400;
export const ANNOUNCEMENT_COLLAPSED_HEIGHT = 150;

/** The number of characters a reader sees (tags and entities do not count). */
export function announcementTextLength(html: string): number {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent.replace(/\s+/g, ' ').trim().length;
}

/** Spec 01 §2: collapsed on mobile when the content is over 400 characters. */
export function shouldCollapseAnnouncement(textLength: number, isMobile: boolean): boolean {
  return isMobile && textLength > ANNOUNCEMENT_COLLAPSE_CHARACTERS;
}
