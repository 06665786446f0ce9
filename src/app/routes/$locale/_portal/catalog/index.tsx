import { createFileRoute, redirect } from '@tanstack/react-router';
import { defaultCatalogCategory } from '../../../../../shared/catalog/catalog-rules';
import {
  bestSellersQuery,
  bikeCategoriesQuery,
  filterOptionsQuery,
  productCountsQuery,
  promotionsQuery,
} from '../../../../features/catalog/api/catalog.queries';
import { enterCatalogPreview } from '../../../../domain/catalog/catalog-preview';
import { validateHomeSearch } from '../../../../features/catalog/catalog.search';
import { CatalogHomePage } from '../../../../features/catalog/pages/catalog-home-page';

// /catalog?category=bike|paa (ROUTES.catalog, layout v3). A category without products, or none, is corrected to
// the default category (spec 01 §4) by replacing the address.
export const Route = createFileRoute('/$locale/_portal/catalog/')({
  validateSearch: validateHomeSearch,
  loaderDeps: ({ search }) => ({ category: search.category, preview: search.preview }),
  loader: async ({ context, deps, params }) => {
    const { queryClient } = context;
    if (deps.preview) enterCatalogPreview();
    const counts = await queryClient.query(productCountsQuery()).catch(() => undefined);
    const category = defaultCatalogCategory(deps.category, counts);
    if (deps.category !== category) {
      redirect({
        to: '/$locale/catalog',
        params,
        search: { category, ...(deps.preview ? { preview: true } : {}) },
        replace: true,
        throw: true,
      });
    }
    // Each section loads on its own and shows its own failure; the page waits for none of them.
    const background = (load: Promise<unknown>) => void load.catch(() => undefined);
    background(queryClient.query(promotionsQuery(category)));
    background(queryClient.query(bestSellersQuery(category)));
    background(
      category === 'bike' ? queryClient.query(bikeCategoriesQuery()) : queryClient.query(filterOptionsQuery('paa')),
    );
  },
  component: CatalogHome,
});

function CatalogHome() {
  const { locale } = Route.useParams();
  const { category } = Route.useSearch();
  return <CatalogHomePage locale={locale} category={category ?? 'bike'} />;
}
