import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import type { CatalogLanguage } from '../../shared/locales';
import { type Config, configQuery, type CurrencyFormat } from './config';
import { isDateLocaleLoaded } from './date-locale';
import {
  formatMoney as formatMoneyIn,
  formatNumber,
  toMajor,
  toMinor,
  type MoneyFormat,
} from '../../shared/money/money-format';

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

// Numbers and money are written by the shared functions (the server's PDFs write them the same way).
export { formatNumber, toMajor, toMinor, type MoneyFormat };

/** The active language's Intl tag ('de-DE'), or none before the first activation. */
function readerLocale(): string | undefined {
  const locales = i18n.locales;
  const tag = Array.isArray(locales) ? locales[0] : locales;
  return tag ?? (i18n.locale === '' ? undefined : i18n.locale);
}

/**
 * Money in the active language's pattern with the amount's own symbol and separators (spec 01 §3 Formats): a
 * German reader sees '312,00 €', an English one '€312,00' (src/shared/money/money-format.ts).
 */
export function formatMoney(minor: number, format: MoneyFormat, options: { as?: 'symbol' | 'code' } = {}): string {
  const locale = readerLocale();
  return formatMoneyIn(minor, format, locale === undefined ? options : { ...options, locale });
}

/** The host's currency (spec 01 §3 Formats) as a money format: the fallback for an answer that carries none. */
export function hostMoneyFormat(currency: CurrencyFormat = DEFAULT_FORMATS.currency): MoneyFormat {
  const { display, symbol, thousandSeparator, decimalSeparator, decimalPrecision } = currency;
  return { currency: display, symbol, thousandSeparator, decimalSeparator, decimalPrecision };
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
