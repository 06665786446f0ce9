import { createFileRoute } from '@tanstack/react-router';
import { parsePaidInvoiceSearch } from '../../../../features/invoices/invoices.search';
import { PaidInvoicePage } from '../../../../features/invoices/pages/paid-invoice-page';

// /invoice/invoice-list (ROUTES['invoice-invoice-list']): paid invoices of at most 30 days by clearing day. The page
// asks once it knows the host's today (the default range).
export const Route = createFileRoute('/$locale/_portal/invoice/invoice-list')({
  validateSearch: (search: Record<string, unknown>) => parsePaidInvoiceSearch(search),
  component: InvoiceList,
});

function InvoiceList() {
  const { locale } = Route.useParams();
  const search = Route.useSearch();
  return (
    <PaidInvoicePage
      key={`${search.from ?? ''}-${search.to ?? ''}`}
      locale={locale}
      search={search}
      variant="classic"
    />
  );
}
