// Over 400 lines: one view of an order (lines, confirmations, shipment, payment, deliveries) built level by level.
// The Order view (spec 01 §3 Order, Delivery / shipped order; §4 payment state flags): what orders, order, the
// checkout's answer and the order desk return. One statement per level for any number of orders (no N+1).
import { displayArticleCode } from '../../../shared/catalog/article-code';
import {
  isPendingB2B,
  orderStatusDescriptions,
  paymentFlags,
  paymentStateOfFilter,
  type PaymentState,
} from '../../../shared/orders/order-status';
import { orderDateRangeProblem } from '../../../shared/orders/order-dates';
import { safeTrackingUrl, type OrderListFilter } from '../../../shared/orders/order-list';
import { lineTimeline, type TimelineStep } from '../../../shared/orders/line-timeline';
import { orderTypeName } from '../../../shared/orders/order-type';
import { VISIT_SORG_TIME_ZONES } from '../../../shared/visit-forms/visit-list-filter';
import type { AppDeps } from '../../app-deps';
import { badInputError } from '../../graphql/errors';
import type { MoneyFormat } from '../../generated/resolvers-types';
import type { Buyer } from '../customers/customers.service';
import { currencyFormats } from './orders.repository';
import * as repo from './order-view.repository';

export interface OrderLineConfirmationModel {
  supplyQty: number;
  supplyDate: string;
  supplySite: string;
  supplySloc: string;
  supplyShippingPoint: string;
  supplyLocation: string;
  supplyPriority: number;
}

export interface OrderLineModel {
  id: string;
  articleCode: string;
  articleCodeDisplay: string;
  description: string;
  orderQty: number;
  uom: string;
  price: number;
  promoPrice: number | null;
  subtotal: number;
  confirmations: OrderLineConfirmationModel[];
  deliveredQty: number;
  isPreOrder: boolean;
  /** Ordered → confirmed → delivered, marked since the reader's last visit (shared lineTimeline). */
  timeline?: TimelineStep[];
}

export interface DeliveryLineModel {
  orderNo: string;
  articleCode: string;
  articleCodeDisplay: string;
  description: string;
  orderQty: number;
  price: number;
  orderType: string;
  custCode: string;
}

export interface DeliveryModel {
  doNumber: string;
  orderType: string;
  orderTypeDisplay: string;
  custCode: string;
  custName: string;
  custPoNo: string;
  shipTo: string;
  deliveryDate: string | null;
  requestDeliveryDate: string | null;
  estimatedDeliveryDate: string | null;
  trackingNo: string;
  trackingUrl: string | null;
  expeditionName: string;
  notes: string;
  detail: DeliveryLineModel[];
  currency: {
    currency: string;
    symbol: string;
    thousandSeparator: string;
    decimalSeparator: string;
    decimalPrecission: number;
  };
}

export interface OrderPaymentModel {
  amount: number;
  currency: string;
  expiredDate: string | null;
  type: string;
  desc: string;
  instruction: string;
  paymentStatus: PaymentState | null;
  paymentDocs: { id: string; fileName: string; url: string; uploadedAt: string }[];
  isPaymentWaiting: boolean;
  isPaymentUploaded: boolean;
  isPaymentFailed: boolean;
  isPaymentVoided: boolean;
  isPaymentCompleted: boolean;
  paymentReceipt: string | null;
  paymentDiscount: number;
  paymentDiscountAmount: number;
}

export interface OrderModel {
  id: string;
  orderNo: string;
  sapOrderNo: string | null;
  sorg: string;
  merchant: string;
  orderType: string;
  orderTypeDisplay: string;
  orderStatus: { id: string; description: string; pendingB2B: boolean };
  totalOrder: number;
  format: MoneyFormat;
  createdBy: string;
  createdAt: string;
  custCode: string;
  customer: string;
  shipTo: string;
  custPoNo: string;
  deliveryDate: string | null;
  expectedDeliveryDate: string | null;
  notes: string;
  rejectionReason: string | null;
  shipComplete: boolean;
  /** The reader's visit of the order page before this one (ISO); null on the first or outside the order page. */
  lastVisitAt?: string | null;
  details: OrderLineModel[];
  orderShipment: { type: string; desc: string; shipmentNotes: string; amount: number; curr: string } | null;
  orderPayment: OrderPaymentModel | null;
  deliveries: DeliveryModel[];
}

/** The customer code as shown (the ISR code, else the R/3 one; spec 01 §3 creditCusts does the same). */
export function custCodeOf(row: { custCodeIsr: string | null; custCodeR3: string | null }): string {
  return row.custCodeIsr ?? row.custCodeR3 ?? '';
}

