import { i18n, type Messages } from '@lingui/core';
import type { CatalogLanguage } from '../../shared/locales';

/** The catalog languages (lingui.config.ts); every locale prefix maps to one of them (src/shared/locales.ts). */
export type Language = CatalogLanguage;

const loaded = new Map<Language, Messages>();

async function loadCatalog(language: Language): Promise<Messages> {
  const cached = loaded.get(language);
  if (cached) return cached;
  // Compiled on the fly by @lingui/vite-plugin; each language is its own chunk.
  const catalog = (await import(`../locales/${language}/messages.po`)) as { messages: Messages };
  loaded.set(language, catalog.messages);
  return catalog.messages;
}

/**
 * Loads the catalog of `language` and makes it current. `intlTag` (e.g. 'en-US') drives number and date
 * formatting. Must have run once before the first render: <I18nProvider> renders nothing without a locale.
 */
export async function activate(language: Language, intlTag?: string): Promise<void> {
  const messages = await loadCatalog(language);
  // Re-activating re-renders every translated component, so only when something changed.
  if (i18n.locale !== language || i18n.locales !== intlTag) {
    i18n.loadAndActivate({ locale: language, ...(intlTag === undefined ? {} : { locales: intlTag }), messages });
  }
  document.documentElement.lang = intlTag ?? language;
}

export { i18n };
