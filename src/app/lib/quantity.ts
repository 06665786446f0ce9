import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * The unit of measure a back-end code stands for (SAP's units: PC piece, SET set, PR pair); null for one the app
 * does not know by name.
 */
export type KnownUnit = 'piece' | 'set' | 'pair';

const UNIT_CODES: Record<string, KnownUnit> = {
  PC: 'piece',
  PCS: 'piece',
  EA: 'piece',
  ST: 'piece',
  SET: 'set',
  PR: 'pair',
  PAA: 'pair',
};

export function knownUnit(uom: string | null | undefined): KnownUnit | null {
  return UNIT_CODES[(uom ?? '').trim().toUpperCase()] ?? null;
}

/** A number in the user's language (Intl by the locale, as Lingui writes `#` in a plural): "10,007", "10.007". */
export function formatCount(i18n: I18n, value: number): string {
  return new Intl.NumberFormat(i18n.locale).format(value);
}

/**
 * A quantity with its unit in the user's words, plural-aware and with the number in the user's locale: "3 pcs",
 * "1 pc", "2 sets", "10,007 pcs" (de "10.007 Stk."). A unit the app does not know keeps its code after the number.
 * The one way a quantity with a unit is written on screen.
 */
export function quantityText(i18n: I18n, qty: number, uom: string | null | undefined): string {
  const count = qty;
  switch (knownUnit(uom)) {
    case 'piece':
      return i18n._(msg`${plural(count, { one: '# pc', other: '# pcs' })}`);
    case 'set':
      return i18n._(msg`${plural(count, { one: '# set', other: '# sets' })}`);
    case 'pair':
      return i18n._(msg`${plural(count, { one: '# pair', other: '# pairs' })}`);
    default: {
      const unit = (uom ?? '').trim();
      const number = formatCount(i18n, qty);
      return unit === '' ? number : `${number} ${unit}`;
    }
  }
}