/**
 * How amounts of some currencies are written: the catalog's format of each currency (else the host's when it is
 * the host's currency), with the precision the amounts were stored in.
 */
export async function moneyFormats(deps: Pick<AppDeps, 'db'>, host: Buyer['money'], currencies: readonly string[]) {
  const formats = await currencyFormats(deps.db, currencies);
  const known = new Map(formats.map((f) => [f.currency, f]));
  return (currency: string, decimalPrecision: number): MoneyFormat => {
    const format = known.get(currency);
    return {
      currency,
      symbol: format?.symbol ?? (host.display === currency ? host.symbol : currency),
      thousandSeparator: format?.thousandSeparator ?? host.thousandSeparator,
      decimalSeparator: format?.decimalSeparator ?? host.decimalSeparator,
      decimalPrecision,
    };
  };
}

/** Deliveries from their rows (one row per delivery line), in the rows' order. */
export function deliveryModels(
  rows: readonly repo.DeliveryViewRow[],
  formatOf: (currency: string, decimalPrecision: number) => MoneyFormat,
): DeliveryModel[] {
  const byId = new Map<number, DeliveryModel>();
  for (const row of rows) {
    const d = row.delivery;
    let model = byId.get(d.id);
    if (!model) {
      const format = formatOf(row.currency, row.decimalPrecision);
      model = {
        doNumber: d.doNumber,
        orderType: d.orderType,
        orderTypeDisplay: orderTypeName(d.orderType),
        custCode: custCodeOf(row),
        custName: row.custName,
        custPoNo: d.custPoNo,
        shipTo: d.shipTo,
        deliveryDate: d.deliveryDate,
        requestDeliveryDate: d.requestDeliveryDate,
        estimatedDeliveryDate: d.estimatedDeliveryDate,
        trackingNo: d.trackingNo,
        trackingUrl: safeTrackingUrl(d.trackingUrl),
        expeditionName: d.expeditionName,
        notes: d.notes,
        detail: [],
        currency: {
          currency: format.currency,
          symbol: format.symbol,
          thousandSeparator: format.thousandSeparator,
          decimalSeparator: format.decimalSeparator,
          decimalPrecission: format.decimalPrecision,
        },
      };
      byId.set(d.id, model);
    }
    model.detail.push({
      orderNo: row.orderNo,
      articleCode: row.articleCode,
      articleCodeDisplay: displayArticleCode(row.articleCode),
      description: row.description,
      orderQty: row.qty,
      price: row.price,
      orderType: row.orderType,
      custCode: custCodeOf(row),
    });
  }
  return [...byId.values()];
}

/**
 * Orders by id in the Order view, in the order of `orderIds`; ids that are not orders of `customerId` (null: of
 * any customer, for callers that checked access themselves) are left out. Six statements whatever the count:
 * orders, lines, confirmations, deliveries, payment documents, money formats.
 */
