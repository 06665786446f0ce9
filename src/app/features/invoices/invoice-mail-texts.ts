import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ErrorCode } from '../../../shared/errors/error-codes';

// Send invoice email's refusals in the user's language (spec 01 §7): the server answers English texts with a code
// (docs/decisions.md "Invoice and order PDFs"); the dialog says them by their code, never the address.

export interface InvoiceMailRefusal {
  code: string | null;
  retryAfterSeconds: number | null;
}

/** The text of a refusal: too many mails (with when to try again), no address on file, not found, or failed. */
export function invoiceMailRefusalText(refusal: InvoiceMailRefusal, i18n: I18n): string {
  switch (refusal.code) {
    case ErrorCode.RATE_LIMITED: {
      if (refusal.retryAfterSeconds === null) {
        return i18n._(msg`This invoice was sent by e-mail too often in the last hour. Please try again later.`);
      }
      const minutes = Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60));
      return i18n._(
        msg`${plural(minutes, {
          one: 'This invoice was sent by e-mail too often in the last hour. You can send it again in # minute.',
          other: 'This invoice was sent by e-mail too often in the last hour. You can send it again in # minutes.',
        })}`,
      );
    }
    case ErrorCode.NO_EMAIL_ON_FILE:
      return i18n._(msg`There is no e-mail address on file for this customer. Please contact sales support.`);
    case ErrorCode.NOT_FOUND:
      return i18n._(msg`This invoice was not found.`);
    default:
      return i18n._(msg`The e-mail could not be sent. Please try again.`);
  }
}
