import { createFileRoute } from '@tanstack/react-router';
import { cartQuery } from '../../../../domain/cart/cart.queries';
import { cartViewerOf } from '../../../../domain/cart/cart-viewer';
import { CartListActions } from '../../../../features/cart-lists/components/cart-list-actions';
import { CartPage } from '../../../../features/cart/pages/cart-page';
import { userQuery } from '../../../../lib/user';

// Scope cart.display-order-qty and a selected customer: ROUTES.cart in src/shared/access/routes.ts.
export const Route = createFileRoute('/$locale/_portal/cart/')({
  // The cart loads only for users with a customer code (spec 01 §6); without one the page says so.
  loader: async ({ context }) => {
    const user = await context.queryClient.query(userQuery());
    if (cartViewerOf(user).canLoadCart) await context.queryClient.query(cartQuery());
  },
  component: Cart,
});

function Cart() {
  const { locale } = Route.useParams();
  // The named lists are a feature of their own, put beside the cart's actions here (features do not import each other).
  return <CartPage listActions={<CartListActions locale={locale} />} />;
}
