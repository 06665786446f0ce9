/**
 * Router link options for a portal path below the locale prefix ('/' is the home page). Pages not built yet are
 * served by the portal's catch-all route; a later page file with the same path takes over the same URL. The
 * target is an absolute path, since menu paths are data (src/shared/access/menu.ts), not typed routes.
 */
export function localeLink(locale: string, path: string): { to: string; activeOptions: { exact: true } } {
  const to = path === '/' || path === '' ? `/${locale}` : `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
  // The router marks an active link aria-current="page"; only the page itself is that, not its ancestors.
  return { to, activeOptions: { exact: true } };
}

/** Whether `currentPath` (below the prefix) is `path` or inside it; home matches only itself. */
export function isActivePath(currentPath: string, path: string): boolean {
  if (path === '/') return currentPath === '/' || currentPath === '';
  return currentPath === path || currentPath.startsWith(`${path}/`);
}

/** The path below the locale prefix: '/en-us/order/1' → '/order/1'. */
export function pathBelowLocale(pathname: string): string {
  const rest = pathname.split('/').slice(2).join('/');
  return `/${rest}`;
}
