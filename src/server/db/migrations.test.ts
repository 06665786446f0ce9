import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onServer, uniqueName, withDatabase } from '../../../tests/support/test-database';
import { migrationsFolder, openDatabase } from './client';

describe('migrations', () => {
  it('name no schema, so DATABASE_SCHEMA can hold the whole database', () => {
    const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(readFileSync(join(migrationsFolder, file), 'utf8')).not.toContain('"public".');
  });

  // CI's PostgreSQL pass: a fresh database migrated into a schema of its own, with nothing in public.
  it.runIf(process.env.DATABASE_URL)('apply into a schema of its own (DATABASE_SCHEMA)', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const name = uniqueName('schema_test');
    await onServer(url, [`CREATE DATABASE ${name}`]);
    try {
      const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), schema: 'portal' });
      try {
        // PGlite and node-postgres both answer { rows }.
        const { rows } = (await database.db.execute(
          sql`select table_schema as schema, count(*)::int as tables from information_schema.tables
            where table_schema in ('public', 'portal') group by table_schema`,
        )) as { rows: { schema: string; tables: number }[] };
        expect(rows).toEqual([{ schema: 'portal', tables: expect.any(Number) as number }]);
        expect(rows[0]?.tables).toBeGreaterThan(30);
      } finally {
        await database.close();
      }
    } finally {
      await onServer(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    }
  });
});
