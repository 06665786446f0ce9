// `npm run db:migrate`: applies the committed migrations (the server also does this at every start).
import { readEnv } from '../env';
import { openDatabaseFromEnv } from './client';

const env = readEnv();
const database = await openDatabaseFromEnv(env);
process.stdout.write(`Migrations applied (${database.describe})\n`);
await database.close();
