// The texts of the documents the server writes itself — the invoice PDF and its e-mail, the order confirmation PDF
// and its e-mail — in the five catalog languages. The server must not import
// the app's Lingui catalogs (docs/architecture.md layers), so, as the notification texts, they live here as
// templates with `{name}` parameters, rendered in the reader's language (docs/decisions.md "Invoice and order PDFs").
import { localeInfo, type CatalogLanguage, type Locale } from '../locales';

export interface DocumentTexts {
  // The invoice PDF
  invoiceTitle: string;
  customer: string;
  payer: string;
  invoiceDate: string;
  dueDate: string;
  terms: string;
  deliveryNo: string;
  notes: string;
  installments: string;
  installment: string;
  assignment: string;
  status: string;
  amount: string;
  lines: string;
  article: string;
  description: string;
  qty: string;
  unit: string;
  price: string;
  subtotal: string;
  noLines: string;
  linesTotal: string;
  tax: string;
  recycleFee: string;
  surcharges: string;
  shippingCost: string;
  discount: string;
  freightAllowance: string;
  earlyPaymentDiscount: string;
  paymentDiscount: string;
  grandTotal: string;
  openAmount: string;
  page: string;
  // The invoice e-mail
  invoiceMailSubject: string;
  greeting: string;
  invoiceMailBody: string;
  invoiceMailFooter: string;
  // The order confirmation PDF and e-mail
  orderTitle: string;
  orderDate: string;
  placedBy: string;
  poNumber: string;
  shipTo: string;
  requestedDelivery: string;
  shipment: string;
  payment: string;
  payBy: string;
  pendingConfirmation: string;
  orderTotal: string;
  orderMailSubject: string;
  orderMailBody: string;
  orderMailFooter: string;
}

const en: DocumentTexts = {
  invoiceTitle: 'Invoice {invoiceNo}',
  customer: 'Customer',
  payer: 'Payer',
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  terms: 'Terms',
  deliveryNo: 'Delivery',
  notes: 'Notes',
  installments: 'Installments',
  installment: 'Installment',
  assignment: 'Assignment',
  status: 'Status',
  amount: 'Amount',
  lines: 'Lines',
  article: 'Article',
  description: 'Description',
  qty: 'Qty',
  unit: 'Unit',
  price: 'Price',
  subtotal: 'Subtotal',
  noLines: 'No lines',
  linesTotal: 'Total of the lines',
  tax: 'Tax',
  recycleFee: 'Recycle fee',
  surcharges: 'Surcharges',
  shippingCost: 'Shipping cost',
  discount: 'Discount',
  freightAllowance: 'Freight allowance',
  earlyPaymentDiscount: 'Early payment discount',
  paymentDiscount: 'Payment discount',
  grandTotal: 'Grand total',
  openAmount: 'Amount payable',
  page: 'Page {page} of {pages}',
  invoiceMailSubject: 'Invoice {invoiceNo}',
  greeting: 'Hello {name},',
  invoiceMailBody: 'please find attached invoice {invoiceNo} of {customerName} as a PDF.',
  invoiceMailFooter: 'This e-mail was sent at your request from the dealer portal.',
  orderTitle: 'Order confirmation {orderNo}',
  orderDate: 'Order date',
  placedBy: 'Placed by {name} for {customerName}',
  poNumber: 'PO number',
  shipTo: 'Ship-to',
  requestedDelivery: 'Requested delivery date',
  shipment: 'Shipment',
  payment: 'Payment',
  payBy: 'Please pay {amount} by {expiredDate}.',
  pendingConfirmation: 'The order waits for our confirmation; you will hear from us when it is confirmed.',
  orderTotal: 'Order total',
  orderMailSubject: 'Order confirmation {orderNo}',
  orderMailBody: 'thank you for your order {orderNo}. The order confirmation is attached as a PDF.',
  orderMailFooter: 'This e-mail was sent by the dealer portal after the order was placed.',
};

