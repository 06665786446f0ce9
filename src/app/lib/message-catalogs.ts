// Which message catalog a text is in, and which pages load it (docs/decisions.md "Message catalogs"). The sign-in
// pages and what every page may draw (errors, the offline bar, the connection dialogs) have `sign-in`, the only
// catalog a sign-in page loads. Texts of the signed-in shell and of features shown on many pages are in
// `messages`, which every other page loads with it before it renders. A feature whose texts show only on its own
// pages has a catalog of its own (its folder's name), loaded with those pages: the sign-in pages and home do not
// carry them. lingui.config.ts, the size gate and the precache read this table too.

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
  // The home page's cards (that page only).
  home: ['/$'],
} as const satisfies Record<string, readonly string[]>;

export type FeatureCatalog = keyof typeof FEATURE_CATALOGS;

/**
 * Parts shared by a few features (folders of src/app/domain) whose texts show only on those features' pages: each
 * has a catalog of its own named `domain-<folder>`, with the pages that show it (as FEATURE_CATALOGS).
 * `message-catalogs.test.ts` checks that no other page loads the folder.
 */
export const DOMAIN_CATALOGS = {
  // The card and bank form: checkout charges Credit Card and ACH; the paying pages pay invoices and requests.
  payments: ['/cart/checkout', '/payment'],
} as const satisfies Record<string, readonly string[]>;

export type DomainFolder = keyof typeof DOMAIN_CATALOGS;
export type DomainCatalog = `domain-${DomainFolder}`;

export const DOMAIN_FOLDERS = Object.keys(DOMAIN_CATALOGS) as DomainFolder[];

/** The catalog of a domain folder's texts. */
export const domainCatalogOf = (folder: DomainFolder): DomainCatalog => `domain-${folder}`;

/** The catalog every page but the sign-in pages loads: the signed-in shell's texts. */
export const SHELL_CATALOG = 'messages';

/** The catalog every page loads, the only one of the sign-in pages. */
export const SIGN_IN_CATALOG = 'sign-in';

/** The sign-in pages (no session, spec 01 §2): paths after the locale prefix. */
export const SIGN_IN_PAGES = ['/login', '/forgot-password', '/reset-password', '/new-customer-inquiry', '/maintenance'];

/**
 * The sources (under src/app; a folder covers its files) whose texts are in the sign-in catalog rather than the
 * shell's: whatever the sign-in pages can show. `message-catalogs.test.ts` follows the imports of the sign-in pages,
 * the root and locale routes and the entry, and fails when one reaches a file with texts that is not listed here
 * (or in SIGNED_IN_TEXTS).
 */
export const SIGN_IN_SOURCES = [
  'main.tsx',
  'routes/__root.tsx',
  'routes/$locale/route.tsx',
  'routes/$locale/login.tsx',
  'routes/$locale/forgot-password.tsx',
  'routes/$locale/reset-password.tsx',
  'routes/$locale/new-customer-inquiry.tsx',
  'routes/$locale/maintenance.tsx',
  'features/session',
  'features/navigation/sign-in-messages.ts',
  'features/navigation/pages/maintenance-page.tsx',
  'lib/form-messages.ts',
  'lib/service-worker.tsx',
  'ui/coming-soon.tsx',
  'ui/error-page-fallback.tsx',
  'ui/not-found.tsx',
  'ui/offline-bar.tsx',
  'ui/route-error.tsx',
  'ui/session-status.tsx',
  'ui/support-contact.tsx',
];

/**
 * Files the sign-in pages import whose texts only signed-in pages show (so they stay in the shell's catalog), and
 * why.
 */
export const SIGNED_IN_TEXTS: Record<string, string> = {
  // The tab's title of every page (root route): the sign-in pages' own titles come from sign-in-messages.ts.
  'features/navigation/navigation-messages.ts': "the portal pages' titles",
  // Loaded by the router on sign-out to forget the device's subscription; it shows nothing then.
  'domain/push/push-subscription.tsx': "the profile page's push notification texts",
};

export type CatalogName = typeof SIGN_IN_CATALOG | typeof SHELL_CATALOG | FeatureCatalog | DomainCatalog;

export const FEATURE_CATALOG_NAMES = Object.keys(FEATURE_CATALOGS) as FeatureCatalog[];

/** The catalogs that load with their pages only (features' and domain folders'). */
export const PAGE_CATALOG_NAMES: (FeatureCatalog | DomainCatalog)[] = [
  ...FEATURE_CATALOG_NAMES,
  ...DOMAIN_FOLDERS.map(domainCatalogOf),
];

const covers = (prefix: string, path: string) =>
  prefix.endsWith('$') ? path === prefix.slice(0, -1) : path === prefix || path.startsWith(`${prefix}/`);

/** The feature catalogs the page at `path` (after the locale prefix, e.g. '/order/123') shows texts of. */
export function featureCatalogsFor(path: string): FeatureCatalog[] {
  const clean = path.replace(/\/+$/, '') || '/';
  return FEATURE_CATALOG_NAMES.filter((name) => FEATURE_CATALOGS[name].some((prefix: string) => covers(prefix, clean)));
}

/** The domain folders whose texts the page at `path` (after the locale prefix) shows. */
export function domainFoldersFor(path: string): DomainFolder[] {
  const clean = path.replace(/\/+$/, '') || '/';
  return DOMAIN_FOLDERS.filter((folder) => DOMAIN_CATALOGS[folder].some((prefix: string) => covers(prefix, clean)));
}

/** Whether the page at `path` (after the locale prefix) is a sign-in page. */
export function isSignInPage(path: string): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  return SIGN_IN_PAGES.includes(clean);
}

/** Every catalog the page at `path` (after the locale prefix) loads before it renders. */
export function catalogsFor(path: string): CatalogName[] {
  if (isSignInPage(path)) return [SIGN_IN_CATALOG];
  return [SIGN_IN_CATALOG, SHELL_CATALOG, ...featureCatalogsFor(path), ...domainFoldersFor(path).map(domainCatalogOf)];
}
