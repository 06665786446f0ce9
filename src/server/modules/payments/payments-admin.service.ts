// Payments administration (spec 02 §7) for sales staff and administrators holding payment.approve, limited to the
// customers they may act for; and the payer's transfer receipts on a waiting request (spec 02 §4, limited by the
// host's paymentReceiptLimit). docs/decisions.md "Payments administration".
import {
  mayApprovePayment,
  mayChangePaymentDocs,
  mayChangeReceipts,
  mayVoidPayment,
  receiptFits,
  receiptLimitMessage,
  uploadedPaymentProblem,
  type PaymentModule,
} from '../../../shared/payments/payments-admin';
import { SANDBOX_LABEL } from '../../../shared/payments/sandbox-cards';
import { hostsPayingThrough, sandboxAllowed, sandboxStartRefusal } from '../../payments/sandbox-guard';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { changeOrderPaymentIn, type DeskDeps } from '../orders/order-desk.service';
import { claimUploads, releaseUploads } from '../uploads/uploads.service';
import * as repo from './payments-admin.repository';
import { notifyPaymentEvent } from './payment-events';
import { paymentRequestViews, settleRequest } from './payments.service';

export type PaymentsAdminDeps = DeskDeps & Pick<AppDeps, 'db' | 'now'>;

/** The staff user (or payer) a change is made by. */
export interface Actor {
  id: number;
}

export interface AdminProblem {
  field: string | null;
  message: string;
  code: ErrorCode;
}

export type AdminOutcome = { ok: true; paymentId: number } | { ok: false; problems: AdminProblem[] };
export type ReceiptOutcome = { ok: true; requestId: number } | { ok: false; problems: AdminProblem[] };

const refusal = (message: string, field: string | null = null, code: ErrorCode = ErrorCode.BAD_USER_INPUT) => ({
  ok: false as const,
  problems: [{ field, message, code }],
});
const paymentNotFound = () => refusal('This payment was not found', 'id', ErrorCode.NOT_FOUND);

class Refusal extends Error {
  constructor(readonly outcome: { ok: false; problems: AdminProblem[] }) {
    super(outcome.problems[0]?.message ?? 'refused');
  }
}

async function inTransaction<T extends { ok: true }>(
  deps: Pick<AppDeps, 'db'>,
  work: (tx: Db) => Promise<T>,
): Promise<T | { ok: false; problems: AdminProblem[] }> {
  try {
    return await deps.db.transaction((tx) => work(tx));
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
}

const parseId = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);
const attachKey = (docKind: 'payment' | 'payment-request', id: number) => `${docKind}:${String(id)}`;
export const paymentDocUrl = (id: number) => `/api/payments/docs/${String(id)}`;

async function claimOrRefuse(deps: Pick<AppDeps, 'db'>, userId: number, uploadId: string, attachTo: string) {
  const claim = await claimUploads(deps, { userId, ids: [uploadId], attachTo, kinds: ['photo', 'document'] });
  if (!claim.ok) throw new Refusal(refusal(claim.problems[0]?.message ?? 'This file was not found', 'uploadId'));
}

// ---------- reads ----------

export function docView(doc: repo.PaymentDocRow) {
  return {
    id: String(doc.id),
    fileName: doc.fileName,
    url: paymentDocUrl(doc.id),
    createdAt: doc.createdAt.toISOString(),
  };
}

async function views(deps: Pick<AppDeps, 'db'>, rows: readonly repo.AdminPaymentRow[]) {
  const docs = await repo.docsOfPayments(
    deps.db,
    rows.map((r) => r.payment.id),
  );
  return rows.map((r) => {
    const p = r.payment;
    const gateway = p.gatewayRef ? (r.requestGateway ?? 'sandbox') : null;
    return {
      id: String(p.id),
      sorg: p.sorg,
      module: p.module === 'order' ? ('ORDER' as const) : ('INVOICE' as const),
      externalId: r.externalId,
      orderNumber: p.orderNo,
      custCode: r.custCodeIsr ?? r.custCodeR3 ?? '',
      custName: r.custName,
      amount: p.amount,
      currency: p.currency,
      status: { id: p.status, description: r.statusDescription },
      gatewayRef: p.gatewayRef,
      gatewayLabel: gateway === 'sandbox' ? SANDBOX_LABEL : '',
      approvedBy: r.approvedByName,
      createdAt: p.createdAt.toISOString(),
      docs: docs.filter((d) => d.paymentId === p.id).map(docView),
      canApprove: mayApprovePayment(p.status),
      canVoid: p.module === 'order' && mayVoidPayment(p.status),
    };
  });
}
export type AdminPaymentView = Awaited<ReturnType<typeof views>>[number];

