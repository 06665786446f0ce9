import { describe, expect, it } from 'vitest';
import { filterMenu, MENU, type MenuContext, menuIds, type VisibleMenuEntry } from './menu';
import { SCOPES } from './scopes';
import { ROUTES, matchRoute } from './routes';

const none: MenuContext = { scopes: [], userAreas: [], features: {} };

/** Ids of the visible tree, groups as `id[child, child]`. */
function ids(entries: readonly VisibleMenuEntry[]): string[] {
  return entries.map((entry) => (entry.kind === 'link' ? entry.id : `${entry.id}[${ids(entry.children).join(',')}]`));
}

function paths(entries: readonly VisibleMenuEntry[]): string[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry.path] : paths(entry.children)));
}

describe('filterMenu by scopes', () => {
  it('shows nothing without scopes', () => {
    expect(filterMenu(MENU, none)).toEqual([]);
  });

  it('shows an entry for its scope (spec 01 §2)', () => {
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.sales-area'] }))).toEqual(['sales-area']);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.dashboard'] }))).toEqual(['sales-overview']);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.order-status'] }))).toEqual([
      'orders[order,order-open-order,order-delivery]',
    ]);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.payment-request'] }))).toEqual(['payment']);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.home-page'] }))).toEqual(['home']);
  });

  it('shows a group when any child is allowed, with only the allowed children', () => {
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.pdi'] }))).toEqual(['claims[pdi]']);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.invoice-status'] }))).toEqual([
      'invoice[invoice-open-invoice,invoice-invoice-list]',
    ]);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.banner', 'page.orderlist'] }))).toEqual([
      'admin[admin-banners,admin-order-confirmation]',
    ]);
  });

  it('accepts either user-management scope for the users page (any-of list)', () => {
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.user-management-us'] }))).toEqual(['admin[admin-users]']);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.user-management'] }))).toEqual([
      'admin[admin-users,admin-roles,admin-group-roles,admin-permissions]',
    ]);
  });

  it('lists the third-party pages for their scopes (spec 02 §6)', () => {
    const vendor = { ...none, scopes: ['page.3rdpartycatalog', 'page.3rdpartyorder'] };
    expect(ids(filterMenu(MENU, vendor))).toEqual(['third-party[third-party-catalog,third-party-order]']);
  });
});

describe('filterMenu admin variants (spec 02 §6)', () => {
  const news = { news: true };

  it('turns news into /admin/news with news.cu', () => {
    expect(paths(filterMenu(MENU, { ...none, scopes: ['page.news'], features: news }))).toEqual(['/news']);
    expect(paths(filterMenu(MENU, { ...none, scopes: ['page.news', 'news.cu'], features: news }))).toEqual([
      '/admin/news',
    ]);
    expect(paths(filterMenu(MENU, { ...none, scopes: ['news.cu'], features: news }))).toEqual(['/admin/news']);
  });

  it('turns sales documents and marketing material into admin entries with their editing scope', () => {
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.sales-document'] }))).toEqual([
      'sales-document[sales-document-sales,sales-document-technical]',
    ]);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.sales-document', 'sales-document.cu'] }))).toEqual([
      'admin-sales-document[admin-sales-document-group,admin-sales-document-list]',
    ]);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.marketing-material', 'marketing-material.cud'] }))).toEqual([
      'admin-marketing-material[admin-marketing-material-category,admin-marketing-material-image]',
    ]);
  });
});

describe('filterMenu by feature switches', () => {
  it('shows news only while the news feature is on, also to its editors', () => {
    expect(filterMenu(MENU, { ...none, scopes: ['page.news'], features: { news: false } })).toEqual([]);
    expect(filterMenu(MENU, { ...none, scopes: ['page.news', 'news.cu'] })).toEqual([]);
  });

  it('shows the catalog sub-entries, merged into one /catalog entry with catalog redesign', () => {
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.catalog'] }))).toEqual([
      'catalog-group[catalog-bike,catalog-paa,catalog-groupset]',
    ]);
    expect(ids(filterMenu(MENU, { ...none, scopes: ['page.catalog'], features: { catalogRedesign: true } }))).toEqual([
      'catalog',
    ]);
  });
});

describe('filterMenu by user areas (visit forms)', () => {
  const scopes = ['page.formvisit'];

  it('opens polygon for sales areas and WIM only for an area in the WIM sorg', () => {
    const us = [{ sorg: '1000', limitation: 'salesman' }];
    expect(ids(filterMenu(MENU, { ...none, scopes, userAreas: us }))).toEqual(['visit-form[visit-form-polygon]']);
    const both = [...us, { sorg: '2000', limitation: 'sales_office' }];
    expect(ids(filterMenu(MENU, { ...none, scopes, userAreas: both }))).toEqual([
      'visit-form[visit-form-polygon,visit-form-wim]',
    ]);
  });

  it("opens both for the admin's 'all' areas and neither for a customer", () => {
    const all = [{ sorg: '2000', limitation: 'all' }];
    expect(ids(filterMenu(MENU, { ...none, scopes, userAreas: all }))).toEqual([
      'visit-form[visit-form-polygon,visit-form-wim]',
    ]);
    expect(filterMenu(MENU, { ...none, scopes, userAreas: [{ sorg: '2000', limitation: 'customer' }] })).toEqual([]);
  });

  it('still needs the scope', () => {
    expect(filterMenu(MENU, { ...none, userAreas: [{ sorg: '2000', limitation: 'salesman' }] })).toEqual([]);
  });
});

describe('the menu tree', () => {
  it('has unique ids', () => {
    const all = menuIds();
    expect(new Set(all).size).toBe(all.length);
  });

  it('leads every entry to a page of the route table, with the same scope', () => {
    const everything = filterMenu(MENU, {
      scopes: SCOPES,
      userAreas: [{ sorg: '2000', limitation: 'all' }],
      features: { news: true },
    });
    for (const path of paths(everything)) {
      const match = matchRoute(path);
      expect(match, path).toBeDefined();
    }
    expect(matchRoute('/visit-form/wim')?.name).toBe('visit-form-wim');
    expect(ROUTES['admin-users'].scopes).toEqual(['page.user-management', 'page.user-management-us']);
  });

  it('shows the admin everything once', () => {
    const admin = filterMenu(MENU, {
      scopes: SCOPES,
      userAreas: [{ sorg: '2000', limitation: 'all' }],
      features: { news: true },
    });
    const all = paths(admin);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('/admin/news');
    expect(all).not.toContain('/news');
  });
});
