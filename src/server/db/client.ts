import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, the same API on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded, DATA_DIR/pg or in memory) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  describe: string;
  close: () => Promise<void>;
  /** PGlite only: a dump of the data dir that `loadDataDir` can open again (tests clone a seeded database). */
  dump?: () => Promise<Blob>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export type OpenDatabaseOptions =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string; schema?: string };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const searchPath = options.schema ? `-c search_path=${options.schema}` : undefined;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(searchPath ? { options: searchPath } : {}),
    });
    // An idle connection the server closes (restart, failover) must not crash the process: the pool reconnects.
    pool.on('error', () => undefined);
    try {
      if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
      const db = drizzlePg(pool, drizzleOptions) as unknown as Db;
      await migratePg(db as never, { migrationsFolder, migrationsSchema: options.schema ?? 'drizzle' });
      return { db, kind: 'postgres', describe: 'PostgreSQL (DATABASE_URL)', close: () => pool.end() };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  let release: () => void = () => undefined;
  let client: PGlite;
  if (options.dataDir) {
    const dir = resolve(options.dataDir);
    mkdirSync(dirname(dir), { recursive: true }); // PGlite creates only the last path segment
    release = lockDataDir(dir);
    client = new PGlite(dir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  try {
    await client.waitReady;
    const db = drizzlePglite(client, drizzleOptions) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      describe: options.dataDir ? `embedded PGlite in ${resolve(options.dataDir)}` : 'embedded PGlite in memory',
      close: async () => {
        await client.close();
        release();
      },
      dump: () => client.dumpDataDir('none'),
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    release();
    throw error;
  }
}

/** Opens the database the environment names: PostgreSQL with DATABASE_URL, else embedded PGlite in DATA_DIR/pg. */
export function openDatabaseFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATABASE_SCHEMA?: string | undefined;
  DATA_DIR: string;
}) {
  return env.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: env.DATABASE_URL,
        ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}),
      })
    : openDatabase({ kind: 'pglite', dataDir: join(env.DATA_DIR, 'pg') });
}
