import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../../features/checkout/pages/checkout-page';

// /cart/checkout: ROUTES['cart-checkout'] in src/shared/access/routes.ts (spec 01 §2, §5). On phones the second
// step, after /cart/checkout/shipment.
export const Route = createFileRoute('/$locale/_portal/cart/checkout')({
  component: Checkout,
});

function Checkout() {
  const { locale } = Route.useParams();
  return <CheckoutPage locale={locale} step="review" />;
}
