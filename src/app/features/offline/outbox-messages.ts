import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OutboxKind, OutboxState } from '../../../browser/outbox/types';

/** What an entry is, in the user's words. Each new kind adds its label here (a missing one fails the type check). */
export const outboxKindLabels: Record<OutboxKind, MessageDescriptor> = {
  'consumer-voice': msg`Consumer voice`,
  'cart-update': msg`Cart change`,
  'visit-form': msg`Store visit`,
  checkout: msg`Order draft`,
  claim: msg`Warranty claim`,
  'claim-comment': msg`Claim comment`,
  pdi: msg`Pre-delivery inspection`,
};

/** The states in plain words (Outbox page, export). */
export const outboxStateLabels: Record<OutboxState, MessageDescriptor> = {
  queued: msg`Waiting to send`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  attention: msg`Needs attention`,
  discarded: msg`Discarded`,
};

/** The Mantine colour of each state. */
export const outboxStateColors: Record<OutboxState, string> = {
  queued: 'gray',
  sending: 'primary',
  sent: 'success',
  attention: 'error',
  discarded: 'gray',
};

/**
 * The client's own error codes (src/browser/outbox/types.ts OutboxError.code), and the server's codes that mean the
 * same for every kind, in the user's words.
 */
export const outboxErrorMessages: Record<string, MessageDescriptor> = {
  NETWORK_ERROR: msg`No connection to the server.`,
  TIMEOUT: msg`The server took too long to answer.`,
  UNEXPECTED_ANSWER: msg`The server gave an answer the app could not read.`,
  FILE_MISSING: msg`A file of this item is no longer on this device.`,
  UNKNOWN_KIND: msg`This version of the app cannot send this item. Update the app.`,
  VISIT_NOT_SENT: msg`The visit this change belongs to has not reached the server.`,
  // The server's codes whose meaning is the same for every kind (STYLE.md §8: the client translates by code).
  CUSTOMER_NOT_YOURS: msg`This customer does not belong to you anymore, please contact sales support`,
};
