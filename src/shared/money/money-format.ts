// How numbers and money are written (spec 01 §3 Formats: the host's separators and precision). Pure, so the app's
// pages (src/app/lib/format.ts re-exports these) and the server's PDFs write amounts the same way.

/** The separators and precision of a currency (host config `currency`, or an API price's own format). */
export interface NumberFormat {
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
}

/** How amounts of one currency are written: each API price carries its own (catalog.graphql MoneyFormat). */
export interface MoneyFormat extends NumberFormat {
  currency: string;
  symbol: string;
}

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

/** Where a language writes the currency sign: before the number ('$1.00', 'Rp 1.000') or after it ('1,00 €'). */
export type SymbolPlacement = 'before' | 'after';

const placements = new Map<string, SymbolPlacement>();

/**
 * The currency sign's place in `locale`'s pattern (an Intl tag such as 'de-DE'), read from Intl once per locale:
 * German and French write it after the number, English, Indonesian and Malay before. An unknown tag: before.
 */
export function symbolPlacementOf(locale: string): SymbolPlacement {
  let placement = placements.get(locale);
  if (!placement) {
    try {
      const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).formatToParts(1);
      const types = parts.map((part) => part.type);
      placement = types.indexOf('currency') > types.indexOf('integer') ? 'after' : 'before';
    } catch {
      placement = 'before';
    }
    placements.set(locale, placement);
  }
  return placement;
}

/**
 * The one way money is written: an amount in integer minor units (cents, rupiah) with its own format — a cart may
 * hold lines of several sorgs, each in its currency (docs/decisions.md, "Catalog and cart"). The host's symbol (or
 * the currency code, `as: 'code'`) and separators, placed by the reader's language (`locale`, an Intl tag; the
 * symbol comes first without one): before the number, with a space when it is a word ('Rp 1.500', '$1,500.00',
 * 'USD 1,500.00'), or after it with a space ('312,00 €' for a German reader). The minus sign comes first and -0
 * never shows.
 */
export function formatMoney(
  minor: number,
  format: MoneyFormat,
  options: { as?: 'symbol' | 'code'; locale?: string } = {},
): string {
  const value = toMajor(minor, format);
  if (!Number.isFinite(value)) return '';
  const number = { ...format, decimalPrecision: precisionOf(format) };
  const sign = options.as === 'code' ? format.currency : format.symbol;
  const minus = value < 0 && formatNumber(Math.abs(value), number) !== formatNumber(0, number) ? '-' : '';
  const digits = formatNumber(Math.abs(value), number);
  if (options.locale !== undefined && symbolPlacementOf(options.locale) === 'after') return `${minus}${digits} ${sign}`;
  const separator = /\p{L}$/u.test(sign) ? ' ' : '';
  return `${minus}${sign}${separator}${digits}`;
}

/** Currencies written without decimals when the host's own format does not describe them. */
const NO_DECIMALS = new Set(['IDR', 'JPY', 'KRW', 'VND']);

/**
 * The format of an amount in `currency`: the host's own when it is the host's currency, else the currency code as
 * the symbol with the host's separators and the currency's usual precision.
 */
export function moneyFormatOf(currency: string, host: MoneyFormat): MoneyFormat {
  if (currency === host.currency || currency === '') return host;
  return { ...host, currency, symbol: currency, decimalPrecision: NO_DECIMALS.has(currency) ? 0 : 2 };
}
