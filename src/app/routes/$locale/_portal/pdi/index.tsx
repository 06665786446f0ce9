import { createFileRoute } from '@tanstack/react-router';
import { pdiListQuery } from '../../../../features/pdi/api/pdi.queries';
import { parsePdiListSearch } from '../../../../features/pdi/pdi.search';
import { PdiListPage } from '../../../../features/pdi/pages/pdi-list-page';

// /pdi (ROUTES.pdi, scope page.pdi): search, show-deleted toggle, pages of 10 or 20 (spec 02 §2).
export const Route = createFileRoute('/$locale/_portal/pdi/')({
  validateSearch: (search: Record<string, unknown>) => parsePdiListSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.query(pdiListQuery(deps)).catch(() => undefined),
  component: PdiList,
});

function PdiList() {
  const { locale } = Route.useParams();
  const search = Route.useSearch();
  return <PdiListPage locale={locale} search={search} />;
}