/** A page of payments of one sorg and module the user may administer. */
export async function paymentsBySorgAndModule(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  args: { sorg: string; module: PaymentModule; status: string | null; page: number; limit: number },
) {
  const { rows, total } = await repo.paymentPage(deps.db, {
    userId: actor.id,
    sorg: args.sorg.trim(),
    module: args.module === 'ORDER' ? 'order' : 'invoice',
    status: args.status?.trim() || null,
    offset: (args.page - 1) * args.limit,
    limit: args.limit,
  });
  return {
    items: await views(deps, rows),
    info: { page: args.page, count: total, pageTotal: Math.max(1, Math.ceil(total / args.limit)) },
  };
}

/** One payment as the administration shows it, when the user may administer it. */
export async function adminPayment(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number) {
  const row = await repo.paymentForUser(deps.db, actor.id, id);
  return row ? ((await views(deps, [row]))[0] ?? null) : null;
}

// ---------- completion ----------

// ---------- changes ----------

/**
 * Records a payment received outside the gateway with its proof (spec 02 §7 upload payment): for a waiting payment
 * request or an order waiting for its payment, the amount and currency owed. Pending until approved.
 */
export function uploadPayment(
  deps: PaymentsAdminDeps,
  actor: Actor,
  input: {
    externalId?: string | null;
    orderNumber?: string | null;
    amount: number;
    currency: string;
    uploadId: string;
  },
): Promise<AdminOutcome> {
  return inTransaction(deps, async (tx) => {
    const externalId = input.externalId?.trim() ?? '';
    const orderNumber = input.orderNumber?.trim() ?? '';
    if ((externalId === '') === (orderNumber === '')) {
      throw new Refusal(refusal('Give either the payment request or the order number', null));
    }
    let values: Parameters<typeof repo.insertPayment>[1];
    if (externalId !== '') {
      const request = await repo.lockRequestByExternalId(tx, externalId);
      if (!request || !(await repo.mayActFor(tx, actor.id, request.customerId))) {
        throw new Refusal(refusal('This payment request was not found', 'externalId', ErrorCode.NOT_FOUND));
      }
      if (request.paymentStatus !== 'waiting' || (await repo.requestHasPayment(tx, request.id))) {
        throw new Refusal(
          refusal('This payment request does not wait for a payment', 'externalId', ErrorCode.CONFLICT),
        );
      }
      const why = uploadedPaymentProblem(request, input);
      if (why) throw new Refusal(refusal(why.message, why.field));
      values = {
        paymentRequestId: request.id,
        sorg: request.sorg,
        module: 'invoice',
        amount: input.amount,
        currency: request.currency,
        status: 'pending',
        createdAt: deps.now(),
      };
      await repo.updateRequest(tx, request.id, { paymentStatus: 'pending', updatedAt: deps.now() });
    } else {
      const order = await repo.lockOrderByNo(tx, orderNumber);
      if (!order || !(await repo.mayActFor(tx, actor.id, order.customerId))) {
        throw new Refusal(refusal(`Order ${orderNumber} was not found`, 'orderNumber', ErrorCode.NOT_FOUND));
      }
      if (order.paymentState !== 'WAITING' && order.paymentState !== 'UPLOADED') {
        throw new Refusal(
          refusal(`Order ${orderNumber} does not wait for a payment`, 'orderNumber', ErrorCode.CONFLICT),
        );
      }
      if ((await repo.openPaymentsOfOrder(tx, order.orderNo)).length > 0) {
        throw new Refusal(
          refusal(`Order ${orderNumber} has a payment to approve already`, 'orderNumber', ErrorCode.CONFLICT),
        );
      }
      const why = uploadedPaymentProblem({ amount: order.totalOrder, currency: order.currency }, input);
      if (why) throw new Refusal(refusal(why.message, why.field));
      values = {
        sorg: order.sorg,
        module: 'order',
        orderNo: order.orderNo,
        amount: input.amount,
        currency: order.currency,
        status: 'pending',
        createdAt: deps.now(),
      };
    }
    const payment = await repo.insertPayment(tx, values);
    await claimOrRefuse({ db: tx }, actor.id, input.uploadId, attachKey('payment', payment.id));
    await addDoc(tx, actor, payment.id, input.uploadId);
    return { ok: true as const, paymentId: payment.id };
  });
}

