import { z } from 'zod';

/** The sort directions. */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/** A sort direction. */
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A sort with its direction resolved. */
export interface Sort {
  field: string;
  order: SortOrder;
}

/** A requested sort; `order` may be left out (or null, as GraphQL sends it). */
export interface SortRequest {
  field: string;
  order?: SortOrder | null | undefined;
}

/** A sort with its direction resolved: ASC when only a field is given (S1 §9 "Default sort order"). */
export function normalizeSort({ field, order }: SortRequest): Sort {
  return { field, order: order ?? 'ASC' };
}

/** Sort input as clients send it; parses into a normalized {@link Sort}. */
export const sortInputSchema = z
  .object({ field: z.string().min(1), order: z.enum(SORT_ORDERS).nullish() })
  .transform(normalizeSort);
