// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { orderDateRangeProblem } from '../../../shared/orders/order-dates';
import { addDays, defaultDeliveryRange, parseDeliverySearch, parseOrderListSearch } from './orders.search';

describe('parseOrderListSearch', () => {
  it('starts at page 1 with 10 rows and no filter', () => {
    expect(parseOrderListSearch({})).toEqual({ page: 1, limit: 10 });
  });

  it('keeps every known filter from the URL', () => {
    expect(
      parseOrderListSearch({
        page: '3',
        limit: '20',
        status: 'OPEN',
        payment: 'ON_PROCESSING',
        from: '2026-11-01',
        to: '2026-11-20',
        po: ' PO-7 ',
        orderNo: 'ORD-1',
      }),
    ).toEqual({
      page: 3,
      limit: 20,
      status: 'OPEN',
      payment: 'ON_PROCESSING',
      from: '2026-11-01',
      to: '2026-11-20',
      po: 'PO-7',
      orderNo: 'ORD-1',
    });
  });

  it('drops what is not a status, a payment filter, a page size or a real day', () => {
    expect(
      parseOrderListSearch({
        page: '0',
        limit: '50',
        status: 'LOST',
        payment: 'toString',
        from: '2026-02-30',
        to: 'x',
      }),
    ).toEqual({ page: 1, limit: 10 });
  });

  it('drops a half or reversed range instead of applying half of it', () => {
    expect(parseOrderListSearch({ from: '2026-11-01' })).toEqual({ page: 1, limit: 10 });
    expect(parseOrderListSearch({ from: '2026-11-20', to: '2026-11-01' })).toEqual({ page: 1, limit: 10 });
  });
});

describe('delivery range', () => {
  it('reads the tab and a whole range only', () => {
    expect(parseDeliverySearch({})).toEqual({ tab: 'shipped' });
    expect(parseDeliverySearch({ tab: 'open', from: '2026-11-01', to: '2026-12-31' })).toEqual({
      tab: 'open',
      from: '2026-11-01',
      to: '2026-12-31',
    });
    expect(parseDeliverySearch({ tab: 'other', from: '2026-11-01' })).toEqual({ tab: 'shipped' });
  });

  it('adds days across months and leap years without a time zone', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
  });

  it('defaults to the last 30 days shipped and the next 30 days expected, both within the 30-day rule', () => {
    const shipped = defaultDeliveryRange('shipped', '2026-11-26');
    const open = defaultDeliveryRange('open', '2026-11-26');
    expect(shipped).toEqual({ from: '2026-10-27', to: '2026-11-26' });
    expect(open).toEqual({ from: '2026-11-26', to: '2026-12-26' });
    expect(orderDateRangeProblem(shipped.from, shipped.to)).toBeUndefined();
    expect(orderDateRangeProblem(open.from, open.to)).toBeUndefined();
  });
});
