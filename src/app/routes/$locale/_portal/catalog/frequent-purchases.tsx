import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../../../shared/catalog/list-search';
import { loadProductList } from '../../../../features/catalog/catalog-loaders';
import { validateListSearch } from '../../../../features/catalog/catalog.search';
import { PurchasesPage } from '../../../../features/catalog/pages/purchases-page';

// /catalog/frequent-purchases (ROUTES['catalog-frequent-purchases']): the same list as /catalog/list over the customer's orders.
export const Route = createFileRoute('/$locale/_portal/catalog/frequent-purchases')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    loadProductList(context.queryClient, params.locale, 'frequent-purchases', {
      ...deps,
      category: deps.category ?? 'bike',
    }),
  component: FrequentPurchases,
});

function FrequentPurchases() {
  const search = parseListSearch(Route.useSearch());
  return <PurchasesPage kind="frequent-purchases" search={search} />;
}
