import { createFileRoute } from '@tanstack/react-router';
import { parsePaidInvoiceSearch } from '../../../../features/invoices/invoices.search';
import { PaidInvoicePage } from '../../../../features/invoices/pages/paid-invoice-page';

// /invoice/invoice-list-new (ROUTES['invoice-invoice-list-new']): the paid invoices grouped by clearing day with
// each day's total (docs/decisions.md "Invoice pages").
export const Route = createFileRoute('/$locale/_portal/invoice/invoice-list-new')({
  validateSearch: (search: Record<string, unknown>) => parsePaidInvoiceSearch(search),
  component: InvoiceListNew,
});

function InvoiceListNew() {
  const { locale } = Route.useParams();
  const search = Route.useSearch();
  return (
    <PaidInvoicePage key={`${search.from ?? ''}-${search.to ?? ''}`} locale={locale} search={search} variant="new" />
  );
}
