import { describe, expect, it } from 'vitest';
import { mayUseOrderDesk } from '../orders/order-desk';
import {
  customersNotVisited,
  mergeVisitCustomers,
  homeCardsFor,
  quickActionsFor,
  visitsOfBrands,
  visitWeekOf,
  worksOrderDesk,
} from './home-cards';

const DEALER = [
  'page.home-page',
  'page.catalog',
  'page.orderlist',
  'page.invoice-status',
  'invoice-status.read',
  'credit-status.read',
  'cart.display-order-qty',
  'page.claim',
];

describe('homeCardsFor', () => {
  it('gives a dealer the buying cards', () => {
    expect(
      homeCardsFor({
        scopes: DEALER,
        isSales: false,
        hasCustomer: true,
        userAreas: [{ sorg: '1000', limitation: 'customer' }],
      }),
    ).toEqual(['quick-actions', 'cart', 'orders', 'invoices', 'credit', 'promotions']);
  });

  it('hides the credit card without invoice-status.read, as the widget does', () => {
    const scopes = DEALER.filter((scope) => scope !== 'invoice-status.read');
    expect(homeCardsFor({ scopes, isSales: false, hasCustomer: true, userAreas: [] })).not.toContain('credit');
  });

  it('gives a rep without a customer the field cards only', () => {
    const rep = {
      scopes: [...DEALER, 'page.formvisit', 'menu.change-cust'],
      isSales: true,
      hasCustomer: false,
      userAreas: [{ sorg: '1000', limitation: 'salesman' }],
    };
    expect(homeCardsFor(rep)).toEqual(['customer', 'visits', 'offline', 'unvisited']);
    expect(homeCardsFor({ ...rep, hasCustomer: true })).toEqual([
      'customer',
      'visits',
      'offline',
      'unvisited',
      'quick-actions',
      'cart',
      'orders',
      'invoices',
      'credit',
      'promotions',
    ]);
  });

  it('leaves out the visit cards when no area opens a visit form', () => {
    const cards = homeCardsFor({
      scopes: ['page.formvisit'],
      isSales: true,
      hasCustomer: false,
      userAreas: [{ sorg: '1000', limitation: 'customer' }],
    });
    expect(cards).toEqual(['customer', 'offline']);
  });

  it('gives the administrator and the warranty team what waits for them', () => {
    expect(
      homeCardsFor({
        scopes: ['page.orderlist'],
        isSales: false,
        hasCustomer: false,
        userAreas: [{ sorg: '1000', limitation: 'all' }],
      }),
    ).toEqual(['waiting']);
    expect(
      homeCardsFor({ scopes: ['claim.status-change'], isSales: false, hasCustomer: false, userAreas: [] }),
    ).toEqual(['waiting']);
    // page.orderlist alone is every ordering role's scope: no order desk without the 'all' area.
    expect(homeCardsFor({ scopes: ['page.orderlist'], isSales: false, hasCustomer: false, userAreas: [] })).toEqual([]);
  });

  it('gives failed sign-ins only to user administration (page.user-management)', () => {
    const admin = { scopes: ['page.orderlist', 'page.user-management'], isSales: false, hasCustomer: false };
    expect(homeCardsFor({ ...admin, userAreas: [{ sorg: '1000', limitation: 'all' }] })).toEqual([
      'waiting',
      'sign-in-failures',
    ]);
    expect(homeCardsFor({ ...admin, userAreas: [] })).toEqual(['sign-in-failures']);
    // The other roles never get it, whatever else they hold.
    const others = [...DEALER, 'page.formvisit', 'claim.status-change', 'payment.approve', 'page.user-management-us'];
    for (const isSales of [false, true])
      expect(
        homeCardsFor({ scopes: others, isSales, hasCustomer: true, userAreas: [{ sorg: '1000', limitation: 'all' }] }),
      ).not.toContain('sign-in-failures');
  });

  it('offers only the quick actions whose pages the user may open', () => {
    expect(quickActionsFor({ scopes: DEALER, isSales: false, hasCustomer: true, userAreas: [] })).toEqual([
      'fast-order',
      'repeat-order',
      'claims',
    ]);
    expect(quickActionsFor({ scopes: ['page.claim'], isSales: false, hasCustomer: true, userAreas: [] })).toEqual([
      'claims',
    ]);
  });
});

