import { createFileRoute } from '@tanstack/react-router';
import { pdiChecklistQuery } from '../../../../features/pdi/api/pdi.queries';
import { PdiCreatePage } from '../../../../features/pdi/pages/pdi-create-page';

// /pdi/create (ROUTES['pdi-create'], docs/decisions.md "PDI pages"): a new PDI for the active customer.
export const Route = createFileRoute('/$locale/_portal/pdi/create')({
  loader: ({ context }) => context.queryClient.query(pdiChecklistQuery()).catch(() => undefined),
  component: PdiCreate,
});

function PdiCreate() {
  const { locale } = Route.useParams();
  return <PdiCreatePage locale={locale} />;
}
