// Warranty claims (spec 02 §3 Claim, §4 Claim status, §5 Claim, §9): the file slots, the statuses and the
// capabilities, shared by the server (claims module) and the claim pages. The transition table and the function
// that applies it live in claim-workflow.ts.
import type { AttachmentKind } from '../files/attachments';

/** A claim is for a bike (by frame number) or for a part or accessory (by article, or described without a code). */
export type ClaimProductCategory = 'bike' | 'paa';

/**
 * The file slots of a claim, exactly (spec 02 §9): invoice (1), idCard (1), photo1–photo6, video (1),
 * additionalDoc1–additionalDoc5, with the kinds each takes. Images are compressed before upload, the video is
 * sent as it is (spec 02 §5).
 */
export const CLAIM_FILE_SLOTS = {
  invoice: ['document', 'photo'],
  idCard: ['document', 'photo'],
  photo1: ['photo'],
  photo2: ['photo'],
  photo3: ['photo'],
  photo4: ['photo'],
  photo5: ['photo'],
  photo6: ['photo'],
  video: ['video'],
  additionalDoc1: ['document', 'photo'],
  additionalDoc2: ['document', 'photo'],
  additionalDoc3: ['document', 'photo'],
  additionalDoc4: ['document', 'photo'],
  additionalDoc5: ['document', 'photo'],
} as const satisfies Record<string, readonly AttachmentKind[]>;

export type ClaimFileSlot = keyof typeof CLAIM_FILE_SLOTS;

export const CLAIM_FILE_SLOT_NAMES = Object.keys(CLAIM_FILE_SLOTS) as ClaimFileSlot[];

export function isClaimFileSlot(slot: string): slot is ClaimFileSlot {
  return Object.hasOwn(CLAIM_FILE_SLOTS, slot);
}

/** Whether a file of `kind` may go into `slot`. */
export function slotAccepts(slot: ClaimFileSlot, kind: AttachmentKind): boolean {
  return (CLAIM_FILE_SLOTS[slot] as readonly AttachmentKind[]).includes(kind);
}

/**
 * The claim statuses ("the status values are not shown", spec 02 §4: designed, docs/decisions.md "Claims"), with
 * their category: open (the dealer waits or must answer), decided (the warranty team has answered), closed.
 */
export const CLAIM_STATUSES = {
  submitted: { description: 'Submitted', category: 'open' },
  'in-review': { description: 'In review', category: 'open' },
  'need-more-info': { description: 'Need more information', category: 'open' },
  approved: { description: 'Approved', category: 'decided' },
  rejected: { description: 'Rejected', category: 'decided' },
  credited: { description: 'Credited', category: 'decided' },
  replaced: { description: 'Replaced', category: 'decided' },
  closed: { description: 'Closed', category: 'closed' },
} as const;

export type ClaimStatusId = keyof typeof CLAIM_STATUSES;
export type ClaimStatusCategory = (typeof CLAIM_STATUSES)[ClaimStatusId]['category'];

export const CLAIM_STATUS_IDS = Object.keys(CLAIM_STATUSES) as ClaimStatusId[];

/** The statuses in which the dealer may still edit the claim (/claim/{id}/edit). */
export const CLAIM_EDITABLE_STATUSES: readonly ClaimStatusId[] = ['submitted', 'need-more-info'];

/**
 * What a user may do with claims (spec 02 §4 "Claim visibility depends on the claim user's capabilities"; the
 * capabilities are not shown: designed, docs/decisions.md "Claims"), derived on the server from scopes and areas.
 */
export interface ClaimCapabilities {
  /** File claims (page.claim and a customer to file for). */
  canCreate: boolean;
  /** Edit a claim in an editable status (its customer's users and their sales reps). */
  canEdit: boolean;
  /** Move a claim to another status (the warranty team: scope claim.status-change). */
  canChangeStatus: boolean;
  /** Read and write internal comments (internal users: scope claim.internal-comment). */
  canSeeInternal: boolean;
  /** See the claims of every customer (the warranty team), not only those the user may act for. */
  canSeeAllCustomers: boolean;
  /** File a PAA claim (the host's claimAllowPAA). */
  canCreatePaa: boolean;
}
