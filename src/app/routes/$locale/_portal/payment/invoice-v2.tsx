import { createFileRoute, redirect } from '@tanstack/react-router';

// /payment/invoice-v2 (ROUTES['payment-invoice-v2']): the spec's second variant of the paying page. One page
// serves both (docs/decisions.md "Paying invoices: the pages"): the variant's address opens /payment/invoice, so
// old links keep working and there is one set of rules on screen.
export const Route = createFileRoute('/$locale/_portal/payment/invoice-v2')({
  beforeLoad: ({ params }) => {
    redirect({ to: '/$locale/payment/invoice', params: { locale: params.locale }, replace: true, throw: true });
  },
});
