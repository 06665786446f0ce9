// A completed invoice payment → a notification to the payer's users (spec 01 §7 "pushes to the payer"): one row in
// their in-app list and a web push where the host has it, in each user's language (src/shared/notifications).
import { localeOrDefault } from '../../../shared/locales';
import { paymentNotificationUrl } from '../../../shared/notifications/notification-texts';
import { notifyUsers, type NoticeDeps, type NoticeResult } from '../push/notifications.service';
import * as repo from './payments.repository';

/** Tells the users of the request's customer (its dealers and who made it) that the payment is complete. */
export async function notifyPaymentEvent(
  deps: NoticeDeps,
  requestId: number,
  _event: 'completed',
): Promise<NoticeResult> {
  try {
    const [request] = await repo.requestsByIds(deps.db, [requestId]);
    if (!request) return { stored: 0, pushed: 0 };
    const [recipients, items] = await Promise.all([
      repo.recipientsOf(deps.db, request.customerId, request.createdBy),
      repo.requestInvoiceRows(deps.db, [request.id]),
    ]);
    const decimals = decimalsOf(request.currency);
    return await notifyUsers(
      deps,
      recipients.map((r) => {
        const locale = localeOrDefault(r.languageId);
        return {
          userId: r.userId,
          locale,
          customerId: request.customerId,
          kind: 'invoice.paymentCompleted' as const,
          params: {
            externalId: request.externalId,
            amount: request.amount,
            currency: request.currency,
            decimals,
            count: items.length,
          },
          url: paymentNotificationUrl(locale),
          tag: `payment-${request.externalId}`,
        };
      }),
    );
  } catch (error) {
    // The payment is committed; a notification that fails must not turn the webhook's answer into a retry.
    deps.logger.error('payment notification failed', { requestId, error });
    return { stored: 0, pushed: 0 };
  }
}

/**
 * Minor-unit digits of a currency as the portal keeps amounts: the demo hosts write IDR without decimals (host config
 * decimalPrecision 0), every other currency as ISO 4217 says.
 */
function decimalsOf(currency: string): number {
  if (currency === 'IDR') return 0;
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
