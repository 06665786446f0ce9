// The timeline of an order line (spec 01 §5 order lines; docs/decisions.md "line timeline"): ordered →
// confirmed (supply date) → delivered (DO, tracking), each step marked when it happened after the reader's last
// visit of the order ("changed since your last visit"). One rule for the server's Order view and its tests.
import { safeTrackingUrl } from './order-list';

export const TIMELINE_STEP_KINDS = ['ORDERED', 'CONFIRMED', 'DELIVERED'] as const;
export type TimelineStepKind = (typeof TIMELINE_STEP_KINDS)[number];

export interface TimelineStep {
  kind: TimelineStepKind;
  /** When it happened (ISO time). */
  at: string;
  qty: number;
  /** CONFIRMED: the supply day (YYYY-MM-DD). */
  supplyDate: string | null;
  /** DELIVERED: the delivery order, its tracking number and (https only) link. */
  doNumber: string | null;
  trackingNo: string | null;
  trackingUrl: string | null;
  /** It happened after the reader's last visit (never on a first visit: there is nothing to compare with). */
  changed: boolean;
}

export interface TimelineInput {
  /** ISO time the order was placed. */
  orderedAt: string;
  orderQty: number;
  confirmations: readonly { supplyQty: number; supplyDate: string; createdAt: string }[];
  /** The deliveries carrying this line; open ones (deliveryDate null) are not a step yet. */
  deliveries: readonly {
    doNumber: string;
    qty: number;
    deliveryDate: string | null;
    /** ISO time the desk shipped it; older rows have none and count from the delivery day. */
    shippedAt: string | null;
    trackingNo: string;
    trackingUrl: string;
  }[];
}

const ORDER: Record<TimelineStepKind, number> = { ORDERED: 0, CONFIRMED: 1, DELIVERED: 2 };

/** The steps of one line, oldest first (ordered, then confirmations, then shipped deliveries at equal times). */
export function lineTimeline(line: TimelineInput, lastSeenAt: string | null): TimelineStep[] {
  const seen = lastSeenAt === null ? null : Date.parse(lastSeenAt);
  const changed = (at: string) => seen !== null && Date.parse(at) > seen;
  const steps: TimelineStep[] = [
    {
      kind: 'ORDERED',
      at: line.orderedAt,
      qty: line.orderQty,
      supplyDate: null,
      doNumber: null,
      trackingNo: null,
      trackingUrl: null,
      changed: changed(line.orderedAt),
    },
    ...line.confirmations.map((c): TimelineStep => ({
      kind: 'CONFIRMED',
      at: c.createdAt,
      qty: c.supplyQty,
      supplyDate: c.supplyDate,
      doNumber: null,
      trackingNo: null,
      trackingUrl: null,
      changed: changed(c.createdAt),
    })),
    ...line.deliveries.flatMap((d): TimelineStep[] => {
      if (d.deliveryDate === null) return [];
      const at = d.shippedAt ?? `${d.deliveryDate}T00:00:00.000Z`;
      return [
        {
          kind: 'DELIVERED',
          at,
          qty: d.qty,
          supplyDate: null,
          doNumber: d.doNumber,
          trackingNo: d.trackingNo === '' ? null : d.trackingNo,
          trackingUrl: safeTrackingUrl(d.trackingUrl),
          changed: changed(at),
        },
      ];
    }),
  ];
  return steps
    .map((step, index) => ({ step, index }))
    .sort(
      (a, b) =>
        ORDER[a.step.kind] - ORDER[b.step.kind] || Date.parse(a.step.at) - Date.parse(b.step.at) || a.index - b.index,
    )
    .map(({ step }) => step);
}
