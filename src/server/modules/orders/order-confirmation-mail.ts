// The order confirmation (Step "checkout and orders": a PDF order confirmation mailed to the dealer, also when a
// rep ordered for them, "placed by {rep}"). notifyOrderEvent sends it after checkout's commit: at PLACED or
// PAYMENT_WAITING for an order that is open at once; an order waiting for the B2B confirmation (host config
// orderConfirmation on: status PENDING_CONFIRMATION) gets it when the order desk accepts it (ACCEPTED), so the
// dealer is never sent a confirmation of an order that may still be rejected (docs/decisions.md "Invoice and order
// PDFs"). The mail goes to the customer's address on file, in the language of its dealer users.
import { documentDate, documentTexts } from '../../../shared/documents/document-texts';
import { localeOrDefault, type Locale } from '../../../shared/locales';
import { formatMoney, formatNumber, type MoneyFormat } from '../../../shared/money/money-format';
import { orderDayOf } from '../../../shared/orders/order-dates';
import { SANDBOX_LABEL } from '../../../shared/payments/sandbox-cards';
import type { AppDeps } from '../../app-deps';
import { buildTablePdf, type PdfDocumentContent } from '../../lib/pdf/table-pdf';
import type { MailMessage } from '../../mail/mailer';
import { hostConfig } from '../hosts/hosts.service';
import * as repo from './order-confirmation.repository';
import { dealersOf } from './order-events.repository';
import { loadOrdersForDesk, type OrderModel } from './order-view.service';

export type ConfirmationDeps = Pick<AppDeps, 'db' | 'env' | 'hostsCache' | 'mailer' | 'logger' | 'now'>;

/** The events after which an order's confirmation is mailed (see the file's head for which orders). */
export const CONFIRMATION_EVENTS = ['PLACED', 'PAYMENT_WAITING', 'ACCEPTED'] as const;
export type ConfirmationEvent = (typeof CONFIRMATION_EVENTS)[number];

