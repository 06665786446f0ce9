// Which message catalog a text is in, and which pages load it (docs/decisions.md "Message catalogs"). Texts of the
// shell and of features shown on many pages are in `messages`, loaded before the first render. A feature whose
// texts show only on its own pages has a catalog of its own (its folder's name), loaded with those pages: the
// sign-in page and home do not carry them. lingui.config.ts, the size gate and the precache read this table too.

/**
 * The features with a catalog of their own (folders of src/app/features) and the pages that show their texts: paths
 * after the locale prefix, each also covering the paths below it (a path ending in `$`: that page only). `message-catalogs.test.ts` checks that nothing
 * outside these pages imports the feature.
 */
export const FEATURE_CATALOGS = {
  catalog: ['/catalog'],
  checkout: ['/cart/checkout'],
  // Named cart lists: "Save as list" on the cart page itself (not the checkout pages below it) and the lists page.
  'cart-lists': ['/cart$', '/cart/lists'],
  orders: ['/order'],
  'order-drafts': ['/order'],
  profile: ['/user/edit-profile'],
  // Open and paid invoices with an invoice's detail (online only).
  invoices: ['/invoice'],
  // Paying invoices and the payment requests (online only).
  payments: ['/payment'],
  // The payments administration (staff, online only).
  'payments-admin': ['/admin/payments'],
  // The outbox page edits a visit saved offline with the visit form's own fields.
  'visit-forms': ['/visit-form', '/outbox'],
  // Warranty claims: the list, the forms and a claim's detail (offline too).
  claims: ['/claim'],
  // Pre-delivery inspections: the list and a PDI's create and edit pages.
  pdi: ['/pdi'],
} as const satisfies Record<string, readonly string[]>;

export type FeatureCatalog = keyof typeof FEATURE_CATALOGS;

/** The catalog every page loads. */
export const SHELL_CATALOG = 'messages';

export type CatalogName = typeof SHELL_CATALOG | FeatureCatalog;

export const FEATURE_CATALOG_NAMES = Object.keys(FEATURE_CATALOGS) as FeatureCatalog[];

const covers = (prefix: string, path: string) =>
  prefix.endsWith('$') ? path === prefix.slice(0, -1) : path === prefix || path.startsWith(`${prefix}/`);

/** The feature catalogs the page at `path` (after the locale prefix, e.g. '/order/123') shows texts of. */
export function featureCatalogsFor(path: string): FeatureCatalog[] {
  const clean = path.replace(/\/+$/, '') || '/';
  return FEATURE_CATALOG_NAMES.filter((name) => FEATURE_CATALOGS[name].some((prefix: string) => covers(prefix, clean)));
}
