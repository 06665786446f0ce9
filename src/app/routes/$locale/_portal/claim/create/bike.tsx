import { createFileRoute } from '@tanstack/react-router';
import { ClaimCreatePage } from '../../../../../features/claims/pages/claim-create-page';
import { pageUserId } from '../../../../../lib/session';

// /claim/create/bike (ROUTES['claim-create-bike']): a bike claim for the acting customer, filed online or not.
export const Route = createFileRoute('/$locale/_portal/claim/create/bike')({
  component: CreateBikeClaim,
});

function CreateBikeClaim() {
  const { locale } = Route.useParams();
  return <ClaimCreatePage productCategory="bike" locale={locale} userId={pageUserId()} />;
}
