import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../../../shared/catalog/list-search';
import { loadProductList } from '../../../../features/catalog/catalog-loaders';
import { validateListSearch } from '../../../../features/catalog/catalog.search';
import { ProductListPage } from '../../../../features/catalog/pages/product-list-page';

// /catalog/groupset (ROUTES['catalog-groupset']): the groupsets' landing is their product list (docs/decisions.md).
export const Route = createFileRoute('/$locale/_portal/catalog/groupset')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    loadProductList(context.queryClient, params.locale, 'catalog', deps, 'groupset'),
  component: GroupsetList,
});

function GroupsetList() {
  const { t } = useLingui();
  const search = parseListSearch(Route.useSearch());
  return <ProductListPage source="catalog" search={search} fixedCategory="groupset" title={t`Groupset Catalog`} />;
}
