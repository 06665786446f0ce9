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

/**
 * The pieces typed so far (the grid's bar shows them beside Add to cart): the sum of the whole numbers; empty and
 * refused fields add nothing (a refused one is flagged at its field and stops the add).
 */
export function typedPieces(texts: Iterable<string>): number {
  let pieces = 0;
  for (const text of texts) {
    const parsed = parseQuantity(text);
    if (parsed.kind === 'valid') pieces += parsed.qty;
  }
  return pieces;
}
