// Payments administration (spec 02 §7) and the payer's receipts (spec 02 §4): thin resolvers. Staff need
// payment.approve and see only the customers they may act for; the payer acts through the buyer (page.payment-request).
import { ADMIN_PAYMENTS_MAX_LIMIT, PAYMENT_ADMIN_SCOPE } from '../../../shared/payments/payments-admin';
import type { Resolvers } from '../../generated/resolvers-types';
import { authorizeBuyer } from '../../graphql/buyer';
import type { GraphQLContext } from '../../graphql/context';
import { badInputError } from '../../graphql/errors';
import { authorize } from '../../graphql/guard';
import { failed, succeeded } from '../../graphql/payload';
import * as admin from './payments-admin.service';

const authorizeStaff = (ctx: GraphQLContext) => authorize(ctx, { scopes: PAYMENT_ADMIN_SCOPE });

async function answer(ctx: GraphQLContext, outcome: admin.AdminOutcome, done: string) {
  if (!outcome.ok) return { ...failed(outcome.problems[0]?.message ?? 'Refused', outcome.problems), payment: null };
  const payment = await admin.adminPayment(ctx.deps, ctx.viewer, outcome.paymentId);
  return { ...succeeded(done), payment };
}

async function receiptAnswer(ctx: GraphQLContext, outcome: admin.ReceiptOutcome, done: string) {
  if (!outcome.ok) {
    return { ...failed(outcome.problems[0]?.message ?? 'Refused', outcome.problems), paymentRequest: null };
  }
  return { ...succeeded(done), paymentRequest: await admin.requestView(ctx.deps, outcome.requestId) };
}

export const paymentsAdminResolvers: Resolvers = {
  Query: {
    paymentsBySorgAndModule: (_parent, args, ctx) => {
      const viewer = authorizeStaff(ctx);
      const { page, limit } = args;
      if (!Number.isInteger(page) || page < 1) throw badInputError('page must be 1 or more', 'page');
      if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_PAYMENTS_MAX_LIMIT) {
        throw badInputError(`limit must be between 1 and ${String(ADMIN_PAYMENTS_MAX_LIMIT)}`, 'limit');
      }
      return admin.paymentsBySorgAndModule(ctx.deps, viewer, {
        sorg: args.sorg,
        module: args.module,
        status: args.status ?? null,
        page,
        limit,
      });
    },
  },
  Mutation: {
    uploadPayment: async (_parent, args, ctx) => {
      const viewer = authorizeStaff(ctx);
      return answer(ctx, await admin.uploadPayment(ctx.deps, viewer, args.input), 'Payment recorded');
    },
    uploadPaymentDoc: async (_parent, args, ctx) => {
      const viewer = authorizeStaff(ctx);
      return answer(ctx, await admin.uploadPaymentDoc(ctx.deps, viewer, args), 'Document uploaded');
    },
    deletePaymentDoc: async (_parent, args, ctx) => {
      const viewer = authorizeStaff(ctx);
      return answer(ctx, await admin.deletePaymentDoc(ctx.deps, viewer, args), 'Document deleted');
    },
    approvePayment: async (_parent, args, ctx) => {
      const viewer = authorizeStaff(ctx);
      return answer(ctx, await admin.approvePayment(ctx.deps, viewer, args), 'Payment approved');
    },
    voidPayment: async (_parent, args, ctx) => {
      const viewer = authorizeStaff(ctx);
      return answer(ctx, await admin.voidPayment(ctx.deps, viewer, args), 'Payment voided');
    },
    uploadPaymentReceipt: async (_parent, args, ctx) => {
      const buyer = await authorizeBuyer(ctx, 'page.payment-request');
      const outcome = await admin.uploadPaymentReceipt(
        ctx.deps,
        { userId: ctx.viewer.id, customerId: buyer.customer.id },
        { ...args, limit: buyer.config.paymentReceiptLimit },
      );
      return receiptAnswer(ctx, outcome, 'Receipt uploaded');
    },
    deletePaymentReceipt: async (_parent, args, ctx) => {
      const buyer = await authorizeBuyer(ctx, 'page.payment-request');
      const outcome = await admin.deletePaymentReceipt(
        ctx.deps,
        { userId: ctx.viewer.id, customerId: buyer.customer.id },
        args,
      );
      return receiptAnswer(ctx, outcome, 'Receipt deleted');
    },
  },
};
