import { linePrice } from '../../shared/catalog/discount-tiers';
import { paymentDiscountAmount } from '../../shared/orders/order-totals';
import type { Db } from '../db/client';
import {
  isPendingB2B,
  OPEN_ORDER_STATUSES,
  type OrderStatus,
  type PaymentState,
} from '../../shared/orders/order-status';
import { orderLines, orders } from '../modules/orders/orders.tables';
import { seedFulfilment, SHOWCASE_ORDERS, type ShowcaseOrder } from './fulfilment-seed';
import { BANK_TRANSFER_DISCOUNT, seedCheckoutSetup, seedCreditFigures, seedSavedPayments } from './checkout-seed';
import { bulkInsert, nextId, syncSerial } from './bulk-insert';
import {
  addDays,
  isoDate,
  type DemoActors,
  type SeedCustomer,
  type SeededCatalog,
  type SorgOffer,
} from './catalog-seed';
import { createRandom, type Random } from './random';

export interface OrdersSeedOptions {
  now: Date;
  actors: DemoActors;
  catalog: SeededCatalog;
}

export interface OrdersSeedCounts {
  customers: number;
  shipTos: number;
  orders: number;
  lines: number;
  deliveries: number;
  confirmations: number;
}

const HISTORY_DAYS = 730;
const NOTES = [
  'Please deliver before noon.',
  'Call the store before delivery.',
  'Back entrance, loading dock.',
  'Deliver together with the previous backorder.',
  'Season opening display.',
];

/** Draws offers in proportion to their demand, so popular articles become the best sellers. */
class WeightedPicker {
  private readonly cumulative: Float64Array;
  constructor(private readonly items: readonly SorgOffer[]) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    items.forEach((item, i) => {
      sum += 0.03 + item.article.popularity;
      this.cumulative[i] = sum;
    });
  }
  get size() {
    return this.items.length;
  }
  pick(random: Random): SorgOffer | undefined {
    const total = this.cumulative[this.items.length - 1] ?? 0;
    const target = random.next() * total;
    let lo = 0;
    let hi = this.items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) < target) lo = mid + 1;
      else hi = mid;
    }
    return this.items[lo];
  }
}

interface DraftOrder {
  customer: SeedCustomer;
  createdAt: Date;
  createdBy: number | null;
  lines: { offer: SorgOffer; qty: number }[];
  /** A demo order made to show one status, payment state or order type (fulfilment-seed.ts). */
  showcase?: ShowcaseOrder;
}

/**
 * Two years of order history: many orders for the customers the demo users act for (the dealer's, the vendor's,
 * the sales rep's first customers in the US and Indonesia) and a few for every fifth other customer, so previous
 * purchases, frequent purchases, repeat order and best sellers show real data. Deterministic apart from `now`.
 */
