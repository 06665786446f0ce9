// Payment requests (spec 01 §3 Payment request, §4 Invoice status / Payment types, §5 Partial payment, §7 Invoices and
// payments): one service behind the three versions of create payment request, void, the payer's reads, the webhook
// every gateway event goes through, and the expiry of waiting requests. docs/decisions.md "Invoices, payments and
// credit: payment requests".
//
// Card and account numbers and the security code are held only in this function's locals on their way to the
// gateway: they are never stored, logged, put in an error or answered.
import { randomBytes } from 'node:crypto';
import { overdueDays } from '../../../shared/invoices/ageing';
import {
  indexInvoices,
  isSelectable,
  payingOffered,
  selectionKey,
  selectionMessages,
  summarizeSelection,
} from '../../../shared/invoices/selection';
import { orderDayOf } from '../../../shared/orders/order-dates';
import { mayTriggerPayment, nextPaymentState } from '../../../shared/orders/order-status';
import {
  paymentInformationProblems,
  paymentInformationSchema,
  paymentKindOf,
} from '../../../shared/payments/payment-information';
import { chargeFailureMessages, paymentRequestMessages as M } from '../../../shared/payments/payment-request-messages';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { badInputError, forbiddenError } from '../../graphql/errors';
import type { UserError } from '../../generated/resolvers-types';
import {
  gatewayById,
  gatewayFor,
  type ChargeOutcome,
  type PaymentGateway,
  type PaymentInformation,
  type WebhookEvent,
} from '../../payments/gateway';
import type { Buyer } from '../customers/customers.service';
import { PENDING_PAYMENT, WAITING_FOR_PAYMENT } from '../invoices/invoices.service';
import type { NoticeDeps } from '../push/notifications.service';
import { notifyOrderEvent } from '../orders/order-events';
import { notifyPaymentEvent } from './payment-events';
import * as repo from './payments.repository';

export type PaymentsDeps = NoticeDeps & Pick<AppDeps, 'db' | 'now' | 'logger' | 'paymentGateways'>;
export type PaymentsBuyer = Pick<Buyer, 'userId' | 'customer' | 'sorgs' | 'config' | 'now' | 'sorg'>;

/** Days a virtual account stays payable when the method names none (its expiryDays is 0). */
export const DEFAULT_EXPIRY_DAYS = 3;
/** Most requests a page lists; most invoice numbers one call names; longest extRefData. */
export const PAYMENT_REQUESTS_MAX_PER_PAGE = 50;
export const MAX_NUMBERS = 500;
export const EXT_REF_MAX = 100;
/** Most waiting requests one expiry run handles; the next run takes the rest. */
export const EXPIRY_BATCH = 500;
/** Every status id (payment_statuses). */
export const PAYMENT_STATUS_IDS = ['complete', 'pending', 'failed', 'void', 'on_processing', 'waiting', 'expired'];

const DAY_MS = 86_400_000;

// ---------- views ----------

/** The URL a receipt downloads from (the payments administration serves it). */
export const receiptUrl = (id: number) => `/api/payments/docs/${String(id)}`;

export interface PaymentRequestView {
  id: number;
  externalId: string;
  merchant: string;
  payerCode: string;
  payerName: string;
  amount: number;
  currency: string;
  method: string;
  virtualAccountNo: string | null;
  instruction: string;
  paymentStatus: { id: string; description: string };
  expiredDate: string | null;
  createdAt: string;
  isPartialPayment: boolean;
  extRefData: string;
  gatewayLabel: string;
  invoices: { invoiceNo: string; assignment: string; accountingNo: string; dueDate: string; amount: number }[];
  receipts: { id: number; fileName: string; url: string; createdAt: string }[];
}

/** Requests as the API answers them (with their invoices, status description and receipts), in the order given. */
export async function paymentRequestViews(
  deps: Pick<AppDeps, 'db' | 'paymentGateways'>,
  rows: readonly repo.PaymentRequestRow[],
): Promise<PaymentRequestView[]> {
  const ids = rows.map((r) => r.id);
  const [statuses, items, receipts] = await Promise.all([
    repo.statusDescriptions(deps.db),
    repo.requestInvoiceRows(deps.db, ids),
    repo.receiptRows(deps.db, ids),
  ]);
  const description = new Map(statuses.map((s) => [s.id, s.description]));
  return rows.map((r) => ({
    id: r.id,
    externalId: r.externalId,
    merchant: r.sorg,
    payerCode: r.payerCode,
    payerName: r.payerName,
    amount: r.amount,
    currency: r.currency,
    method: r.method,
    virtualAccountNo: r.virtualAccountNo,
    instruction: r.instruction,
    paymentStatus: { id: r.paymentStatus, description: description.get(r.paymentStatus) ?? r.paymentStatus },
    expiredDate: r.expiredDate?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    isPartialPayment: r.isPartialPayment,
    extRefData: r.extRefData,
    gatewayLabel: gatewayById(deps.paymentGateways, r.gateway)?.label ?? '',
    invoices: items
      .filter((i) => i.paymentRequestId === r.id)
      .map((i) => ({
        invoiceNo: i.invoice.invoiceNo,
        assignment: i.invoice.assignment,
        accountingNo: i.invoice.accountingNo,
        dueDate: i.invoice.dueDate,
        amount: i.amount,
      })),
    receipts: receipts
      .filter((d) => d.paymentRequestId === r.id)
      .map((d) => ({ id: d.id, fileName: d.fileName, url: receiptUrl(d.id), createdAt: d.createdAt.toISOString() })),
  }));
}

