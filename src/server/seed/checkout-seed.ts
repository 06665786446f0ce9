// The checkout's setup for the demo: ship-to addresses, shipment rates, freight-allowance targets and payment
// methods (spec 01 §3 Shipment rate, Payment method; §7 shiptoV2, cartFreightBenefits).
import type { Db } from '../db/client';
import {
  freightBenefitTargets,
  paymentMerchants,
  paymentMethods,
  shipmentRates,
  shipToAddresses,
} from '../modules/orders/orders.tables';
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
        : { paymentMethodId: method.id, instruction: '', paymentDiscount: 0 },
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
