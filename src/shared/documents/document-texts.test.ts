import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS, documentDate, documentTexts, type DocumentTexts } from './document-texts';

const paramsOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('document texts', () => {
  it('has every text in every language, with the parameters of the English one', () => {
    const keys = Object.keys(DOCUMENT_TEXTS.en) as (keyof DocumentTexts)[];
    for (const [language, table] of Object.entries(DOCUMENT_TEXTS)) {
      expect(Object.keys(table).sort(), language).toEqual([...keys].sort());
      for (const key of keys) {
        expect(table[key].trim(), `${language}.${key}`).not.toBe('');
        expect(paramsOf(table[key]), `${language}.${key}`).toEqual(paramsOf(DOCUMENT_TEXTS.en[key]));
      }
    }
  });

  it('translates: the other languages differ from English where a sentence is written', () => {
    for (const language of ['de', 'fr', 'id', 'ms'] as const) {
      expect(DOCUMENT_TEXTS[language].invoiceMailBody).not.toBe(DOCUMENT_TEXTS.en.invoiceMailBody);
      expect(DOCUMENT_TEXTS[language].orderMailBody).not.toBe(DOCUMENT_TEXTS.en.orderMailBody);
    }
  });

  it('fills parameters in the locale’s language and leaves unknown ones', () => {
    expect(documentTexts('de').text('invoiceTitle', { invoiceNo: '9000123' })).toBe('Rechnung 9000123');
    expect(documentTexts('en-us').text('placedBy', { name: 'Sam Sales' })).toBe(
      'Placed by Sam Sales for {customerName}',
    );
    expect(documentTexts('id-id').text('page', { page: 1, pages: 2 })).toBe('Halaman 1 dari 2');
  });

  it('writes days in the language, without moving them across time zones', () => {
    expect(documentDate('en-US', '2026-11-01')).toBe('Nov 1, 2026');
    expect(documentDate('de-DE', '2026-11-01T23:30:00.000Z')).toBe('01.11.2026');
    expect(documentDate('en-US', null)).toBe('');
    expect(documentDate('en-US', 'soon')).toBe('');
  });
});
