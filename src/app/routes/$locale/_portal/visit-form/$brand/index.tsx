import { createFileRoute, notFound } from '@tanstack/react-router';
import { isVisitBrand, parseVisitListSearch } from '../../../../../../shared/visit-forms/visit-address';
import { isVisitBrandOpen } from '../../../../../../shared/visit-forms/visit-access';
import { prefetchVisitFormData, visitListQuery } from '../../../../../features/visit-forms/api/visit-forms.queries';
import { VisitFormsClosed } from '../../../../../features/visit-forms/components/visit-forms-closed';
import { VisitListPage } from '../../../../../features/visit-forms/pages/visit-list-page';
import { pageUserId } from '../../../../../lib/session';

// /visit-form/polygon and /visit-form/wim (ROUTES['visit-form-polygon'|'visit-form-wim']): scope page.formvisit,
// no customer needed, chip hidden. The list works offline: the page reads the device's copy and the outbox.
export const Route = createFileRoute('/$locale/_portal/visit-form/$brand/')({
  params: {
    parse: ({ brand }) => {
      if (!isVisitBrand(brand)) notFound({ throw: true });
      return { brand: brand as 'polygon' | 'wim' };
    },
  },
  validateSearch: (search: Record<string, unknown>) => parseVisitListSearch(search),
  loaderDeps: ({ search }) => search,
  // Loaded, its failure left to the page: offline it still lists what the device holds. The brand's customers and
  // reference lists come along (the layout's idle work may not have run yet): 'New visit' needs them offline too.
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.query(visitListQuery(params.brand, deps)).catch(() => undefined),
      prefetchVisitFormData(context.queryClient, [params.brand]),
    ]),
  component: VisitList,
});

function VisitList() {
  const { locale, brand } = Route.useParams();
  const search = Route.useSearch();
  const { viewer } = Route.useRouteContext();
  if (!isVisitBrandOpen(brand, viewer.userAreas)) return <VisitFormsClosed />;
  return <VisitListPage brand={brand} locale={locale} search={search} userId={pageUserId()} userName={viewer.name} />;
}
