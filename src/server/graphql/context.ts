import DataLoader from 'dataloader';
import type { AppDeps } from '../app-deps';
import type { AccessClaims } from '../auth/access-token';
import type { Db } from '../db/client';
import { textReaderFor, type TextReader } from '../modules/hosts/hosts.service';
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
  /**
   * Content fields in the reader's language (src/shared/content/localized-text.ts): the language the app asked for
   * (Accept-Language), the host's first language as the fallback. Read once per request.
   */
  texts: () => Promise<TextReader>;
}

/** The part of the context the HTTP layer supplies after authenticating the request. */
export interface RequestContext {
  viewer: Viewer;
  claims: AccessClaims;
  host: string;
  ip: string;
  /** The request's Accept-Language, which the app sets to its active locale. */
  acceptLanguage?: string | undefined;
}

export function buildContext(deps: AppDeps, request: RequestContext): Omit<GraphQLContext, never> {
  let reader: Promise<TextReader> | undefined;
  return {
    deps,
    db: deps.db,
    ...request,
    loaders: createLoaders(deps.db),
    texts: () => (reader ??= textReaderFor(deps, request.host, request.acceptLanguage)),
  };
}
