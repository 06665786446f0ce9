import { describe, expect, it } from 'vitest';
import { lineTimeline, type TimelineInput } from './line-timeline';

const line: TimelineInput = {
  orderedAt: '2026-11-20T09:00:00.000Z',
  orderQty: 5,
  confirmations: [
    { supplyQty: 2, supplyDate: '2026-12-08', createdAt: '2026-11-22T10:00:00.000Z' },
    { supplyQty: 3, supplyDate: '2026-12-01', createdAt: '2026-11-21T10:00:00.000Z' },
  ],
  deliveries: [
    {
      doNumber: 'DO-1',
      qty: 3,
      deliveryDate: '2026-12-01',
      shippedAt: '2026-12-01T08:00:00.000Z',
      trackingNo: 'TRK-1',
      trackingUrl: 'https://track.example/TRK-1',
    },
    { doNumber: 'DO-2', qty: 2, deliveryDate: null, shippedAt: null, trackingNo: '', trackingUrl: '' },
  ],
};

describe('lineTimeline', () => {
  it('orders the steps ordered → confirmed (by time) → delivered; open deliveries are no step yet', () => {
    const steps = lineTimeline(line, null);
    expect(steps.map((s) => [s.kind, s.qty, s.supplyDate ?? s.doNumber])).toEqual([
      ['ORDERED', 5, null],
      ['CONFIRMED', 3, '2026-12-01'],
      ['CONFIRMED', 2, '2026-12-08'],
      ['DELIVERED', 3, 'DO-1'],
    ]);
    expect(steps[3]).toMatchObject({ trackingNo: 'TRK-1', trackingUrl: 'https://track.example/TRK-1' });
  });

  it('marks nothing on a first visit, and what happened after the last visit otherwise', () => {
    expect(lineTimeline(line, null).some((s) => s.changed)).toBe(false);
    const changed = lineTimeline(line, '2026-11-21T12:00:00.000Z').map((s) => [s.kind, s.changed]);
    expect(changed).toEqual([
      ['ORDERED', false],
      ['CONFIRMED', false],
      ['CONFIRMED', true],
      ['DELIVERED', true],
    ]);
    expect(lineTimeline(line, '2026-12-02T00:00:00.000Z').some((s) => s.changed)).toBe(false);
  });

  it('counts a delivery without a shipping time from its day and never links a non-https tracking address', () => {
    const old = lineTimeline(
      {
        ...line,
        confirmations: [],
        deliveries: [
          {
            doNumber: 'DO-9',
            qty: 5,
            deliveryDate: '2026-11-25',
            shippedAt: null,
            trackingNo: '',
            trackingUrl: 'http://x',
          },
        ],
      },
      '2026-11-24T23:00:00.000Z',
    );
    expect(old[1]).toMatchObject({
      at: '2026-11-25T00:00:00.000Z',
      changed: true,
      trackingNo: null,
      trackingUrl: null,
    });
  });
});
