// The first-load budgets `npm test` enforces (scripts/bench-size.ts --check) and `npm run bench:size` prints, in gzip
// bytes. A page's figure is its whole static import closure plus the default language's catalogs it loads, the
// shell's and its features' (scripts/route-size.ts, src/app/lib/message-catalogs.ts). A new page adds its own entry
// here, usually `base: 'home'` with what it may add.
// Where today's build is still above the aim of docs/decisions.md ("First-load budgets"), the budget is today's
// figure with a little room, so the gate stops any growth; each later cut lowers it towards the aim (`aim`).
import { KB, type RouteBudget } from './route-size';

const PORTAL = ['__root.tsx', '$locale/route.tsx', '$locale/_portal/route.tsx'];

export const routeBudgets: RouteBudget[] = [
  // The sign-in page: nothing of the signed-in portal, the local database or the outbox.
  // Aim: JS 150 KB. Measured 209.9 KB since the catalog, checkout, orders, profile and visit-form texts load with
  // their pages (the shell's catalog 17.7 → 10.4 KB); 212.2 KB with the credit widget's texts in the shell's
  // catalog and the invoice, payment and credit routes in the route tree. 191.5 KB (CSS 10.8 KB) since the sign-in
  // form uses plain React state (no @mantine/form, -6.1 KB) and the first load checks its JSON without zod
  // (lib/json-shape.ts, -14.8 KB). 200.5 KB since the PDI list's search parser came into the route tree from
  // pdi.queries.ts, bringing the GraphQL documents' chunk (gql, 7.8 KB) to every page; 194.9 KB with the PDI list's
  // search check in pdi.search.ts, as the other features have.
  { name: 'login', routes: ['__root.tsx', '$locale/route.tsx', '$locale/login.tsx'], js: 196 * KB, css: 11.5 * KB },
  // The signed-in shell with the home page.
  // Aim: JS 210 KB. The other pages' Mantine sheet (mantine-content-styles.css) loads after home draws.
  // Measured 299.7 KB (the shell's catalog as for login).
  // 303.6 KB with the credit widget (+1.3 KB: its texts in the shell's catalog, the route's entry; the tree before it
  // measured 302.3 KB).
  // 280.6 KB (CSS 17.0 KB) without zod in the shell (-15.2 KB: the pages whose forms validate with zod load it
  // themselves) and with the navigation drawer and the install how-to dialog loaded when first opened (-9.0 KB);
  // 282.6 KB with the PDI routes in the tree.
  // 285.9 KB since the card and bank form moved to domain/payments for checkout and the paying pages: its 41 texts
  // are in the shell's catalog (+3 KB; next cut: a catalog of their own for those pages).
  { name: 'home', routes: [...PORTAL, '$locale/_portal/index.tsx'], js: 286.5 * KB, css: 17.5 * KB },
  // The offline field pages: each on top of what home loaded.
  // The catalog list: aim 60 KB; measured 60.3 KB with the catalog's texts (2.3 KB), which home no longer carries;
  // 61.2 KB since Mantine's NumberInput became a chunk of its own shared with the payments administration.
  // 66.8 KB since its filter drawer brings Mantine's Drawer and Modal (+5.5 KB), which home no longer loads (home
  // and the list together: 365.6 -> 349.4 KB).
  { name: 'catalog list', base: 'home', routes: [...PORTAL, '$locale/_portal/catalog/list.tsx'], js: 68 * KB },
  // The product page 37.4 KB since its quantity rule comes from form-predicates.ts (no zod; it was 47.8 KB). The
  // cart 13.5 KB so too (was 23.8 KB); 20.4 KB with "Save as list" (its modal, its texts and the zod-free name
  // rule of cart-list-names.ts).
  { name: 'product page', base: 'home', routes: [...PORTAL, '$locale/_portal/catalog/bike/$slug.tsx'], js: 38 * KB },
  { name: 'cart', base: 'home', routes: [...PORTAL, '$locale/_portal/cart/index.tsx'], js: 21.5 * KB },
  // The pages below validate their forms with zod, which home no longer loads: each carries zod's core (about
  // +12.6 KB on top of home, less in all than before) and, where they open one, Mantine's Modal or Drawer.
  // The checkout pages (form, phone shipment step, confirmation) share the checkout feature's chunks; it carries
  // the schema library (zod, ~12 KB) for the shared checkout rules. Measured 43.9 KB with its texts (1.9 KB); 44.7 KB
  // (44.6 KB before the credit widget, whose credit rules, open-to-buy.ts, are now a chunk shared with checkout).
  // 65.8 KB with the card and bank form (checkout charges Credit Card and ACH) and its payment information schema.
  { name: 'checkout', base: 'home', routes: [...PORTAL, '$locale/_portal/cart/checkout.tsx'], js: 66.5 * KB },
  // The named cart lists (features/cart-lists, online only): the page with its modals and texts, and the shared
  // name rule without zod (cart-list-names.ts). Measured 21.1 KB (Mantine's Modal and SegmentedControl, 3.1 KB of
  // its own code, its texts).
  { name: 'cart lists', base: 'home', routes: [...PORTAL, '$locale/_portal/cart/lists.tsx'], js: 22 * KB },
  // The order pages (list, detail, open orders with the export, deliveries) share the orders feature's chunks and
  // the schema library (zod, ~12 KB) of the shared order rules (filter, tracking links, the 30-day range), and
  // their texts with the order drafts' (2.9 KB). With ship complete and the line timeline: orders 44.2 KB, open
  // orders 36.3 KB.
  { name: 'orders', base: 'home', routes: [...PORTAL, '$locale/_portal/order/index.tsx'], js: 58 * KB },
  { name: 'order detail', base: 'home', routes: [...PORTAL, '$locale/_portal/order/$orderNo.tsx'], js: 58 * KB },
  { name: 'open orders', base: 'home', routes: [...PORTAL, '$locale/_portal/order/open-order.tsx'], js: 50 * KB },
  { name: 'deliveries', base: 'home', routes: [...PORTAL, '$locale/_portal/order/delivery.tsx'], js: 52.5 * KB },
  // Payments administration (features/payments-admin), online only. Measured 34.7 KB (Mantine's NumberInput 9.3 KB,
  // Combobox 4.2 KB for the filters and the amount).
  {
    name: 'payments administration',
    base: 'home',
    routes: [...PORTAL, '$locale/_portal/admin/payments.tsx'],
    js: 35.5 * KB,
  },
  // The invoice pages share the invoices feature's chunks and catalog. Open invoices (ageing cards, table, detail
  // drawer) measured 23.8 KB; the paid lists 36.1 KB: the host's today (orderDayOf, as the deliveries page) brings
  // the shared form rules with their schema library (zod, ~12 KB).
  {
    name: 'open invoices',
    base: 'home',
    routes: [...PORTAL, '$locale/_portal/invoice/open-invoice.tsx'],
    // 31.1 KB with the send-invoice-email refusals said by code (retry time, no address on file).
    js: 31.5 * KB,
  },
  {
    name: 'paid invoices',
    base: 'home',
    routes: [...PORTAL, '$locale/_portal/invoice/invoice-list.tsx'],
    js: 56 * KB,
  },
  {
    name: 'paid invoices new',
    base: 'home',
    routes: [...PORTAL, '$locale/_portal/invoice/invoice-list-new.tsx'],
    js: 56 * KB,
  },
  // Paying invoices (features/payments), online only: the selection rules, the payment information schemas with
  // the schema library (zod, ~12 KB; the requests page gets it through the shared texts) and the payments catalog.
  // Measured 47.3 KB (pay invoices) and 42.4 KB (payment requests).
  // 63.7 and 61.5 KB with the selection store (one subscription per row) and the no-customer notice.
  { name: 'pay invoices', base: 'home', routes: [...PORTAL, '$locale/_portal/payment/invoice.tsx'], js: 64 * KB },
  { name: 'payment requests', base: 'home', routes: [...PORTAL, '$locale/_portal/payment/index.tsx'], js: 62 * KB },
  // The credit page (features/credit; the navbar widget's chunk loads with it), without zod. Measured 8.9 KB.
  { name: 'credit', base: 'home', routes: [...PORTAL, '$locale/_portal/credit.tsx'], js: 10 * KB },
  // The PDI pages (features/pdi, online): the list with its texts, and the form with the frame-number field (the
  // scanner itself loads when Scan is pressed).
  { name: 'pdi list', base: 'home', routes: [...PORTAL, '$locale/_portal/pdi/index.tsx'], js: 48 * KB },
  { name: 'pdi new', base: 'home', routes: [...PORTAL, '$locale/_portal/pdi/create.tsx'], js: 38.5 * KB },
  // Warranty claims (features/claims), open offline: the list with the outbox's waiting claims, the bike/PAA form
  // (the shared photo slots, the frame-number field, the claim rules) and a claim's detail. Measured 57.0, 78.5 and
  // 60.4 KB with the schema library (zod, 23.6 KB) that no longer loads with home; 31.3, 52.7 and 34.6 KB while it does.
  { name: 'claims', base: 'home', routes: [...PORTAL, '$locale/_portal/claim/index.tsx'], js: 58 * KB },
  { name: 'claim new', base: 'home', routes: [...PORTAL, '$locale/_portal/claim/create/bike.tsx'], js: 80 * KB },
  { name: 'claim', base: 'home', routes: [...PORTAL, '$locale/_portal/claim/$id/index.tsx'], js: 62 * KB },
  // It carries the schema library (zod, ~10 KB), which does not load with home, and the visit forms' texts (3 KB);
  // the local database and the outbox engine load when a visit is saved or a draft is read.
  {
    name: 'visit-form new',
    base: 'home',
    routes: [...PORTAL, '$locale/_portal/visit-form/$brand/create.tsx'],
    // 74.3 KB since zod's core and Mantine's Modal no longer load with home (home and the form together: 362.1 ->
    // 356.9 KB). Aim 60 KB: the visit form's shared rules need zod.
    js: 75 * KB,
  },
];

