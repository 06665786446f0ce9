import type { OutboxEntry } from '../../../browser/outbox';
import type { CartUpdateInput } from '../../../browser/outbox/kinds';
import { isAppliedCartStatus } from '../../../shared/catalog/cart-status';
import { CART_OUTBOX_KIND } from '../../domain/cart/cart-queue';
import type { CartLineResult } from '../../domain/cart/cart.queries';
import { outboxOwner } from '../../domain/offline/outbox-owner';

/**
 * Cart changes made without a connection (ARCHITECTURE.md "Offline") go through the outbox: stored on the device with
 * the unit price the user saw, sent when the connection is back, and re-priced and re-checked for stock by the server
 * then. The outbox engine and the local database load when a change is queued, not with the portal layout.
 */

/** A change waiting in the outbox, as the cart page shows it. */
export interface PendingCartChange {
  key: string;
  articleCode: string;
  /** The product's name as the user saw it (absent on changes of older versions). */
  name: string | null;
  sorg: string;
  qty: number;
  add: boolean;
  seenUnitPrice: number | null;
  state: OutboxEntry['state'];
  /** The server's message when it refused the entry. */
  error: string | null;
  createdAt: number;
}

/** A price the server changed since the user saw it, reported when the offline change arrived. */
export interface CartPriceChange {
  /** The entry's key and the row's code, unique across entries. */
  id: string;
  entryKey: string;
  articleCode: string;
  sorg: string;
  qty: number;
  previousUnitPrice: number;
  unitPrice: number;
  sentAt: number;
}

/** Whose cart changes these are: the session's user and active customer (as the outbox files entries), or null. */
export const cartOwner = outboxOwner;

function productsOf(entry: OutboxEntry): CartUpdateInput['products'] {
  const input = entry.input as Partial<CartUpdateInput> | null;
  return Array.isArray(input?.products) ? input.products : [];
}

function namesOf(entry: OutboxEntry): Map<string, string> {
  const input = entry.input as Partial<CartUpdateInput> | null;
  return new Map((Array.isArray(input?.lineNames) ? input.lineNames : []).map((row) => [row.articleCode, row.name]));
}

function resultsOf(entry: OutboxEntry): CartLineResult[] {
  const result = entry.result as { results?: unknown } | null;
  return Array.isArray(result?.results) ? (result.results as CartLineResult[]) : [];
}

/** The unsent cart changes among outbox entries, oldest first. */
export function pendingCartChanges(entries: readonly OutboxEntry[]): PendingCartChange[] {
  return entries
    .filter(
      (e) => e.kind === CART_OUTBOX_KIND && (e.state === 'queued' || e.state === 'sending' || e.state === 'attention'),
    )
    .flatMap((entry) =>
      productsOf(entry).map((p) => ({
        key: entry.key,
        articleCode: p.articleCode,
        name: namesOf(entry).get(p.articleCode) ?? null,
        sorg: p.sorg,
        qty: p.qty,
        add: p.add === true,
        seenUnitPrice: p.seenUnitPrice ?? null,
        state: entry.state,
        error: entry.state === 'attention' ? (entry.lastError?.message ?? null) : null,
        createdAt: entry.createdAt,
      })),
    );
}

/**
 * The cart's total quantity and number of lines once the changes waiting on this device arrive: each change,
 * oldest first, adds to its line or sets it (0 removes it). Refused changes count for nothing: the server will
 * not apply them.
 */
export function projectedCartCounts(
  lines: readonly { sorg: string; qty: number; product: { articleCode: string } }[],
  pending: readonly PendingCartChange[],
): { totalQty: number; lineCount: number } {
  const qty = new Map(lines.map((line) => [`${line.sorg}:${line.product.articleCode}`, line.qty]));
  const waiting = pending.filter((p) => p.state !== 'attention').sort((a, b) => a.createdAt - b.createdAt);
  for (const change of waiting) {
    const key = `${change.sorg}:${change.articleCode}`;
    qty.set(key, Math.max(0, (change.add ? (qty.get(key) ?? 0) : 0) + change.qty));
  }
  let totalQty = 0;
  let lineCount = 0;
  for (const value of qty.values()) {
    totalQty += value;
    if (value > 0) lineCount += 1;
  }
  return { totalQty, lineCount };
}

/**
 * The prices the server changed when sent cart changes arrived (old → new), minus those the user has seen. The
 * server echoes `previousUnitPrice` only when the price differs from the one the user saw.
 */
export function priceChangesOf(entries: readonly OutboxEntry[], seen: ReadonlySet<string>): CartPriceChange[] {
  return entries
    .filter((e) => e.kind === CART_OUTBOX_KIND && e.state === 'sent')
    .flatMap((entry) =>
      resultsOf(entry).flatMap((row) =>
        row.previousUnitPrice !== null &&
        row.unitPrice !== null &&
        row.previousUnitPrice !== row.unitPrice &&
        !seen.has(`${entry.key}:${row.sorg}:${row.articleCode}`)
          ? [
              {
                id: `${entry.key}:${row.sorg}:${row.articleCode}`,
                entryKey: entry.key,
                articleCode: row.articleCode,
                sorg: row.sorg,
                qty: row.qty,
                previousUnitPrice: row.previousUnitPrice,
                unitPrice: row.unitPrice,
                sentAt: entry.sentAt ?? entry.createdAt,
              },
            ]
          : [],
      ),
    );
}

/** Rows the server refused when a sent cart change arrived (e.g. stock gone meanwhile), for the user to see. */
export function refusedRowsOf(
  entries: readonly OutboxEntry[],
  seen: ReadonlySet<string>,
): { id: string; result: CartLineResult }[] {
  return entries
    .filter((e) => e.kind === CART_OUTBOX_KIND && e.state === 'sent')
    .flatMap((entry) =>
      resultsOf(entry)
        .filter((row) => !isAppliedCartStatus(row.status))
        .map((row) => ({ id: `${entry.key}:${row.sorg}:${row.articleCode}`, result: row }))
        .filter((row) => !seen.has(row.id)),
    );
}

// What the user acknowledged, per user on this device: the sent entries stay in the outbox for its list view.
const SEEN_KEY = 'portal.cart.seen-changes';
const SEEN_MAX = 500;

/** The ids of reported changes this user has acknowledged. */
export function readSeenChanges(userId: string): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(`${SEEN_KEY}.${userId}`) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Marks reported changes as seen (kept to the newest 500). */
export function markChangesSeen(userId: string, ids: readonly string[]): void {
  const all = [...readSeenChanges(userId), ...ids].slice(-SEEN_MAX);
  try {
    localStorage.setItem(`${SEEN_KEY}.${userId}`, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the notice shows again next time, nothing is lost.
  }
}

/** Watches the user's outbox entries (this page, other tabs, the service worker). Returns the unsubscribe. */
export function watchOutboxEntries(userId: string, onEntries: (entries: OutboxEntry[]) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void Promise.all([import('../../../browser/outbox'), import('../../../browser/local-db')]).then(
    ([{ observe }, { localDb }]) => {
      if (stopped) return;
      stop = observe(
        () => localDb().outbox.where('userId').equals(userId).toArray(),
        (entries) => {
          onEntries(entries.filter((e) => e.kind === CART_OUTBOX_KIND));
        },
        (error: unknown) => {
          console.warn('The outbox could not be read', error);
        },
      );
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