export async function seedOrders(db: Db, options: OrdersSeedOptions): Promise<OrdersSeedCounts> {
  const { now, actors, catalog } = options;
  const historyRandom = createRandom(20260402);
  const showcaseRandom = createRandom(20261126);
  const random = historyRandom;
  const setup = await seedCheckoutSetup(db, options);

  const pickers = new Map<string, Record<'bike' | 'paa' | 'groupset', WeightedPicker>>();
  for (const [sorg, offers] of catalog.offers) {
    pickers.set(sorg, {
      bike: new WeightedPicker(offers.filter((o) => o.article.category === 'bike')),
      paa: new WeightedPicker(offers.filter((o) => o.article.category === 'paa')),
      groupset: new WeightedPicker(offers.filter((o) => o.article.category === 'groupset')),
    });
  }

  const byId = new Map(actors.customers.map((c) => [c.id, c]));
  const salesOf = (sorg: string, count: number) =>
    actors.salesCustomerIds.filter((id) => byId.get(id)?.sorg === sorg).slice(0, count);
  const focus = new Set([
    actors.dealerCustomerId,
    actors.vendorCustomerId,
    ...actors.salesCustomerIds.slice(0, 30),
    ...salesOf('2000', 10),
  ]);
  const sample = actors.customers.filter((c, index) => !focus.has(c.id) && index % 5 === 2);
  const createdByOf = (customer: SeedCustomer): number | null => {
    if (customer.id === actors.dealerCustomerId)
      return random.chance(0.6) ? actors.userIds.dealer : actors.userIds.sales;
    if (customer.id === actors.vendorCustomerId) return random.chance(0.5) ? actors.userIds.vendor : null;
    if (focus.has(customer.id)) return random.chance(0.7) ? actors.userIds.sales : null;
    return null;
  };

  const drafts: DraftOrder[] = [];
  const draftFor = (
    customer: SeedCustomer,
    favourites: readonly SorgOffer[],
    ageDays: number,
    showcase?: ShowcaseOrder,
  ) => {
    // The showcase orders draw from their own sequence, so the history stays as it was without them.
    const random = showcase ? showcaseRandom : historyRandom;
    const picker = pickers.get(customer.sorg);
    if (!picker) return;
    const createdAt = addDays(now, -ageDays);
    createdAt.setUTCHours(random.int(7, 17), random.int(0, 59), random.int(0, 59), 0);
    if (createdAt >= now) createdAt.setTime(now.getTime() - 3_600_000);
    const lines = new Map<number, { offer: SorgOffer; qty: number }>();
    const wanted = random.int(1, 7);
    for (let attempt = 0; lines.size < wanted && attempt < wanted * 3; attempt++) {
      const offer =
        favourites.length > 0 && random.chance(0.45)
          ? random.pick(favourites)
          : pickCategory(random, picker).pick(random);
      if (!offer || lines.has(offer.article.id)) continue;
      lines.set(offer.article.id, { offer, qty: quantity(random, offer) });
    }
    if (lines.size > 0)
      drafts.push({
        customer,
        createdAt,
        createdBy: !showcase
          ? createdByOf(customer)
          : customer.id === actors.dealerCustomerId
            ? actors.userIds[showcase.placedBy]
            : actors.userIds.sales,
        lines: [...lines.values()],
        ...(showcase ? { showcase } : {}),
      });
  };

  const historyCustomers = [...focus].map((id) => byId.get(id)).filter((c): c is SeedCustomer => c !== undefined);
  for (const customer of historyCustomers) {
    const favourites = favouritesOf(random, pickers.get(customer.sorg));
    const busy = customer.id === actors.dealerCustomerId;
    for (let month = 0; month < 24; month++) {
      const count = busy ? random.int(2, 3) : random.int(0, 3);
      for (let i = 0; i < count; i++) draftFor(customer, favourites, month * 30 + random.int(1, 30));
    }
    // The demo dealer also has orders of the last days, still being processed.
    if (busy) for (const ageDays of [1, 3]) draftFor(customer, favourites, ageDays);
  }
  // Orders in every open status and payment state, consignment fill-ups, a cancelled and a rejected one: for the
  // demo dealer and the sales rep's first customer in each of the US and Indonesia.
  const showcaseCustomers = [actors.dealerCustomerId, ...salesOf('1000', 1), ...salesOf('2000', 1)];
  for (const customerId of new Set(showcaseCustomers)) {
    const customer = byId.get(customerId);
    if (!customer) continue;
    const favourites = favouritesOf(showcaseRandom, pickers.get(customer.sorg));
    for (const showcase of SHOWCASE_ORDERS) draftFor(customer, favourites, showcase.ageDays, showcase);
  }
  for (const customer of sample) {
    const favourites = favouritesOf(random, pickers.get(customer.sorg));
    const count = random.int(6, 14);
    for (let i = 0; i < count; i++) draftFor(customer, favourites, random.int(1, HISTORY_DAYS));
  }

  // Numbered in time order per sorg, as an ERP would have numbered them.
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let orderId = await nextId(db, orders, orders.id);
  const serialOf = new Map<string, number>();
  const orderRows: (typeof orders.$inferInsert & { id: number })[] = [];
  const lineRows: (typeof orderLines.$inferInsert & { id: number })[] = [];
  let lineId = await nextId(db, orderLines, orderLines.id);
  for (const draft of drafts) {
    const { customer, createdAt, showcase } = draft;
    const random = showcase ? showcaseRandom : historyRandom;
    const sorg = customer.sorg;
    const serial = (serialOf.get(sorg) ?? 0) + 1;
    serialOf.set(sorg, serial);
    const id = orderId++;
    const ageDays = (now.getTime() - createdAt.getTime()) / 86_400_000;
    const currency = catalog.currencies.get(sorg) ?? { currency: 'USD', decimalPrecision: 2 };
    let total = 0;
    for (const { offer, qty } of draft.lines) {
      const current = offer.groupDealer.get(customer.custGroup ?? '') ?? offer.dealer;
      // Prices a year ago were about 3 % lower.
      const dealer = ageDays > 365 ? roundLike(current * 0.97, currency.decimalPrecision) : current;
      const { unitPrice, subtotal } = linePrice(dealer, offer.tiers, qty);
      total += subtotal;
      lineRows.push({
        id: lineId++,
        orderId: id,
        articleId: offer.article.id,
        articleCode: offer.article.code,
        description: offer.article.name,
        orderQty: qty,
        uom: offer.article.category === 'groupset' ? 'SET' : 'PC',
        price: unitPrice,
        promoPrice: null,
        subtotal,
      });
    }
    // The history's states in the shared status set: the last two days still wait for the order desk (no SAP
    // number yet), the next days are open or confirmed, older orders have shipped.
    const status: OrderStatus = showcase
      ? showcase.status
      : ageDays < 2
        ? 'PENDING_CONFIRMATION'
        : ageDays < 4
          ? 'OPEN'
          : ageDays < 10
            ? random.pick(['CONFIRMED', 'PARTIALLY_SHIPPED', 'SHIPPED'] as const)
            : 'SHIPPED';
    const methods = setup.methodsBySorg.get(sorg);
    const payByTransfer =
      methods !== undefined &&
      (showcase ? showcase.payment !== null : ageDays < 45 ? random.chance(0.6) : random.chance(0.2));
    const method = payByTransfer ? methods.bankTransfer : methods?.onAccount;
    const paymentState: PaymentState | null = payByTransfer
      ? (showcase?.payment ?? paymentStateOf(random, ageDays))
      : null;
    const shipTo = setup.shipTosOf.get(customer.id)?.[0];
    const rate = setup.ratesBySorg.get(sorg);
    // Bank transfer gives its paymentDiscount on the goods (docs/decisions.md "Totals per order").
    const discount = payByTransfer ? paymentDiscountAmount(total, BANK_TRANSFER_DISCOUNT) : 0;
    orderRows.push({
      id,
      orderNo: `SO-${sorg}-${String(serial).padStart(6, '0')}`,
      // Orders of the last two days may still wait for the ERP (no SAP number yet).
      // A rejected order never entered OPEN, so it never got one either (docs/decisions.md, sap_order_no).
      sapOrderNo:
        isPendingB2B(status) || status === 'REJECTED' ? null : String(Number(sorg.slice(0, 1)) * 100_000_000 + serial),
      customerId: customer.id,
      sorg,
      status,
      createdBy: draft.createdBy,
      createdAt,
      shipTo: `${customer.name}, ${customer.address}, ${customer.city}`,
      shipToId: shipTo ?? null,
      shipmentRateId: rate?.id ?? null,
      shipmentAmount: rate?.rate ?? 0,
      custPoNo: random.chance(0.7) ? `PO-${random.int(10_000, 99_999)}` : '',
      deliveryDate: isoDate(addDays(createdAt, random.int(5, 21))),
      notes: random.chance(0.15) ? random.pick(NOTES) : '',
      totalOrder: total - discount + (rate?.rate ?? 0),
      paymentDiscountAmount: discount,
      currency: currency.currency,
      paymentMethodId: method ?? null,
      paymentState,
      paymentExpiredAt: paymentState === null ? null : addDays(createdAt, 3),
      // Spec 01 §3 paymentReceipt: the receipt's number once the payment is completed.
      paymentReceipt: paymentState === 'COMPLETED' ? `RC-${sorg}-${String(serial).padStart(6, '0')}` : null,
      decimalPrecision: currency.decimalPrecision,
      orderType: showcase?.orderType ?? 'ZOR',
      rejectionReason: status === 'REJECTED' ? 'Credit hold: please contact sales support' : null,
      expectedDeliveryDate: isOpenStatus(status) ? isoDate(addDays(now, showcaseRandom.int(3, 21))) : null,
      internalNotes: showcase?.internalNotes ?? '',
    });
  }

  await bulkInsert(db, orders, orderRows);
  await bulkInsert(db, orderLines, lineRows);
  await syncSerial(db, orders);
  await syncSerial(db, orderLines);
  const fulfilment = await seedFulfilment(db, { now, orders: orderRows, lines: lineRows });
  await seedCreditFigures(db, { actors, catalog });
  await seedSavedPayments(db, { actors, setup });
  return {
    ...fulfilment,
    customers: historyCustomers.length + sample.length,
    shipTos: setup.shipTos,
    orders: orderRows.length,
    lines: lineRows.length,
  };
}

