// Runs after `drizzle-kit generate` (npm run db:generate): drizzle-kit writes foreign keys as
// REFERENCES "public"."table", which pins every migration to the public schema. The server can run in another
// schema (DATABASE_SCHEMA sets the search_path), so the committed SQL names no schema at all.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '../src/server/db/migrations');
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const path = join(folder, file);
  const sql = readFileSync(path, 'utf8');
  const neutral = sql.replaceAll('"public".', '');
  if (neutral !== sql) {
    writeFileSync(path, neutral);
    process.stdout.write(`${file}: schema-neutral\n`);
  }
}
