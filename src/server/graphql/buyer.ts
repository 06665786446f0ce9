import type { Scope } from '../../shared/access/scopes';
import type { Buyer } from '../modules/customers/customers.service';
import * as customers from '../modules/customers/customers.service';
import type { CustomerRow } from '../modules/customers/customers.tables';
import type { GraphQLContext } from './context';
import { badInputError } from './errors';
import { authorizeCustomer } from './guard';
import { hostConfig, hostSorgOf } from '../modules/hosts/hosts.service';

export type { Buyer } from '../modules/customers/customers.service';

const buyers = new WeakMap<GraphQLContext, Promise<Buyer>>();

/**
 * The acting buyer of the request, for the resolvers of every module that sells to a customer: authorizes first
 * (default scope page.catalog; a sales user without an active customer gets 'Please select a customer first', a
 * customer no longer theirs the spec's message), then builds the buyer once per request (one statement).
 */
export function authorizeBuyer(ctx: GraphQLContext, scopes: Scope | readonly Scope[] = 'page.catalog'): Promise<Buyer> {
  const customer = authorizeCustomer(ctx, { scopes });
  const known = buyers.get(ctx);
  if (known) return known;
  const loading = buyerForCustomer(ctx, customer);
  buyers.set(ctx, loading);
  // A failed load is not cached: the next resolver tries again.
  loading.catch(() => buyers.delete(ctx));
  return loading;
}

/**
 * A customer other than the token's as a buyer in the request host's sorg, for the catalog-analyze calls that name
 * one (productAnalyzesV2/V3 custCode). The caller checks first that the viewer may name it; never cached.
 */
export async function buyerForCustomer(ctx: GraphQLContext, customer: CustomerRow): Promise<Buyer> {
  // A hostname without config gets the default host's (as the web manifest does).
  const config = (await hostConfig(ctx.deps, ctx.host)) ?? (await hostConfig(ctx.deps, ctx.deps.env.DEFAULT_HOST));
  if (!config) throw badInputError('This site has no catalog configured');
  return customers.loadBuyer(ctx.deps, { userId: ctx.viewer.id, customer, host: ctx.host, config });
}

/** The host's sorg without a customer (promotions and article displays need none). */
export async function hostSorg(ctx: GraphQLContext): Promise<string> {
  const sorg = (await hostSorgOf(ctx.deps, ctx.host)) ?? (await hostSorgOf(ctx.deps, ctx.deps.env.DEFAULT_HOST));
  if (!sorg) throw badInputError('This site has no catalog configured');
  return sorg;
}
