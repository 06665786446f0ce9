import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { frameNumberMessages } from '../../shared/frames/frame-number';
import { formMessages } from '../../shared/validation/form-predicates';
import { visitFormMessages } from '../../shared/visit-forms/visit-messages';

// The shared form rules answer in English (src/shared/validation/form-rules.ts, byte-exact spec texts); the same
// texts are the Lingui ids here, so a shared zod message and a server userError translate alike.
const known: Record<string, MessageDescriptor> = {
  [formMessages.notEmpty]: msg`Must not be empty`,
  [formMessages.required]: msg`Required`,
  [formMessages.text]: msg`Only number, alphabet, dot, comma, dash, slash, 'and, colon, and space are allowed`,
  [formMessages.alphanumeric]: msg`Only alphabet and number are allowed`,
  [formMessages.email]: msg`Email must be valid`,
  [formMessages.phone]: msg`*Must Be Numeric (17 digits max)`,
  [formMessages.numeric]: msg`*Must Be Numeric`,
  [formMessages.password]: msg`Password must be at least 8 characters and contain a digit, an upper-case and a lower-case letter`,
  [formMessages.dateRange]: msg`Date range must not exceed 30 days`,
  [formMessages.downloadPeriod]: msg`Download period must be at most one year and within the same year`,
  // The visit forms' answers and refusals (src/shared/visit-forms/visit-messages.ts): server userErrors.
  [visitFormMessages.saved]: msg`The visit has been saved`,
  [visitFormMessages.updated]: msg`The visit has been updated`,
  [visitFormMessages.deleted]: msg`The visit has been deleted`,
  [visitFormMessages.notSaved]: msg`The visit could not be saved`,
  [visitFormMessages.notDeleted]: msg`The visit could not be deleted`,
  [visitFormMessages.notFound]: msg`This visit was not found`,
  [visitFormMessages.onlyAuthor]: msg`Only the rep who recorded this visit can change it`,
  [visitFormMessages.conflict]: msg`This visit was changed since you opened it`,
  [visitFormMessages.brandClosed]: msg`This visit form is not open to you`,
  [visitFormMessages.brandChange]: msg`The brand of a visit cannot change`,
  [visitFormMessages.notInList]: msg`This choice is not in the list`,
  [visitFormMessages.customerNotFound]: msg`This customer was not found`,
  [visitFormMessages.notWimCustomer]: msg`This customer does not buy WIM bikes`,
  [visitFormMessages.photoInTwoSlots]: msg`This photo is already in another slot`,
  [visitFormMessages.photoTooLarge]: msg`Visit photos may be at most 2048 pixels on their longest side`,
  // The frame-number rule (src/shared/frames/frame-number.ts): typed, scanned, or a server userError.
  [frameNumberMessages.tooLong]: msg`Frame number is too long`,
  [frameNumberMessages.characters]: msg`A frame number has only letters and digits`,
};

const MAX_LENGTH = /^Must be at most (\d+) characters$/;
const RANGE = /^Must be from (\d+) to (\d+)$/;

/**
 * The translated text of a shared rule's message (or of a server userError carrying one). An unknown text is
 * shown as it came: the server's English fallback beats an empty error.
 */
export function translateFormMessage(message: string, i18n: I18n): string {
  const descriptor = known[message];
  if (descriptor) return i18n._(descriptor);
  const maxLength = MAX_LENGTH.exec(message);
  if (maxLength) {
    const max = Number(maxLength[1]);
    return i18n._(msg`Must be at most ${max} characters`);
  }
  const range = RANGE.exec(message);
  if (range) {
    const min = i18n.number(Number(range[1]));
    const max = i18n.number(Number(range[2]));
    return i18n._(msg`Must be from ${min} to ${max}`);
  }
  return message;
}
