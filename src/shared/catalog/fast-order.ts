// Fast order (spec 01 §2, §5): article codes and quantities typed, pasted or uploaded as CSV, read into rows for
// updateProductsInCart. One pure rule, so the page, its tests and any later import path read a file alike.

import { formMessages } from '../validation/form-predicates';
import { articleCodeKey, normalizeArticleCode } from './article-code';

/** The largest quantity one row (or one cart line) may ask for; more is surely a typo. */
export const FAST_ORDER_MAX_QTY = 99_999;
/** Article codes are at most this long (SAP material numbers have 18 or 40 characters). */
export const ARTICLE_CODE_MAX_LENGTH = 40;

/**
 * Why a quantity or a row was refused:
 * - `not-numeric`: letters, signs or other characters ('*Must Be Numeric');
 * - `decimal`: a decimal mark ('1.5', '1,5'): pieces are whole ('*Must Be Numeric');
 * - `zero`: 0 adds nothing;
 * - `too-large`: over {@link FAST_ORDER_MAX_QTY} (also after adding up a repeated code);
 * - `missing-quantity`: a code without a quantity;
 * - `invalid-code`: the first column is not an article code;
 * - `too-many-columns`: more columns than code and quantity in a file without a header row.
 */
export type QuantityProblem = 'not-numeric' | 'decimal' | 'zero' | 'too-large';
export type FastOrderProblemReason = QuantityProblem | 'missing-quantity' | 'invalid-code' | 'too-many-columns';

export type QuantityParse = { ok: true; qty: number } | { ok: false; reason: QuantityProblem; message: string };

const DIGITS = /^[0-9]+$/;
const DECIMAL = /^[0-9]*[.,][0-9]+$/;

/** The English text of a reason (the client translates by reason; numeric ones are the spec's message). */
export function fastOrderProblemMessage(reason: FastOrderProblemReason): string {
  switch (reason) {
    case 'not-numeric':
    case 'decimal':
      // Spec 01 §5 "Numeric": the only quantity message the spec has.
      return formMessages.numeric;
    case 'zero':
      return 'Quantity must be at least 1';
    case 'too-large':
      return `Quantity must be at most ${String(FAST_ORDER_MAX_QTY)}`;
    case 'missing-quantity':
      return 'Quantity is missing';
    case 'invalid-code':
      return 'Not an article code';
    case 'too-many-columns':
      return 'Expected an article code and a quantity';
  }
}

/**
 * A quantity as typed: digits only (surrounding spaces allowed). `allowZero` for a cart line, where 0 removes it
 * (spec 01 §4); fast order and repeat order need at least 1.
 */
export function parseQuantity(text: string, { allowZero = false }: { allowZero?: boolean } = {}): QuantityParse {
  const value = text.trim();
  const refuse = (reason: QuantityProblem): QuantityParse => ({
    ok: false,
    reason,
    message: fastOrderProblemMessage(reason),
  });
  if (DECIMAL.test(value)) return refuse('decimal');
  if (!DIGITS.test(value)) return refuse('not-numeric');
  const qty = Number(value);
  if (qty === 0 && !allowZero) return refuse('zero');
  if (qty > FAST_ORDER_MAX_QTY) return refuse('too-large');
  return { ok: true, qty };
}

/** One article to order: its code (upper case), the summed quantity, and the lines (1-based) it came from. */
export interface FastOrderRow {
  articleCode: string;
  qty: number;
  lines: number[];
}

/** A line that could not be read, by its number in the text (1-based, blank lines counted). */
export interface FastOrderProblem {
  line: number;
  /** The line as it was, trimmed. */
  text: string;
  reason: FastOrderProblemReason;
  /** English; the client translates by `reason`. */
  message: string;
}

export interface FastOrderParse {
  rows: FastOrderRow[];
  problems: FastOrderProblem[];
  /** The line number of the header row that was skipped, or null. */
  headerLine: number | null;
}

// A code is letters, digits and - _ . / (SAP material numbers, supplier codes with a slash).
const ARTICLE_CODE = /^[A-Z0-9][A-Z0-9._/-]*$/;
const SEPARATORS = [';', ','] as const;
const HEADER_SEPARATORS = ['\t', ';', ','] as const;
const CODE_HEADER = /article|artikel|code|kode|sku|material|item|part|nummer|number|no\.?$|nr\.?$/i;
const QTY_HEADER = /qty|quantit|menge|anzahl|jumlah|kuantitas|pcs|amount/i;

function unquote(field: string): string {
  const value = field.trim();
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replace(/""/g, '"').trim()
    : value;
}

/**
 * The columns of a line: split by the first separator that follows the first column — tab, ';' or ',' — or by
 * spaces. So 'CODE 3', 'CODE;3', 'CODE,3' and 'CODE\t3' all read alike, and 'CODE;1,5' (a European spreadsheet:
 * ';' between columns, ',' as the decimal mark) keeps '1,5' whole, to be refused as a decimal.
 */
type Separator = '\t' | ';' | ',' | ' ';

