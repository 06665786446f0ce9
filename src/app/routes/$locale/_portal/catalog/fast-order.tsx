import { createFileRoute } from '@tanstack/react-router';
import { FastOrderPage } from '../../../../features/cart/pages/fast-order-page';

// Scope page.catalog and a selected customer: ROUTES['catalog-fast-order'] in src/shared/access/routes.ts.
export const Route = createFileRoute('/$locale/_portal/catalog/fast-order')({
  component: FastOrderPage,
});
