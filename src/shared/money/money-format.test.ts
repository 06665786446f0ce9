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

describe('moneyFormatOf', () => {
  it('is the host’s format for the host’s currency, else the code with the currency’s precision', () => {
    expect(moneyFormatOf('USD', usd)).toBe(usd);
    expect(moneyFormatOf('IDR', usd)).toEqual({ ...usd, currency: 'IDR', symbol: 'IDR', decimalPrecision: 0 });
    expect(formatMoney(250000, moneyFormatOf('EUR', idr))).toBe('EUR 2.500,00');
  });
});
