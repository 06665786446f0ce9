import { createFileRoute } from '@tanstack/react-router';
import { guardPaa, loadProductDetails } from '../../../../../features/catalog/catalog-loaders';
import { ProductRouteError } from '../../../../../features/catalog/components/product-route-error';
import { ProductDetailsPage } from '../../../../../features/catalog/pages/product-details-page';

// /catalog/paa/{slug} (ROUTES['catalog-paa-slug']): a model or one of its articles; unknown slugs are the 404.
export const Route = createFileRoute('/$locale/_portal/catalog/paa/$slug')({
  loader: async ({ context, params }) => {
    await guardPaa(context.queryClient, params.locale);
    await loadProductDetails(context.queryClient, params.slug);
  },
  component: ProductDetails,
  errorComponent: ProductRouteError,
});

function ProductDetails() {
  const { locale, slug } = Route.useParams();
  return <ProductDetailsPage key={slug} slug={slug} locale={locale} />;
}
