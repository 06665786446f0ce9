import { createFileRoute, notFound } from '@tanstack/react-router';
import { isVisitBrandOpen } from '../../../../../../shared/visit-forms/visit-access';
import { isVisitBrand } from '../../../../../../shared/visit-forms/visit-address';
import { VisitFormsClosed } from '../../../../../features/visit-forms/components/visit-forms-closed';
import { VisitCreatePage } from '../../../../../features/visit-forms/pages/visit-create-page';
import { pageUserId } from '../../../../../lib/session';

// /visit-form/{brand}/create (ROUTES['visit-form-polygon-create'|'visit-form-wim-create']).
export const Route = createFileRoute('/$locale/_portal/visit-form/$brand/create')({
  params: {
    parse: ({ brand }) => {
      if (!isVisitBrand(brand)) notFound({ throw: true });
      return { brand: brand as 'polygon' | 'wim' };
    },
  },
  component: VisitCreate,
});

function VisitCreate() {
  const { locale, brand } = Route.useParams();
  const { viewer } = Route.useRouteContext();
  if (!isVisitBrandOpen(brand, viewer.userAreas)) return <VisitFormsClosed />;
  return <VisitCreatePage brand={brand} locale={locale} userId={pageUserId()} />;
}
