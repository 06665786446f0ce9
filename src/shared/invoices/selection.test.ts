import { describe, expect, it } from 'vitest';
import {
  indexInvoices,
  isSelectable,
  minimumPartialAmount,
  partialAmountProblem,
  payingOffered,
  selectionKey,
  selectionMessages,
  summarizeSelection,
  toggleSelection,
  type SelectionInvoice,
  type SelectionOptions,
} from './selection';

function invoice(over: Partial<SelectionInvoice> & { invoiceNo: string }): SelectionInvoice {
  return {
    sorg: '1000',
    assignment: over.invoiceNo,
    installment: 0,
    dueDate: '2026-12-01',
    overdue: 5,
    status: 'Open',
    currency: 'USD',
    accountingAmount: 10_000,
    earlyPaymentDiscount: 0,
    freightAllowance: 0,
    ...over,
  };
}

const base: SelectionOptions = { rule: null, payingOffered: true, allowPartialPayment: true, decimalPrecision: 2 };

function select(picked: SelectionInvoice[]): Set<string> {
  return picked.reduce<Set<string>>((keys, row) => toggleSelection(keys, row), new Set());
}

function summary(rows: SelectionInvoice[], picked: SelectionInvoice[], options: Partial<SelectionOptions> = {}) {
  return summarizeSelection(indexInvoices(rows), select(picked), { ...base, ...options });
}

const codes = (s: { problems: { code: string }[] }) => s.problems.map((p) => p.code);

describe('isSelectable', () => {
  it('takes Open or no status only', () => {
    expect(isSelectable({ status: 'Open' })).toBe(true);
    expect(isSelectable({ status: ' open ' })).toBe(true);
    expect(isSelectable({ status: '' })).toBe(true);
    expect(isSelectable({ status: null })).toBe(true);
    expect(isSelectable({ status: 'Waiting For Payment' })).toBe(false);
    expect(isSelectable({ status: 'Pending Payment' })).toBe(false);
    expect(isSelectable({ status: 'Paid' })).toBe(false);
  });
});

describe('toggling', () => {
  const first = invoice({ invoiceNo: 'INV-1', assignment: 'INV-1-1', installment: 1 });
  const second = invoice({ invoiceNo: 'INV-1', assignment: 'INV-1-2', installment: 2 });
  const credit1 = invoice({ invoiceNo: 'CN-1', assignment: 'CN-1-a', accountingAmount: -300 });
  const credit2 = invoice({ invoiceNo: 'CN-1', assignment: 'CN-1-b', accountingAmount: -200 });

  it('toggles a positive invoice by assignment: installments of one invoice apart', () => {
    const keys = toggleSelection(new Set(), first);
    expect(keys.has(selectionKey(first))).toBe(true);
    expect(keys.has(selectionKey(second))).toBe(false);
    expect(toggleSelection(keys, first).size).toBe(0);
  });

  it('toggles a negative invoice by invoice number: all its rows at once', () => {
    expect(selectionKey(credit1)).toBe(selectionKey(credit2));
    const keys = toggleSelection(new Set(), credit1);
    const s = summarizeSelection(indexInvoices([credit1, credit2, first]), keys, base);
    expect(s.lines.map((l) => l.invoice.assignment)).toEqual(['CN-1-a', 'CN-1-b']);
    expect(toggleSelection(keys, credit2).size).toBe(0);
  });

  it('keeps the same assignment of another invoice or sorg apart', () => {
    const a = invoice({ invoiceNo: 'A', assignment: '1' });
    expect(selectionKey(a)).not.toBe(selectionKey({ ...a, invoiceNo: 'B' }));
    expect(selectionKey(a)).not.toBe(selectionKey({ ...a, sorg: '2000' }));
  });

  it('does not select a row that is not selectable, and returns a new set', () => {
    const waiting = invoice({ invoiceNo: 'W', status: 'Waiting For Payment' });
    const keys = new Set<string>();
    const next = toggleSelection(keys, waiting);
    expect(next.size).toBe(0);
    expect(next).not.toBe(keys);
  });
});

