// Over 400 lines: the desk's eight actions share the locked-order transaction, the machines and the notices.
// The order desk (spec 02 §2 /admin/order-confirmation, §6 page.orderlist): the administrators' stand-in for the ERP,
// which does not exist. Every change moves the order through the shared machines (order-status.ts) in one
// transaction with the order row locked, refuses a move the machine does not allow with a userError, and tells the
// customer's users afterwards (notifyOrderEvent). docs/decisions.md "Order desk".
import {
  confirmLinesSchema,
  confirmProblem,
  createDeliverySchema,
  deliveryProblem,
  rejectOrderSchema,
  shipCompleteProblem,
  shipDeliverySchema,
  shippedFramesProblem,
  type DeskStage,
} from '../../../shared/orders/order-desk';
import { safeTrackingUrl } from '../../../shared/orders/order-list';
import {
  fulfilmentEvent,
  isPendingB2B,
  mayTrigger,
  mayTriggerPayment,
  nextOrderStatus,
  nextPaymentState,
  orderStatusDescriptions,
  type OrderEvent,
  type OrderStatus,
  type PaymentActor,
  type PaymentEvent,
} from '../../../shared/orders/order-status';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { findFrames, recordShippedFrames } from '../frames/frames.service';
import type { NoticeDeps } from '../push/notifications.service';
import { notifyOrderEvent, type OrderNotificationEvent, type ShipmentInfo } from './order-events';
import * as repo from './order-desk.repository';
import type { OrderRow } from './orders.tables';
import { sapOrderNoOf } from './place-order.service';

export type DeskDeps = NoticeDeps & Pick<AppDeps, 'db'>;

export interface DeskProblem {
  field: string | null;
  message: string;
  code: ErrorCode;
}

/** What a desk change answers: the order it changed, or why nothing changed. */
export type DeskOutcome = { ok: true; orderId: number } | { ok: false; problems: DeskProblem[] };

const problem = (message: string, field: string | null = null, code: ErrorCode = ErrorCode.BAD_USER_INPUT) => ({
  ok: false as const,
  problems: [{ field, message, code }],
});
const notFound = (orderNo: string) => problem(`Order ${orderNo} was not found`, 'orderNo', ErrorCode.NOT_FOUND);
const statusText = (status: OrderStatus) => orderStatusDescriptions[status].toLowerCase();
const illegal = (order: OrderRow, what: string) =>
  problem(`Order ${order.orderNo} is ${statusText(order.status)}: it cannot be ${what}`, 'orderNo', ErrorCode.CONFLICT);

class Refusal extends Error {
  constructor(readonly outcome: { ok: false; problems: DeskProblem[] }) {
    super(outcome.problems[0]?.message ?? 'refused');
  }
}

/**
 * Runs one desk change in a transaction; a {@link Refusal} thrown inside rolls it back and answers its problems.
 * After the commit, tells the customer's users about `event` (when the change gives one).
 */
