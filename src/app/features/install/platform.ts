/**
 * What the browser says about how the app runs. iOS and iPadOS have no install prompt: a site is installed by
 * Share → Add to Home Screen, and Safari deletes the storage of sites that are not installed after 7 days without
 * a visit, so the app asks iPad and iPhone users to install before they work offline.
 */

/** The app runs as an installed app (home screen, app window), not in a browser tab. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  // Safari on iOS/iPadOS marks a home-screen app with this non-standard flag; the media query covers the others.
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/** An iPhone, iPod or iPad, including iPadOS, whose Safari reports itself as a Mac by default. */
export function isAppleMobile(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  if (/iPad|iPhone|iPod/.test(ua)) return true;
  // A "Macintosh" with a touch screen is an iPad: no Mac has one.
  return ua.includes('Macintosh') && navigator.maxTouchPoints > 1;
}

/** iPad or iPhone in the browser: the app can only be installed by hand (Share → Add to Home Screen). */
export function needsHomeScreenInstall(): boolean {
  return isAppleMobile() && !isStandalone();
}
