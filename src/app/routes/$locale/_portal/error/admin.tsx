import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { AdminErrorPage, type AdminErrorSearch } from '../../../../features/navigation/pages/admin-error-page';

// A value that is not text becomes the empty text; an absent one stays absent. Checked by hand: the route tree's
// search validation is on the first load (lib/json-shape.ts).
const text = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : '';

// Spec 01 §2: error/admin (query pt page title, pi page icon, t title, s subtitle).
function validateAdminErrorSearch(raw: AdminErrorSearch & SearchSchemaInput): AdminErrorSearch {
  const query: Partial<Record<string, unknown>> = { ...raw };
  const search: AdminErrorSearch = {};
  for (const key of ['pt', 'pi', 't', 's'] as const) {
    const value = text(query[key]);
    if (value !== undefined) search[key] = value;
  }
  return search;
}

export const Route = createFileRoute('/$locale/_portal/error/admin')({
  validateSearch: validateAdminErrorSearch,
  component: AdminError,
});

function AdminError() {
  const search = Route.useSearch();
  return <AdminErrorPage search={search} />;
}