const de: DocumentTexts = {
  invoiceTitle: 'Rechnung {invoiceNo}',
  customer: 'Kunde',
  payer: 'Zahler',
  invoiceDate: 'Rechnungsdatum',
  dueDate: 'Fälligkeitsdatum',
  terms: 'Zahlungsbedingungen',
  deliveryNo: 'Lieferung',
  notes: 'Hinweise',
  installments: 'Raten',
  installment: 'Rate',
  assignment: 'Zuordnung',
  status: 'Status',
  amount: 'Betrag',
  lines: 'Positionen',
  article: 'Artikel',
  description: 'Beschreibung',
  qty: 'Menge',
  unit: 'Einheit',
  price: 'Preis',
  subtotal: 'Zwischensumme',
  noLines: 'Keine Positionen',
  linesTotal: 'Summe der Positionen',
  tax: 'Steuer',
  recycleFee: 'Recyclinggebühr',
  surcharges: 'Zuschläge',
  shippingCost: 'Versandkosten',
  discount: 'Rabatt',
  freightAllowance: 'Frachtvergütung',
  earlyPaymentDiscount: 'Skonto',
  paymentDiscount: 'Zahlungsrabatt',
  grandTotal: 'Gesamtbetrag',
  openAmount: 'Zu zahlender Betrag',
  page: 'Seite {page} von {pages}',
  invoiceMailSubject: 'Rechnung {invoiceNo}',
  greeting: 'Hallo {name},',
  invoiceMailBody: 'anbei erhalten Sie die Rechnung {invoiceNo} von {customerName} als PDF.',
  invoiceMailFooter: 'Diese E-Mail wurde auf Ihre Anforderung aus dem Händlerportal gesendet.',
  orderTitle: 'Auftragsbestätigung {orderNo}',
  orderDate: 'Bestelldatum',
  placedBy: 'Aufgegeben von {name} für {customerName}',
  poNumber: 'Bestellnummer',
  shipTo: 'Lieferadresse',
  requestedDelivery: 'Gewünschtes Lieferdatum',
  shipment: 'Versand',
  payment: 'Zahlung',
  payBy: 'Bitte zahlen Sie {amount} bis zum {expiredDate}.',
  pendingConfirmation: 'Die Bestellung wartet auf unsere Bestätigung; Sie hören von uns, sobald sie bestätigt ist.',
  orderTotal: 'Bestellsumme',
  orderMailSubject: 'Auftragsbestätigung {orderNo}',
  orderMailBody: 'vielen Dank für Ihre Bestellung {orderNo}. Die Auftragsbestätigung finden Sie als PDF im Anhang.',
  orderMailFooter: 'Diese E-Mail wurde vom Händlerportal nach der Bestellung gesendet.',
};

const fr: DocumentTexts = {
  invoiceTitle: 'Facture {invoiceNo}',
  customer: 'Client',
  payer: 'Payeur',
  invoiceDate: 'Date de facture',
  dueDate: 'Date d’échéance',
  terms: 'Conditions',
  deliveryNo: 'Livraison',
  notes: 'Remarques',
  installments: 'Échéances',
  installment: 'Échéance',
  assignment: 'Affectation',
  status: 'Statut',
  amount: 'Montant',
  lines: 'Lignes',
  article: 'Article',
  description: 'Désignation',
  qty: 'Qté',
  unit: 'Unité',
  price: 'Prix',
  subtotal: 'Sous-total',
  noLines: 'Aucune ligne',
  linesTotal: 'Total des lignes',
  tax: 'Taxe',
  recycleFee: 'Éco-participation',
  surcharges: 'Suppléments',
  shippingCost: 'Frais de port',
  discount: 'Remise',
  freightAllowance: 'Participation au transport',
  earlyPaymentDiscount: 'Escompte',
  paymentDiscount: 'Remise de paiement',
  grandTotal: 'Total général',
  openAmount: 'Montant à payer',
  page: 'Page {page} sur {pages}',
  invoiceMailSubject: 'Facture {invoiceNo}',
  greeting: 'Bonjour {name},',
  invoiceMailBody: 'veuillez trouver ci-joint la facture {invoiceNo} de {customerName} au format PDF.',
  invoiceMailFooter: 'Cet e-mail a été envoyé à votre demande depuis le portail revendeurs.',
  orderTitle: 'Confirmation de commande {orderNo}',
  orderDate: 'Date de commande',
  placedBy: 'Passée par {name} pour {customerName}',
  poNumber: 'N° de bon de commande',
  shipTo: 'Adresse de livraison',
  requestedDelivery: 'Date de livraison souhaitée',
  shipment: 'Expédition',
  payment: 'Paiement',
  payBy: 'Veuillez payer {amount} avant le {expiredDate}.',
  pendingConfirmation: 'La commande attend notre confirmation ; nous vous informerons dès qu’elle sera confirmée.',
  orderTotal: 'Total de la commande',
  orderMailSubject: 'Confirmation de commande {orderNo}',
  orderMailBody: 'merci pour votre commande {orderNo}. La confirmation de commande est jointe au format PDF.',
  orderMailFooter: 'Cet e-mail a été envoyé par le portail revendeurs après la passation de la commande.',
};

