// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatCount, knownUnit, quantityText } from './quantity';

// Without catalogs the source (English) texts come back, with the numbers in the locale's format.
const en = setupI18n({ locale: 'en', messages: { en: {} } });
const de = setupI18n({ locale: 'de', messages: { de: {} } });

describe('quantityText', () => {
  it('says pieces as pcs, singular and plural', () => {
    expect(quantityText(en, 3, 'PC')).toBe('3 pcs');
    expect(quantityText(en, 1, 'PC')).toBe('1 pc');
    expect(quantityText(en, 0, 'pc')).toBe('0 pcs');
  });

  it('knows sets and pairs', () => {
    expect(quantityText(en, 2, 'SET')).toBe('2 sets');
    expect(quantityText(en, 1, 'SET')).toBe('1 set');
    expect(quantityText(en, 4, 'PR')).toBe('4 pairs');
  });

  it('writes the number in the locale, as everywhere else', () => {
    expect(quantityText(en, 10007, 'PC')).toBe('10,007 pcs');
    expect(quantityText(de, 10007, 'PC')).toBe('10.007 pcs');
    expect(formatCount(en, 10007)).toBe('10,007');
  });

  it('keeps a unit it does not know after the number, and no unit when there is none', () => {
    expect(quantityText(en, 12, 'KG')).toBe('12 KG');
    expect(quantityText(en, 1200, null)).toBe('1,200');
  });
});

describe('knownUnit', () => {
  it('reads the back-end codes in any case', () => {
    expect(knownUnit(' pc ')).toBe('piece');
    expect(knownUnit('SET')).toBe('set');
    expect(knownUnit('XYZ')).toBeNull();
  });
});
