import { createFileRoute } from '@tanstack/react-router';
import { creditPageQuery } from '../../../features/credit/api/credit.queries';
import { CreditPage } from '../../../features/credit/pages/credit-page';

// /credit (ROUTES.credit, not in the spec: docs/decisions.md "Credit page"): the active customer's credit per
// company and the average payment days.
export const Route = createFileRoute('/$locale/_portal/credit')({
  loader: ({ context }) => {
    // Not awaited: the page shows its own loading and failure states.
    void context.queryClient.query(creditPageQuery()).catch(() => undefined);
  },
  component: Credit,
});

function Credit() {
  const { locale } = Route.useParams();
  return <CreditPage locale={locale} />;
}
