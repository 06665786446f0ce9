import type * as Mantine from '@mantine/core';
import type { CheckboxProps, RadioProps } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { configSchema } from '../../../lib/config';
import { queryKeys } from '../../../lib/query-keys';
import { dealerUser } from '../../cart/cart-test-data';
import { PayInvoicesPage } from './pay-invoices-page';

// Renders per checkbox (by its label) and per method radio (by its label): a toggle must redraw the toggled row
// and the rows whose wrong mark changed, nothing else. The wrappers render Mantine's own components unchanged.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('@mantine/core', async (importOriginal) => {
  const mantine = await importOriginal<typeof Mantine>();
  const count = (name: string) => {
    renders.set(name, (renders.get(name) ?? 0) + 1);
  };
  const Checkbox = Object.assign(
    (props: CheckboxProps) => {
      count(`checkbox:${typeof props['aria-label'] === 'string' ? props['aria-label'] : ''}`);
      return <mantine.Checkbox {...props} />;
    },
    { Group: mantine.Checkbox.Group },
  );
  const Radio = Object.assign(
    (props: RadioProps) => {
      count(`radio:${typeof props.label === 'string' ? props.label : ''}`);
      return <mantine.Radio {...props} />;
    },
    { Group: mantine.Radio.Group },
  );
  return { ...mantine, Checkbox, Radio };
});

// The paying page against a stubbed API: selection under the oldest rule, the footer's reason, partial payment
// messages, the card form checked by the shared schema, the request sent once with an Idempotency-Key, and the
// card number gone from the screen after the answer.

function invoice(no: string, dueDate: string, overdue: number, amount: number, extra: Record<string, unknown> = {}) {
  return {
    id: Number(no.replace(/\D/g, '')),
    sorg: '1000',
    invoiceNo: no,
    assignment: `${no}-0`,
    installment: 0,
    invoiceDate: '2026-09-01',
    dueDate,
    overdue,
    status: 'Open',
    currency: 'USD',
    accountingAmount: amount,
    accountingNo: `ACC-${no}`,
    earlyPaymentDiscount: 0,
    freightAllowance: 0,
    payerCode: '1000001',
    payerName: 'Pedal Pushers',
    ...extra,
  };
}

const rows = [
  invoice('INV-1', '2026-10-01', -56, 10_000),
  invoice('INV-2', '2026-11-01', -25, 20_000),
  invoice('INV-3', '2026-12-20', 24, 30_000),
];

const request = {
  id: '1',
  externalId: 'PR-0001',
  merchant: '1000',
  payerCode: '1000001',
  payerName: 'Pedal Pushers',
  amount: 30_000,
  currency: 'USD',
  method: 'Credit Card',
  virtualAccountNo: null,
  instruction: '',
  paymentStatus: { id: 'complete', description: 'Complete' },
  expiredDate: null,
  createdAt: '2026-11-26T10:00:00Z',
  isPartialPayment: false,
  extRefData: '',
  gatewayLabel: 'Sandbox — no money moves',
  invoices: [
    { invoiceNo: 'INV-1', assignment: 'INV-1-0', accountingNo: 'ACC-INV-1', dueDate: '2026-10-01', amount: 10_000 },
    { invoiceNo: 'INV-2', assignment: 'INV-2-0', accountingNo: 'ACC-INV-2', dueDate: '2026-11-01', amount: 20_000 },
  ],
  receipts: [],
};

let calls: RecordedCall[] = [];

function setup(config: Record<string, unknown> = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session.user(), dealerUser({ scopes: ['page.payment-request'] }));
  queryClient.setQueryData(
    queryKeys.config.host(location.hostname),
    configSchema.parse({
      sorg: '1000',
      payment: true,
      paymentGateway: 'sandbox',
      invoicePaymentRule: 'oldest',
      allowPartialPayment: true,
      ...config,
    }),
  );
  renderUi(<PayInvoicesPage />, { queryClient });
}

