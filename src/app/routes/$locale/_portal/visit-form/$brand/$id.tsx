import { createFileRoute, notFound } from '@tanstack/react-router';
import { isVisitBrandOpen } from '../../../../../../shared/visit-forms/visit-access';
import { isVisitBrand } from '../../../../../../shared/visit-forms/visit-address';
import { VisitFormsClosed } from '../../../../../features/visit-forms/components/visit-forms-closed';
import { VisitDetailPage } from '../../../../../features/visit-forms/pages/visit-detail-page';
import { pageUserId } from '../../../../../lib/session';

// /visit-form/{brand}/{id} (ROUTES['visit-form-polygon-id'|'visit-form-wim-id']): a stored visit by its id, or
// `local-{record}` for one saved on this device and not sent yet. `?edit=true` is its edit form (the spec has no
// edit route; the detail page edits in place, so a reload keeps the form and its draft).
export const Route = createFileRoute('/$locale/_portal/visit-form/$brand/$id')({
  params: {
    parse: ({ brand, id }) => {
      if (!isVisitBrand(brand)) notFound({ throw: true });
      return { brand: brand as 'polygon' | 'wim', id };
    },
  },
  validateSearch: (search: Record<string, unknown>): { edit?: true } =>
    search.edit === true || search.edit === 'true' ? { edit: true } : {},
  component: VisitDetail,
});

function VisitDetail() {
  const { locale, brand, id } = Route.useParams();
  const { edit } = Route.useSearch();
  const { viewer } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  if (!isVisitBrandOpen(brand, viewer.userAreas)) return <VisitFormsClosed />;
  return (
    <VisitDetailPage
      key={id}
      brand={brand}
      id={id}
      locale={locale}
      userId={pageUserId()}
      userName={viewer.name}
      editing={edit === true}
      onEditingChange={(editing) => {
        void navigate({ search: editing ? { edit: true } : {}, replace: !editing });
      }}
    />
  );
}
