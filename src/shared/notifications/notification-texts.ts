// The texts of what the portal tells a user outside a page (spec 01 §1 notifications: web push and the in-app
// list), in the five catalog languages. The server must not import the app's Lingui catalogs (docs/architecture.md
// layers), so a notification is stored as a message id with parameters and rendered here, in the reader's
// language, both for the push payload and for the `notifications` query (docs/decisions.md "Order events").
import { localeInfo, type CatalogLanguage, type Locale } from '../locales';

/** What a notification is about; also `user_notifications.kind`. */
export const NOTIFICATION_KINDS = [
  'order.placed',
  'order.accepted',
  'order.confirmed',
  'order.rejected',
  'order.shipped',
  'order.cancelled',
  'order.paymentWaiting',
  'order.paymentCompleted',
  'order.paymentExpired',
  'order.paymentFailed',
  'order.paymentVoided',
  'invoice.paymentCompleted',
  'claim.statusChanged',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * Parameters of a text: `{name}` in a template. A value named `…Date` written YYYY-MM-DD is shown as a local date;
 * `amount` in minor units is shown as money of `currency` with `decimals` digits.
 */
export type NotificationParams = Readonly<Record<string, string | number>>;

interface NotificationText {
  title: string;
  body: string;
}

/**
 * The templates. `order.shipped` has a second body without tracking (`shippedNoTracking`), used when the
 * delivery has no tracking number; `order.rejected` one without a reason.
 */
type Table = Record<NotificationKind, NotificationText> & {
  shippedNoTracking: string;
  rejectedNoReason: string;
};

const en: Table = {
  'order.placed': { title: 'Order {orderNo} placed', body: 'Your order {orderNo} for {customerName} was received.' },
  'order.accepted': { title: 'Order {orderNo} accepted', body: 'Your order {orderNo} was accepted and is now open.' },
  'order.confirmed': {
    title: 'Order {orderNo} confirmed',
    body: 'Supply quantities and dates of your order {orderNo} were confirmed.',
  },
  'order.rejected': { title: 'Order {orderNo} rejected', body: 'Your order {orderNo} was rejected: {reason}' },
  rejectedNoReason: 'Your order {orderNo} was rejected.',
  'order.shipped': {
    title: 'Order {orderNo} shipped',
    body: 'Delivery {doNumber} of your order {orderNo} is on its way with {expeditionName}, tracking number {trackingNo}.',
  },
  shippedNoTracking: 'Delivery {doNumber} of your order {orderNo} is on its way.',
  'order.cancelled': { title: 'Order {orderNo} cancelled', body: 'Your order {orderNo} was cancelled.' },
  'order.paymentWaiting': {
    title: 'Payment for order {orderNo}',
    body: 'Please pay {amount} for your order {orderNo} by {expiredDate}.',
  },
  'order.paymentCompleted': {
    title: 'Payment received for order {orderNo}',
    body: 'The payment of your order {orderNo} is complete.',
  },
  'order.paymentExpired': {
    title: 'Payment for order {orderNo} expired',
    body: 'No payment of your order {orderNo} arrived by {expiredDate}, so the order was cancelled.',
  },
  'order.paymentFailed': {
    title: 'Payment for order {orderNo} failed',
    body: 'The payment of your order {orderNo} failed. Please try again or choose another method.',
  },
  'order.paymentVoided': {
    title: 'Payment for order {orderNo} voided',
    body: 'The payment of your order {orderNo} was voided.',
  },
  'invoice.paymentCompleted': {
    title: 'Payment {externalId} received',
    body: 'Your payment of {amount} for {count} invoices is complete.',
  },
  'claim.statusChanged': {
    title: 'Claim {referenceNo}: {statusText}',
    body: 'Your warranty claim {referenceNo} is now: {statusText}.',
  },
};

const de: Table = {
  'order.placed': {
    title: 'Bestellung {orderNo} aufgegeben',
    body: 'Ihre Bestellung {orderNo} für {customerName} ist eingegangen.',
  },
  'order.accepted': {
    title: 'Bestellung {orderNo} angenommen',
    body: 'Ihre Bestellung {orderNo} wurde angenommen und ist jetzt offen.',
  },
  'order.confirmed': {
    title: 'Bestellung {orderNo} bestätigt',
    body: 'Liefermengen und -termine Ihrer Bestellung {orderNo} wurden bestätigt.',
  },
  'order.rejected': {
    title: 'Bestellung {orderNo} abgelehnt',
    body: 'Ihre Bestellung {orderNo} wurde abgelehnt: {reason}',
  },
  rejectedNoReason: 'Ihre Bestellung {orderNo} wurde abgelehnt.',
  'order.shipped': {
    title: 'Bestellung {orderNo} versandt',
    body: 'Lieferung {doNumber} Ihrer Bestellung {orderNo} ist mit {expeditionName} unterwegs, Sendungsnummer {trackingNo}.',
  },
  shippedNoTracking: 'Lieferung {doNumber} Ihrer Bestellung {orderNo} ist unterwegs.',
  'order.cancelled': { title: 'Bestellung {orderNo} storniert', body: 'Ihre Bestellung {orderNo} wurde storniert.' },
  'order.paymentWaiting': {
    title: 'Zahlung für Bestellung {orderNo}',
    body: 'Bitte zahlen Sie {amount} für Ihre Bestellung {orderNo} bis zum {expiredDate}.',
  },
  'order.paymentCompleted': {
    title: 'Zahlung für Bestellung {orderNo} erhalten',
    body: 'Die Zahlung Ihrer Bestellung {orderNo} ist abgeschlossen.',
  },
  'order.paymentExpired': {
    title: 'Zahlungsfrist für Bestellung {orderNo} abgelaufen',
    body: 'Bis zum {expiredDate} ist keine Zahlung für Ihre Bestellung {orderNo} eingegangen, daher wurde sie storniert.',
  },
  'order.paymentFailed': {
    title: 'Zahlung für Bestellung {orderNo} fehlgeschlagen',
    body: 'Die Zahlung Ihrer Bestellung {orderNo} ist fehlgeschlagen. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  },
  'order.paymentVoided': {
    title: 'Zahlung für Bestellung {orderNo} annulliert',
    body: 'Die Zahlung Ihrer Bestellung {orderNo} wurde annulliert.',
  },
  'invoice.paymentCompleted': {
    title: 'Zahlung {externalId} eingegangen',
    body: 'Ihre Zahlung von {amount} für {count} Rechnungen ist abgeschlossen.',
  },
  'claim.statusChanged': {
    title: 'Reklamation {referenceNo}: {statusText}',
    body: 'Ihre Garantiereklamation {referenceNo} hat jetzt den Status: {statusText}.',
  },
};

const fr: Table = {
  'order.placed': {
    title: 'Commande {orderNo} passée',
    body: 'Votre commande {orderNo} pour {customerName} a bien été reçue.',
  },
  'order.accepted': {
    title: 'Commande {orderNo} acceptée',
    body: 'Votre commande {orderNo} a été acceptée et est maintenant ouverte.',
  },
  'order.confirmed': {
    title: 'Commande {orderNo} confirmée',
    body: 'Les quantités et dates de livraison de votre commande {orderNo} ont été confirmées.',
  },
  'order.rejected': { title: 'Commande {orderNo} refusée', body: 'Votre commande {orderNo} a été refusée : {reason}' },
  rejectedNoReason: 'Votre commande {orderNo} a été refusée.',
  'order.shipped': {
    title: 'Commande {orderNo} expédiée',
    body: 'La livraison {doNumber} de votre commande {orderNo} est en route avec {expeditionName}, numéro de suivi {trackingNo}.',
  },
  shippedNoTracking: 'La livraison {doNumber} de votre commande {orderNo} est en route.',
  'order.cancelled': { title: 'Commande {orderNo} annulée', body: 'Votre commande {orderNo} a été annulée.' },
  'order.paymentWaiting': {
    title: 'Paiement de la commande {orderNo}',
    body: 'Veuillez payer {amount} pour votre commande {orderNo} avant le {expiredDate}.',
  },
  'order.paymentCompleted': {
    title: 'Paiement reçu pour la commande {orderNo}',
    body: 'Le paiement de votre commande {orderNo} est terminé.',
  },
  'order.paymentExpired': {
    title: 'Paiement de la commande {orderNo} expiré',
    body: 'Aucun paiement de votre commande {orderNo} n’est arrivé avant le {expiredDate} : la commande a été annulée.',
  },
  'order.paymentFailed': {
    title: 'Échec du paiement de la commande {orderNo}',
    body: 'Le paiement de votre commande {orderNo} a échoué. Veuillez réessayer ou choisir un autre moyen de paiement.',
  },
  'order.paymentVoided': {
    title: 'Paiement de la commande {orderNo} annulé',
    body: 'Le paiement de votre commande {orderNo} a été annulé.',
  },
  'invoice.paymentCompleted': {
    title: 'Paiement {externalId} reçu',
    body: 'Votre paiement de {amount} pour {count} factures est terminé.',
  },
  'claim.statusChanged': {
    title: 'Réclamation {referenceNo} : {statusText}',
    body: 'Votre réclamation sous garantie {referenceNo} est maintenant : {statusText}.',
  },
};

const id: Table = {
  'order.placed': {
    title: 'Pesanan {orderNo} dibuat',
    body: 'Pesanan Anda {orderNo} untuk {customerName} telah diterima.',
  },
  'order.accepted': {
    title: 'Pesanan {orderNo} disetujui',
    body: 'Pesanan Anda {orderNo} telah disetujui dan sekarang terbuka.',
  },
  'order.confirmed': {
    title: 'Pesanan {orderNo} dikonfirmasi',
    body: 'Jumlah dan tanggal pasokan pesanan Anda {orderNo} telah dikonfirmasi.',
  },
  'order.rejected': { title: 'Pesanan {orderNo} ditolak', body: 'Pesanan Anda {orderNo} ditolak: {reason}' },
  rejectedNoReason: 'Pesanan Anda {orderNo} ditolak.',
  'order.shipped': {
    title: 'Pesanan {orderNo} dikirim',
    body: 'Pengiriman {doNumber} untuk pesanan Anda {orderNo} sedang dalam perjalanan dengan {expeditionName}, nomor resi {trackingNo}.',
  },
  shippedNoTracking: 'Pengiriman {doNumber} untuk pesanan Anda {orderNo} sedang dalam perjalanan.',
  'order.cancelled': { title: 'Pesanan {orderNo} dibatalkan', body: 'Pesanan Anda {orderNo} telah dibatalkan.' },
  'order.paymentWaiting': {
    title: 'Pembayaran pesanan {orderNo}',
    body: 'Silakan bayar {amount} untuk pesanan Anda {orderNo} paling lambat {expiredDate}.',
  },
  'order.paymentCompleted': {
    title: 'Pembayaran pesanan {orderNo} diterima',
    body: 'Pembayaran pesanan Anda {orderNo} telah selesai.',
  },
  'order.paymentExpired': {
    title: 'Batas pembayaran pesanan {orderNo} terlewati',
    body: 'Tidak ada pembayaran untuk pesanan Anda {orderNo} hingga {expiredDate}, sehingga pesanan dibatalkan.',
  },
  'order.paymentFailed': {
    title: 'Pembayaran pesanan {orderNo} gagal',
    body: 'Pembayaran pesanan Anda {orderNo} gagal. Silakan coba lagi atau pilih metode lain.',
  },
  'order.paymentVoided': {
    title: 'Pembayaran pesanan {orderNo} dibatalkan',
    body: 'Pembayaran pesanan Anda {orderNo} telah dibatalkan.',
  },
  'invoice.paymentCompleted': {
    title: 'Pembayaran {externalId} diterima',
    body: 'Pembayaran Anda sebesar {amount} untuk {count} faktur telah selesai.',
  },
  'claim.statusChanged': {
    title: 'Klaim {referenceNo}: {statusText}',
    body: 'Status klaim garansi Anda {referenceNo} sekarang: {statusText}.',
  },
};

const ms: Table = {
  'order.placed': {
    title: 'Pesanan {orderNo} dibuat',
    body: 'Pesanan anda {orderNo} untuk {customerName} telah diterima.',
  },
  'order.accepted': {
    title: 'Pesanan {orderNo} diterima',
    body: 'Pesanan anda {orderNo} telah diterima dan kini dibuka.',
  },
  'order.confirmed': {
    title: 'Pesanan {orderNo} disahkan',
    body: 'Kuantiti dan tarikh bekalan pesanan anda {orderNo} telah disahkan.',
  },
  'order.rejected': { title: 'Pesanan {orderNo} ditolak', body: 'Pesanan anda {orderNo} telah ditolak: {reason}' },
  rejectedNoReason: 'Pesanan anda {orderNo} telah ditolak.',
  'order.shipped': {
    title: 'Pesanan {orderNo} dihantar',
    body: 'Penghantaran {doNumber} bagi pesanan anda {orderNo} dalam perjalanan dengan {expeditionName}, nombor penjejakan {trackingNo}.',
  },
  shippedNoTracking: 'Penghantaran {doNumber} bagi pesanan anda {orderNo} dalam perjalanan.',
  'order.cancelled': { title: 'Pesanan {orderNo} dibatalkan', body: 'Pesanan anda {orderNo} telah dibatalkan.' },
  'order.paymentWaiting': {
    title: 'Bayaran untuk pesanan {orderNo}',
    body: 'Sila bayar {amount} untuk pesanan anda {orderNo} sebelum {expiredDate}.',
  },
  'order.paymentCompleted': {
    title: 'Bayaran pesanan {orderNo} diterima',
    body: 'Bayaran pesanan anda {orderNo} telah selesai.',
  },
  'order.paymentExpired': {
    title: 'Tempoh bayaran pesanan {orderNo} tamat',
    body: 'Tiada bayaran untuk pesanan anda {orderNo} diterima sebelum {expiredDate}, jadi pesanan telah dibatalkan.',
  },
  'order.paymentFailed': {
    title: 'Bayaran pesanan {orderNo} gagal',
    body: 'Bayaran pesanan anda {orderNo} gagal. Sila cuba lagi atau pilih kaedah lain.',
  },
  'order.paymentVoided': {
    title: 'Bayaran pesanan {orderNo} dibatalkan',
    body: 'Bayaran pesanan anda {orderNo} telah dibatalkan.',
  },
  'invoice.paymentCompleted': {
    title: 'Bayaran {externalId} diterima',
    body: 'Bayaran anda sebanyak {amount} untuk {count} invois telah selesai.',
  },
  'claim.statusChanged': {
    title: 'Tuntutan {referenceNo}: {statusText}',
    body: 'Status tuntutan waranti anda {referenceNo} kini: {statusText}.',
  },
};

/** The claim statuses as a status notice names them (the pages translate CLAIM_STATUSES the same way). */
export const CLAIM_STATUS_NAMES: Readonly<Record<CatalogLanguage, Readonly<Record<string, string>>>> = {
  en: {
    submitted: 'Submitted',
    'in-review': 'In review',
    'need-more-info': 'Need more information',
    approved: 'Approved',
    rejected: 'Rejected',
    credited: 'Credited',
    replaced: 'Replaced',
    closed: 'Closed',
  },
  de: {
    submitted: 'Eingereicht',
    'in-review': 'In Prüfung',
    'need-more-info': 'Weitere Informationen benötigt',
    approved: 'Genehmigt',
    rejected: 'Abgelehnt',
    credited: 'Gutgeschrieben',
    replaced: 'Ersetzt',
    closed: 'Abgeschlossen',
  },
  fr: {
    submitted: 'Soumise',
    'in-review': 'En cours d’examen',
    'need-more-info': 'Informations complémentaires requises',
    approved: 'Approuvée',
    rejected: 'Refusée',
    credited: 'Créditée',
    replaced: 'Remplacée',
    closed: 'Clôturée',
  },
  id: {
    submitted: 'Diajukan',
    'in-review': 'Sedang ditinjau',
    'need-more-info': 'Perlu informasi tambahan',
    approved: 'Disetujui',
    rejected: 'Ditolak',
    credited: 'Dikreditkan',
    replaced: 'Diganti',
    closed: 'Ditutup',
  },
  ms: {
    submitted: 'Dihantar',
    'in-review': 'Dalam semakan',
    'need-more-info': 'Perlukan maklumat lanjut',
    approved: 'Diluluskan',
    rejected: 'Ditolak',
    credited: 'Dikreditkan',
    replaced: 'Diganti',
    closed: 'Ditutup',
  },
};

/** Every language's table; a test checks that each has every text with the same parameters as English. */
export const NOTIFICATION_TEXTS: Readonly<Record<CatalogLanguage, Table>> = { en, de, fr, id, ms };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function formatParam(name: string, params: NotificationParams, intlTag: string): string {
  const value = params[name] ?? '';
  const { currency, decimals } = params;
  if (name === 'amount' && typeof value === 'number' && typeof currency === 'string' && typeof decimals === 'number') {
    // Money travels in minor units with its currency and precision (IDR has none).
    return new Intl.NumberFormat(intlTag, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value / 10 ** decimals);
  }
  if (typeof value === 'number') return new Intl.NumberFormat(intlTag).format(value);
  const day = name.endsWith('Date') ? DAY.exec(value) : null;
  if (!day) return value;
  // A date-only value: formatted in UTC so no zone moves it to the day before.
  const at = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return new Intl.DateTimeFormat(intlTag, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

function fill(template: string, params: NotificationParams, intlTag: string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    return params[name] === undefined ? whole : formatParam(name, params, intlTag);
  });
}

const blank = (value: string | number | undefined) => value === undefined || String(value).trim() === '';

/**
 * The title and body of a notification in a locale's language. An unknown kind (a row written by a newer server)
 * shows its id rather than failing the list.
 */
export function renderNotification(
  locale: Locale,
  kind: string,
  params: NotificationParams,
): { title: string; body: string } {
  const { catalogLanguage, intlTag } = localeInfo[locale];
  const table = NOTIFICATION_TEXTS[catalogLanguage];
  if (!isNotificationKind(kind)) return { title: kind, body: '' };
  const text = table[kind];
  // A claim's status travels as its id and is named in the reader's language.
  const status = String(params.status ?? '');
  const values =
    kind === 'claim.statusChanged'
      ? { ...params, statusText: CLAIM_STATUS_NAMES[catalogLanguage][status] ?? status }
      : params;
  let body = text.body;
  if (kind === 'order.shipped' && blank(params.trackingNo)) body = table.shippedNoTracking;
  if (kind === 'order.rejected' && blank(params.reason)) body = table.rejectedNoReason;
  return { title: fill(text.title, values, intlTag), body: fill(body, values, intlTag) };
}

/** The page a notification about an invoice payment opens (spec 01 §2 /payment), in the reader's locale. */
export function paymentNotificationUrl(locale: Locale): string {
  return `/${locale}/payment`;
}

/** The page a notification about an order opens (spec 01 §2 /order/{orderNo}), in the reader's locale. */
export function orderNotificationUrl(locale: Locale, orderNo: string): string {
  return `/${locale}/order/${encodeURIComponent(orderNo)}`;
}
