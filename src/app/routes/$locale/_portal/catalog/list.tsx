import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../../../shared/catalog/list-search';
import { loadProductList } from '../../../../features/catalog/catalog-loaders';
import { validateListSearch } from '../../../../features/catalog/catalog.search';
import { ProductListPage } from '../../../../features/catalog/pages/product-list-page';

// /catalog/list (ROUTES['catalog-list']): category, search, view, page, sort and every filter in the URL.
export const Route = createFileRoute('/$locale/_portal/catalog/list')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadProductList(context.queryClient, params.locale, 'catalog', deps),
  component: ProductList,
});

function ProductList() {
  const { t } = useLingui();
  const search = parseListSearch(Route.useSearch());
  const titles = { bike: t`Bikes`, paa: t`Parts and accessories`, groupset: t`Groupsets` };
  return <ProductListPage source="catalog" search={search} title={titles[search.category ?? 'bike']} />;
}
