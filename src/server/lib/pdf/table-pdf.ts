// One small PDF builder for the documents the server mails and serves (the invoice, the order confirmation): a
// header with the host's brand name, a title with label/value details, tables that break across pages (the column
// headers repeat), totals and notes, and a page footer. Texts arrive written (money formatted, translated): this
// file only lays them out.
//
// pdf-lib's 14 standard fonts encode WinAnsi only and throw on anything else ('Жуков', '₫', '•'), so every text is
// drawn with DejaVu Sans (src/server/assets/fonts, Bitstream Vera licence beside it), embedded as a subset through
// @pdf-lib/fontkit: Latin, Greek, Cyrillic and most symbols render; a character the font lacks (CJK, emoji) shows
// as an empty box instead of failing the document (docs/decisions.md "Invoice and order PDFs").
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A table column: its share of the printable width and how its cells align. */
export interface PdfColumn {
  header: string;
  /** Relative width; the columns of a table share the page width in these proportions. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  heading?: string;
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** Shown as the only row when `rows` is empty. */
  empty?: string;
}

export interface PdfDocumentContent {
  /** The host's brand (config webTitle), at the top of every page. */
  brand: string;
  title: string;
  /** Label and value pairs under the title (dates, customer, placed by …). */
  details: readonly (readonly [string, string])[];
  tables: readonly PdfTable[];
  /** Label and value pairs right-aligned after the tables; the last one is printed larger (the grand total). */
  totals: readonly (readonly [string, string])[];
  /** Paragraphs after the totals (payment instruction, a sandbox notice). */
  notes?: readonly string[];
  /** The footer of each page, e.g. 'Page 1 of 3'. */
  pageLabel: (page: number, pages: number) => string;
  /** PDF metadata. */
  author?: string;
  subject?: string;
}

const FONT_URL = new URL('../../assets/fonts/DejaVuSans.ttf', import.meta.url);
let fontBytes: Promise<Uint8Array> | undefined;

/** The font file, read once per process. */
function loadFont(): Promise<Uint8Array> {
  fontBytes ??= readFile(FONT_URL).then((buffer) => new Uint8Array(buffer));
  return fontBytes;
}

// A4 in points, and the layout.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const TEXT = 9;
const ROW = 14;
const GREY = rgb(0.45, 0.45, 0.45);
const LINE = rgb(0.8, 0.8, 0.8);
const HEAD_FILL = rgb(0.94, 0.94, 0.94);

