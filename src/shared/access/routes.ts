// Over 400 lines: the route table of spec 01 §2 and spec 02 §2 as data, one entry a route.
import type { ScopeRequirement } from './menu';

/**
 * Which frame a page sits in (docs/decisions.md, "Layouts"): `v2` most portal pages (navbar, announcement),
 * `default` pages that act for no customer (admin, third party, profile), `v3` the catalog (app bar, overlay),
 * `bare` the pages without a session (login, maintenance, inquiry, errors).
 */
export type Layout = 'default' | 'v2' | 'v3' | 'bare';

/** What the mobile header shows (spec 01 §2): a search icon on lists, a back arrow on details and forms. */
export type RouteKind = 'list' | 'detail' | 'form' | 'page';

/** The business area a page belongs to; the app describes each on the "coming soon" page. */
export type RouteArea =
  | 'home'
  | 'sales-area'
  | 'sales-overview'
  | 'catalog'
  | 'cart'
  | 'order'
  | 'invoice'
  | 'payment'
  | 'claim'
  | 'pdi'
  | 'retail-sales'
  | 'bonus-dealer'
  | 'visit-form'
  | 'download-area'
  | 'upload-area'
  | 'marketing-material'
  | 'sales-document'
  | 'news'
  | 'click-collect'
  | 'third-party'
  | 'admin-users'
  | 'admin-content'
  | 'admin-catalog-analyze'
  | 'admin-order-confirmation'
  | 'profile'
  | 'offline'
  | 'session'
  | 'inquiry'
  | 'error';

export interface RouteMeta {
  /** Below the locale prefix; `$name` is a path parameter. */
  path: string;
  layout: Layout;
  kind: RouteKind;
  area: RouteArea;
  /** Missing every one of them logs the user out (spec 02 §6). */
  scopes?: ScopeRequirement;
  /** The page-orderlist guard: page.orderlist is needed as well, else logout (spec 01 §6). */
  orderListGuard?: boolean;
  /** Needs this config feature switch; without it the page does not exist (404). */
  feature?: 'news';
  /** The customer chip is hidden here; 'audit' only for users with limitation audit (spec 01 §2). */
  hideCustomerChip?: true | 'audit';
  /** Content up to 1400 px instead of 1200 (spec 01 §9: sales overview). */
  wide?: true;
  /** Reachable without a session. */
  isPublic?: true;
}

const page = (path: string, area: RouteArea, rest: Partial<Omit<RouteMeta, 'path' | 'area'>> = {}): RouteMeta => ({
  path,
  area,
  layout: 'v2',
  kind: 'page',
  ...rest,
});

const list = (path: string, area: RouteArea, rest: Partial<Omit<RouteMeta, 'path' | 'area'>> = {}) =>
  page(path, area, { kind: 'list', ...rest });
const detail = (path: string, area: RouteArea, rest: Partial<Omit<RouteMeta, 'path' | 'area'>> = {}) =>
  page(path, area, { kind: 'detail', ...rest });
const form = (path: string, area: RouteArea, rest: Partial<Omit<RouteMeta, 'path' | 'area'>> = {}) =>
  page(path, area, { kind: 'form', ...rest });

const CATALOG = { layout: 'v3', scopes: 'page.catalog' } as const;
const CLAIM = { scopes: 'page.claim', hideCustomerChip: true } as const;
// Every order page: page.order-status, and the page-orderlist guard (spec 01 §6).
const ORDER = { scopes: 'page.order-status', orderListGuard: true } as const;
const VISIT_FORM = { scopes: 'page.formvisit', hideCustomerChip: true } as const;
const USERS = { layout: 'default', scopes: ['page.user-management', 'page.user-management-us'] } as const;
const USER_ADMIN = { layout: 'default', scopes: 'page.user-management' } as const;
const ANNOUNCEMENTS = { layout: 'default', scopes: 'page.announcement' } as const;
const BANNERS = { layout: 'default', scopes: 'page.banner' } as const;
const NEWS_ADMIN = { layout: 'default', scopes: 'news.cu', feature: 'news' } as const;
const MATERIAL_ADMIN = { layout: 'default', scopes: 'marketing-material.cud' } as const;
const DOCUMENT_ADMIN = { layout: 'default', scopes: 'sales-document.cu' } as const;

