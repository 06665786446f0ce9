import { hasScope } from '../../../shared/access/scopes';
import { ErrorCode } from '../../../shared/errors/error-codes';
import type { Resolvers } from '../../generated/resolvers-types';
import type { GraphQLContext } from '../../graphql/context';
import { badInputError } from '../../graphql/errors';
import { authorize, authorizeCustomer } from '../../graphql/guard';
import { authorizeBuyer, buyerForCustomer, hostSorg } from '../../graphql/buyer';
import { failed, succeeded } from '../../graphql/payload';
import * as customersService from '../customers/customers.service';
import * as usersService from '../users/users.service';
import * as restock from './restock.service';
import * as service from './stock.service';

const CATALOG = 'page.catalog' as const;
/** The catalog-analyze page's calls: admins with page.catalog-analyze, or a catalog user. */
const ANALYZE = ['page.catalog-analyze', 'page.catalog'] as const;

/**
 * The buyer productAnalyzesV2/V3 analyze for: the active customer, or `custCode` when given (a customer the caller
 * — or the named sales user — may act for). Only page.catalog-analyze may name another user than the caller. An
 * unknown and a foreign customer or user are refused alike, so the answer tells nothing about them.
 */
async function analyzeBuyer(ctx: GraphQLContext, args: { salesUsername?: string | null; custCode?: string | null }) {
  const salesUsername = args.salesUsername?.trim() ?? '';
  const custCode = args.custCode?.trim() ?? '';
  if (salesUsername === '' && custCode === '') return authorizeBuyer(ctx, ANALYZE);
  const viewer = authorize(ctx, { scopes: ANALYZE });
  let actorId = viewer.id;
  if (salesUsername !== '') {
    const id = await usersService.userIdByUsername(ctx.deps, salesUsername);
    const mayName = id === viewer.id || hasScope(viewer.scopes, 'page.catalog-analyze');
    if (id === undefined || !mayName) throw badInputError('Unknown sales user');
    actorId = id;
  }
  if (custCode === '') {
    const active = authorizeCustomer(ctx, { scopes: ANALYZE });
    if (actorId === viewer.id) return authorizeBuyer(ctx, ANALYZE);
    const code = active.custCodeIsr ?? active.custCodeR3 ?? '';
    if (!(await customersService.customerForUser(ctx.deps, actorId, code))) throw badInputError('Unknown customer');
    return buyerForCustomer(ctx, active);
  }
  const customer = await customersService.customerForUser(ctx.deps, actorId, custCode);
  if (!customer) throw badInputError('Unknown customer');
  return buyerForCustomer(ctx, customer);
}

const queries: Resolvers['Query'] = {
  stockOrderConfirmations: async (_parent, args, ctx) =>
    service.stockOrderConfirmations(ctx.deps, await authorizeBuyer(ctx), args.orders, args.reqDeliveryDate),
  productAnalyzesV3: async (_parent, args, ctx) =>
    service.productAnalyzes(ctx.deps, await analyzeBuyer(ctx, args), args.sorg, args.articleCodes),
  productAnalyzesV2: async (_parent, args, ctx) =>
    service.productAnalyzes(ctx.deps, await analyzeBuyer(ctx, args), args.sorg, args.articleCodes),
  articleDisplays: async (_parent, args, ctx) => {
    authorize(ctx, { scopes: ANALYZE });
    return service.articleDisplays(ctx.deps, await hostSorg(ctx), args.search, args.sorgs, args.page);
  },
};

const restockPayload = async (ctx: GraphQLContext, args: { articleCode: string; sorg: string }, subscribe: boolean) => {
  const viewer = authorize(ctx, { scopes: CATALOG });
  const result = await restock.setRestockNotification(ctx.deps, {
    userId: viewer.id,
    host: ctx.host,
    articleCode: args.articleCode,
    sorg: args.sorg,
    subscribe,
  });
  if (!result.ok) {
    return {
      ...failed(
        restock.restockMessages.failed,
        result.problems.map((p) => ({ ...p, code: ErrorCode.BAD_USER_INPUT })),
      ),
      restockNotification: false,
    };
  }
  return {
    ...succeeded(subscribe ? restock.restockMessages.activated : restock.restockMessages.disabled),
    restockNotification: result.subscribed,
  };
};

const mutations: Resolvers['Mutation'] = {
  subscribeRestockedNotification: (_parent, args, ctx) => restockPayload(ctx, args, true),
  unsubscribeRestockedNotification: (_parent, args, ctx) => restockPayload(ctx, args, false),
  updateStock: async (_parent, args, ctx) => {
    authorize(ctx, { scopes: 'page.catalog-analyze' });
    const result = await restock.updateStock(ctx.deps, args.input);
    if (!result.ok) {
      return {
        ...failed(
          'The stock was not imported.',
          result.problems.map((p) => ({ ...p, code: ErrorCode.BAD_USER_INPUT })),
        ),
        updated: 0,
        notified: 0,
      };
    }
    return { ...succeeded('The stock was imported.'), updated: result.updated, notified: result.notified };
  },
};

export const stockResolvers: Resolvers = {
  Query: queries,
  Mutation: mutations,
  Product: {
    restockNotification: (p, _args, ctx) => restock.restockSubscribed(ctx.deps, p.buyer, p.article.id),
  },
};
