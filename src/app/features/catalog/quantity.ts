import { isNumeric } from '../../../shared/validation/form-predicates';

/** What a typed quantity field holds: nothing, a whole number, or something refused. */
export type QuantityInput = { kind: 'empty' } | { kind: 'valid'; qty: number } | { kind: 'invalid' };

/** GraphQL's Int: a longer number cannot even be sent. */
const INT_MAX = 2_147_483_647;

/**
 * A typed quantity: digits only (spec 01 §5 Numeric, '*Must Be Numeric'), so '-2', '1.5' and 'abc' are refused;
 * empty is no quantity; '0' counts as none.
 */
export function parseQuantity(text: string): QuantityInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!isNumeric(trimmed)) return { kind: 'invalid' };
  const qty = Number(trimmed);
  if (qty > INT_MAX) return { kind: 'invalid' };
  return qty === 0 ? { kind: 'empty' } : { kind: 'valid', qty };
}
