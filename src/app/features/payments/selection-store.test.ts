// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { indexInvoices, selectionKey, type SelectionInvoice } from '../../../shared/invoices/selection';
import { createSelectionStore, type SelectionStoreOptions } from './selection-store';

// The selection store wakes only the rows whose checkbox or wrong mark changed, and its summary readers once per
// change (spec 01 §4 Selection, invoicePaymentRule oldest).

function invoice(no: string, dueDate: string, amount: number): SelectionInvoice {
  return {
    sorg: '1000',
    invoiceNo: no,
    assignment: `${no}-0`,
    installment: 0,
    dueDate,
    overdue: -10,
    status: 'Open',
    currency: 'USD',
    accountingAmount: amount,
    earlyPaymentDiscount: 0,
    freightAllowance: 0,
  };
}

const [a, b, c, credit] = [
  invoice('A', '2026-10-01', 10_000),
  invoice('B', '2026-11-01', 20_000),
  invoice('C', '2026-12-01', 30_000),
  invoice('N', '2026-10-15', -5_000),
] as const;
const options: SelectionStoreOptions = {
  rule: 'oldest',
  payingOffered: true,
  allowPartialPayment: true,
  paymentDiscountPercent: 0,
  decimalPrecision: 2,
};

function setup() {
  const store = createSelectionStore(indexInvoices([a, b, c, credit]), options);
  const woken = new Map<string, number>();
  for (const row of [a, b, c, credit]) {
    store.subscribeRow(selectionKey(row), () => {
      woken.set(row.invoiceNo, (woken.get(row.invoiceNo) ?? 0) + 1);
    });
  }
  const summaryListener = vi.fn();
  store.subscribeSummary(summaryListener);
  return { store, woken, summaryListener };
}

describe('selection store', () => {
  it('wakes the toggled row and the rows whose wrong mark changed, and the summary once per change', () => {
    const { store, woken, summaryListener } = setup();
    store.toggle(c);
    expect(Object.fromEntries(woken)).toEqual({ C: 1 });
    expect(store.rowState(selectionKey(c)).checked).toBe(true);
    expect(store.rowState(selectionKey(c)).wrong?.text).toBe('Pay the oldest invoice first: A, due 2026-10-01');
    expect(summaryListener).toHaveBeenCalledTimes(1);

    // B too: B is wrong with the same explanation; C's mark reads the same, so C is not woken.
    woken.clear();
    store.toggle(b);
    expect(Object.fromEntries(woken)).toEqual({ B: 1 });
    expect(store.summary().wrong.size).toBe(2);

    // A too: both marks go, A is checked; the credit note is untouched.
    woken.clear();
    store.toggle(a);
    expect(Object.fromEntries(woken)).toEqual({ A: 1, B: 1, C: 1 });
    expect(store.summary().wrong.size).toBe(0);
    expect(store.summary().count).toBe(3);
    expect(summaryListener).toHaveBeenCalledTimes(3);
  });

  it('wakes a row whose explanation changes, and keeps unchanged row states as the same object', () => {
    const { store, woken } = setup();
    store.toggle(c);
    const before = store.rowState(selectionKey(c));
    store.toggle(a); // still wrong: now B is the oldest unselected
    expect(store.rowState(selectionKey(c)).wrong?.text).toBe('Pay the oldest invoice first: B, due 2026-11-01');
    expect(store.rowState(selectionKey(c))).not.toBe(before);
    expect(woken.get('C')).toBe(2);
    const unselected = store.rowState(selectionKey(b));
    store.toggle(credit);
    expect(store.rowState(selectionKey(b))).toBe(unselected);
    expect(woken.get('B')).toBeUndefined();
  });

  it('recomputes the summary for the partial input and new options, and ignores the same options', () => {
    const { store, woken, summaryListener } = setup();
    store.toggle(a);
    store.setPartial({ on: true, typed: '40' });
    expect(store.summary().partial).toBe(true);
    expect(store.summary().payable).toBe(4_000);
    expect(store.partial()).toEqual({ on: true, typed: '40' });
    store.setPartial({ on: true, typed: '40' });
    store.setOptions({ ...options });
    expect(summaryListener).toHaveBeenCalledTimes(2);
    store.setPartial({ on: false, typed: '40' });
    store.setOptions({ ...options, paymentDiscountPercent: 10 });
    expect(store.summary().payable).toBe(9_000);
    expect(summaryListener).toHaveBeenCalledTimes(4);
    expect(Object.fromEntries(woken)).toEqual({ A: 1 });
  });

  it('keeps the selection over new rows and reports the rows gone', () => {
    const { store } = setup();
    store.toggle(a);
    store.toggle(b);
    store.setIndex(indexInvoices([b, c]));
    expect(store.summary().problems.map((p) => p.code)).toContain('notSelectable');
    expect(store.rowState(selectionKey(b)).checked).toBe(true);
  });
});
