import { createFileRoute } from '@tanstack/react-router';
import { adminPaymentFiltersQuery } from '../../../../features/payments-admin/api/payments-admin.api';
import { PaymentsAdminPage } from '../../../../features/payments-admin/pages/payments-admin-page';

// /admin/payments (ROUTES['admin-payments'], payment.approve): the payments administration of spec 02 §7.
export const Route = createFileRoute('/$locale/_portal/admin/payments')({
  loader: ({ context }) => {
    // Not awaited: the page shows its own loading and failure states.
    void context.queryClient.query(adminPaymentFiltersQuery()).catch(() => undefined);
  },
  component: PaymentsAdminPage,
});
