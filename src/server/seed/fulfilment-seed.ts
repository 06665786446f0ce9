// What happened to the demo orders after they were placed (spec 01 §3 Order details.confirmations, Delivery /
// shipped order, paymentDocs): line confirmations, 90 days of deliveries with tracking, open deliveries with their
// estimated dates, proofs of payment; and the showcase orders that put every open status, payment state and
// order type (Consignment Fill Up) in front of the demo users.
import type { OrderStatus, PaymentState } from '../../shared/orders/order-status';
import type { Db } from '../db/client';
import {
  deliveries,
  deliveryLines,
  orderLineConfirmations,
  orderPaymentDocs,
  type orderLines,
  type orders,
} from '../modules/orders/orders.tables';
import { bulkInsert, nextId, syncSerial } from './bulk-insert';
import { STOCK_LOCATIONS } from './catalog-data';
import { addDays, isoDate } from './catalog-seed';
import { createRandom } from './random';

/** A demo order made to show one status, payment state or order type. */
export interface ShowcaseOrder {
  ageDays: number;
  status: OrderStatus;
  /** null: on account (no payment state). */
  payment: PaymentState | null;
  orderType?: string;
  /** Who placed it when it is the demo dealer's (a sales customer's are placed by the rep). */
  placedBy: 'dealer' | 'sales';
  internalNotes?: string;
}

/** Every open status (pendingB2B too), every payment state, consignment fill-ups, a cancelled and a rejected order. */
export const SHOWCASE_ORDERS: readonly ShowcaseOrder[] = [
  { ageDays: 0, status: 'PENDING_CONFIRMATION', payment: 'WAITING', placedBy: 'dealer' },
  {
    ageDays: 1,
    status: 'PENDING_CONFIRMATION',
    payment: null,
    placedBy: 'sales',
    internalNotes: 'Dealer asked to hold until the spring display arrives.',
  },
  { ageDays: 2, status: 'OPEN', payment: 'UPLOADED', placedBy: 'dealer' },
  { ageDays: 3, status: 'PARTIALLY_CONFIRMED', payment: 'FAILED', placedBy: 'dealer' },
  {
    ageDays: 5,
    status: 'CONFIRMED',
    payment: null,
    placedBy: 'sales',
    internalNotes: 'Pre-order part confirmed by the supplier; check the container date.',
  },
  { ageDays: 6, status: 'CONFIRMED', payment: null, orderType: 'CF', placedBy: 'sales' },
  { ageDays: 8, status: 'PARTIALLY_SHIPPED', payment: 'COMPLETED', placedBy: 'dealer' },
  { ageDays: 12, status: 'CANCELLED', payment: 'VOIDED', placedBy: 'dealer' },
  { ageDays: 15, status: 'REJECTED', payment: null, placedBy: 'dealer' },
  { ageDays: 20, status: 'SHIPPED', payment: null, orderType: 'CF', placedBy: 'sales' },
  { ageDays: 30, status: 'SHIPPED', payment: 'COMPLETED', placedBy: 'dealer' },
];

/** Days of shipped deliveries the demo has (spec 01 §7 shipped orders: ranges of at most 30 days within it). */
export const DELIVERY_HISTORY_DAYS = 90;

