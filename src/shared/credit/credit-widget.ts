// The navbar's credit widget (spec 01 §4 Credit: red if any company has a blocked reason, else green; the first
// company selected once data loads; §6 creditStatusBlockedReason colours the balance, creditStatusUsage shows the
// detailed table, on special hostnames 'balance' reads 'open to buy'; §8 the blocked reasons as text and 'No data
// found for credit information.'; §9 theme error #FF2800, success #4CAF50). Pure: the page and the credit page
// render what this returns. The blocked reasons' texts are open-to-buy.ts's, one list for checkout and widget.
import { normalizeHostname } from '../config/hostname';
import { blockedReasonText, isCreditBlocked } from './open-to-buy';

/** Spec 01 §4 blocked reasons (codes); their texts are BLOCKED_REASON_TEXTS in open-to-buy.ts. */
export const BLOCKED_REASONS = [
  'limit_exceeded',
  'overdue_over_limit',
  'oldest_ar_blocked',
  'other_company_blocked',
] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

/** One company's credit information (spec 01 §3 Credit information), money in minor units of `currency`. */
export interface CreditInformationItem {
  company: { code: string; name: string };
  currency: string;
  creditLimit: number;
  balance: number;
  creditExposure: number;
  openInvoice: number;
  openDO: number;
  consignment: number;
  reasonBlocked: string | null;
}

/** Texts of the widget (ICU ids). The first is the spec's (§8); the labels are ours except 'balance'/'open to buy'. */
export const creditWidgetMessages = {
  noData: 'No data found for credit information.',
  balance: 'balance',
  openToBuy: 'open to buy',
  creditLimit: 'Credit limit',
  creditExposure: 'Credit exposure',
  openInvoice: 'Open invoice',
  openDO: 'Open DO',
  consignment: 'Consignment',
  accountBlocked: 'Account blocked',
  accountOk: 'Account in good standing',
} as const;

/** Spec 01 §9 theme colours the widget uses. */
export const CREDIT_COLOURS = { red: '#FF2800', green: '#4CAF50' } as const;

export type AccountStatus = 'red' | 'green';

/** Thrown when the credit information is empty (spec 01 §8); the caller clears its list. */
export class NoCreditInformationError extends Error {
  constructor() {
    super(creditWidgetMessages.noData);
    this.name = 'NoCreditInformationError';
  }
}

/** The credit information, or {@link NoCreditInformationError} when there is none (spec 01 §8). */
export function requireCreditInformation<T>(items: readonly T[] | null | undefined): readonly T[] {
  if (!items || items.length === 0) throw new NoCreditInformationError();
  return items;
}

/** Red if any company has a blocked reason, else green (spec 01 §4 Credit). */
export function accountStatus(items: readonly Pick<CreditInformationItem, 'reasonBlocked'>[]): AccountStatus {
  return items.some(isCreditBlocked) ? 'red' : 'green';
}

/**
 * The company selected: the one already selected when it is still listed, else the first (spec 01 §4 "The first
 * company is selected by default once data loads"); null for no data.
 */
export function selectedCompanyCode(
  items: readonly Pick<CreditInformationItem, 'company'>[],
  current?: string | null,
): string | null {
  if (current && items.some((item) => item.company.code === current)) return current;
  return items[0]?.company.code ?? null;
}

/**
 * Whether this host says 'open to buy' instead of 'balance' (spec 01 §6 "special hostnames"): the hostname is in
 * the list, compared after normalizeHostname (case, port, trailing dot).
 */
export function saysOpenToBuy(hostname: string, openToBuyHostnames: readonly string[]): boolean {
  const host = normalizeHostname(hostname);
  return openToBuyHostnames.some((listed) => normalizeHostname(listed) === host);
}

/** The label of the balance figure: 'open to buy' on the listed hosts, else 'balance'. */
export function balanceLabel(hostname: string, openToBuyHostnames: readonly string[]): string {
  return saysOpenToBuy(hostname, openToBuyHostnames) ? creditWidgetMessages.openToBuy : creditWidgetMessages.balance;
}

/** What the widget is given besides the data. */
export interface CreditWidgetOptions {
  hostname: string;
  /** The hosts that say 'open to buy' (docs/decisions.md: where the list lives). */
  openToBuyHostnames: readonly string[];
  /** The company the user had selected, kept across reloads when still listed. */
  selected?: string | null | undefined;
  /** Host config creditStatusBlockedReason: colour the balance and show the reason. */
  creditStatusBlockedReason: boolean;
  /** Host config creditStatusUsage: show the detailed table. */
  creditStatusUsage: boolean;
}

export interface CreditWidgetCompany {
  code: string;
  name: string;
  blocked: boolean;
  /** The blocked reason as text (spec 01 §8), null when not blocked. */
  reasonText: string | null;
}

export interface CreditUsageRow {
  label: string;
  value: number;
}

export interface CreditWidgetState {
  /** No data: the list is cleared and `message` is 'No data found for credit information.'. */
  empty: boolean;
  message: string | null;
  status: AccountStatus;
  /** The status dot's colour (#FF2800 or #4CAF50). */
  statusColour: string;
  /** The status in words, for screen readers. */
  statusLabel: string;
  companies: CreditWidgetCompany[];
  selected: string | null;
  /** The selected company's figures. */
  current: CreditInformationItem | null;
  balanceLabel: string;
  /** Red when creditStatusBlockedReason is on and the selected company is blocked; else null (the theme's text). */
  balanceColour: string | null;
  /** The selected company's reason as text, shown only with creditStatusBlockedReason. */
  reasonText: string | null;
  /** The detailed table (creditStatusUsage): limit, exposure, open invoice, open DO, consignment; else null. */
  usage: CreditUsageRow[] | null;
}

/** The widget's whole state from the companies' credit information. */
export function creditWidgetState(
  items: readonly CreditInformationItem[] | null | undefined,
  options: CreditWidgetOptions,
): CreditWidgetState {
  const list = items ?? [];
  const status = accountStatus(list);
  const selected = selectedCompanyCode(list, options.selected);
  const current = list.find((item) => item.company.code === selected) ?? null;
  const blocked = current !== null && isCreditBlocked(current);
  const showReason = options.creditStatusBlockedReason && blocked;
  const m = creditWidgetMessages;
  return {
    empty: list.length === 0,
    message: list.length === 0 ? m.noData : null,
    status,
    statusColour: CREDIT_COLOURS[status],
    statusLabel: status === 'red' ? m.accountBlocked : m.accountOk,
    companies: list.map((item) => ({
      code: item.company.code,
      name: item.company.name,
      blocked: isCreditBlocked(item),
      reasonText: isCreditBlocked(item) ? blockedReasonText(item.reasonBlocked ?? '') : null,
    })),
    selected,
    current,
    balanceLabel: balanceLabel(options.hostname, options.openToBuyHostnames),
    balanceColour: showReason ? CREDIT_COLOURS.red : null,
    reasonText: showReason ? blockedReasonText(current.reasonBlocked ?? '') : null,
    usage:
      options.creditStatusUsage && current
        ? [
            { label: m.creditLimit, value: current.creditLimit },
            { label: m.creditExposure, value: current.creditExposure },
            { label: m.openInvoice, value: current.openInvoice },
            { label: m.openDO, value: current.openDO },
            { label: m.consignment, value: current.consignment },
          ]
        : null,
  };
}
