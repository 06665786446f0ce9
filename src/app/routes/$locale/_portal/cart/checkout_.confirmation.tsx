import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationPage } from '../../../../features/checkout/pages/confirmation-page';

// /cart/checkout/confirmation?orders=A,B: ROUTES['cart-checkout-confirmation'] (spec 02 §6 order confirmation).
export const Route = createFileRoute('/$locale/_portal/cart/checkout_/confirmation')({
  validateSearch: (search: Record<string, unknown>): { orders?: string } => {
    const orders = typeof search.orders === 'string' ? search.orders : '';
    return /^[\w-]+(,[\w-]+){0,9}$/.test(orders) ? { orders } : {};
  },
  component: Confirmation,
});

function Confirmation() {
  const { locale } = Route.useParams();
  const { orders } = Route.useSearch();
  return <ConfirmationPage locale={locale} orderNos={orders ? orders.split(',') : []} />;
}
