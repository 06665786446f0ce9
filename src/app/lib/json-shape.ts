// Hand-written checks of the JSON the first load reads (build settings, the host config, tokens, the user, error
// answers, the stored session, the search of routes in the route tree). The schema library (zod, ~15 KB gzip even
// as zod/mini) would otherwise load before the sign-in page draws; feature pages keep zod for their own forms.
// The rules follow zod's: a missing key takes its default, a key of the wrong type fails the whole value.

/** A value of the wrong shape; `parse` functions throw it, `safely` turns it into undefined. */
export class ShapeError extends Error {
  constructor(what: string) {
    super(`Unexpected value: ${what}`);
    this.name = 'ShapeError';
  }
}

/** What apiRequest and the router accept to check a value: a zod schema or one of the parsers below. */
export interface Parser<T> {
  parse: (value: unknown) => T;
}

/** Any JSON answer, unchecked (the caller checks it). */
export const anyJson: Parser<unknown> = { parse: (value) => value };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** A finite number (zod's z.number()). */
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';
export const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** The value as an object, or a ShapeError naming `what`. */
export function recordOf(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new ShapeError(`${what} is not an object`);
  return value;
}

/** A key that must be present and pass `check`. */
export function required<T>(record: Record<string, unknown>, key: string, check: (value: unknown) => value is T): T {
  const value = record[key];
  if (!check(value)) throw new ShapeError(`${key} is missing or of the wrong type`);
  return value;
}

/** A key that may be absent (undefined); present, it must pass `check`. */
export function optional<T>(
  record: Record<string, unknown>,
  key: string,
  check: (value: unknown) => value is T,
): T | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (!check(value)) throw new ShapeError(`${key} is of the wrong type`);
  return value;
}

/** A key that may be absent or null; otherwise it must pass `check`. */
export function nullish<T>(
  record: Record<string, unknown>,
  key: string,
  check: (value: unknown) => value is T,
): T | null | undefined {
  const value = record[key];
  if (value === null) return null;
  return optional(record, key, check);
}

/** A key that takes `fallback` when absent; present, it must pass `check`. */
export function withDefault<T>(
  record: Record<string, unknown>,
  key: string,
  check: (value: unknown) => value is T,
  fallback: T,
): T {
  return optional(record, key, check) ?? fallback;
}

/** The parser's result, or undefined when the value has the wrong shape (zod's safeParse). */
export function safely<T>(parse: () => T): T | undefined {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ShapeError) return undefined;
    throw error;
  }
}
