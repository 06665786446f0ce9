import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { payingOffered } from '../../../../shared/invoices/selection';
import type { InvoiceRow } from '../api/invoices.queries';
import { payingOfferedFor } from '../pages/open-invoice-page';
import { AgeingCards, defaultBucket } from './ageing-cards';
import { InvoiceDetailDrawer } from './invoice-detail-drawer';
import { InvoiceTable } from './invoice-table';

function invoice(over: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: 1,
    sorg: '1000',
    invoiceNo: '9100000001',
    assignment: '9100000001',
    installment: 0,
    doNo: '8000000001',
    invoiceDate: '2026-10-01',
    dueDate: '2026-10-31',
    overdue: -12,
    status: 'Open',
    currency: 'USD',
    accountingAmount: 123_45,
    accountingNo: 'AC1',
    grandTotal: 123_45,
    clearingDate: null,
    payerCode: '1000001',
    payerName: 'Pedal Pushers',
    companyCode: 'C1',
    recycleFee: 1_50,
    surcharges: 0,
    tax: 0,
    shippingCost: 0,
    discount: 0,
    freightAllowance: 0,
    earlyPaymentDiscount: 0,
    paymentDiscount: 0,
    ...over,
  };
}

const bucket = (from: number | null, to: number | null, rows: InvoiceRow[]) => ({
  overdue: { from, to },
  value: rows.reduce((sum, row) => sum + row.accountingAmount, 0),
  invoice: rows,
});

