import { describe, expect, it } from 'vitest';
import { formatMoney, moneyFormatOf, type MoneyFormat } from './money-format';

const usd: MoneyFormat = {
  currency: 'USD',
  symbol: '$',
  thousandSeparator: ',',
  decimalSeparator: '.',
  decimalPrecision: 2,
};
const idr: MoneyFormat = {
  currency: 'IDR',
  symbol: 'Rp',
  thousandSeparator: '.',
  decimalSeparator: ',',
  decimalPrecision: 0,
};

describe('formatMoney', () => {
  it('writes minor units with the format’s symbol, separators and precision', () => {
    expect(formatMoney(123456, usd)).toBe('$1,234.56');
    expect(formatMoney(1500, idr)).toBe('Rp 1.500');
    expect(formatMoney(-123456, usd, { as: 'code' })).toBe('-USD 1,234.56');
    expect(formatMoney(-0.4, usd)).toBe('$0.00');
  });
});

describe('formatMoney in the reader’s language (Polish: German prices read "312,00 €")', () => {
  const eur: MoneyFormat = { ...idr, currency: 'EUR', symbol: '€', decimalPrecision: 2 };
  it('places the host’s symbol where the language writes it, with the host’s separators', () => {
    expect(formatMoney(31200, eur, { locale: 'de-DE' })).toBe('312,00 €');
    expect(formatMoney(-31200, eur, { locale: 'fr-FR' })).toBe('-312,00 €');
    expect(formatMoney(31200, eur, { locale: 'en-US' })).toBe('€312,00');
    expect(formatMoney(150000, idr, { locale: 'id-ID' })).toBe('Rp 150.000');
    expect(formatMoney(123456, usd, { locale: 'ms-MY', as: 'code' })).toBe('USD 1,234.56');
    expect(formatMoney(123456, usd, { locale: 'de-DE', as: 'code' })).toBe('1,234.56 USD');
  });
  it('writes the symbol first for a tag Intl does not know', () => {
    expect(formatMoney(123456, usd, { locale: 'not a tag!' })).toBe('$1,234.56');
  });
});

describe('moneyFormatOf', () => {
  it('is the host’s format for the host’s currency, else the code with the currency’s precision', () => {
    expect(moneyFormatOf('USD', usd)).toBe(usd);
    expect(moneyFormatOf('IDR', usd)).toEqual({ ...usd, currency: 'IDR', symbol: 'IDR', decimalPrecision: 0 });
    expect(formatMoney(250000, moneyFormatOf('EUR', idr))).toBe('EUR 2.500,00');
  });
});