async function addDoc(tx: Db, actor: Actor, paymentId: number, uploadId: string) {
  const upload = await repo.uploadOfDoc(tx, uploadId.toLowerCase());
  await repo.insertDoc(tx, {
    paymentId,
    fileName: upload?.fileName ?? 'payment',
    storedName: upload?.id ?? uploadId.toLowerCase(),
    uploadedBy: actor.id,
  });
}

/** Adds a proof of payment to a payment not yet complete or void. */
export function uploadPaymentDoc(
  deps: PaymentsAdminDeps,
  actor: Actor,
  args: { paymentId: string; uploadId: string },
): Promise<AdminOutcome> {
  return inTransaction(deps, async (tx) => {
    const id = parseId(args.paymentId);
    if (id === null || !(await repo.paymentForUser(tx, actor.id, id))) throw new Refusal(paymentNotFound());
    const payment = await repo.lockPayment(tx, id);
    if (!payment) throw new Refusal(paymentNotFound());
    if (!mayChangePaymentDocs(payment.status)) {
      throw new Refusal(
        refusal(`This payment is ${payment.status}: its documents cannot change`, 'paymentId', ErrorCode.CONFLICT),
      );
    }
    await claimOrRefuse({ db: tx }, actor.id, args.uploadId, attachKey('payment', id));
    await addDoc(tx, actor, id, args.uploadId);
    return { ok: true as const, paymentId: id };
  });
}

/** Deletes a proof of payment of a payment not yet complete or void; its file is freed for the prune. */
export function deletePaymentDoc(deps: PaymentsAdminDeps, actor: Actor, args: { id: string }): Promise<AdminOutcome> {
  return inTransaction(deps, async (tx) => {
    const id = parseId(args.id);
    const doc = id === null ? undefined : await repo.docById(tx, id);
    const notFound = () => new Refusal(refusal('This document was not found', 'id', ErrorCode.NOT_FOUND));
    if (doc?.paymentId == null || !(await repo.paymentForUser(tx, actor.id, doc.paymentId))) throw notFound();
    const payment = await repo.lockPayment(tx, doc.paymentId);
    if (!payment) throw notFound();
    if (!mayChangePaymentDocs(payment.status)) {
      throw new Refusal(
        refusal(`This payment is ${payment.status}: its documents cannot change`, 'id', ErrorCode.CONFLICT),
      );
    }
    await repo.deleteDoc(tx, doc.id);
    const upload = await repo.uploadOfDoc(tx, doc.storedName);
    if (upload) {
      await releaseUploads(
        { db: tx },
        { userId: upload.userId, ids: [upload.id], attachedTo: attachKey('payment', payment.id) },
      );
    }
    return { ok: true as const, paymentId: payment.id };
  });
}

/**
 * Approves a pending payment: complete, approved by the actor; an invoice payment completes its request (invoices
 * Paid with today's clearingDate), an order payment makes the order's payment COMPLETED (the order desk's machine).
 */