describe('canRequestPayment', () => {
  const pos = invoice({ invoiceNo: 'P', accountingAmount: 500 });
  const credit = invoice({ invoiceNo: 'C', accountingAmount: -500 });
  const bigCredit = invoice({ invoiceNo: 'C2', accountingAmount: -800 });

  it('needs something selected', () => {
    const s = summary([pos], []);
    expect(codes(s)).toEqual(['nothingSelected']);
    expect(s.canRequestPayment).toBe(false);
  });

  it('needs a positive invoice, not only credit notes', () => {
    expect(codes(summary([pos, credit], [credit]))).toEqual(['noPositive']);
  });

  it('needs the combined total above 0 (equal is not enough)', () => {
    const s = summary([pos, credit], [pos, credit]);
    expect(s.total).toBe(0);
    expect(codes(s)).toEqual(['totalNotPositive']);
    expect(codes(summary([pos, bigCredit], [pos, bigCredit]))).toEqual(['totalNotPositive']);
  });

  it('allows one positive invoice with a smaller credit note', () => {
    const small = invoice({ invoiceNo: 'C3', accountingAmount: -200 });
    const s = summary([pos, small], [pos, small]);
    expect(s).toMatchObject({ count: 2, positiveCount: 1, amount: 300, total: 300, payable: 300 });
    expect(s.canRequestPayment).toBe(true);
  });

  it('is refused when paying is not offered', () => {
    const s = summary([pos], [pos], { payingOffered: false });
    expect(codes(s)).toEqual(['payingOff']);
    expect(s.problems[0]?.text).toBe(selectionMessages.payingOff);
  });

  it('refuses mixed currencies and mixed sorgs', () => {
    const eur = invoice({ invoiceNo: 'E', currency: 'EUR' });
    const other = invoice({ invoiceNo: 'S', sorg: '2000' });
    const mixed = summary([pos, eur], [pos, eur]);
    expect(codes(mixed)).toEqual(['mixedCurrency']);
    expect(mixed.currency).toBeNull();
    expect(codes(summary([pos, other], [pos, other]))).toEqual(['mixedSorg']);
  });

  it('reports keys of rows that are gone or no longer selectable, and ignores them', () => {
    const waiting = invoice({ invoiceNo: 'W', status: 'Pending Payment' });
    const keys = new Set([selectionKey(pos), selectionKey(waiting), 'made-up']);
    const s = summarizeSelection(indexInvoices([pos, waiting]), keys, base);
    expect(codes(s)).toEqual(['notSelectable']);
    expect(s.count).toBe(1);
    expect(s.total).toBe(500);
  });
});

describe('paying offered', () => {
  it('needs the host payment switch and merchantConfig.allowPayInvoice', () => {
    expect(payingOffered(true, { allowPayInvoice: true })).toBe(true);
    expect(payingOffered(false, { allowPayInvoice: true })).toBe(false);
    expect(payingOffered(true, { allowPayInvoice: false })).toBe(false);
    expect(payingOffered(true, {})).toBe(false);
    expect(payingOffered(true, null)).toBe(false);
  });
});

