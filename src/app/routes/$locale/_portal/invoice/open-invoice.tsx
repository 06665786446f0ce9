import { createFileRoute } from '@tanstack/react-router';
import { parseOpenInvoiceSearch } from '../../../../features/invoices/invoices.search';
import { OpenInvoicePage } from '../../../../features/invoices/pages/open-invoice-page';

// /invoice/open-invoice (ROUTES['invoice-open-invoice']): openInvoiceV5 per company, aged, with an invoice's detail.
// The page asks once it knows the acting customer's code, so the route loads nothing itself.
export const Route = createFileRoute('/$locale/_portal/invoice/open-invoice')({
  validateSearch: (search: Record<string, unknown>) => parseOpenInvoiceSearch(search),
  component: OpenInvoice,
});

function OpenInvoice() {
  const { locale } = Route.useParams();
  const search = Route.useSearch();
  return <OpenInvoicePage locale={locale} search={search} />;
}
