// Order events → notifications (spec 01 §1 notifications; Step "order-status push"): the users of an order's
// customer are told in their own language, in the app's list and by web push where the host has WEB_NOTIFICATION
// on. Checkout (placed, payment waiting), the order desk and the payment flow call `notifyOrderEvent` after their
// change is committed. The same call mails the order confirmation PDF (order-confirmation-mail.ts) after checkout,
// or after the order desk accepts an order that waited for the B2B confirmation.
import { localeOrDefault } from '../../../shared/locales';
import type { AppDeps } from '../../app-deps';
import { orderNotificationUrl, type NotificationKind } from '../../../shared/notifications/notification-texts';
import { notifyUsers, type NoticeDeps, type NoticeResult, type UserNotice } from '../push/notifications.service';
import { isConfirmationEvent, mailOrderConfirmations } from './order-confirmation-mail';
import * as repo from './order-events.repository';

/** What happened to an order. */
export const ORDER_EVENTS = [
  'PLACED',
  'ACCEPTED',
  'CONFIRMED',
  'REJECTED',
  'SHIPPED',
  'CANCELLED',
  'PAYMENT_WAITING',
  'PAYMENT_COMPLETED',
  'PAYMENT_EXPIRED',
  'PAYMENT_FAILED',
  'PAYMENT_VOIDED',
] as const;
export type OrderNotificationEvent = (typeof ORDER_EVENTS)[number];

const KIND: Readonly<Record<OrderNotificationEvent, NotificationKind>> = {
  PLACED: 'order.placed',
  ACCEPTED: 'order.accepted',
  CONFIRMED: 'order.confirmed',
  REJECTED: 'order.rejected',
  SHIPPED: 'order.shipped',
  CANCELLED: 'order.cancelled',
  PAYMENT_WAITING: 'order.paymentWaiting',
  PAYMENT_COMPLETED: 'order.paymentCompleted',
  PAYMENT_EXPIRED: 'order.paymentExpired',
  PAYMENT_FAILED: 'order.paymentFailed',
  PAYMENT_VOIDED: 'order.paymentVoided',
};

/** The delivery a SHIPPED event tells about (its tracking is in the text). */
export interface ShipmentInfo {
  doNumber: string;
  trackingNo: string;
  expeditionName: string;
}

export interface OrderEventInput {
  orderIds: readonly number[];
  event: OrderNotificationEvent;
  /** SHIPPED: the delivery that shipped. */
  shipment?: ShipmentInfo;
  /** Users not to tell (e.g. nobody needs telling what they just did themselves); none by default. */
  exceptUserIds?: readonly number[];
}

/** YYYY-MM-DD of an instant in UTC (a payment's expiry is an instant; the text shows its day). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Tells the users of each order's customer — its dealers and the user who placed the order — about an event:
 * one row each in their notification list and a web push (payload ≤ 3 KB, in the user's language, opening
 * /{locale}/order/{orderNo}). Never throws for a push that fails; the rows are written whatever push does.
 */
export async function notifyOrderEvent(
  deps: NoticeDeps & Partial<Pick<AppDeps, 'mailer' | 'pendingMails'>>,
  input: OrderEventInput,
): Promise<NoticeResult> {
  const orders = await repo.ordersForEvent(deps.db, input.orderIds);
  if (orders.length === 0) return { stored: 0, pushed: 0 };
  const dealers = await repo.dealersOf(deps.db, [...new Set(orders.map((o) => o.customerId))]);
  const placers = await repo.usersByIds(deps.db, [
    ...new Set(orders.flatMap((o) => (o.createdBy === null ? [] : [o.createdBy]))),
  ]);
  const except = new Set(input.exceptUserIds ?? []);
  const kind = KIND[input.event];
  const notices: UserNotice[] = [];
  for (const order of orders) {
    const params: Record<string, string | number> = { orderNo: order.orderNo, customerName: order.customerName };
    if (input.event === 'REJECTED') params.reason = order.rejectionReason ?? '';
    if (input.event === 'SHIPPED' && input.shipment) Object.assign(params, input.shipment);
    if (input.event === 'PAYMENT_WAITING' || input.event === 'PAYMENT_EXPIRED') {
      Object.assign(params, {
        amount: order.totalOrder,
        currency: order.currency,
        decimals: order.decimalPrecision,
        expiredDate: order.paymentExpiredAt ? dayOf(order.paymentExpiredAt) : '',
      });
    }
    const recipients = new Map<number, string | null>();
    for (const d of dealers) if (d.customerId === order.customerId) recipients.set(d.userId, d.languageId);
    const placer = placers.find((p) => p.userId === order.createdBy);
    if (placer) recipients.set(placer.userId, placer.languageId);
    for (const [userId, languageId] of recipients) {
      if (except.has(userId)) continue;
      const locale = localeOrDefault(languageId);
      notices.push({
        userId,
        locale,
        customerId: order.customerId,
        kind,
        params,
        url: orderNotificationUrl(locale, order.orderNo),
        tag: `order-${order.orderNo}`,
      });
    }
  }
  const result = await notifyUsers(deps, notices);
  // The confirmation mail: every caller hands its AppDeps on, so the mailer is there (the type leaves it optional
  // so the callers' narrower deps types need not name it). It is written after the answer (a PDF takes 0.1–0.3 s,
  // which checkout's answer should not wait for), kept in pendingMails until sent; a failed mail is logged and never
  // undoes the event.
  const { mailer, pendingMails } = deps;
  if (mailer && isConfirmationEvent(input.event)) {
    const job = mailOrderConfirmations({ ...deps, mailer }, { orderIds: input.orderIds, event: input.event })
      .then(() => undefined)
      .catch((error: unknown) => {
        deps.logger.error('order confirmation mail failed', { error, orderIds: input.orderIds });
      })
      .finally(() => pendingMails?.delete(job));
    pendingMails?.add(job);
    if (!pendingMails) await job;
  }
  return result;
}
