// `npm run seed -- --scale N`: seeds an empty database with N × the demo volume (benchmarks).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabaseFromEnv } from '../db/client';
import { readEnv } from '../env';
import { isEmpty, seedDemo } from './seed';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  process.stderr.write('--scale must be a whole number from 1 to 1000\n');
  process.exit(2);
}
const env = readEnv();
const database = await openDatabaseFromEnv(env);
try {
  if (!(await isEmpty(database.db))) {
    process.stderr.write(
      `The database (${database.describe}) already holds data: seed an empty one (another DATA_DIR).\n`,
    );
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const result = await seedDemo(database.db, { scale, uploadsDir: join(env.DATA_DIR, 'uploads') });
    process.stdout.write(
      `Seeded ${result.customers} customers and ${result.users} users at scale ${scale} in ${Math.round(performance.now() - started)} ms (${database.describe})\n`,
    );
  }
} finally {
  await database.close();
}
