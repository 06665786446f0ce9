import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BEST_SELLERS_LIMIT, CATALOG_PAGE_LIMIT, SUGGESTION_LIMIT } from '../../../../shared/catalog/catalog-rules';
import {
  type CatalogCategory,
  type ProductFilter,
  type ProductQuery,
  toProductCategory,
} from '../../../../shared/catalog/list-search';
import type {
  CatalogBikeCategoriesQuery,
  CatalogFilterOptionsQuery,
  CatalogProductDetailsQuery,
  CatalogProductGroupsQuery,
  CatalogSearchSuggestionQuery,
} from '../../../gql/graphql';
import { isAbortError, NetworkError } from '../../../lib/api';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import { queryKeys } from '../../../lib/query-keys';
import {
  bestSellersDocument,
  bikeCategoriesDocument,
  filterOptionsDocument,
  frequentPurchasesDocument,
  previousPurchasesDocument,
  productCountsDocument,
  productDetailsDocument,
  productGroupsDocument,
  promotionsDocument,
  searchSuggestionDocument,
  subscribeRestockDocument,
  unsubscribeRestockDocument,
} from './catalog.operations';

/** Catalog answers change with stock and prices, not by the second: a minute is fresh. */
const CATALOG_STALE_MS = 60_000;

// Offline (ARCHITECTURE.md "Offline"): when the network does not answer, the list, search and product pages read the
// device's copy of the active customer's catalog (src/browser/catalog/local-catalog.ts, kept by
// domain/offline/offline-catalog.ts). The copy holds the same GraphQL fields these documents ask for (catalogSync
// asks for a superset), so its records stand in for the answers. Loaded on demand: the local database stays off the
// catalog's chunks until the network fails.

/** When an answer came from the device's copy: the time of that copy ('prices and stock as of {time}'). */
export interface OfflineCopy {
  offlineAsOf?: number;
}

async function deviceCatalog() {
  const [{ catalogScope }, local] = await Promise.all([
    import('../../../domain/offline/offline-catalog'),
    import('../../../../browser/catalog/local-catalog'),
  ]);
  const scope = catalogScope();
  return scope && scope.customerId !== '-' ? { scope, local } : null;
}

/** The bike categories' merchandise categories as the last answer gave them: the offline `bikeCategories` filter. */
let knownBikeCategories: ReadonlyMap<number, readonly number[]> = new Map();

/** A product page the device's copy does not hold, while offline: 'not available offline', never the 404. */
export class NotAvailableOfflineError extends Error {
  constructor(slug: string) {
    super(`${slug} is not in the device's catalog`);
    this.name = 'NotAvailableOfflineError';
  }
}

/** How many product groups each category has for the active customer (the toggle, the default URL). */
export function productCountsQuery() {
  return queryOptions({
    queryKey: queryKeys.catalog.counts(),
    queryFn: offlineFirst(
      async ({ signal }) => (await graphqlRequest(productCountsDocument, {}, { signal })).productCounts,
      async () => {
        const device = await deviceCatalog();
        return device ? device.local.localProductCounts(device.scope) : undefined;
      },
    ),
    staleTime: 5 * 60_000,
  });
}

type BikeCategories = CatalogBikeCategoriesQuery['bikeCategories'];

/** The bike categories as the device's copy was downloaded with them (the menu and the filter offline). */
async function localBikeCategories(): Promise<BikeCategories | undefined> {
  const device = await deviceCatalog();
  return device ? device.local.localBikeCategories(device.scope) : undefined;
}

/**
 * The bike categories of the category menu. Spec 01 §8: a failed load logs 'Something went wrong (0101)' and
 * tells the user nothing; the menu then offers only 'all categories'.
 */
export function bikeCategoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.catalog.bikeCategories(),
    queryFn: offlineFirst(async ({ signal }) => {
      try {
        const categories = (await graphqlRequest(bikeCategoriesDocument, {}, { signal })).bikeCategories;
        knownBikeCategories = new Map(
          categories.map((category) => [Number(category.id), category.mcIds.map(Number)] as const),
        );
        return categories;
      } catch (error) {
        if (!isAbortError(error)) console.error('Something went wrong (0101)', error);
        throw error;
      }
    }, localBikeCategories),
    staleTime: 30 * 60_000,
    retry: false,
  });
}

