// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partialAmountOf, payCompanies, paymentConfigOf } from './pay-model';
import type { PayInvoicesData } from './api/payments.queries';

describe('partialAmountOf', () => {
  it('turns a typed major amount into minor units', () => {
    expect(partialAmountOf('12.5', 2)).toBe(1250);
    expect(partialAmountOf('12,50', 2)).toBe(1250);
    expect(partialAmountOf('1500', 0)).toBe(1500);
  });
  it('keeps too many decimals a fraction (the shared rule refuses it) and empty as null', () => {
    expect(Number.isInteger(partialAmountOf('1.234', 2))).toBe(false);
    expect(partialAmountOf('  ', 2)).toBeNull();
    expect(partialAmountOf('abc', 2)).toBeNaN();
  });
});

describe('paymentConfigOf', () => {
  it('reads the host switches with the shared defaults', () => {
    expect(paymentConfigOf({})).toEqual({
      payment: false,
      sandbox: true,
      rule: 'overdue',
      allowPartialPayment: false,
      receiptLimit: 3,
    });
    expect(
      paymentConfigOf({ payment: true, invoicePaymentRule: 'oldest', allowPartialPayment: true, paymentGateway: 'x' }),
    ).toEqual({ payment: true, sandbox: false, rule: 'oldest', allowPartialPayment: true, receiptLimit: 3 });
  });
});

describe('payCompanies', () => {
  it('presorts each company’s open invoices by due date, invoice number and assignment', () => {
    const inv = (invoiceNo: string, assignment: string, dueDate: string) =>
      ({ invoiceNo, assignment, dueDate }) as PayInvoicesData['openInvoiceV5'][number]['pendingPayment'][number];
    const data = {
      customerArea: [
        {
          sorg: '1000',
          sorgName: 'US',
          companyCode: 'C1',
          companyName: null,
          merchantConfig: { allowPayInvoice: true },
        },
      ],
      openInvoiceV5: [
        {
          companyCode: 'C1',
          sorg: '1000',
          currency: 'USD',
          customerAgeing: [
            { invoice: [inv('B', '2', '2026-02-01'), inv('B', '1', '2026-02-01')] },
            { invoice: [inv('A', '1', '2026-01-01')] },
          ],
          pendingPayment: [],
          waitingForPayment: [inv('W', '1', '2026-01-05')],
        },
      ],
    } as PayInvoicesData;
    const [company] = payCompanies(data);
    expect(company?.rows.map((r) => `${r.invoiceNo}/${r.assignment}`)).toEqual(['A/1', 'B/1', 'B/2']);
    expect(company?.underRequest.map((r) => r.invoiceNo)).toEqual(['W']);
    expect(company?.allowPayInvoice).toBe(true);
    expect(company?.companyName).toBe('US');
  });
});
