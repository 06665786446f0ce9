import type { SearchSchemaInput } from '@tanstack/react-router';
import { parseListSearch, toUrlSearch, type UrlValue } from '../../../shared/catalog/list-search';

// The search params of the catalog's routes. The list's own rules live in src/shared/catalog/list-search.ts; this
// is the router's side of them.

/** A search object as links and navigation write it (see toUrlSearch): plain values, lists joined with ','. */
export type CatalogUrlSearch = Partial<Record<string, UrlValue>>;

/**
 * validateSearch of the list routes: the URL, cleaned (bad values dropped, lists joined with ','). The router
 * writes what this returns into the address bar, so it stays in the URL form; pages read the parsed
 * CatalogListSearch through parseListSearch.
 */
export function validateListSearch(raw: CatalogUrlSearch & SearchSchemaInput): CatalogUrlSearch {
  return toUrlSearch(parseListSearch(raw));
}

/**
 * The catalog home's search: `category=bike|paa` (spec 01 §2), anything else left to the default rule; and
 * `preview=true`, which opens preview mode in this tab (catalog-preview.ts).
 */
export interface CatalogHomeSearch {
  category?: 'bike' | 'paa';
  preview?: true;
}

/** validateSearch of /catalog: a bad category is dropped, never an error (the page picks the default). */
export function validateHomeSearch(raw: CatalogHomeSearch & SearchSchemaInput): CatalogHomeSearch {
  const given: unknown = raw.category;
  const lower = typeof given === 'string' ? given.toLowerCase() : undefined;
  const category: CatalogHomeSearch = lower === 'bike' || lower === 'paa' ? { category: lower } : {};
  // The address gives the string 'true'; a link written in code gives the boolean.
  const preview: unknown = raw.preview;
  return preview === true || preview === 'true' ? { ...category, preview: true } : category;
}
