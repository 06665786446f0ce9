// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseOpenInvoiceSearch, parsePaidInvoiceSearch } from './invoices.search';

describe('invoice search params', () => {
  it('keeps a valid company, bucket and invoice; drops the rest', () => {
    expect(parseOpenInvoiceSearch({ sorg: '1000', bucket: '2', invoice: '9000001' })).toEqual({
      sorg: '1000',
      bucket: 2,
      invoice: '9000001',
    });
    expect(parseOpenInvoiceSearch({ bucket: '7', sorg: '', invoice: 5 })).toEqual({});
    expect(parseOpenInvoiceSearch({ bucket: '' })).toEqual({});
    expect(parseOpenInvoiceSearch({ bucket: 0 })).toEqual({ bucket: 0 });
  });

  it('keeps a paid range only with both real days', () => {
    expect(parsePaidInvoiceSearch({ from: '2026-01-01', to: '2026-03-01', q: ' x ' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-01',
      q: ' x ',
    });
    expect(parsePaidInvoiceSearch({ from: '2026-01-01' })).toEqual({});
    expect(parsePaidInvoiceSearch({ from: '2026-13-01', to: '2026-01-02', q: '  ' })).toEqual({});
  });
});