async function change(
  deps: DeskDeps,
  work: (tx: Db) => Promise<{ orderIds: number[]; event: OrderNotificationEvent | null; shipment?: ShipmentInfo }>,
): Promise<DeskOutcome> {
  let done;
  try {
    done = await deps.db.transaction((tx) => work(tx));
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
  if (done.event) {
    await notifyOrderEvent(deps, {
      orderIds: done.orderIds,
      event: done.event,
      ...(done.shipment ? { shipment: done.shipment } : {}),
    });
  }
  const orderId = done.orderIds[0];
  return orderId === undefined ? problem('Nothing changed') : { ok: true, orderId };
}

async function lockedOrder(tx: Db, orderNo: string): Promise<OrderRow> {
  const order = await repo.lockOrderByNo(tx, orderNo.trim());
  if (!order) throw new Refusal(notFound(orderNo));
  return order;
}

/** The order's status after an order-desk event, or a refusal naming what could not be done. */
function moveOrder(order: OrderRow, event: OrderEvent, what: string): OrderStatus {
  const next = mayTrigger('orderDesk', event) ? nextOrderStatus(order.status, event) : null;
  if (next === null) throw new Refusal(illegal(order, what));
  return next;
}

/** Accepts a pendingB2B order: OPEN, with its sap_order_no (given, or made from the order). */
export function acceptOrder(deps: DeskDeps, args: { orderNo: string; sapOrderNo?: string | null }) {
  return change(deps, async (tx) => {
    const order = await lockedOrder(tx, args.orderNo);
    const status = moveOrder(order, 'ACCEPT', 'accepted');
    const given = args.sapOrderNo?.trim() ?? '';
    if (given.length > 35) throw new Refusal(problem('At most 35 characters', 'sapOrderNo'));
    await repo.updateOrder(tx, order.id, {
      status,
      statusChangedAt: deps.now(),
      sapOrderNo: given === '' ? sapOrderNoOf(order.sorg, order.id) : given,
    });
    return { orderIds: [order.id], event: 'ACCEPTED' };
  });
}

/** Rejects a pendingB2B order with the reason the dealer is shown. */
export function rejectOrder(deps: DeskDeps, args: { orderNo: string; reason: string }) {
  return change(deps, async (tx) => {
    const parsed = rejectOrderSchema.safeParse({ reason: args.reason });
    if (!parsed.success) throw new Refusal(problem(parsed.error.issues[0]?.message ?? 'Required', 'reason'));
    const order = await lockedOrder(tx, args.orderNo);
    const status = moveOrder(order, 'REJECT', 'rejected');
    await repo.updateOrder(tx, order.id, {
      status,
      statusChangedAt: deps.now(),
      rejectionReason: parsed.data.reason.trim(),
    });
    return { orderIds: [order.id], event: 'REJECTED' };
  });
}

/** zod issues of a desk input as a refusal (the first issue's field and message). */
function refuseInput(issues: readonly { path: PropertyKey[]; message: string }[]): never {
  const first = issues[0];
  throw new Refusal(
    problem(first?.message ?? 'Invalid input', first && first.path.length > 0 ? first.path.join('.') : null),
  );
}

/** Adds confirmations to lines of an accepted order; never more than ordered per line. */
export function confirmOrderLines(deps: DeskDeps, args: { orderNo: string } & Record<string, unknown>) {
  return change(deps, async (tx) => {
    const parsed = confirmLinesSchema.safeParse(args);
    if (!parsed.success) refuseInput(parsed.error.issues);
    const order = await lockedOrder(tx, args.orderNo);
    // A status no confirmation leaves (pendingB2B, shipped, cancelled, rejected) is refused before the quantities.
    if (
      nextOrderStatus(order.status, 'CONFIRM_SOME') === null &&
      nextOrderStatus(order.status, 'CONFIRM_ALL') === null
    ) {
      throw new Refusal(illegal(order, 'confirmed'));
    }
    const lines = await repo.linesWithQuantities(tx, [order.id]);
    const added = new Map<number, number>();
    for (const [index, c] of parsed.data.confirmations.entries()) {
      const id = Number(c.orderLineId);
      const line = lines.find((l) => l.id === id);
      if (!line) throw new Refusal(problem('Not a line of this order', `confirmations.${String(index)}.orderLineId`));
      const already = added.get(id) ?? 0;
      const why = confirmProblem({ ...line, confirmedQty: line.confirmedQty + already }, c.supplyQty);
      if (why) throw new Refusal(problem(why, `confirmations.${String(index)}.supplyQty`));
      added.set(id, already + c.supplyQty);
    }
    const after = lines.map((l) => ({ ...l, confirmedQty: l.confirmedQty + (added.get(l.id) ?? 0) }));
    const status = moveOrder(order, fulfilmentEvent('confirm', after), 'confirmed');
    await repo.insertConfirmations(
      tx,
      parsed.data.confirmations.map((c) => ({
        orderLineId: Number(c.orderLineId),
        createdAt: deps.now(),
        supplyQty: c.supplyQty,
        supplyDate: c.supplyDate,
        supplySite: c.supplySite ?? '',
        supplySloc: c.supplySloc ?? '',
        supplyShippingPoint: c.supplyShippingPoint ?? '',
        supplyLocation: c.supplyLocation ?? '',
        supplyPriority: c.supplyPriority ?? 0,
      })),
    );
    await repo.updateOrder(tx, order.id, {
      ...(status !== order.status ? { status, statusChangedAt: deps.now() } : {}),
      ...(parsed.data.expectedDeliveryDate ? { expectedDeliveryDate: parsed.data.expectedDeliveryDate } : {}),
    });
    return { orderIds: [order.id], event: 'CONFIRMED' };
  });
}

/** Puts confirmed quantities on a new open delivery. The order's status does not change until it ships. */
export function createDelivery(deps: DeskDeps, args: { orderNo: string } & Record<string, unknown>) {
  return change(deps, async (tx) => {
    const parsed = createDeliverySchema.safeParse(args);
    if (!parsed.success) refuseInput(parsed.error.issues);
    const order = await lockedOrder(tx, args.orderNo);
    // Shipping some of it must be a legal move later, so only an order with something confirmed gets a delivery.
    if (nextOrderStatus(order.status, 'SHIP_SOME') === null) {
      throw new Refusal(illegal(order, 'put on a delivery'));
    }
    const lines = await repo.linesWithQuantities(tx, [order.id]);
    for (const [index, l] of parsed.data.lines.entries()) {
      const line = lines.find((x) => x.id === Number(l.orderLineId));
      if (!line) throw new Refusal(problem('Not a line of this order', `lines.${String(index)}.orderLineId`));
      const why = deliveryProblem(line, l.qty);
      if (why) throw new Refusal(problem(why, `lines.${String(index)}.qty`));
    }
    // Ship complete: one delivery, once every line is confirmed in full (docs/decisions.md "Ship complete").
    const whole = shipCompleteProblem(
      order.shipComplete,
      lines,
      parsed.data.lines.map((l) => ({ orderLineId: Number(l.orderLineId), qty: l.qty })),
    );
    if (whole) throw new Refusal(problem(whole, 'lines'));
    const doNumber = parsed.data.doNumber === '' ? undefined : parsed.data.doNumber;
    if (doNumber && (await repo.doNumberTaken(tx, doNumber))) {
      throw new Refusal(problem(`Delivery ${doNumber} exists already`, 'doNumber', ErrorCode.CONFLICT));
    }
    await repo.insertDelivery(
      tx,
      {
        ...(doNumber ? { doNumber } : {}),
        customerId: order.customerId,
        sorg: order.sorg,
        orderType: order.orderType,
        shipToId: order.shipToId,
        shipTo: order.shipTo,
        custPoNo: order.custPoNo,
        requestDeliveryDate: order.deliveryDate,
        estimatedDeliveryDate: parsed.data.estimatedDeliveryDate,
        createdAt: deps.now(),
      },
      parsed.data.lines.map((l) => ({ orderLineId: Number(l.orderLineId), qty: l.qty })),
    );
    // A planned delivery is the desk's work in progress; the dealer hears of it when it ships.
    return { orderIds: [order.id], event: null };
  });
}

/** Ships an open delivery with its tracking; each order it carries moves to (partially) shipped. */
export function shipDelivery(deps: DeskDeps, args: { doNumber: string } & Record<string, unknown>) {
  return change(deps, async (tx) => {
    const parsed = shipDeliverySchema.safeParse(args);
    if (!parsed.success) refuseInput(parsed.error.issues);
    const delivery = await repo.lockDeliveryByNo(tx, args.doNumber.trim());
    if (!delivery) {
      throw new Refusal(problem(`Delivery ${args.doNumber} was not found`, 'doNumber', ErrorCode.NOT_FOUND));
    }
    if (delivery.deliveryDate !== null) {
      throw new Refusal(
        problem(`Delivery ${delivery.doNumber} shipped on ${delivery.deliveryDate}`, 'doNumber', ErrorCode.CONFLICT),
      );
    }
    const orderIds = await repo.orderIdsOfDelivery(tx, delivery.id);
    const locked = await repo.lockOrdersByIds(tx, orderIds);
    const set = {
      deliveryDate: parsed.data.deliveryDate,
      trackingNo: parsed.data.trackingNo ?? '',
      trackingUrl: safeTrackingUrl(parsed.data.trackingUrl) ?? '',
      expeditionName: parsed.data.expeditionName ?? '',
    };
    await repo.shipDelivery(tx, delivery.id, { ...set, shippedAt: deps.now() });
    await recordFramesOf(tx, { ...delivery, deliveryDate: set.deliveryDate }, parsed.data.frameNumbers ?? []);
    const lines = await repo.linesWithQuantities(tx, orderIds);
    for (const order of locked) {
      const status = moveOrder(
        order,
        fulfilmentEvent(
          'ship',
          lines.filter((l) => l.orderId === order.id),
        ),
        'shipped',
      );
      if (status !== order.status) await repo.updateOrder(tx, order.id, { status, statusChangedAt: deps.now() });
    }
    return {
      orderIds,
      event: 'SHIPPED',
      shipment: { doNumber: delivery.doNumber, trackingNo: set.trackingNo, expeditionName: set.expeditionName },
    };
  });
}

/**
 * The frames a shipped delivery's bikes carry: each frame number, in order, is one bike unit of the delivery (its
 * article and model year), shipped to the delivery's customer on its day. A number already recorded is refused.
 */
async function recordFramesOf(
  tx: Db,
  delivery: { id: number; doNumber: string; customerId: number; deliveryDate: string },
  frameNumbers: readonly string[],
): Promise<void> {
  if (frameNumbers.length === 0) return;
  const units = (await repo.bikeUnitsOfDelivery(tx, delivery.id)).flatMap((line) =>
    Array.from({ length: line.qty }, () => ({ articleId: line.articleId, modelYear: line.modelYear })),
  );
  const tooMany = shippedFramesProblem(frameNumbers.length, units.length);
  if (tooMany) throw new Refusal(problem(tooMany, 'frameNumbers'));
  const known = await findFrames({ db: tx }, frameNumbers);
  const taken = frameNumbers.find((frameNumber) => known.has(frameNumber));
  if (taken !== undefined) {
    throw new Refusal(problem(`Frame ${taken} is already recorded`, 'frameNumbers', ErrorCode.CONFLICT));
  }
  await recordShippedFrames(
    { db: tx },
    frameNumbers.map((frameNumber, i) => ({
      frameNumber,
      articleId: units[i]?.articleId ?? null,
      modelYear: units[i]?.modelYear ?? null,
      deliveryNo: delivery.doNumber,
      customerId: delivery.customerId,
      shippedAt: delivery.deliveryDate,
    })),
  );
}

const PAYMENT_NOTICE: Partial<Record<PaymentEvent, OrderNotificationEvent>> = {
  APPROVE: 'PAYMENT_COMPLETED',
  FAIL: 'PAYMENT_FAILED',
  VOID: 'PAYMENT_VOIDED',
};

/**
 * A payment event sent by the desk: approve and void as payment admins; fail as the payment gateway, which the desk
 * stands in for until it exists.
 */
export function changeOrderPayment(deps: DeskDeps, args: OrderPaymentArgs) {
  return change(deps, (tx) => orderPaymentChange(tx, args));
}

interface OrderPaymentArgs {
  orderNo: string;
  event: 'APPROVE' | 'FAIL' | 'VOID';
  paymentReceipt?: string | null;
}

/**
 * {@link changeOrderPayment} inside the caller's transaction `tx` (the payments administration's approve and void:
 * the order and the payment rows commit together or not at all). A refusal writes nothing and is answered; the
 * caller rolls back on it and calls `notify` only after its commit.
 */
export async function changeOrderPaymentIn(
  deps: DeskDeps,
  args: OrderPaymentArgs & { tx: Db },
): Promise<{ ok: true; orderId: number; notify: () => Promise<void> } | { ok: false; problems: DeskProblem[] }> {
  let done;
  try {
    done = await orderPaymentChange(args.tx, args);
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
  const { orderIds, event } = done;
  const orderId = orderIds[0];
  if (orderId === undefined) return problem('Nothing changed');
  const notify = async () => {
    if (event) await notifyOrderEvent(deps, { orderIds, event });
  };
  return { ok: true, orderId, notify };
}

async function orderPaymentChange(tx: Db, args: OrderPaymentArgs) {
  const actor: PaymentActor = args.event === 'FAIL' ? 'gateway' : 'paymentAdmin';
  const order = await lockedOrder(tx, args.orderNo);
  if (order.paymentState === null) {
    throw new Refusal(problem(`Order ${order.orderNo} has nothing to pay`, 'orderNo', ErrorCode.CONFLICT));
  }
  const next = mayTriggerPayment(actor, args.event) ? nextPaymentState(order.paymentState, args.event) : null;
  if (next === null) {
    const state = order.paymentState.toLowerCase();
    throw new Refusal(
      problem(
        `The payment of order ${order.orderNo} is ${state}: this cannot be done now`,
        'orderNo',
        ErrorCode.CONFLICT,
      ),
    );
  }
  const receipt = args.paymentReceipt?.trim() ?? '';
  if (receipt.length > 35) throw new Refusal(problem('At most 35 characters', 'paymentReceipt'));
  await repo.updateOrder(tx, order.id, {
    paymentState: next,
    ...(next === 'COMPLETED' ? { paymentReceipt: receipt === '' ? `RCPT-${order.orderNo}` : receipt } : {}),
  });
  return { orderIds: [order.id], event: PAYMENT_NOTICE[args.event] ?? null };
}

/** Most orders one expiry call handles; the next call takes the rest. */
export const EXPIRY_BATCH = 500;

/**
 * Voids every payment still WAITING at its expiredDate by `now` (the deps' clock: tests move it, nothing runs on a
 * timer) and cancels its order where the machine allows (actor "payment"); tells the customer's users.
 */
export async function expireOrderPayments(deps: DeskDeps): Promise<string[]> {
  const now = deps.now();
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await repo.lockExpiredPayments(tx, now, EXPIRY_BATCH);
    for (const order of rows) {
      const cancelled = mayTrigger('payment', 'CANCEL') ? nextOrderStatus(order.status, 'CANCEL') : null;
      await repo.updateOrder(tx, order.id, {
        paymentState: nextPaymentState('WAITING', 'EXPIRE') ?? 'VOIDED',
        ...(cancelled ? { status: cancelled, statusChangedAt: now } : {}),
      });
    }
    return rows;
  });
  if (expired.length > 0) {
    await notifyOrderEvent(deps, { orderIds: expired.map((o) => o.id), event: 'PAYMENT_EXPIRED' });
  }
  return expired.map((o) => o.orderNo);
}

