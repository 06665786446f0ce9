import type { CatalogLanguage } from '../../shared/locales';

// dayjs ships English; the other catalog languages load their month and day names on first use, each its own
// chunk (en needs none). Apart from lib/format.ts so that the locale route can wait for them without loading dayjs
// and the formatters into the entry (the sign-in page formats no date).
const dayjsLocaleLoaders: Record<Exclude<CatalogLanguage, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  id: () => import('dayjs/locale/id'),
  ms: () => import('dayjs/locale/ms'),
};
const loadedDateLocales = new Set<CatalogLanguage>(['en']);

/** Loads dayjs's names for `language` (idempotent); formatting in a language not loaded falls back to English. */
export async function loadDateLocale(language: CatalogLanguage): Promise<void> {
  if (loadedDateLocales.has(language) || language === 'en') return;
  await dayjsLocaleLoaders[language]();
  loadedDateLocales.add(language);
}

/** Whether dayjs has `language`'s names (English always). */
export function isDateLocaleLoaded(language: CatalogLanguage): boolean {
  return loadedDateLocales.has(language);
}
