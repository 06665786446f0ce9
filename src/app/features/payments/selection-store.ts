// The selection of /payment/invoice outside React state (spec 01 §4 Selection): one toggle recomputes the shared
// summarizeSelection once and wakes only what changed — the toggled rows, the rows whose wrong mark changed, and
// the summary's readers (footer, wrong-selection alert, partial payment). The rest of the page does not re-render,
// so a toggle over 2,000 open invoices stays within a frame. Components read it through useSyncExternalStore.
import { useCallback, useSyncExternalStore } from 'react';
import {
  selectionKey,
  summarizeSelection,
  toggleSelection,
  type InvoicePaymentRule,
  type SelectionIndex,
  type SelectionInvoice,
  type SelectionSummary,
  type WrongRow,
} from '../../../shared/invoices/selection';
import { partialAmountOf } from './pay-model';

/** What one row shows of the selection: its checkbox and its wrong mark. */
export interface RowSelectionState {
  checked: boolean;
  wrong: WrongRow | null;
}

/** The partial payment switch and the amount as typed. */
export interface PartialInput {
  on: boolean;
  typed: string;
}

/** The summary's options that do not change with a toggle (the host's rule, the method's discount, …). */
export interface SelectionStoreOptions {
  rule: InvoicePaymentRule | null;
  payingOffered: boolean;
  allowPartialPayment: boolean;
  paymentDiscountPercent: number;
  decimalPrecision: number;
}

export interface SelectionStore<T extends SelectionInvoice> {
  /** The current summary (the same object until something changes). */
  summary: () => SelectionSummary<T>;
  partial: () => PartialInput;
  rowState: (key: string) => RowSelectionState;
  /** Listens to one selection key's row state; returns the unsubscribe. */
  subscribeRow: (key: string, listener: () => void) => () => void;
  /** Listens to every change of the summary or the partial input; returns the unsubscribe. */
  subscribeSummary: (listener: () => void) => () => void;
  toggle: (row: T) => void;
  setPartial: (partial: PartialInput) => void;
  setOptions: (options: SelectionStoreOptions) => void;
  /** New rows (a refetch): the selection is kept and checked against them. */
  setIndex: (index: SelectionIndex<T>) => void;
}

const UNSELECTED: RowSelectionState = Object.freeze({ checked: false, wrong: null });

function sameOptions(a: SelectionStoreOptions, b: SelectionStoreOptions): boolean {
  return (
    a.rule === b.rule &&
    a.payingOffered === b.payingOffered &&
    a.allowPartialPayment === b.allowPartialPayment &&
    a.paymentDiscountPercent === b.paymentDiscountPercent &&
    a.decimalPrecision === b.decimalPrecision
  );
}

/** Whether two wrong marks read the same (same rule and the same explanation). */
function sameWrong(a: WrongRow | null | undefined, b: WrongRow | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.rule === b.rule && a.text === b.text;
}

export function createSelectionStore<T extends SelectionInvoice>(
  initialIndex: SelectionIndex<T>,
  initialOptions: SelectionStoreOptions,
): SelectionStore<T> {
  let index = initialIndex;
  let options = initialOptions;
  let keys: ReadonlySet<string> = new Set();
  let partial: PartialInput = { on: false, typed: '' };
  const compute = (): SelectionSummary<T> =>
    summarizeSelection(index, keys, {
      rule: options.rule,
      payingOffered: options.payingOffered,
      allowPartialPayment: options.allowPartialPayment,
      partial: { on: partial.on, amount: partialAmountOf(partial.typed, options.decimalPrecision) },
      paymentDiscountPercent: options.paymentDiscountPercent,
      decimalPrecision: options.decimalPrecision,
    });
  let summary = compute();
  /** Row states that are not UNSELECTED, by selection key (a credit note's rows share one key). */
  const rows = new Map<string, RowSelectionState>();
  const rowListeners = new Map<string, Set<() => void>>();
  const summaryListeners = new Set<() => void>();

  /** Recomputes the summary once, then updates and wakes the rows whose state changed, then the summary readers. */
  const update = (touched: Iterable<string>): void => {
    const previous = summary;
    summary = compute();
    const changed = new Set<string>();
    const consider = (key: string) => {
      if (changed.has(key)) return;
      const before = rows.get(key) ?? UNSELECTED;
      const checked = keys.has(key);
      const wrong = summary.wrong.get(key) ?? null;
      if (before.checked === checked && sameWrong(before.wrong, wrong)) return;
      if (!checked && !wrong) rows.delete(key);
      else rows.set(key, { checked, wrong });
      changed.add(key);
    };
    for (const key of touched) consider(key);
    for (const key of previous.wrong.keys()) consider(key);
    for (const key of summary.wrong.keys()) consider(key);
    for (const key of changed) for (const listener of rowListeners.get(key) ?? []) listener();
    for (const listener of summaryListeners) listener();
  };

  return {
    summary: () => summary,
    partial: () => partial,
    rowState: (key) => rows.get(key) ?? UNSELECTED,
    subscribeRow: (key, listener) => {
      let listeners = rowListeners.get(key);
      if (!listeners) {
        listeners = new Set();
        rowListeners.set(key, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) rowListeners.delete(key);
      };
    },
    subscribeSummary: (listener) => {
      summaryListeners.add(listener);
      return () => {
        summaryListeners.delete(listener);
      };
    },
    toggle: (row) => {
      const next = toggleSelection(keys, row);
      if (next.size === keys.size) return;
      keys = next;
      update([selectionKey(row)]);
    },
    setPartial: (next) => {
      if (next.on === partial.on && next.typed === partial.typed) return;
      partial = { ...next };
      update([]);
    },
    setOptions: (next) => {
      if (sameOptions(options, next)) return;
      options = { ...next };
      update([]);
    },
    setIndex: (next) => {
      if (next === index) return;
      index = next;
      update(keys);
    },
  };
}

/** One row's checkbox and wrong mark; re-renders only when they change. */
export function useRowSelection<T extends SelectionInvoice>(store: SelectionStore<T>, key: string): RowSelectionState {
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(key, listener), [store, key]);
  const snapshot = useCallback(() => store.rowState(key), [store, key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The selection summary; re-renders on every change of the selection, the partial input or the options. */
export function useSelectionSummary<T extends SelectionInvoice>(store: SelectionStore<T>): SelectionSummary<T> {
  return useSyncExternalStore(store.subscribeSummary, store.summary, store.summary);
}

/**
 * One value derived from the summary (a primitive or a stable object): re-renders only when it changes, so a
 * section that needs one figure of the summary is not redrawn by every toggle.
 */
export function useSelectionValue<T extends SelectionInvoice, V>(
  store: SelectionStore<T>,
  select: (summary: SelectionSummary<T>) => V,
): V {
  const snapshot = () => select(store.summary());
  return useSyncExternalStore(store.subscribeSummary, snapshot, snapshot);
}

/** The partial payment switch and amount as typed. */
export function useSelectionPartial<T extends SelectionInvoice>(store: SelectionStore<T>): PartialInput {
  return useSyncExternalStore(store.subscribeSummary, store.partial, store.partial);
}
