import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import type { CatalogLanguage } from '../../shared/locales';
import { type Config, configQuery, type CurrencyFormat } from './config';
import { isDateLocaleLoaded } from './date-locale';

// Dates, times, numbers and money as the host config says (spec 01 §3 Formats): dayjs patterns for dates and
// times, the config's separators and precision for numbers. The one place that formats them.

/** The formats of a host; the config's defaults when it has not loaded. */
export type FormatConfig = Pick<Config, 'dateFormat' | 'timeFormat' | 'currency'>;

export const DEFAULT_FORMATS: FormatConfig = {
  dateFormat: 'DD MMM YYYY',
  timeFormat: 'HH:mm:ss',
  currency: { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 },
};

export type DateInput = string | number | Date;

function formatDayjs(value: DateInput | null | undefined, pattern: string, language: CatalogLanguage): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return date.locale(isDateLocaleLoaded(language) ? language : 'en').format(pattern);
}

/** A date in the host's dateFormat ('' for no or an invalid date). */
export function formatDate(value: DateInput | null | undefined, config: FormatConfig, language: CatalogLanguage) {
  return formatDayjs(value, config.dateFormat, language);
}

/** A time of day in the host's timeFormat. */
export function formatTime(value: DateInput | null | undefined, config: FormatConfig, language: CatalogLanguage) {
  return formatDayjs(value, config.timeFormat, language);
}

/** Date and time, in that order, with the host's two formats. */
export function formatDateTime(value: DateInput | null | undefined, config: FormatConfig, language: CatalogLanguage) {
  return formatDayjs(value, `${config.dateFormat} ${config.timeFormat}`, language);
}

type NumberFormat = Pick<CurrencyFormat, 'thousandSeparator' | 'decimalSeparator' | 'decimalPrecision'>;

const groupedFormatters = new Map<number, Intl.NumberFormat>();

/** A number with the config's separators and precision (rounded half away from zero). */
export function formatNumber(value: number, format: NumberFormat): string {
  if (!Number.isFinite(value)) return '';
  const precision = Math.min(Math.max(Math.trunc(format.decimalPrecision), 0), 20);
  let formatter = groupedFormatters.get(precision);
  if (!formatter) {
    // en-US gives ',' and '.', which are then swapped for the host's separators in one pass.
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: precision, maximumFractionDigits: precision });
    groupedFormatters.set(precision, formatter);
  }
  return formatter
    .format(value)
    .replace(/[,.]/g, (separator) => (separator === ',' ? format.thousandSeparator : format.decimalSeparator));
}

/** How amounts of one currency are written: each API price carries its own (catalog.graphql MoneyFormat). */
export interface MoneyFormat {
  currency: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
}

function precisionOf(format: Pick<MoneyFormat, 'decimalPrecision'>): number {
  return Math.min(Math.max(Math.trunc(format.decimalPrecision), 0), 6);
}

/** Minor units (cents, rupiah) → the major amount the user reads and types. */
export function toMajor(minor: number, format: Pick<MoneyFormat, 'decimalPrecision'>): number {
  return minor / 10 ** precisionOf(format);
}

/** A typed major amount → minor units, rounded to the currency's precision. */
export function toMinor(major: number, format: Pick<MoneyFormat, 'decimalPrecision'>): number {
  return Math.round(major * 10 ** precisionOf(format));
}

/** The host's currency (spec 01 §3 Formats) as a money format: the fallback for an answer that carries none. */
export function hostMoneyFormat(currency: CurrencyFormat = DEFAULT_FORMATS.currency): MoneyFormat {
  const { display, symbol, thousandSeparator, decimalSeparator, decimalPrecision } = currency;
  return { currency: display, symbol, thousandSeparator, decimalSeparator, decimalPrecision };
}

/**
 * The one way the app writes money: an amount in integer minor units (cents, rupiah) with its own format — a
 * cart may hold lines of several sorgs, each in its currency (docs/decisions.md, "Catalog and cart"). The symbol
 * (or the currency code, `as: 'code'`) comes before the number, with a space when it is a word ('Rp 1.500',
 * '$1,500.00', 'USD 1,500.00'); the minus sign comes first and -0 never shows.
 */
export function formatMoney(minor: number, format: MoneyFormat, options: { as?: 'symbol' | 'code' } = {}): string {
  const value = toMajor(minor, format);
  if (!Number.isFinite(value)) return '';
  const number = { ...format, decimalPrecision: precisionOf(format) };
  const prefix = options.as === 'code' ? format.currency : format.symbol;
  const separator = /\p{L}$/u.test(prefix) ? ' ' : '';
  const sign = value < 0 && formatNumber(Math.abs(value), number) !== formatNumber(0, number) ? '-' : '';
  return `${sign}${prefix}${separator}${formatNumber(Math.abs(value), number)}`;
}

/** The host's currency as a money format, once the config has loaded (the spec's defaults before). */
export function useHostMoneyFormat(): MoneyFormat {
  const { data: config } = useQuery(configQuery());
  const currency = config?.currency ?? DEFAULT_FORMATS.currency;
  return useMemo(() => hostMoneyFormat(currency), [currency]);
}

/** {@link formatMoney} with the price's format, or the host's currency when the answer carries none. */
export function useMoney(): (minor: number, format: MoneyFormat | null | undefined) => string {
  const host = useHostMoneyFormat();
  return useCallback((minor, format) => formatMoney(minor, format ?? host), [host]);
}

/** Formatters bound to this host's config and the current language. */
export interface Formatters {
  date: (value: DateInput | null | undefined) => string;
  time: (value: DateInput | null | undefined) => string;
  dateTime: (value: DateInput | null | undefined) => string;
  number: (value: number, precision?: number) => string;
}

/** The formatters of this host in the current language (pages and components use this, not the functions). */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  const { data: config } = useQuery(configQuery());
  const language = i18n.locale as CatalogLanguage;
  const formats: FormatConfig = config ?? DEFAULT_FORMATS;
  return useMemo(
    () => ({
      date: (value) => formatDate(value, formats, language),
      time: (value) => formatTime(value, formats, language),
      dateTime: (value) => formatDateTime(value, formats, language),
      number: (value, precision) =>
        formatNumber(value, {
          ...formats.currency,
          ...(precision === undefined ? {} : { decimalPrecision: precision }),
        }),
    }),
    [formats, language],
  );
}
