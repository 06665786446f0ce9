// Selecting open invoices to pay (spec 01 §4 Invoice status; §5 Partial payment amount, Invoice ordering rule,
// Discounts and fees). One summary, computed by the page on every toggle and by the server on every payment
// request from its own rows (the server never trusts a client total). Amounts are integer minor units.
//
// Our decisions where the spec is silent (docs/decisions.md "Invoices, payments and credit: shared rules"):
// - "positive" means accountingAmount > 0; a credit note (< 0) never makes a selection wrong, and an unselected one
//   never makes another selected invoice wrong;
// - invoices that are not selectable (Waiting For Payment, Pending Payment, …) are neither selected nor
//   "unselected" for the ordering rules;
// - oldest: due dates compare by day; an equal due date is not later (ties are fine);
// - overdue: overdue = 0 (due today) is not overdue;
// - "the combined selected total" is the selected accountingAmounts less the early-payment discounts and freight
//   allowances that count; the payment method's discount comes after it (and not in a partial payment);
// - the payment method's discount is a percentage of each positive invoice's net amount, rounded per invoice
//   (paymentDiscountAmount, as orders), then summed;
// - partial payment: exactly one invoice, positive, and the amount from 1 major unit to the selected total;
// - one request has one currency and one sorg (merchant).
import { plainAmount } from '../credit/open-to-buy';
import { paymentDiscountAmount } from '../orders/order-totals';
import { renderMessage } from '../orders/order-messages';

/** The fields of an open invoice the selection reads (spec 01 §3 Invoice). */
export interface SelectionInvoice {
  sorg: string;
  invoiceNo: string;
  /** Tells the installments of one invoiceNo apart (unique within sorg and invoiceNo). */
  assignment: string;
  /** 0 when the invoice is not paid in installments, else 1, 2, … */
  installment: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  /** Days to the due date: negative = overdue (spec 01 §3 Invoice.overdue). */
  overdue: number;
  status: string | null;
  currency: string;
  /** Positive payable, negative a deduction (credit note). */
  accountingAmount: number;
  /** Taken off when it counts (see {@link SelectionLine}); a positive amount. */
  earlyPaymentDiscount: number;
  /** Taken off when it counts; a positive amount. */
  freightAllowance: number;
}

/** Host config invoicePaymentRule (spec 01 §2 Payment). */
export type InvoicePaymentRule = 'oldest' | 'overdue';

/** Texts of the selection (ICU ids; the client renders them through Lingui). The first two are the spec's. */
export const selectionMessages = {
  minimumAmount: 'The minimum amount is 1',
  maximumAmount: 'The maximum amount is {total}',
  // Ours: the spec has no text for these (spec 01 §9 "Messages for other client rules are not shown").
  payOldestFirst: 'Pay the oldest invoice first: {invoiceNo}, due {dueDate}',
  payOverdueFirst:
    'Pay the overdue invoices first: {count, plural, one {# overdue invoice is not selected} other {# overdue invoices are not selected}}',
  payingOff: 'Paying invoices online is not offered for this customer',
  nothingSelected: 'Select the invoices to pay',
  noPositive: 'Select at least one invoice to pay, not only credit notes',
  totalNotPositive: 'The credit notes selected are more than the invoices: the total must be above 0',
  wrongSelection: 'Some invoices are selected out of order: see the marked rows',
  notSelectable: 'Some selected invoices can no longer be paid: refresh the list',
  mixedCurrency: 'Select invoices in one currency only',
  mixedSorg: 'Select invoices of one company only',
  partialOff: 'Partial payment is not offered for this customer',
  partialOneInvoice: 'A partial payment pays exactly one invoice (no credit note)',
  amountNotWhole:
    '{decimals, plural, =0 {Enter the amount in {currency} without decimals} one {Enter the amount in {currency} with at most # decimal} other {Enter the amount in {currency} with at most # decimals}}',
} as const;

export interface SelectionMessage {
  message: string;
  values: Record<string, string | number>;
  /** The English rendering (the server's userError message). */
  text: string;
}

function message(template: string, values: Record<string, string | number> = {}): SelectionMessage {
  return { message: template, values, text: renderMessage(template, values) };
}

export type SelectionProblemCode =
  | 'payingOff'
  | 'nothingSelected'
  | 'noPositive'
  | 'totalNotPositive'
  | 'wrongSelection'
  | 'notSelectable'
  | 'mixedCurrency'
  | 'mixedSorg'
  | 'partialOff'
  | 'partialOneInvoice'
  | 'minimumAmount'
  | 'maximumAmount'
  | 'amountNotWhole';

