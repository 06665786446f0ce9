// Order statuses and payment states (spec 01 §3 Order: orderStatus {description, pendingB2B}; §4 "Order statuses
// are not shown", "Payment state flags on an order", "Filter statuses seen"). The spec gives no status set, so it
// is designed here (docs/decisions.md, "Order statuses"): one table of events per machine, from which both
// `nextOrderStatus` and `canTransition` are read, so the two can never disagree.

/** Where an order stands. The values are the SDL enum's. */
export const ORDER_STATUSES = [
  'PENDING_CONFIRMATION',
  'OPEN',
  'PARTIALLY_CONFIRMED',
  'CONFIRMED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'CANCELLED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Who may cause an event: the checkout, the order desk (the admin stand-in for the ERP) or the payment flow. */
export type OrderActor = 'checkout' | 'orderDesk' | 'payment';

/**
 * What moves an order on. Confirming and shipping come in two kinds: the order desk's service compares the
 * confirmed (shipped) quantities with the ordered ones after its change and sends `_ALL` when every line is
 * covered in full, `_SOME` otherwise ({@link fulfilmentEvent}).
 */
export type OrderEvent = 'ACCEPT' | 'REJECT' | 'CONFIRM_SOME' | 'CONFIRM_ALL' | 'SHIP_SOME' | 'SHIP_ALL' | 'CANCEL';

interface EventRule<S extends string, A extends string> {
  actors: readonly A[];
  /** from → to; a status not listed refuses the event. */
  moves: Partial<Record<S, S>>;
}

/**
 * The order machine. Placing is not an event: checkout creates the order in {@link initialOrderStatus}.
 * Shipped, cancelled and rejected are final. A partially shipped order may still get confirmations for its
 * remaining lines; it stays partially shipped until everything has shipped.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderEvent, EventRule<OrderStatus, OrderActor>>> = {
  ACCEPT: { actors: ['orderDesk'], moves: { PENDING_CONFIRMATION: 'OPEN' } },
  REJECT: { actors: ['orderDesk'], moves: { PENDING_CONFIRMATION: 'REJECTED' } },
  CONFIRM_SOME: {
    actors: ['orderDesk'],
    moves: {
      OPEN: 'PARTIALLY_CONFIRMED',
      PARTIALLY_CONFIRMED: 'PARTIALLY_CONFIRMED',
      PARTIALLY_SHIPPED: 'PARTIALLY_SHIPPED',
    },
  },
  CONFIRM_ALL: {
    actors: ['orderDesk'],
    moves: { OPEN: 'CONFIRMED', PARTIALLY_CONFIRMED: 'CONFIRMED', PARTIALLY_SHIPPED: 'PARTIALLY_SHIPPED' },
  },
  SHIP_SOME: {
    actors: ['orderDesk'],
    moves: {
      PARTIALLY_CONFIRMED: 'PARTIALLY_SHIPPED',
      CONFIRMED: 'PARTIALLY_SHIPPED',
      PARTIALLY_SHIPPED: 'PARTIALLY_SHIPPED',
    },
  },
  // Only what is confirmed ships, so "everything shipped" needs everything confirmed first.
  SHIP_ALL: { actors: ['orderDesk'], moves: { CONFIRMED: 'SHIPPED', PARTIALLY_SHIPPED: 'SHIPPED' } },
  // The order desk cancels what has not shipped; an expired payment cancels its order the same way.
  CANCEL: {
    actors: ['orderDesk', 'payment'],
    moves: {
      PENDING_CONFIRMATION: 'CANCELLED',
      OPEN: 'CANCELLED',
      PARTIALLY_CONFIRMED: 'CANCELLED',
      CONFIRMED: 'CANCELLED',
    },
  },
};

/** The status checkout gives a new order: with the host's orderConfirmation on it waits as pendingB2B (spec 01 §3). */
export function initialOrderStatus(config: { orderConfirmation: boolean }): OrderStatus {
  return config.orderConfirmation ? 'PENDING_CONFIRMATION' : 'OPEN';
}

/** The status after an event, or null when the event does not apply to the status. */
export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[event].moves[from] ?? null;
}

