// What changed between what a user saw and what the server computes now (an offline order draft synced later, or
// a checkout page left open): one list for the checkout draft and the cart's offline changes, so nothing is placed
// at prices the user did not see. Empty list: the order can be placed as drafted.
import type { CannotPurchaseCode } from '../catalog/purchase-rules';

/** Why a drafted line cannot be ordered now: a cannot-purchase reason, the stock check, or no longer sold. */
export type LineRefusal = CannotPurchaseCode | 'STOCK_EXCEEDED' | 'NOT_SOLD';

/** A line as priced: money in minor units of its order's currency. */
export interface DraftLine {
  sorg: string;
  articleCode: string;
  qty: number;
  unitPrice: number;
  /** The salesDealNo of the tier applied; null: the dealer price. */
  tier: string | null;
  /** The quantity available now (over the supplying locations). */
  availableQty: number;
}

/** One order's figures (per sorg). */
export interface DraftOrderTotal {
  sorg: string;
  shipment: number;
  total: number;
}

/** What the user saw when drafting (stored with the draft). */
export interface DraftSnapshot {
  shiptoVersion: string;
  lines: readonly DraftLine[];
  totals: readonly DraftOrderTotal[];
}

/** What the server computes now for the same lines: a line it would not take is in `refused` instead. */
export interface DraftCurrent {
  shiptoVersion: string;
  lines: readonly DraftLine[];
  refused: readonly { sorg: string; articleCode: string; reason: LineRefusal }[];
  totals: readonly DraftOrderTotal[];
}

/** One difference, its `kind` being its reason. Prices, shipments and totals in minor units. */
export type DraftChange =
  | { kind: 'SHIPTO'; before: string; after: string }
  | { kind: 'REMOVED'; sorg: string; articleCode: string; reason: LineRefusal }
  | { kind: 'PRICE'; sorg: string; articleCode: string; before: number; after: number }
  | { kind: 'TIER'; sorg: string; articleCode: string; before: string | null; after: string | null }
  | { kind: 'STOCK'; sorg: string; articleCode: string; qty: number; before: number; after: number }
  | { kind: 'SHIPMENT'; sorg: string; before: number; after: number }
  | { kind: 'TOTAL'; sorg: string; before: number; after: number };

export type DraftChangeKind = DraftChange['kind'];

const lineKey = (line: { sorg: string; articleCode: string }) => `${line.sorg}\u0000${line.articleCode}`;

/**
 * The changes from the snapshot to now, in a fixed order: ship-to; then per drafted line (in the draft's order)
 * removal, or price, tier and stock; then per order shipment and total.
 *
 * Stock counts as changed only when it no longer covers the drafted quantity while it did when drafting: stock
 * moves all day, and an order that is still covered (or was a back order already) is the order the user meant.
 * A line the server neither prices nor refuses is removed as NOT_SOLD.
 */
export function draftChanges(snapshot: DraftSnapshot, current: DraftCurrent): DraftChange[] {
  const changes: DraftChange[] = [];
  if (snapshot.shiptoVersion !== current.shiptoVersion) {
    changes.push({ kind: 'SHIPTO', before: snapshot.shiptoVersion, after: current.shiptoVersion });
  }
  const now = new Map(current.lines.map((line) => [lineKey(line), line]));
  const refused = new Map(current.refused.map((line) => [lineKey(line), line.reason]));
  for (const seen of snapshot.lines) {
    const { sorg, articleCode } = seen;
    const line = now.get(lineKey(seen));
    if (!line) {
      changes.push({ kind: 'REMOVED', sorg, articleCode, reason: refused.get(lineKey(seen)) ?? 'NOT_SOLD' });
      continue;
    }
    if (line.unitPrice !== seen.unitPrice) {
      changes.push({ kind: 'PRICE', sorg, articleCode, before: seen.unitPrice, after: line.unitPrice });
    }
    if (line.tier !== seen.tier) changes.push({ kind: 'TIER', sorg, articleCode, before: seen.tier, after: line.tier });
    if (seen.availableQty >= seen.qty && line.availableQty < seen.qty) {
      changes.push({
        kind: 'STOCK',
        sorg,
        articleCode,
        qty: seen.qty,
        before: seen.availableQty,
        after: line.availableQty,
      });
    }
  }
  const totalsNow = new Map(current.totals.map((t) => [t.sorg, t]));
  for (const seen of snapshot.totals) {
    const after = totalsNow.get(seen.sorg) ?? { sorg: seen.sorg, shipment: 0, total: 0 };
    if (after.shipment !== seen.shipment) {
      changes.push({ kind: 'SHIPMENT', sorg: seen.sorg, before: seen.shipment, after: after.shipment });
    }
    if (after.total !== seen.total)
      changes.push({ kind: 'TOTAL', sorg: seen.sorg, before: seen.total, after: after.total });
  }
  return changes;
}

/** One difference with its values as text (GraphQL CheckoutChange): the shape checkout and cart lists answer. */
export interface DraftChangeText {
  kind: DraftChangeKind;
  sorg: string | null;
  articleCode: string | null;
  reason: LineRefusal | null;
  qty: number | null;
  /** Minor units for PRICE, SHIPMENT and TOTAL, quantities for STOCK, the salesDealNo for TIER, the version for SHIPTO. */
  before: string | null;
  after: string | null;
}

/** A change as {@link DraftChangeText}. */
export function draftChangeAsText(change: DraftChange): DraftChangeText {
  const base = { sorg: null, articleCode: null, reason: null, qty: null, before: null, after: null };
  switch (change.kind) {
    case 'SHIPTO':
      return { ...base, kind: change.kind, before: change.before, after: change.after };
    case 'REMOVED':
      return { ...base, kind: change.kind, sorg: change.sorg, articleCode: change.articleCode, reason: change.reason };
    case 'TIER':
      return { ...base, ...change };
    case 'STOCK':
    case 'PRICE':
    case 'SHIPMENT':
    case 'TOTAL':
      return { ...base, ...change, before: String(change.before), after: String(change.after) };
  }
}

/** A change as an answer carries it (GraphQL CheckoutChange, values as text); null for a kind not known here. */
export function draftChangeFromText(change: {
  kind: string;
  sorg?: string | null;
  articleCode?: string | null;
  reason?: string | null;
  qty?: number | null;
  before?: string | null;
  after?: string | null;
}): DraftChange | null {
  const sorg = change.sorg ?? '';
  const articleCode = change.articleCode ?? '';
  const num = (value: string | null | undefined): number => Number(value ?? 0);
  switch (change.kind) {
    case 'SHIPTO':
      return { kind: 'SHIPTO', before: change.before ?? '', after: change.after ?? '' };
    case 'REMOVED':
      return { kind: 'REMOVED', sorg, articleCode, reason: (change.reason ?? 'NOT_SOLD') as LineRefusal };
    case 'PRICE':
      return { kind: 'PRICE', sorg, articleCode, before: num(change.before), after: num(change.after) };
    case 'TIER':
      return { kind: 'TIER', sorg, articleCode, before: change.before ?? null, after: change.after ?? null };
    case 'STOCK':
      return {
        kind: 'STOCK',
        sorg,
        articleCode,
        qty: change.qty ?? 0,
        before: num(change.before),
        after: num(change.after),
      };
    case 'SHIPMENT':
    case 'TOTAL':
      return { kind: change.kind, sorg, before: num(change.before), after: num(change.after) };
    default:
      return null;
  }
}
