import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { actingCustomerCodeOf } from '../../../domain/customer/acting-customer';
import { HomePage } from '../../../features/home/pages/home-page';
import { pageUserId } from '../../../lib/session';
import { userQuery } from '../../../lib/user';

// No loader: the portal layout's guard has the user, which the greeting needs.
export const Route = createFileRoute('/$locale/_portal/')({
  component: HomeRoute,
});

// The rep's card of the device's copy reads it as "Ready for offline" does (features/offline), loaded on demand with
// the local database, so the home's first load carries neither. The copy is the active customer's catalog.
async function loadDeviceCopyReader() {
  const [{ catalogScope }, { offlineReadiness }, { formatBytes }] = await Promise.all([
    import('../../../domain/offline/offline-catalog'),
    import('../../../features/offline/offline-readiness'),
    import('../../../lib/format-bytes'),
  ]);
  return async (language: string) => {
    const scope = catalogScope();
    if (!scope) return { catalog: null, customers: null, unsent: 0, attention: 0 };
    const { catalog, customers, unsent, attention } = await offlineReadiness(scope.userId, scope.customerId);
    return {
      customers,
      unsent,
      attention,
      catalog: catalog && {
        savedAt: catalog.savedAt,
        count: catalog.count,
        size: catalog.bytes === null ? null : formatBytes(catalog.bytes, language),
      },
    };
  };
}

function HomeRoute() {
  const { locale } = Route.useParams();
  const { data: user } = useQuery(userQuery());
  const userId = pageUserId();
  const customer = user ? actingCustomerCodeOf(user) : null;
  const deviceCopy = useMemo(
    () => (userId === null ? undefined : { loadReader: loadDeviceCopyReader, copyKey: `${userId}:${customer ?? '-'}` }),
    [userId, customer],
  );
  return <HomePage locale={locale} deviceCopy={deviceCopy} />;
}
