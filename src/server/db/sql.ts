// Helpers for raw SQL statements, shared by the repositories (PGlite and node-postgres alike).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw statement: PGlite and node-postgres both answer { rows }. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** `values` as a parenthesised SQL list of parameters (never empty: callers drop empty lists). */
export const list = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** A word for `ilike`, its wildcards taken literally. */
export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A time as a timestamptz parameter. */
export const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;
