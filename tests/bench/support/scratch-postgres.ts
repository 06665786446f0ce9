// The database benches' second run: the PostgreSQL server at BENCH_DATABASE_URL, in a database of its own that is
// dropped afterwards (after their run on the embedded PGlite).
import pg from 'pg';
import { uniqueName, withDatabase } from '../../support/test-database';

/** The PostgreSQL server of the benches (its maintenance database). */
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates a database named `<prefix>_<pid>_<random>` on the server at BENCH_DATABASE_URL, calls `run` with its URL
 * and name, and drops it WITH (FORCE) afterwards, also when `run` throws. A database of its own, not a schema: the
 * committed migrations name the public schema. When the server does not answer, prints so and skips `run`.
 */
export async function onScratchPostgres(
  prefix: string,
  run: (url: string, database: string) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: benchPostgresUrl });
  try {
    await admin.connect();
  } catch (error) {
    const reason = (error as Error).message || (error as { code?: string }).code;
    console.log(`\nPostgreSQL at ${benchPostgresUrl} does not answer${reason ? ` (${reason})` : ''}: skipped`);
    await admin.end().catch(() => undefined);
    return;
  }
  const database = uniqueName(prefix);
  try {
    await admin.query(`CREATE DATABASE ${database}`);
    try {
      await run(withDatabase(benchPostgresUrl, database), database);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
