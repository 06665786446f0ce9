import { describe, expect, it } from 'vitest';
import { articleLabel, articleQuantitiesText } from './article-label';

describe('articleLabel', () => {
  it('names the article with its display code, never the internal id', () => {
    expect(articleLabel({ articleCode: 'I240010470', name: 'Xtrada 5 M black' })).toBe('Xtrada 5 M black · 010470');
  });

  it('shows the display code alone without a name', () => {
    expect(articleLabel({ articleCode: 'I240010470' })).toBe('010470');
    expect(articleLabel({ articleCode: '000000000000012631', name: '  ' })).toBe('012631');
  });

  it('keeps a code that is not shortened', () => {
    expect(articleLabel({ articleCode: 'SH-CN-HG71', name: 'Chain' })).toBe('Chain · SH-CN-HG71');
  });
});

describe('articleQuantitiesText', () => {
  it('lists each article with its quantity, named where a name is known', () => {
    expect(
      articleQuantitiesText(
        [
          { articleCode: 'I240010470', qty: 2 },
          { articleCode: 'I240312000', qty: 1 },
        ],
        [{ articleCode: 'I240010470', name: 'Xtrada 5' }],
      ),
    ).toBe('Xtrada 5 · 010470 × 2, 312000 × 1');
  });

  it('has no internal id in it', () => {
    const text = articleQuantitiesText([{ articleCode: 'I250099999', qty: 3 }]);
    expect(text).not.toMatch(/I\d{9}/);
  });
});