/** Carriers and their https tracking links (spec 01 §3 Delivery trackingUrl, shown only when https). */
const EXPEDITIONS: Record<string, readonly { name: string; url: (trackingNo: string) => string }[]> = {
  '1000': [
    { name: 'FedEx Freight', url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
    { name: 'UPS', url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  ],
  '2000': [
    { name: 'JNE', url: (n) => `https://www.jne.co.id/tracking-package?awb=${n}` },
    { name: 'SiCepat', url: (n) => `https://www.sicepat.com/checkAwb?awb=${n}` },
  ],
  '3000': [{ name: 'DHL Freight', url: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}` }],
};

type OrderInsert = typeof orders.$inferInsert & { id: number };
type LineInsert = typeof orderLines.$inferInsert & { id: number };

interface Supply {
  location: string;
  priority: number;
}

function confirmation(lineId: number, qty: number, day: string, supply: Supply, sorg: string) {
  const plant = `${sorg.slice(0, 1)}${String(supply.priority)}00`;
  return {
    orderLineId: lineId,
    supplyQty: qty,
    supplyDate: day,
    supplySite: plant,
    supplySloc: `S${String(supply.priority)}01`,
    supplyShippingPoint: `${plant.slice(0, 2)}SP`,
    supplyLocation: supply.location,
    supplyPriority: supply.priority,
  };
}

/**
 * Confirmations, deliveries and payment documents of the seeded orders, by status: confirmed orders' lines are
 * confirmed (some for later days, i.e. pre-orders, some split over two supply locations), partly confirmed ones
 * in part; shipped orders of the last 90 days have a shipped delivery with tracking, partly shipped ones one
 * shipped and one open delivery, confirmed ones an open delivery with an estimated date. Uploaded payments have a
 * proof. Deterministic apart from `now`.
 */
export async function seedFulfilment(
  db: Db,
  options: { now: Date; orders: readonly OrderInsert[]; lines: readonly LineInsert[] },
): Promise<{ deliveries: number; confirmations: number }> {
  const { now } = options;
  const random = createRandom(20261127);
  const today = isoDate(now);
  const since = addDays(now, -DELIVERY_HISTORY_DAYS);
  const linesOf = new Map<number, LineInsert[]>();
  for (const line of options.lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);

  const confirmationRows: ReturnType<typeof confirmation>[] = [];
  const deliveryRows: (typeof deliveries.$inferInsert & { id: number })[] = [];
  const deliveryLineRows: (typeof deliveryLines.$inferInsert)[] = [];
  const docRows: (typeof orderPaymentDocs.$inferInsert)[] = [];
  let deliveryId = await nextId(db, deliveries, deliveries.id);
  const doSerial = new Map<string, number>();

  const addDelivery = (order: OrderInsert, items: { line: LineInsert; qty: number }[], shippedOn: string | null) => {
    if (items.length === 0) return;
    const sorg = order.sorg;
    const serial = (doSerial.get(sorg) ?? 0) + 1;
    doSerial.set(sorg, serial);
    const id = deliveryId++;
    const carrier = random.pick(EXPEDITIONS[sorg] ?? EXPEDITIONS['1000'] ?? []);
    const trackingNo = shippedOn === null ? '' : String(random.int(100_000_000, 999_999_999)) + String(serial);
    deliveryRows.push({
      id,
      doNumber: `DO-${sorg}-${String(serial).padStart(7, '0')}`,
      customerId: order.customerId,
      sorg,
      orderType: order.orderType ?? 'ZOR',
      shipToId: order.shipToId ?? null,
      shipTo: order.shipTo ?? '',
      custPoNo: order.custPoNo ?? '',
      requestDeliveryDate: typeof order.deliveryDate === 'string' ? order.deliveryDate : null,
      estimatedDeliveryDate: shippedOn ?? isoDate(addDays(now, random.int(2, 12))),
      deliveryDate: shippedOn,
      trackingNo,
      trackingUrl: shippedOn === null ? '' : carrier.url(trackingNo),
      expeditionName: carrier.name,
      notes: '',
      createdAt: order.createdAt instanceof Date ? addDays(order.createdAt, 1) : now,
    });
    for (const item of items) deliveryLineRows.push({ deliveryId: id, orderLineId: item.line.id, qty: item.qty });
  };

  for (const order of options.orders) {
    const createdAt = order.createdAt instanceof Date ? order.createdAt : now;
    if (order.paymentState === 'UPLOADED') {
      docRows.push({
        orderId: order.id,
        fileName: `transfer-${order.orderNo}.pdf`,
        // The proof's file is kept by the uploads area ; the demo points at an image that exists.
        url: '/api/images/placeholder.svg',
        uploadedBy: order.createdBy ?? null,
        uploadedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + 3_600_000)),
      });
    }
    if (createdAt < since) continue;
    const lines = linesOf.get(order.id) ?? [];
    const locations = STOCK_LOCATIONS[order.sorg] ?? [{ location: 'MAIN', priority: 1 }];
    const [home = { location: 'MAIN', priority: 1 }] = locations;
    const second = locations[1] ?? home;
    const status = order.status;
    const confirmedOn = (min: number, max: number) => {
      const day = isoDate(addDays(createdAt, random.int(min, max)));
      return day > today ? today : day;
    };

    if (status === 'PARTIALLY_CONFIRMED') {
      // The first half of the lines (at least one unit) confirmed for a later day.
      const half = lines.slice(0, Math.max(1, Math.floor(lines.length / 2)));
      for (const line of half) {
        const qty = lines.length === 1 ? Math.max(1, Math.floor(line.orderQty / 2)) : line.orderQty;
        if (lines.length === 1 && line.orderQty === 1) continue;
        confirmationRows.push(
          confirmation(line.id, qty, isoDate(addDays(now, random.int(10, 30))), second, order.sorg),
        );
      }
    } else if (status === 'CONFIRMED') {
      lines.forEach((line, index) => {
        // Every other line is a pre-order (confirmed for a later day); a line of two or more may be split over
        // the home and the second supply location.
        if (line.orderQty >= 2 && index % 2 === 0 && second !== home) {
          const now1 = Math.ceil(line.orderQty / 2);
          confirmationRows.push(confirmation(line.id, now1, confirmedOn(1, 3), home, order.sorg));
          confirmationRows.push(
            confirmation(line.id, line.orderQty - now1, isoDate(addDays(now, random.int(14, 45))), second, order.sorg),
          );
        } else if (index % 2 === 1) {
          confirmationRows.push(
            confirmation(line.id, line.orderQty, isoDate(addDays(now, random.int(7, 40))), home, order.sorg),
          );
        } else {
          confirmationRows.push(confirmation(line.id, line.orderQty, confirmedOn(1, 3), home, order.sorg));
        }
      });
      addDelivery(
        order,
        lines.map((line) => ({ line, qty: line.orderQty })),
        null,
      );
    } else if (status === 'PARTIALLY_SHIPPED' || status === 'SHIPPED') {
      const confirmedDay = confirmedOn(1, 3);
      for (const line of lines)
        confirmationRows.push(confirmation(line.id, line.orderQty, confirmedDay, home, order.sorg));
      const shippedOn = (() => {
        const day = isoDate(addDays(new Date(`${confirmedDay}T12:00:00Z`), random.int(1, 3)));
        return day > today ? today : day;
      })();
      if (status === 'SHIPPED') {
        addDelivery(
          order,
          lines.map((line) => ({ line, qty: line.orderQty })),
          shippedOn,
        );
      } else {
        // Part shipped, the rest on an open delivery.
        const [only] = lines;
        if (lines.length === 1 && only && only.orderQty > 1) {
          addDelivery(order, [{ line: only, qty: only.orderQty - 1 }], shippedOn);
          addDelivery(order, [{ line: only, qty: 1 }], null);
        } else {
          const cut = Math.max(1, Math.ceil(lines.length / 2));
          addDelivery(
            order,
            lines.slice(0, cut).map((line) => ({ line, qty: line.orderQty })),
            shippedOn,
          );
          addDelivery(
            order,
            lines.slice(cut).map((line) => ({ line, qty: line.orderQty })),
            null,
          );
        }
      }
    }
  }

  await bulkInsert(db, orderLineConfirmations, confirmationRows);
  await bulkInsert(db, deliveries, deliveryRows);
  await bulkInsert(db, deliveryLines, deliveryLineRows);
  await bulkInsert(db, orderPaymentDocs, docRows);
  await syncSerial(db, deliveries);
  return { deliveries: deliveryRows.length, confirmations: confirmationRows.length };
}
