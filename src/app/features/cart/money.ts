import { formatMoney } from '../../lib/format';

/** How amounts of one currency are written: each price carries its own (catalog.graphql MoneyFormat). */
export interface MoneyFormat {
  currency: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
}

/**
 * An amount in integer minor units (cents, rupiah) written with the price's own format — not the host's: a cart
 * may hold lines of several sorgs, each in its currency (docs/decisions.md, "Money in the cart").
 */
export function formatMinor(amount: number, format: MoneyFormat): string {
  const precision = Math.min(Math.max(Math.trunc(format.decimalPrecision), 0), 20);
  return formatMoney(amount / 10 ** precision, {
    display: format.currency,
    symbol: format.symbol,
    thousandSeparator: format.thousandSeparator,
    decimalSeparator: format.decimalSeparator,
    decimalPrecision: precision,
  });
}
