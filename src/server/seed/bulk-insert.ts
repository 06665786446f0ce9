import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

// The demo catalog is ~100,000 rows and every end-to-end run seeds a fresh embedded database. Drizzle's multi-row
// VALUES insert binds one parameter per cell, which PGlite parses slowly (~1.5 s for 30,000 price rows); sending a
// chunk as one JSON parameter and letting Postgres expand it with json_populate_recordset is ~6× faster and works
// the same on node-postgres.

const CHUNK_ROWS = 5000;

/** The column's name in SQL: the client applies `casing: 'snake_case'` to columns declared without a name. */
const sqlName = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/**
 * Inserts typed rows in chunks of one JSON parameter each. Columns come from the keys the rows set; a key a row
 * leaves out is NULL for that row (not the column's default), so rows of one call must set the same columns.
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const used = new Set<string>();
  for (const row of rows) for (const [key, value] of Object.entries(row)) if (value !== undefined) used.add(key);
  const keys = Object.keys(columns).filter((key) => used.has(key));
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return sqlName(column);
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS).map((row) => {
      const record: Record<string, unknown> = {};
      const source = row as Record<string, unknown>;
      keys.forEach((key, i) => {
        const value = source[key];
        if (value !== undefined) record[names[i] ?? key] = value;
      });
      return record;
    });
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/** Moves a serial id's sequence past the ids a seed wrote itself, so later inserts do not collide. */
export async function syncSerial(db: Db, table: PgTable) {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), max(id)) from ${table} having max(id) is not null`,
  );
}

/** The first free id of a table whose ids a seed assigns itself (1 on an empty table). */
export async function nextId(db: Db, table: PgTable, id: Column): Promise<number> {
  const [row] = await db.select({ max: sql<number>`coalesce(max(${id}), 0)::int` }).from(table);
  return (row?.max ?? 0) + 1;
}
