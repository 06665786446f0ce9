import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../../../shared/catalog/list-search';
import { loadProductList } from '../../../../features/catalog/catalog-loaders';
import { validateListSearch } from '../../../../features/catalog/catalog.search';
import { PurchasesPage } from '../../../../features/catalog/pages/purchases-page';

// /catalog/previous-purchases (ROUTES['catalog-previous-purchases']): the same list as /catalog/list over the customer's orders.
export const Route = createFileRoute('/$locale/_portal/catalog/previous-purchases')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    loadProductList(context.queryClient, params.locale, 'previous-purchases', {
      ...deps,
      category: deps.category ?? 'bike',
    }),
  component: PreviousPurchases,
});

function PreviousPurchases() {
  const search = parseListSearch(Route.useSearch());
  return <PurchasesPage kind="previous-purchases" search={search} />;
}