async function loadOrderViews(
  deps: Pick<AppDeps, 'db'>,
  scope: { customerId: number | null; today: string; money: Buyer['money']; lastVisitAt?: Date | null },
  orderIds: readonly number[],
): Promise<OrderModel[]> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return [];
  const { db } = deps;
  const orderRows = await repo.orderRowsOf(db, ids, scope.customerId);
  const found = orderRows.map((r) => r.order.id);
  const [lines, confirmations, deliveryRows, docs, formatOf] = await Promise.all([
    repo.linesOf(db, found),
    repo.confirmationsOf(db, found),
    repo.deliveryRowsOf(db, { kind: 'orders', orderIds: found }),
    repo.paymentDocsOf(db, found),
    moneyFormats(
      deps,
      scope.money,
      orderRows.map((r) => r.order.currency),
    ),
  ]);

  const confirmationsOfLine = groupBy(confirmations, (c) => c.orderLineId);
  const deliveriesOfLine = groupBy(deliveryRows, (r) => r.orderLineId);
  const lastVisitAt = scope.lastVisitAt ? scope.lastVisitAt.toISOString() : null;
  const linesOfOrder = groupBy(lines, (l) => l.line.orderId);
  const docsOfOrder = groupBy(docs, (d) => d.orderId);
  const deliveries = deliveryModels(deliveryRows, formatOf);
  const deliveriesOfOrder = new Map<number, DeliveryModel[]>();
  const deliveryOf = new Map(deliveries.map((d) => [d.doNumber, d]));
  for (const row of deliveryRows) {
    const list = deliveriesOfOrder.get(row.orderId) ?? [];
    const model = deliveryOf.get(row.delivery.doNumber);
    if (model && !list.includes(model)) list.push(model);
    deliveriesOfOrder.set(row.orderId, list);
  }

  const byId = new Map(
    orderRows.map((row): [number, OrderModel] => {
      const o = row.order;
      const details = (linesOfOrder.get(o.id) ?? []).map(({ line, deliveredQty }): OrderLineModel => {
        const lineConfirmations = (confirmationsOfLine.get(line.id) ?? []).map((c) => ({
          supplyQty: c.supplyQty,
          supplyDate: c.supplyDate,
          supplySite: c.supplySite,
          supplySloc: c.supplySloc,
          supplyShippingPoint: c.supplyShippingPoint,
          supplyLocation: c.supplyLocation,
          supplyPriority: c.supplyPriority,
        }));
        return {
          id: String(line.id),
          articleCode: line.articleCode,
          articleCodeDisplay: displayArticleCode(line.articleCode),
          description: line.description,
          orderQty: line.orderQty,
          uom: line.uom,
          price: line.price,
          promoPrice: line.promoPrice,
          subtotal: line.subtotal,
          confirmations: lineConfirmations,
          deliveredQty: deliveredQty,
          // Spec 01 §3 preOrderDisplay: a line confirmed for a day after today.
          isPreOrder: lineConfirmations.some((c) => c.supplyDate > scope.today),
          timeline: lineTimeline(
            {
              orderedAt: o.createdAt.toISOString(),
              orderQty: line.orderQty,
              confirmations: (confirmationsOfLine.get(line.id) ?? []).map((c) => ({
                supplyQty: c.supplyQty,
                supplyDate: c.supplyDate,
                createdAt: c.createdAt.toISOString(),
              })),
              deliveries: (deliveriesOfLine.get(line.id) ?? []).map((r) => ({
                doNumber: r.delivery.doNumber,
                qty: r.qty,
                deliveryDate: r.delivery.deliveryDate,
                shippedAt: r.delivery.shippedAt ? r.delivery.shippedAt.toISOString() : null,
                trackingNo: r.delivery.trackingNo,
                trackingUrl: r.delivery.trackingUrl,
              })),
            },
            lastVisitAt,
          ),
        };
      });
      return [
        o.id,
        {
          id: String(o.id),
          orderNo: o.orderNo,
          sapOrderNo: o.sapOrderNo,
          sorg: o.sorg,
          merchant: row.sorgName ?? o.sorg,
          orderType: o.orderType,
          orderTypeDisplay: orderTypeName(o.orderType),
          orderStatus: {
            id: o.status,
            description: orderStatusDescriptions[o.status],
            pendingB2B: isPendingB2B(o.status),
          },
          totalOrder: o.totalOrder,
          format: formatOf(o.currency, o.decimalPrecision),
          createdBy: row.createdByName ?? '',
          createdAt: o.createdAt.toISOString(),
          custCode: custCodeOf(row),
          customer: row.custName,
          shipTo: o.shipTo,
          custPoNo: o.custPoNo,
          deliveryDate: o.deliveryDate,
          expectedDeliveryDate: o.expectedDeliveryDate,
          notes: o.notes,
          rejectionReason: o.rejectionReason,
          shipComplete: o.shipComplete,
          lastVisitAt,
          details,
          orderShipment:
            o.shipmentRateId === null
              ? null
              : {
                  type: row.shipmentType ?? '',
                  desc: row.shipmentDesc ?? '',
                  shipmentNotes: o.shipmentNotes,
                  amount: o.shipmentAmount,
                  curr: o.currency,
                },
          orderPayment:
            o.paymentMethodId === null
              ? null
              : {
                  amount: o.totalOrder,
                  currency: o.currency,
                  // Only a waiting payment has a deadline (an uploaded proof no longer expires).
                  expiredDate:
                    o.paymentState === 'WAITING' && o.paymentExpiredAt ? o.paymentExpiredAt.toISOString() : null,
                  type: row.paymentType ?? '',
                  desc: row.paymentDesc ?? '',
                  instruction: row.paymentInstruction ?? '',
                  paymentStatus: o.paymentState,
                  paymentDocs: (docsOfOrder.get(o.id) ?? []).map((d) => ({
                    id: String(d.id),
                    fileName: d.fileName,
                    url: d.url,
                    uploadedAt: d.uploadedAt.toISOString(),
                  })),
                  ...paymentFlags(o.paymentState),
                  paymentReceipt: o.paymentReceipt,
                  paymentDiscount: o.paymentDiscountAmount === 0 ? 0 : Number(row.paymentDiscount ?? 0),
                  paymentDiscountAmount: o.paymentDiscountAmount,
                },
          deliveries: deliveriesOfOrder.get(o.id) ?? [],
        },
      ];
    }),
  );
  return ids.map((id) => byId.get(id)).filter((o): o is OrderModel => o !== undefined);
}