/**
 * Every page of spec 01 §2 and spec 02 §2, keyed by its route name (path segments joined by '-', parameters by
 * their name). The portal's one guard reads this table; pages not built yet show "coming soon" under their path.
 */
export const ROUTES = {
  home: page('/', 'home'),
  // Without a session (bare).
  login: page('/login', 'session', { layout: 'bare', isPublic: true }),
  'forgot-password': page('/forgot-password', 'session', { layout: 'bare', kind: 'form', isPublic: true }),
  'reset-password': page('/reset-password', 'session', { layout: 'bare', kind: 'form', isPublic: true }),
  maintenance: page('/maintenance', 'session', { layout: 'bare', isPublic: true }),
  'new-customer-inquiry': form('/new-customer-inquiry', 'inquiry', { layout: 'bare', isPublic: true }),
  'error-admin': page('/error/admin', 'error', { layout: 'default' }),
  'user-edit-profile': form('/user/edit-profile', 'profile', {
    layout: 'default',
    scopes: 'profile.update',
    hideCustomerChip: true,
  }),
  // The device's offline state (ARCHITECTURE.md "Offline"): every signed-in user, no scope and no customer needed — the
  // items and data belong to the user, whichever customer they were saved for.
  outbox: page('/outbox', 'offline', { layout: 'default', hideCustomerChip: true }),
  offline: page('/offline', 'offline', { layout: 'default', hideCustomerChip: true }),

  // Sales.
  'sales-area': page('/sales-area', 'sales-area', { scopes: 'page.sales-area', hideCustomerChip: true }),
  'sales-overview': page('/sales-overview', 'sales-overview', { scopes: 'page.dashboard', wide: true }),
  'sales-overview-new': page('/sales-overview-new', 'sales-overview', { scopes: 'page.dashboard', wide: true }),

  // Catalog (spec 01 §2).
  catalog: page('/catalog', 'catalog', CATALOG),
  'catalog-bike': list('/catalog/bike', 'catalog', CATALOG),
  'catalog-paa': list('/catalog/paa', 'catalog', CATALOG),
  'catalog-groupset': list('/catalog/groupset', 'catalog', CATALOG),
  'catalog-fast-order': form('/catalog/fast-order', 'catalog', CATALOG),
  'catalog-frequent-purchases': list('/catalog/frequent-purchases', 'catalog', CATALOG),
  'catalog-previous-purchases': list('/catalog/previous-purchases', 'catalog', CATALOG),
  'catalog-repeat-order': form('/catalog/repeat-order', 'catalog', CATALOG),
  'catalog-list': list('/catalog/list', 'catalog', CATALOG),
  'catalog-bike-slug': detail('/catalog/bike/$slug', 'catalog', CATALOG),
  'catalog-paa-slug': detail('/catalog/paa/$slug', 'catalog', CATALOG),
  'catalog-slug': detail('/catalog/$slug', 'catalog', CATALOG),

  // Cart, orders, invoices, payments.
  cart: page('/cart', 'cart', { scopes: 'cart.display-order-qty' }),
  'cart-checkout': form('/cart/checkout', 'cart', { scopes: 'cart.display-order-qty' }),
  // The phone's first checkout step (ship-to and shipment); wider screens show one page (docs/decisions.md).
  'cart-shipmentMobile': form('/cart/checkout/shipment', 'cart', { scopes: 'cart.display-order-qty' }),
  // The order confirmation after checkout (spec 02 §6); ?orders= the order numbers placed.
  'cart-checkout-confirmation': page('/cart/checkout/confirmation', 'cart', { scopes: 'cart.display-order-qty' }),
  // Not in the spec: the customer's named cart lists (docs/decisions.md "Named cart lists"), reached from the cart.
  'cart-lists': list('/cart/lists', 'cart', { scopes: 'cart.display-order-qty' }),
  order: list('/order', 'order', ORDER),
  'order-open-order': list('/order/open-order', 'order', ORDER),
  'order-delivery': list('/order/delivery', 'order', ORDER),
  'order-orderNo': detail('/order/$orderNo', 'order', ORDER),
  'invoice-open-invoice': list('/invoice/open-invoice', 'invoice', { scopes: 'page.invoice-status' }),
  'invoice-invoice-list': list('/invoice/invoice-list', 'invoice', { scopes: 'page.invoice-status' }),
  'invoice-invoice-list-new': list('/invoice/invoice-list-new', 'invoice', { scopes: 'page.invoice-status' }),
  payment: list('/payment', 'payment', { scopes: 'page.payment-request' }),
  'payment-invoice': form('/payment/invoice', 'payment', { scopes: 'page.payment-request' }),
  'payment-invoice-v2': form('/payment/invoice-v2', 'payment', { scopes: 'page.payment-request' }),
  // Not in the spec: the credit page behind the navbar's credit widget (docs/decisions.md, "Credit page").
  credit: page('/credit', 'invoice', { scopes: 'invoice-status.read' }),

  // Claims and PDI (spec 02 §2).
  claim: list('/claim', 'claim', CLAIM),
  'claim-create-bike': form('/claim/create/bike', 'claim', CLAIM),
  'claim-create-paa': form('/claim/create/paa', 'claim', CLAIM),
  'claim-id': detail('/claim/$id', 'claim', CLAIM),
  'claim-id-edit': form('/claim/$id/edit', 'claim', CLAIM),
  pdi: list('/pdi', 'pdi', { scopes: 'page.pdi' }),
  // Not in the spec's list: a PDI's create and edit pages (docs/decisions.md "PDI pages").
  'pdi-create': form('/pdi/create', 'pdi', { scopes: 'page.pdi' }),
  'pdi-id': detail('/pdi/$id', 'pdi', { scopes: 'page.pdi' }),

  // Retail sales, bonus.
  'retail-sales': list('/retail-sales', 'retail-sales', { scopes: 'page.customer-sales-report' }),
  'bonus-dealer': page('/bonus-dealer', 'bonus-dealer', { scopes: 'page.bonus-dealer' }),
  'bonus-dealer-new': page('/bonus-dealer-new', 'bonus-dealer', { scopes: 'page.bonus-dealer' }),

  // Visit forms.
  'visit-form': page('/visit-form', 'visit-form', VISIT_FORM),
  'visit-form-polygon': list('/visit-form/polygon', 'visit-form', VISIT_FORM),
  'visit-form-polygon-create': form('/visit-form/polygon/create', 'visit-form', VISIT_FORM),
  'visit-form-polygon-id': detail('/visit-form/polygon/$id', 'visit-form', VISIT_FORM),
  'visit-form-wim': list('/visit-form/wim', 'visit-form', VISIT_FORM),
  'visit-form-wim-create': form('/visit-form/wim/create', 'visit-form', VISIT_FORM),
  'visit-form-wim-id': detail('/visit-form/wim/$id', 'visit-form', VISIT_FORM),

  // Downloads and uploads.
  'download-area': list('/download-area', 'download-area', {
    scopes: 'page.download-area',
    hideCustomerChip: 'audit',
  }),
  'upload-area': page('/upload-area', 'upload-area', { scopes: 'page.upload-area', hideCustomerChip: true }),

  // Content pages.
  'marketing-material': page('/marketing-material', 'marketing-material', { scopes: 'page.marketing-material' }),
  'marketing-material-type': list('/marketing-material/$type', 'marketing-material', {
    scopes: 'page.marketing-material',
  }),
  'marketing-material-type-id': detail('/marketing-material/$type/$id', 'marketing-material', {
    scopes: 'page.marketing-material',
  }),
  'marketing-material-type-id-image-imageId': detail(
    '/marketing-material/$type/$id/image/$imageId',
    'marketing-material',
    { scopes: 'page.marketing-material' },
  ),
  'sales-document': page('/sales-document', 'sales-document', { scopes: 'page.sales-document' }),
  'sales-document-type': list('/sales-document/$type', 'sales-document', { scopes: 'page.sales-document' }),
  'sales-document-type-id': detail('/sales-document/$type/$id', 'sales-document', {
    scopes: 'page.sales-document',
  }),
  news: list('/news', 'news', { scopes: 'page.news', feature: 'news' }),
  'news-id': detail('/news/$id', 'news', { scopes: 'page.news', feature: 'news' }),

  // Click & Collect, third party.
  'click-collect': list('/click-collect', 'click-collect', { scopes: 'page.click-collect' }),
  'click-collect-id': detail('/click-collect/$id', 'click-collect', { scopes: 'page.click-collect' }),
  '3rd-party-catalog': list('/3rd-party/catalog', 'third-party', {
    layout: 'default',
    scopes: 'page.3rdpartycatalog',
  }),
  '3rd-party-catalog-new': list('/3rd-party/catalog-new', 'third-party', {
    layout: 'default',
    scopes: 'page.3rdpartycatalog',
  }),
  '3rd-party-order': list('/3rd-party/order', 'third-party', { layout: 'default', scopes: 'page.3rdpartyorder' }),
  '3rd-party-article-maintenance': page('/3rd-party/article-maintenance', 'third-party', {
    layout: 'default',
    scopes: 'page.3rdpartyarticlemaintenance',
  }),

  // Administration (spec 02 §2 Admin).
  'admin-users': list('/admin/users', 'admin-users', USERS),
  'admin-users-create': form('/admin/users/create', 'admin-users', USERS),
  'admin-users-create-us': form('/admin/users/create-us', 'admin-users', USERS),
  'admin-users-create-users-mass': form('/admin/users/create-users-mass', 'admin-users', USERS),
  'admin-users-id-edit': form('/admin/users/$id/edit', 'admin-users', USERS),
  'admin-users-id-edit-us': form('/admin/users/$id/edit-us', 'admin-users', USERS),
  'admin-users-id-copy-us': form('/admin/users/$id/copy-us', 'admin-users', USERS),
  'admin-roles': list('/admin/roles', 'admin-users', USER_ADMIN),
  'admin-roles-create': form('/admin/roles/create', 'admin-users', USER_ADMIN),
  'admin-roles-edit-id': form('/admin/roles/edit/$id', 'admin-users', USER_ADMIN),
  'admin-group-roles': list('/admin/group-roles', 'admin-users', USER_ADMIN),
  'admin-group-roles-create': form('/admin/group-roles/create', 'admin-users', USER_ADMIN),
  'admin-group-roles-edit-id': form('/admin/group-roles/edit/$id', 'admin-users', USER_ADMIN),
  'admin-permissions': list('/admin/permissions', 'admin-users', USER_ADMIN),
  'admin-permissions-create': form('/admin/permissions/create', 'admin-users', USER_ADMIN),
  'admin-permissions-edit-id': form('/admin/permissions/edit/$id', 'admin-users', USER_ADMIN),
  'admin-announcements': list('/admin/announcements', 'admin-content', ANNOUNCEMENTS),
  'admin-announcements-create': form('/admin/announcements/create', 'admin-content', ANNOUNCEMENTS),
  'admin-announcements-id-edit': form('/admin/announcements/$id/edit', 'admin-content', ANNOUNCEMENTS),
  'admin-banners': list('/admin/banners', 'admin-content', BANNERS),
  'admin-banners-create': form('/admin/banners/create', 'admin-content', BANNERS),
  'admin-banners-id-edit': form('/admin/banners/$id/edit', 'admin-content', BANNERS),
  'admin-news': list('/admin/news', 'admin-content', NEWS_ADMIN),
  'admin-news-create': form('/admin/news/create', 'admin-content', NEWS_ADMIN),
  'admin-news-id-edit': form('/admin/news/$id/edit', 'admin-content', NEWS_ADMIN),
  'admin-marketing-material-category': list('/admin/marketing-material/category', 'admin-content', MATERIAL_ADMIN),
  'admin-marketing-material-category-create': form(
    '/admin/marketing-material/category/create',
    'admin-content',
    MATERIAL_ADMIN,
  ),
  'admin-marketing-material-category-id-edit': form(
    '/admin/marketing-material/category/$id/edit',
    'admin-content',
    MATERIAL_ADMIN,
  ),
  'admin-marketing-material-image': list('/admin/marketing-material/image', 'admin-content', MATERIAL_ADMIN),
  'admin-marketing-material-image-create': form(
    '/admin/marketing-material/image/create',
    'admin-content',
    MATERIAL_ADMIN,
  ),
  'admin-marketing-material-image-create-bulk': form(
    '/admin/marketing-material/image/create-bulk',
    'admin-content',
    MATERIAL_ADMIN,
  ),
  'admin-marketing-material-image-id-edit': form(
    '/admin/marketing-material/image/$id/edit',
    'admin-content',
    MATERIAL_ADMIN,
  ),
  'admin-sales-document-group': list('/admin/sales-document/group', 'admin-content', DOCUMENT_ADMIN),
  'admin-sales-document-group-create': form('/admin/sales-document/group/create', 'admin-content', DOCUMENT_ADMIN),
  'admin-sales-document-group-id-edit': form('/admin/sales-document/group/$id/edit', 'admin-content', DOCUMENT_ADMIN),
  'admin-sales-document-list': list('/admin/sales-document/list', 'admin-content', DOCUMENT_ADMIN),
  'admin-sales-document-list-create': form('/admin/sales-document/list/create', 'admin-content', DOCUMENT_ADMIN),
  'admin-sales-document-list-id-edit': form('/admin/sales-document/list/$id/edit', 'admin-content', DOCUMENT_ADMIN),
  'admin-catalog-analyze': page('/admin/catalog-analyze', 'admin-catalog-analyze', {
    layout: 'default',
    scopes: 'page.catalog-analyze',
  }),
  'admin-catalog-analyze-new': page('/admin/catalog-analyze-new', 'admin-catalog-analyze', {
    layout: 'default',
    scopes: 'page.catalog-analyze',
  }),
  // Spec 02 §7 Payments administration (no route in the spec: docs/decisions.md "Payments administration").
  'admin-payments': list('/admin/payments', 'payment', { layout: 'default', scopes: 'payment.approve' }),
  'admin-order-confirmation': list('/admin/order-confirmation', 'admin-order-confirmation', {
    layout: 'default',
    scopes: 'page.orderlist',
  }),
} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof ROUTES;