export interface SelectionProblem extends SelectionMessage {
  code: SelectionProblemCode;
  /** The input field a partial amount problem belongs to. */
  field?: 'amount';
}

/** Why a selected row is wrong under the ordering rule. */
export interface WrongRow extends SelectionMessage {
  key: string;
  invoiceNo: string;
  assignment: string;
  rule: InvoicePaymentRule;
}

/** Open (or no status) invoices are selectable (spec 01 §4). */
export function isSelectable(invoice: Pick<SelectionInvoice, 'status'>): boolean {
  const status = (invoice.status ?? '').trim().toLowerCase();
  return status === '' || status === 'open';
}

/** A credit note (a deduction): toggled by invoice number. */
export function isNegative(invoice: Pick<SelectionInvoice, 'accountingAmount'>): boolean {
  return invoice.accountingAmount < 0;
}

const SEP = '\u001f';

/**
 * The selection key of a row (spec 01 §4 Selection): a credit note is toggled by invoice number (all its rows at
 * once), any other invoice by assignment. The assignment is unique only within sorg and invoiceNo, so the key
 * carries them too.
 */
export function selectionKey(
  invoice: Pick<SelectionInvoice, 'sorg' | 'invoiceNo' | 'assignment' | 'accountingAmount'>,
): string {
  return isNegative(invoice)
    ? `N${SEP}${invoice.sorg}${SEP}${invoice.invoiceNo}`
    : `A${SEP}${invoice.sorg}${SEP}${invoice.invoiceNo}${SEP}${invoice.assignment}`;
}

/** Whether a row is selected. */
export function isSelected(keys: ReadonlySet<string>, invoice: SelectionInvoice): boolean {
  return keys.has(selectionKey(invoice));
}

/** The selection with the row toggled in or out (a new set; O(selected)). Rows that are not selectable stay out. */
export function toggleSelection(keys: ReadonlySet<string>, invoice: SelectionInvoice): Set<string> {
  const next = new Set(keys);
  const key = selectionKey(invoice);
  if (next.has(key)) next.delete(key);
  else if (isSelectable(invoice)) next.add(key);
  return next;
}

/** The open invoices of a page, indexed once (O(n)) so each summary is one linear pass. */
export interface SelectionIndex<T extends SelectionInvoice = SelectionInvoice> {
  /** The rows in the order given, each with its selection key. */
  entries: readonly { row: T; key: string }[];
  /** Installment rows per sorg and invoiceNo (selectable or not): all must be selected for the discounts. */
  installments: ReadonlyMap<string, number>;
  /** Every key of a selectable row. */
  selectableKeys: ReadonlySet<string>;
}

function invoiceId(invoice: Pick<SelectionInvoice, 'sorg' | 'invoiceNo'>): string {
  return `${invoice.sorg}${SEP}${invoice.invoiceNo}`;
}

/** Indexes the open invoices of a page (or those the server read for a request). */
export function indexInvoices<T extends SelectionInvoice>(rows: readonly T[]): SelectionIndex<T> {
  const installments = new Map<string, number>();
  const selectableKeys = new Set<string>();
  const entries = rows.map((row) => {
    if (row.installment > 0) {
      const id = invoiceId(row);
      installments.set(id, (installments.get(id) ?? 0) + 1);
    }
    const key = selectionKey(row);
    if (isSelectable(row)) selectableKeys.add(key);
    return { row, key };
  });
  return { entries, installments, selectableKeys };
}

/** What the selection is checked against. */
export interface SelectionOptions {
  /** Host config invoicePaymentRule; null for no ordering rule. */
  rule: InvoicePaymentRule | null;
  /** Whether paying is offered at all ({@link payingOffered}). */
  payingOffered: boolean;
  /** Host config allowPartialPayment. */
  allowPartialPayment: boolean;
  /** The partial switch and the amount typed (minor units); off when omitted. */
  partial?: { on: boolean; amount: number | null } | undefined;
  /** The chosen payment method's paymentDiscount (a percentage); 0 or omitted for none. */
  paymentDiscountPercent?: number | undefined;
  /** The currency's decimals (host config decimalPrecision): writes the maximum and sets the minimum of 1. */
  decimalPrecision: number;
}

