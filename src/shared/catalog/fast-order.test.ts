import { describe, expect, it } from 'vitest';
import { formMessages } from '../validation/form-rules';
import { FAST_ORDER_MAX_QTY, keepLines, parseFastOrder, parseQuantity } from './fast-order';

const rowsOf = (text: string) => parseFastOrder(text).rows.map((r) => [r.articleCode, r.qty]);
const problemsOf = (text: string) => parseFastOrder(text).problems.map((p) => [p.line, p.reason]);

describe('parseFastOrder', () => {
  it.each([
    ['a space', 'ABC-100 3'],
    ['several spaces', 'ABC-100    3'],
    ['a semicolon', 'ABC-100;3'],
    ['a comma', 'ABC-100,3'],
    ['a tab', 'ABC-100\t3'],
    ['a separator with spaces around it', 'ABC-100 ; 3'],
    ['quoted CSV fields', '"ABC-100";"3"'],
  ])('reads a code and a quantity separated by %s', (_, line) => {
    expect(rowsOf(line)).toEqual([['ABC-100', 3]]);
    expect(parseFastOrder(line).problems).toEqual([]);
  });

  it('reads one article per line, with any line ending, and mixed separators', () => {
    expect(rowsOf('A1 1\nB2;2\r\nC3,3\rD4\t4')).toEqual([
      ['A1', 1],
      ['B2', 2],
      ['C3', 3],
      ['D4', 4],
    ]);
  });

  it('skips blank lines but counts them in the line numbers', () => {
    const parsed = parseFastOrder('\nA1 1\n   \n\nB2 x\n');
    expect(parsed.rows.map((r) => r.articleCode)).toEqual(['A1']);
    expect(parsed.problems).toEqual([{ line: 5, text: 'B2 x', reason: 'not-numeric', message: formMessages.numeric }]);
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(rowsOf('\uFEFFA1;2\nB2;3')).toEqual([
      ['A1', 2],
      ['B2', 3],
    ]);
  });

  it('skips a header row and reports where it was', () => {
    const parsed = parseFastOrder('\uFEFFArticle code;Quantity\nA1;2\n');
    expect(parsed.headerLine).toBe(1);
    expect(rowsOf('Article code;Quantity\nA1;2')).toEqual([['A1', 2]]);
  });

  it('reads a comma-separated export with a BOM, a header and Windows line endings', () => {
    expect(rowsOf('\uFEFFcode,qty\r\nA1,2\r\nB2,3\r\n')).toEqual([
      ['A1', 2],
      ['B2', 3],
    ]);
  });

  it('finds the columns of a header row by name, ignoring the other columns', () => {
    const csv = 'Description;Menge;Artikelnummer\nRed bike, large;2;A1\n"Blue; small";1;B2';
    expect(rowsOf(csv)).toEqual([
      ['A1', 2],
      ['B2', 1],
    ]);
    expect(rowsOf('Name\tQty\tArticle\nHelmet M\t4\tH-1')).toEqual([['H-1', 4]]);
  });

  it('reads a header only before the first article', () => {
    expect(problemsOf('A1 1\nCode Qty')).toEqual([[2, 'not-numeric']]);
  });

  it('adds up a repeated code into one row, in the order first seen, with all its lines', () => {
    const parsed = parseFastOrder('A1 1\nB2 5\na1 2\nA1;3');
    expect(parsed.rows).toEqual([
      { articleCode: 'A1', qty: 6, lines: [1, 3, 4] },
      { articleCode: 'B2', qty: 5, lines: [2] },
    ]);
  });

  it('upper-cases the codes', () => {
    expect(rowsOf('abc-100 2')).toEqual([['ABC-100', 2]]);
  });

  it("refuses decimal quantities with '*Must Be Numeric', whatever the decimal mark", () => {
    expect(problemsOf('A1 1.5\nB2;1,5\nC3 .5')).toEqual([
      [1, 'decimal'],
      [2, 'decimal'],
      [3, 'decimal'],
    ]);
    // A comma file with a decimal comma splits into three columns: refused, never ordered as 1.
    expect(problemsOf('D4,1,5')).toEqual([[1, 'decimal']]);
    expect(parseFastOrder('A1 1.5').problems[0]?.message).toBe('*Must Be Numeric');
  });

  it("refuses letters, signs and other characters with '*Must Be Numeric'", () => {
    const parsed = parseFastOrder('A1 two\nB2 -3\nC3 +3\nD4 3x\nE5 1e3');
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems.map((p) => [p.line, p.reason, p.message])).toEqual([
      [1, 'not-numeric', '*Must Be Numeric'],
      [2, 'not-numeric', '*Must Be Numeric'],
      [3, 'not-numeric', '*Must Be Numeric'],
      [4, 'not-numeric', '*Must Be Numeric'],
      [5, 'not-numeric', '*Must Be Numeric'],
    ]);
  });

  it('reports every line that does not parse by its number and keeps the good ones', () => {
    const text = ['A1 2', 'B2', 'C3 0', '!!! 4', 'D4 3 pcs', `E5 ${String(FAST_ORDER_MAX_QTY + 1)}`, 'F6 1'].join('\n');
    const parsed = parseFastOrder(text);
    expect(parsed.rows.map((r) => r.articleCode)).toEqual(['A1', 'F6']);
    expect(parsed.problems.map((p) => [p.line, p.reason, p.text])).toEqual([
      [2, 'missing-quantity', 'B2'],
      [3, 'zero', 'C3 0'],
      [4, 'invalid-code', '!!! 4'],
      [5, 'too-many-columns', 'D4 3 pcs'],
      [6, 'too-large', `E5 ${String(FAST_ORDER_MAX_QTY + 1)}`],
    ]);
  });

  it('refuses a repeated code whose quantities add up to too many, keeping the first lines', () => {
    const parsed = parseFastOrder(`A1 ${String(FAST_ORDER_MAX_QTY)}\nA1 1`);
    expect(parsed.rows).toEqual([{ articleCode: 'A1', qty: FAST_ORDER_MAX_QTY, lines: [1] }]);
    expect(problemsOf(`A1 ${String(FAST_ORDER_MAX_QTY)}\nA1 1`)).toEqual([[2, 'too-large']]);
  });

  it('reads nothing from empty input', () => {
    expect(parseFastOrder('')).toEqual({ rows: [], problems: [], headerLine: null });
    expect(parseFastOrder('\uFEFF\n\n')).toEqual({ rows: [], problems: [], headerLine: null });
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers with spaces around them', () => {
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, qty: 12 });
  });

  it('refuses 0 unless a cart line may be emptied', () => {
    expect(parseQuantity('0')).toMatchObject({ ok: false, reason: 'zero' });
    expect(parseQuantity('0', { allowZero: true })).toEqual({ ok: true, qty: 0 });
  });

  it("refuses empty, letters, negatives and decimals with '*Must Be Numeric'", () => {
    for (const text of ['', 'abc', '-1', '1.5', '1,5']) {
      expect(parseQuantity(text)).toMatchObject({ ok: false, message: '*Must Be Numeric' });
    }
  });
});

describe('keepLines', () => {
  it('keeps the given lines in order, with the header first', () => {
    const text = '\uFEFFcode;qty\r\nA1;1\r\nB2;2\r\nC3;3';
    expect(keepLines(text, [4, 2], 1)).toBe('code;qty\nA1;1\nC3;3');
    expect(keepLines('A1 1\nB2 2', [2], null)).toBe('B2 2');
  });

  it('keeps nothing, not even the header, when no line is left', () => {
    expect(keepLines('code;qty\nA1;1', [], 1)).toBe('');
  });
});

describe('codes copied from the product page', () => {
  it('reads a shown code with its quantity and adds up the same article in another form', () => {
    const parsed = parseFastOrder('012631 2\n\u200B000000000000012631;3\npol-24-12631,1');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([
      { articleCode: '012631', qty: 5, lines: [1, 2] },
      { articleCode: 'POL-24-12631', qty: 1, lines: [3] },
    ]);
  });
});
