import { createFileRoute } from '@tanstack/react-router';
import { loadProductDetails } from '../../../../../features/catalog/catalog-loaders';
import { ProductRouteError } from '../../../../../features/catalog/components/product-route-error';
import { ProductDetailsPage } from '../../../../../features/catalog/pages/product-details-page';

// /catalog/bike/{slug} (ROUTES['catalog-bike-slug']): a model or one of its articles; unknown slugs are the 404.
export const Route = createFileRoute('/$locale/_portal/catalog/bike/$slug')({
  loader: ({ context, params }) => loadProductDetails(context.queryClient, params.slug),
  component: ProductDetails,
  errorComponent: ProductRouteError,
});

function ProductDetails() {
  const { locale, slug } = Route.useParams();
  return <ProductDetailsPage key={slug} slug={slug} locale={locale} />;
}
