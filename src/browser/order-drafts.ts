import type { CheckoutInput } from './gql/graphql';
import { localDb, type OrderDraftRow } from './local-db';
import { discard, enqueue, fix } from './outbox/enqueue';
import {
  CHECKOUT_KIND,
  checkoutKind,
  type CheckoutChangeResult,
  type CheckoutEntryInput,
  type CheckoutPayload,
} from './outbox/kinds/checkout';
import { queueOrder } from './outbox/queries';
import type { ActingCustomer, OutboxEntry, OutboxError } from './outbox/types';
import { articleQuantitiesText } from '../shared/catalog/article-label';
import { snapshotWithChanges } from '../shared/orders/draft-accept';
import { draftChangeFromText, type DraftChange, type DraftSnapshot } from '../shared/orders/draft-changes';

// Orders drafted on the device (spec 01 §5 Checkout offline; docs/decisions.md "Offline order drafts"): "Place
// order" without a connection keeps what the user saw and queues a checkout outbox entry for the customer it was
// drafted for. A draft's state is read from its entries (record id = the draft's id), whichever runner (a page, a
// tab, the service worker) sent them; the draft row keeps what the entries do not: names for the lists, and
// whether the user has put it away. Drafts survive reload, crash and sign-out like unsent outbox items (wiped only
// with them).

/** A money format as the catalog copy keeps it (minor units of `currency`). */
export interface DraftMoneyFormat {
  currency: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
}

/** What a draft keeps besides its entries: the checkout as last sent, and names for the pages. */
export interface OrderDraftData {
  /** The customer it was drafted for: its entries are sent for it, whoever is active then. */
  actingFor: ActingCustomer;
  customerName: string;
  /** The checkout of the latest entry (its `snapshot` is what the user saw, or accepted). */
  input: CheckoutInput;
  /** Names of the drafted lines (the server answers codes). */
  lineNames: { sorg: string; articleCode: string; name: string }[];
  /** Money format per sorg of the draft. */
  formats: Record<string, DraftMoneyFormat>;
  /** The ship-to as the user chose it, in a line. */
  shipToLabel: string;
}

/**
 * - unsent: the draft has no entry (the device stopped between writing both): send it again
 * - waiting: queued or being sent
 * - placed: the server placed it (one order per sorg)
 * - needs-review: the server found changes and placed nothing
 * - refused: the server refused it (a userError: credit, customer no longer the user's, …)
 * - closed: discarded by the user, or put away after placing
 */
export type OrderDraftStatus = 'unsent' | 'waiting' | 'placed' | 'needs-review' | 'refused' | 'closed';

export interface OrderDraftView {
  id: string;
  userId: string;
  customerId: string;
  createdAt: number;
  updatedAt: number;
  data: OrderDraftData;
  status: OrderDraftStatus;
  /** The latest entry (the one that counts), if any. */
  entry: OutboxEntry | undefined;
  /** Placed: the order numbers. */
  orders: { orderNo: string; sorg: string; totalOrder: number }[];
  /** Needs review: what differs from what the user saw, each with its reason. */
  changes: DraftChange[];
  /** Refused: the server's reason. */
  error: OutboxError | null;
  /** Entries sent for it before the latest (accepted change lists). */
  earlier: OutboxEntry[];
}

/** One change of the server's answer as the shared change list's type; null for a kind this build does not know. */
export function toDraftChange(change: CheckoutChangeResult): DraftChange | null {
  return draftChangeFromText(change);
}

function payloadOf(entry: OutboxEntry | undefined): CheckoutPayload | undefined {
  return entry ? checkoutKind.readResult(entry.result) : undefined;
}

/** The state of a draft from its latest entry (pure: the lists and the tests read it alike). */
export function draftStatusOf(
  row: Pick<OrderDraftRow, 'closedAt'>,
  entry: OutboxEntry | undefined,
): Pick<OrderDraftView, 'status' | 'orders' | 'changes' | 'error'> {
  const payload = payloadOf(entry);
  const orders = (payload?.orders ?? []).map((o) => ({ orderNo: o.orderNo, sorg: o.sorg, totalOrder: o.totalOrder }));
  const changes = (payload?.changes ?? []).map(toDraftChange).filter((c): c is DraftChange => c !== null);
  const none = { orders, changes, error: null };
  if (row.closedAt !== null) return { ...none, status: 'closed' };
  if (!entry) return { ...none, status: 'unsent' };
  if (entry.state === 'queued' || entry.state === 'sending') return { ...none, status: 'waiting' };
  if (orders.length > 0) return { ...none, status: 'placed' };
  if (changes.length > 0 && (entry.state === 'sent' || entry.state === 'attention')) {
    return { ...none, status: 'needs-review' };
  }
  if (entry.state === 'discarded') return { ...none, status: 'closed' };
  return { ...none, status: 'refused', error: entry.lastError };
}

