import { createFileRoute } from '@tanstack/react-router';
import { orderDetailQuery } from '../../../../features/orders/api/orders.queries';
import { OrderDetailPage } from '../../../../features/orders/pages/order-detail-page';

// /order/{orderNo} (ROUTES['order-orderNo']): one order of the active customer.
export const Route = createFileRoute('/$locale/_portal/order/$orderNo')({
  loader: ({ context, params }) => context.queryClient.query(orderDetailQuery(params.orderNo)).catch(() => undefined),
  component: OrderDetail,
});

function OrderDetail() {
  const { locale, orderNo } = Route.useParams();
  return <OrderDetailPage key={orderNo} locale={locale} orderNo={orderNo} />;
}
