import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { AdminErrorPage } from '../../../../features/navigation/pages/admin-error-page';

const text = z.optional(z.catch(z.string(), ''));

// Spec 01 §2: error/admin (query pt page title, pi page icon, t title, s subtitle).
const searchSchema = z.object({ pt: text, pi: text, t: text, s: text });

export const Route = createFileRoute('/$locale/_portal/error/admin')({
  validateSearch: searchSchema,
  component: AdminError,
});

function AdminError() {
  const search = Route.useSearch();
  return <AdminErrorPage search={search} />;
}
