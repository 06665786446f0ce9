// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STOCK_EXCEEDED_MESSAGE } from '../../../shared/catalog/purchase-rules';
import { errorMessages } from '../../../shared/errors/error-codes';
import { checkoutMessages } from '../../../shared/orders/order-messages';
import type { CheckoutInput } from '../../gql/graphql';
import { refusalView } from './checkout-refusal';

const input: CheckoutInput = {
  shipto: '1',
  shiptoVersion: '3',
  paymentId: '2',
  custPoNo: 'PO',
  products: [
    { articleCode: 'A-1', sorg: '1000', qty: 5, uom: 'PC' },
    { articleCode: 'B-2', sorg: '1000', qty: 1, uom: 'PC' },
  ],
  shipments: [{ sorg: '1000', rateId: '9' }],
};

describe('refusalView', () => {
  it('puts field problems beside their fields', () => {
    const view = refusalView(
      {
        message: 'Must be at most 35 characters',
        userErrors: [
          { field: 'custPoNo', message: 'Must be at most 35 characters', code: 'BAD_USER_INPUT' },
          { field: 'shipments.0.notes', message: 'Required', code: 'BAD_USER_INPUT' },
          { field: 'requestDeliveryDate', message: checkoutMessages.requestDateInPast, code: 'BAD_USER_INPUT' },
        ],
      },
      input,
    );
    expect(view.errors).toEqual({
      custPoNo: 'Must be at most 35 characters',
      'shipmentNotes:1000': 'Required',
      requestDeliveryDate: checkoutMessages.requestDateInPast,
    });
    expect(view.banner).toBeNull();
  });

  it("stock: the spec's sentence above the form and the line marked", () => {
    const view = refusalView(
      {
        message: STOCK_EXCEEDED_MESSAGE,
        userErrors: [{ field: 'products.1', message: STOCK_EXCEEDED_MESSAGE, code: 'STOCK_EXCEEDED' }],
      },
      input,
    );
    expect(view.banner).toEqual({ kind: 'stock' });
    expect(view.errors).toEqual({ 'line:1000:B-2': STOCK_EXCEEDED_MESSAGE });
  });

  it('ship-to changed: the refresh banner', () => {
    const view = refusalView(
      {
        message: checkoutMessages.shiptoChanged,
        userErrors: [{ field: 'shiptoVersion', message: checkoutMessages.shiptoChanged, code: 'CONFLICT' }],
      },
      input,
    );
    expect(view.banner).toEqual({ kind: 'shipto' });
  });

  it("credit: 'Order Failed!' with the server's reason", () => {
    const view = refusalView(
      {
        message: checkoutMessages.orderFailed,
        userErrors: [{ field: null, message: 'limit exceeded', code: 'ORDER_FAILED' }],
      },
      input,
    );
    expect(view.banner).toEqual({ kind: 'failed', reasons: ['limit exceeded'] });
    expect(view.errors).toEqual({});
  });

  it('the customer is no longer the user’s', () => {
    const view = refusalView(
      {
        message: errorMessages.customerNotYours,
        userErrors: [{ field: null, message: errorMessages.customerNotYours, code: 'CUSTOMER_NOT_YOURS' }],
      },
      input,
    );
    expect(view.banner).toEqual({ kind: 'customer' });
  });

  it('anything else for the whole form is shown as it came', () => {
    const view = refusalView({ message: 'Unknown payment method', userErrors: [] }, input);
    expect(view.banner).toEqual({ kind: 'other', message: 'Unknown payment method' });
  });
});
