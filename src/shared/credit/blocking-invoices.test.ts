import { describe, expect, it } from 'vitest';
import { blockingInvoices, type OpenInvoiceLike } from './blocking-invoices';

function invoice(invoiceNo: string, dueDate: string, overdue: number, accountingAmount = 100): OpenInvoiceLike {
  return { invoiceNo, assignment: '1', dueDate, overdue, accountingAmount };
}

const list = [
  invoice('N1', '2026-12-20', 10),
  invoice('O31', '2026-10-26', -31),
  invoice('O30', '2026-10-27', -30),
  invoice('O45', '2026-10-12', -45),
  invoice('CN', '2026-09-01', -86, -50),
  invoice('O45b', '2026-10-12', -45),
  invoice('T', '2026-11-26', 0),
];

const nos = (rows: OpenInvoiceLike[]) => rows.map((row) => row.invoiceNo);

describe('blockingInvoices', () => {
  it('lists none without a block', () => {
    expect(blockingInvoices(null, list)).toEqual([]);
    expect(blockingInvoices('  ', list)).toEqual([]);
  });

  it('limit_exceeded: every positive invoice, oldest due first, credit notes left out', () => {
    expect(nos(blockingInvoices('limit_exceeded', list))).toEqual(['O45', 'O45b', 'O31', 'O30', 'T', 'N1']);
  });

  it('overdue_over_limit: only those overdue more than 30 days (30 itself is not)', () => {
    expect(nos(blockingInvoices('overdue_over_limit', list))).toEqual(['O45', 'O45b', 'O31']);
  });

  it('oldest_ar_blocked: the oldest overdue invoice with its ties; due today is not overdue', () => {
    expect(nos(blockingInvoices('oldest_ar_blocked', list))).toEqual(['O45', 'O45b']);
    expect(nos(blockingInvoices('oldest_ar_blocked', [invoice('T', '2026-11-26', 0)]))).toEqual([]);
  });

  it('other_company_blocked and free texts: none in this company, whatever the case', () => {
    expect(blockingInvoices('other_company_blocked', list)).toEqual([]);
    expect(blockingInvoices('Manual block by finance', list)).toEqual([]);
    expect(nos(blockingInvoices(' LIMIT_EXCEEDED ', list))).toHaveLength(6);
  });
});
