import type { CatalogLanguage } from '../../shared/locales';

// Content records (announcements, promotions, bike types, product descriptions, visit-form lists) come from the
// server in the reader's language (src/shared/content/localized-text.ts): every API request says which one, by the
// page's locale prefix, never by the browser's language (spec 01 §1). The language is remembered on the device
// with the query cache it filled, so a start in another language fetches that content again.

const STORAGE_KEY = 'portal.content-language';

let current: CatalogLanguage | undefined;

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The header that asks the server for content in the page's language (none before the first page). */
export function contentLanguageHeaders(): Record<string, string> {
  return current === undefined ? {} : { 'Accept-Language': current };
}

/**
 * Records the page's language; true when it replaced another one (on this page or in the copy the device kept
 * from an earlier visit), so content already fetched is in the old language and must be fetched again.
 */
export function setContentLanguage(language: CatalogLanguage): boolean {
  const before = current ?? stored();
  current = language;
  if (before === language) return false;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // No storage (private mode, a worker): the language is still sent; only a later start cannot tell.
  }
  return before !== null;
}
