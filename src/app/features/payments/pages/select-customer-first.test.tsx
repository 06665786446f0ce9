import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { PaymentRequestsPage } from './payment-requests-page';

// An administrator without a selected customer on the paying pages (spec 01 §2: /payment needs a customer): asked
// to select one, not told that the payment requests could not be loaded; nothing is requested meanwhile.

let calls: RecordedCall[] = [];

function setup(page: React.ReactElement, user = { isCustomer: false, isSales: false }) {
  const queryClient = createTestQueryClient();
  const viewer = { ...dealerUser({ scopes: ['page.payment-request'], customer: false }), ...user };
  queryClient.setQueryData(queryKeys.session.user(), viewer);
  queryClient.setQueryData(
    queryKeys.config.host(location.hostname),
    configSchema.parse({ sorg: '1000', payment: true, paymentGateway: 'sandbox' }),
  );
  renderUi(page, { queryClient });
}

beforeEach(() => {
  storeTestSession();
  calls = stubFetch(() => jsonResponse(500, { message: 'nothing should be asked' }));
});

describe('the paying pages without a selected customer', () => {
  it.each([
    ['/payment', <PaymentRequestsPage key="requests" />, 'Payment requests'],
    ['/payment/invoice', <PayInvoicesPage key="pay" />, 'Pay invoices'],
  ])('%s asks to select a customer first and loads nothing', async (_path, page, heading) => {
    setup(page);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    const notice = await screen.findByTestId('select-customer-first');
    expect(notice.textContent).toContain('Please select a customer first');
    // An administrator may not use the customer dialog: no button that could not open, where to look instead.
    expect(screen.queryByRole('button', { name: 'Select customer' })).toBeNull();
    expect(notice.textContent).toContain('payments administration');
    expect(screen.queryByText('The payment requests could not be loaded')).toBeNull();
    expect(calls.filter((call) => call.operation !== undefined)).toEqual([]);
  });

  it('offers the customer dialog to a sales user without a customer', async () => {
    setup(<PaymentRequestsPage />, { isCustomer: false, isSales: true });
    const notice = await screen.findByTestId('select-customer-first');
    expect(notice.textContent).toContain('Please select a customer first');
    expect(screen.getByRole('button', { name: 'Select customer' })).toBeTruthy();
  });
});
