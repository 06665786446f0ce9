import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { hasScope } from '../../../../shared/access/scopes';
import { downloadCustomers } from '../../../features/customers/offline-customers';
import { HomeScreenHowTo } from '../../../features/install/components/home-screen-how-to';
import { useInstallState } from '../../../features/install/install-prompt';
import { outboxUserId } from '../../../features/offline/outbox-owner';
import { ReadyForOfflinePage } from '../../../features/offline/pages/ready-for-offline-page';
import { catalogScope, downloadCatalog } from '../../../domain/offline/offline-catalog';
import { userQuery } from '../../../lib/user';

// Every signed-in user, no customer needed: ROUTES.offline in src/shared/access/routes.ts.
export const Route = createFileRoute('/$locale/_portal/offline')({
  component: ReadyForOfflineRoute,
});

function ReadyForOfflineRoute() {
  const { locale } = Route.useParams();
  const userId = outboxUserId();
  const { data: user } = useQuery(userQuery());
  const install = useInstallState();
  // Only users who choose customers have a list to keep (salesCustomers needs menu.change-cust).
  const hasCustomerList = user !== undefined && hasScope(user.scopes, 'menu.change-cust');
  // The catalog copy is the active customer's: a sales user without one has none to download.
  const customerId = catalogScope()?.customerId ?? '-';
  const hasCatalog = user !== undefined && hasScope(user.scopes, 'page.catalog') && customerId !== '-';
  if (userId === null) return null;
  return (
    <ReadyForOfflinePage
      userId={userId}
      locale={locale}
      downloadCustomers={hasCustomerList ? downloadCustomers : undefined}
      downloadCatalog={hasCatalog ? () => downloadCatalog({ full: true }) : undefined}
      customerId={customerId}
      installFirst={{ needed: install.needsHowTo, howTo: <HomeScreenHowTo /> }}
    />
  );
}
