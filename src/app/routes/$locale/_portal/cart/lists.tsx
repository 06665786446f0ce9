import { createFileRoute } from '@tanstack/react-router';
import { cartListsQuery } from '../../../../features/cart-lists/api/cart-lists.queries';
import { CartListsPage } from '../../../../features/cart-lists/pages/cart-lists-page';
import { isOnline } from '../../../../lib/connectivity';

// /cart/lists (ROUTES['cart-lists']): the customer's named lists; online only (the page says so offline).
export const Route = createFileRoute('/$locale/_portal/cart/lists')({
  loader: ({ context }) =>
    isOnline() ? context.queryClient.query(cartListsQuery()).catch(() => undefined) : undefined,
  component: CartListsPage,
});
