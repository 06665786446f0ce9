import { describe, expect, it } from 'vitest';
import {
  OPEN_ORDER_PAGING,
  mayReadInternalNotes,
  openLineStatus,
  openOrderPaging,
  openPart,
  pageOfItems,
} from './open-orders';

describe('mayReadInternalNotes', () => {
  it('lets sales users and administrators read them, never dealers or auditors', () => {
    expect(mayReadInternalNotes({ isSales: true, limitations: ['salesman'] })).toBe(true);
    expect(mayReadInternalNotes({ isSales: false, limitations: ['all'] })).toBe(true);
    expect(mayReadInternalNotes({ isSales: false, limitations: ['customer'] })).toBe(false);
    expect(mayReadInternalNotes({ isSales: false, limitations: ['audit'] })).toBe(false);
    expect(mayReadInternalNotes({ isSales: false, limitations: [] })).toBe(false);
  });
});

describe('openLineStatus', () => {
  it('says shipped, partially shipped, confirmed, partially confirmed or open', () => {
    expect(openLineStatus({ orderQty: 4, confirmedQty: 4, deliveredQty: 4 })).toBe('SHIPPED');
    expect(openLineStatus({ orderQty: 4, confirmedQty: 4, deliveredQty: 1 })).toBe('PARTIALLY_SHIPPED');
    expect(openLineStatus({ orderQty: 4, confirmedQty: 5, deliveredQty: 0 })).toBe('CONFIRMED');
    expect(openLineStatus({ orderQty: 4, confirmedQty: 2, deliveredQty: 0 })).toBe('PARTIALLY_CONFIRMED');
    expect(openLineStatus({ orderQty: 4, confirmedQty: 0, deliveredQty: 0 })).toBe('OPEN');
  });
});

describe('openPart', () => {
  it('keeps a line with nothing shipped whole, shares the subtotal of a partly shipped one, drops a shipped one', () => {
    expect(openPart({ orderQty: 3, deliveredQty: 0, subtotal: 1001 })).toEqual({ qty: 3, subtotal: 1001 });
    expect(openPart({ orderQty: 3, deliveredQty: 1, subtotal: 1001 })).toEqual({ qty: 2, subtotal: 667 });
    expect(openPart({ orderQty: 3, deliveredQty: 3, subtotal: 1001 })).toBeNull();
  });
});

describe('openOrderPaging and pageOfItems', () => {
  it('defaults to page 1 of 20 and refuses a page under 1 or a limit outside 1 to 100', () => {
    expect(openOrderPaging({})).toEqual({ page: 1, limit: OPEN_ORDER_PAGING.defaultLimit });
    expect(openOrderPaging({ page: 3, limit: 10 })).toEqual({ page: 3, limit: 10 });
    expect(openOrderPaging({ page: 0 })).toMatchObject({ field: 'page' });
    expect(openOrderPaging({ page: 1.5 })).toMatchObject({ field: 'page' });
    expect(openOrderPaging({ limit: 0 })).toMatchObject({ field: 'limit' });
    expect(openOrderPaging({ limit: 101 })).toEqual({ field: 'limit', message: 'limit must be 1 to 100' });
  });

  it('answers the items of the page and the count of all', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOfItems(items, { page: 1, limit: 10 })).toEqual({ items: items.slice(0, 10), total: 25 });
    expect(pageOfItems(items, { page: 3, limit: 10 })).toEqual({ items: [20, 21, 22, 23, 24], total: 25 });
    expect(pageOfItems(items, { page: 4, limit: 10 })).toEqual({ items: [], total: 25 });
  });
});
