import { describe, expect, it } from 'vitest';
import {
  canTransition,
  fulfilmentEvent,
  givesSapOrderNo,
  initialOrderStatus,
  initialPaymentState,
  isFinalOrderStatus,
  isImmediatePaymentType,
  isOrderStatus,
  isPaymentExpired,
  isPendingB2B,
  mayTrigger,
  mayTriggerPayment,
  nextOrderStatus,
  nextPaymentState,
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusDescriptions,
  PAYMENT_FILTERS,
  PAYMENT_STATES,
  paymentFilterOfState,
  paymentFlags,
  paymentStateOfFilter,
  type OrderEvent,
  type OrderStatus,
  type PaymentEvent,
  type PaymentState,
} from './order-status';

describe('order statuses', () => {
  it('starts pendingB2B with orderConfirmation on, open without', () => {
    expect(initialOrderStatus({ orderConfirmation: true })).toBe('PENDING_CONFIRMATION');
    expect(initialOrderStatus({ orderConfirmation: false })).toBe('OPEN');
    expect(isPendingB2B('PENDING_CONFIRMATION')).toBe(true);
    expect(ORDER_STATUSES.filter(isPendingB2B)).toEqual(['PENDING_CONFIRMATION']);
  });

  it('follows the whole table: every event from every status', () => {
    // The table as decided (docs/decisions.md "Order statuses"); '-' refuses the event.
    const expected: Record<OrderStatus, Record<OrderEvent, OrderStatus | '-'>> = {
      PENDING_CONFIRMATION: {
        ACCEPT: 'OPEN',
        REJECT: 'REJECTED',
        CONFIRM_SOME: '-',
        CONFIRM_ALL: '-',
        SHIP_SOME: '-',
        SHIP_ALL: '-',
        CANCEL: 'CANCELLED',
      },
      OPEN: {
        ACCEPT: '-',
        REJECT: '-',
        CONFIRM_SOME: 'PARTIALLY_CONFIRMED',
        CONFIRM_ALL: 'CONFIRMED',
        SHIP_SOME: '-',
        SHIP_ALL: '-',
        CANCEL: 'CANCELLED',
      },
      PARTIALLY_CONFIRMED: {
        ACCEPT: '-',
        REJECT: '-',
        CONFIRM_SOME: 'PARTIALLY_CONFIRMED',
        CONFIRM_ALL: 'CONFIRMED',
        SHIP_SOME: 'PARTIALLY_SHIPPED',
        SHIP_ALL: '-',
        CANCEL: 'CANCELLED',
      },
      CONFIRMED: {
        ACCEPT: '-',
        REJECT: '-',
        CONFIRM_SOME: '-',
        CONFIRM_ALL: '-',
        SHIP_SOME: 'PARTIALLY_SHIPPED',
        SHIP_ALL: 'SHIPPED',
        CANCEL: 'CANCELLED',
      },
      PARTIALLY_SHIPPED: {
        ACCEPT: '-',
        REJECT: '-',
        CONFIRM_SOME: 'PARTIALLY_SHIPPED',
        CONFIRM_ALL: 'PARTIALLY_SHIPPED',
        SHIP_SOME: 'PARTIALLY_SHIPPED',
        SHIP_ALL: 'SHIPPED',
        CANCEL: '-',
      },
      SHIPPED: {
        ACCEPT: '-',
        REJECT: '-',
        CONFIRM_SOME: '-',
        CONFIRM_ALL: '-',
        SHIP_SOME: '-',
        SHIP_ALL: '-',
        CANCEL: '-',
      },
      CANCELLED: {
        ACCEPT: '-',
        REJECT: '-',
        CONFIRM_SOME: '-',
        CONFIRM_ALL: '-',
        SHIP_SOME: '-',
        SHIP_ALL: '-',
        CANCEL: '-',
      },
      REJECTED: {
        ACCEPT: '-',
        REJECT: '-',
        CONFIRM_SOME: '-',
        CONFIRM_ALL: '-',
        SHIP_SOME: '-',
        SHIP_ALL: '-',
        CANCEL: '-',
      },
    };
    for (const from of ORDER_STATUSES) {
      for (const event of Object.keys(ORDER_TRANSITIONS) as OrderEvent[]) {
        const to = expected[from][event];
        expect(nextOrderStatus(from, event), `${from} --${event}-->`).toBe(to === '-' ? null : to);
      }
    }
  });

  it('canTransition agrees with the events, and refuses going back', () => {
    expect(canTransition('PENDING_CONFIRMATION', 'OPEN')).toBe(true);
    expect(canTransition('OPEN', 'SHIPPED')).toBe(false);
    expect(canTransition('SHIPPED', 'OPEN')).toBe(false);
    expect(canTransition('CONFIRMED', 'PARTIALLY_CONFIRMED')).toBe(false);
    expect(canTransition('PARTIALLY_SHIPPED', 'CANCELLED')).toBe(false);
    expect(canTransition('PARTIALLY_SHIPPED', 'PARTIALLY_SHIPPED')).toBe(true);
    expect(canTransition('OPEN', 'OPEN')).toBe(false);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const byEvent = (Object.keys(ORDER_TRANSITIONS) as OrderEvent[]).some((e) => nextOrderStatus(from, e) === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(byEvent);
      }
    }
  });

  it('leaves shipped, cancelled and rejected orders final', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['SHIPPED', 'CANCELLED', 'REJECTED']);
  });

  it('lets the order desk drive the order, and payment only cancel it', () => {
    for (const event of Object.keys(ORDER_TRANSITIONS) as OrderEvent[]) {
      expect(mayTrigger('orderDesk', event)).toBe(true);
      expect(mayTrigger('checkout', event)).toBe(false);
      expect(mayTrigger('payment', event)).toBe(event === 'CANCEL');
    }
  });

  it('gives the sap_order_no on entering open, once', () => {
    expect(givesSapOrderNo(null, 'OPEN')).toBe(true);
    expect(givesSapOrderNo('PENDING_CONFIRMATION', 'OPEN')).toBe(true);
    expect(givesSapOrderNo(null, 'PENDING_CONFIRMATION')).toBe(false);
    expect(givesSapOrderNo('OPEN', 'CONFIRMED')).toBe(false);
    expect(givesSapOrderNo('PENDING_CONFIRMATION', 'REJECTED')).toBe(false);
  });

  it('lists accepted, unfinished orders as open orders', () => {
    expect(OPEN_ORDER_STATUSES).toEqual(['OPEN', 'PARTIALLY_CONFIRMED', 'CONFIRMED', 'PARTIALLY_SHIPPED']);
    expect(OPEN_ORDER_STATUSES.some(isFinalOrderStatus)).toBe(false);
  });

  it('describes every status', () => {
    expect(Object.keys(orderStatusDescriptions).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(orderStatusDescriptions.PENDING_CONFIRMATION).toBe('Waiting for confirmation');
    expect(isOrderStatus('OPEN')).toBe(true);
    expect(isOrderStatus('Processing')).toBe(false);
  });

  it('tells a complete confirmation or shipment from a partial one', () => {
    const lines = [
      { orderQty: 3, confirmedQty: 3, shippedQty: 1 },
      { orderQty: 2, confirmedQty: 1, shippedQty: 0 },
    ];
    expect(fulfilmentEvent('confirm', lines)).toBe('CONFIRM_SOME');
    expect(fulfilmentEvent('ship', lines)).toBe('SHIP_SOME');
    const full = lines.map((l) => ({ ...l, confirmedQty: l.orderQty, shippedQty: l.orderQty }));
    expect(fulfilmentEvent('confirm', full)).toBe('CONFIRM_ALL');
    expect(fulfilmentEvent('ship', full)).toBe('SHIP_ALL');
    expect(fulfilmentEvent('confirm', [])).toBe('CONFIRM_SOME');
  });
});

