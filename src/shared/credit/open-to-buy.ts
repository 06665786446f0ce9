// Credit of a company (spec 01 §3 Credit information: creditLimit, creditExposure, reasonBlocked; §8 'Order
// Failed!' (insufficient order balance) and the blocked reasons as text). One rule for checkout's creditCheck and
// the credit figures the invoices area shows: the open to buy is what the company may still order on credit.

/** The figures of one company, money in minor units of `currency`. */
export interface CreditFigures {
  currency: string;
  creditLimit: number;
  creditExposure: number;
  /** Set when the company may not order; a code of {@link BLOCKED_REASON_TEXTS} or a free text. */
  reasonBlocked: string | null;
}

/** Spec 01 §4 blocked reasons and their texts (spec 01 §8 "Credit blocked reasons as text"). */
export const BLOCKED_REASON_TEXTS: Readonly<Record<string, string>> = {
  limit_exceeded: 'limit exceeded',
  overdue_over_limit: 'too many invoices overdue more than 30 days',
  oldest_ar_blocked: 'oldest invoice overdue',
  other_company_blocked: 'blocked from another company',
};

/** The text of a blocked reason: the spec's text of a known code, else the reason as the ERP wrote it. */
export function blockedReasonText(reason: string): string {
  return BLOCKED_REASON_TEXTS[reason.trim().toLowerCase()] ?? reason.trim();
}

/** What the company may still order on credit: limit − exposure (negative when already over the limit). */
export function openToBuy(figures: Pick<CreditFigures, 'creditLimit' | 'creditExposure'>): number {
  return figures.creditLimit - figures.creditExposure;
}

/** Whether the company is blocked (a non-empty reason). */
export function isCreditBlocked(figures: Pick<CreditFigures, 'reasonBlocked'>): boolean {
  return (figures.reasonBlocked ?? '').trim() !== '';
}

/** Why credit refuses an order: the blocked reason, or by how much the order is over the open to buy. */
export type CreditRefusal =
  | { kind: 'BLOCKED'; reason: string; text: string }
  | { kind: 'OVER_LIMIT'; openToBuy: number; amount: number; over: number; currency: string };

/**
 * Whether the company's credit covers an order of `amount` (minor units of the figures' currency): null when it
 * does (not blocked and amount ≤ open to buy), else the refusal. An order of 0 is covered unless blocked.
 */
export function creditRefusal(figures: CreditFigures, amount: number): CreditRefusal | null {
  if (isCreditBlocked(figures)) {
    const reason = (figures.reasonBlocked ?? '').trim();
    return { kind: 'BLOCKED', reason, text: blockedReasonText(reason) };
  }
  const open = openToBuy(figures);
  if (amount > 0 && amount > open) {
    return {
      kind: 'OVER_LIMIT',
      openToBuy: open,
      amount,
      over: amount - Math.max(open, 0),
      currency: figures.currency,
    };
  }
  return null;
}

/** Texts of the credit refusal under 'Order Failed!' (ICU ids; the client renders them through Lingui). */
export const creditMessages = {
  blocked: 'Ordering is blocked: {reason}',
  overLimit: 'The order is {over} over the credit still open to buy ({openToBuy})',
  noFigures: 'No credit information is available for this customer',
} as const;

/** A money amount as plain text for a message: the currency code and the major amount ('USD 1234.50'). */
export function plainAmount(minor: number, currency: string, decimalPrecision: number): string {
  const digits = Math.max(0, Math.trunc(decimalPrecision));
  return `${currency} ${(minor / 10 ** digits).toFixed(digits)}`;
}

/**
 * The reason of a refusal as a message id, its values and the English text (the server's userError message).
 * `decimalPrecision` writes the amounts of an OVER_LIMIT refusal.
 */
export function creditRefusalMessage(
  refusal: CreditRefusal,
  decimalPrecision: number,
): { message: string; values: Record<string, string>; text: string } {
  if (refusal.kind === 'BLOCKED') {
    const values = { reason: refusal.text };
    return { message: creditMessages.blocked, values, text: `Ordering is blocked: ${refusal.text}` };
  }
  const values = {
    over: plainAmount(refusal.over, refusal.currency, decimalPrecision),
    openToBuy: plainAmount(refusal.openToBuy, refusal.currency, decimalPrecision),
  };
  return {
    message: creditMessages.overLimit,
    values,
    text: `The order is ${values.over} over the credit still open to buy (${values.openToBuy})`,
  };
}
