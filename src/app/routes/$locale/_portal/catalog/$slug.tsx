import { createFileRoute } from '@tanstack/react-router';
import { isReservedSlug } from '../../../../../shared/catalog/catalog-rules';
import { loadProductDetails } from '../../../../features/catalog/catalog-loaders';
import { ProductRouteError } from '../../../../features/catalog/components/product-route-error';
import { ProductDetailsPage } from '../../../../features/catalog/pages/product-details-page';
import { ComingSoonPage } from '../../../../features/navigation/pages/coming-soon-page';

// /catalog/{slug} (ROUTES['catalog-slug']): groupsets and any product by slug. The catalog's fixed children are
// reserved words (CATALOG_RESERVED_SLUGS): one without a page file yet (fast order, repeat order) keeps the
// "coming soon" page of the catch-all route instead of asking the server for a product of that name.
export const Route = createFileRoute('/$locale/_portal/catalog/$slug')({
  loader: async ({ context, params }) => {
    if (isReservedSlug(params.slug)) return;
    await loadProductDetails(context.queryClient, params.slug);
  },
  component: ProductDetails,
  errorComponent: ProductRouteError,
});

function ProductDetails() {
  const { locale, slug } = Route.useParams();
  if (isReservedSlug(slug)) return <ComingSoonPage path={`/catalog/${slug}`} />;
  return <ProductDetailsPage key={slug} slug={slug} locale={locale} />;
}