const id: DocumentTexts = {
  invoiceTitle: 'Faktur {invoiceNo}',
  customer: 'Pelanggan',
  payer: 'Pembayar',
  invoiceDate: 'Tanggal faktur',
  dueDate: 'Tanggal jatuh tempo',
  terms: 'Syarat pembayaran',
  deliveryNo: 'Pengiriman',
  notes: 'Catatan',
  installments: 'Cicilan',
  installment: 'Cicilan',
  assignment: 'Penugasan',
  status: 'Status',
  amount: 'Jumlah',
  lines: 'Baris',
  article: 'Artikel',
  description: 'Deskripsi',
  qty: 'Jml',
  unit: 'Satuan',
  price: 'Harga',
  subtotal: 'Subtotal',
  noLines: 'Tidak ada baris',
  linesTotal: 'Total baris',
  tax: 'Pajak',
  recycleFee: 'Biaya daur ulang',
  surcharges: 'Biaya tambahan',
  shippingCost: 'Biaya pengiriman',
  discount: 'Diskon',
  freightAllowance: 'Potongan ongkos kirim',
  earlyPaymentDiscount: 'Diskon pembayaran awal',
  paymentDiscount: 'Diskon pembayaran',
  grandTotal: 'Total keseluruhan',
  openAmount: 'Jumlah yang harus dibayar',
  page: 'Halaman {page} dari {pages}',
  invoiceMailSubject: 'Faktur {invoiceNo}',
  greeting: 'Halo {name},',
  invoiceMailBody: 'terlampir faktur {invoiceNo} dari {customerName} dalam bentuk PDF.',
  invoiceMailFooter: 'E-mail ini dikirim atas permintaan Anda dari portal dealer.',
  orderTitle: 'Konfirmasi pesanan {orderNo}',
  orderDate: 'Tanggal pesanan',
  placedBy: 'Dibuat oleh {name} untuk {customerName}',
  poNumber: 'Nomor PO',
  shipTo: 'Alamat pengiriman',
  requestedDelivery: 'Tanggal pengiriman yang diminta',
  shipment: 'Pengiriman',
  payment: 'Pembayaran',
  payBy: 'Silakan bayar {amount} paling lambat {expiredDate}.',
  pendingConfirmation: 'Pesanan menunggu konfirmasi kami; kami akan mengabari Anda setelah pesanan dikonfirmasi.',
  orderTotal: 'Total pesanan',
  orderMailSubject: 'Konfirmasi pesanan {orderNo}',
  orderMailBody: 'terima kasih atas pesanan Anda {orderNo}. Konfirmasi pesanan terlampir dalam bentuk PDF.',
  orderMailFooter: 'E-mail ini dikirim oleh portal dealer setelah pesanan dibuat.',
};