// ---------- reads ----------

/** Most orders one desk page lists. */
export const DESK_MAX_LIMIT = 50;

/** Orders as the desk shows them, in the order of `ids`. */
export async function deskOrderViews(deps: Pick<AppDeps, 'db'>, ids: readonly number[]) {
  const [rows, lines, deliveryRows] = await Promise.all([
    repo.deskOrders(deps.db, ids),
    repo.linesWithQuantities(deps.db, ids),
    repo.deliveriesOf(deps.db, ids),
  ]);
  const confirmations = await repo.confirmationsOf(
    deps.db,
    lines.map((l) => l.id),
  );
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.order.id === id);
    if (!row) return [];
    const o = row.order;
    const byDelivery = new Map<
      number,
      { delivery: (typeof deliveryRows)[number]['delivery']; lines: { orderLineId: string; qty: number }[] }
    >();
    for (const d of deliveryRows.filter((x) => x.orderId === id)) {
      const entry = byDelivery.get(d.delivery.id) ?? { delivery: d.delivery, lines: [] };
      entry.lines.push({ orderLineId: String(d.orderLineId), qty: d.qty });
      byDelivery.set(d.delivery.id, entry);
    }
    return [
      {
        id: String(o.id),
        orderNo: o.orderNo,
        sapOrderNo: o.sapOrderNo,
        status: o.status,
        pendingB2B: isPendingB2B(o.status),
        sorg: o.sorg,
        custCode: row.custCodeIsr ?? row.custCodeR3 ?? '',
        custName: row.custName,
        createdBy: row.createdByName ?? '',
        createdAt: o.createdAt.toISOString(),
        deliveryDate: o.deliveryDate,
        expectedDeliveryDate: o.expectedDeliveryDate,
        totalOrder: o.totalOrder,
        currency: o.currency,
        decimalPrecision: o.decimalPrecision,
        paymentState: o.paymentState,
        paymentExpiredAt: o.paymentExpiredAt?.toISOString() ?? null,
        paymentReceipt: o.paymentReceipt,
        rejectionReason: o.rejectionReason,
        lines: lines
          .filter((l) => l.orderId === id)
          .map((l) => ({
            id: String(l.id),
            articleCode: l.articleCode,
            description: l.description,
            orderQty: l.orderQty,
            uom: l.uom,
            confirmedQty: l.confirmedQty,
            deliveryQty: l.deliveryQty,
            shippedQty: l.shippedQty,
            confirmations: confirmations
              .filter((c) => c.orderLineId === l.id)
              .map(({ id: _id, orderLineId: _line, ...c }) => c),
          })),
        deliveries: [...byDelivery.values()].map(({ delivery: d, lines: dl }) => ({
          doNumber: d.doNumber,
          estimatedDeliveryDate: d.estimatedDeliveryDate,
          deliveryDate: d.deliveryDate,
          trackingNo: d.trackingNo,
          trackingUrl: safeTrackingUrl(d.trackingUrl),
          expeditionName: d.expeditionName,
          lines: dl,
        })),
      },
    ];
  });
}
export type DeskOrderView = Awaited<ReturnType<typeof deskOrderViews>>[number];

/** A page of the orders waiting for the desk. */
export async function listDeskOrders(
  deps: Pick<AppDeps, 'db'>,
  args: { stage: DeskStage | null; search: string; page: number; limit: number },
) {
  const stages: DeskStage[] = args.stage ? [args.stage] : ['PENDING_B2B', 'TO_CONFIRM', 'TO_SHIP', 'PAYMENT_TO_CHECK'];
  const { ids, total } = await repo.listDeskOrderIds(deps.db, {
    stages,
    search: args.search.trim().slice(0, 100),
    offset: (args.page - 1) * args.limit,
    limit: args.limit,
  });
  return {
    items: await deskOrderViews(deps, ids),
    info: { page: args.page, count: total, pageTotal: Math.max(1, Math.ceil(total / args.limit)) },
  };
}

/** One order of any customer, by number, for the desk. */
export async function deskOrderByNo(deps: Pick<AppDeps, 'db'>, orderNo: string): Promise<DeskOrderView | null> {
  const id = await repo.orderIdByNo(deps.db, orderNo.trim());
  if (id === undefined) return null;
  return (await deskOrderViews(deps, [id]))[0] ?? null;
}
