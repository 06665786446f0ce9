import { i18n } from '@lingui/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { creditRefusal, creditRefusalMessage, plainAmount } from '../../../../shared/credit/open-to-buy';
import type { SorgOrderTotal } from '../../../../shared/orders/order-totals';
import { configSchema } from '../../../lib/config';
import { queryKeys } from '../../../lib/query-keys';
import { cartLine, cartOf, dealerUser, EUR } from '../../cart/cart-test-data';
import { creditRefusalText } from '../credit-headroom-texts';
import type { CheckoutOrder } from '../use-checkout';
import { CreditHeadroom } from './credit-headroom';

const cart = cartOf([cartLine({ articleCode: 'A-1' }), cartLine({ articleCode: 'B-2', sorg: '3000', format: EUR })]);
const orders: CheckoutOrder[] = cart.groups.map((group) => ({
  sorg: group.sorg,
  group,
  lines: cart.lines.filter((line) => line.sorg === group.sorg),
  rates: [],
}));

function total(sorg: string, amount: number, currency: string): SorgOrderTotal {
  return { sorg, currency, totalQty: 1, lines: [], goods: amount, paymentDiscount: 0, shipment: 0, total: amount };
}

interface Figures {
  code: string;
  sorgs: string[];
  currency?: string;
  creditLimit: number;
  creditExposure: number;
  reasonBlocked?: string | null;
}

let calls: RecordedCall[] = [];
let figures: Figures[] = [];

function setup(
  totals: SorgOrderTotal[],
  { creditCheck = true, scopes = ['cart.display-order-qty', 'invoice-status.read'] } = {},
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session.user(), dealerUser({ scopes }));
  const setCreditCheck = (on: boolean) => {
    queryClient.setQueryData(
      queryKeys.config.host(location.hostname),
      configSchema.parse({ sorg: '1000', creditCheck: on }),
    );
  };
  setCreditCheck(creditCheck);
  renderUi(<CreditHeadroom totals={totals} orders={orders} />, { queryClient });
  return { setCreditCheck };
}

beforeEach(() => {
  storeTestSession();
  figures = [];
  calls = stubFetch((call) => {
    if (call.operation === 'CheckoutCredit') {
      return jsonResponse(200, {
        data: {
          creditInformation: figures.map((f) => ({
            company: { code: f.code, name: `${f.code} Holding` },
            sorgs: f.sorgs,
            currency: f.currency ?? 'USD',
            creditLimit: f.creditLimit,
            creditExposure: f.creditExposure,
            reasonBlocked: f.reasonBlocked ?? null,
          })),
        },
      });
    }
    return jsonResponse(404, {});
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CreditHeadroom', () => {
  it('shows the open to buy after this order per company, in its order’s money format', async () => {
    figures = [
      { code: 'C1', sorgs: ['1000'], creditLimit: 100_000, creditExposure: 40_000 },
      { code: 'C3', sorgs: ['3000'], currency: 'EUR', creditLimit: 500_000, creditExposure: 0 },
    ];
    setup([total('1000', 25_000, 'USD'), total('3000', 123_456, 'EUR')]);
    const companies = await screen.findAllByTestId('checkout-headroom-company');
    expect(companies.map((c) => c.getAttribute('data-company'))).toEqual(['C1', 'C3']);
    expect(screen.getAllByText('Open to buy after this order:')).toHaveLength(2);
    expect(screen.getAllByTestId('checkout-headroom-after').map((e) => e.textContent)).toEqual([
      '$350.00',
      '€3.765,44',
    ]);
    expect(screen.getByText('C1 Holding')).toBeTruthy();
    expect(screen.queryByTestId('checkout-headroom-warning')).toBeNull();
  });

  it('warns before placing, in checkout’s words, when the order is over the open to buy', async () => {
    figures = [{ code: 'C1', sorgs: ['1000'], creditLimit: 100_000, creditExposure: 50_000 }];
    setup([total('1000', 60_000, 'USD')]);
    const warning = await screen.findByTestId('checkout-headroom-warning');
    expect(warning.textContent).toContain('This order will be refused');
    expect(warning.textContent).toContain('The order is $100.00 over the credit still open to buy ($500.00)');
    expect(screen.getByTestId('checkout-headroom-after').textContent).toBe('-$100.00');
  });

  it('warns with the blocked reason as text even when the order fits', async () => {
    figures = [
      { code: 'C1', sorgs: ['1000'], creditLimit: 100_000, creditExposure: 0, reasonBlocked: 'oldest_ar_blocked' },
    ];
    setup([total('1000', 1_000, 'USD')]);
    const warning = await screen.findByTestId('checkout-headroom-warning');
    expect(warning.textContent).toContain('Ordering is blocked: oldest invoice overdue');
  });

  it('shows nothing and asks nothing while creditCheck is off, and appears when it is switched on', async () => {
    figures = [{ code: 'C1', sorgs: ['1000'], creditLimit: 100_000, creditExposure: 0 }];
    const { setCreditCheck } = setup([total('1000', 1_000, 'USD')], { creditCheck: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('checkout-headroom')).toBeNull();
    expect(calls.filter((c) => c.operation === 'CheckoutCredit')).toHaveLength(0);
    act(() => {
      setCreditCheck(true);
    });
    expect(await screen.findByTestId('checkout-headroom')).toBeTruthy();
    act(() => {
      setCreditCheck(false);
    });
    await waitFor(() => {
      expect(screen.queryByTestId('checkout-headroom')).toBeNull();
    });
  });

  it('shows nothing without invoice-status.read, the scope of the credit figures', async () => {
    figures = [{ code: 'C1', sorgs: ['1000'], creditLimit: 100_000, creditExposure: 0 }];
    setup([total('1000', 1_000, 'USD')], { scopes: ['cart.display-order-qty'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('checkout-headroom')).toBeNull();
    expect(calls.filter((c) => c.operation === 'CheckoutCredit')).toHaveLength(0);
  });
});

describe('creditRefusalText', () => {
  it('says in English exactly what checkout’s refusal says', () => {
    const money = (minor: number) => plainAmount(minor, 'USD', 2);
    const figures = { currency: 'USD', creditLimit: 1_000, creditExposure: 400, reasonBlocked: null };
    for (const refusal of [
      creditRefusal(figures, 900),
      creditRefusal({ ...figures, reasonBlocked: 'limit_exceeded' }, 1),
      creditRefusal({ ...figures, reasonBlocked: 'Overdue invoices' }, 1),
    ]) {
      if (!refusal) throw new Error('expected a refusal');
      expect(creditRefusalText(i18n, refusal, money)).toBe(creditRefusalMessage(refusal, 2).text);
    }
  });
});