beforeEach(() => {
  storeTestSession();
  calls = stubFetch((call) => {
    switch (call.operation) {
      case 'PaymentsPayInvoices':
        return jsonResponse(200, {
          data: {
            customerArea: [
              {
                sorg: '1000',
                sorgName: 'US',
                companyCode: 'C1',
                companyName: 'Bikes US',
                merchantConfig: { allowPayInvoice: true },
              },
            ],
            openInvoiceV5: [
              {
                companyCode: 'C1',
                sorg: '1000',
                currency: 'USD',
                customerAgeing: [{ invoice: rows }],
                pendingPayment: [],
                waitingForPayment: [],
              },
            ],
          },
        });
      case 'PaymentsOptions':
        return jsonResponse(200, {
          data: {
            paymentMethods: [
              {
                id: 'pm-card',
                sorg: '1000',
                type: 'Credit Card',
                desc: 'Credit card',
                paymentMerchants: [{ id: 'm1', instruction: '', paymentDiscount: 0, paymentId: 'pm-card' }],
              },
              {
                id: 'pm-va',
                sorg: '1000',
                type: 'Bank Transfer',
                desc: 'Bank transfer',
                paymentMerchants: [
                  { id: 'm2', instruction: 'Pay by transfer', paymentDiscount: 0, paymentId: 'pm-va' },
                ],
              },
            ],
            savedPayments: [],
          },
        });
      case 'PaymentsCreateRequest':
        return jsonResponse(200, { data: { createPaymentRequestV3: { paymentRequest: request, userErrors: [] } } });
      case 'PaymentsRequestByExternalId':
        return jsonResponse(200, { data: { paymentRequest: request } });
    }
    return jsonResponse(404, {});
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function rowBox(name: string) {
  return screen.getByRole('checkbox', { name });
}

function footer() {
  return screen.getByTestId('selection-summary').textContent;
}

function payButton() {
  return screen.getByRole('button', { name: /^Pay \$/ });
}

async function chooseCard() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Credit card' }));
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('PayInvoicesPage', () => {
  it('marks a selection that skips the oldest invoice and keeps the pay button disabled with the reason', async () => {
    setup();
    await screen.findByRole('checkbox', { name: 'Invoice INV-2' });
    expect(payButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Select the invoices to pay')).toBeTruthy();

    fireEvent.click(rowBox('Invoice INV-2'));
    fireEvent.click(rowBox('Invoice INV-3'));
    expect(footer()).toBe('2 invoices selected — $500.00');
    const alert = screen.getAllByText('Pay the oldest invoice first: INV-1, due 01 Oct 2026');
    expect(alert.length).toBeGreaterThan(1); // the rows and the alert under the table
    expect(rowBox('Invoice INV-2').getAttribute('aria-invalid')).toBe('true');
    expect(payButton()).toHaveProperty('disabled', true);

    fireEvent.click(rowBox('Invoice INV-3'));
    fireEvent.click(rowBox('Invoice INV-1'));
    expect(screen.queryByText(/Pay the oldest invoice first/)).toBeNull();
    expect(footer()).toBe('2 invoices selected — $300.00');
    expect(screen.getByText('Choose how to pay')).toBeTruthy();
  });

  it('redraws only the toggled row and the rows whose wrong mark changed, not the other rows or the methods', async () => {
    setup();
    // Loaded first (the rows, then the methods): a slow machine needs more than findBy's default second.
    await screen.findByRole('checkbox', { name: 'Invoice INV-2' }, { timeout: 5_000 });
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit card' }, { timeout: 5_000 }));
    await screen.findByText('Sandbox test numbers');
    const rendersOf = (name: string) => renders.get(name) ?? 0;
    renders.clear();

    // INV-2 before the oldest INV-1: INV-2 is drawn checked and marked; INV-1, INV-3 and the methods are not redrawn.
    fireEvent.click(rowBox('Invoice INV-2'));
    expect(rowBox('Invoice INV-2').getAttribute('aria-invalid')).toBe('true');
    expect(footer()).toBe('1 invoice selected — $200.00');
    expect(rendersOf('checkbox:Invoice INV-2')).toBeGreaterThan(0);
    expect(rendersOf('checkbox:Invoice INV-1')).toBe(0);
    expect(rendersOf('checkbox:Invoice INV-3')).toBe(0);
    expect(rendersOf('radio:Credit card')).toBe(0);
    expect(rendersOf('radio:Bank transfer')).toBe(0);
    renders.clear();

    // INV-1 too: INV-1 is drawn checked and INV-2 loses its mark; INV-3 is untouched.
    fireEvent.click(rowBox('Invoice INV-1'));
    expect(rowBox('Invoice INV-2').getAttribute('aria-invalid')).toBeNull();
    expect(footer()).toBe('2 invoices selected — $300.00');
    expect(rendersOf('checkbox:Invoice INV-1')).toBeGreaterThan(0);
    expect(rendersOf('checkbox:Invoice INV-2')).toBeGreaterThan(0);
    expect(rendersOf('checkbox:Invoice INV-3')).toBe(0);
    expect(rendersOf('radio:Credit card')).toBe(0);
    renders.clear();

    // INV-3 too (allowed: nothing older is left): only INV-3.
    fireEvent.click(rowBox('Invoice INV-3'));
    expect(footer()).toBe('3 invoices selected — $600.00');
    expect(rendersOf('checkbox:Invoice INV-3')).toBeGreaterThan(0);
    expect(rendersOf('checkbox:Invoice INV-1')).toBe(0);
    expect(rendersOf('checkbox:Invoice INV-2')).toBe(0);
    expect(rendersOf('radio:Bank transfer')).toBe(0);
  });

  it('shows the partial amount messages of the spec', async () => {
    setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Invoice INV-1' }));
    fireEvent.click(screen.getByRole('switch', { name: /Pay part of the invoice/ }));
    type(/Amount to pay/, '0.5');
    expect(screen.getAllByText('The minimum amount is 1').length).toBeGreaterThan(0);
    type(/Amount to pay/, '101');
    expect(screen.getAllByText('The maximum amount is USD 100.00').length).toBeGreaterThan(0);
    type(/Amount to pay/, '40');
    expect(screen.queryByText(/The (minimum|maximum) amount/)).toBeNull();
    expect(screen.getByText('To pay: $40.00')).toBeTruthy();
  });

  it('checks the card with the shared rules, sends it once with an Idempotency-Key and never shows it again', async () => {
    setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Invoice INV-1' }));
    fireEvent.click(rowBox('Invoice INV-2'));
    await chooseCard();
    expect(screen.getByText('Sandbox test numbers')).toBeTruthy();
    const number = screen.getByLabelText(/Card number/);
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText(/Expiry month/).getAttribute('autocomplete')).toBe('cc-exp-month');
    expect(screen.getByLabelText(/Security code/).getAttribute('autocomplete')).toBe('cc-csc');

    type(/Card type/, 'Visa');
    type(/Card number/, '4242 4242 4242 4241');
    type(/Expiry month/, '12');
    type(/Expiry year/, '2020');
    type(/Security code/, '12');
    fireEvent.click(payButton());
    expect(await screen.findByText('Enter a valid card number')).toBeTruthy();
    expect(screen.getByText('The card has expired')).toBeTruthy();
    expect(screen.getByText('Enter the 3-digit security code')).toBeTruthy();
    expect(calls.some((c) => c.operation === 'PaymentsCreateRequest')).toBe(false);

    type(/Card number/, '4242 4242 4242 4242');
    type(/Expiry year/, '2031');
    type(/Security code/, '123');
    await act(async () => {
      fireEvent.click(payButton());
      await Promise.resolve();
    });
    expect(await screen.findByText('Payment complete')).toBeTruthy();
    const sent = calls.filter((c) => c.operation === 'PaymentsCreateRequest');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toEqual({
      input: {
        amount: 30_000,
        currency: 'USD',
        payerName: 'Pedal Pushers',
        payerCode: '1000001',
        merchant: '1000',
        paymentId: 'pm-card',
      },
      accountingNumbers: ['ACC-INV-1', 'ACC-INV-2'],
      isPartialPayment: false,
      extRefData: null,
      paymentRequestData: {
        creditCardType: 'Visa',
        creditCardNumber: '4242424242424242',
        expiredMonth: 12,
        expiredYear: 2031,
        securityCode: '123',
        shouldSavePayment: false,
      },
    });
    const fetchCalls = vi.mocked(fetch).mock.calls;
    const init = fetchCalls.find(
      ([, i]) => typeof i?.body === 'string' && i.body.includes('PaymentsCreateRequest'),
    )?.[1];
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    // The receipt: no card number, no code, anywhere on screen or in storage.
    expect(document.body.textContent).not.toContain('4242424242424242');
    expect(document.body.textContent).not.toContain('4242 4242 4242 4242');
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    const stored = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '') ?? '').join('\n');
    expect(stored(localStorage)).not.toContain('4242424242424242');
    expect(stored(sessionStorage)).not.toContain('4242424242424242');
    expect(within(screen.getByTestId('payment-status')).getByText('Complete')).toBeTruthy();
  });

  it('sends nothing while offline and says why', async () => {
    setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Invoice INV-1' }));
    await chooseCard();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => {
      expect(screen.getByText(/Paying needs a connection. Nothing is sent or kept/)).toBeTruthy();
    });
    expect(payButton()).toHaveProperty('disabled', true);
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    window.dispatchEvent(new Event('online'));
  });

  it('says so when paying is off for the host', async () => {
    setup({ payment: false });
    expect(await screen.findAllByText('Paying invoices online is not offered for this customer')).not.toHaveLength(0);
    expect(payButton()).toHaveProperty('disabled', true);
  });
});