describe("rule 'oldest'", () => {
  const jan = invoice({ invoiceNo: 'JAN', dueDate: '2026-01-15', overdue: -30 });
  const feb = invoice({ invoiceNo: 'FEB', dueDate: '2026-02-15', overdue: 1 });
  const feb2 = invoice({ invoiceNo: 'FEB2', dueDate: '2026-02-15', overdue: 1 });
  const mar = invoice({ invoiceNo: 'MAR', dueDate: '2026-03-15', overdue: 28 });
  const rows = [mar, feb, jan, feb2];
  const oldest = { rule: 'oldest' } as const;

  it('marks every selected invoice due later than the oldest unselected positive one', () => {
    const s = summary(rows, [feb, mar], oldest);
    expect([...s.wrong.values()].map((w) => w.invoiceNo).sort()).toEqual(['FEB', 'MAR']);
    expect(s.wrong.get(selectionKey(mar))?.text).toBe('Pay the oldest invoice first: JAN, due 2026-01-15');
    expect(codes(s)).toEqual(['wrongSelection']);
    expect(s.canRequestPayment).toBe(false);
  });

  it('accepts the oldest ones first', () => {
    expect(summary(rows, [jan], oldest).wrong.size).toBe(0);
    expect(summary(rows, [jan, feb, feb2], oldest).canRequestPayment).toBe(true);
  });

  it('with a tie on the due date, neither is wrong', () => {
    const s = summary(rows, [jan, feb], oldest);
    expect(s.wrong.size).toBe(0);
    expect(s.canRequestPayment).toBe(true);
  });

  it('names the first of tied oldest unselected invoices in list order', () => {
    const s = summary(rows, [jan, mar], oldest);
    expect(s.wrong.get(selectionKey(mar))?.values).toEqual({ invoiceNo: 'FEB', dueDate: '2026-02-15' });
  });

  it('ignores credit notes: selected ones are never wrong, unselected ones do not count', () => {
    const oldCredit = invoice({ invoiceNo: 'CN', dueDate: '2025-12-01', overdue: -60, accountingAmount: -100 });
    const newCredit = invoice({ invoiceNo: 'CN2', dueDate: '2026-06-01', overdue: 90, accountingAmount: -100 });
    const s = summary([...rows, oldCredit, newCredit], [jan, newCredit], oldest);
    expect(s.wrong.size).toBe(0);
    expect(s.canRequestPayment).toBe(true);
  });

  it('ignores invoices that are not selectable', () => {
    const waiting = invoice({ invoiceNo: 'OLD', dueDate: '2025-01-01', overdue: -400, status: 'Waiting For Payment' });
    expect(summary([...rows, waiting], [jan], oldest).wrong.size).toBe(0);
  });

  it('marks a later installment while an earlier one of the same invoice is unselected', () => {
    const i1 = invoice({ invoiceNo: 'I', assignment: 'I-1', installment: 1, dueDate: '2026-01-10' });
    const i2 = invoice({ invoiceNo: 'I', assignment: 'I-2', installment: 2, dueDate: '2026-02-10' });
    expect([...summary([i1, i2], [i2], oldest).wrong.keys()]).toEqual([selectionKey(i2)]);
    expect(summary([i1, i2], [i1], oldest).wrong.size).toBe(0);
  });

  it('does nothing without a rule', () => {
    expect(summary(rows, [mar]).wrong.size).toBe(0);
  });
});

describe("rule 'overdue'", () => {
  const late = invoice({ invoiceNo: 'LATE', dueDate: '2026-01-15', overdue: -10 });
  const late2 = invoice({ invoiceNo: 'LATE2', dueDate: '2026-01-20', overdue: -5 });
  const today = invoice({ invoiceNo: 'TODAY', dueDate: '2026-01-25', overdue: 0 });
  const later = invoice({ invoiceNo: 'LATER', dueDate: '2026-02-25', overdue: 31 });
  const rows = [late, late2, today, later];
  const overdue = { rule: 'overdue' } as const;

  it('marks selected invoices that are not overdue while an overdue one is unselected', () => {
    const s = summary(rows, [late, later], overdue);
    expect([...s.wrong.keys()]).toEqual([selectionKey(later)]);
    expect(s.wrong.get(selectionKey(later))?.text).toBe(
      'Pay the overdue invoices first: 1 overdue invoice is not selected',
    );
    const two = summary(rows, [today], overdue);
    expect(two.wrong.get(selectionKey(today))?.text).toBe(
      'Pay the overdue invoices first: 2 overdue invoices are not selected',
    );
  });

  it('treats due today (overdue 0) as not overdue', () => {
    const onlyToday = summary([today, later], [later], overdue);
    expect(onlyToday.wrong.size).toBe(0);
  });

  it('allows overdue ones in any order among themselves', () => {
    expect(summary(rows, [late2], overdue).wrong.size).toBe(0);
  });

  it('allows not overdue ones once every overdue one is selected', () => {
    const s = summary(rows, [late, late2, later], overdue);
    expect(s.wrong.size).toBe(0);
    expect(s.canRequestPayment).toBe(true);
  });

  it('ignores unselected overdue credit notes and never marks selected credit notes', () => {
    const oldCredit = invoice({ invoiceNo: 'CN', overdue: -50, accountingAmount: -100 });
    const newCredit = invoice({ invoiceNo: 'CN2', overdue: 50, accountingAmount: -100 });
    const s = summary([late, later, oldCredit, newCredit], [late, later, newCredit], overdue);
    expect(s.wrong.size).toBe(0);
  });
});

