import { createFileRoute } from '@tanstack/react-router';
import { validateRepeatOrderSearch } from '../../../../features/cart/cart.search';
import { RepeatOrderPage } from '../../../../features/cart/pages/repeat-order-page';

// Scope page.catalog and a selected customer: ROUTES['catalog-repeat-order'] in src/shared/access/routes.ts.
export const Route = createFileRoute('/$locale/_portal/catalog/repeat-order')({
  validateSearch: validateRepeatOrderSearch,
  component: RepeatOrderPage,
});
