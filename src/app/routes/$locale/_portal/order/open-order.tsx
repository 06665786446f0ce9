import { createFileRoute } from '@tanstack/react-router';
import { openOrderQuery } from '../../../../features/orders/api/orders.queries';
import { OpenOrderPage } from '../../../../features/orders/pages/open-order-page';

// /order/open-order (ROUTES['order-open-order']): openOrderV4 per company and the Excel export.
export const Route = createFileRoute('/$locale/_portal/order/open-order')({
  loader: ({ context }) => context.queryClient.query(openOrderQuery()).catch(() => undefined),
  component: OpenOrder,
});

function OpenOrder() {
  const { locale } = Route.useParams();
  return <OpenOrderPage locale={locale} />;
}
