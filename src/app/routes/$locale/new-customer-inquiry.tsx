import { useLingui } from '@lingui/react';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { inquiryDescription, signInPageTitles } from '../../features/navigation/sign-in-messages';
import { configQuery } from '../../lib/config';
import { ComingSoon } from '../../ui/coming-soon';

// Public, no session (spec 02 §2): only on hosts that allow new-customer inquiries and do not hide them
// (CUSTOM_URL_TO_HIDE_NEW_INQUIRY). The form arrives with a later step.
export const Route = createFileRoute('/$locale/new-customer-inquiry')({
  beforeLoad: async ({ context }) => {
    const config = await context.queryClient.query(configQuery()).catch(() => undefined);
    if (!config?.allowNewCustomerInquiry || config.features.hideNewCustomerInquiry) notFound({ throw: true });
  },
  component: NewCustomerInquiry,
});

function NewCustomerInquiry() {
  const { i18n } = useLingui();
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 'var(--mantine-spacing-xl) var(--mantine-spacing-md)' }}>
      <ComingSoon title={i18n._(signInPageTitles['new-customer-inquiry'])} description={i18n._(inquiryDescription)} />
    </main>
  );
}
