import { describe, expect, it } from 'vitest';
import { mayReadInternalNotes, openLineStatus, openPart } from './open-orders';

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