const ms: DocumentTexts = {
  invoiceTitle: 'Invois {invoiceNo}',
  customer: 'Pelanggan',
  payer: 'Pembayar',
  invoiceDate: 'Tarikh invois',
  dueDate: 'Tarikh akhir',
  terms: 'Terma pembayaran',
  deliveryNo: 'Penghantaran',
  notes: 'Catatan',
  installments: 'Ansuran',
  installment: 'Ansuran',
  assignment: 'Tugasan',
  status: 'Status',
  amount: 'Jumlah',
  lines: 'Baris',
  article: 'Artikel',
  description: 'Keterangan',
  qty: 'Kuantiti',
  unit: 'Unit',
  price: 'Harga',
  subtotal: 'Subjumlah',
  noLines: 'Tiada baris',
  linesTotal: 'Jumlah baris',
  tax: 'Cukai',
  recycleFee: 'Yuran kitar semula',
  surcharges: 'Caj tambahan',
  shippingCost: 'Kos penghantaran',
  discount: 'Diskaun',
  freightAllowance: 'Elaun pengangkutan',
  earlyPaymentDiscount: 'Diskaun bayaran awal',
  paymentDiscount: 'Diskaun bayaran',
  grandTotal: 'Jumlah keseluruhan',
  openAmount: 'Jumlah perlu dibayar',
  page: 'Halaman {page} daripada {pages}',
  invoiceMailSubject: 'Invois {invoiceNo}',
  greeting: 'Helo {name},',
  invoiceMailBody: 'dilampirkan invois {invoiceNo} bagi {customerName} dalam bentuk PDF.',
  invoiceMailFooter: 'E-mel ini dihantar atas permintaan anda dari portal pengedar.',
  orderTitle: 'Pengesahan pesanan {orderNo}',
  orderDate: 'Tarikh pesanan',
  placedBy: 'Dibuat oleh {name} untuk {customerName}',
  poNumber: 'Nombor PO',
  shipTo: 'Alamat penghantaran',
  requestedDelivery: 'Tarikh penghantaran yang diminta',
  shipment: 'Penghantaran',
  payment: 'Bayaran',
  payBy: 'Sila bayar {amount} sebelum {expiredDate}.',
  pendingConfirmation: 'Pesanan menunggu pengesahan kami; kami akan memaklumkan anda sebaik sahaja ia disahkan.',
  orderTotal: 'Jumlah pesanan',
  orderMailSubject: 'Pengesahan pesanan {orderNo}',
  orderMailBody: 'terima kasih atas pesanan anda {orderNo}. Pengesahan pesanan dilampirkan dalam bentuk PDF.',
  orderMailFooter: 'E-mel ini dihantar oleh portal pengedar selepas pesanan dibuat.',
};

/**
 * The answers of send invoice email, in English as every answer of the API (UserError.message): the app
 * translates them with the English text as the Lingui id.
 */
export const invoiceMailMessages = {
  sent: 'The invoice was sent by e-mail.',
  notFound: 'This invoice was not found',
  noAddress: 'There is no e-mail address on file for this customer. Please contact sales support.',
  tooOften: 'This invoice was sent by e-mail too often in the last hour. Please try again later.',
  failed: 'The e-mail could not be sent. Please try again.',
  invoiceNumber: 'Enter an invoice number of at most 40 characters',
  sorg: 'Enter a sales organisation of at most 10 characters',
} as const;

/** Every language's texts; a test checks that each has every text with the same parameters as English. */
export const DOCUMENT_TEXTS: Readonly<Record<CatalogLanguage, DocumentTexts>> = { en, de, fr, id, ms };

export type DocumentParams = Readonly<Record<string, string | number>>;

/** The texts of a locale with `{name}` filled in; a parameter not given stays as written. */
export function documentTexts(locale: Locale) {
  const { catalogLanguage, intlTag } = localeInfo[locale];
  const table = DOCUMENT_TEXTS[catalogLanguage];
  return {
    intlTag,
    text: (key: keyof DocumentTexts, params: DocumentParams = {}): string =>
      table[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = params[name];
        return value === undefined ? whole : String(value);
      }),
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A YYYY-MM-DD day (or the day of an ISO instant) as a medium date in the locale's language, in UTC. */
export function documentDate(intlTag: string, day: string | null | undefined): string {
  const match = day ? DAY.exec(day) : null;
  if (!match) return '';
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlTag, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}