export async function approvePayment(
  deps: PaymentsAdminDeps,
  actor: Actor,
  args: { id: string },
): Promise<AdminOutcome> {
  const id = parseId(args.id);
  const row = id === null ? undefined : await repo.paymentForUser(deps.db, actor.id, id);
  if (id === null || !row) return paymentNotFound();
  if (!mayApprovePayment(row.payment.status)) return cannot(row.payment.status, 'approved');
  // One transaction: the order desk's step (the order first, as void locks it) and the payment rows commit together
  // or not at all; the payer and the order's users are told after the commit.
  const after: (() => Promise<void>)[] = [];
  const outcome = await inTransaction(deps, async (tx) => {
    const { orderNo } = row.payment;
    if (row.payment.module === 'order' && orderNo) {
      const done = await changeOrderPaymentIn(deps, { tx, orderNo, event: 'APPROVE' });
      if (!done.ok) throw new Refusal({ ok: false, problems: done.problems });
      after.push(done.notify);
    }
    const payment = await repo.lockPayment(tx, id);
    if (!payment) throw new Refusal(paymentNotFound());
    if (!mayApprovePayment(payment.status)) throw new Refusal(cannot(payment.status, 'approved'));
    await repo.updatePayment(tx, id, { status: 'complete', approvedBy: actor.id });
    if (payment.paymentRequestId !== null) {
      const request = await repo.requestById(tx, payment.paymentRequestId);
      if (request) {
        // The same settling as a payment through the gateway: invoices, credit, and the payer told after the commit.
        await settleRequest({ db: tx }, request, deps.now());
        after.push(async () => {
          await notifyPaymentEvent(deps, request.id, 'completed');
        });
      }
    }
    return { ok: true as const, paymentId: id };
  });
  if (outcome.ok) for (const tell of after) await tell();
  return outcome;
}

const cannot = (status: string, what: string) =>
  refusal(`This payment is ${status}: it cannot be ${what}`, 'id', ErrorCode.CONFLICT);

/** Voids the payment of an order (the order's payment VOIDED) and its payments not yet complete. */
export async function voidPayment(
  deps: PaymentsAdminDeps,
  actor: Actor,
  args: { orderNumber: string },
): Promise<AdminOutcome> {
  const orderNo = args.orderNumber.trim();
  // One transaction: the order's payment VOIDED by the order desk and the payment rows commit together or not at all.
  const after: (() => Promise<void>)[] = [];
  const outcome = await inTransaction(deps, async (tx) => {
    const order = await repo.lockOrderByNo(tx, orderNo);
    if (!order || !(await repo.mayActFor(tx, actor.id, order.customerId))) {
      throw new Refusal(refusal(`Order ${orderNo} was not found`, 'orderNumber', ErrorCode.NOT_FOUND));
    }
    const done = await changeOrderPaymentIn(deps, { tx, orderNo, event: 'VOID' });
    if (!done.ok) {
      throw new Refusal({ ok: false, problems: done.problems.map((p) => ({ ...p, field: 'orderNumber' })) });
    }
    after.push(done.notify);
    const open = await repo.openPaymentsOfOrder(tx, orderNo);
    for (const p of open) await repo.updatePayment(tx, p.id, { status: 'void' });
    let paymentId = open[0]?.id;
    if (paymentId === undefined) {
      // The order's payment had no payment row yet: one records the void for the administration's list.
      const row = await repo.insertPayment(tx, {
        sorg: order.sorg,
        module: 'order',
        orderNo,
        amount: order.totalOrder,
        currency: order.currency,
        status: 'void',
        createdAt: deps.now(),
      });
      paymentId = row.id;
    }
    return { ok: true as const, paymentId };
  });
  if (outcome.ok) for (const tell of after) await tell();
  return outcome;
}

// ---------- the payer's receipts ----------

/** The payer adds a transfer receipt to their waiting request; at most `limit` per request. */
export function uploadPaymentReceipt(
  deps: Pick<AppDeps, 'db'>,
  payer: { userId: number; customerId: number },
  args: { externalId: string; uploadId: string; limit: number },
): Promise<ReceiptOutcome> {
  return inTransaction(deps, async (tx) => {
    const request = await repo.lockRequestByExternalId(tx, args.externalId.trim(), payer.customerId);
    if (!request) {
      throw new Refusal(refusal('This payment request was not found', 'externalId', ErrorCode.NOT_FOUND));
    }
    if (!mayChangeReceipts(request.paymentStatus)) {
      throw new Refusal(
        refusal('Receipts can only be changed while the request waits for payment', 'externalId', ErrorCode.CONFLICT),
      );
    }
    const receipts = await repo.receiptsOfRequests(tx, [request.id]);
    if (!receiptFits(receipts.length, args.limit)) {
      throw new Refusal(refusal(receiptLimitMessage(args.limit), 'uploadId', ErrorCode.RECEIPT_LIMIT_REACHED));
    }
    await claimOrRefuse({ db: tx }, payer.userId, args.uploadId, attachKey('payment-request', request.id));
    const upload = await repo.uploadOfDoc(tx, args.uploadId.toLowerCase());
    await repo.insertDoc(tx, {
      paymentRequestId: request.id,
      fileName: upload?.fileName ?? 'receipt',
      storedName: upload?.id ?? args.uploadId.toLowerCase(),
      uploadedBy: payer.userId,
    });
    return { ok: true as const, requestId: request.id };
  });
}

