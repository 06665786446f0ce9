// The order pages' reads (spec 01 §7 orders, order, openOrderV4, shipped orders, open deliveries, saved payments):
// thin resolvers over order-view.service and open-orders.service.
import type { Scope } from '../../../shared/access/scopes';
import { mayReadInternalNotes } from '../../../shared/orders/open-orders';
import { orderListFilterSchema } from '../../../shared/orders/order-list';
import { PAYMENT_FILTERS, type PaymentFilter } from '../../../shared/orders/order-status';
import type { OrderListFilterInput, Resolvers } from '../../generated/resolvers-types';
import { authorizeBuyer, type Buyer } from '../../graphql/buyer';
import type { GraphQLContext } from '../../graphql/context';
import { badInputError } from '../../graphql/errors';
import { authorize } from '../../graphql/guard';
import { openOrderPages } from './open-orders.service';
import * as service from './order-view.service';

/** The order pages need page.order-status and, as their page-orderlist guard says, page.orderlist (spec 01 §6). */
const ORDER_PAGES: Scope = 'page.order-status';
const ORDER_LIST_GUARD: Scope = 'page.orderlist';
/** Saved payments are chosen at checkout, which needs the cart's scope. */
const CHECKOUT_SCOPE: Scope = 'cart.display-order-qty';

function orderPagesBuyer(ctx: GraphQLContext): Promise<Buyer> {
  authorize(ctx, { scopes: ORDER_LIST_GUARD });
  return authorizeBuyer(ctx, ORDER_PAGES);
}

/** A payment filter as the page sends it: the key (ON_PROCESSING) or the spec's label ('on processing'). */
function paymentFilterOf(value: string): string {
  const wanted = value.trim().toLowerCase();
  const found = (Object.keys(PAYMENT_FILTERS) as PaymentFilter[]).find(
    (key) => key.toLowerCase() === wanted || PAYMENT_FILTERS[key].label === wanted,
  );
  return found ?? value;
}

/** The GraphQL filter checked by the shared orderListFilterSchema; a problem answers 400 beside its field. */
function parseFilter(input: OrderListFilterInput | null | undefined) {
  const given = (value: string | null | undefined) => (value == null || value.trim() === '' ? undefined : value);
  const status = given(input?.status);
  const payment = given(input?.paymentStatus);
  const parsed = orderListFilterSchema.safeParse({
    statuses: status === undefined ? undefined : [status],
    payment: payment === undefined ? undefined : paymentFilterOf(payment),
    from: given(input?.from),
    to: given(input?.to),
    custPoNo: given(input?.poNumber),
    orderNo: given(input?.orderNo),
    page: input?.page ?? undefined,
    limit: input?.limit ?? undefined,
  });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue?.path[0] ?? '');
    const names: Record<string, string> = { statuses: 'status', payment: 'paymentStatus', custPoNo: 'poNumber' };
    throw badInputError(issue?.message ?? 'Invalid filter', names[field] ?? (field || undefined));
  }
  return parsed.data;
}

export const orderViewResolvers: Resolvers = {
  Query: {
    orders: async (_parent, { filter, withPayment }, ctx) => {
      const buyer = await orderPagesBuyer(ctx);
      const page = await service.orderList(ctx.deps, buyer, parseFilter(filter));
      if (withPayment) return page;
      return { ...page, items: page.items.map((order) => ({ ...order, orderPayment: null })) };
    },
    order: async (_parent, { orderNo }, ctx) => service.orderByNo(ctx.deps, await orderPagesBuyer(ctx), orderNo),
    openOrderV4: async (_parent, args, ctx) => {
      const buyer = await orderPagesBuyer(ctx);
      const withInternalNotes = mayReadInternalNotes({
        isSales: ctx.viewer.isSales,
        limitations: ctx.viewer.userAreas.map((a) => a.limitation),
      });
      return openOrderPages(ctx.deps, buyer, { withInternalNotes, page: args.page, limit: args.limit });
    },
    shippedOrders: async (_parent, range, ctx) =>
      service.deliveriesInRange(ctx.deps, await orderPagesBuyer(ctx), 'shipped', range),
    openDeliveries: async (_parent, range, ctx) =>
      service.deliveriesInRange(ctx.deps, await orderPagesBuyer(ctx), 'open', range),
    savedPayments: async (_parent, { sorgs }, ctx) =>
      service.savedPaymentsOf(ctx.deps, await authorizeBuyer(ctx, CHECKOUT_SCOPE), sorgs),
  },
};
