import { createFileRoute } from '@tanstack/react-router';
import { PaymentRequestsPage } from '../../../../features/payments/pages/payment-requests-page';

// /payment (ROUTES.payment, page.payment-request): the acting customer's payment requests. Online only: no loader
// warms a copy for offline use.
export const Route = createFileRoute('/$locale/_portal/payment/')({
  component: PaymentRequestsPage,
});