type FilterOptions = CatalogFilterOptionsQuery['filter'];

/** The filter choices with their counts from the device's copy, as the server counts them (shared rule). */
async function localFilterOptions(
  category: CatalogCategory,
  active: ProductFilter | undefined,
): Promise<FilterOptions | undefined> {
  const device = await deviceCatalog();
  return device
    ? device.local.localFilterOptions(device.scope, toProductCategory(category), active, knownBikeCategories)
    : undefined;
}

/**
 * The filter choices of a category (brands, promotions; for bikes also tags, sizes, series, models, prices). With
 * the list's active filter, each choice counts the product groups the list would show if it were also ticked.
 */
export function filterOptionsQuery(category: CatalogCategory, active?: ProductFilter) {
  return queryOptions({
    queryKey: queryKeys.catalog.filter(category, active),
    queryFn: offlineFirst(
      async ({ signal }) =>
        (await graphqlRequest(filterOptionsDocument, { category: toProductCategory(category), active }, { signal }))
          .filter,
      () => localFilterOptions(category, active),
    ),
    staleTime: 10 * 60_000,
    // A changed filter keeps the previous counts on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Which list a page shows: the catalog, or the customer's previous or frequent purchases. */
export type ProductListSource = 'catalog' | 'previous-purchases' | 'frequent-purchases';

const listDocuments = {
  catalog: productGroupsDocument,
  'previous-purchases': previousPurchasesDocument,
  'frequent-purchases': frequentPurchasesDocument,
} as const;

export interface ProductGroupsArgs extends ProductQuery {
  /** Articles per group: the model view quota for cards, the item view quota for rows (spec 01 §9). */
  itemLimit: number;
}

export type ProductGroupsPage = CatalogProductGroupsQuery['productGroups'] & OfflineCopy;

/** The catalog list from the device's copy (the purchase lists need the server's order history). */
async function localProductGroups(args: ProductGroupsArgs): Promise<ProductGroupsPage | undefined> {
  const device = await deviceCatalog();
  if (!device) return undefined;
  const page = await device.local.localProductGroups(device.scope, {
    filter: args.filter,
    sort: args.sort,
    page: args.page,
    limit: CATALOG_PAGE_LIMIT,
    bikeCategoryMcIds: knownBikeCategories,
    itemsLimit: args.itemLimit,
  });
  if (!page) return undefined;
  // The stored records are the catalogSync document's Product and ProductGroup (a superset of the fields here).
  return { items: page.items, info: page.info, offlineAsOf: page.asOf };
}

/** One page (12) of product groups of a list, with up to `itemLimit` articles each. */
export function productGroupsQuery(source: ProductListSource, args: ProductGroupsArgs) {
  return queryOptions({
    queryKey: queryKeys.catalog.groups(source, args),
    queryFn: offlineFirst(
      async ({ signal }): Promise<ProductGroupsPage> => {
        const variables = {
          page: args.page,
          limit: CATALOG_PAGE_LIMIT,
          sort: args.sort,
          filter: args.filter,
          itemLimit: args.itemLimit,
        };
        if (source === 'previous-purchases') {
          return (await graphqlRequest(listDocuments[source], variables, { signal })).previousPurchases;
        }
        if (source === 'frequent-purchases') {
          return (await graphqlRequest(listDocuments[source], variables, { signal })).frequentPurchases;
        }
        return (await graphqlRequest(listDocuments[source], variables, { signal })).productGroups;
      },
      source === 'catalog' ? () => localProductGroups(args) : undefined,
    ),
    staleTime: CATALOG_STALE_MS,
    // A changed filter or page keeps the previous page on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The running promotions of a category (the home's promotion cards). */
export function promotionsQuery(category: 'bike' | 'paa') {
  return queryOptions({
    queryKey: queryKeys.catalog.promotions(category),
    queryFn: offlineFirst(
      async ({ signal }) =>
        (await graphqlRequest(promotionsDocument, { category: toProductCategory(category) }, { signal })).promotions,
    ),
    staleTime: 10 * 60_000,
  });
}

/** The 8 best sellers of a category (spec 01 §7). */
export function bestSellersQuery(category: 'bike' | 'paa') {
  return queryOptions({
    queryKey: queryKeys.catalog.bestSellers(category),
    queryFn: offlineFirst(
      async ({ signal }) =>
        (
          await graphqlRequest(
            bestSellersDocument,
            { category: toProductCategory(category), limit: BEST_SELLERS_LIMIT },
            { signal },
          )
        ).bestSellers,
    ),
    staleTime: 10 * 60_000,
  });
}

type Suggestion = CatalogSearchSuggestionQuery['searchSuggestion'];

async function localSuggestion(term: string, category: CatalogCategory): Promise<Suggestion | undefined> {
  const device = await deviceCatalog();
  if (!device) return undefined;
  const answer = await device.local.localSearchSuggestion(
    device.scope,
    term,
    toProductCategory(category),
    SUGGESTION_LIMIT,
  );
  return answer ? { products: answer.products, suggestion: answer.suggestion } : undefined;
}

/**
 * Up to 4 suggestions for a term (from the device's copy when offline). Spec 01 §8: a failure logs 'Something
 * went wrong (01).' and shows nothing (an empty answer, never an error on screen).
 */
export function searchSuggestionQuery(term: string, category: CatalogCategory) {
  return queryOptions({
    queryKey: queryKeys.catalog.suggestion(term, category),
    queryFn: async ({ signal }): Promise<Suggestion> => {
      try {
        return (
          await graphqlRequest(
            searchSuggestionDocument,
            { term, category: toProductCategory(category), limit: SUGGESTION_LIMIT },
            { signal },
          )
        ).searchSuggestion;
      } catch (error) {
        if (isAbortError(error)) throw error;
        const local =
          error instanceof NetworkError ? await localSuggestion(term, category).catch(() => undefined) : undefined;
        if (local) return local;
        console.error('Something went wrong (01).', error);
        return { products: [], suggestion: [] };
      }
    },
    staleTime: CATALOG_STALE_MS,
    retry: false,
  });
}

export type ProductDetails = NonNullable<CatalogProductDetailsQuery['productDetailsV2']> & OfflineCopy;

/** A product page from the device's copy; undefined when it does not hold the product (or there is no copy). */
async function localProductDetails(slug: string): Promise<ProductDetails | undefined> {
  const device = await deviceCatalog();
  if (!device) return undefined;
  const answer = await device.local.localProductDetails(device.scope, slug);
  if (!answer.found) return undefined;
  // The stored records are the GraphQL ProductGroup and Product; promotions are not part of the copy.
  return {
    group: answer.group,
    products: answer.products,
    selected: answer.selected ? { id: answer.selected.id } : null,
    promotions: [],
    offlineAsOf: answer.asOf,
  };
}

/**
 * A product page by slug (a group's or one article's); null: the server does not know the slug (a 404). Offline,
 * the device's copy answers; a product it does not hold is {@link NotAvailableOfflineError}, not a 404.
 */
export function productDetailsQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.details(slug),
    queryFn: async ({ signal, client, queryKey }): Promise<ProductDetails | null> => {
      try {
        return (await graphqlRequest(productDetailsDocument, { slug }, { signal })).productDetailsV2;
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        const cached = client.getQueryData<ProductDetails | null>(queryKey);
        if (cached) return cached;
        const local = await localProductDetails(slug).catch(() => undefined);
        if (local) return local;
        throw new NotAvailableOfflineError(slug);
      }
    },
    staleTime: CATALOG_STALE_MS,
    // Offline, asking again changes nothing; online, the error was not the network's.
    retry: (count, error) => !(error instanceof NotAvailableOfflineError) && count < 1,
  });
}

/** What a restock toggle asks: notify or stop notifying about one article. */
export interface RestockChange {
  articleCode: string;
  sorg: string;
  subscribe: boolean;
}

/** subscribe/unsubscribeRestockedNotification; resolves with the new state, throws on a refusal. */
export function useRestockNotification(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ articleCode, sorg, subscribe }: RestockChange): Promise<boolean> => {
      const payload = subscribe
        ? (await graphqlRequest(subscribeRestockDocument, { articleCode, sorg })).subscribeRestockedNotification
        : (await graphqlRequest(unsubscribeRestockDocument, { articleCode, sorg })).unsubscribeRestockedNotification;
      if (payload.message.status !== 'SUCCESS' || payload.userErrors.length > 0) {
        throw new Error(payload.userErrors[0]?.message ?? payload.message.description);
      }
      return payload.restockNotification;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalog.details(slug) });
    },
  });
}
