import { describe, expect, it } from 'vitest';
import {
  articleCodeFit,
  articleCodeKey,
  articleCodeLookup,
  displayArticleCode,
  matchArticleCode,
  normalizeArticleCode,
} from './article-code';

describe('displayArticleCode', () => {
  it("shows the last 6 characters of codes starting with 'I' or '0'", () => {
    expect(displayArticleCode('I000123456')).toBe('123456');
    expect(displayArticleCode('0000987654')).toBe('987654');
  });

  it('leaves other codes unchanged', () => {
    expect(displayArticleCode('FR-2024-XL-BLK')).toBe('FR-2024-XL-BLK');
    expect(displayArticleCode('1000123456')).toBe('1000123456');
  });

  it("is case-sensitive: a lower-case 'i' is not shortened", () => {
    expect(displayArticleCode('i000123456')).toBe('i000123456');
  });

  it('returns codes of 6 characters or fewer as they are', () => {
    expect(displayArticleCode('I12345')).toBe('I12345');
    expect(displayArticleCode('0123')).toBe('0123');
    expect(displayArticleCode('')).toBe('');
  });
});

describe('matching the codes a user sees or types', () => {
  // As the product page shows them: 'Article 012631' for 000000000000012631, 'Article 054321' for I250054321.
  const zeroCode = { articleCode: '000000000000012631', oldCode: 'Pol-24-12631' };
  const iCode = { articleCode: 'I250054321', oldCode: null };
  const prefixCode = { articleCode: 'POL0001234', oldCode: null };
  const catalog = [zeroCode, iCode, prefixCode];

  it('normalises what a copy brings along: spaces, invisible characters, lower case', () => {
    expect(normalizeArticleCode(' \u200B012631\uFEFF ')).toBe('012631');
    expect(normalizeArticleCode('pol0001234')).toBe('POL0001234');
  });

  it('keys an all-digit code without its leading zeros', () => {
    expect(articleCodeKey('012631')).toBe('12631');
    expect(articleCodeKey('000000000000012631')).toBe('12631');
    expect(articleCodeKey('12631')).toBe('12631');
    expect(articleCodeKey('0000')).toBe('0');
    expect(articleCodeKey('I250054321')).toBe('I250054321');
  });

  it.each([
    ['000000000000012631', zeroCode, 'code'],
    ['012631', zeroCode, 'short-code'],
    ['12631', zeroCode, 'short-code'],
    ['pol-24-12631', zeroCode, 'old-code'],
    ['I250054321', iCode, 'code'],
    ['054321', iCode, 'short-code'],
    ['54321', iCode, 'short-code'],
    ['pol0001234', prefixCode, 'code'],
  ] as const)('finds %s', (typed, article, fit) => {
    expect(articleCodeFit(typed, article)).toBe(fit);
    expect(matchArticleCode(typed, catalog)).toEqual({ kind: 'found', article });
  });

  it('does not take part of a code for the code', () => {
    expect(matchArticleCode('0001234', catalog)).toEqual({ kind: 'unknown' });
    expect(matchArticleCode('POL000', catalog)).toEqual({ kind: 'unknown' });
    expect(matchArticleCode('', catalog)).toEqual({ kind: 'unknown' });
  });

  it('refuses a short code two articles share, and prefers a code typed in full', () => {
    const twin = { articleCode: 'I260012631', oldCode: null };
    expect(matchArticleCode('012631', [...catalog, twin])).toEqual({ kind: 'ambiguous' });
    expect(matchArticleCode('000000000000012631', [...catalog, twin])).toEqual({ kind: 'found', article: zeroCode });
    expect(matchArticleCode('I260012631', [...catalog, twin])).toEqual({ kind: 'found', article: twin });
  });

  it('narrows a database lookup to a superset of what can match', () => {
    const lookup = articleCodeLookup(['012631', ' i250054321 ', 'pol-24-12631', '']);
    expect(lookup.codes).toEqual(['012631', 'I250054321', 'POL-24-12631']);
    expect(lookup.keys).toEqual(['12631', 'I250054321', 'POL-24-12631']);
    expect(lookup.shown).toEqual(['012631']);
    expect(articleCodeLookup(['54321']).shown).toEqual(['54321', '054321']);
  });
});
