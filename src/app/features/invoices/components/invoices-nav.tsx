import { useLingui } from '@lingui/react/macro';
import { SectionNav } from '../../../ui/section-nav';

export type InvoicesPage = 'invoice-open-invoice' | 'invoice-invoice-list' | 'invoice-invoice-list-new';

/** The invoice pages side by side (the menu lists the first two), each one click from the others. */
export function InvoicesNav({ locale, current }: { locale: string; current: InvoicesPage }) {
  const { t } = useLingui();
  return (
    <SectionNav
      locale={locale}
      current={current}
      label={t`Invoice pages`}
      pages={[
        { name: 'invoice-open-invoice', path: '/invoice/open-invoice', label: t`Open invoices` },
        { name: 'invoice-invoice-list', path: '/invoice/invoice-list', label: t`Paid invoices` },
        { name: 'invoice-invoice-list-new', path: '/invoice/invoice-list-new', label: t`Paid by clearing day` },
      ]}
    />
  );
}
