import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessages } from '../../../shared/errors/error-codes';
import type { PendingVisitChange } from '../../../shared/visit-forms/pending-visits';
import type { VisitBrand, VisitPhotoSlot } from '../../../shared/visit-forms/visit-form';
import type { VisitComparedField } from '../../../shared/visit-forms/visit-values';
import { translateFormMessage } from '../../lib/form-messages';

// The visit pages' texts by key: slot names, field names, states, and the server's refusals by code (STYLE.md §8).

/** What an empty field shows in the read-only views (a symbol, the same in every language). */
export const NO_VALUE = '\u2014';

export const brandLabels: Record<VisitBrand, string> = {
  // Brand names: the same in every language.
  polygon: 'Polygon',
  wim: 'WIM',
};

export const photoSlotLabels: Record<VisitPhotoSlot, MessageDescriptor> = {
  frontShop1: msg`Shop front 1`,
  frontShop2: msg`Shop front 2`,
  frontShop3: msg`Shop front 3`,
  frontShop4: msg`Shop front 4`,
  displayShop1: msg`In-store display 1`,
  displayShop2: msg`In-store display 2`,
  displayShop3: msg`In-store display 3`,
  displayShop4: msg`In-store display 4`,
  displayBanner: msg`Banner`,
  displayPoster: msg`Poster`,
  displayHangtagShimano: msg`Shimano hangtag`,
};

export const fieldLabels: Record<VisitComparedField, MessageDescriptor> = {
  custCode: msg`Customer`,
  brandDisplay: msg`Brand display`,
  brandDisplayDescription: msg`Brand display description`,
  otherMidrange: msg`Other midrange brands`,
  otherMidrangeDescription: msg`Other midrange description`,
  brandDomination: msg`Brand domination`,
  qtyPlgGrp: msg`Polygon group bikes on the floor`,
  qtyNonPlgGrp: msg`Other brands' bikes on the floor`,
  seriesList: msg`Series on display`,
  seriesBrand: msg`Series per brand`,
  otherSeriesList: msg`Other series`,
  equipment: msg`Equipment`,
  equipmentText: msg`Equipment notes`,
  notes: msg`Notes`,
};

/** A waiting visit's state, in the list's words. */
export function pendingStateText(change: Pick<PendingVisitChange, 'op' | 'state'>, i18n: I18n): string {
  if (change.state === 'attention') return i18n._(msg`Needs attention`);
  if (change.state === 'sending') return i18n._(msg`Sending`);
  if (change.op === 'delete') return i18n._(msg`Deletion waiting to send`);
  if (change.op === 'update') return i18n._(msg`Changes waiting to send`);
  return i18n._(msg`Waiting to send`);
}

export function pendingStateColor(change: Pick<PendingVisitChange, 'state'>): string {
  if (change.state === 'attention') return 'error';
  if (change.state === 'sending') return 'primary';
  return 'warning';
}

/**
 * Why the server refused a visit, in the user's words: by its code where the client knows it (a customer the rep
 * no longer serves, a conflict), else the server's message translated when it is one of the shared texts.
 */
export function refusalText(
  error: { code?: string | null; message?: string | null; fields?: { message: string }[] | undefined } | null,
  i18n: I18n,
): string {
  if (!error) return '';
  switch (error.code) {
    case 'CUSTOMER_NOT_YOURS':
      return i18n._(msg`This customer does not belong to you anymore, please contact sales support`);
    case 'CONFLICT':
      return i18n._(msg`This visit was changed since you opened it`);
    case 'NOT_FOUND':
      return i18n._(msg`This visit was not found`);
    case 'VISIT_NOT_SENT':
      return i18n._(msg`The visit this change belongs to has not reached the server.`);
    case 'NETWORK_ERROR':
      return i18n._(msg`No connection to the server.`);
    default:
      break;
  }
  const texts = [error.message ?? '', ...(error.fields ?? []).map((field) => field.message)]
    .filter((text) => text !== '')
    .map((text) =>
      text === errorMessages.customerNotYours
        ? i18n._(msg`This customer does not belong to you anymore, please contact sales support`)
        : translateFormMessage(text, i18n),
    );
  return [...new Set(texts)].join(' ');
}