/** Whether some event moves an order from one status to the other (staying put counts only where an event says so). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return Object.values(ORDER_TRANSITIONS).some((rule) => rule.moves[from] === to);
}

/** Whether an actor may send an event at all. */
export function mayTrigger(actor: OrderActor, event: OrderEvent): boolean {
  return ORDER_TRANSITIONS[event].actors.includes(actor);
}

/** Statuses no event leaves. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return Object.values(ORDER_TRANSITIONS).every((rule) => rule.moves[status] === undefined);
}

/** Spec 01 §3 orderStatus.pendingB2B: the order waits for the order desk (later /admin/order-confirmation). */
export function isPendingB2B(status: OrderStatus): boolean {
  return status === 'PENDING_CONFIRMATION';
}

/**
 * Whether a move gives the order its sap_order_no: entering OPEN (at placing, or when the order desk accepts a
 * pendingB2B order). It is kept from then on, so pending, rejected and cancelled-while-pending orders have none.
 */
export function givesSapOrderNo(from: OrderStatus | null, to: OrderStatus): boolean {
  return to === 'OPEN' && from !== 'OPEN';
}

/** The statuses openOrderV4 lists: accepted and not yet fully shipped, cancelled or rejected. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = [
  'OPEN',
  'PARTIALLY_CONFIRMED',
  'CONFIRMED',
  'PARTIALLY_SHIPPED',
];

/** The English description of a status (orderStatus.description); the client translates by status. */
export const orderStatusDescriptions: Readonly<Record<OrderStatus, string>> = {
  PENDING_CONFIRMATION: 'Waiting for confirmation',
  OPEN: 'Open',
  PARTIALLY_CONFIRMED: 'Partially confirmed',
  CONFIRMED: 'Confirmed',
  PARTIALLY_SHIPPED: 'Partially shipped',
  SHIPPED: 'Shipped',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
};

/** Quantities of one order line, as the order desk leaves them. */
export interface FulfilmentLine {
  orderQty: number;
  confirmedQty: number;
  shippedQty: number;
}

/**
 * The confirm or ship event a change of the order desk amounts to: `kind` says what it just did, the lines say
 * what is now confirmed (shipped) in total. `_ALL` when every line is covered in full, else `_SOME`.
 */
export function fulfilmentEvent(kind: 'confirm' | 'ship', lines: readonly FulfilmentLine[]): OrderEvent {
  const field = kind === 'confirm' ? 'confirmedQty' : 'shippedQty';
  const all = lines.length > 0 && lines.every((line) => line[field] >= line.orderQty);
  if (kind === 'confirm') return all ? 'CONFIRM_ALL' : 'CONFIRM_SOME';
  return all ? 'SHIP_ALL' : 'SHIP_SOME';
}

// ---------------------------------------------------------------------------------------------------------------
// Payment states (spec 01 §4): separate from the order status, one per order with a payment to make.

/** The spec's five payment state flags, as one state. */
export const PAYMENT_STATES = ['WAITING', 'UPLOADED', 'FAILED', 'VOIDED', 'COMPLETED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export function isPaymentState(value: unknown): value is PaymentState {
  return typeof value === 'string' && (PAYMENT_STATES as readonly string[]).includes(value);
}

/** Who moves a payment: the dealer (documents), sales staff and admins (spec 02 §3 payments), the gateway, the clock. */
export type PaymentActor = 'dealer' | 'paymentAdmin' | 'gateway' | 'clock';

export type PaymentEvent = 'UPLOAD_DOC' | 'REMOVE_LAST_DOC' | 'APPROVE' | 'FAIL' | 'RETRY' | 'VOID' | 'EXPIRE';