/** Control characters (a newline in a name) would break a line of a table: they become spaces. */
export function printable(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ');
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text cut to a width, ending in '…' when it had to be cut. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  const clean = printable(text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  // Cut between graphemes, never inside one (an accent or a flag stays whole).
  const chars = Array.from(graphemes.segment(clean), (part) => part.segment);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(`${chars.slice(0, mid).join('')}…`, size) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('')}…`;
}

/** Words of a paragraph in lines no wider than `width`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = fit(font, word, size, width);
    } else {
      line = font.widthOfTextAtSize(next, size) > width ? fit(font, next, size, width) : next;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Builds the PDF; the bytes of a complete document. */
export async function buildTablePdf(content: PdfDocumentContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await loadFont(), { subset: true });
  doc.setTitle(printable(content.title));
  doc.setProducer(printable(content.brand));
  doc.setCreator(printable(content.brand));
  if (content.author) doc.setAuthor(printable(content.author));
  if (content.subject) doc.setSubject(printable(content.subject));

  const usable = PAGE.width - 2 * MARGIN;
  const bottom = MARGIN + 24; // room for the footer
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = 0;

  const text = (value: string, x: number, at: number, size = TEXT, color = rgb(0, 0, 0)) => {
    page.drawText(value, { x, y: at, size, font, color });
  };
  const right = (value: string, edge: number, at: number, size = TEXT, color = rgb(0, 0, 0)) => {
    text(value, edge - font.widthOfTextAtSize(value, size), at, size, color);
  };

  const startPage = () => {
    // The brand on every page, with a rule under it.
    const top = PAGE.height - MARGIN;
    text(fit(font, content.brand, 14, usable), MARGIN, top - 14, 14);
    page.drawLine({
      start: { x: MARGIN, y: top - 22 },
      end: { x: PAGE.width - MARGIN, y: top - 22 },
      thickness: 0.8,
      color: LINE,
    });
    y = top - 40;
  };
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    startPage();
  };
  /** Moves to a new page when `height` does not fit; true when it did. */
  const ensure = (height: number) => {
    if (y - height >= bottom) return false;
    newPage();
    return true;
  };

  startPage();
  text(fit(font, content.title, 13, usable), MARGIN, y, 13);
  y -= 20;
  const labelWidth = Math.min(
    usable / 3,
    Math.max(0, ...content.details.map(([label]) => font.widthOfTextAtSize(printable(label), TEXT))) + 12,
  );
  for (const [label, value] of content.details) {
    ensure(ROW);
    text(fit(font, label, TEXT, labelWidth - 6), MARGIN, y, TEXT, GREY);
    text(fit(font, value, TEXT, usable - labelWidth), MARGIN + labelWidth, y);
    y -= ROW;
  }

  for (const table of content.tables) {
    y -= 8;
    const total = table.columns.reduce((sum, c) => sum + c.width, 0) || 1;
    const widths = table.columns.map((c) => (c.width / total) * usable);
    const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
    const cell = (value: string, i: number, at: number) => {
      const column = table.columns[i];
      const width = (widths[i] ?? 0) - 6;
      const left = lefts[i] ?? MARGIN;
      if (!column || width <= 0) return;
      const shown = fit(font, value, TEXT, width);
      if (column.align === 'right') right(shown, left + width + 3, at);
      else text(shown, left + 3, at);
    };
    const header = () => {
      page.drawRectangle({ x: MARGIN, y: y - 4, width: usable, height: ROW, color: HEAD_FILL });
      table.columns.forEach((column, i) => {
        cell(column.header, i, y);
      });
      y -= ROW;
    };
    // A heading, the column headers and the first row stay together.
    ensure((table.heading ? ROW + 4 : 0) + 2 * ROW);
    if (table.heading) {
      text(fit(font, table.heading, 11, usable), MARGIN, y, 11);
      y -= ROW + 4;
    }
    header();
    const rows = table.rows.length === 0 && table.empty ? [[table.empty]] : table.rows;
    for (const row of rows) {
      if (ensure(ROW)) header();
      row.forEach((value, i) => {
        cell(value, i, y);
      });
      page.drawLine({
        start: { x: MARGIN, y: y - 4 },
        end: { x: PAGE.width - MARGIN, y: y - 4 },
        thickness: 0.3,
        color: LINE,
      });
      y -= ROW;
    }
  }

  if (content.totals.length > 0) {
    y -= 6;
    const edge = PAGE.width - MARGIN;
    content.totals.forEach(([label, value], i) => {
      const last = i === content.totals.length - 1;
      const size = last ? 11 : TEXT;
      ensure(size + 6);
      right(fit(font, value, size, usable / 3), edge, y, size);
      right(fit(font, label, size, usable / 2), edge - usable / 3 - 8, y, size, last ? rgb(0, 0, 0) : GREY);
      y -= size + 6;
    });
  }

  for (const note of content.notes ?? []) {
    y -= 6;
    for (const line of wrap(font, note, TEXT, usable)) {
      ensure(ROW);
      text(line, MARGIN, y);
      y -= ROW - 2;
    }
  }

  const pages = doc.getPages();
  pages.forEach((each, i) => {
    const label = printable(content.pageLabel(i + 1, pages.length));
    const width = font.widthOfTextAtSize(label, 8);
    each.drawText(label, { x: PAGE.width - MARGIN - width, y: MARGIN, size: 8, font, color: GREY });
  });
  return doc.save();
}