/** One selected row and what it adds to the payment. */
export interface SelectionLine<T extends SelectionInvoice = SelectionInvoice> {
  invoice: T;
  key: string;
  /** accountingAmount. */
  amount: number;
  /** The early-payment discount when it counts (no installments, or all of them selected), else 0. */
  earlyPaymentDiscount: number;
  /** The freight allowance when it counts (as the early-payment discount), else 0. */
  freightAllowance: number;
  /** The payment method's discount on this row (0 for a credit note and in a partial payment). */
  paymentDiscount: number;
  /** amount − earlyPaymentDiscount − freightAllowance − paymentDiscount. */
  net: number;
}

export interface SelectionSummary<T extends SelectionInvoice = SelectionInvoice> {
  /** Selected rows ("N invoices selected"). */
  count: number;
  /** Selected positive rows. */
  positiveCount: number;
  lines: SelectionLine<T>[];
  /** The selection's currency and sorg; null when nothing is selected (or they are mixed). */
  currency: string | null;
  sorg: string | null;
  /** Sum of the selected accountingAmounts. */
  amount: number;
  earlyPaymentDiscount: number;
  freightAllowance: number;
  /** The combined selected total: amount − earlyPaymentDiscount − freightAllowance. */
  total: number;
  /** The payment method's discount (0 in a partial payment). */
  paymentDiscount: number;
  /** Whether this is a partial payment (allowed, one positive invoice, switch on). */
  partial: boolean;
  /** What is paid: the partial amount, or total − paymentDiscount. */
  payable: number;
  /** Rows wrongly selected under the rule, by selection key. */
  wrong: ReadonlyMap<string, WrongRow>;
  problems: SelectionProblem[];
  /** Nothing wrong, ≥ 1 positive selected, total > 0, paying offered, partial amount valid (spec 01 §4). */
  canRequestPayment: boolean;
}

/**
 * Whether paying invoices is offered: the host's `payment` switch and the customer area's
 * merchantConfig.allowPayInvoice (spec 01 §3 Customer area), both on. A missing merchantConfig is off.
 */
export function payingOffered(
  hostPayment: boolean,
  merchantConfig: { allowPayInvoice?: boolean | null | undefined } | null | undefined,
): boolean {
  return hostPayment && merchantConfig?.allowPayInvoice === true;
}

/** The smallest partial amount in minor units: 1 in the currency's major unit (spec 01 §9 minimum 1). */
export function minimumPartialAmount(decimalPrecision: number): number {
  return 10 ** Math.max(0, Math.trunc(decimalPrecision));
}

/**
 * The problem of a partial amount (minor units) against the selected total, or null: not a whole number of minor
 * units, missing or under 1 ('The minimum amount is 1'), over the total ('The maximum amount is {total}').
 */
export function partialAmountProblem(
  amount: number | null,
  total: number,
  currency: string,
  decimalPrecision: number,
): SelectionProblem | null {
  if (amount !== null && !Number.isSafeInteger(amount)) {
    const decimals = Math.max(0, Math.trunc(decimalPrecision));
    return {
      code: 'amountNotWhole',
      field: 'amount',
      ...message(selectionMessages.amountNotWhole, { currency, decimals }),
    };
  }
  if (amount === null || amount < minimumPartialAmount(decimalPrecision)) {
    return { code: 'minimumAmount', field: 'amount', ...message(selectionMessages.minimumAmount) };
  }
  if (amount > total) {
    const values = { total: plainAmount(total, currency, decimalPrecision) };
    return { code: 'maximumAmount', field: 'amount', ...message(selectionMessages.maximumAmount, values) };
  }
  return null;
}

/**
 * The summary of a selection over the indexed rows: two linear passes, no sorting. Keys of rows that are not in
 * the index or not selectable are reported (notSelectable) and otherwise ignored.
 */