describe('worksOrderDesk', () => {
  it('is the order desk rule', () => {
    for (const scopes of [[], ['page.orderlist'], ['page.catalog']])
      for (const limitations of [[], ['all'], ['customer'], ['salesman', 'all']])
        expect(worksOrderDesk({ scopes, limitations })).toBe(mayUseOrderDesk({ scopes, limitations }));
  });
});

describe('mergeVisitCustomers', () => {
  it('lists a store on both brands once, with its latest visit of either brand', () => {
    const polygon = [
      { custCode: 'A', sorg: '1000', lastVisitAt: '2026-01-10T00:00:00Z' },
      { custCode: 'B', sorg: '1000', lastVisitAt: null },
    ];
    const wim = [
      { custCode: 'A', sorg: '1000', lastVisitAt: '2026-03-01T00:00:00Z' },
      { custCode: 'B', sorg: '1000', lastVisitAt: '2025-12-01T00:00:00Z' },
      { custCode: 'A', sorg: '2000', lastVisitAt: null },
    ];
    expect(mergeVisitCustomers([polygon, wim])).toEqual([
      { custCode: 'A', sorg: '1000', lastVisitAt: '2026-03-01T00:00:00Z' },
      { custCode: 'B', sorg: '1000', lastVisitAt: '2025-12-01T00:00:00Z' },
      { custCode: 'A', sorg: '2000', lastVisitAt: null },
    ]);
    expect(mergeVisitCustomers([wim, polygon])).toEqual(mergeVisitCustomers([polygon, wim]));
  });
});

describe('customersNotVisited', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('lists the never visited first, then the longest unseen, and leaves out those seen within 60 days', () => {
    const customers = [
      { custCode: '3', lastVisitAt: '2026-11-01T09:00:00Z' },
      { custCode: '2', lastVisitAt: '2026-08-01T09:00:00Z' },
      { custCode: '1', lastVisitAt: null },
      { custCode: '4', lastVisitAt: '2026-05-01T09:00:00Z' },
      { custCode: '5', lastVisitAt: '2026-09-28T11:00:00Z' },
    ];
    expect(customersNotVisited(customers, now).map((c) => c.custCode)).toEqual(['1', '4', '2']);
  });
});

describe('visitWeekOf', () => {
  it('runs the week from Monday to Sunday', () => {
    expect(visitWeekOf(new Date(2026, 10, 27, 12))).toEqual({
      today: '2026-11-27',
      weekFrom: '2026-11-23',
      weekTo: '2026-11-29',
    });
    expect(visitWeekOf(new Date(2026, 10, 29, 12))).toEqual({
      today: '2026-11-29',
      weekFrom: '2026-11-23',
      weekTo: '2026-11-29',
    });
    expect(visitWeekOf(new Date(2026, 10, 23, 1))).toEqual({
      today: '2026-11-23',
      weekFrom: '2026-11-23',
      weekTo: '2026-11-29',
    });
  });
});

describe('visitsOfBrands', () => {
  it('adds up every brand, keeps the counts per brand, and merges today’s visits latest first with their brand', () => {
    const visits = visitsOfBrands([
      {
        brand: 'polygon',
        today: {
          items: [
            { id: 'p1', createdAt: '2026-11-27T09:00:00Z' },
            { id: 'p2', createdAt: '2026-11-27T07:00:00Z' },
          ],
          count: 2,
        },
        week: { count: 5 },
      },
      {
        brand: 'wim',
        today: { items: [{ id: 'w1', createdAt: '2026-11-27T08:00:00Z' }], count: 1 },
        week: { count: 3 },
      },
    ]);
    expect(visits.today).toBe(3);
    expect(visits.week).toBe(8);
    expect(visits.brands).toEqual([
      { brand: 'polygon', today: 2, week: 5 },
      { brand: 'wim', today: 1, week: 3 },
    ]);
    expect(visits.latest.map((v) => `${v.brand}:${v.id}`)).toEqual(['polygon:p1', 'wim:w1', 'polygon:p2']);
  });
});
