import { describe, expect, it } from 'vitest';
import {
  confirmLinesSchema,
  confirmProblem,
  createDeliverySchema,
  deliveryProblem,
  mayUseOrderDesk,
  rejectOrderSchema,
  shipCompleteMessages,
  shipCompleteProblem,
  shipDeliverySchema,
} from './order-desk';

describe('order desk rules', () => {
  it('is for administrators: page.orderlist with a user area limited to all', () => {
    expect(mayUseOrderDesk({ scopes: ['page.orderlist'], limitations: ['all'] })).toBe(true);
    expect(mayUseOrderDesk({ scopes: ['page.orderlist'], limitations: ['customer'] })).toBe(false);
    expect(mayUseOrderDesk({ scopes: ['page.orderlist'], limitations: ['salesman'] })).toBe(false);
    expect(mayUseOrderDesk({ scopes: [], limitations: ['all'] })).toBe(false);
  });

  it('never confirms more than ordered, never delivers more than confirmed and not yet on a delivery', () => {
    expect(confirmProblem({ orderQty: 5, confirmedQty: 3, deliveryQty: 0 }, 2)).toBeNull();
    expect(confirmProblem({ orderQty: 5, confirmedQty: 3, deliveryQty: 0 }, 3)).toBe(
      'At most 2 more can be confirmed (ordered 5)',
    );
    expect(deliveryProblem({ orderQty: 5, confirmedQty: 4, deliveryQty: 1 }, 3)).toBeNull();
    expect(deliveryProblem({ orderQty: 5, confirmedQty: 4, deliveryQty: 1 }, 4)).toBe(
      'At most 3 confirmed and not yet on a delivery',
    );
  });

  it('checks the inputs: a reason, days, quantities from 1, https tracking links, each line once', () => {
    expect(rejectOrderSchema.safeParse({ reason: ' ' }).success).toBe(false);
    expect(rejectOrderSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    const line = { orderLineId: '7', supplyQty: 1, supplyDate: '2026-12-01' };
    expect(confirmLinesSchema.safeParse({ confirmations: [line] }).success).toBe(true);
    expect(confirmLinesSchema.safeParse({ confirmations: [{ ...line, supplyQty: 0 }] }).success).toBe(false);
    expect(confirmLinesSchema.safeParse({ confirmations: [{ ...line, supplyDate: '2026-02-30' }] }).success).toBe(
      false,
    );
    expect(confirmLinesSchema.safeParse({ confirmations: [] }).success).toBe(false);
    const delivery = { estimatedDeliveryDate: '2026-12-01', lines: [{ orderLineId: '7', qty: 2 }] };
    expect(createDeliverySchema.safeParse(delivery).success).toBe(true);
    expect(createDeliverySchema.safeParse({ ...delivery, lines: [...delivery.lines, ...delivery.lines] }).success).toBe(
      false,
    );
    expect(
      shipDeliverySchema.safeParse({ deliveryDate: '2026-12-02', trackingUrl: 'https://t.example/1' }).success,
    ).toBe(true);
    for (const url of ['http://t.example/1', 'javascript:alert(1)', 'https://user:pw@t.example/']) {
      expect(shipDeliverySchema.safeParse({ deliveryDate: '2026-12-02', trackingUrl: url }).success, url).toBe(false);
    }
    expect(shipDeliverySchema.safeParse({ deliveryDate: '2026-12-02', trackingUrl: '' }).success).toBe(true);
  });
});

describe('ship complete at the order desk', () => {
  const first = { id: 1, orderQty: 2, confirmedQty: 2, deliveryQty: 0 };
  const second = { id: 2, orderQty: 3, confirmedQty: 3, deliveryQty: 0 };
  const lines = [first, second];
  const firstWhole = { orderLineId: 1, qty: 2 };
  const whole = [firstWhole, { orderLineId: 2, qty: 3 }];

  it('never refuses an order to ship as available', () => {
    expect(shipCompleteProblem(false, [{ ...first, confirmedQty: 1 }], [{ orderLineId: 1, qty: 1 }])).toBeNull();
  });

  it('needs every line confirmed in full', () => {
    const partly = [first, { ...second, confirmedQty: 2 }];
    expect(shipCompleteProblem(true, partly, whole)).toBe(shipCompleteMessages.notAllConfirmed);
  });

  it('needs one delivery carrying every line in full', () => {
    expect(shipCompleteProblem(true, lines, whole)).toBeNull();
    expect(shipCompleteProblem(true, lines, [firstWhole])).toBe(shipCompleteMessages.notWhole);
    expect(shipCompleteProblem(true, lines, [firstWhole, { orderLineId: 2, qty: 2 }])).toBe(
      shipCompleteMessages.notWhole,
    );
  });
});
