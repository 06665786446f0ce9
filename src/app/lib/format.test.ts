// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_FORMATS,
  type FormatConfig,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  hostMoneyFormat,
  toMajor,
  toMinor,
} from './format';
import { loadDateLocale } from './date-locale';

// The three demo hosts (src/server/seed/demo-data.ts).
const us: FormatConfig = {
  dateFormat: 'MMM DD, YYYY',
  timeFormat: 'hh:mm A',
  currency: { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 },
};
const indonesia: FormatConfig = {
  dateFormat: 'DD MMM YYYY',
  timeFormat: 'HH:mm:ss',
  currency: { display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 },
};
const europe: FormatConfig = {
  dateFormat: 'DD.MM.YYYY',
  timeFormat: 'HH:mm',
  currency: { display: 'EUR', symbol: '€', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 2 },
};

// Local time, so the assertions hold in every time zone.
const march = new Date(2026, 2, 5, 14, 7, 9);

beforeAll(async () => {
  await Promise.all([loadDateLocale('de'), loadDateLocale('fr'), loadDateLocale('id'), loadDateLocale('ms')]);
});

describe('formatDate / formatTime', () => {
  it("uses the host's patterns", () => {
    expect(formatDate(march, us, 'en')).toBe('Mar 05, 2026');
    expect(formatTime(march, us, 'en')).toBe('02:07 PM');
    expect(formatDate(march, europe, 'de')).toBe('05.03.2026');
    expect(formatTime(march, europe, 'de')).toBe('14:07');
    expect(formatDateTime(march, indonesia, 'en')).toBe('05 Mar 2026 14:07:09');
  });

  it('names months in the current language', () => {
    const months = { ...indonesia, dateFormat: 'DD MMMM YYYY' };
    expect(formatDate(march, months, 'de')).toBe('05 März 2026');
    expect(formatDate(march, months, 'fr')).toBe('05 mars 2026');
    expect(formatDate(march, months, 'id')).toBe('05 Maret 2026');
    expect(formatDate(march, months, 'ms')).toBe('05 Mac 2026');
  });

  it('defaults to DD MMM YYYY and HH:mm:ss (spec 01 §3)', () => {
    expect(formatDate(march, DEFAULT_FORMATS, 'en')).toBe('05 Mar 2026');
    expect(formatTime(march, DEFAULT_FORMATS, 'en')).toBe('14:07:09');
  });

  it('accepts ISO strings and shows nothing for no or an invalid date', () => {
    expect(formatDate('2026-12-24', DEFAULT_FORMATS, 'en')).toBe('24 Dec 2026');
    expect(formatDate(null, DEFAULT_FORMATS, 'en')).toBe('');
    expect(formatDate('', DEFAULT_FORMATS, 'en')).toBe('');
    expect(formatDate('not a date', DEFAULT_FORMATS, 'en')).toBe('');
  });
});

describe('formatNumber', () => {
  it("uses the host's separators and precision", () => {
    expect(formatNumber(1234567.891, us.currency)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, europe.currency)).toBe('1.234.567,89');
    expect(formatNumber(1234567.5, indonesia.currency)).toBe('1.234.568');
    expect(formatNumber(0.5, { ...us.currency, decimalPrecision: 0 })).toBe('1');
    expect(formatNumber(-1234.5, us.currency)).toBe('-1,234.50');
  });

  it('allows an empty thousand separator', () => {
    expect(formatNumber(1234.5, { thousandSeparator: '', decimalSeparator: ',', decimalPrecision: 1 })).toBe('1234,5');
  });

  it('shows nothing for a non-number', () => {
    expect(formatNumber(Number.NaN, us.currency)).toBe('');
  });
});

describe('formatMoney: minor units with their own format', () => {
  const usd = hostMoneyFormat(us.currency);
  const idr = hostMoneyFormat(indonesia.currency);
  const eur = hostMoneyFormat(europe.currency);

  it('puts the symbol first, with a space after a word', () => {
    expect(formatMoney(150000, usd)).toBe('$1,500.00');
    expect(formatMoney(1500000, idr)).toBe('Rp 1.500.000');
    expect(formatMoney(150050, eur)).toBe('€1.500,50');
  });

  it('follows the active language: a German reader sees the symbol after the amount', () => {
    try {
      i18n.loadAndActivate({ locale: 'de', locales: 'de-DE', messages: {} });
      expect(formatMoney(31200, eur)).toBe('312,00 €');
      expect(formatMoney(1500000, idr)).toBe('1.500.000 Rp');
      i18n.loadAndActivate({ locale: 'id', locales: 'id-ID', messages: {} });
      expect(formatMoney(1500000, idr)).toBe('Rp 1.500.000');
    } finally {
      i18n.loadAndActivate({ locale: 'en', locales: 'en-US', messages: {} });
    }
    expect(formatMoney(31200, eur)).toBe('€312,00');
  });

  it('can show the currency code instead', () => {
    expect(formatMoney(150000, usd, { as: 'code' })).toBe('USD 1,500.00');
  });

  it('puts the minus sign first and never shows -0', () => {
    expect(formatMoney(-2500, usd)).toBe('-$25.00');
    expect(formatMoney(-0.1, usd)).toBe('$0.00');
  });

  it('turns typed major amounts into minor units and back at the currency precision', () => {
    expect(toMinor(12.345, usd)).toBe(1235);
    expect(toMajor(1235, usd)).toBe(12.35);
    expect(toMinor(1500, idr)).toBe(1500);
  });
});
