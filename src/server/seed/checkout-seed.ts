// The checkout's setup for the demo: ship-to addresses, shipment rates, freight-allowance targets and payment
// methods (spec 01 §3 Shipment rate, Payment method; §7 shiptoV2, cartFreightBenefits).
import type { Db } from '../db/client';
import {
  freightBenefitTargets,
  paymentMerchants,
  paymentMethods,
  savedPayments,
  shipmentRates,
  shipToAddresses,
} from '../modules/orders/orders.tables';
import { companies, companyCredit, customerAreas } from '../modules/customers/customers.tables';
import { createRandom } from './random';
import { bulkInsert, nextId, syncSerial } from './bulk-insert';
import { STOCK_LOCATIONS } from './catalog-data';
import type { DemoActors, SeededCatalog } from './catalog-seed';

/** The checkout's choices: rates are whole units in the sorg's minor units (rupiah has no decimals shown). */
const SHIPMENT_OPTIONS = [
  { code: 'STD', type: 'Standard', description: 'Standard delivery (3–5 working days)', input: false, usd: 25 },
  { code: 'EXP', type: 'Express', description: 'Express delivery (1–2 working days)', input: false, usd: 60 },
  {
    code: 'PICK',
    type: 'Pick-up',
    description: 'Pick-up by your own carrier (tell us who collects)',
    input: true,
    usd: 0,
  },
] as const;

/** The bank-transfer method's paymentDiscount, percent of the goods. */
export const BANK_TRANSFER_DISCOUNT = 2;

/** What one US dollar is in a sorg's minor units (rates only; the catalog prices have their own table). */
const USD_IN_MINOR: Record<string, number> = { '1000': 100, '2000': 16_000, '3000': 92 };

export interface CheckoutSetup {
  shipTos: number;
  shipTosOf: Map<number, number[]>;
  ratesBySorg: Map<string, { id: number; rate: number }>;
  methodsBySorg: Map<string, { onAccount: number; bankTransfer: number }>;
}

/**
 * Ship-to addresses of the demo customers (the store and, for every other one, a second warehouse), the shipment
 * rates and freight-allowance targets of each sorg, and its payment methods: on account and bank transfer only
 * (immediate methods wait for the payment gateway, spec 01 §4).
 */
export async function seedCheckoutSetup(
  db: Db,
  { actors, catalog }: { actors: DemoActors; catalog: SeededCatalog },
): Promise<CheckoutSetup> {
  const sorgs = [...catalog.currencies.keys()].sort();
  const shipToRows: (typeof shipToAddresses.$inferInsert & { id: number })[] = [];
  let shipToId = await nextId(db, shipToAddresses, shipToAddresses.id);
  const shipTosOf = new Map<number, number[]>();
  actors.customers.forEach((customer, index) => {
    const areas = STOCK_LOCATIONS[customer.sorg] ?? [];
    const home = areas[index % Math.max(1, areas.length)]?.location ?? '';
    const other = areas[(index + 1) % Math.max(1, areas.length)]?.location ?? home;
    const rows = [
      { code: '0001', name: customer.name, address: customer.address, city: customer.city, area: home, main: true },
      ...(index % 2 === 0
        ? [
            {
              code: '0002',
              name: `${customer.name} warehouse`,
              address: `Unit ${String(index + 3)}, Industrial Park`,
              city: customer.city,
              area: other,
              main: false,
            },
          ]
        : []),
    ];
    for (const row of rows) {
      const id = shipToId++;
      shipToRows.push({
        id,
        customerId: customer.id,
        code: row.code,
        name: row.name,
        address: row.address,
        city: row.city,
        warehouseArea: row.area,
        isDefault: row.main,
      });
      shipTosOf.set(customer.id, [...(shipTosOf.get(customer.id) ?? []), id]);
    }
  });
  await bulkInsert(db, shipToAddresses, shipToRows);
  await syncSerial(db, shipToAddresses);

  const rates = await db
    .insert(shipmentRates)
    .values(
      sorgs.flatMap((sorg) =>
        SHIPMENT_OPTIONS.map((option, sortOrder) => ({
          code: `${sorg}-${option.code}`,
          sorg,
          type: option.type,
          description: option.description,
          input: option.input,
          rate: option.usd * (USD_IN_MINOR[sorg] ?? 100),
          currency: catalog.currencies.get(sorg)?.currency ?? 'USD',
          sortOrder,
        })),
      ),
    )
    .returning();
  const ratesBySorg = new Map(rates.filter((r) => r.code.endsWith('-STD')).map((r) => [r.sorg, r]));

  await db.insert(freightBenefitTargets).values(
    sorgs.flatMap((sorg) =>
      (STOCK_LOCATIONS[sorg] ?? []).map(({ location, priority }) => ({
        sorg,
        warehouseArea: location,
        targetQty: priority === 1 ? 10 : 6,
        discountPercent: priority === 1 ? 50 : 25,
      })),
    ),
  );

  const methods = await db
    .insert(paymentMethods)
    .values(
      sorgs.flatMap((sorg) => [
        { code: `${sorg}-OA`, sorg, type: 'On Account', description: 'On account (your payment terms)', sortOrder: 0 },
        {
          code: `${sorg}-BT`,
          sorg,
          type: 'Bank Transfer',
          description: 'Bank transfer in advance',
          expiryDays: 3,
          sortOrder: 1,
        },
        // Immediate methods (spec 01 §4): they pay invoices through the host's gateway (the sandbox); checkout does
        // not offer them yet (docs/decisions.md "Payment requests").
        { code: `${sorg}-CC`, sorg, type: 'Credit Card', description: 'Credit card', sortOrder: 2 },
        { code: `${sorg}-ACH`, sorg, type: 'ACH', description: 'ACH bank debit', sortOrder: 3 },
      ]),
    )
    .returning();
  await db.insert(paymentMerchants).values(
    methods.map((method) =>
      method.type === 'Bank Transfer'
        ? {
            paymentMethodId: method.id,
            instruction:
              'Transfer the order total within 3 days to account 0123 4567 89 (Demo Bank), quoting the order number.',
            paymentDiscount: BANK_TRANSFER_DISCOUNT,
          }
        : {
            paymentMethodId: method.id,
            instruction: '',
            paymentDiscount: 0,
            ...(method.type === 'On Account' ? {} : { extPaymentGatewayId: 'sandbox' }),
          },
    ),
  );
  const methodsBySorg = new Map<string, { onAccount: number; bankTransfer: number }>();
  for (const sorg of sorgs) {
    const onAccount = methods.find((m) => m.code === `${sorg}-OA`)?.id;
    const bankTransfer = methods.find((m) => m.code === `${sorg}-BT`)?.id;
    if (onAccount !== undefined && bankTransfer !== undefined) methodsBySorg.set(sorg, { onAccount, bankTransfer });
  }
  return { shipTos: shipToRows.length, shipTosOf, ratesBySorg, methodsBySorg };
}

