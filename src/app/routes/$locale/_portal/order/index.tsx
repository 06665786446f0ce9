import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isOnline } from '../../../../lib/connectivity';
import { orderListQuery } from '../../../../features/orders/api/orders.queries';
import { parseOrderListSearch } from '../../../../features/orders/orders.search';
import { OrderListPage } from '../../../../features/orders/pages/order-list-page';

// /order (ROUTES.order): page.order-status, the page-orderlist guard and a selected customer. Filters in the URL.
export const Route = createFileRoute('/$locale/_portal/order/')({
  validateSearch: (search: Record<string, unknown>) => parseOrderListSearch(search),
  loaderDeps: ({ search }) => search,
  // A failure is the page's to show (with a retry), not the route's.
  // Offline it does not wait at all (a query's retries pause offline): the page opens with the device's drafts.
  loader: ({ context, deps }) =>
    isOnline() ? context.queryClient.query(orderListQuery(deps)).catch(() => undefined) : undefined,
  component: OrderList,
});

// The device's order drafts load apart from the page (the local database and the outbox are not the list's).
const OrderDraftsSection = lazy(() =>
  import('../../../../features/order-drafts/order-drafts-section').then((m) => ({ default: m.OrderDraftsSection })),
);

function OrderList() {
  const { locale } = Route.useParams();
  const drafts = (
    <Suspense fallback={null}>
      <OrderDraftsSection locale={locale} />
    </Suspense>
  );
  const search = Route.useSearch();
  // The typed filters follow the URL (back and forward): a new set of them starts the form afresh.
  const typed = [search.from, search.to, search.po, search.orderNo].join('|');
  return <OrderListPage key={typed} locale={locale} search={search} drafts={drafts} />;
}