/**
 * The payment machine. A bank transfer waits until its expiredDate; a proof of payment (paymentDocs) moves it to
 * uploaded, where it no longer expires: someone has to look at it. Approval (or the gateway's success) completes
 * it; voiding, or expiry at expiredDate, voids it. Completed and voided are final.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentEvent, EventRule<PaymentState, PaymentActor>>> = {
  UPLOAD_DOC: { actors: ['dealer', 'paymentAdmin'], moves: { WAITING: 'UPLOADED', UPLOADED: 'UPLOADED' } },
  REMOVE_LAST_DOC: { actors: ['dealer', 'paymentAdmin'], moves: { UPLOADED: 'WAITING' } },
  APPROVE: { actors: ['paymentAdmin', 'gateway'], moves: { WAITING: 'COMPLETED', UPLOADED: 'COMPLETED' } },
  FAIL: { actors: ['gateway'], moves: { WAITING: 'FAILED' } },
  RETRY: { actors: ['dealer'], moves: { FAILED: 'WAITING' } },
  VOID: { actors: ['paymentAdmin'], moves: { WAITING: 'VOIDED', UPLOADED: 'VOIDED', FAILED: 'VOIDED' } },
  EXPIRE: { actors: ['clock'], moves: { WAITING: 'VOIDED' } },
};

/** The payment state after an event, or null when the event does not apply. */
export function nextPaymentState(from: PaymentState, event: PaymentEvent): PaymentState | null {
  return PAYMENT_TRANSITIONS[event].moves[from] ?? null;
}

/** Whether an actor may send a payment event. */
export function mayTriggerPayment(actor: PaymentActor, event: PaymentEvent): boolean {
  return PAYMENT_TRANSITIONS[event].actors.includes(actor);
}

/** Whether a payment has expired: still waiting on or after its expiredDate (an injected clock, never a timer). */
export function isPaymentExpired(state: PaymentState, expiredAt: Date, now: Date): boolean {
  return state === 'WAITING' && now.getTime() >= expiredAt.getTime();
}

/** Spec 01 §4: "Payment is immediate when the method type includes ACH or Credit Card". */
export function isImmediatePaymentType(type: string): boolean {
  return type.includes('ACH') || type.includes('Credit Card');
}

/**
 * The state a new order's payment starts in, by its method's type: none for an on-account method (nothing to pay
 * now), waiting for any other. Immediate methods (ACH, card) are charged at checkout by the gateway, which then
 * sends APPROVE or FAIL.
 */
export function initialPaymentState(methodType: string): PaymentState | null {
  return /on[\s_-]?account/i.test(methodType) ? null : 'WAITING';
}

/** orderPayment's flags (spec 01 §3): exactly one is true for an order with a payment. */
export function paymentFlags(state: PaymentState | null): {
  isPaymentWaiting: boolean;
  isPaymentUploaded: boolean;
  isPaymentFailed: boolean;
  isPaymentVoided: boolean;
  isPaymentCompleted: boolean;
} {
  return {
    isPaymentWaiting: state === 'WAITING',
    isPaymentUploaded: state === 'UPLOADED',
    isPaymentFailed: state === 'FAILED',
    isPaymentVoided: state === 'VOIDED',
    isPaymentCompleted: state === 'COMPLETED',
  };
}

/**
 * The payment filter of /order (spec 01 §4 "Filter statuses seen: complete, pending, failed, void, on
 * processing") and the state each one lists: on processing is a proof uploaded and being checked.
 */
export const PAYMENT_FILTERS = {
  COMPLETE: { label: 'complete', state: 'COMPLETED' },
  PENDING: { label: 'pending', state: 'WAITING' },
  FAILED: { label: 'failed', state: 'FAILED' },
  VOID: { label: 'void', state: 'VOIDED' },
  ON_PROCESSING: { label: 'on processing', state: 'UPLOADED' },
} as const satisfies Record<string, { label: string; state: PaymentState }>;
export type PaymentFilter = keyof typeof PAYMENT_FILTERS;

/** The state a payment filter lists. */
export function paymentStateOfFilter(filter: PaymentFilter): PaymentState {
  return PAYMENT_FILTERS[filter].state;
}

/** The filter that lists a state (each state has exactly one). */
export function paymentFilterOfState(state: PaymentState): PaymentFilter {
  const found = (Object.keys(PAYMENT_FILTERS) as PaymentFilter[]).find((key) => PAYMENT_FILTERS[key].state === state);
  if (found === undefined) throw new RangeError(`No payment filter lists ${state}`);
  return found;
}
