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

  it('move hosts seeded with a payment gateway that no longer exists to the sandbox (0011)', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await database.db.execute(sql`insert into sorgs (code, name) values ('9000', 'Test')`);
      await database.db.execute(
        sql`insert into hosts (hostname, sorg, config) values
          ('old.localhost', '9000', '{"paymentGateway": "stripe", "theme": "a"}'::jsonb),
          ('none.localhost', '9000', '{"theme": "b"}'::jsonb)`,
      );
      const update = readFileSync(join(migrationsFolder, '0011_hosts_sandbox_gateway.sql'), 'utf8');
      await database.db.execute(sql.raw(update));
      const { rows } = (await database.db.execute(
        sql`select hostname, config from hosts where hostname in ('old.localhost', 'none.localhost') order by 1`,
      )) as { rows: { hostname: string; config: Record<string, unknown> }[] };
      expect(rows).toEqual([
        { hostname: 'none.localhost', config: { theme: 'b' } },
        { hostname: 'old.localhost', config: { paymentGateway: 'sandbox', theme: 'a' } },
      ]);
    } finally {
      await database.close();
    }
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
