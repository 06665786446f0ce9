/**
 * Where the page goes after a customer switch (spec 01 §4 Customer dialog): a reload, so nothing of the previous
 * customer survives in memory, except on catalog pages, which go to the default catalog URL because the
 * previous customer's product or filter may not exist for the new one.
 */
export function pageAfterSwitch(pathname: string): { reload: true } | { href: string } {
  const match = /^\/([^/]+)\/catalog(?:\/|$)/.exec(pathname);
  return match ? { href: `/${match[1] ?? ''}/catalog` } : { reload: true };
}

/** Leaves the page as {@link pageAfterSwitch} says. */
export function leavePageAfterSwitch(): void {
  const target = pageAfterSwitch(window.location.pathname);
  if ('href' in target) window.location.assign(target.href);
  else window.location.reload();
}
