import { customerId } from '../../../shared/customers/customer-code';
import type { Resolvers } from '../../generated/resolvers-types';
import { badInputError } from '../../graphql/errors';
import { authorize, authorizeCustomer } from '../../graphql/guard';
import type { GraphQLContext } from '../../graphql/context';
import * as service from './customers.service';
import { hostSorgOf, listSorgs } from '../hosts/hosts.service';
import { hostSorgsOf } from '../../../shared/customers/host-customers-first';

function pageArgs(page: number | null | undefined, limit: number | null | undefined) {
  const p = page ?? 1;
  const l = limit ?? 10;
  if (!Number.isInteger(p) || p < 1 || p > 100_000) throw badInputError('page must be a whole number from 1');
  if (!(service.CUSTOMER_PAGE_SIZES as readonly number[]).includes(l))
    throw badInputError('limit must be 10, 25 or 50');
  return { page: p, limit: l };
}

function searchArg(search: string | null | undefined) {
  const term = search?.trim();
  if (term && term.length > 100) throw badInputError('search must be at most 100 characters');
  // A control character can never match a customer, and the database refuses NUL outright.
  if (term && /\p{Cc}/u.test(term)) throw badInputError('search must not contain control characters');
  return term || undefined;
}

const sorgNamesOfRequest = new WeakMap<GraphQLContext, Promise<Map<string, string>>>();

/** Sorg code → name, read once per request: Customer.custAreas asks for every customer of a page. */
function sorgNames(ctx: GraphQLContext) {
  let names = sorgNamesOfRequest.get(ctx);
  if (!names) {
    names = listSorgs(ctx.deps).then((sorgs) => new Map(sorgs.map((s) => [s.code, s.name])));
    sorgNamesOfRequest.set(ctx, names);
  }
  return names;
}

export const customersResolvers: Resolvers = {
  Query: {
    customers: (_parent, args, ctx) => {
      const viewer = authorize(ctx, { scopes: 'menu.change-cust' });
      return service.searchCustomers(ctx.deps, viewer.id, {
        search: searchArg(args.search),
        sorgs: args.sorgs ?? undefined,
        ...pageArgs(args.page, args.limit),
      });
    },
    salesCustomers: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, { scopes: 'menu.change-cust' });
      // The customer dialog's list: the customers of the host the portal is opened on come first (spec 01 §2).
      const preferSorgs = hostSorgsOf(await hostSorgOf(ctx.deps, ctx.host));
      return service.searchCustomers(ctx.deps, viewer.id, {
        search: searchArg(args.search),
        sorgs: undefined,
        preferSorgs,
        ...pageArgs(args.page, args.limit),
      });
    },
    customerArea: async (_parent, args, ctx) => {
      const customer = authorizeCustomer(ctx);
      const areas = await service.areasOf(ctx.loaders, customer, await sorgNames(ctx));
      return args.sorgs?.length ? areas.filter((a) => args.sorgs?.includes(a.sorg)) : areas;
    },
    customerCompanies: async (_parent, _args, ctx) => {
      const customer = authorizeCustomer(ctx);
      return service.companiesOf(ctx.deps, ctx.loaders, customer, await sorgNames(ctx));
    },
  },
  Customer: {
    id: (row) => customerId({ isr: row.custCodeIsr, r3: row.custCodeR3 }) ?? String(row.id),
    custName: (row) => row.name,
    custCode: (row) => ({ unified: row.custCodeUnified, isr: row.custCodeIsr, r3: row.custCodeR3 }),
    custAddress: (row) => row.address,
    custCity: (row) => row.city,
    custEmail: (row) => row.email,
    custPhone: (row) => row.phone,
    custAreas: async (row, _args, ctx) => service.areasOf(ctx.loaders, row, await sorgNames(ctx)),
  },
};
