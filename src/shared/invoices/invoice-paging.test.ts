import { describe, expect, it } from 'vitest';
import { INVOICE_READ_PAGING, invoiceReadPage, invoiceReadPaging } from './invoice-paging';

describe('invoiceReadPaging', () => {
  it('defaults to page 1 and the read’s default limit', () => {
    expect(invoiceReadPaging('paymentRequestsByPayer', {})).toEqual({ page: 1, limit: 100 });
    expect(invoiceReadPaging('invoicesByDateRange', { page: null, limit: null })).toEqual({ page: 1, limit: 500 });
  });

  it('refuses a page below 1 and a limit outside 1 to the read’s maximum', () => {
    const max = INVOICE_READ_PAGING.openInvoicesByPayer.maxLimit;
    expect(invoiceReadPaging('openInvoicesByPayer', { page: 0 })).toMatchObject({ field: 'page' });
    expect(invoiceReadPaging('openInvoicesByPayer', { page: 1.5 })).toMatchObject({ field: 'page' });
    expect(invoiceReadPaging('openInvoicesByPayer', { limit: 0 })).toMatchObject({ field: 'limit' });
    expect(invoiceReadPaging('openInvoicesByPayer', { limit: max + 1 })).toEqual({
      field: 'limit',
      message: `limit must be 1 to ${String(max)}`,
    });
    expect(invoiceReadPaging('openInvoicesByPayer', { page: 3, limit: max })).toEqual({ page: 3, limit: max });
  });
});

describe('invoiceReadPage', () => {
  it('answers one page of the list in its order, and nothing past the end', () => {
    const items = [1, 2, 3, 4, 5];
    expect(invoiceReadPage(items, { page: 1, limit: 2 })).toEqual([1, 2]);
    expect(invoiceReadPage(items, { page: 3, limit: 2 })).toEqual([5]);
    expect(invoiceReadPage(items, { page: 4, limit: 2 })).toEqual([]);
  });
});
