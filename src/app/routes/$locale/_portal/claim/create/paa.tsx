import { createFileRoute, redirect } from '@tanstack/react-router';
import { ClaimCreatePage } from '../../../../../features/claims/pages/claim-create-page';
import { configQuery } from '../../../../../lib/config';
import { pageUserId } from '../../../../../lib/session';

// /claim/create/paa (ROUTES['claim-create-paa']): only with the host's claimAllowPAA; otherwise to /claim with
// 'This link is not available..' (spec 02 §2). The host config is on the device (offline too).
export const Route = createFileRoute('/$locale/_portal/claim/create/paa')({
  beforeLoad: async ({ context, params, preload }) => {
    const config = await context.queryClient.query({ ...configQuery(), staleTime: 'static' }).catch(() => undefined);
    if (config?.claimAllowPAA !== true && !preload) {
      redirect({
        to: '/$locale/claim',
        params: { locale: params.locale },
        search: { unavailable: true } as never,
        replace: true,
        throw: true,
      });
    }
  },
  component: CreatePaaClaim,
});

function CreatePaaClaim() {
  const { locale } = Route.useParams();
  return <ClaimCreatePage productCategory="paa" locale={locale} userId={pageUserId()} />;
}
