import { createFileRoute } from '@tanstack/react-router';
import { claimDetailQuery } from '../../../../../features/claims/api/claims.queries';
import { ClaimDetailPage } from '../../../../../features/claims/pages/claim-detail-page';
import { pageUserId } from '../../../../../lib/session';

// /claim/{id} (ROUTES['claim-id']): one claim; offline, the copy the device holds.
export const Route = createFileRoute('/$locale/_portal/claim/$id/')({
  loader: ({ context, params }) => context.queryClient.query(claimDetailQuery(params.id)).catch(() => undefined),
  component: ClaimDetail,
});

function ClaimDetail() {
  const { locale, id } = Route.useParams();
  return <ClaimDetailPage key={id} id={id} locale={locale} userId={pageUserId()} />;
}