export function summarizeSelection<T extends SelectionInvoice>(
  index: SelectionIndex<T>,
  keys: ReadonlySet<string>,
  options: SelectionOptions,
): SelectionSummary<T> {
  const problems: SelectionProblem[] = [];
  const add = (code: SelectionProblemCode, template: string, values?: Record<string, string | number>): void => {
    problems.push({ code, ...message(template, values) });
  };

  // Pass 1: what is selected, installments selected per invoice, the rules' unselected reference rows.
  const selected: { row: T; key: string }[] = [];
  const installmentsSelected = new Map<string, number>();
  let oldest: T | null = null;
  let overdueUnselected = 0;
  let positiveCount = 0;
  for (const entry of index.entries) {
    const { row, key } = entry;
    if (!isSelectable(row)) continue;
    if (keys.has(key)) {
      selected.push(entry);
      if (row.accountingAmount > 0) positiveCount++;
      if (row.installment > 0) {
        const id = invoiceId(row);
        installmentsSelected.set(id, (installmentsSelected.get(id) ?? 0) + 1);
      }
    } else if (row.accountingAmount > 0) {
      if (!oldest || row.dueDate < oldest.dueDate) oldest = row;
      if (row.overdue < 0) overdueUnselected++;
    }
  }
  for (const key of keys) {
    if (!index.selectableKeys.has(key)) {
      add('notSelectable', selectionMessages.notSelectable);
      break;
    }
  }

  // The ordering rule over the selected positive rows. The explanation is the same for every wrong row of a
  // summary, so it is written once.
  const wrong = new Map<string, WrongRow>();
  const rule = options.rule;
  let why: SelectionMessage | null = null;
  for (const { row, key } of selected) {
    if (row.accountingAmount <= 0 || rule === null) continue;
    const isWrong =
      rule === 'oldest' ? oldest !== null && row.dueDate > oldest.dueDate : overdueUnselected > 0 && row.overdue >= 0;
    if (!isWrong) continue;
    why ??=
      rule === 'oldest' && oldest
        ? message(selectionMessages.payOldestFirst, { invoiceNo: oldest.invoiceNo, dueDate: oldest.dueDate })
        : message(selectionMessages.payOverdueFirst, { count: overdueUnselected });
    wrong.set(key, { key, invoiceNo: row.invoiceNo, assignment: row.assignment, rule, ...why });
  }

  // Partial payment: allowed by config, one positive invoice, switch on.
  const partialOn = options.partial?.on === true;
  const onePositive = selected.length === 1 && positiveCount === 1;
  const partial = partialOn && options.allowPartialPayment && onePositive;

  // Pass 2 (selected rows only): the amounts.
  const percent = partial ? 0 : (options.paymentDiscountPercent ?? 0);
  const currencies = new Set<string>();
  const sorgs = new Set<string>();
  const lines: SelectionLine<T>[] = [];
  let amount = 0;
  let earlyPaymentDiscount = 0;
  let freightAllowance = 0;
  let paymentDiscount = 0;
  for (const { row, key } of selected) {
    currencies.add(row.currency);
    sorgs.add(row.sorg);
    const counts =
      row.installment === 0 || installmentsSelected.get(invoiceId(row)) === index.installments.get(invoiceId(row));
    const early = counts ? row.earlyPaymentDiscount : 0;
    const freight = counts ? row.freightAllowance : 0;
    const base = row.accountingAmount - early - freight;
    const method = row.accountingAmount > 0 && base > 0 ? paymentDiscountAmount(base, percent) : 0;
    amount += row.accountingAmount;
    earlyPaymentDiscount += early;
    freightAllowance += freight;
    paymentDiscount += method;
    lines.push({
      invoice: row,
      key,
      amount: row.accountingAmount,
      earlyPaymentDiscount: early,
      freightAllowance: freight,
      paymentDiscount: method,
      net: base - method,
    });
  }
  const total = amount - earlyPaymentDiscount - freightAllowance;
  const currency = currencies.size === 1 ? ([...currencies][0] ?? null) : null;
  const sorg = sorgs.size === 1 ? ([...sorgs][0] ?? null) : null;

  if (!options.payingOffered) add('payingOff', selectionMessages.payingOff);
  if (selected.length === 0) add('nothingSelected', selectionMessages.nothingSelected);
  else if (positiveCount === 0) add('noPositive', selectionMessages.noPositive);
  else if (total <= 0) add('totalNotPositive', selectionMessages.totalNotPositive);
  if (wrong.size > 0) add('wrongSelection', selectionMessages.wrongSelection);
  if (currencies.size > 1) add('mixedCurrency', selectionMessages.mixedCurrency);
  if (sorgs.size > 1) add('mixedSorg', selectionMessages.mixedSorg);

  let payable = total - paymentDiscount;
  if (partialOn && !options.allowPartialPayment) add('partialOff', selectionMessages.partialOff);
  else if (partialOn && !onePositive) add('partialOneInvoice', selectionMessages.partialOneInvoice);
  else if (partial) {
    const amountTyped = options.partial?.amount ?? null;
    const problem = partialAmountProblem(amountTyped, total, currency ?? '', options.decimalPrecision);
    if (problem) problems.push(problem);
    else if (amountTyped !== null) payable = amountTyped;
  }

  return {
    count: selected.length,
    positiveCount,
    lines,
    currency,
    sorg,
    amount,
    earlyPaymentDiscount,
    freightAllowance,
    total,
    paymentDiscount,
    partial,
    payable,
    wrong,
    problems,
    canRequestPayment: problems.length === 0,
  };
}
