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
    const { catalog: c, history: h, timingsMs: t } = result;
    process.stdout.write(
      `Seeded ${result.customers} customers and ${result.users} users at scale ${scale} in ${Math.round(performance.now() - started)} ms (${database.describe})\n` +
        `  catalog in ${t.catalog} ms: ${c.bikeModels} bike models (${c.bikeArticles} articles), ${c.paaGroups} PAA groups (${c.paaArticles} articles), ${c.groupsetGroups} groupsets (${c.groupsetArticles} articles); ${c.articleSorgs} article-sorgs, ${c.prices} prices, ${c.discountTiers} tiers, ${c.stockRows} stock rows, ${c.images} images\n` +
        `  orders in ${t.orders} ms: ${h.orders} orders with ${h.lines} lines for ${h.customers} customers\n` +
        `  invoices in ${t.invoices} ms\n` +
        `  visit forms in ${t.visitForms} ms: ${result.visitForms.visits} visits with ${result.visitForms.photos} photos, ${result.visitForms.options + result.visitForms.series} reference entries\n`,
    );
  }
} finally {
  await database.close();
}
