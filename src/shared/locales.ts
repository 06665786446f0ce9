/** Every locale prefix of the portal's paths (S1 §1). */
export const LOCALES = [
  'de',
  'en-ca',
  'en-id',
  'en-my',
  'en-nl',
  'en-sg',
  'en-uk',
  'en-us',
  'fr',
  'id-id',
  'ms-my',
] as const;

/** A locale prefix. */
export type Locale = (typeof LOCALES)[number];

/** The locale of `/` and unprefixed paths (S1 §1). */
export const DEFAULT_LOCALE: Locale = 'en-us';

/** The locale whose messages stand in for missing translations (S1 §1). */
export const FALLBACK_LOCALE: Locale = 'en-us';

/** A Lingui message catalog: all English locales share one. */
export type CatalogLanguage = 'en' | 'de' | 'fr' | 'id' | 'ms';

/** A language name as the spec shows it in the language menu ('France' is the spec's text, not 'Français'). */
export type LocaleDisplayName = 'English' | 'Deutsch' | 'France' | 'Indonesia' | 'Melayu';

/** What the portal needs to know about one locale. */
export interface LocaleInfo {
  catalogLanguage: CatalogLanguage;
  displayName: LocaleDisplayName;
  /** The flag image, `/language/{code}.svg` (S1 §1). */
  flagPath: string;
  /** BCP-47 tag for `Intl` number and date formatting. */
  intlTag: string;
}

function info(code: Locale, catalogLanguage: CatalogLanguage, displayName: LocaleDisplayName, intlTag: string) {
  return { catalogLanguage, displayName, flagPath: `/language/${code}.svg`, intlTag } satisfies LocaleInfo;
}

/** Catalog, display name, flag and Intl tag of each locale. */
export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = {
  de: info('de', 'de', 'Deutsch', 'de-DE'),
  'en-ca': info('en-ca', 'en', 'English', 'en-CA'),
  'en-id': info('en-id', 'en', 'English', 'en-ID'),
  'en-my': info('en-my', 'en', 'English', 'en-MY'),
  'en-nl': info('en-nl', 'en', 'English', 'en-NL'),
  'en-sg': info('en-sg', 'en', 'English', 'en-SG'),
  // 'uk' is the portal's prefix; the ISO 3166 region is GB ('uk' would read as Ukrainian in BCP-47).
  'en-uk': info('en-uk', 'en', 'English', 'en-GB'),
  'en-us': info('en-us', 'en', 'English', 'en-US'),
  fr: info('fr', 'fr', 'France', 'fr-FR'),
  'id-id': info('id-id', 'id', 'Indonesia', 'id-ID'),
  'ms-my': info('ms-my', 'ms', 'Melayu', 'ms-MY'),
};

const localeSet: ReadonlySet<unknown> = new Set(LOCALES);

/** Whether a value is exactly one of the locale prefixes. */
export function isLocale(value: unknown): value is Locale {
  return localeSet.has(value);
}

/** The locale a value names, ignoring case ('en-US' → 'en-us'); undefined for anything else. */
export function parseLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  return isLocale(lower) ? lower : undefined;
}

/** The locale a value names, or {@link DEFAULT_LOCALE}. */
export function localeOrDefault(value: unknown): Locale {
  return parseLocale(value) ?? DEFAULT_LOCALE;
}

/**
 * The locale to start in (S1 §4 "Language change"): the user's language if the host offers it, else a host
 * locale of the same catalog language (a user on en-us lands on en-nl where the host offers English as en-nl),
 * else the host's first configured locale, else {@link DEFAULT_LOCALE}. Unknown entries in the host list are
 * skipped. The user's language is a locale prefix (GraphQL `Language.id`).
 */
export function pickStartLocale(userLanguage: string | null | undefined, hostLanguages: readonly string[]): Locale {
  const offered = hostLanguages.map(parseLocale).filter((locale) => locale !== undefined);
  const preferred = parseLocale(userLanguage);
  if (preferred !== undefined) {
    if (offered.includes(preferred)) return preferred;
    const sameLanguage = offered.find(
      (locale) => localeInfo[locale].catalogLanguage === localeInfo[preferred].catalogLanguage,
    );
    if (sameLanguage !== undefined) return sameLanguage;
  }
  return offered[0] ?? DEFAULT_LOCALE;
}
