import { createFileRoute } from '@tanstack/react-router';
import { claimDetailQuery } from '../../../../../features/claims/api/claims.queries';
import { ClaimEditPage } from '../../../../../features/claims/pages/claim-edit-page';
import { pageUserId } from '../../../../../lib/session';

// /claim/{id}/edit (ROUTES['claim-id-edit']): while the claim's status allows (canEdit); offline, the copy the device
// holds, or a claim filed on this device (its client id) that has not been sent yet.
export const Route = createFileRoute('/$locale/_portal/claim/$id/edit')({
  loader: ({ context, params }) => context.queryClient.query(claimDetailQuery(params.id)).catch(() => undefined),
  component: ClaimEdit,
});

function ClaimEdit() {
  const { locale, id } = Route.useParams();
  return <ClaimEditPage key={id} id={id} locale={locale} userId={pageUserId()} />;
}
