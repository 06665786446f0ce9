import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { CustomerRow } from '../customers/customers.tables';
import { shipToAddresses } from './orders.tables';

// The checkout's reads (spec 01 §7 shiptoV2, customerShipmentRates, cartFreightBenefits, payment methods) on the
// demo seed, with ship-to addresses of their own (codes with a random prefix).

const P = `S${randomBytes(3).toString('hex').toUpperCase()}`;

let server: TestServer;
let otherCustomer: CustomerRow;

interface ShipToAnswer {
  shiptoV2: { id: string; code: string; isDefault: boolean; version: string; warehouseArea: string }[];
}
const SHIPTO = `query { shiptoV2 { id code name isDefault version warehouseArea } }`;

beforeAll(async () => {
  server = await createTestServer();
  const [a] = await customersOf(server.db, 'dealer');
  if (!a) throw new Error('the dealer has no customer');
  const b = (await customersOf(server.db, 'sales')).find((c) => c.id !== a.id);
  if (!b) throw new Error('the sales rep has no other customer');
  otherCustomer = b;
  await server.db.insert(shipToAddresses).values([
    { customerId: a.id, code: `${P}-A`, name: 'Dealer annex', warehouseArea: 'US-WEST', version: 4 },
    { customerId: b.id, code: `${P}-B`, name: 'Other store', warehouseArea: 'US-EAST' },
  ]);
});

afterAll(async () => {
  await server.close();
});

describe('shiptoV2', () => {
  it('lists the active customer’s addresses, the default first, each with its version, never another’s', async () => {
    const answer = await server.graphql<ShipToAnswer>(SHIPTO, {}, await server.tokenFor('dealer'));
    const list = answer.data?.shiptoV2 ?? [];
    expect(list[0]?.isDefault).toBe(true);
    expect(list.filter((s) => s.isDefault)).toHaveLength(1);
    expect(list.find((s) => s.code === `${P}-A`)).toMatchObject({ version: '4', warehouseArea: 'US-WEST' });
    expect(list.some((s) => s.code === `${P}-B`)).toBe(false);
    const [own] = await server.db
      .select()
      .from(shipToAddresses)
      .where(eq(shipToAddresses.code, `${P}-B`));
    expect(own?.customerId).toBe(otherCustomer.id);
  });

  it('answers 400 to a sales user without a customer and 403 without the cart scope', async () => {
    const sales = await server.graphql(SHIPTO, {}, await server.tokenFor('sales'));
    expect(sales.status).toBe(400);
    expect(sales.errors?.[0]?.message).toBe('Please select a customer first');
    const auditor = await server.graphql(SHIPTO, {}, await server.tokenFor('auditor'));
    expect(auditor.status).toBe(403);
  });
});

describe('customerShipmentRates', () => {
  const RATES = `query($items: [ShipmentCartItemInput!]!, $merchant: String) {
    customerShipmentRates(cartItems: $items, merchant: $merchant) { id sorg type desc input rate { rate currency } } }`;
  interface RatesAnswer {
    customerShipmentRates: {
      id: string;
      sorg: string;
      type: string;
      input: boolean;
      rate: { rate: number; currency: string };
    }[];
  }

  it('gives the rates of the cart’s sorgs the customer buys in, one asking for a text, in the sorg’s currency', async () => {
    const token = await server.tokenFor('dealer');
    const items = [
      { articleCode: 'X', sorg: '1000', qty: 1 },
      { articleCode: 'Y', sorg: '2000', qty: 1 },
    ];
    const answer = await server.graphql<RatesAnswer>(RATES, { items }, token);
    const rates = answer.data?.customerShipmentRates ?? [];
    // The dealer buys in 1000 only: 2000's rates are not offered.
    expect(new Set(rates.map((r) => r.sorg))).toEqual(new Set(['1000']));
    expect(rates.map((r) => r.type)).toEqual(['Standard', 'Express', 'Pick-up']);
    expect(rates.filter((r) => r.input).map((r) => r.type)).toEqual(['Pick-up']);
    expect(rates.every((r) => r.rate.currency === 'USD')).toBe(true);
    expect(rates[0]?.rate.rate).toBe(2_500);
    const narrowed = await server.graphql<RatesAnswer>(RATES, { items, merchant: '2000' }, token);
    expect(narrowed.data?.customerShipmentRates).toEqual([]);
    const empty = await server.graphql<RatesAnswer>(RATES, { items: [] }, token);
    expect(empty.data?.customerShipmentRates).toEqual([]);
  });
});

describe('cartFreightBenefits', () => {
  const BENEFITS = `query($q: [WarehouseAreaQtyInput!]!) {
    cartFreightBenefits(qtyByWarehouseArea: $q) { warehouseArea targetQty isHomeWarehouse discountAmount } }`;
  interface BenefitsAnswer {
    cartFreightBenefits: {
      warehouseArea: string;
      targetQty: number;
      isHomeWarehouse: boolean;
      discountAmount: number;
    }[];
  }

  it('gives the targets of the areas named, the default ship-to’s area as the home warehouse', async () => {
    const token = await server.tokenFor('dealer');
    const all = await server.graphql<BenefitsAnswer>(BENEFITS, { q: [] }, token);
    const benefits = all.data?.cartFreightBenefits ?? [];
    expect(benefits.map((b) => b.warehouseArea)).toEqual(['US-EAST', 'US-WEST']);
    expect(benefits.filter((b) => b.isHomeWarehouse)).toHaveLength(1);
    expect(benefits.every((b) => b.targetQty > 0 && b.discountAmount > 0)).toBe(true);
    const one = await server.graphql<BenefitsAnswer>(BENEFITS, { q: [{ warehouseArea: 'US-WEST', qty: 3 }] }, token);
    expect(one.data?.cartFreightBenefits.map((b) => b.warehouseArea)).toEqual(['US-WEST']);
    const foreign = await server.graphql<BenefitsAnswer>(
      BENEFITS,
      { q: [{ warehouseArea: 'JAKARTA', qty: 3 }] },
      token,
    );
    expect(foreign.data?.cartFreightBenefits).toEqual([]);
  });
});

describe('paymentMethods', () => {
  const METHODS = `query($sorg: String) { paymentMethods(sorg: $sorg) { id sorg type desc
    paymentMerchants { id instruction extPaymentGatewayId paymentDiscount paymentId } } }`;
  interface MethodsAnswer {
    paymentMethods: {
      id: string;
      sorg: string;
      type: string;
      paymentMerchants: { instruction: string; paymentDiscount: number; paymentId: string }[];
    }[];
  }

  it('gives the customer’s sorg’s methods in their order, with the instruction and discount', async () => {
    const token = await server.tokenFor('dealer');
    const answer = await server.graphql<MethodsAnswer>(METHODS, {}, token);
    const methods = answer.data?.paymentMethods ?? [];
    expect(methods.map((m) => [m.sorg, m.type])).toEqual([
      ['1000', 'On Account'],
      ['1000', 'Bank Transfer'],
      ['1000', 'Credit Card'],
      ['1000', 'ACH'],
    ]);
    const transfer = methods[1];
    expect(transfer?.paymentMerchants[0]).toMatchObject({ paymentDiscount: 2, paymentId: transfer?.id });
    expect(transfer?.paymentMerchants[0]?.instruction).toContain('within 3 days');
    const other = await server.graphql<MethodsAnswer>(METHODS, { sorg: '2000' }, token);
    expect(other.data?.paymentMethods).toEqual([]);
  });
});
