import { createFileRoute } from '@tanstack/react-router';
import { pdiChecklistQuery, pdiDetailQuery } from '../../../../features/pdi/api/pdi.queries';
import { PdiEditPage } from '../../../../features/pdi/pages/pdi-edit-page';

// /pdi/{id} (ROUTES['pdi-id'], docs/decisions.md "PDI pages"): one PDI, edited in place.
export const Route = createFileRoute('/$locale/_portal/pdi/$id')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.query(pdiDetailQuery(params.id)).catch(() => undefined),
      context.queryClient.query(pdiChecklistQuery()).catch(() => undefined),
    ]),
  component: PdiEdit,
});

function PdiEdit() {
  const { locale, id } = Route.useParams();
  return <PdiEditPage key={id} locale={locale} id={id} />;
}
