import { DEFAULT_LOCALE, type Locale, localeInfo, parseLocale } from '../../shared/locales';
import { activate } from './i18n';
import { catalogsFor } from './message-catalogs';

// The client's adapter over src/shared/locales.ts: path prefixes, their catalog language and Intl tag.

export { DEFAULT_LOCALE, type Locale };

/** The known locale a path segment names (case-insensitive), or null. */
export function resolveLocale(segment: unknown): Locale | null {
  return parseLocale(segment) ?? null;
}

/**
 * Loads and activates the catalogs of `locale`'s language a page needs (its pathname, with the locale prefix),
 * formatting with its Intl tag.
 */
export function activateLocale(locale: Locale, pathname = `/${locale}`): Promise<void> {
  const info = localeInfo[locale];
  return activate(info.catalogLanguage, info.intlTag, catalogsFor(pageOf(pathname)));
}

/** The path after the locale prefix: '/en-us/order/1' → '/order/1', '/en-us' → '/'. */
function pageOf(pathname: string): string {
  return `/${pathname.split('/').slice(2).join('/')}`;
}

/** The locale prefix of a pathname, else the default (no browser-language detection, spec 01 §1). */
export function localeOfPath(pathname: string): Locale {
  return resolveLocale(pathname.split('/')[1]) ?? DEFAULT_LOCALE;
}

// Looks like a locale prefix ('es', 'pt-br') rather than a page ('login', 'catalog').
const LOCALE_SHAPE = /^[a-z]{2}(?:-[a-z]{2})?$/i;

/**
 * Where a path whose first segment is not exactly a locale goes: a known locale in another case is
 * lower-cased ('/DE/x' → '/de/x'), an unknown locale-shaped prefix is replaced by the default locale
 * ('/es/x' → '/en-us/x'), and an unprefixed page path is put under it ('/login' → '/en-us/login').
 */
export function pathUnderDefaultLocale(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  const known = resolveLocale(first);
  if (known) return ['', known, ...rest].join('/');
  if (LOCALE_SHAPE.test(first)) return ['', DEFAULT_LOCALE, ...rest].join('/');
  return `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`;
}

/** The same page under another locale prefix ('/en-us/order?x=1' → '/de/order?x=1'). */
export function pathInLocale(href: string, locale: Locale): string {
  const [, , ...rest] = href.split('/');
  return ['', locale, ...rest].join('/');
}

/**
 * The locale to land on after sign-in: the user's language when the host offers it (spec 01 §4 Language
 * change), else the locale the user signed in under.
 */
export function landingLocale(
  userLanguageId: string | null | undefined,
  hostLanguages: readonly { code: string }[],
  current: Locale,
): Locale {
  const preferred = parseLocale(userLanguageId);
  if (preferred === undefined) return current;
  const offered = hostLanguages.some((language) => parseLocale(language.code) === preferred);
  return offered ? preferred : current;
}
