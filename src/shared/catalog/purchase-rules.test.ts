import { describe, expect, it } from 'vitest';
import {
  CART_BATCH_LIMIT,
  inBatches,
  STOCK_EXCEEDED_MESSAGE,
  cannotPurchaseMessages,
  cannotPurchaseReasons,
  type PurchaseFacts,
} from './purchase-rules';

/** A product anyone may order: not blocked, priced, 10 in stock, no quota, no line maximum. */
const facts = (overrides: Partial<PurchaseFacts> = {}): PurchaseFacts => ({
  blocked: false,
  hasPrice: true,
  availableQty: 10,
  availableStockCheck: true,
  exactQtyCheck: false,
  confirmableQty: 10,
  quotaRemaining: null,
  maxOrderQty: null,
  ...overrides,
});

const codes = (f: PurchaseFacts, qty?: number) => cannotPurchaseReasons(f, qty).map((r) => r.code);

describe('constants', () => {
  it('batch limit and stock text are the spec’s (spec 01 §8, §9)', () => {
    expect(CART_BATCH_LIMIT).toBe(75);
    expect(STOCK_EXCEEDED_MESSAGE).toBe(
      'Your order exceeds the available stock. We removed your order, please update.',
    );
  });
});

describe('cannotPurchaseReasons', () => {
  it('is empty for an orderable product, with and without a quantity', () => {
    expect(cannotPurchaseReasons(facts())).toEqual([]);
    expect(cannotPurchaseReasons(facts(), 10)).toEqual([]);
  });

  it('BLOCKED when the product is blocked', () => {
    expect(cannotPurchaseReasons(facts({ blocked: true }))).toEqual([
      { code: 'BLOCKED', message: 'not available to order' },
    ]);
  });

  describe('NO_STOCK', () => {
    it('with availableStockCheck, when nothing is available', () => {
      expect(cannotPurchaseReasons(facts({ availableQty: 0 }))).toEqual([{ code: 'NO_STOCK', message: 'no stock' }]);
    });

    it('with availableStockCheck, when the quantity exceeds the stock (the stock itself is enough)', () => {
      expect(codes(facts({ availableQty: 4 }), 4)).toEqual([]);
      expect(codes(facts({ availableQty: 4 }), 5)).toEqual(['NO_STOCK']);
    });

    it('never without availableStockCheck (orders may wait for the next arrival)', () => {
      expect(codes(facts({ availableStockCheck: false, availableQty: 0 }), 50)).toEqual([]);
    });

    it('treats a negative stock figure as none', () => {
      expect(codes(facts({ availableQty: -3 }))).toEqual(['NO_STOCK']);
    });
  });

  it('NO_PRICE without a price', () => {
    expect(cannotPurchaseReasons(facts({ hasPrice: false }))).toEqual([{ code: 'NO_PRICE', message: 'no price' }]);
  });

  describe('ORDER_LIMIT_EXCEEDED', () => {
    it('when the quota left is below the quantity, with the quota left as the limit', () => {
      expect(codes(facts({ quotaRemaining: 3 }), 3)).toEqual([]);
      expect(cannotPurchaseReasons(facts({ quotaRemaining: 3 }), 4)).toEqual([
        { code: 'ORDER_LIMIT_EXCEEDED', message: 'order limit exceeded', limit: 3 },
      ]);
    });

    it('when the quota is used up, even for one', () => {
      expect(cannotPurchaseReasons(facts({ quotaRemaining: 0 }))).toEqual([
        { code: 'ORDER_LIMIT_EXCEEDED', message: 'order limit exceeded', limit: 0 },
      ]);
    });

    it('reports 0 left, not a negative count, for a quota used beyond its size', () => {
      expect(cannotPurchaseReasons(facts({ quotaRemaining: -2 }))[0]?.limit).toBe(0);
    });

    it('never without a quota', () => {
      expect(codes(facts({ quotaRemaining: null, availableStockCheck: false }), 1_000)).toEqual([]);
    });
  });

  describe('MAX_QUANTITY', () => {
    it("above the line maximum, with the spec's 'maximum quantity {limit}'", () => {
      expect(codes(facts({ maxOrderQty: 5 }), 5)).toEqual([]);
      expect(cannotPurchaseReasons(facts({ maxOrderQty: 5 }), 6)).toEqual([
        { code: 'MAX_QUANTITY', message: 'maximum quantity 5', limit: 5 },
      ]);
      expect(cannotPurchaseMessages.maxQuantity(12)).toBe('maximum quantity 12');
    });

    it('never without a maximum', () => {
      expect(codes(facts({ maxOrderQty: null }), 9)).toEqual([]);
    });
  });

  it('without a quantity, asks whether one can be ordered', () => {
    expect(codes(facts({ availableQty: 1, quotaRemaining: 1, maxOrderQty: 1 }))).toEqual([]);
    expect(codes(facts({ availableQty: 0, quotaRemaining: 0 }))).toEqual(['NO_STOCK', 'ORDER_LIMIT_EXCEEDED']);
  });

  it('quantity 0 (removing a line) is checked as one: the reasons still show on the product', () => {
    expect(codes(facts({ availableQty: 0 }), 0)).toEqual(['NO_STOCK']);
    expect(codes(facts({ maxOrderQty: 0 }), 0)).toEqual([]);
    expect(codes(facts(), 0)).toEqual([]);
  });

  it('lists every reason in order: blocked, then the spec’s no stock, no price, order limit, maximum quantity', () => {
    const all = facts({ blocked: true, availableQty: 1, hasPrice: false, quotaRemaining: 2, maxOrderQty: 3 });
    expect(cannotPurchaseReasons(all, 4)).toEqual([
      { code: 'BLOCKED', message: 'not available to order' },
      { code: 'NO_STOCK', message: 'no stock' },
      { code: 'NO_PRICE', message: 'no price' },
      { code: 'ORDER_LIMIT_EXCEEDED', message: 'order limit exceeded', limit: 2 },
      { code: 'MAX_QUANTITY', message: 'maximum quantity 3', limit: 3 },
    ]);
  });
});

