import DataLoader from 'dataloader';
import type { AppDeps } from '../app-deps';
import type { AccessClaims } from '../auth/access-token';
import type { Db } from '../db/client';
import { creditCustomersOfCompanies, customerAreasOf } from '../modules/customers/customers.service';
import type { Viewer } from '../auth/viewer';

/** Per-request DataLoaders: one SQL statement per list level, never one per row. */
function createLoaders(db: Db) {
  return {
    customerAreas: new DataLoader(async (customerIds: readonly number[]) => {
      const rows = await customerAreasOf({ db }, customerIds);
      return customerIds.map((id) => rows.filter((r) => r.area.customerId === id));
    }),
    /** Per company id, the customers it carries credit for (areas and companies both read it). */
    companyCreditCustomers: new DataLoader(async (companyIds: readonly number[]) => {
      const rows = await creditCustomersOfCompanies({ db }, companyIds);
      return companyIds.map((id) => rows.filter((r) => r.companyId === id).map((r) => r.credit));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** What every resolver receives: the dependencies, the signed-in viewer, its token and the loaders. */
export interface GraphQLContext {
  deps: AppDeps;
  db: Db;
  viewer: Viewer;
  claims: AccessClaims;
  /** The hostname the request came to (its config decides sorg, languages, formats). */
  host: string;
  /** The client's address (behind the trusted proxies), for the sign-in limits. */
  ip: string;
  loaders: Loaders;
}

/** The part of the context the HTTP layer supplies after authenticating the request. */
export interface RequestContext {
  viewer: Viewer;
  claims: AccessClaims;
  host: string;
  ip: string;
}

export function buildContext(deps: AppDeps, request: RequestContext): Omit<GraphQLContext, never> {
  return { deps, db: deps.db, ...request, loaders: createLoaders(deps.db) };
}
