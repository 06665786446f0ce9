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
  // 184.9 KB since the sign-in pages load a sign-in catalog (2.1 KB) instead of the shell's (12.2 KB); 185.6 KB with
  // the theme's sentence-case badges and darker warning and success text colours (contrast 4.5:1) in the entry.
  // 186.2 KB with the first page's route chunks requested while the guards run (main.tsx) and the host config saved
  // to the local database in idle time (+0.2 KB).
  // 179.2 KB without Vite's module preloads (vite.config.ts): the route tree no longer lists each lazy route's
  // imported files for the preload helper (-7.0 KB).
  { name: 'login', routes: ['__root.tsx', '$locale/route.tsx', '$locale/login.tsx'], js: 179.5 * KB, css: 11.5 * KB },
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
  // 286.6 KB with the sign-in catalog split off the shell's (+0.7 KB: two files, and the texts both draw in each).
  // 286.2 KB with the card and bank form's texts in a catalog of their own (domain-payments; shell's 10.6 -> 9.8 KB).
  // 291.7 KB with the home's cards per role (+5.5 KB): the home's own catalog (en 1.3 KB), the welcome and
  // the first-use turns in the route's chunk, the cards' grid loader; the cards themselves load after the page draws.
  // Above the 240 KB the issue allows: today's frame alone measures 286 KB (next cut: the shell, not the cards).
  // 249.0 KB (-42.6 KB) with the shell's menus, tooltips and cart popup mounted on first use: floating-ui (15.2 KB),
  // Mantine's Menu, Popover, Tooltip, FocusTrap and ScrollArea load in idle time in a chunk of their own (precached).
  // The pages below count on top of home with that idle chunk, which every signed-in page has fetched by then.
  // 250.1 KB (CSS 17.2 KB) with one header for every layout (shared/access/header.ts) and the rail's remembered
  // expand toggle with its labels and texts (+0.6 KB on 249.5 KB, CSS +0.2 KB).
  // 250.7 KB with the chip's customer list ordered offline like the server (the host's own customers first) and
  // the host's phone code in the config (+0.6 KB on 250.1 KB).
  // 251.6 KB with the colour schemes (+0.9 KB on 250.7 KB): Mantine's scheme manager and the dark variables, the
  // profile menu's Appearance submenu and its texts.
  // 243.1 KB with each page's GraphQL documents in a module of its own (scripts/gql-documents.ts: the home carried
  // every document's text, 9.4 KB); 232.6 KB (CSS 16.4 KB) with our own frame instead of Mantine's AppShell.
  // 220.8 KB without Vite's module preloads (-10.9 KB: the lists of files each lazy import preloaded).
  {
    name: 'home',
    routes: [...PORTAL, '$locale/_portal/index.tsx'],
    idle: ['src/app/ui/shell/floating-parts.ts'],
    js: 221.5 * KB,
    css: 17.5 * KB,
  },
  // The offline field pages: each on top of what home loaded.
  // The catalog list: aim 60 KB; measured 60.3 KB with the catalog's texts (2.3 KB), which home no longer carries;
  // 61.2 KB since Mantine's NumberInput became a chunk of its own shared with the payments administration.
  // 66.8 KB since its filter drawer brings Mantine's Drawer and Modal (+5.5 KB), which home no longer loads (home
  // and the list together: 365.6 -> 349.4 KB).
  // 73.2 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  { name: 'catalog list', base: 'home', routes: [...PORTAL, '$locale/_portal/catalog/list.tsx'], js: 73.5 * KB },
  // The product page 37.4 KB since its quantity rule comes from form-predicates.ts (no zod; it was 47.8 KB). The
  // cart 13.5 KB so too (was 23.8 KB); 20.4 KB with "Save as list" (its modal, its texts and the zod-free name
  // rule of cart-list-names.ts).
  // 38.9 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'product page', base: 'home', routes: [...PORTAL, '$locale/_portal/catalog/bike/$slug.tsx'], js: 39.5 * KB },
  // 25.3 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  { name: 'cart', base: 'home', routes: [...PORTAL, '$locale/_portal/cart/index.tsx'], js: 26 * KB },
  // The pages below validate their forms with zod, which home no longer loads: each carries zod's core (about
  // +12.6 KB on top of home, less in all than before) and, where they open one, Mantine's Modal or Drawer.
  // The checkout pages (form, phone shipment step, confirmation) share the checkout feature's chunks; it carries
  // the schema library (zod, ~12 KB) for the shared checkout rules. Measured 43.9 KB with its texts (1.9 KB); 44.7 KB
  // (44.6 KB before the credit widget, whose credit rules, open-to-buy.ts, are now a chunk shared with checkout).
  // 65.8 KB with the card and bank form (checkout charges Credit Card and ACH) and its payment information schema.
  // 66.8 KB with that form's texts (domain-payments catalog, 1.0 KB), which home no longer carries.
  // 71.2 KB with the large-order confirmation (largeOrderConfirmAmount: its Modal and scroll area, 3.8 KB) and the
  // quantities in words.
  // 76.0 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  { name: 'checkout', base: 'home', routes: [...PORTAL, '$locale/_portal/cart/checkout.tsx'], js: 76.5 * KB },
  // The named cart lists (features/cart-lists, online only): the page with its modals and texts, and the shared
  // name rule without zod (cart-list-names.ts). Measured 21.1 KB (Mantine's Modal and SegmentedControl, 3.1 KB of
  // its own code, its texts).
  // 25.6 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  { name: 'cart lists', base: 'home', routes: [...PORTAL, '$locale/_portal/cart/lists.tsx'], js: 26 * KB },
  // The order pages (list, detail, open orders with the export, deliveries) share the orders feature's chunks and
  // the schema library (zod, ~12 KB) of the shared order rules (filter, tracking links, the 30-day range), and
  // their texts with the order drafts' (2.9 KB). With ship complete and the line timeline: orders 44.2 KB, open
  // orders 36.3 KB. The shared order status badge and the quantity words (domain/orders, lib/quantity: ~1 KB) took
  // open orders to 50.2 KB and deliveries to 52.6 KB. Orders 58.1 KB with the colour schemes, the shell's one
  // header and the customer dialog's rows together (each measured alone kept it at 58.0 KB).
  // 59.1 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'orders', base: 'home', routes: [...PORTAL, '$locale/_portal/order/index.tsx'], js: 59.5 * KB },
  // 63.2 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  { name: 'order detail', base: 'home', routes: [...PORTAL, '$locale/_portal/order/$orderNo.tsx'], js: 63.5 * KB },
  // 51.5 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'open orders', base: 'home', routes: [...PORTAL, '$locale/_portal/order/open-order.tsx'], js: 52 * KB },
  // 53.8 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'deliveries', base: 'home', routes: [...PORTAL, '$locale/_portal/order/delivery.tsx'], js: 54.5 * KB },
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
  // 36.0 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  {
    name: 'open invoices',
    base: 'home',
    routes: [...PORTAL, '$locale/_portal/invoice/open-invoice.tsx'],
    // 31.1 KB with the send-invoice-email refusals said by code (retry time, no address on file).
    js: 36.5 * KB,
  },
  // 60.6 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  {
    name: 'paid invoices',
    base: 'home',
    routes: [...PORTAL, '$locale/_portal/invoice/invoice-list.tsx'],
    js: 61 * KB,
  },
  // 60.6 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  {
    name: 'paid invoices new',
    base: 'home',
    routes: [...PORTAL, '$locale/_portal/invoice/invoice-list-new.tsx'],
    js: 61 * KB,
  },
  // Paying invoices (features/payments), online only: the selection rules, the payment information schemas with
  // the schema library (zod, ~12 KB; the requests page gets it through the shared texts) and the payments catalog.
  // Measured 47.3 KB (pay invoices) and 42.4 KB (payment requests).
  // 63.7 and 61.5 KB with the selection store (one subscription per row) and the no-customer notice; 64.7 and
  // 62.5 KB with the card and bank form's texts (domain-payments catalog, 1.0 KB), which home no longer carries.
  { name: 'pay invoices', base: 'home', routes: [...PORTAL, '$locale/_portal/payment/invoice.tsx'], js: 65.2 * KB },
  // 66.9 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  { name: 'payment requests', base: 'home', routes: [...PORTAL, '$locale/_portal/payment/index.tsx'], js: 67.5 * KB },
  // The credit page (features/credit; the navbar widget's chunk loads with it), without zod. Measured 8.9 KB.
  // 10.2 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'credit', base: 'home', routes: [...PORTAL, '$locale/_portal/credit.tsx'], js: 10.5 * KB },
  // The PDI pages (features/pdi): the list with its texts, and the form with the frame-number field (the scanner
  // itself loads when Scan is pressed). Recorded offline too ("PDI offline"): the list's waiting PDIs, the form's
  // draft and the online-or-queue save, +2.9 KB and +3.3 KB (measured 50.8 and 41.5 KB; 47.9 and 38.2 KB before;
  // the outbox engine itself loads on demand).
  // 55.4 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  { name: 'pdi list', base: 'home', routes: [...PORTAL, '$locale/_portal/pdi/index.tsx'], js: 56 * KB },
  // 42.1 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'pdi new', base: 'home', routes: [...PORTAL, '$locale/_portal/pdi/create.tsx'], js: 42.5 * KB },
  // A PDI's page (edit, delete, restore; offline through the outbox).
  // Measured 42.1 KB: the PDI form's chunks shared with the new-PDI page.
  // 42.6 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'pdi', base: 'home', routes: [...PORTAL, '$locale/_portal/pdi/$id.tsx'], js: 43 * KB },
  // Warranty claims (features/claims), open offline: the list with the outbox's waiting claims, the bike/PAA form
  // (the shared photo slots, the frame-number field, the claim rules) and a claim's detail. Measured 57.0, 78.5 and
  // 60.4 KB with the schema library (zod, 23.6 KB) that no longer loads with home; 31.3, 52.7 and 34.6 KB while it does.
  // The list 60.4 KB with the waiting claims' upload controls (bytes and percent per file, pause, cancel, resume:
  // domain/offline/upload-hold, +1.6 KB) and the edit of a claim whose create still waits.
  // 61.5 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'claims', base: 'home', routes: [...PORTAL, '$locale/_portal/claim/index.tsx'], js: 62 * KB },
  // 80.8 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'claim new', base: 'home', routes: [...PORTAL, '$locale/_portal/claim/create/bike.tsx'], js: 81.5 * KB },
  // A claim's page shows its phones in the host's format as tel: links (shared/contact/phone-display, +0.7 KB:
  // 62.3 KB measured, 61.6 KB before).
  // 63.5 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'claim', base: 'home', routes: [...PORTAL, '$locale/_portal/claim/$id/index.tsx'], js: 64 * KB },
  // A claim's edit page (offline too: the device's copy with its waiting changes, a draft, an update entry).
  // Measured 81.4 KB: the claim form's chunks (zod, photo slots, frame field) with the edit's outbox reading.
  // 82.5 KB with its own GraphQL documents, which home no longer carries (scripts/gql-documents.ts).
  { name: 'claim edit', base: 'home', routes: [...PORTAL, '$locale/_portal/claim/$id/edit.tsx'], js: 83 * KB },
  // It carries the schema library (zod, ~10 KB), which does not load with home, and the visit forms' texts (3 KB);
  // the local database and the outbox engine load when a visit is saved or a draft is read.
  // 79.9 KB with its own GraphQL documents (scripts/gql-documents.ts) and the parts of Mantine that home no
  // longer loads since the frame is our own (react-remove-scroll of Modal and Drawer, 4.1 KB, where it opens one).
  {
    name: 'visit-form new',
    base: 'home',
    routes: [...PORTAL, '$locale/_portal/visit-form/$brand/create.tsx'],
    // 74.3 KB since zod's core and Mantine's Modal no longer load with home (home and the form together: 362.1 ->
    // 356.9 KB). Aim 60 KB: the visit form's shared rules need zod. 75.0 KB with the themed option chips' styles
    // and the quantity words.
    js: 80.5 * KB,
  },
];