/**
 * A seeded order's payment by bank transfer: every state appears among the last weeks' orders (spec 01 §4 flags);
 * older ones are completed.
 */
function paymentStateOf(random: Random, ageDays: number): PaymentState {
  if (ageDays < 3) return random.pick(['WAITING', 'WAITING', 'UPLOADED', 'FAILED'] as const);
  if (ageDays < 30) return random.pick(['COMPLETED', 'COMPLETED', 'UPLOADED', 'VOIDED', 'WAITING'] as const);
  return 'COMPLETED';
}

/** Rounds an amount to whole units where the currency has no decimals shown for dealer prices (rupiah: 100). */
function roundLike(amount: number, decimalPrecision: number): number {
  const step = decimalPrecision === 0 ? 100 : 1;
  return Math.round(amount / step) * step;
}

function pickCategory(random: Random, picker: Record<'bike' | 'paa' | 'groupset', WeightedPicker>) {
  const r = random.next();
  const choice = r < 0.42 ? picker.bike : r < 0.95 ? picker.paa : picker.groupset;
  return choice.size > 0 ? choice : picker.paa.size > 0 ? picker.paa : picker.bike;
}

/** The articles a store reorders again and again (its frequent purchases). */
function favouritesOf(
  random: Random,
  picker: Record<'bike' | 'paa' | 'groupset', WeightedPicker> | undefined,
): SorgOffer[] {
  if (!picker) return [];
  const chosen = new Map<number, SorgOffer>();
  const wanted = random.int(10, 18);
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 4; attempt++) {
    const offer = pickCategory(random, picker).pick(random);
    if (offer) chosen.set(offer.article.id, offer);
  }
  return [...chosen.values()];
}

function quantity(random: Random, offer: SorgOffer): number {
  switch (offer.article.category) {
    case 'bike':
      return random.chance(0.15) ? random.int(5, 10) : random.int(1, 4);
    case 'groupset':
      return random.int(1, 4);
    default:
      return random.pick([1, 2, 3, 4, 5, 6, 10, 12, 20, 24]);
  }
}

function isOpenStatus(status: OrderStatus): boolean {
  return OPEN_ORDER_STATUSES.includes(status);
}
