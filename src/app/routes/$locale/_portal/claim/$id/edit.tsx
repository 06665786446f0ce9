import { createFileRoute } from '@tanstack/react-router';
import { claimDetailQuery } from '../../../../../features/claims/api/claims.queries';
import { ClaimEditPage } from '../../../../../features/claims/pages/claim-edit-page';

// /claim/{id}/edit (ROUTES['claim-id-edit']): while the claim's status allows (canEdit).
export const Route = createFileRoute('/$locale/_portal/claim/$id/edit')({
  loader: ({ context, params }) => context.queryClient.query(claimDetailQuery(params.id)).catch(() => undefined),
  component: ClaimEdit,
});

function ClaimEdit() {
  const { locale, id } = Route.useParams();
  return <ClaimEditPage key={id} id={id} locale={locale} />;
}
