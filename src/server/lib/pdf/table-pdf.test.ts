import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildTablePdf, printable, type PdfDocumentContent, type PdfTable } from './table-pdf';

const linesTable: PdfTable = {
  heading: 'Lines',
  columns: [
    { header: 'Article', width: 2 },
    { header: 'Name', width: 4 },
    { header: 'Qty', width: 1, align: 'right' },
    { header: 'Subtotal', width: 2, align: 'right' },
  ],
  rows: [['A-1', 'Schwalbe Reifen “Großglockner” • ₫ €', '2', '€1.234,50']],
};

const base: PdfDocumentContent = {
  brand: 'Polygon Bikes',
  title: 'Invoice 9000123',
  details: [
    ['Customer', 'Fahrradladen Straße & Café Жуков Ωmega 東京'],
    ['Invoice date', '1 Nov 2026'],
  ],
  tables: [linesTable],
  totals: [
    ['Tax', '€12,00'],
    ['Grand total', '€1.246,50'],
  ],
  notes: ['Sandbox — no money moves.'],
  pageLabel: (page, pages) => `Page ${page} of ${pages}`,
};

/** The text strings of a PDF are hex glyph ids under a subset font: the metadata title is what we can read back. */
async function load(bytes: Uint8Array) {
  return PDFDocument.load(bytes, { updateMetadata: false });
}

describe('buildTablePdf', () => {
  it('writes a PDF that parses back with its title', async () => {
    const bytes = await buildTablePdf(base);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Invoice 9000123');
  });

  it('draws ß, é, Cyrillic, Greek, CJK and symbols outside WinAnsi without throwing', async () => {
    const bytes = await buildTablePdf({
      ...base,
      brand: 'Ünïcödé ß é Ж ω • ₫ 東京 🚲',
      title: 'Rechnung für Jürgen Straße — Жуков',
    });
    expect((await load(bytes)).getTitle()).toBe('Rechnung für Jürgen Straße — Жуков');
  });

  it('breaks a long table over pages and numbers every page', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => [`A-${String(i)}`, `Line ${String(i)}`, '1', '$1.00']);
    const labels: string[] = [];
    const bytes = await buildTablePdf({
      ...base,
      tables: [{ ...linesTable, rows }],
      pageLabel: (page, pages) => {
        labels.push(`${String(page)}/${String(pages)}`);
        return `Page ${String(page)} of ${String(pages)}`;
      },
    });
    const pages = (await load(bytes)).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(labels).toEqual(Array.from({ length: pages }, (_, i) => `${String(i + 1)}/${String(pages)}`));
  });

  it('prints an empty table with its empty text, and a very long value without overflowing', async () => {
    const bytes = await buildTablePdf({
      ...base,
      details: [['Customer', 'x'.repeat(2000)]],
      tables: [{ ...linesTable, rows: [], empty: 'No lines' }],
    });
    expect((await load(bytes)).getPageCount()).toBe(1);
  });

  it('turns control characters into spaces', () => {
    expect(printable('a\nb\tc\u0000d')).toBe('a b c d');
  });
});
