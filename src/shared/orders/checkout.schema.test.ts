import { describe, expect, it } from 'vitest';
import { checkoutInputSchema, isRequestDateAllowed, splitCartBySorg, type CheckoutInput } from './checkout.schema';

const TODAY = '2026-11-21';

const valid = () => ({
  shipto: 'SH-1',
  paymentId: 'PM-BANK',
  custPoNo: 'PO-1',
  notes: 'Deliver before noon',
  requestDeliveryDate: TODAY,
  products: [
    { articleCode: 'A1', sorg: '1000', qty: 2 },
    { articleCode: 'B2', sorg: '2000', qty: 1 },
  ],
  shipments: [
    { sorg: '1000', shipmentId: 'R1' },
    { sorg: '2000', shipmentId: 'R2', shipmentNotes: 'Gate 4' },
  ],
});

/** The messages by field path ('a.0.b'), for an input with one field changed. */
function problems(patch: Record<string, unknown>): Record<string, string[]> {
  const result = checkoutInputSchema(TODAY).safeParse({ ...valid(), ...patch });
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('checkoutInputSchema', () => {
  it('ships as available unless ship complete is chosen', () => {
    expect(checkoutInputSchema(TODAY).parse(valid()).shipComplete).toBe(false);
    expect(checkoutInputSchema(TODAY).parse({ ...valid(), shipComplete: true }).shipComplete).toBe(true);
    expect(problems({ shipComplete: 'yes' })).toHaveProperty('shipComplete');
  });

  it('accepts a complete checkout and trims the texts', () => {
    const parsed: CheckoutInput = checkoutInputSchema(TODAY).parse({ ...valid(), custPoNo: '  PO-1 ', notes: ' x ' });
    expect(parsed.custPoNo).toBe('PO-1');
    expect(parsed.notes).toBe('x');
    expect(parsed.products).toHaveLength(2);
  });

  it('needs shipto and paymentId', () => {
    expect(problems({ shipto: '' })).toEqual({ shipto: ['Required'] });
    expect(problems({ shipto: undefined })).toEqual({ shipto: ['Required'] });
    expect(problems({ paymentId: '' })).toEqual({ paymentId: ['Required'] });
    expect(problems({ paymentId: '   ' })).toEqual({ paymentId: ['Must not be empty'] });
  });

  it('takes a PO number of 35 characters and not 36', () => {
    expect(problems({ custPoNo: 'P'.repeat(35) })).toEqual({});
    expect(problems({ custPoNo: 'P'.repeat(36) })).toEqual({ custPoNo: ['Must be at most 35 characters'] });
  });

  it('takes notes of 100 characters and not 101', () => {
    expect(problems({ notes: 'n'.repeat(100) })).toEqual({});
    expect(problems({ notes: 'n'.repeat(101) })).toEqual({ notes: ['Must be at most 100 characters'] });
  });

  it('lets PO number and notes be left out', () => {
    const parsed = checkoutInputSchema(TODAY).parse({ ...valid(), custPoNo: undefined, notes: undefined });
    expect([parsed.custPoNo, parsed.notes]).toEqual(['', '']);
  });

  it('needs whole quantities of at least 1', () => {
    const line = (qty: unknown) => ({
      products: [{ articleCode: 'A1', sorg: '1000', qty }],
      shipments: [valid().shipments[0]],
    });
    expect(problems(line(1))).toEqual({});
    expect(problems(line(0))).toEqual({ 'products.0.qty': ['Quantity must be at least 1'] });
    expect(problems(line(-3))).toEqual({ 'products.0.qty': ['Quantity must be at least 1'] });
    expect(problems(line(1.5))).toEqual({ 'products.0.qty': ['*Must Be Numeric'] });
    expect(problems(line('2'))).toEqual({ 'products.0.qty': ['*Must Be Numeric'] });
    expect(problems(line(100_000))).toEqual({ 'products.0.qty': ['Quantity must be at most 99999'] });
  });

  it('needs at least one product, each article once per sorg', () => {
    expect(problems({ products: [], shipments: [] })).toEqual({ products: ['Required'] });
    const twice = [
      { articleCode: 'A1', sorg: '1000', qty: 1 },
      { articleCode: 'A1', sorg: '1000', qty: 2 },
    ];
    expect(problems({ products: twice, shipments: [valid().shipments[0]] })).toEqual({
      'products.1': ['This article is listed twice in the order'],
    });
    const otherSorg = [twice[0], { articleCode: 'A1', sorg: '2000', qty: 2 }];
    expect(problems({ products: otherSorg })).toEqual({});
  });

  it('refuses a request delivery date in the past, takes today and later, and no date', () => {
    expect(problems({ requestDeliveryDate: '2026-11-20' })).toEqual({
      requestDeliveryDate: ['The request delivery date must not be in the past'],
    });
    expect(problems({ requestDeliveryDate: '2026-11-22' })).toEqual({});
    expect(problems({ requestDeliveryDate: null })).toEqual({});
    expect(problems({ requestDeliveryDate: undefined })).toEqual({});
    expect(problems({ requestDeliveryDate: '2026-02-30' })).toEqual({
      requestDeliveryDate: ['Must be a date written YYYY-MM-DD'],
    });
    expect(problems({ requestDeliveryDate: '21-11-2026' })).toEqual({
      requestDeliveryDate: ['Must be a date written YYYY-MM-DD'],
    });
  });

  it('compares with the today it is given (the host sorg’s day), not the machine clock', () => {
    expect(checkoutInputSchema('2030-01-01').safeParse(valid()).success).toBe(false);
    expect(checkoutInputSchema('2020-01-01').safeParse(valid()).success).toBe(true);
    expect(isRequestDateAllowed('2026-11-21', '2026-11-21')).toBe(true);
    expect(isRequestDateAllowed('2026-11-20', '2026-11-21')).toBe(false);
  });

  it('needs one shipment per sorg of the cart, and none for another sorg', () => {
    expect(problems({ shipments: [valid().shipments[0]] })).toEqual({
      'shipments.2000': ['Choose a shipment for this order'],
    });
    expect(problems({ shipments: [...valid().shipments, { sorg: '1000', shipmentId: 'R9' }] })).toEqual({
      'shipments.2': ['This order is not in the cart'],
    });
    expect(problems({ shipments: [...valid().shipments, { sorg: '3000', shipmentId: 'R9' }] })).toEqual({
      'shipments.2': ['This order is not in the cart'],
    });
  });

  it('limits the text a shipment rate asks for to 100 characters', () => {
    const shipments = [valid().shipments[0], { sorg: '2000', shipmentId: 'R2', shipmentNotes: 'g'.repeat(101) }];
    expect(problems({ shipments })).toEqual({ 'shipments.1.shipmentNotes': ['Must be at most 100 characters'] });
  });

  it('refuses a negative or fractional seen price', () => {
    const products = [{ articleCode: 'A1', sorg: '1000', qty: 1, seenUnitPrice: -1 }];
    expect(Object.keys(problems({ products, shipments: [valid().shipments[0]] }))).toEqual([
      'products.0.seenUnitPrice',
    ]);
  });
});

describe('splitCartBySorg', () => {
  it('makes one order per sorg, sorgs ascending, lines in cart order', () => {
    const lines = [
      { sorg: '2000', articleCode: 'B' },
      { sorg: '1000', articleCode: 'Z' },
      { sorg: '2000', articleCode: 'A' },
      { sorg: '1000', articleCode: 'C' },
    ];
    expect(splitCartBySorg(lines)).toEqual([
      { sorg: '1000', lines: [lines[1], lines[3]] },
      { sorg: '2000', lines: [lines[0], lines[2]] },
    ]);
    expect(splitCartBySorg([])).toEqual([]);
  });

  it('numbers the orders alike whatever order the lines come in', () => {
    const lines = [
      { sorg: '3000', articleCode: 'X' },
      { sorg: '1000', articleCode: 'Y' },
    ];
    const sorgs = (l: typeof lines) => splitCartBySorg(l).map((o) => o.sorg);
    expect(sorgs(lines)).toEqual(sorgs([...lines].reverse()));
  });
});