async function viewOf(deps: Pick<AppDeps, 'db' | 'paymentGateways'>, id: number) {
  const rows = await repo.requestsByIds(deps.db, [id]);
  const [view] = await paymentRequestViews(deps, rows);
  return view ?? null;
}

// ---------- create ----------

export interface PaymentRequestInputArgs {
  amount: number;
  currency: string;
  payerName: string;
  payerCode: string;
  merchant: string;
  paymentId: string;
}

/** Payment information as GraphQL hands it (null for a field not sent). */
export interface PaymentInformationArgs {
  id?: string | null;
  accountType?: string | null;
  accountNumber?: string | null;
  routingNumber?: string | null;
  creditCardType?: string | null;
  creditCardNumber?: string | null;
  expiredMonth?: number | null;
  expiredYear?: number | null;
  securityCode?: string | null;
  shouldSavePayment?: boolean | null;
}

export interface CreatePaymentRequestArgs {
  input: PaymentRequestInputArgs;
  /** V1 names whole invoices by number; V2 and V3 name rows by accounting number. */
  select: { by: 'invoiceNo' | 'accountingNo'; numbers: readonly string[] };
  isPartialPayment: boolean;
  extRefData?: string | null;
  paymentRequestData?: PaymentInformationArgs | null;
}

export interface PaymentRequestResultModel {
  paymentRequest: PaymentRequestView | null;
  userErrors: UserError[];
}

const refused = (message: string, field: string | null = null, code: ErrorCode = ErrorCode.BAD_USER_INPUT) => ({
  paymentRequest: null,
  userErrors: [{ field, message, code }],
});

type Source =
  | { kind: 'none' }
  | { kind: 'token'; token: string }
  | { kind: 'information'; information: PaymentInformation; save: boolean };

