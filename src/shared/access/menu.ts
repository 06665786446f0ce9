import { areasAllow, type AreaRule, VISIT_FORM_AREAS } from './areas';
import { hasScope, type Scope } from './scopes';

/** One scope, or a list where any one suffices (spec 02 §6). */
export type ScopeRequirement = Scope | readonly Scope[];

/** The icons the navigation draws; the app maps each name to an SVG. */
export type MenuIcon =
  | 'home'
  | 'sales-area'
  | 'dashboard'
  | 'catalog'
  | 'order'
  | 'invoice'
  | 'payment'
  | 'claim'
  | 'retail-sales'
  | 'bonus'
  | 'visit-form'
  | 'download'
  | 'upload'
  | 'marketing'
  | 'document'
  | 'news'
  | 'click-collect'
  | 'third-party'
  | 'admin';

/** Per-host feature switches (config.features) a menu entry may depend on. */
export type MenuFeature = 'news' | 'catalogRedesign';

interface MenuConditions {
  scopes?: ScopeRequirement;
  /** Shown only while this feature is on. */
  feature?: MenuFeature;
  /** Shown only while this feature is off. */
  unlessFeature?: MenuFeature;
  areas?: AreaRule;
}

/** A page of the menu. `path` is under the locale prefix ('/order' is '/{locale}/order'). */
export interface MenuLink extends MenuConditions {
  kind: 'link';
  /** Stable id: the app translates it (features/navigation) and tests name it. */
  id: string;
  path: string;
  icon: MenuIcon;
  /** Replaces this entry when the user holds `scopes` (news → /admin/news with news.cu, spec 02 §6). */
  adminVariant?: MenuAdminVariant;
}

/** A heading whose children open in a flyout; it shows when any child is allowed (spec 01 §2). */
export interface MenuGroup extends MenuConditions {
  kind: 'group';
  id: string;
  icon: MenuIcon;
  children: readonly MenuEntry[];
  adminVariant?: MenuAdminVariant;
}

export interface MenuAdminVariant {
  scopes: ScopeRequirement;
  entry: MenuEntry;
}

export type MenuEntry = MenuLink | MenuGroup;

/** What decides which entries a user sees. */
export interface MenuContext {
  scopes: readonly string[];
  userAreas: readonly { sorg: string; limitation: string }[];
  /** config.features of the host; a missing switch counts as off. */
  features: Readonly<Partial<Record<MenuFeature, boolean>>>;
}

/** An entry the user may see: conditions resolved, admin variants applied, empty groups gone. */
export type VisibleMenuEntry =
  | { kind: 'link'; id: string; path: string; icon: MenuIcon }
  | { kind: 'group'; id: string; icon: MenuIcon; children: readonly VisibleMenuEntry[] };

const link = (
  id: string,
  path: string,
  icon: MenuIcon,
  conditions: Omit<MenuLink, 'kind' | 'id' | 'path' | 'icon'> = {},
) => ({ kind: 'link', id, path, icon, ...conditions }) satisfies MenuLink;

const group = (
  id: string,
  icon: MenuIcon,
  children: readonly MenuEntry[],
  conditions: Omit<MenuGroup, 'kind' | 'id' | 'icon' | 'children'> = {},
) => ({ kind: 'group', id, icon, children, ...conditions }) satisfies MenuGroup;

/**
 * The whole navigation of spec 01 §2 and spec 02 §6, defined once. Order is the drawer's order, top to bottom.
 * "Menus not merged" (spec 01 §2): the catalog shows its bike, PAA and groupset sub-entries; with the
 * catalog-redesign feature they merge into one /catalog entry. The spec's /home-page entry is the portal home.
 */
