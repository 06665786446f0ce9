import { createFileRoute } from '@tanstack/react-router';
import { PayInvoicesPage } from '../../../../features/payments/pages/pay-invoices-page';

// /payment/invoice (ROUTES['payment-invoice'], page.payment-request): select open invoices and pay them (spec 01
// §4, §5, §7). Online only; the payment information lives in the page's state and goes when it unmounts.
export const Route = createFileRoute('/$locale/_portal/payment/invoice')({
  component: PayInvoicesPage,
});
