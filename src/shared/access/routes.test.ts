import { describe, expect, it } from 'vitest';
import {
  breadcrumbTrail,
  CUSTOMER_REQUIRED_ROUTES,
  isCustomerChipHidden,
  matchRoute,
  mobileHeaderOf,
  needsCustomer,
  ROUTES,
  type RouteMeta,
  type RouteName,
} from './routes';

describe('ROUTES', () => {
  it('has one route per path, every path absolute', () => {
    const paths = Object.values(ROUTES).map((meta) => meta.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith('/')).toBe(true);
  });

  it('names each route after its path (segments joined by "-", parameters by name)', () => {
    // Names the spec gives that do not follow the rule (spec 01 §2 customer-required route names).
    const specNames = new Set(['cart-shipmentMobile']);
    for (const [name, meta] of Object.entries(ROUTES)) {
      if (specNames.has(name)) continue;
      const derived = meta.path
        .split('/')
        .filter(Boolean)
        .map((segment) => segment.replace(/^\$/, ''))
        .join('-');
      expect(derived || 'home').toBe(name);
    }
  });

  it('puts the catalog in V3, admin in default, sessionless pages in bare and the rest in V2', () => {
    expect(ROUTES['catalog-bike'].layout).toBe('v3');
    expect(ROUTES['admin-users'].layout).toBe('default');
    expect(ROUTES.login.layout).toBe('bare');
    expect(ROUTES.maintenance.layout).toBe('bare');
    expect(ROUTES.order.layout).toBe('v2');
    expect(ROUTES['sales-overview']).toMatchObject({ layout: 'v2', wide: true });
  });

  it('opens the outbox and "Ready for offline" to every signed-in user, without a customer', () => {
    for (const name of ['outbox', 'offline'] as const) {
      const meta: RouteMeta = ROUTES[name];
      expect(matchRoute(meta.path)?.name).toBe(name);
      expect(meta.scopes).toBeUndefined();
      expect(meta.isPublic).toBeUndefined();
      expect(meta.layout).toBe('default');
      expect(needsCustomer(name, null)).toBe(false);
      expect(isCustomerChipHidden(name, null)).toBe(true);
    }
  });

  it('applies the page-orderlist guard to the order pages', () => {
    for (const name of ['order', 'order-open-order', 'order-delivery', 'order-orderNo'] as const) {
      expect(ROUTES[name], name).toMatchObject({ scopes: 'page.order-status', orderListGuard: true });
    }
  });
});

describe('matchRoute', () => {
  it('matches static paths and the home page', () => {
    expect(matchRoute('/')?.name).toBe('home');
    expect(matchRoute('')?.name).toBe('home');
    expect(matchRoute('/order')?.name).toBe('order');
    expect(matchRoute('/admin/users/create-users-mass')?.name).toBe('admin-users-create-users-mass');
  });

  it('reads parameters and prefers static segments', () => {
    expect(matchRoute('/claim/42')).toMatchObject({ name: 'claim-id', params: { id: '42' } });
    expect(matchRoute('/claim/42/edit')).toMatchObject({ name: 'claim-id-edit', params: { id: '42' } });
    expect(matchRoute('/catalog/bike')?.name).toBe('catalog-bike');
    expect(matchRoute('/catalog/some-bike')).toMatchObject({ name: 'catalog-slug', params: { slug: 'some-bike' } });
    expect(matchRoute('/catalog/bike/xtc-29')?.name).toBe('catalog-bike-slug');
    expect(matchRoute('/marketing-material/brand-assets')?.name).toBe('marketing-material-type');
  });

  it('ignores the query and the hash', () => {
    expect(matchRoute('/error/admin?pt=News&t=No%20Data')?.name).toBe('error-admin');
  });

  it('answers undefined for unknown paths', () => {
    expect(matchRoute('/no-such-page')).toBeUndefined();
    expect(matchRoute('/order/1/2/3')).toBeUndefined();
  });
});

