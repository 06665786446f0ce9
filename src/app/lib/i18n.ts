import { i18n, type Messages } from '@lingui/core';
import type { CatalogLanguage } from '../../shared/locales';
import { type CatalogName, SHELL_CATALOG, SIGN_IN_CATALOG } from './message-catalogs';

/** The catalog languages (lingui.config.ts); every locale prefix maps to one of them (src/shared/locales.ts). */
export type Language = CatalogLanguage;

const loaded = new Map<string, Promise<Messages>>();

/** One catalog of one language; compiled on the fly by @lingui/vite-plugin, each its own chunk. */
function loadCatalog(language: Language, name: CatalogName): Promise<Messages> {
  const key = `${language}/${name}`;
  let catalog = loaded.get(key);
  if (!catalog) {
    catalog = import(`../locales/${language}/${name}.po`).then((module: { messages: Messages }) => module.messages);
    // A failed load (offline, chunk not cached) is tried again next time.
    catalog.catch(() => loaded.delete(key));
    loaded.set(key, catalog);
  }
  return catalog;
}

/** Every catalog a page has needed so far: a change of language loads them in the new language too. */
const needed = new Set<CatalogName>([SIGN_IN_CATALOG]);
let active = '';

/**
 * Loads the catalogs of `language` a page needs (src/app/lib/message-catalogs.ts, catalogsFor; by default the
 * shell's) with the sign-in catalog every page has, and makes them current. `intlTag` (e.g. 'en-US') drives number
 * and date formatting. Must have run once before the first render: <I18nProvider> renders nothing without a locale.
 */
export async function activate(
  language: Language,
  intlTag?: string,
  pageCatalogs: readonly CatalogName[] = [SHELL_CATALOG],
): Promise<void> {
  for (const name of pageCatalogs) needed.add(name);
  const names = [...needed];
  const catalogs = await Promise.all(names.map((name) => loadCatalog(language, name)));
  // Re-activating re-renders every translated component, so only when something changed.
  const signature = `${language}|${intlTag ?? ''}|${names.join(',')}`;
  if (signature !== active) {
    active = signature;
    const messages = catalogs.reduce<Messages>((all, catalog) => Object.assign(all, catalog), {});
    i18n.loadAndActivate({ locale: language, ...(intlTag === undefined ? {} : { locales: intlTag }), messages });
  }
  document.documentElement.lang = intlTag ?? language;
}

/**
 * Fetches page catalogs ahead of need (the service worker keeps them), so pages that open offline show their
 * texts in the user's language even if they were never opened online in it.
 */
export async function prefetchCatalogs(language: Language, names: readonly CatalogName[]): Promise<void> {
  await Promise.allSettled(names.map((name) => loadCatalog(language, name)));
}

export { i18n };