describe('discounts with installments', () => {
  const i1 = invoice({
    invoiceNo: 'I',
    assignment: 'I-1',
    installment: 1,
    accountingAmount: 5_000,
    earlyPaymentDiscount: 100,
    freightAllowance: 50,
  });
  const i2 = { ...i1, assignment: 'I-2', installment: 2, dueDate: '2026-12-31' };
  const single = invoice({ invoiceNo: 'S', accountingAmount: 3_000, earlyPaymentDiscount: 60, freightAllowance: 30 });

  it('counts them on an invoice without installments', () => {
    const s = summary([single], [single]);
    expect(s).toMatchObject({ amount: 3_000, earlyPaymentDiscount: 60, freightAllowance: 30, total: 2_910 });
  });

  it('does not count them while an installment of the invoice is unselected', () => {
    const s = summary([i1, i2, single], [i1, single]);
    expect(s).toMatchObject({ amount: 8_000, earlyPaymentDiscount: 60, freightAllowance: 30, total: 7_910 });
    expect(s.lines.find((l) => l.key === selectionKey(i1))).toMatchObject({ earlyPaymentDiscount: 0, net: 5_000 });
  });

  it('counts them on every installment once all installments are selected', () => {
    const s = summary([i1, i2], [i1, i2]);
    expect(s).toMatchObject({ amount: 10_000, earlyPaymentDiscount: 200, freightAllowance: 100, total: 9_700 });
  });

  it('does not count them when an installment cannot be selected (under a live request)', () => {
    const waiting = { ...i2, status: 'Waiting For Payment' };
    const s = summary([i1, waiting], [i1]);
    expect(s).toMatchObject({ earlyPaymentDiscount: 0, freightAllowance: 0, total: 5_000 });
  });
});

describe("the payment method's discount", () => {
  const a = invoice({ invoiceNo: 'A', accountingAmount: 10_000, earlyPaymentDiscount: 1_000 });
  const credit = invoice({ invoiceNo: 'C', accountingAmount: -2_000 });

  it('is a percentage of each positive invoice after its discounts, not of credit notes', () => {
    const s = summary([a, credit], [a, credit], { paymentDiscountPercent: 2 });
    expect(s.total).toBe(7_000);
    expect(s.paymentDiscount).toBe(180);
    expect(s.payable).toBe(6_820);
    expect(s.lines.map((l) => l.paymentDiscount)).toEqual([180, 0]);
  });

  it('rounds per invoice, then sums (three thirds do not add up to the whole)', () => {
    const thirds = ['T1', 'T2', 'T3'].map((no) => invoice({ invoiceNo: no, accountingAmount: 10 }));
    const s = summary(thirds, thirds, { paymentDiscountPercent: 2.5 });
    expect(s.lines.map((l) => l.paymentDiscount)).toEqual([0, 0, 0]);
    expect(s.paymentDiscount).toBe(0);
    expect(Math.round((30 * 2.5) / 100)).toBe(1);
  });

  it('does not apply in a partial payment', () => {
    const s = summary([a], [a], { paymentDiscountPercent: 2, partial: { on: true, amount: 5_000 } });
    expect(s.partial).toBe(true);
    expect(s.paymentDiscount).toBe(0);
    expect(s.payable).toBe(5_000);
    expect(s.canRequestPayment).toBe(true);
  });
});

