import { createFileRoute, redirect } from '@tanstack/react-router';
import { openVisitBrands } from '../../../../../shared/visit-forms/visit-access';
import { VisitFormsClosed } from '../../../../features/visit-forms/components/visit-forms-closed';

// /visit-form (ROUTES['visit-form'], scope page.formvisit): the first visit form the user's areas open.
export const Route = createFileRoute('/$locale/_portal/visit-form/')({
  beforeLoad: ({ context, params, preload }) => {
    const [brand] = openVisitBrands(context.viewer.userAreas);
    if (brand && !preload) {
      redirect({
        to: '/$locale/visit-form/$brand',
        params: { locale: params.locale, brand },
        // The list's defaults (first page, 10 rows) need no parameters.
        search: {} as never,
        replace: true,
        throw: true,
      });
    }
  },
  component: VisitFormsClosed,
});