export const MENU: readonly MenuEntry[] = [
  link('home', '/', 'home', { scopes: 'page.home-page' }),
  link('sales-area', '/sales-area', 'sales-area', { scopes: 'page.sales-area' }),
  link('sales-overview', '/sales-overview', 'dashboard', { scopes: 'page.dashboard' }),
  group(
    'catalog-group',
    'catalog',
    [
      link('catalog-bike', '/catalog/bike', 'catalog', { scopes: 'page.catalog' }),
      link('catalog-paa', '/catalog/paa', 'catalog', { scopes: 'page.catalog' }),
      link('catalog-groupset', '/catalog/groupset', 'catalog', { scopes: 'page.catalog' }),
    ],
    { unlessFeature: 'catalogRedesign' },
  ),
  link('catalog', '/catalog', 'catalog', { scopes: 'page.catalog', feature: 'catalogRedesign' }),
  group('orders', 'order', [
    link('order', '/order', 'order', { scopes: 'page.order-status' }),
    link('order-open-order', '/order/open-order', 'order', { scopes: 'page.order-status' }),
    link('order-delivery', '/order/delivery', 'order', { scopes: 'page.order-status' }),
  ]),
  group('invoice', 'invoice', [
    link('invoice-open-invoice', '/invoice/open-invoice', 'invoice', { scopes: 'page.invoice-status' }),
    link('invoice-invoice-list', '/invoice/invoice-list', 'invoice', { scopes: 'page.invoice-status' }),
  ]),
  link('payment', '/payment', 'payment', { scopes: 'page.payment-request' }),
  group('claims', 'claim', [
    link('claim', '/claim', 'claim', { scopes: 'page.claim' }),
    link('pdi', '/pdi', 'claim', { scopes: 'page.pdi' }),
  ]),
  link('retail-sales', '/retail-sales', 'retail-sales', { scopes: 'page.customer-sales-report' }),
  link('bonus-dealer', '/bonus-dealer', 'bonus', { scopes: 'page.bonus-dealer' }),
  group('visit-form', 'visit-form', [
    link('visit-form-polygon', '/visit-form/polygon', 'visit-form', {
      scopes: 'page.formvisit',
      areas: VISIT_FORM_AREAS.polygon,
    }),
    link('visit-form-wim', '/visit-form/wim', 'visit-form', {
      scopes: 'page.formvisit',
      areas: VISIT_FORM_AREAS.wim,
    }),
  ]),
  group('files', 'download', [
    link('download-area', '/download-area', 'download', { scopes: 'page.download-area' }),
    link('upload-area', '/upload-area', 'upload', { scopes: 'page.upload-area' }),
  ]),
  group(
    'marketing-material',
    'marketing',
    [
      link('marketing-material-brand-assets', '/marketing-material/brand-assets', 'marketing', {
        scopes: 'page.marketing-material',
      }),
      link('marketing-material-product-lineup', '/marketing-material/product-lineup', 'marketing', {
        scopes: 'page.marketing-material',
      }),
    ],
    {
      adminVariant: {
        scopes: 'marketing-material.cud',
        entry: group('admin-marketing-material', 'marketing', [
          link('admin-marketing-material-category', '/admin/marketing-material/category', 'marketing'),
          link('admin-marketing-material-image', '/admin/marketing-material/image', 'marketing'),
        ]),
      },
    },
  ),
  group(
    'sales-document',
    'document',
    [
      link('sales-document-sales', '/sales-document/sales', 'document', { scopes: 'page.sales-document' }),
      link('sales-document-technical', '/sales-document/technical', 'document', { scopes: 'page.sales-document' }),
    ],
    {
      adminVariant: {
        scopes: 'sales-document.cu',
        entry: group('admin-sales-document', 'document', [
          link('admin-sales-document-group', '/admin/sales-document/group', 'document'),
          link('admin-sales-document-list', '/admin/sales-document/list', 'document'),
        ]),
      },
    },
  ),
  link('news', '/news', 'news', {
    scopes: 'page.news',
    feature: 'news',
    adminVariant: { scopes: 'news.cu', entry: link('admin-news', '/admin/news', 'news', { feature: 'news' }) },
  }),
  link('click-collect', '/click-collect', 'click-collect', { scopes: 'page.click-collect' }),
  group('third-party', 'third-party', [
    link('third-party-catalog', '/3rd-party/catalog', 'third-party', { scopes: 'page.3rdpartycatalog' }),
    link('third-party-order', '/3rd-party/order', 'third-party', { scopes: 'page.3rdpartyorder' }),
    link('third-party-article-maintenance', '/3rd-party/article-maintenance', 'third-party', {
      scopes: 'page.3rdpartyarticlemaintenance',
    }),
  ]),
  group('admin', 'admin', [
    link('admin-users', '/admin/users', 'admin', { scopes: ['page.user-management', 'page.user-management-us'] }),
    link('admin-roles', '/admin/roles', 'admin', { scopes: 'page.user-management' }),
    link('admin-group-roles', '/admin/group-roles', 'admin', { scopes: 'page.user-management' }),
    link('admin-permissions', '/admin/permissions', 'admin', { scopes: 'page.user-management' }),
    link('admin-announcements', '/admin/announcements', 'admin', { scopes: 'page.announcement' }),
    link('admin-banners', '/admin/banners', 'admin', { scopes: 'page.banner' }),
    link('admin-catalog-analyze', '/admin/catalog-analyze', 'admin', { scopes: 'page.catalog-analyze' }),
    link('admin-order-confirmation', '/admin/order-confirmation', 'admin', { scopes: 'page.orderlist' }),
    link('admin-payments', '/admin/payments', 'admin', { scopes: 'payment.approve' }),
  ]),
];

function conditionsAllow(entry: MenuConditions, context: MenuContext): boolean {
  if (entry.scopes !== undefined && !hasScope(context.scopes, entry.scopes)) return false;
  if (entry.feature !== undefined && context.features[entry.feature] !== true) return false;
  if (entry.unlessFeature !== undefined && context.features[entry.unlessFeature] === true) return false;
  if (entry.areas !== undefined && !areasAllow(entry.areas, context.userAreas)) return false;
  return true;
}

function visibleEntry(entry: MenuEntry, context: MenuContext): VisibleMenuEntry | undefined {
  if (entry.adminVariant && hasScope(context.scopes, entry.adminVariant.scopes)) {
    return visibleEntry(entry.adminVariant.entry, context);
  }
  if (!conditionsAllow(entry, context)) return undefined;
  if (entry.kind === 'link') return { kind: 'link', id: entry.id, path: entry.path, icon: entry.icon };
  const children = filterMenu(entry.children, context);
  return children.length === 0 ? undefined : { kind: 'group', id: entry.id, icon: entry.icon, children };
}

/**
 * The entries `context` allows, in order. A group shows when any child is allowed; an entry with an admin
 * variant becomes that variant when its scope is held (spec 02 §6).
 */
export function filterMenu(tree: readonly MenuEntry[], context: MenuContext): VisibleMenuEntry[] {
  return tree.flatMap((entry) => {
    const visible = visibleEntry(entry, context);
    return visible ? [visible] : [];
  });
}

/** Every entry id of a tree, admin variants included (the app's label map must cover them all). */
export function menuIds(tree: readonly MenuEntry[] = MENU): string[] {
  return tree.flatMap((entry) => [
    entry.id,
    ...(entry.kind === 'group' ? menuIds(entry.children) : []),
    ...(entry.adminVariant ? menuIds([entry.adminVariant.entry]) : []),
  ]);
}
