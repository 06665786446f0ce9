import { entryKey, type Manifest, routeChunkKeys, staticClosure } from '../shared/build/vite-manifest';
import { catalogsFor, isSignInPage } from '../shared/i18n/message-catalogs';
import { localeInfo, parseLocale } from '../shared/locales';

/**
 * The route files (TanStack file routes under src/app/routes) the first page of a visit opens with, by its path
 * after the locale prefix: a sign-in page's own; home's with the portal frame; any other page the portal frame,
 * whose page chunk follows once the guards have run.
 */
function firstPageRoutes(pagePath: string): string[] {
  const root = ['__root.tsx', '$locale/route.tsx'];
  if (isSignInPage(pagePath)) return [...root, `$locale${pagePath}.tsx`];
  const portal = [...root, '$locale/_portal/route.tsx'];
  return pagePath === '/' ? [...portal, '$locale/_portal/index.tsx'] : portal;
}

/**
 * The built files the first page at `pathname` needs besides the entry and what index.html already preloads: its
 * route chunks and its language's catalogs, with their static imports (JavaScript), and their style sheets. Named in
 * index.html, the browser fetches them while the entry downloads instead of once it has run. Nothing for a path
 * without a locale prefix (the service worker's precached /index.html among them).
 */
export function firstPageFiles(manifest: Manifest, pathname: string): { scripts: string[]; styles: string[] } {
  const [, prefix, ...rest] = pathname.split('/');
  const locale = parseLocale(prefix);
  if (!locale) return { scripts: [], styles: [] };
  const pagePath = `/${rest.filter(Boolean).join('/')}`;
  const inIndexHtml = staticClosure(manifest, [entryKey(manifest)]);
  const language = localeInfo[locale].catalogLanguage;
  const roots = [
    ...firstPageRoutes(pagePath).flatMap((routeFile) => routeChunkKeys(manifest, routeFile)),
    ...catalogsFor(pagePath)
      .map((name) => `src/app/locales/${language}/${name}.po`)
      .filter((key) => manifest[key] !== undefined),
  ];
  const keys = [...staticClosure(manifest, roots)].filter((key) => !inIndexHtml.has(key));
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  return {
    scripts: keys.map((key) => `/${fileOf(key)}`),
    styles: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].map((file) => `/${file}`),
  };
}

/**
 * The `<link>` tags of firstPageFiles: module preloads (with `crossorigin`, as module scripts are fetched) and style
 * preloads, which fetch without blocking the first paint; the app links the sheet itself when its chunk runs.
 */
export function firstPagePreloadTags(manifest: Manifest, pathname: string): string {
  const { scripts, styles } = firstPageFiles(manifest, pathname);
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" href="${href}">`),
  ].join('');
}
