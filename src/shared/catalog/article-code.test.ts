import { describe, expect, it } from 'vitest';
import { displayArticleCode } from './article-code';

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
