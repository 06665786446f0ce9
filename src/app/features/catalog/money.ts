import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { configQuery } from '../../lib/config';
import { DEFAULT_FORMATS, formatMinor, type MoneyFormat } from '../../lib/format';

export type { MoneyFormat };

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

/** The host's currency as a price format: the fallback for an answer that carries none. */
export function useHostMoneyFormat(): MoneyFormat {
  const { data: config } = useQuery(configQuery());
  const currency = config?.currency ?? DEFAULT_FORMATS.currency;
  return {
    currency: currency.display,
    symbol: currency.symbol,
    thousandSeparator: currency.thousandSeparator,
    decimalSeparator: currency.decimalSeparator,
    decimalPrecision: currency.decimalPrecision,
  };
}

/** Formats minor units with the price's format, or the host's currency when the answer carries none. */
export function useMoney(): (minor: number, format: MoneyFormat | null | undefined) => string {
  const host = useHostMoneyFormat();
  const { currency, symbol, thousandSeparator, decimalSeparator, decimalPrecision } = host;
  return useCallback(
    (minor, format) =>
      formatMinor(minor, format ?? { currency, symbol, thousandSeparator, decimalSeparator, decimalPrecision }),
    [currency, symbol, thousandSeparator, decimalSeparator, decimalPrecision],
  );
}
