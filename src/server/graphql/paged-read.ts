import { invoiceReadPage, invoiceReadPaging, type InvoiceRead } from '../../shared/invoices/invoice-paging';
import { badInputError } from './errors';

/**
 * One page of an invoice or payment read that answers a list (src/shared/invoices/invoice-paging.ts): 400 for a page
 * or limit out of range, before anything is loaded.
 */
export async function pagedRead<T>(
  read: InvoiceRead,
  args: { page?: number | null; limit?: number | null },
  load: () => Promise<readonly T[]>,
): Promise<T[]> {
  const paging = invoiceReadPaging(read, args);
  if ('field' in paging) throw badInputError(paging.message, paging.field);
  return invoiceReadPage(await load(), paging);
}