/** The payment information of an immediate method: a saved payment, or the card / account entered (checked). */
async function sourceOf(
  deps: Pick<AppDeps, 'db'>,
  buyer: PaymentsBuyer,
  gateway: PaymentGateway,
  method: { id: number; type: string },
  data: PaymentInformationArgs | null | undefined,
  today: string,
): Promise<Source | PaymentRequestResultModel> {
  const kind = paymentKindOf(method.type);
  if (kind === null) return { kind: 'none' };
  if (!data) return refused(M.paymentInformationRequired, 'paymentRequestData');
  if (data.id) {
    const id = Number(data.id);
    const saved = Number.isSafeInteger(id)
      ? await repo.savedPaymentOf(deps.db, id, buyer.userId, buyer.customer.id)
      : undefined;
    if (!saved || saved.gatewayToken === '' || saved.gateway !== gateway.id || saved.paymentMethodId !== method.id) {
      return refused(M.unknownSavedPayment, 'paymentRequestData.id', ErrorCode.NOT_FOUND);
    }
    return { kind: 'token', token: saved.gatewayToken };
  }
  const { id: _id, ...given } = data;
  const fields = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== null));
  const parsed = paymentInformationSchema(kind, today).safeParse(fields);
  if (!parsed.success) {
    return {
      paymentRequest: null,
      userErrors: paymentInformationProblems(parsed.error).map((p) => ({
        field: `paymentRequestData.${p.field}`,
        message: p.message,
        code: ErrorCode.BAD_USER_INPUT,
      })),
    };
  }
  const info = parsed.data;
  const information: PaymentInformation =
    'creditCardNumber' in info
      ? {
          kind: 'card',
          creditCardType: info.creditCardType,
          creditCardNumber: info.creditCardNumber,
          expiredMonth: info.expiredMonth,
          expiredYear: info.expiredYear,
          securityCode: info.securityCode,
        }
      : {
          kind: 'bank',
          accountType: info.accountType,
          routingNumber: info.routingNumber,
          accountNumber: info.accountNumber,
        };
  return { kind: 'information', information, save: info.shouldSavePayment };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const newExternalId = () => `PR-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * Create payment request, every version (spec 01 §7): the invoices are locked, checked to be the acting customer's,
 * of the payer and merchant, Open, and selected by the shared rules (the server's own rows and totals, never the
 * client's); the amount must be the server's payable. A card or ACH method is charged at once (the request is the
 * audit trail); any other method gets a virtual account and waits. One live request per payer and merchant.
 */
export async function createPaymentRequest(
  deps: PaymentsDeps,
  buyer: PaymentsBuyer,
  args: CreatePaymentRequestArgs,
): Promise<PaymentRequestResultModel> {
  const { input, select } = args;
  const config = buyer.config;
  const gateway = gatewayFor(deps.paymentGateways, config);
  const merchant = input.merchant.trim();
  const payerCode = input.payerCode.trim();
  const now = deps.now();
  const today = orderDayOf(now, buyer.sorg);

  if (select.numbers.length === 0) return refused(selectionMessages.nothingSelected);
  if (select.numbers.length > MAX_NUMBERS) throw badInputError(`At most ${String(MAX_NUMBERS)} invoices at once`);
  const extRefData = (args.extRefData ?? '').trim();
  if (extRefData.length > EXT_REF_MAX) return refused(`At most ${String(EXT_REF_MAX)} characters`, 'extRefData');
  if (!buyer.sorgs.some((s) => s.sorg === merchant && s.inSorg)) return refused(M.unknownMerchant, 'input.merchant');
  const area = await repo.areaOf(deps.db, buyer.customer.id, merchant);
  if (!payingOffered(config.payment, area ? { allowPayInvoice: area.allowPayInvoice } : null)) {
    return refused(selectionMessages.payingOff, null, ErrorCode.FORBIDDEN);
  }
  const methodId = Number(input.paymentId);
  const method = Number.isSafeInteger(methodId) ? await repo.paymentMethodOf(deps.db, methodId, merchant) : undefined;
  if (!method) return refused(M.unknownMethod, 'input.paymentId');
  const source = await sourceOf(deps, buyer, gateway, method, args.paymentRequestData, today);
  if ('userErrors' in source) return source;
  const immediate = source.kind !== 'none';

  let created: repo.PaymentRequestRow | PaymentRequestResultModel;
  try {
    created = await deps.db.transaction(async (tx): Promise<repo.PaymentRequestRow | PaymentRequestResultModel> => {
      const rows = await repo.lockUnpaidInvoices(tx, buyer.customer.id, merchant);
      const payerRows = rows.filter((r) => r.payerCode === payerCode);
      if (payerRows.length === 0) return refused(M.unknownPayer, 'input.payerCode');
      const wanted = new Set(select.numbers.map((n) => n.trim()));
      const numberOf = (r: repo.InvoiceRow) => (select.by === 'invoiceNo' ? r.invoiceNo : r.accountingNo);
      let picked = rows.filter((r) => wanted.has(numberOf(r)));
      const found = new Set(picked.map(numberOf));
      if ([...wanted].some((n) => !found.has(n))) return refused(M.notYourInvoices);
      if (picked.some((r) => r.payerCode !== payerCode)) return refused(M.otherPayer);
      // Version 1 pays whole invoices: every open installment of each number.
      if (select.by === 'invoiceNo') picked = picked.filter(isSelectable);
      if (picked.length === 0) return refused(selectionMessages.notSelectable);

      const models = payerRows.map((r) => ({ ...r, overdue: overdueDays(r.dueDate, today) }));
      const summary = summarizeSelection(indexInvoices(models), new Set(picked.map(selectionKey)), {
        rule: config.invoicePaymentRule,
        payingOffered: true,
        allowPartialPayment: config.allowPartialPayment,
        partial: { on: args.isPartialPayment, amount: args.isPartialPayment ? input.amount : null },
        paymentDiscountPercent: method.paymentDiscount ?? 0,
        decimalPrecision: config.currency.decimalPrecision,
      });
      if (summary.problems.length > 0) {
        return {
          paymentRequest: null,
          userErrors: summary.problems.map((p) => ({
            field: p.field ? `input.${p.field}` : null,
            message: p.text,
            code: ErrorCode.BAD_USER_INPUT,
          })),
        };
      }
      if (summary.currency !== input.currency.trim()) return refused(M.otherCurrency, 'input.currency');
      if (input.amount !== summary.payable) return refused(M.amountDiffers, 'input.amount', ErrorCode.CONFLICT);
      if (await repo.lockLiveRequestOf(tx, payerCode, merchant)) {
        return refused(M.liveRequest, null, ErrorCode.CONFLICT);
      }

      const virtualAccount = immediate
        ? null
        : await gateway.createVirtualAccount({
            amount: summary.payable,
            currency: summary.currency,
            expiry: new Date(now.getTime() + (method.expiryDays || DEFAULT_EXPIRY_DAYS) * DAY_MS),
          });
      const request = await repo.insertRequest(tx, {
        customerId: buyer.customer.id,
        sorg: merchant,
        payerCode,
        payerName: input.payerName.trim() || (picked[0]?.payerName ?? ''),
        amount: summary.payable,
        currency: summary.currency,
        externalId: newExternalId(),
        virtualAccountNo: virtualAccount?.virtualAccountNo ?? null,
        paymentStatus: immediate ? 'pending' : 'waiting',
        expiredDate: virtualAccount ? new Date(virtualAccount.expiredDate) : null,
        isPartialPayment: summary.partial,
        method: method.type,
        paymentMethodId: method.id,
        instruction: virtualAccount
          ? [method.instruction ?? '', virtualAccount.instruction].filter((s) => s !== '').join('\n')
          : '',
        gateway: gateway.id,
        extRefData,
        createdBy: buyer.userId,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertRequestInvoices(
        tx,
        summary.lines.map((line) => ({
          paymentRequestId: request.id,
          invoiceId: line.invoice.id,
          amount: summary.partial ? summary.payable : line.net,
        })),
      );
      await repo.setInvoiceStatus(
        tx,
        summary.lines.map((l) => l.invoice.id),
        immediate ? PENDING_PAYMENT : WAITING_FOR_PAYMENT,
        ['Open', 'open', ''],
      );
      return request;
    });
  } catch (error) {
    // Two requests for one invoice at the same moment: the live-invoice index lets one through.
    if (isUniqueViolation(error)) return refused(M.liveRequest, null, ErrorCode.CONFLICT);
    throw error;
  }
  if ('userErrors' in created) return created;
  const request = created;
  if (source.kind === 'none') return { paymentRequest: await viewOf(deps, request.id), userErrors: [] };

  // Immediate: charge now, outside the transaction (a gateway call must not hold the invoices' locks).
  const { outcome, applied } = await chargeRequest(deps, buyer, gateway, request, source, method);
  const view = await viewOf(deps, request.id);
  if (outcome.status === 'failed') {
    return {
      paymentRequest: view,
      userErrors: [
        {
          field: 'paymentRequestData',
          message: chargeFailureMessages[outcome.reason],
          code: ErrorCode.PAYMENT_DECLINED,
        },
      ],
    };
  }
  if (applied === 'completed') await notifyPaymentEvent(deps, request.id, 'completed');
  return { paymentRequest: view, userErrors: [] };
}

/**
 * THE charging path of every immediate payment (invoices and checkout orders): saves the payment when asked (a
 * gateway token and its display only), charges the request's amount with its externalId as the gateway's
 * idempotency key, and applies the outcome to the request as the webhook would.
 */
async function chargeRequest(
  deps: PaymentsDeps,
  buyer: PaymentsBuyer,
  gateway: PaymentGateway,
  request: repo.PaymentRequestRow,
  source: Exclude<Source, { kind: 'none' }>,
  method: { id: number; type: string },
): Promise<{ outcome: ChargeOutcome; applied: string; savedToken: string | null }> {
  let savedToken: string | null = null;
  let chargeSource: { token: string } | { information: PaymentInformation };
  if (source.kind === 'information' && source.save) {
    const tokenized = await gateway.tokenize(source.information);
    await repo.insertSavedPayment(deps.db, {
      userId: buyer.userId,
      customerId: buyer.customer.id,
      sorg: request.sorg,
      type: method.type,
      display: tokenized.display,
      paymentMethodId: method.id,
      gateway: gateway.id,
      gatewayToken: tokenized.token,
    });
    savedToken = tokenized.token;
    chargeSource = { token: tokenized.token };
  } else {
    chargeSource = source.kind === 'token' ? { token: source.token } : { information: source.information };
  }
  let outcome: ChargeOutcome;
  try {
    outcome = await gateway.charge({
      source: chargeSource,
      amount: request.amount,
      currency: request.currency,
      idempotencyKey: request.externalId,
    });
  } catch (error) {
    // Only the error's name: a gateway's message is not ours to trust with what was entered.
    deps.logger.error('payment gateway charge failed', {
      externalId: request.externalId,
      error: error instanceof Error ? error.name : 'unknown',
    });
    outcome = { status: 'failed', reference: '', reason: 'processing_error' };
  }
  return { outcome, applied: await applyOutcome(deps, request.id, outcome), savedToken };
}

// ---------- checkout orders ----------

/** An order of a checkout to charge (spec 01 §4 payment state flags on an order): its amount in minor units. */
export interface OrderChargeArgs {
  orderId: number;
  orderNo: string;
  sorg: string;
  amount: number;
  currency: string;
  paymentMethodId: number;
}

/** What the charge of one order came to; `message` is the translated-by-text reason of a failure. */
export interface OrderChargeResult {
  orderId: number;
  outcome: 'completed' | 'processing' | 'failed';
  message: string | null;
}

/**
 * Charges the orders a checkout placed with a card or ACH method (spec 01 §4 "Payment is immediate when the method
 * type includes ACH or Credit Card"): one payment request per order, tied by order_id and without invoices, charged
 * through the host's gateway by {@link chargeRequest}, so the order's payment flags follow the request (completed by
 * settleRequest, failed by closeRequest, on processing until an ACH webhook). An order that already has a request
 * (a retry of the same checkout) is not charged again. The information is checked as create payment request checks
 * it; it is never stored (only a token when shouldSavePayment), logged or answered.
 */
export async function chargeCheckoutOrders(
  deps: PaymentsDeps,
  buyer: PaymentsBuyer,
  args: { orders: readonly OrderChargeArgs[]; paymentRequestData: PaymentInformationArgs },
): Promise<{ userErrors: UserError[]; results: OrderChargeResult[] }> {
  const gateway = gatewayFor(deps.paymentGateways, buyer.config);
  const today = orderDayOf(deps.now(), buyer.sorg);
  const results: OrderChargeResult[] = [];
  let saved: { token: string } | null = null;
  for (const order of args.orders) {
    const method = await repo.paymentMethodOf(deps.db, order.paymentMethodId, order.sorg);
    if (!method) continue;
    if ((await repo.openRequestsOfOrder(deps.db, order.orderId)).length > 0) continue;
    // A payment saved with the first order's charge pays the others with its token.
    const source = saved
      ? ({ kind: 'token', token: saved.token } as const)
      : await sourceOf(deps, buyer, gateway, method, args.paymentRequestData, today);
    if ('userErrors' in source) return { userErrors: source.userErrors, results };
    if (source.kind === 'none') continue;
    const now = deps.now();
    const request = await repo.insertRequest(deps.db, {
      customerId: buyer.customer.id,
      sorg: order.sorg,
      payerCode: buyer.customer.custCodeUnified ?? buyer.customer.custCodeR3 ?? String(buyer.customer.id),
      payerName: buyer.customer.name,
      amount: order.amount,
      currency: order.currency,
      externalId: newExternalId(),
      virtualAccountNo: null,
      paymentStatus: 'pending',
      expiredDate: null,
      isPartialPayment: false,
      method: method.type,
      paymentMethodId: method.id,
      instruction: '',
      gateway: gateway.id,
      extRefData: order.orderNo,
      orderId: order.orderId,
      createdBy: buyer.userId,
      createdAt: now,
      updatedAt: now,
    });
    const { outcome, savedToken } = await chargeRequest(deps, buyer, gateway, request, source, method);
    if (savedToken !== null) saved = { token: savedToken };
    results.push({
      orderId: order.orderId,
      outcome: outcome.status === 'complete' ? 'completed' : outcome.status === 'pending' ? 'processing' : 'failed',
      message: outcome.status === 'failed' ? chargeFailureMessages[outcome.reason] : null,
    });
  }
  return { userErrors: [], results };
}

/**
 * What an immediate charge's outcome does to its request: complete goes through the same code as a gateway's
 * 'payment.complete' webhook; pending (ACH) waits "on processing" for the webhook; failed frees the invoices.
 */
async function applyOutcome(deps: PaymentsDeps, requestId: number, outcome: ChargeOutcome): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const request = await repo.lockRequestById(tx, requestId);
    if (!request) return 'unknown_reference';
    if (outcome.status === 'pending') {
      await repo.updateRequest(tx, request.id, {
        paymentStatus: 'on_processing',
        gatewayReference: outcome.reference,
        updatedAt: deps.now(),
      });
      // An order paid by ACH waits for the webhook, no longer for a deadline (the clock must not void it).
      if (request.orderId !== null) await repo.updateOrderPayment(tx, request.orderId, { paymentExpiredAt: null });
      return 'on_processing';
    }
    const event = {
      type: outcome.status === 'complete' ? ('payment.complete' as const) : ('payment.failed' as const),
      reference: outcome.reference,
      amount: request.amount,
      currency: request.currency,
    };
    if (outcome.reference !== '') await repo.updateRequest(tx, request.id, { gatewayReference: outcome.reference });
    return applyEvent(tx, request, event, deps.now());
  });
}

// ---------- the gateway's events ----------

/** What an event did; the webhook's answer and webhook_events.outcome. */
export type EventOutcome =
  | 'completed'
  | 'failed'
  | 'voided'
  | 'already_complete'
  | 'ignored'
  | 'request_closed'
  | 'amount_mismatch'
  | 'unknown_reference'
  | 'duplicate'
  | 'on_processing';

/**
 * Applies a gateway event to its (locked) request. Safe out of order: a complete request never changes again, a
 * closed one (void, failed, expired) is never completed, and a late 'failed' or 'void' changes nothing.
 */
async function applyEvent(
  tx: Db,
  request: repo.PaymentRequestRow,
  event: Pick<WebhookEvent, 'type' | 'reference' | 'amount' | 'currency'>,
  now: Date,
): Promise<EventOutcome> {
  const live = (repo.LIVE_STATUSES as readonly string[]).includes(request.paymentStatus);
  if (event.type === 'payment.complete') {
    if (request.paymentStatus === 'complete') return 'already_complete';
    const expired = request.expiredDate !== null && request.expiredDate.getTime() <= now.getTime();
    if (!live || expired) return 'request_closed';
    if (event.amount !== request.amount || event.currency !== request.currency) return 'amount_mismatch';
    await completeRequest(tx, request, event.reference, now);
    return 'completed';
  }
  if (!live) return 'ignored';
  const status = event.type === 'payment.void' ? 'void' : 'failed';
  await closeRequest(tx, request, status, now);
  return status === 'void' ? 'voided' : 'failed';
}

/** Paid at the gateway: its payment row, then the request settled. */
async function completeRequest(tx: Db, request: repo.PaymentRequestRow, reference: string, now: Date) {
  await repo.insertPayment(tx, {
    paymentRequestId: request.id,
    sorg: request.sorg,
    module: request.orderId === null ? 'invoice' : 'order',
    amount: request.amount,
    currency: request.currency,
    status: 'complete',
    gatewayRef: reference,
    createdAt: now,
  });
  await settleRequest({ db: tx }, request, now);
}

/**
 * A request paid (through the gateway, or approved by staff from an uploaded payment): complete, its invoices Paid
 * with the host's today as clearing day (or less open, in part) and let go, the company's credit moved. The caller
 * tells the payer after the commit (`notifyPaymentEvent`).
 */
export async function settleRequest(
  deps: Pick<AppDeps, 'db'>,
  request: repo.PaymentRequestRow,
  now: Date,
): Promise<void> {
  const tx = deps.db;
  await repo.updateRequest(tx, request.id, { paymentStatus: 'complete', updatedAt: now });
  const items = await repo.requestInvoiceRows(tx, [request.id]);
  if (request.isPartialPayment) {
    for (const item of items) await repo.reduceOpenAmount(tx, item.invoice.id, item.amount);
  } else {
    await repo.markInvoicesPaid(
      tx,
      items.map((i) => i.invoice.id),
      orderDayOf(now, request.sorg),
    );
  }
  await repo.releaseRequestInvoices(tx, request.id);
  if (request.orderId !== null) {
    // A checkout order's payment (spec 01 §4): its flags say completed, with the request as receipt. Its credit
    // moves with the order's invoice, not here (docs/decisions.md "Checkout card and ACH").
    await moveOrderPayment(tx, request.orderId, 'APPROVE', now, request.externalId);
    return;
  }
  const area = await repo.areaOf(tx, request.customerId, request.sorg);
  if (area?.companyId) await repo.creditReceived(tx, area.companyId, request.amount);
}

/**
 * Moves a checkout order's payment state with its request, by the shared payment machine (actor: the gateway for
 * approve and fail, payment admins for void); a move the machine refuses (a payment voided meanwhile) changes
 * nothing.
 */
async function moveOrderPayment(
  tx: Db,
  orderId: number,
  event: 'APPROVE' | 'FAIL' | 'VOID',
  now: Date,
  receipt: string | null = null,
) {
  const order = await repo.lockOrderPayment(tx, orderId);
  if (!order?.paymentState) return;
  const actor = event === 'VOID' ? 'paymentAdmin' : 'gateway';
  const next = mayTriggerPayment(actor, event) ? nextPaymentState(order.paymentState, event) : null;
  if (next === null) return;
  await repo.updateOrderPayment(tx, orderId, {
    paymentState: next,
    statusChangedAt: now,
    ...(next === 'COMPLETED' && receipt !== null ? { paymentReceipt: receipt } : {}),
  });
}

/** Void, failed or expired: the request lets its invoices go, which are Open again. */
async function closeRequest(tx: Db, request: repo.PaymentRequestRow, status: 'void' | 'failed' | 'expired', now: Date) {
  await repo.updateRequest(tx, request.id, { paymentStatus: status, updatedAt: now });
  const items = await repo.requestInvoiceRows(tx, [request.id]);
  await repo.releaseRequestInvoices(tx, request.id);
  await repo.setInvoiceStatus(
    tx,
    items.map((i) => i.invoice.id),
    'Open',
    [WAITING_FOR_PAYMENT, PENDING_PAYMENT],
  );
  if (request.orderId !== null) {
    await moveOrderPayment(tx, request.orderId, status === 'failed' ? 'FAIL' : 'VOID', now);
  }
}

export interface WebhookAnswer {
  status: 200 | 400 | 401 | 404 | 409 | 422;
  body: { received?: boolean; outcome?: EventOutcome; message?: string; code?: string };
}

const OUTCOME_STATUS: Partial<Record<EventOutcome, 409 | 422>> = {
  amount_mismatch: 422,
  request_closed: 409,
};

/**
 * POST /api/payments/webhook/{gateway}: the signature on the raw body first (401 when missing, bad or stale), then
 * the event, once per event id (a repeat answers 200 and changes nothing). An amount or currency that does not
 * match the request is recorded and refused (422); money for a closed request is recorded and refused (409).
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  gatewayId: string,
  headers: Headers,
  rawBody: string,
): Promise<WebhookAnswer> {
  const gateway = gatewayById(deps.paymentGateways, gatewayId);
  if (!gateway) return { status: 404, body: { message: 'Unknown payment gateway', code: ErrorCode.NOT_FOUND } };
  const verified = gateway.verifyWebhook(headers, rawBody, deps.now());
  if (!verified.ok) {
    return { status: 401, body: { message: `Webhook refused: ${verified.reason}`, code: ErrorCode.UNAUTHENTICATED } };
  }
  const parsed = gateway.parseWebhook(rawBody);
  if (!parsed.ok) return { status: 400, body: { message: parsed.reason, code: ErrorCode.BAD_USER_INPUT } };
  const event = parsed.event;
  const result = await deps.db.transaction(async (tx) => {
    const fresh = await repo.recordWebhookEvent(tx, {
      gateway: gateway.id,
      eventId: event.id,
      type: event.type,
      reference: event.reference,
      occurredAt: new Date(event.occurredAt),
      receivedAt: deps.now(),
      outcome: 'received',
    });
    if (!fresh) return { outcome: 'duplicate' as const, requestId: null, orderId: null };
    const request = await repo.lockRequestByReference(tx, gateway.id, event.reference);
    const outcome = request ? await applyEvent(tx, request, event, deps.now()) : 'unknown_reference';
    await repo.setWebhookOutcome(tx, gateway.id, event.id, outcome);
    return { outcome, requestId: request?.id ?? null, orderId: request?.orderId ?? null };
  });
  if (result.outcome === 'completed' && result.orderId !== null) {
    // A checkout order's payment (ACH settling): its customer's users hear of the order, as from the order desk.
    try {
      await notifyOrderEvent(deps, { orderIds: [result.orderId], event: 'PAYMENT_COMPLETED' });
    } catch (error) {
      deps.logger.error('order payment completed, notifying failed', { error, orderId: result.orderId });
    }
  } else if (result.outcome === 'completed' && result.requestId !== null) {
    await notifyPaymentEvent(deps, result.requestId, 'completed');
  }
  const status = OUTCOME_STATUS[result.outcome] ?? 200;
  return { status, body: { received: true, outcome: result.outcome } };
}

// ---------- void, expiry, simulate transfer ----------

/** Void payment request(payerCode, merchant): the acting customer's live request of the payer; invoices Open. */
export async function voidPaymentRequest(
  deps: PaymentsDeps,
  buyer: PaymentsBuyer,
  args: { payerCode: string; merchant: string },
): Promise<PaymentRequestResultModel> {
  const outcome = await deps.db.transaction(async (tx) => {
    const request = await repo.lockLiveRequestOf(tx, args.payerCode.trim(), args.merchant.trim());
    if (!request) return null;
    if (request.customerId !== buyer.customer.id) return null;
    // A charge still running at the gateway is not ours to void yet.
    if (request.paymentStatus === 'pending') return 'pending' as const;
    if (request.paymentStatus === 'on_processing' && request.gatewayReference) {
      const gateway = gatewayById(deps.paymentGateways, request.gateway);
      if (!(await gateway?.void(request.gatewayReference))?.ok) return 'pending' as const;
    }
    await closeRequest(tx, request, 'void', deps.now());
    return request.id;
  });
  if (outcome === null) return refused(M.nothingToVoid, null, ErrorCode.NOT_FOUND);
  if (outcome === 'pending') return refused(M.cannotVoid, null, ErrorCode.CONFLICT);
  return { paymentRequest: await viewOf(deps, outcome), userErrors: [] };
}

/**
 * Waiting requests past their expiredDate by the deps' clock become 'expired' and their invoices Open again. The
 * server runs it every minute (startPaymentJobs); tests call it with their own clock.
 */
export async function expirePaymentRequests(deps: Pick<AppDeps, 'db' | 'now'>): Promise<string[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const rows = await repo.lockExpiredRequests(tx, now, EXPIRY_BATCH);
    for (const row of rows) await closeRequest(tx, row, 'expired', now);
    return rows.map((r) => r.externalId);
  });
}

/** Runs the expiry every minute in this process; returns the stop function. */
export function startPaymentJobs(deps: Pick<AppDeps, 'db' | 'now' | 'logger'>, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    expirePaymentRequests(deps).catch((error: unknown) => {
      deps.logger.error('expiring payment requests failed', { error });
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Simulate transfer (sandbox only): the payer's bank pays the virtual account; the sandbox signs the webhook it
 * would send and it goes through the webhook's own handler, as if posted to /api/payments/webhook/sandbox.
 */
export async function simulateTransfer(
  deps: PaymentsDeps,
  buyer: PaymentsBuyer,
  args: { externalId: string },
): Promise<PaymentRequestResultModel> {
  const request = await repo.requestByExternalId(deps.db, buyer.customer.id, args.externalId.trim());
  if (!request) return refused(M.notFound, 'externalId', ErrorCode.NOT_FOUND);
  // Widened to string: today the sandbox is the only gateway, a real one must never take this path.
  const hostGateway: string = gatewayFor(deps.paymentGateways, buyer.config).id;
  if (hostGateway !== 'sandbox' || request.gateway !== 'sandbox') {
    return refused(M.notSandbox, null, ErrorCode.FORBIDDEN);
  }
  const expired = request.expiredDate !== null && request.expiredDate.getTime() <= deps.now().getTime();
  if (request.paymentStatus !== 'waiting' || !request.virtualAccountNo || expired) {
    return refused(M.notWaiting, 'externalId', ErrorCode.CONFLICT);
  }
  const signed = deps.paymentGateways.sandbox.simulateTransfer({
    virtualAccountNo: request.virtualAccountNo,
    amount: request.amount,
    currency: request.currency,
  });
  const answer = await handleWebhook(deps, 'sandbox', new Headers(signed.headers), signed.rawBody);
  if (answer.body.outcome !== 'completed') return refused(M.notWaiting, 'externalId', ErrorCode.CONFLICT);
  return { paymentRequest: await viewOf(deps, request.id), userErrors: [] };
}

// ---------- reads ----------

export async function paymentRequests(
  deps: Pick<AppDeps, 'db' | 'paymentGateways'>,
  buyer: Pick<Buyer, 'customer'>,
  filter: { status?: string | null; page?: number | null; perPage?: number | null },
) {
  const status = filter.status?.trim() || null;
  if (status !== null && !PAYMENT_STATUS_IDS.includes(status)) {
    throw badInputError(`status must be one of ${PAYMENT_STATUS_IDS.join(', ')}`, 'filter.status');
  }
  const page = filter.page ?? 1;
  const perPage = filter.perPage ?? 20;
  if (!Number.isInteger(page) || page < 1) throw badInputError('page must be 1 or more', 'filter.page');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > PAYMENT_REQUESTS_MAX_PER_PAGE) {
    throw badInputError(`perPage must be 1 to ${String(PAYMENT_REQUESTS_MAX_PER_PAGE)}`, 'filter.perPage');
  }
  const { rows, count } = await repo.requestPage(deps.db, buyer.customer.id, {
    status,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    items: await paymentRequestViews(deps, rows),
    info: { page, count, pageTotal: Math.max(1, Math.ceil(count / perPage)) },
  };
}

export async function paymentRequest(
  deps: Pick<AppDeps, 'db' | 'paymentGateways'>,
  buyer: Pick<Buyer, 'customer'>,
  args: { externalId: string },
) {
  const row = await repo.requestByExternalId(deps.db, buyer.customer.id, args.externalId.trim());
  if (!row) return null;
  const [view] = await paymentRequestViews(deps, [row]);
  return view ?? null;
}

/**
 * Who may pay for whom (spec 01 §3 Invoice payerCode): the acting customer pays its own invoices, for any payer
 * they name; a payer code on none of its invoices is refused like another customer's (403, nothing told).
 */
async function assertOwnPayer(deps: Pick<AppDeps, 'db'>, buyer: Pick<Buyer, 'customer'>, payerCode: string) {
  if (!(await repo.customerHasPayer(deps.db, buyer.customer.id, payerCode.trim()))) throw forbiddenError();
}

export async function paymentRequestsByPayer(
  deps: Pick<AppDeps, 'db' | 'paymentGateways'>,
  buyer: Pick<Buyer, 'customer'>,
  args: { payerCode: string; invoiceNumbers: readonly string[] },
) {
  if (args.invoiceNumbers.length > MAX_NUMBERS) {
    throw badInputError(`At most ${String(MAX_NUMBERS)} invoices at once`, 'invoiceNumbers');
  }
  await assertOwnPayer(deps, buyer, args.payerCode);
  const rows = await repo.requestsPayingInvoices(
    deps.db,
    buyer.customer.id,
    args.payerCode.trim(),
    args.invoiceNumbers.map((n) => n.trim()),
  );
  return paymentRequestViews(deps, rows);
}

export async function openInvoicesByPayer(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'customer' | 'sorgs' | 'now' | 'sorg'>,
  args: { payerCode: string; sorgs: readonly string[] },
) {
  const own = buyer.sorgs.filter((s) => s.inSorg).map((s) => s.sorg);
  if (args.sorgs.some((s) => !own.includes(s))) throw forbiddenError();
  await assertOwnPayer(deps, buyer, args.payerCode);
  const today = orderDayOf(buyer.now, buyer.sorg);
  const rows = await repo.unpaidInvoices(deps.db, buyer.customer.id, args.sorgs.length > 0 ? args.sorgs : own);
  return rows
    .filter((r) => r.payerCode === args.payerCode.trim() && isSelectable(r))
    .map(({ customerId: _c, ...r }) => ({ ...r, overdue: overdueDays(r.dueDate, today) }));
}

/** Delete user payment: the caller's own saved payment for the acting customer. */
export async function deleteUserPayment(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'userId' | 'customer'>,
  args: { id: string },
) {
  const id = Number(args.id);
  const deleted =
    Number.isSafeInteger(id) && (await repo.deleteSavedPayment(deps.db, id, buyer.userId, buyer.customer.id));
  return deleted
    ? { deleted: true, userErrors: [] }
    : { deleted: false, userErrors: [{ field: 'id', message: M.savedPaymentNotFound, code: ErrorCode.NOT_FOUND }] };
}