/** Whole files: the service worker script (sw.js) and everything it precaches at install. */
export const fileBudgets = {
  serviceWorker: 78.5 * KB,
  // Aim: 450 KB. Checkout and /order open offline for order drafts: +22 KB (their chunks, measured 21.6 KB).
  // Measured 642.3 KB in 263 files: the offline pages' texts in catalogs of their own (+2.8 KB of repeated texts and
  // smaller files compressing less; the profile page's texts are no longer precached).
  // The credit widget, loaded by the portal layout on demand, with its texts in the shell's catalogs: +4.7 KB,
  // measured 650.6 KB in 270 files (645.9 KB before it); 652.3 KB in 272 files with the payment pages' shell texts.
  // 647.2 KB in 278 files without zod on the first load (zod still precached for the visit form and checkout);
  // 654.2 KB in 283 files with the cart lists' and PDI changes.
  // The claim list, forms and detail open offline: +31.8 KB in 14 files (their chunks and texts; measured 687.1 KB
  // with them and 655.3 KB without).
  // 696.9 KB in 305 files with the claims' and PDI's finished pages, the checkout's card form and the paying pages'
  // selection store.
  precache: 697.5 * KB,
  // The frame scanner (domain/scanning), loaded when the camera opens and never precached: zxing-wasm's reader
  // (1.09 MB, measured 463.8 KB gzip) and the decoding worker with the barcode-detector ponyfill.
  scanner: 490 * KB,
};
