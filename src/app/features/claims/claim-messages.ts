import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claimFormMessages } from '../../../shared/claims/claim-form';
import { claimMessages } from '../../../shared/claims/claim-input';
import type { ClaimFileSlot, ClaimStatusId } from '../../../shared/claims/claim-rules';
import { claimWorkflowMessages } from '../../../shared/claims/claim-workflow';
import { frameNumberMessages } from '../../../shared/frames/frame-number';
import { translateFormMessage } from '../../lib/form-messages';

// The claim pages' texts by key: statuses, file slots, the form's own messages and the server's refusals by code.

/** What an empty field shows (a symbol, the same in every language). */
export const NO_VALUE = '\u2014';

export const statusLabels: Record<ClaimStatusId, MessageDescriptor> = {
  submitted: msg`Submitted`,
  'in-review': msg`In review`,
  'need-more-info': msg`Need more information`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  credited: msg`Credited`,
  replaced: msg`Replaced`,
  closed: msg`Closed`,
};

/** A status's name: translated when the client knows it, else the server's description. */
export function statusText(status: { id: string; description: string }, i18n: I18n): string {
  const label = (statusLabels as Partial<Record<string, MessageDescriptor>>)[status.id];
  return label ? i18n._(label) : status.description;
}

export function statusColor(category: string): string {
  if (category === 'decided') return 'success';
  if (category === 'closed') return 'gray';
  return 'primary';
}

export const slotLabels: Record<ClaimFileSlot, MessageDescriptor> = {
  invoice: msg`Purchase invoice`,
  idCard: msg`Consumer's ID card`,
  photo1: msg`Photo 1`,
  photo2: msg`Photo 2`,
  photo3: msg`Photo 3`,
  photo4: msg`Photo 4`,
  photo5: msg`Photo 5`,
  photo6: msg`Photo 6`,
  video: msg`Video`,
  additionalDoc1: msg`Additional document 1`,
  additionalDoc2: msg`Additional document 2`,
  additionalDoc3: msg`Additional document 3`,
  additionalDoc4: msg`Additional document 4`,
  additionalDoc5: msg`Additional document 5`,
};

const known: Record<string, MessageDescriptor> = {
  [claimMessages.articleDescription]: msg`The article description may only contain letters, numbers, spaces and - . , / & :`,
  [claimMessages.problemRequired]: msg`Name at least one problem`,
  [claimMessages.articleRequired]: msg`Choose an article`,
  [claimMessages.nonCodeNotAllowed]: msg`Articles without a code cannot be claimed here`,
  [claimMessages.notEditable]: msg`This claim can no longer be edited`,
  [claimMessages.customerNotFound]: msg`This customer was not found`,
  [claimMessages.slotKind]: msg`This file type is not accepted in this slot`,
  [claimMessages.slotsFull]: msg`All 5 additional document slots are taken`,
  [claimMessages.paaNotAllowed]: msg`PAA claims are not available here`,
  [claimMessages.frameRequired]: msg`Enter the frame number`,
  [claimMessages.tooManyFiles]: msg`A claim has at most 6 photos, 1 video and 5 additional documents`,
  [claimMessages.notFound]: msg`This claim was not found`,
  [claimMessages.conflict]: msg`This claim was changed meanwhile; check the changes and save again`,
  [claimMessages.slotUnknown]: msg`This file slot does not exist`,
  [claimMessages.notAnAdditionalDocument]: msg`This is not an additional document`,
  [claimMessages.internalNotAllowed]: msg`Only the warranty team can write internal comments`,
  [claimWorkflowMessages.notPermitted]: msg`This status change is not permitted`,
  [claimWorkflowMessages.reasonRequired]: msg`A reason is required`,
  [claimWorkflowMessages.creditNoteRequired]: msg`A credit note number is required`,
  [claimWorkflowMessages.deliveryOrderRequired]: msg`A delivery order number is required`,
  [claimFormMessages.qty]: msg`The quantity must be at least 1`,
  [claimFormMessages.purchaseDateFuture]: msg`The purchase date cannot be in the future`,
  'This file is not a photo, video or document we accept': msg`This file is not a photo, video or document we accept`,
  'Not enough room on this device for this video': msg`Not enough room on this device for this video`,
  'Documents may be at most 20 MB': msg`Documents may be at most 20 MB`,
  'Videos may be at most 200 MB': msg`Videos may be at most 200 MB`,
  'This file is empty': msg`This file is empty`,
  [frameNumberMessages.tooLong]: msg`Frame number is too long`,
  [frameNumberMessages.characters]: msg`A frame number has only letters and digits`,
};

/** A problem of the form (a shared rule's English text) in the user's language. */
export function claimProblemText(message: string, i18n: I18n): string {
  const descriptor = known[message];
  return descriptor ? i18n._(descriptor) : translateFormMessage(message, i18n);
}

/** A waiting entry's state, in the list's words. */
export function pendingStateText(
  entry: { op: string; state: string; checksPending?: boolean | undefined },
  i18n: I18n,
): string {
  if (entry.state === 'attention') return i18n._(msg`Needs attention`);
  if (entry.state === 'sending') return i18n._(msg`Sending`);
  if (entry.op === 'update') return i18n._(msg`Changes waiting to send`);
  if (entry.checksPending) return i18n._(msg`Waiting to send · checks pending`);
  return i18n._(msg`Waiting to send`);
}

export function pendingStateColor(state: string): string {
  if (state === 'attention') return 'error';
  if (state === 'sending') return 'primary';
  return 'warning';
}

/** Why the server refused a claim, in the user's words (by code where the client knows it). */
export function refusalText(
  error: { code?: string | null; message?: string | null; fields?: { field: string; message: string }[] } | null,
  i18n: I18n,
  supportEmail: string,
): string {
  if (!error) return '';
  const onFrame = error.fields?.some((field) => field.field === 'frameNumber') ?? false;
  if (error.code === 'FORBIDDEN' && onFrame) return stolenText(i18n, supportEmail);
  switch (error.code) {
    case 'CONFLICT':
      return i18n._(msg`This claim was changed since you opened it`);
    case 'NOT_FOUND':
      return i18n._(msg`This claim was not found`);
    case 'CLAIM_NOT_SENT':
      return i18n._(msg`The claim this change belongs to has not reached the server.`);
    case 'NETWORK_ERROR':
      return i18n._(msg`No connection to the server.`);
    default:
      break;
  }
  const texts = [error.message ?? '', ...(error.fields ?? []).map((field) => field.message)]
    .filter((text) => text !== '')
    .map((text) => claimProblemText(text, i18n));
  return [...new Set(texts)].join(' ');
}

/** The refusal of a stolen frame (docs/decisions.md "Claims": refused, with the support address). */
export function stolenText(i18n: I18n, supportEmail: string): string {
  return supportEmail === ''
    ? i18n._(msg`This frame is reported stolen. A claim cannot be filed for it.`)
    : i18n._(msg`This frame is reported stolen — contact ${supportEmail}`);
}
