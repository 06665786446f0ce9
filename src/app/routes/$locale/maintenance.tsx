import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../../features/navigation/pages/maintenance-page';

// The $locale route's maintenance guard sends every page here while the server is not online, and this page
// back to the login page once it is.
export const Route = createFileRoute('/$locale/maintenance')({
  component: Maintenance,
});

function Maintenance() {
  const { locale } = Route.useRouteContext();
  return <MaintenancePage locale={locale} />;
}