/** The payer deletes one of their receipts while the request waits for payment. */
export function deletePaymentReceipt(
  deps: Pick<AppDeps, 'db'>,
  payer: { userId: number; customerId: number },
  args: { id: string },
): Promise<ReceiptOutcome> {
  return inTransaction(deps, async (tx) => {
    const id = parseId(args.id);
    const doc = id === null ? undefined : await repo.docById(tx, id);
    const request = doc?.paymentRequestId ? await repo.requestById(tx, doc.paymentRequestId) : undefined;
    if (!doc || request?.customerId !== payer.customerId) {
      throw new Refusal(refusal('This receipt was not found', 'id', ErrorCode.NOT_FOUND));
    }
    const locked = await repo.lockRequestByExternalId(tx, request.externalId, payer.customerId);
    if (!locked || !mayChangeReceipts(locked.paymentStatus)) {
      throw new Refusal(
        refusal('Receipts can only be changed while the request waits for payment', 'id', ErrorCode.CONFLICT),
      );
    }
    await repo.deleteDoc(tx, doc.id);
    await releaseUploads(
      { db: tx },
      {
        userId: doc.uploadedBy ?? payer.userId,
        ids: [doc.storedName],
        attachedTo: attachKey('payment-request', request.id),
      },
    );
    return { ok: true as const, requestId: request.id };
  });
}

/** A payment document's stored file, when the user may see it: staff of the payment's customer, or the payer. */
export async function docFileFor(
  deps: Pick<AppDeps, 'db'>,
  viewer: { id: number; isAdmin: boolean; customerId: number | null },
  idArg: string,
) {
  const id = parseId(idArg);
  const doc = id === null ? undefined : await repo.docById(deps.db, id);
  if (!doc) return null;
  let allowed = false;
  if (doc.paymentId !== null) {
    allowed = viewer.isAdmin && (await repo.paymentForUser(deps.db, viewer.id, doc.paymentId)) !== undefined;
  } else if (doc.paymentRequestId !== null) {
    const request = await repo.requestById(deps.db, doc.paymentRequestId);
    allowed =
      request !== undefined &&
      (request.customerId === viewer.customerId ||
        (viewer.isAdmin && (await repo.mayActFor(deps.db, viewer.id, request.customerId))));
  }
  if (!allowed) return null;
  const upload = await repo.uploadOfDoc(deps.db, doc.storedName);
  return upload ? { uploadId: upload.id, contentType: upload.contentType, fileName: doc.fileName } : null;
}

/** A payment request as PaymentRequest shows it (the answer of the receipt mutations), through the payments views. */
export async function requestView(deps: Pick<AppDeps, 'db' | 'paymentGateways'>, requestId: number) {
  const row = await repo.requestById(deps.db, requestId);
  if (!row) return null;
  const [view] = await paymentRequestViews(deps, [row]);
  return view ?? null;
}

/**
 * Why this server must not start (docs/operations.md "Payments"): NODE_ENV=production without PAYMENTS_SANDBOX while
 * some host would take payments through the sandbox gateway (no money moves). Null when it may start.
 */
export async function sandboxStartProblem(deps: Pick<AppDeps, 'db' | 'env'>): Promise<string | null> {
  if (sandboxAllowed(deps.env)) return null;
  const { hosts, methods } = await repo.hostsAndMethods(deps.db);
  const names = hostsPayingThrough('sandbox', hosts, methods);
  return names.length === 0 ? null : sandboxStartRefusal(names);
}
