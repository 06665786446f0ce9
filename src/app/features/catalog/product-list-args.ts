import type { CatalogCategory, CatalogListSearch, CatalogView } from '../../../shared/catalog/list-search';
import { toProductFilter } from '../../../shared/catalog/list-search';
import type { ProductGroupsArgs } from './api/catalog.queries';
import type { CatalogConfig } from './catalog-viewer';

/** What a list page shows for a URL: the view, the category and the productGroups arguments. */
export interface ProductListArgs {
  view: CatalogView;
  category: CatalogCategory;
  args: ProductGroupsArgs;
}

/**
 * The list of a URL: a category page's own category wins over the URL's; the view is the URL's or the host's
 * catalogDefaultView; articles per group are the item view quota in the item view, the model view quota on
 * cards (spec 01 §9). The route's loader and the page compute the same arguments, so the page reads the cache.
 */
export function productListArgs(
  search: CatalogListSearch,
  config: CatalogConfig,
  fixedCategory?: CatalogCategory,
): ProductListArgs {
  const category = fixedCategory ?? search.category ?? 'bike';
  const view = search.view ?? config.defaultView;
  const query = toProductFilter({ ...search, category });
  return {
    view,
    category,
    args: { ...query, itemLimit: view === 'item' ? config.itemViewQuota : config.modelViewQuota },
  };
}
