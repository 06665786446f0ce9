import { parseLocale } from '../../../shared/locales';

/** Where a banner's link leads: a page of the app (under the current locale), another site, or nowhere. */
export type BannerTarget = { kind: 'app'; href: string } | { kind: 'external'; url: string } | null;

/**
 * Banner links are app paths such as '/catalog?category=bike' (the admin writes them without a locale), or full
 * addresses. An app path gets the current locale prefix unless it has one; a full address on our own origin is
 * treated as an app path; anything that is not http(s) leads nowhere.
 */
export function bannerTarget(link: string | null, locale: string, origin: string): BannerTarget {
  const value = link?.trim() ?? '';
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== origin) return { kind: 'external', url: url.href };
  const firstSegment = url.pathname.split('/')[1];
  const path =
    parseLocale(firstSegment) === undefined ? `/${locale}${url.pathname === '/' ? '' : url.pathname}` : url.pathname;
  return { kind: 'app', href: `${path}${url.search}${url.hash}` };
}