describe('needsCustomer (spec 01 §2)', () => {
  it('lists the 16 route names of the spec', () => {
    expect(CUSTOMER_REQUIRED_ROUTES).toHaveLength(16);
    for (const name of CUSTOMER_REQUIRED_ROUTES) expect(needsCustomer(name, null), name).toBe(true);
  });

  it("needs a customer on an order's detail too, as on its list", () => {
    expect(matchRoute('/order/SO-1000-000001')?.name).toBe('order-orderNo');
    expect(matchRoute('/order/open-order')?.name).toBe('order-open-order');
    expect(needsCustomer('order-orderNo', null)).toBe(true);
  });

  it('needs a customer on the credit page, which needs invoice-status.read (docs/decisions.md "Credit page")', () => {
    expect(matchRoute('/credit')?.name).toBe('credit');
    expect(ROUTES.credit).toMatchObject({ layout: 'v2', scopes: 'invoice-status.read' });
    expect(needsCustomer('credit', null)).toBe(true);
  });

  it('needs no customer elsewhere', () => {
    for (const name of ['home', 'claim', 'pdi', 'admin-users', 'catalog-bike', 'user-edit-profile', 'sales-area']) {
      expect(needsCustomer(name, null), name).toBe(false);
    }
  });

  it('exempts the download area for limitation audit only', () => {
    expect(needsCustomer('download-area', 'audit')).toBe(false);
    expect(needsCustomer('download-area', 'salesman')).toBe(true);
    expect(needsCustomer('retail-sales', 'audit')).toBe(true);
  });

  it("gives a '-new' variant the rule of its page", () => {
    expect(needsCustomer('sales-overview-new', null)).toBe(true);
    expect(needsCustomer('bonus-dealer-new', null)).toBe(true);
    expect(needsCustomer('invoice-invoice-list-new', null)).toBe(true);
  });
});

describe('isCustomerChipHidden (spec 01 §2)', () => {
  const hidden: RouteName[] = [
    'user-edit-profile',
    'upload-area',
    'sales-area',
    'claim',
    'claim-create-bike',
    'claim-id-edit',
    'visit-form-polygon',
    'visit-form-polygon-create',
    'visit-form-wim-id',
  ];

  it.each(hidden)('hides the chip on %s', (name) => {
    expect(isCustomerChipHidden(name, null)).toBe(true);
  });

  it('shows it elsewhere', () => {
    expect(isCustomerChipHidden('home', null)).toBe(false);
    expect(isCustomerChipHidden('order', null)).toBe(false);
  });

  it('hides it on the download area for limitation audit only', () => {
    expect(isCustomerChipHidden('download-area', 'audit')).toBe(true);
    expect(isCustomerChipHidden('download-area', 'salesman')).toBe(false);
  });
});

describe('mobileHeaderOf (spec 01 §2)', () => {
  it('shows a search icon on lists', () => {
    expect(mobileHeaderOf('order')).toEqual({ backArrow: false, searchIcon: true });
    expect(mobileHeaderOf('admin-users')).toEqual({ backArrow: false, searchIcon: true });
  });

  it('shows a back arrow on details, forms, the cart and claim routes', () => {
    expect(mobileHeaderOf('news-id').backArrow).toBe(true);
    expect(mobileHeaderOf('admin-users-create').backArrow).toBe(true);
    expect(mobileHeaderOf('cart').backArrow).toBe(true);
    expect(mobileHeaderOf('claim')).toEqual({ backArrow: true, searchIcon: false });
  });

  it('shows neither on plain pages', () => {
    expect(mobileHeaderOf('home')).toEqual({ backArrow: false, searchIcon: false });
  });
});

describe('breadcrumbTrail', () => {
  it('lists the ancestors that are pages, then the page', () => {
    expect(breadcrumbTrail('/claim/42/edit')).toEqual([
      { name: 'claim', path: '/claim' },
      { name: 'claim-id', path: '/claim/42' },
      { name: 'claim-id-edit', path: '/claim/42/edit' },
    ]);
    expect(breadcrumbTrail('/claim/create/bike').map((m) => m.name)).toEqual(['claim', 'claim-create-bike']);
    expect(breadcrumbTrail('/visit-form/polygon').map((m) => m.name)).toEqual(['visit-form', 'visit-form-polygon']);
  });

  it('adds the parent even when only the child has a menu entry', () => {
    expect(breadcrumbTrail('/admin/users/create').map((m) => m.name)).toEqual(['admin-users', 'admin-users-create']);
  });

  it('is empty on the home page', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
    expect(breadcrumbTrail('/no-such-page')).toEqual([]);
  });
});
