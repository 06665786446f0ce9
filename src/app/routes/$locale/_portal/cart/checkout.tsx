import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../../features/cart/pages/checkout-page';

// Checkout is the next release; ROUTES['cart-checkout'] in src/shared/access/routes.ts.
export const Route = createFileRoute('/$locale/_portal/cart/checkout')({
  component: CheckoutPage,
});
