import { createFileRoute } from '@tanstack/react-router';
import { parseDeliverySearch } from '../../../../features/orders/orders.search';
import { DeliveryPage } from '../../../../features/orders/pages/delivery-page';

// /order/delivery (ROUTES['order-delivery']): shipped orders and open deliveries, at most 30 days at a time. The
// page asks once it knows the host's today (the default range), so the route loads nothing itself.
export const Route = createFileRoute('/$locale/_portal/order/delivery')({
  validateSearch: (search: Record<string, unknown>) => parseDeliverySearch(search),
  component: Delivery,
});

function Delivery() {
  const { locale } = Route.useParams();
  const search = Route.useSearch();
  return <DeliveryPage key={`${search.tab}-${search.from ?? ''}-${search.to ?? ''}`} locale={locale} search={search} />;
}
