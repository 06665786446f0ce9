// Content in the reader's language (spec 01 §1: the portal is translated per locale). The interface's texts are in
// the message catalogs; content records (announcements, promotions, bike types, merchandise categories, visit-form
// equipment, article descriptions) carry their own translations: each row's base columns hold the English text (the
// source language, as for the catalogs), and a `texts` column holds the other languages' versions of its fields.
import { type CatalogLanguage, localeInfo, parseLocale } from '../locales';

/** A content row's translations: per catalog language, the translated fields (`{ de: { title: '…' } }`). */
export type LocalizedTexts = Partial<Record<CatalogLanguage, Record<string, string>>>;

/** The languages a content record may be translated into (the catalog languages). */
export const CONTENT_LANGUAGES: readonly CatalogLanguage[] = ['en', 'de', 'fr', 'id', 'ms'];

/**
 * The reader's language of a request: an `Accept-Language` value the app sets to its active locale ('de-DE',
 * 'de', 'id-ID;q=1'), else the host's first language, else English. The browser's own Accept-Language never reaches
 * this choice unless the app sent it (spec 01 §1: the browser language is not used for detection).
 */
export function contentLanguageOf(acceptLanguage: string | undefined, hostLanguages: readonly { code: string }[]) {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const language = CONTENT_LANGUAGES.find((code) => tag === code || tag.startsWith(`${code}-`));
    if (language) return language;
  }
  const first = parseLocale(hostLanguages[0]?.code);
  return first ? localeInfo[first].catalogLanguage : 'en';
}

/**
 * One field of a content row in `language`: its translation (for English the base text), else the one in the host's
 * first language (`fallback`), else the base text. An empty translation counts as none.
 */
export function localizedText(
  base: string,
  texts: LocalizedTexts | null | undefined,
  field: string,
  language: CatalogLanguage,
  fallback?: CatalogLanguage,
): string {
  const own = texts?.[language]?.[field];
  if (own) return own;
  if (language === 'en') return base;
  const second = fallback === undefined ? undefined : texts?.[fallback]?.[field];
  return second || base;
}
