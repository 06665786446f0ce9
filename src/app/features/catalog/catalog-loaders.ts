import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { isPaaDisabled } from '../../../shared/catalog/catalog-rules';
import { type CatalogCategory, parseListSearch } from '../../../shared/catalog/list-search';
import { configQuery } from '../../lib/config';
import {
  bikeCategoriesQuery,
  filterOptionsQuery,
  productDetailsQuery,
  productCountsQuery,
  productGroupsQuery,
  type ProductListSource,
} from './api/catalog.queries';
import { catalogConfigOf } from './catalog-viewer';
import { productListArgs } from './product-list-args';

// The catalog routes' loaders: they fill the cache the pages read (STYLE §6: the route loads, the page reads).

/**
 * A list page: starts its page of product groups, its filter choices and the bike categories. None is awaited:
 * a changed filter shows at once (the checkbox, the chip, the address) while the previous page stays on screen,
 * dimmed, until the new one arrives; each part shows its own failure.
 */
export async function loadProductList(
  queryClient: QueryClient,
  locale: string,
  source: ProductListSource,
  urlSearch: unknown,
  fixedCategory?: CatalogCategory,
): Promise<void> {
  const config = await queryClient.query(configQuery()).catch(() => undefined);
  const { category, args } = productListArgs(parseListSearch(urlSearch), catalogConfigOf(config), fixedCategory);
  if (category === 'paa' && source === 'catalog') await guardPaa(queryClient, locale);
  const background = (load: Promise<unknown>) => void load.catch(() => undefined);
  background(queryClient.query(productGroupsQuery(source, args)));
  background(queryClient.query(filterOptionsQuery(category, args.filter)));
  if (category === 'bike') background(queryClient.query(bikeCategoriesQuery()));
}

/**
 * The disable-paa guard: a PAA page of a customer without PAA goes to the bike catalog home, replacing the address
 * (the home corrects the category again when there are no bikes either).
 */
export async function guardPaa(queryClient: QueryClient, locale: string): Promise<void> {
  const counts = await queryClient.query(productCountsQuery()).catch(() => undefined);
  if (isPaaDisabled(counts)) {
    redirect({ to: '/$locale/catalog', params: { locale }, search: { category: 'bike' }, replace: true, throw: true });
  }
}

/** A product page; a slug the server does not know is the 404 page (spec 01 §8). */
export async function loadProductDetails(queryClient: QueryClient, slug: string): Promise<void> {
  const details = await queryClient.query(productDetailsQuery(slug));
  if (!details) notFound({ throw: true });
}