export function isConfirmationEvent(event: string): event is ConfirmationEvent {
  return (CONFIRMATION_EVENTS as readonly string[]).includes(event);
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A payment method the gateway charges (its type names ACH or Credit Card): the sandbox label goes with it. */
const chargedByGateway = (type: string) => /\b(ach|credit card)\b/i.test(type);

/** The file name of an order confirmation PDF. */
export function orderConfirmationPdfName(orderNo: string): string {
  return `Order confirmation ${orderNo.replace(/[^\w.-]+/g, '_')}.pdf`;
}

/** What the order confirmation PDF shows, written out in `locale`'s language. */
export function orderConfirmationContent(order: OrderModel, context: { brand: string; locale: Locale }) {
  const { text, intlTag } = documentTexts(context.locale);
  const money: MoneyFormat = order.format;
  const amount = (minor: number) => formatMoney(minor, money, { locale: intlTag });
  const day = (value: string | null) => documentDate(intlTag, value);

  const details: [string, string][] = [
    [text('orderDate'), day(order.createdAt)],
    [text('customer'), order.custCode ? `${order.customer} (${order.custCode})` : order.customer],
  ];
  if (order.createdBy) details.push(['', text('placedBy', { name: order.createdBy, customerName: order.customer })]);
  if (order.custPoNo) details.push([text('poNumber'), order.custPoNo]);
  if (order.shipTo) details.push([text('shipTo'), order.shipTo]);
  if (order.deliveryDate) details.push([text('requestedDelivery'), day(order.deliveryDate)]);
  if (order.orderShipment) {
    const { desc, shipmentNotes } = order.orderShipment;
    details.push([text('shipment'), [desc, shipmentNotes].filter(Boolean).join(' — ')]);
  }
  if (order.orderPayment) details.push([text('payment'), order.orderPayment.desc || order.orderPayment.type]);
  if (order.notes) details.push([text('notes'), order.notes]);

  const totals: [string, string][] = [
    [text('linesTotal'), amount(order.details.reduce((sum, line) => sum + line.subtotal, 0))],
  ];
  if (order.orderShipment && order.orderShipment.amount !== 0) {
    totals.push([text('shippingCost'), amount(order.orderShipment.amount)]);
  }
  if (order.orderPayment && order.orderPayment.paymentDiscountAmount !== 0) {
    totals.push([text('paymentDiscount'), amount(-Math.abs(order.orderPayment.paymentDiscountAmount))]);
  }
  totals.push([text('orderTotal'), amount(order.totalOrder)]);

  const notes: string[] = [];
  if (order.orderStatus.pendingB2B) notes.push(text('pendingConfirmation'));
  const payment = order.orderPayment;
  if (payment) {
    if (payment.isPaymentWaiting && payment.expiredDate) {
      notes.push(text('payBy', { amount: amount(payment.amount), expiredDate: day(payment.expiredDate) }));
    }
    if (payment.instruction) notes.push(payment.instruction);
    if (chargedByGateway(payment.type)) notes.push(SANDBOX_LABEL);
  }

  const title = text('orderTitle', { orderNo: order.orderNo });
  const content: PdfDocumentContent = {
    brand: context.brand,
    title,
    subject: title,
    author: context.brand,
    details,
    tables: [
      {
        heading: text('lines'),
        columns: [
          { header: text('article'), width: 2 },
          { header: text('description'), width: 4.2 },
          { header: text('qty'), width: 1, align: 'right' },
          { header: text('unit'), width: 0.9 },
          { header: text('price'), width: 2, align: 'right' },
          { header: text('subtotal'), width: 2.2, align: 'right' },
        ],
        rows: order.details.map((line) => [
          line.articleCodeDisplay,
          line.description,
          formatNumber(line.orderQty, { ...money, decimalPrecision: 0 }),
          line.uom,
          amount(line.promoPrice ?? line.price),
          amount(line.subtotal),
        ]),
        empty: text('noLines'),
      },
    ],
    totals,
    notes,
    pageLabel: (page, pages) => text('page', { page, pages }),
  };
  return content;
}

/** The confirmation e-mail with its PDF, in `locale`'s language. */
export async function orderConfirmationMail(
  order: OrderModel,
  context: { brand: string; locale: Locale; to: string },
): Promise<MailMessage> {
  const { text } = documentTexts(context.locale);
  const bytes = await buildTablePdf(orderConfirmationContent(order, context));
  const subject = `${text('orderMailSubject', { orderNo: order.orderNo })} — ${context.brand}`;
  const greeting = text('greeting', { name: order.customer });
  const body = text('orderMailBody', { orderNo: order.orderNo });
  const placedBy = order.createdBy ? text('placedBy', { name: order.createdBy, customerName: order.customer }) : '';
  const footer = text('orderMailFooter');
  return {
    to: context.to,
    subject,
    text: [greeting, body, ...(placedBy ? [placedBy] : []), '', footer, context.brand].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}<br>${escapeHtml(body)}</p>`,
      placedBy ? `<p>${escapeHtml(placedBy)}</p>` : '',
      `<p>${escapeHtml(footer)}<br>${escapeHtml(context.brand)}</p>`,
    ]
      .filter(Boolean)
      .join('\n'),
    attachments: [
      { filename: orderConfirmationPdfName(order.orderNo), contentType: 'application/pdf', content: bytes },
    ],
  };
}

/** The config of a host serving `sorg` (the default host when it serves it), for the brand and money format. */
async function configOfSorg(deps: ConfirmationDeps, sorg: string) {
  const names = await repo.hostnamesOfSorg(deps.db, sorg);
  const preferred = names.includes(deps.env.DEFAULT_HOST) ? deps.env.DEFAULT_HOST : names[0];
  return (
    (preferred === undefined ? undefined : await hostConfig(deps, preferred)) ??
    (await hostConfig(deps, deps.env.DEFAULT_HOST))
  );
}

/**
 * Mails the confirmation of each order an event is about when that event confirms it (see the file's head). An
 * order whose customer has no address on file is skipped. Answers how many mails were sent.
 */
export async function mailOrderConfirmations(
  deps: ConfirmationDeps,
  input: { orderIds: readonly number[]; event: ConfirmationEvent },
): Promise<number> {
  const targets = (await repo.confirmationTargets(deps.db, input.orderIds)).filter(
    (t) => t.email.trim() !== '' && (input.event === 'ACCEPTED' || t.status !== 'PENDING_CONFIRMATION'),
  );
  if (targets.length === 0) return 0;
  const dealers = await dealersOf(deps.db, [...new Set(targets.map((t) => t.customerId))]);
  let sent = 0;
  for (const target of targets) {
    const config = await configOfSorg(deps, target.sorg);
    if (!config) continue;
    const { display, ...currency } = config.currency;
    const [order] = await loadOrdersForDesk(
      deps,
      { today: orderDayOf(deps.now(), target.sorg), money: { display, ...currency } },
      [target.id],
    );
    if (!order) continue;
    // The dealers' language (a rep's order is confirmed to the dealer in the dealer's language).
    const dealer = dealers.find((d) => d.customerId === target.customerId && d.languageId);
    const locale = localeOrDefault(dealer?.languageId ?? config.languages[0]?.code);
    await deps.mailer.send(
      await orderConfirmationMail(order, { brand: config.webTitle, locale, to: target.email.trim() }),
    );
    sent++;
  }
  return sent;
}
