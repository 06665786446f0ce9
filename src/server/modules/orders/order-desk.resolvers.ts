// The order desk (spec 02 §2/§6): thin resolvers; only administrators (shared mayUseOrderDesk) get past the guard.
import { mayUseOrderDesk } from '../../../shared/orders/order-desk';
import type { Resolvers } from '../../generated/resolvers-types';
import type { GraphQLContext } from '../../graphql/context';
import { badInputError, forbiddenError } from '../../graphql/errors';
import { authorize } from '../../graphql/guard';
import { failed, succeeded } from '../../graphql/payload';
import * as desk from './order-desk.service';

function authorizeDesk(ctx: GraphQLContext) {
  const viewer = authorize(ctx, { scopes: 'page.orderlist' });
  if (!mayUseOrderDesk({ scopes: viewer.scopes, limitations: viewer.userAreas.map((a) => a.limitation) })) {
    throw forbiddenError();
  }
  return viewer;
}

async function answer(ctx: GraphQLContext, outcome: desk.DeskOutcome, done: string) {
  if (!outcome.ok) return { ...failed(outcome.problems[0]?.message ?? 'Refused', outcome.problems), order: null };
  const [order] = await desk.deskOrderViews(ctx.deps, [outcome.orderId]);
  return { ...succeeded(done), order: order ?? null };
}

export const orderDeskResolvers: Resolvers = {
  Query: {
    deskOrders: (_parent, args, ctx) => {
      authorizeDesk(ctx);
      const page = args.page;
      const limit = args.limit;
      if (!Number.isInteger(page) || page < 1) throw badInputError('page must be 1 or more');
      if (!Number.isInteger(limit) || limit < 1 || limit > desk.DESK_MAX_LIMIT) {
        throw badInputError(`limit must be between 1 and ${String(desk.DESK_MAX_LIMIT)}`);
      }
      return desk.listDeskOrders(ctx.deps, { stage: args.stage ?? null, search: args.search ?? '', page, limit });
    },
    deskOrder: (_parent, args, ctx) => {
      authorizeDesk(ctx);
      return desk.deskOrderByNo(ctx.deps, args.orderNo);
    },
  },
  Mutation: {
    acceptOrder: async (_parent, args, ctx) => {
      authorizeDesk(ctx);
      return answer(ctx, await desk.acceptOrder(ctx.deps, args), `Order ${args.orderNo} accepted`);
    },
    rejectOrder: async (_parent, args, ctx) => {
      authorizeDesk(ctx);
      return answer(ctx, await desk.rejectOrder(ctx.deps, args), `Order ${args.orderNo} rejected`);
    },
    confirmOrderLines: async (_parent, args, ctx) => {
      authorizeDesk(ctx);
      const input = { ...args, expectedDeliveryDate: args.expectedDeliveryDate ?? undefined };
      return answer(ctx, await desk.confirmOrderLines(ctx.deps, input), `Lines of order ${args.orderNo} confirmed`);
    },
    createDelivery: async (_parent, args, ctx) => {
      authorizeDesk(ctx);
      const input = { ...args, doNumber: args.doNumber ?? undefined };
      return answer(ctx, await desk.createDelivery(ctx.deps, input), `Delivery created for order ${args.orderNo}`);
    },
    shipDelivery: async (_parent, args, ctx) => {
      authorizeDesk(ctx);
      const input = {
        doNumber: args.doNumber,
        deliveryDate: args.deliveryDate,
        trackingNo: args.trackingNo ?? undefined,
        trackingUrl: args.trackingUrl ?? undefined,
        expeditionName: args.expeditionName ?? undefined,
        frameNumbers: args.frameNumbers ?? undefined,
      };
      return answer(ctx, await desk.shipDelivery(ctx.deps, input), `Delivery ${args.doNumber} shipped`);
    },
    approveOrderPayment: async (_parent, args, ctx) => {
      authorizeDesk(ctx);
      const outcome = await desk.changeOrderPayment(ctx.deps, { ...args, event: 'APPROVE' });
      return answer(ctx, outcome, `Payment of order ${args.orderNo} approved`);
    },
    failOrderPayment: async (_parent, args, ctx) => {
      authorizeDesk(ctx);
      const outcome = await desk.changeOrderPayment(ctx.deps, { orderNo: args.orderNo, event: 'FAIL' });
      return answer(ctx, outcome, `Payment of order ${args.orderNo} marked failed`);
    },
    voidOrderPayment: async (_parent, args, ctx) => {
      authorizeDesk(ctx);
      const outcome = await desk.changeOrderPayment(ctx.deps, { orderNo: args.orderNo, event: 'VOID' });
      return answer(ctx, outcome, `Payment of order ${args.orderNo} voided`);
    },
    expireOrderPayments: async (_parent, _args, ctx) => {
      authorizeDesk(ctx);
      const orderNos = await desk.expireOrderPayments(ctx.deps);
      const n = orderNos.length;
      return { ...succeeded(`${String(n)} ${n === 1 ? 'payment' : 'payments'} expired`), orderNos };
    },
  },
};