/** Whole files: the service worker script (sw.js) and everything it precaches at install. */
export const fileBudgets = {
  // +0.8 KB for the outbox's pdi kind (the worker replays the outbox): measured 79.6 KB, 78.8 KB before it.
  // 79.7 KB measured with the home's cards in the precache list (+0.1 KB); 79.8 KB with the shell's idle chunk.
  serviceWorker: 80 * KB,
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
  // 697.7 KB in 306 files with the sign-in catalog apart from the shell's; 699.5 KB in 307 files with the card and
  // bank form's catalog (and the outbox's pause/cancel/resume before it).
  // +1.2 KB for the outbox's pdi kind (704.6 KB in 314 files measured, 703.4 KB in 313 before it).
  // +2.8 KB for the claim edit offline: its route chunk (2.5 KB, with the edit's outbox reading) and its texts.
  // +12.6 KB in 6 files for the PDI list, form and page opening offline (their chunks and texts).
  // +17.3 KB for the home's cards, which show offline from the first install (721.3 KB in 323 files): the dealer's and
  // the field cards' chunks (4.4 KB), their grid (4.0 KB), the home's catalog (1.3 KB) and the rep's device-copy card
  // reading the offline readiness and the catalog copy's size (3.5 KB).
  // 739.0 KB in 333 files with the shell's menus, tooltips and scroll area in an idle chunk of their own, the
  // content-language and guardrail texts.
  // 739.7 KB with one header for every layout and the rail's expand toggle (+0.7 KB JS and CSS, and its texts).
  // +0.8 KB for the product page on a phone (the grid's own scroll with its pinned size column, the Add to cart bar
  // and its two texts): 739.9 KB in 333 files measured, 739.1 KB before it.
  // +2.7 KB for the customer dialog's compact rows, phones in the host's format, a new visit's customer and the
  // Ready for offline results with their texts (746.7 KB measured, 744.0 KB before them, on the same tree).
  // +1.6 KB for the colour schemes (the dark variables, the Appearance submenu, public/color-scheme.js; 748.4 KB
  // measured, 746.8 KB before them, on the same tree). All of them together with the administrator's sign-in
  // failures card and the home's greeting without its Log out: 747.7 KB in 339 files.
  // 736.3 KB in 334 files with each document in a module of its own (the documents' shared module sent every text
  // twice, the map and the documents) and our own frame instead of Mantine's AppShell.
  // 718.5 KB in 336 files without Vite's module preloads (vite.config.ts).
  precache: 719 * KB,
  // The frame scanner (domain/scanning), loaded when the camera opens and never precached: zxing-wasm's reader
  // (1.09 MB, measured 463.8 KB gzip) and the decoding worker with the barcode-detector ponyfill.
  scanner: 490 * KB,
};
