// Opens the embedded database of a data dir the way the server does, for the lock tests.
// Usage: tsx tests/support/open-data-dir.ts <DATA_DIR> hold|once
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';

const [dataDir, mode] = process.argv.slice(2);
try {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir ?? '', 'pg') });
  process.stdout.write('opened\n');
  if (mode === 'once') await database.close();
  else setInterval(() => undefined, 60_000);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