/** Headroom (US dollars) of the company seeded near its credit limit. */
export const NEAR_LIMIT_HEADROOM_USD = 1_500;
/** The blocked company's reason (checkout answers 'Order Failed!' with it). */
export const DEMO_BLOCKED_REASON = 'Overdue invoices (more than 60 days)';

/**
 * Credit figures of every company (spec 01 §3 Credit information), minor units of its sorg's currency: most with
 * room to order; the company of one of the sales rep's US customers near its limit, another's blocked. Neither is a
 * company of the demo dealer, the vendor or the rep's first 30 customers, so the demo users' checkouts pass.
 */
export async function seedCreditFigures(db: Db, { actors, catalog }: { actors: DemoActors; catalog: SeededCatalog }) {
  const random = createRandom(20261128);
  const companyRows = await db.select({ id: companies.id, sorg: companies.sorg }).from(companies);
  const areaRows = await db
    .select({ customerId: customerAreas.customerId, companyId: customerAreas.companyId })
    .from(customerAreas);
  const companyOf = new Map(areaRows.map((a) => [a.customerId, a.companyId]));
  const kept = new Set(
    [actors.dealerCustomerId, actors.vendorCustomerId, ...actors.salesCustomerIds.slice(0, 30)].map((id) =>
      companyOf.get(id),
    ),
  );
  const sorgOf = new Map(actors.customers.map((c) => [c.id, c.sorg]));
  const candidates = [
    ...new Set(
      actors.salesCustomerIds
        .slice(30)
        .filter((id) => sorgOf.get(id) === '1000')
        .map((id) => companyOf.get(id))
        .filter((id): id is number => typeof id === 'number' && !kept.has(id)),
    ),
  ];
  const [nearLimit, blocked] = candidates;

  const rows = companyRows.map((company) => {
    const unit = USD_IN_MINOR[company.sorg] ?? 100;
    const creditLimit = random.int(5, 25) * 10_000 * unit;
    const openInvoice = Math.round(creditLimit * (0.1 + random.next() * 0.3));
    const openDO = Math.round(creditLimit * random.next() * 0.1);
    const consignment = random.chance(0.3) ? Math.round(creditLimit * 0.05) : 0;
    const near = company.id === nearLimit;
    const exposure = near ? creditLimit - NEAR_LIMIT_HEADROOM_USD * unit : openInvoice + openDO + consignment;
    const invoice = near ? exposure - openDO - consignment : openInvoice;
    return {
      companyId: company.id,
      currency: catalog.currencies.get(company.sorg)?.currency ?? 'USD',
      creditLimit,
      balance: invoice,
      creditExposure: exposure,
      openInvoice: invoice,
      openDO,
      consignment,
      reasonBlocked: company.id === blocked ? DEMO_BLOCKED_REASON : null,
    };
  });
  await bulkInsert(db, companyCredit, rows);
}

/**
 * Payments the demo dealer saved for its customer (spec 01 §3 Saved payment; display only: no secret is kept),
 * and one the sales rep saved for the same customer, which the dealer never sees (saved payments are per user).
 */
export async function seedSavedPayments(db: Db, { actors, setup }: { actors: DemoActors; setup: CheckoutSetup }) {
  const dealer = actors.customers.find((c) => c.id === actors.dealerCustomerId);
  const methods = dealer ? setup.methodsBySorg.get(dealer.sorg) : undefined;
  if (!dealer || !methods) return;
  await db.insert(savedPayments).values([
    {
      userId: actors.userIds.dealer,
      customerId: dealer.id,
      sorg: dealer.sorg,
      type: 'Bank Transfer',
      display: 'Bank account •••• 1234',
      paymentMethodId: methods.bankTransfer,
    },
    {
      userId: actors.userIds.dealer,
      customerId: dealer.id,
      sorg: dealer.sorg,
      type: 'On Account',
      display: 'On account, 30 days net',
      paymentMethodId: methods.onAccount,
    },
    {
      userId: actors.userIds.sales,
      customerId: dealer.id,
      sorg: dealer.sorg,
      type: 'Bank Transfer',
      display: 'Bank account •••• 9876',
      paymentMethodId: methods.bankTransfer,
    },
  ]);
}