/** The metadata of a route by name. */
export function routeMeta(name: RouteName): RouteMeta {
  return ROUTES[name];
}

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
const routeByPattern: ReadonlyMap<string, RouteName> = new Map(ROUTE_NAMES.map((name) => [ROUTES[name].path, name]));

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** A matched route: its name, metadata and path parameters. */
export interface RouteMatch {
  name: RouteName;
  meta: RouteMeta;
  params: Record<string, string>;
}

/**
 * The route a path below the locale prefix names ('/claim/12' → claim-id), or undefined (a 404). Static
 * segments win over parameters ('/catalog/bike' is catalog-bike, not catalog-slug).
 */
export function matchRoute(path: string): RouteMatch | undefined {
  const segments = segmentsOf(path.split(/[?#]/)[0] ?? '');
  let best: (RouteMatch & { statics: number }) | undefined;
  for (const name of ROUTE_NAMES) {
    const meta: RouteMeta = ROUTES[name];
    const pattern = segmentsOf(meta.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let statics = 0;
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith('$')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment !== '';
      }
      statics += 1;
      return part === segment;
    });
    if (matches && (best === undefined || statics > best.statics)) best = { name, meta, params, statics };
  }
  if (best === undefined) return undefined;
  return { name: best.name, meta: best.meta, params: best.params };
}

/** The route names of spec 01 §2 that need a selected customer (16, some without a route yet). */
export const CUSTOMER_REQUIRED_ROUTES = [
  'sales-overview',
  'catalog-fast-order',
  'catalog-repeat-order',
  'cart',
  'cart-shipmentMobile',
  'order',
  'order-open-order',
  'order-delivery',
  'invoice-open-invoice',
  'invoice-invoice-list',
  'bonus-dealer',
  'bonus-dealer-polygon',
  'bonus-dealer-wim',
  'download-area',
  'retail-sales',
  'payment',
] as const;

/**
 * Pages the spec's list does not name that need a customer all the same: an order's detail belongs to the active
 * customer as its list does (docs/decisions.md, "Order pages"); the credit page shows the active customer's
 * companies; the named cart lists are the active customer's, as its cart is.
 */
const CUSTOMER_REQUIRED_DETAILS = ['order-orderNo', 'credit', 'cart-lists'] as const;

const customerRequired: ReadonlySet<string> = new Set([...CUSTOMER_REQUIRED_ROUTES, ...CUSTOMER_REQUIRED_DETAILS]);

/**
 * Whether a page needs a selected customer (spec 01 §2). A '-new' variant needs what its page needs. Limitation
 * audit removes the requirement on the download area (spec 02 §2).
 */
export function needsCustomer(routeName: string, limitation: string | null | undefined): boolean {
  const base = routeName.endsWith('-new') ? routeName.slice(0, -'-new'.length) : routeName;
  if (base === 'download-area' && limitation === 'audit') return false;
  return customerRequired.has(base);
}

/** Whether the customer chip is hidden on a page (spec 01 §2, spec 02 §2). */
export function isCustomerChipHidden(routeName: RouteName, limitation: string | null | undefined): boolean {
  const hidden = routeMeta(routeName).hideCustomerChip;
  return hidden === true || (hidden === 'audit' && limitation === 'audit');
}

/**
 * The header of a page on a phone (spec 01 §2): a back arrow instead of the menu on detail, create/edit, cart
 * and claim routes; a search icon on list routes.
 */
export function mobileHeaderOf(routeName: RouteName): { backArrow: boolean; searchIcon: boolean } {
  const { kind, area } = routeMeta(routeName);
  const backArrow = kind === 'detail' || kind === 'form' || area === 'cart' || area === 'claim';
  return { backArrow, searchIcon: kind === 'list' && !backArrow };
}

/** One step of a breadcrumb trail: the route and its actual path (below the locale prefix). */
export interface Breadcrumb {
  name: RouteName;
  path: string;
}

/**
 * The breadcrumb trail of a page (spec 01 §2): the route hierarchy — every prefix of the page's path pattern that
 * is a route ('/claim/$id/edit': claim, claim-id, claim-id-edit), so a page's parent is added even without a menu
 * entry. The home page has no trail; the last item is the current page.
 */
export function breadcrumbTrail(path: string): Breadcrumb[] {
  const current = matchRoute(path);
  if (!current || current.name === 'home') return [];
  const pattern = segmentsOf(current.meta.path);
  const actual = segmentsOf(path.split(/[?#]/)[0] ?? '');
  const trail: Breadcrumb[] = [];
  for (let length = 1; length <= pattern.length; length += 1) {
    const name = routeByPattern.get(`/${pattern.slice(0, length).join('/')}`);
    if (name !== undefined) trail.push({ name, path: `/${actual.slice(0, length).join('/')}` });
  }
  return trail;
}