/**
 * The buyer's orders by id in the Order view (the list, the detail, checkout's answer), in the order given; ids of
 * other customers' orders are left out.
 */
export function loadOrders(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'customer' | 'today' | 'money'>,
  orderIds: readonly number[],
): Promise<OrderModel[]> {
  return loadOrderViews(deps, { customerId: buyer.customer.id, today: buyer.today, money: buyer.money }, orderIds);
}

/**
 * Orders of any customer by id in the Order view, for the order desk (its resolver has checked the admin's
 * scope; there is no buyer). `today` marks pre-order lines; `money` is the host's format.
 */
export function loadOrdersForDesk(
  deps: Pick<AppDeps, 'db'>,
  context: { today: string; money: Buyer['money'] },
  orderIds: readonly number[],
): Promise<OrderModel[]> {
  return loadOrderViews(deps, { customerId: null, ...context }, orderIds);
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** One page of the buyer's orders under the /order filter (already checked), newest first, in the Order view. */
export async function orderList(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'customer' | 'today' | 'money' | 'sorg'>,
  filter: OrderListFilter,
) {
  const { ids, count } = await repo.orderPageIds(deps.db, {
    customerId: buyer.customer.id,
    statuses: filter.statuses,
    paymentState: filter.payment === undefined ? undefined : paymentStateOfFilter(filter.payment),
    from: filter.from,
    to: filter.to,
    // Days of placing in the host sorg's calendar, as orderDayOf counts them.
    timeZone: VISIT_SORG_TIME_ZONES[buyer.sorg] ?? 'UTC',
    custPoNo: filter.custPoNo || undefined,
    orderNo: filter.orderNo || undefined,
    page: filter.page,
    limit: filter.limit,
  });
  const items = await loadOrders(deps, buyer, ids);
  return { items, info: { page: filter.page, count, pageTotal: Math.max(1, Math.ceil(count / filter.limit)) } };
}

/** One of the buyer's orders by its number; null when there is none or it is another customer's. */
export async function orderByNo(
  deps: Pick<AppDeps, 'db' | 'now'>,
  buyer: Pick<Buyer, 'customer' | 'today' | 'money' | 'userId'>,
  orderNo: string,
): Promise<OrderModel | null> {
  const id = await repo.orderIdOf(deps.db, buyer.customer.id, orderNo.trim());
  if (id === undefined) return null;
  // Reading the order page moves the reader's last visit forward; the timeline marks what happened since the one
  // before (docs/decisions.md "line timeline").
  const lastVisitAt = await repo.markOrderSeen(deps.db, buyer.userId, id, deps.now());
  const [order] = await loadOrderViews(
    deps,
    { customerId: buyer.customer.id, today: buyer.today, money: buyer.money, lastVisitAt },
    [id],
  );
  return order ?? null;
}

/**
 * The buyer's deliveries shipped (`shipped`, by delivery day) or still open (`open`, by estimated delivery day)
 * in a range of days, both ends included; the range is refused (400, beside its field) when it breaks the 30-day
 * rule (orderDateRangeProblem).
 */
export async function deliveriesInRange(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'customer' | 'money'>,
  kind: 'shipped' | 'open',
  range: { from: string; to: string },
): Promise<DeliveryModel[]> {
  const problem = orderDateRangeProblem(range.from, range.to);
  if (problem) throw badInputError(problem.message, problem.field);
  const rows = await repo.deliveryRowsOf(deps.db, { kind, customerId: buyer.customer.id, ...range });
  const formatOf = await moneyFormats(
    deps,
    buyer.money,
    rows.map((r) => r.currency),
  );
  return deliveryModels(rows, formatOf);
}

/**
 * The payments the user saved for the buyer's customer (spec 01 §3 Saved payment; display only), in the sorgs
 * given that the customer buys in (all of them when none is given).
 */
export async function savedPaymentsOf(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'userId' | 'customer' | 'sorgs'>,
  sorgFilter: readonly string[] | null | undefined,
) {
  const buying = buyer.sorgs.filter((s) => s.inSorg).map((s) => s.sorg);
  const wanted = sorgFilter == null || sorgFilter.length === 0 ? buying : buying.filter((s) => sorgFilter.includes(s));
  const rows = await repo.savedPaymentsOf(deps.db, buyer.userId, buyer.customer.id, wanted);
  return rows.map((row) => ({
    id: String(row.id),
    sorg: row.sorg,
    type: row.type,
    display: row.display,
    paymentMerchant: String(row.paymentMethodId),
  }));
}