describe('exactQtyCheck', () => {
  const exact = (overrides: Partial<PurchaseFacts> = {}) =>
    facts({ availableStockCheck: false, availableQty: 2, exactQtyCheck: true, confirmableQty: 7, ...overrides });

  it('refuses a quantity above what stock and arrivals confirm, with that as the maximum', () => {
    expect(cannotPurchaseReasons(exact(), 7)).toEqual([]);
    expect(cannotPurchaseReasons(exact(), 8)).toEqual([
      { code: 'MAX_QUANTITY', message: cannotPurchaseMessages.maxQuantity(7), limit: 7 },
    ]);
  });

  it('takes the lower of the line maximum and the confirmable quantity', () => {
    expect(cannotPurchaseReasons(exact({ maxOrderQty: 5 }), 6)[0]?.limit).toBe(5);
    expect(cannotPurchaseReasons(exact({ maxOrderQty: 9 }), 8)[0]?.limit).toBe(7);
  });

  it('says no stock when nothing can be confirmed', () => {
    expect(codes(exact({ availableQty: 0, confirmableQty: 0 }))).toEqual(['NO_STOCK']);
  });

  it('is off without the switch: any quantity may wait for stock', () => {
    expect(codes(exact({ exactQtyCheck: false, confirmableQty: 0 }), 50)).toEqual([]);
  });
});

describe('inBatches', () => {
  it('splits into chunks of at most the size, in order', () => {
    const items = Array.from({ length: 151 }, (_, i) => i);
    const batches = inBatches(items, 75);
    expect(batches.map((b) => b.length)).toEqual([75, 75, 1]);
    expect(batches.flat()).toEqual(items);
    expect(inBatches([], 75)).toEqual([]);
  });

  it('refuses a size below 1', () => {
    expect(() => inBatches([1], 0)).toThrow(RangeError);
  });
});
