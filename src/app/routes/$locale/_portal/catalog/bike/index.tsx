import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../../../../shared/catalog/list-search';
import { loadProductList } from '../../../../../features/catalog/catalog-loaders';
import { validateListSearch } from '../../../../../features/catalog/catalog.search';
import { ProductListPage } from '../../../../../features/catalog/pages/product-list-page';

// /catalog/bike (ROUTES['catalog-bike']): the category's landing is its product list (docs/decisions.md), with
// the same filters, sort and pages in the URL as /catalog/list.
export const Route = createFileRoute('/$locale/_portal/catalog/bike/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadProductList(context.queryClient, params.locale, 'catalog', deps, 'bike'),
  component: CategoryList,
});

function CategoryList() {
  const { t } = useLingui();
  const search = parseListSearch(Route.useSearch());
  return <ProductListPage source="catalog" search={search} fixedCategory="bike" title={t`Bike Catalog`} />;
}
