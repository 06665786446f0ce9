import { describe, expect, it } from 'vitest';
import { emptyCheckoutValues } from './checkout-draft';
import { checkInput, checkoutInputOf, DISCLAIMER_REQUIRED, errorSlot, fieldPath } from './checkout-input';
import { offeredMethods, type PaymentMethod } from './use-checkout';

const lines = [
  { articleCode: 'B-1', sorg: '1000', qty: 2, uom: 'PC', unitPrice: 1000 },
  { articleCode: 'P-2', sorg: '3000', qty: 1, uom: 'PC', unitPrice: 500 },
];
const values = {
  ...emptyCheckoutValues,
  shiptoId: '7',
  paymentId: '3',
  shipments: { '1000': { rateId: 'r1', notes: ' Jim ' }, '3000': { rateId: 'r9', notes: '' } },
  custPoNo: ' PO-1 ',
};

describe('checkoutInputOf', () => {
  it('sends one shipment per sorg, trimmed texts, the prices seen and the ship-to version', () => {
    const input = checkoutInputOf(values, lines, '4');
    expect(input.shipments).toEqual([
      { sorg: '1000', rateId: 'r1', notes: 'Jim' },
      { sorg: '3000', rateId: 'r9' },
    ]);
    expect(input).toMatchObject({ shipto: '7', shiptoVersion: '4', paymentId: '3', custPoNo: 'PO-1' });
    expect(input.products[0]).toEqual({ articleCode: 'B-1', sorg: '1000', qty: 2, uom: 'PC', seenUnitPrice: 1000 });
    expect(input.requestDeliveryDate).toBeNull();
  });

  it('ships as available by default and sends ship complete when chosen', () => {
    expect(checkoutInputOf(values, lines, '4').shipComplete).toBe(false);
    expect(checkoutInputOf({ ...values, shipComplete: true }, lines, '4').shipComplete).toBe(true);
  });
});

describe('checkInput', () => {
  const today = '2026-11-26';
  it('puts each problem beside its field: PO over 35, notes over 100, a past day, a missing shipment', () => {
    const input = checkoutInputOf(
      {
        ...values,
        custPoNo: 'x'.repeat(36),
        notes: 'y'.repeat(101),
        requestDeliveryDate: '2026-11-25',
        shipments: { '1000': { rateId: 'r1', notes: '' } },
      },
      lines,
      '4',
    );
    const errors = checkInput(input, today, '');
    expect(errors).toEqual({
      custPoNo: 'Must be at most 35 characters',
      notes: 'Must be at most 100 characters',
      requestDeliveryDate: 'The request delivery date must not be in the past',
      'shipment:3000': 'Choose a shipment for this order',
    });
  });

  it('asks for ship-to and payment, and for the disclaimer only when the host has one', () => {
    const input = checkoutInputOf({ ...values, shiptoId: null, paymentId: null }, lines, '');
    expect(checkInput(input, today, '')).toEqual({ shipto: 'Required', paymentId: 'Required' });
    expect(checkInput(checkoutInputOf(values, lines, '4'), today, 'Prices exclude VAT.')).toEqual({
      disclaimer: DISCLAIMER_REQUIRED,
    });
    expect(
      checkInput(checkoutInputOf({ ...values, disclaimerAccepted: true }, lines, '4'), today, 'Prices exclude VAT.'),
    ).toEqual({});
  });

  it('allows today and an empty date', () => {
    expect(checkInput(checkoutInputOf({ ...values, requestDeliveryDate: today }, lines, '4'), today, '')).toEqual({});
  });
});

describe('errorSlot', () => {
  const input = checkoutInputOf(values, lines, '4');
  it("maps the server's fields to the page's slots", () => {
    expect(errorSlot(fieldPath('products.1.qty'), input)).toBe('line:3000:P-2');
    expect(errorSlot(fieldPath('shipments.0.notes'), input)).toBe('shipmentNotes:1000');
    expect(errorSlot(fieldPath('shipments.3000'), input)).toBe('shipment:3000');
    expect(errorSlot(fieldPath('shiptoVersion'), input)).toBe('shipto');
    expect(errorSlot(fieldPath('custPoNo'), input)).toBe('custPoNo');
    expect(errorSlot(fieldPath(null), input)).toBe('form');
    expect(errorSlot(fieldPath('products.9'), input)).toBe('form');
  });
});

describe('offeredMethods', () => {
  const method = (id: string, sorg: string, type: string): PaymentMethod => ({
    id,
    sorg,
    type,
    desc: type,
    paymentMerchants: [],
  });
  const methods = [
    method('1', '1000', 'On Account'),
    method('2', '1000', 'Bank Transfer'),
    method('3', '3000', 'Bank Transfer'),
    method('4', '1000', 'Credit Card'),
    method('5', '1000', 'ACH'),
  ];
  it("offers the first sorg's methods whose kind every sorg of the cart has, card and ACH included", () => {
    expect(offeredMethods(methods, ['1000']).map((m) => m.id)).toEqual(['1', '2', '4', '5']);
    expect(offeredMethods(methods, ['1000', '3000']).map((m) => m.id)).toEqual(['2']);
    expect(offeredMethods(methods, ['3000']).map((m) => m.id)).toEqual(['3']);
    expect(offeredMethods(methods, [])).toEqual([]);
  });
});
