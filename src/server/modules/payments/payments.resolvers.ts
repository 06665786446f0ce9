import { paymentRequestMessages } from '../../../shared/payments/payment-request-messages';
import type { Resolvers } from '../../generated/resolvers-types';
import { authorizeBuyer } from '../../graphql/buyer';
import type { GraphQLContext } from '../../graphql/context';
import { badInputError } from '../../graphql/errors';
import { pagedRead } from '../../graphql/paged-read';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency/idempotency.middleware';
import * as service from './payments.service';

/** Paying invoices and the payment requests page (spec 01 §2 /payment/invoice and /payment: page.payment-request). */
const PAYMENT_SCOPE = 'page.payment-request';

/** Money moves once per key: the Idempotency-Key middleware (app.ts) replays the first answer of a retry. */
function requireIdempotencyKey(ctx: GraphQLContext) {
  const request = (ctx as { request?: Request }).request;
  if (!request?.headers.get(IDEMPOTENCY_KEY_HEADER)) throw badInputError(paymentRequestMessages.idempotencyKeyRequired);
}

export const paymentsResolvers: Resolvers = {
  Query: {
    paymentRequests: async (_parent, { filter }, ctx) =>
      service.paymentRequests(ctx.deps, await authorizeBuyer(ctx, PAYMENT_SCOPE), filter ?? {}),
    paymentRequest: async (_parent, args, ctx) =>
      service.paymentRequest(ctx.deps, await authorizeBuyer(ctx, PAYMENT_SCOPE), args),
    paymentRequestsByPayer: async (_parent, { page, limit, ...args }, ctx) => {
      const buyer = await authorizeBuyer(ctx, PAYMENT_SCOPE);
      return pagedRead('paymentRequestsByPayer', { page, limit }, () =>
        service.paymentRequestsByPayer(ctx.deps, buyer, args),
      );
    },
    openInvoicesByPayer: async (_parent, { page, limit, ...args }, ctx) => {
      const buyer = await authorizeBuyer(ctx, PAYMENT_SCOPE);
      return pagedRead('openInvoicesByPayer', { page, limit }, () =>
        service.openInvoicesByPayer(ctx.deps, buyer, args),
      );
    },
  },
  Mutation: {
    // Three versions, one service (spec 01 §7 create payment request).
    createPaymentRequest: async (_parent, { input, invoiceNumbers }, ctx) => {
      const buyer = await authorizeBuyer(ctx, PAYMENT_SCOPE);
      requireIdempotencyKey(ctx);
      return service.createPaymentRequest(ctx.deps, buyer, {
        input,
        select: { by: 'invoiceNo', numbers: invoiceNumbers },
        isPartialPayment: false,
      });
    },
    createPaymentRequestV2: async (_parent, { input, accountingNumbers }, ctx) => {
      const buyer = await authorizeBuyer(ctx, PAYMENT_SCOPE);
      requireIdempotencyKey(ctx);
      return service.createPaymentRequest(ctx.deps, buyer, {
        input,
        select: { by: 'accountingNo', numbers: accountingNumbers },
        isPartialPayment: false,
      });
    },
    createPaymentRequestV3: async (_parent, args, ctx) => {
      const buyer = await authorizeBuyer(ctx, PAYMENT_SCOPE);
      requireIdempotencyKey(ctx);
      return service.createPaymentRequest(ctx.deps, buyer, {
        input: args.input,
        select: { by: 'accountingNo', numbers: args.accountingNumbers },
        isPartialPayment: args.isPartialPayment,
        extRefData: args.extRefData ?? null,
        paymentRequestData: args.paymentRequestData ?? null,
      });
    },
    voidPaymentRequest: async (_parent, args, ctx) =>
      service.voidPaymentRequest(ctx.deps, await authorizeBuyer(ctx, PAYMENT_SCOPE), args),
    deleteUserPayment: async (_parent, args, ctx) =>
      service.deleteUserPayment(ctx.deps, await authorizeBuyer(ctx, PAYMENT_SCOPE), args),
    simulateTransfer: async (_parent, args, ctx) =>
      service.simulateTransfer(ctx.deps, await authorizeBuyer(ctx, PAYMENT_SCOPE), args),
  },
};