describe('partial payment', () => {
  const a = invoice({ invoiceNo: 'A', accountingAmount: 12_345 });
  const b = invoice({ invoiceNo: 'B', accountingAmount: 1_000 });
  const credit = invoice({ invoiceNo: 'C', accountingAmount: -100 });

  it('needs allowPartialPayment', () => {
    const s = summary([a], [a], { allowPartialPayment: false, partial: { on: true, amount: 5_000 } });
    expect(s.partial).toBe(false);
    expect(codes(s)).toEqual(['partialOff']);
  });

  it('needs exactly one invoice selected, and not a credit note beside it', () => {
    const two = summary([a, b], [a, b], { partial: { on: true, amount: 5_000 } });
    expect(codes(two)).toEqual(['partialOneInvoice']);
    const withCredit = summary([a, credit], [a, credit], { partial: { on: true, amount: 5_000 } });
    expect(codes(withCredit)).toEqual(['partialOneInvoice']);
    expect(withCredit.partial).toBe(false);
  });

  it('is off with the switch off, whatever the amount', () => {
    const s = summary([a], [a], { partial: { on: false, amount: 1 } });
    expect(s.partial).toBe(false);
    expect(s.payable).toBe(12_345);
    expect(s.canRequestPayment).toBe(true);
  });

  it("refuses under 1 with 'The minimum amount is 1'", () => {
    for (const amount of [99, 0, -5, null]) {
      const s = summary([a], [a], { partial: { on: true, amount } });
      expect(s.problems).toEqual([
        {
          code: 'minimumAmount',
          field: 'amount',
          message: 'The minimum amount is 1',
          values: {},
          text: 'The minimum amount is 1',
        },
      ]);
    }
    expect(summary([a], [a], { partial: { on: true, amount: 100 } }).canRequestPayment).toBe(true);
  });

  it("refuses over the selected total with 'The maximum amount is {total}'", () => {
    const s = summary([a], [a], { partial: { on: true, amount: 12_346 } });
    expect(s.problems[0]).toMatchObject({
      code: 'maximumAmount',
      field: 'amount',
      message: 'The maximum amount is {total}',
      values: { total: 'USD 123.45' },
      text: 'The maximum amount is USD 123.45',
    });
    expect(summary([a], [a], { partial: { on: true, amount: 12_345 } }).payable).toBe(12_345);
  });

  it('takes the maximum after the discounts that count', () => {
    const d = invoice({ invoiceNo: 'D', accountingAmount: 10_000, earlyPaymentDiscount: 500 });
    expect(codes(summary([d], [d], { partial: { on: true, amount: 9_501 } }))).toEqual(['maximumAmount']);
  });

  it('sets the minimum by the decimals: 1 IDR, 1.00 USD', () => {
    expect(minimumPartialAmount(0)).toBe(1);
    expect(minimumPartialAmount(2)).toBe(100);
    expect(partialAmountProblem(1, 1_000, 'IDR', 0)).toBeNull();
    expect(partialAmountProblem(1_001, 1_000, 'IDR', 0)?.text).toBe('The maximum amount is IDR 1000');
  });

  it('refuses an amount that is not a whole number of minor units', () => {
    expect(partialAmountProblem(150.5, 1_000, 'USD', 2)?.text).toBe('Enter the amount in USD with at most 2 decimals');
    expect(partialAmountProblem(Number.NaN, 1_000, 'IDR', 0)?.text).toBe('Enter the amount in IDR without decimals');
  });
});

describe('index and summary over many rows', () => {
  it('keeps the rows in order and evaluates 2,000 rows', () => {
    const rows = Array.from({ length: 2_000 }, (_, i) =>
      invoice({
        invoiceNo: `INV-${String(i).padStart(4, '0')}`,
        dueDate: `2026-${String((i % 12) + 1).padStart(2, '0')}-10`,
        overdue: 100 - i,
      }),
    );
    const index = indexInvoices(rows);
    let keys = new Set<string>();
    for (const row of rows.slice(0, 500)) keys = toggleSelection(keys, row);
    const s = summarizeSelection(index, keys, { ...base, rule: 'oldest' });
    expect(s.count).toBe(500);
    expect(s.total).toBe(5_000_000);
    expect(s.wrong.size).toBeGreaterThan(0);
  });
});