describe('payment states', () => {
  it('follows the whole table', () => {
    const expected: Record<PaymentState, Partial<Record<PaymentEvent, PaymentState>>> = {
      WAITING: { UPLOAD_DOC: 'UPLOADED', APPROVE: 'COMPLETED', FAIL: 'FAILED', VOID: 'VOIDED', EXPIRE: 'VOIDED' },
      UPLOADED: { UPLOAD_DOC: 'UPLOADED', REMOVE_LAST_DOC: 'WAITING', APPROVE: 'COMPLETED', VOID: 'VOIDED' },
      FAILED: { RETRY: 'WAITING', VOID: 'VOIDED' },
      VOIDED: {},
      COMPLETED: {},
    };
    const events: PaymentEvent[] = ['UPLOAD_DOC', 'REMOVE_LAST_DOC', 'APPROVE', 'FAIL', 'RETRY', 'VOID', 'EXPIRE'];
    for (const from of PAYMENT_STATES) {
      for (const event of events) {
        expect(nextPaymentState(from, event), `${from} --${event}-->`).toBe(expected[from][event] ?? null);
      }
    }
  });

  it('lets only the clock expire and only the gateway fail a payment', () => {
    expect(mayTriggerPayment('clock', 'EXPIRE')).toBe(true);
    expect(mayTriggerPayment('paymentAdmin', 'EXPIRE')).toBe(false);
    expect(mayTriggerPayment('gateway', 'FAIL')).toBe(true);
    expect(mayTriggerPayment('dealer', 'APPROVE')).toBe(false);
    expect(mayTriggerPayment('dealer', 'UPLOAD_DOC')).toBe(true);
  });

  it('expires a waiting payment at its expiredDate by the clock given, not an uploaded one', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(isPaymentExpired('WAITING', at, new Date('2026-11-21T09:59:59Z'))).toBe(false);
    expect(isPaymentExpired('WAITING', at, at)).toBe(true);
    expect(isPaymentExpired('UPLOADED', at, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('starts on-account orders without a payment and others waiting; ACH and cards are immediate', () => {
    expect(initialPaymentState('On Account')).toBeNull();
    expect(initialPaymentState('ON_ACCOUNT')).toBeNull();
    expect(initialPaymentState('Bank Transfer')).toBe('WAITING');
    expect(isImmediatePaymentType('ACH Debit')).toBe(true);
    expect(isImmediatePaymentType('Credit Card')).toBe(true);
    expect(isImmediatePaymentType('Bank Transfer')).toBe(false);
    expect(isImmediatePaymentType('On Account')).toBe(false);
    // The spec's "includes", as written: not a word that merely contains the letters.
    expect(isImmediatePaymentType('Cash on delivery (attached)')).toBe(false);
  });

  it('sets exactly the flag of the state', () => {
    expect(paymentFlags('UPLOADED')).toEqual({
      isPaymentWaiting: false,
      isPaymentUploaded: true,
      isPaymentFailed: false,
      isPaymentVoided: false,
      isPaymentCompleted: false,
    });
    for (const state of PAYMENT_STATES) {
      expect(Object.values(paymentFlags(state)).filter(Boolean)).toHaveLength(1);
    }
    expect(Object.values(paymentFlags(null)).some(Boolean)).toBe(false);
  });

  it("maps the spec's filter statuses one to one onto the flags", () => {
    expect(Object.values(PAYMENT_FILTERS).map((f) => f.label)).toEqual([
      'complete',
      'pending',
      'failed',
      'void',
      'on processing',
    ]);
    expect(paymentStateOfFilter('ON_PROCESSING')).toBe('UPLOADED');
    expect(paymentStateOfFilter('PENDING')).toBe('WAITING');
    for (const state of PAYMENT_STATES) expect(paymentStateOfFilter(paymentFilterOfState(state))).toBe(state);
  });
});