describe('InvoiceTable', () => {
  it('says how far each invoice is from its due day and shows credit notes negative', () => {
    renderUi(
      <InvoiceTable
        kind="open"
        caption="Open invoices"
        additional={['recycleFee']}
        rows={[
          invoice(),
          invoice({ invoiceNo: '9100000002', assignment: '9100000002', overdue: 5 }),
          invoice({ invoiceNo: '9100000003', assignment: '9100000003', overdue: 0, accountingAmount: -40_00 }),
          invoice({ invoiceNo: '9100000004', assignment: '9100000004-2', installment: 2, overdue: -1 }),
        ]}
      />,
    );
    const overdue = screen.getAllByTestId('overdue-display').map((cell) => cell.textContent);
    expect(overdue).toEqual(['12 days overdue', 'Due in 5 days', 'Due today', '1 day overdue']);
    expect(screen.getAllByTestId('credit-note')).toHaveLength(1);
    expect(screen.getByText('-$40.00')).toBeTruthy();
    expect(screen.getByText('Installment 2 · 9100000004-2')).toBeTruthy();
    // The price component's column shows with its amounts.
    expect(screen.getByRole('columnheader', { name: 'Recycle fee' })).toBeTruthy();
    expect(screen.getAllByText('$1.50')).toHaveLength(4);
  });

  it('shows the clearing day instead of the overdue days in the paid list', () => {
    renderUi(
      <InvoiceTable
        kind="paid"
        caption="Paid invoices"
        rows={[invoice({ status: 'Paid', clearingDate: '2026-11-02' })]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Clearing date' })).toBeTruthy();
    expect(screen.queryByTestId('overdue-display')).toBeNull();
    expect(screen.getByTestId('invoice-status').textContent).toBe('Paid');
  });
});

describe('AgeingCards', () => {
  const buckets = [
    bucket(null, 0, [invoice({ overdue: 3 })]),
    bucket(1, 30, [invoice(), invoice({ invoiceNo: '2', accountingAmount: -23_45 })]),
    bucket(31, 60, []),
    bucket(61, 90, []),
    bucket(91, null, []),
  ];

  it('shows each bucket with its heading, value and count, and reports the choice', () => {
    const onChoose = vi.fn();
    renderUi(<AgeingCards buckets={buckets} currency="USD" current={1} onChoose={onChoose} />);
    const cards = screen.getAllByTestId('ageing-bucket');
    const card = (index: number): HTMLElement => {
      const found = cards[index];
      if (!found) throw new Error(`no card ${String(index)}`);
      return found;
    };
    expect(cards.map((card) => card.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(within(card(1)).getByText('1–30 days overdue')).toBeTruthy();
    expect(within(card(1)).getByText('$100.00')).toBeTruthy();
    expect(within(card(1)).getByText('2 invoices')).toBeTruthy();
    expect(within(card(4)).getByText('Over 90 days overdue')).toBeTruthy();
    fireEvent.click(card(0));
    expect(onChoose).toHaveBeenCalledWith(0);
  });

  it('opens on the oldest bucket holding invoices', () => {
    expect(defaultBucket(buckets)).toBe(1);
    expect(defaultBucket([bucket(null, 0, []), bucket(1, 30, [])])).toBe(0);
    expect(defaultBucket([...buckets.slice(0, 4), bucket(91, null, [invoice()])])).toBe(4);
  });
});

const MAIL_SENT = { status: true, description: 'sent', retryAfterSeconds: null, userErrors: [] };

describe('InvoiceDetailDrawer', () => {
  let calls: RecordedCall[];
  let mailAnswer: unknown;
  beforeEach(() => {
    mailAnswer = MAIL_SENT;
    storeTestSession();
    calls = stubFetch((call) => {
      if (call.operation === 'InvoicesDetail') {
        return jsonResponse(200, {
          data: {
            invoice: {
              invoiceNo: '9100000001',
              sorg: '1000',
              installments: [
                {
                  ...invoice(),
                  notes: '',
                  detailNotes: '',
                  terms: 'Net 30',
                  expeditionName: '',
                  expeditionTracking: '',
                  lineItem: '',
                  fiscalYear: 2026,
                },
              ],
              lines: [
                {
                  articleCode: 'A1',
                  articleCodeDisplay: 'PAA-1',
                  name: 'Chain',
                  brand: 'Shimano',
                  uom: 'PC',
                  qty: 2,
                  price: 10_00,
                  subTotal: 20_00,
                },
              ],
            },
          },
        });
      }
      if (call.operation === 'InvoicesSendEmail') {
        return jsonResponse(200, {
          data: { sendInvoiceEmail: mailAnswer },
        });
      }
      return jsonResponse(404, {});
    });
  });

  it('shows every amount and the lines, and mails the PDF without naming the address', async () => {
    renderUi(<InvoiceDetailDrawer sorg="1000" invoiceNo="9100000001" onClose={() => undefined} />);
    const detail = await screen.findByTestId('invoice-detail');
    expect(within(detail).getByText('Amount to pay')).toBeTruthy();
    expect(within(detail).getByText('Recycle fee')).toBeTruthy();
    expect(within(detail).getByText('PAA-1')).toBeTruthy();
    expect(within(detail).getByText('$20.00')).toBeTruthy();

    fireEvent.click(within(detail).getByTestId('send-invoice-email'));
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice 9100000001 by e-mail' });
    expect(dialog.textContent).toContain('the e-mail address on file');
    expect(dialog.textContent).not.toContain('@');
    fireEvent.click(within(dialog).getByTestId('confirm-send-invoice-email'));
    await waitFor(() => {
      expect(calls.some((call) => call.operation === 'InvoicesSendEmail')).toBe(true);
    });
    const sent = calls.find((call) => call.operation === 'InvoicesSendEmail');
    expect(sent?.variables).toEqual({ invoiceNumber: '9100000001', sorg: '1000' });
    expect(await screen.findByText('Invoice 9100000001 was sent to the e-mail address on file.')).toBeTruthy();
  });

  it('says a refusal in the user’s words by its code: too many mails with when to try again', async () => {
    mailAnswer = {
      status: false,
      description: 'This invoice was sent by e-mail too often in the last hour. Please try again later.',
      retryAfterSeconds: 1790,
      userErrors: [{ field: null, message: 'server text', code: 'RATE_LIMITED' }],
    };
    renderUi(<InvoiceDetailDrawer sorg="1000" invoiceNo="9100000001" onClose={() => undefined} />);
    fireEvent.click(within(await screen.findByTestId('invoice-detail')).getByTestId('send-invoice-email'));
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice 9100000001 by e-mail' });
    fireEvent.click(within(dialog).getByTestId('confirm-send-invoice-email'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'This invoice was sent by e-mail too often in the last hour. You can send it again in 30 minutes.',
    );
  });
});

describe('payingOfferedFor', () => {
  const area = (allowPayInvoice: boolean) =>
    ({
      sorg: '1000',
      sorgName: 'US',
      companyName: 'Pedal Pushers',
      companyCode: 'C1',
      includeTax: true,
      merchantConfig: { allowPayInvoice },
    }) as const;

  it('offers paying only with the host switch and the area allowing it, like the shared payingOffered', () => {
    const cases: [Record<string, unknown> | undefined, ReturnType<typeof area> | undefined][] = [
      [{ payment: true }, area(true)],
      [{ payment: true }, area(false)],
      [{ payment: false }, area(true)],
      [{}, area(true)],
      [{ payment: true }, undefined],
      [undefined, area(true)],
    ];
    for (const [config, found] of cases) {
      expect(payingOfferedFor(config, found)).toBe(payingOffered(config?.payment === true, found?.merchantConfig));
    }
    expect(payingOfferedFor({ payment: true }, area(true))).toBe(true);
  });
});
