// The claim status workflow (spec 02 §4 "Claim status: id, description, category; status transitions
// fromStatusId → toStatusId permitted by product category and customer category"). The table is designed
// (docs/decisions.md "Claims"): the data below is what the seed writes into claim_status_transitions, and one pure
// function applies it, on the server (updateClaimStatus, Claim.nextStatuses) and in the pages alike.
import {
  CLAIM_EDITABLE_STATUSES,
  type ClaimCapabilities,
  type ClaimProductCategory,
  type ClaimStatusId,
} from './claim-rules';

/** What a status change writes besides the status. */
export type ClaimSideEffect = 'credit-note' | 'delivery-order' | 'not-a-warranty';

/** A row of the transition table. */
export interface ClaimTransition {
  fromStatusId: string;
  toStatusId: string;
  productCategory: ClaimProductCategory;
  /** The customer's custGroup, or 'N/A' for every customer. */
  customerCategory: string;
  /** The capability the user needs (a key of ClaimCapabilities). */
  capability: keyof ClaimCapabilities;
  needsReason: boolean;
  sideEffect: ClaimSideEffect | null;
}

/** The customer category of the rows every customer gets. */
export const ANY_CUSTOMER_CATEGORY = 'N/A';

type Row = [from: ClaimStatusId, to: ClaimStatusId, needsReason: boolean, sideEffect: ClaimSideEffect | null];

/** The warranty team's decisions, the same for bikes and PAA. */
const COMMON_ROWS: Row[] = [
  ['submitted', 'in-review', false, null],
  ['submitted', 'need-more-info', true, null],
  ['submitted', 'rejected', true, 'not-a-warranty'],
  ['in-review', 'need-more-info', true, null],
  ['in-review', 'approved', false, null],
  ['in-review', 'rejected', true, 'not-a-warranty'],
  ['need-more-info', 'in-review', false, null],
  ['need-more-info', 'rejected', true, 'not-a-warranty'],
  ['approved', 'credited', false, 'credit-note'],
  ['approved', 'replaced', false, 'delivery-order'],
  ['rejected', 'closed', false, null],
  ['credited', 'closed', false, null],
  ['replaced', 'closed', false, null],
];

const rowsFor = (productCategory: ClaimProductCategory, customerCategory: string, rows: readonly Row[]) =>
  rows.map(([fromStatusId, toStatusId, needsReason, sideEffect]): ClaimTransition => ({
    fromStatusId,
    toStatusId,
    productCategory,
    customerCategory,
    capability: 'canChangeStatus',
    needsReason,
    sideEffect,
  }));

/**
 * The designed table. Every customer gets the common rows for both categories. Key accounts (custGroup 'KA') get
 * their own rows for bikes: an approved bike is replaced, never credited (a specific row set replaces the 'N/A'
 * rows of the same from-status entirely), and an open bike claim may be approved straight from "submitted".
 */
export const CLAIM_TRANSITIONS: readonly ClaimTransition[] = [
  ...rowsFor('bike', ANY_CUSTOMER_CATEGORY, COMMON_ROWS),
  ...rowsFor('paa', ANY_CUSTOMER_CATEGORY, COMMON_ROWS),
  ...rowsFor('bike', 'KA', [
    ['submitted', 'in-review', false, null],
    ['submitted', 'approved', false, null],
    ['submitted', 'need-more-info', true, null],
    ['submitted', 'rejected', true, 'not-a-warranty'],
    ['approved', 'replaced', false, 'delivery-order'],
  ]),
];

export interface TransitionQuery {
  fromStatusId: string;
  productCategory: ClaimProductCategory;
  /** The customer's custGroup (null: none). */
  customerCategory: string | null;
  capabilities: ClaimCapabilities;
}

/**
 * The rows that apply to a claim now, for this user: those of its product category from its status; the rows of
 * the customer's own category replace the 'N/A' rows when there are any for this status; then only those whose
 * capability the user has.
 */
export function permittedTransitions(table: readonly ClaimTransition[], query: TransitionQuery): ClaimTransition[] {
  const candidates = table.filter(
    (row) => row.fromStatusId === query.fromStatusId && row.productCategory === query.productCategory,
  );
  const specific =
    query.customerCategory === null || query.customerCategory === ANY_CUSTOMER_CATEGORY
      ? []
      : candidates.filter((row) => row.customerCategory === query.customerCategory);
  const rows = specific.length > 0 ? specific : candidates.filter((r) => r.customerCategory === ANY_CUSTOMER_CATEGORY);
  return rows.filter((row) => query.capabilities[row.capability]);
}

export const claimWorkflowMessages = {
  notPermitted: 'This status change is not permitted',
  reasonRequired: 'A reason is required',
  creditNoteRequired: 'A credit note number is required',
  deliveryOrderRequired: 'A delivery order number is required',
} as const;

export type TransitionCheck =
  | { ok: true; transition: ClaimTransition }
  | { ok: false; code: 'FORBIDDEN' | 'BAD_USER_INPUT'; field: string; message: string };

/** Whether the change to `toStatusId` may be applied, with what it needs (a reason, a document number). */
export function checkTransition(
  table: readonly ClaimTransition[],
  query: TransitionQuery & {
    toStatusId: string;
    reason?: string | null | undefined;
    creditNoteNo?: string | null | undefined;
    deliveryOrderNo?: string | null | undefined;
  },
): TransitionCheck {
  const transition = permittedTransitions(table, query).find((row) => row.toStatusId === query.toStatusId);
  if (!transition) {
    return { ok: false, code: 'FORBIDDEN', field: 'newStatus', message: claimWorkflowMessages.notPermitted };
  }
  const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
  if (transition.needsReason && blank(query.reason)) {
    return { ok: false, code: 'BAD_USER_INPUT', field: 'reason', message: claimWorkflowMessages.reasonRequired };
  }
  if (transition.sideEffect === 'credit-note' && blank(query.creditNoteNo)) {
    return {
      ok: false,
      code: 'BAD_USER_INPUT',
      field: 'creditNoteNo',
      message: claimWorkflowMessages.creditNoteRequired,
    };
  }
  if (transition.sideEffect === 'delivery-order' && blank(query.deliveryOrderNo)) {
    return {
      ok: false,
      code: 'BAD_USER_INPUT',
      field: 'deliveryOrderNo',
      message: claimWorkflowMessages.deliveryOrderRequired,
    };
  }
  return { ok: true, transition };
}

/** Whether a claim in this status may be edited by its dealer (submitted, need more information). */
export function isClaimEditable(statusId: string): boolean {
  return (CLAIM_EDITABLE_STATUSES as readonly string[]).includes(statusId);
}

/**
 * The status an edit leaves the claim in: an edit answering "need more information" sends it back to "in review"
 * (docs/decisions.md "Claims"); otherwise the status stays.
 */
export function statusAfterEdit(statusId: string): string {
  return statusId === 'need-more-info' ? 'in-review' : statusId;
}