async function entriesOf(userId: string, draftId: string): Promise<OutboxEntry[]> {
  const entries = await localDb().outbox.where('[userId+recordId]').equals([userId, draftId]).toArray();
  return entries.sort(queueOrder);
}

function viewOf(row: OrderDraftRow, entries: OutboxEntry[]): OrderDraftView {
  // A fix keeps its refused entry's seq: the latest is the last in queue order that is not discarded, else the last.
  const live = entries.filter((e) => e.state !== 'discarded');
  const entry = live.at(-1) ?? entries.at(-1);
  return {
    id: row.id,
    userId: row.userId,
    customerId: row.customerId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    data: row.data as OrderDraftData,
    entry,
    earlier: entries.filter((e) => e !== entry),
    ...draftStatusOf(row, entry),
  };
}

/** A user's drafts, newest first (of one customer when `customerId` is given), with their states. */
export async function listOrderDrafts(
  userId: string,
  options: { customerId?: string | null; includeClosed?: boolean } = {},
): Promise<OrderDraftView[]> {
  const db = localDb();
  const rows =
    options.customerId == null
      ? await db.orderDrafts.where('userId').equals(userId).toArray()
      : await db.orderDrafts.where('[userId+customerId]').equals([userId, options.customerId]).toArray();
  const entries = await db.outbox
    .where('[userId+recordId]')
    .anyOf(rows.map((row) => [userId, row.id]))
    .toArray();
  const views = rows.map((row) => viewOf(row, entries.filter((e) => e.recordId === row.id).sort(queueOrder)));
  return views
    .filter((view) => options.includeClosed === true || view.status !== 'closed')
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** One draft with its state, or undefined. */
export async function getOrderDraft(userId: string, draftId: string): Promise<OrderDraftView | undefined> {
  const row = await localDb().orderDrafts.get(draftId);
  if (row?.userId !== userId) return undefined;
  return viewOf(row, await entriesOf(userId, draftId));
}

/** The products by name and display code, never the internal id (spec 01 §5 Article code display). */
function label(data: OrderDraftData): string {
  return articleQuantitiesText(data.input.products, data.lineNames);
}

/** The names an entry keeps for the Outbox page. */
function lineNamesOf(data: OrderDraftData): { articleCode: string; name: string }[] {
  return data.lineNames.map(({ articleCode, name }) => ({ articleCode, name }));
}

async function queueCheckout(userId: string, draftId: string, data: OrderDraftData): Promise<OutboxEntry> {
  const input: CheckoutEntryInput = { draftId, input: data.input, lineNames: lineNamesOf(data) };
  return enqueue({
    userId,
    actingFor: data.actingFor,
    kind: CHECKOUT_KIND,
    recordId: draftId,
    input,
    label: label(data),
  });
}

/**
 * Stores an order drafted offline and queues its checkout, behind the cart changes of its customer queued before
 * it (the kind waits for them). The draft is written first: if the device stops before the entry is, the draft
 * shows as not sent and offers to send it, so nothing is lost and nothing goes twice.
 */
export async function saveOrderDraft(
  request: { userId: string; data: OrderDraftData },
  now: () => number = Date.now,
): Promise<OrderDraftView> {
  const { userId, data } = request;
  if (!data.input.snapshot) throw new Error('An order draft needs the snapshot of what the user saw');
  const customerId = data.actingFor.r3 ?? data.actingFor.isr;
  if (!customerId) throw new Error('An order draft needs a customer');
  const at = now();
  const row: OrderDraftRow = {
    id: crypto.randomUUID(),
    userId,
    customerId,
    data,
    createdAt: at,
    updatedAt: at,
    closedAt: null,
  };
  await localDb().orderDrafts.add(row);
  const entry = await queueCheckout(userId, row.id, data);
  return viewOf(row, [entry]);
}

/** Why a draft action was refused. */
export class OrderDraftError extends Error {
  constructor(
    readonly reason: 'not-found' | 'wrong-state' | 'nothing-left',
    message: string,
  ) {
    super(message);
    this.name = 'OrderDraftError';
  }
}

async function mustGet(userId: string, draftId: string): Promise<OrderDraftView> {
  const view = await getOrderDraft(userId, draftId);
  if (!view) throw new OrderDraftError('not-found', `No order draft ${draftId}`);
  return view;
}

/**
 * The checkout with a change list accepted: the new figures become the snapshot (and the prices the user saw),
 * removed lines and the shipments of sorgs with no line left are dropped.
 */
export function inputWithChanges(input: CheckoutInput, changes: readonly DraftChange[]): CheckoutInput {
  const before: DraftSnapshot = {
    shiptoVersion: input.snapshot?.shiptoVersion ?? input.shiptoVersion,
    lines: (input.snapshot?.lines ?? []).map((l) => ({ ...l, tier: l.tier ?? null })),
    totals: input.snapshot?.totals ?? [],
  };
  const snapshot = snapshotWithChanges(before, changes);
  const price = new Map(snapshot.lines.map((l) => [`${l.sorg}\u0000${l.articleCode}`, l.unitPrice]));
  const sorgs = new Set(snapshot.lines.map((l) => l.sorg));
  return {
    ...input,
    shiptoVersion: snapshot.shiptoVersion,
    products: input.products.flatMap((p) => {
      const seen = price.get(`${p.sorg}\u0000${p.articleCode}`);
      return seen === undefined ? [] : [{ ...p, seenUnitPrice: seen }];
    }),
    shipments: input.shipments.filter((s) => sorgs.has(s.sorg)),
    snapshot: { shiptoVersion: snapshot.shiptoVersion, lines: [...snapshot.lines], totals: [...snapshot.totals] },
  };
}

/**
 * Accepts the change list of a draft that needs review: a new checkout entry with a new key and the new figures
 * as its snapshot takes the place of the answered one (the old key would only replay the same answer). If the
 * figures move again before it arrives, the server answers a new list.
 */
export async function acceptOrderDraftChanges(
  userId: string,
  draftId: string,
  now: () => number = Date.now,
): Promise<OrderDraftView> {
  const view = await mustGet(userId, draftId);
  if (view.status !== 'needs-review' || !view.entry) {
    throw new OrderDraftError('wrong-state', `This draft is ${view.status}`);
  }
  const input = inputWithChanges(view.data.input, view.changes);
  if (input.products.length === 0) throw new OrderDraftError('nothing-left', 'Every line of this draft was removed');
  const data: OrderDraftData = { ...view.data, input };
  await localDb().orderDrafts.update(draftId, { data, updatedAt: now() });
  const entryInput: CheckoutEntryInput = { draftId, input, lineNames: lineNamesOf(data) };
  // A list answered as a refusal holds its record: the new entry takes its place. One answered as a result is
  // followed by the new entry.
  if (view.entry.state === 'attention') await fix(view.entry.key, entryInput, { label: label(data) }, now);
  else await queueCheckout(userId, draftId, data);
  return mustGet(userId, draftId);
}

/** Sends a draft again that has no entry (the device stopped between writing the draft and its entry). */
export async function resendOrderDraft(userId: string, draftId: string): Promise<OrderDraftView> {
  const view = await mustGet(userId, draftId);
  if (view.status !== 'unsent') throw new OrderDraftError('wrong-state', `This draft is ${view.status}`);
  await queueCheckout(userId, draftId, view.data);
  return mustGet(userId, draftId);
}

/**
 * Puts a draft away: discarded (its queued or refused entry is discarded too, never sent), or, once placed, off
 * the list. A draft being sent right now cannot be discarded (the outbox refuses).
 */
export async function closeOrderDraft(userId: string, draftId: string, now: () => number = Date.now): Promise<void> {
  const view = await mustGet(userId, draftId);
  if (view.entry && (view.entry.state === 'queued' || view.entry.state === 'attention')) {
    await discard(view.entry.key);
  }
  if (view.entry?.state === 'sending') throw new OrderDraftError('wrong-state', 'This draft is being sent');
  await localDb().orderDrafts.update(draftId, { closedAt: now(), updatedAt: now() });
}