function separatorOf(line: string): Separator {
  // A spreadsheet's cells pasted as text are tab-separated, and a cell may hold spaces.
  if (line.includes('\t')) return '\t';
  const first = /^ *("(?:[^"]|"")*"|[^;, ]*) */.exec(line);
  const rest = line.slice(first?.[0].length ?? 0);
  return SEPARATORS.find((s) => rest.startsWith(s)) ?? ' ';
}

function columnsOf(line: string, separator: Separator): string[] {
  return separator === ' ' ? line.trim().split(/\s+/).map(unquote) : splitQuoted(line, separator).map(unquote);
}

/** Splits at the separator outside double quotes (a CSV field may hold the separator: "Blue; small"). */
function splitQuoted(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}

function isHeader(columns: readonly string[]): boolean {
  // A header names its columns: no digits in the first two (an article code always has some).
  const [code = '', qty = ''] = columns;
  return code !== '' && !/[0-9]/.test(code) && !/[0-9]/.test(qty);
}

/** Where the code and the quantity are: found by the header's names, else the first two columns. */
function columnPositions(header: readonly string[] | null): { code: number; qty: number } {
  if (!header) return { code: 0, qty: 1 };
  const qty = header.findIndex((name) => QTY_HEADER.test(name));
  const code = header.findIndex((name, index) => index !== qty && CODE_HEADER.test(name));
  if (code >= 0 && qty >= 0) return { code, qty };
  return { code: 0, qty: 1 };
}

/**
 * Reads a fast order: one article per line as 'CODE QTY', 'CODE;QTY', 'CODE,QTY' or 'CODE<tab>QTY', or a CSV
 * file (comma or semicolon separated, optional UTF-8 BOM, optional header row, quoted fields). Blank lines are
 * skipped; a repeated code is one row with the quantities added up (in the order first seen); every line that
 * cannot be read is reported by its number and nothing of it is ordered. Codes are normalised
 * ({@link normalizeArticleCode}: upper case, invisible characters dropped); a code repeated in another form of the
 * same key ('012631' and '000000000000012631') adds up too. The server matches every form a user sees.
 */
export function parseFastOrder(text: string): FastOrderParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows = new Map<string, FastOrderRow>();
  const problems: FastOrderProblem[] = [];
  let header: string[] | null = null;
  let headerLine: number | null = null;
  // A file with a header row keeps the header's separator on every line; typed lines each have their own.
  let fileSeparator: Separator | null = null;
  let seenData = false;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    if (!seenData && headerLine === null) {
      // Header names may hold spaces ('Article code;Quantity'): any separator on the line is the file's.
      const candidateSeparator = HEADER_SEPARATORS.find((s) => raw.includes(s)) ?? ' ';
      const candidate = columnsOf(raw, candidateSeparator);
      if (isHeader(candidate)) {
        header = candidate;
        headerLine = line;
        fileSeparator = candidateSeparator;
        return;
      }
    }
    const columns = columnsOf(raw, fileSeparator ?? separatorOf(raw));
    seenData = true;
    const problem = (reason: FastOrderProblemReason) => {
      problems.push({ line, text: trimmed, reason, message: fastOrderProblemMessage(reason) });
    };

    const positions = columnPositions(header);
    const filled = columns.filter((c) => c !== '');
    // Without a header naming the columns, a third value is a mistake (e.g. 'CODE,1,5' meaning 1.5), never ignored.
    if (header === null && filled.length > 2) {
      problem(columns.length > 2 && DIGITS.test(columns[2] ?? '') ? 'decimal' : 'too-many-columns');
      return;
    }
    const code = normalizeArticleCode(columns[positions.code] ?? '');
    const qtyText = columns[positions.qty] ?? '';
    if (!ARTICLE_CODE.test(code) || code.length > ARTICLE_CODE_MAX_LENGTH) {
      problem('invalid-code');
      return;
    }
    if (qtyText === '') {
      problem('missing-quantity');
      return;
    }
    const qty = parseQuantity(qtyText);
    if (!qty.ok) {
      problem(qty.reason);
      return;
    }
    // '012631' and '000000000000012631' are one article: repeated by key, sent as first typed.
    const key = articleCodeKey(code);
    const existing = rows.get(key);
    if (existing) {
      if (existing.qty + qty.qty > FAST_ORDER_MAX_QTY) {
        problem('too-large');
        return;
      }
      existing.qty += qty.qty;
      existing.lines.push(line);
    } else {
      rows.set(key, { articleCode: code, qty: qty.qty, lines: [line] });
    }
  });

  return { rows: [...rows.values()], problems, headerLine };
}

/**
 * The text of the given lines (1-based) of a fast order, in their order, with its header row (if any) first:
 * what stays in the field after a send, so sending again adds only what was not added.
 */
export function keepLines(text: string, lines: Iterable<number>, headerLine: number | null): string {
  const all = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const wanted = [...new Set(lines)].sort((a, b) => a - b);
  if (wanted.length === 0) return '';
  const kept = (headerLine === null ? wanted : [headerLine, ...wanted.filter((l) => l !== headerLine)]).map(
    (line) => all[line - 1] ?? '',
  );
  return kept.join('\n');
}
