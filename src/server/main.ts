import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabaseFromEnv, type Database } from './db/client';
import { readEnv, type Env } from './env';
import { createLogger } from './lib/logger';
import { sandboxStartProblem } from './modules/payments/payments-admin.service';
import { startPaymentJobs } from './modules/payments/payments.service';
import { isEmpty, seedDemo } from './seed/seed';

export interface StartOptions {
  /** The built client to serve (dist/); omitted in API-only runs. */
  clientDir?: string;
  env?: Env;
}

/** Opens the database (migrations applied), seeds an empty one, and listens. Returns a stop function. */
export async function startServer(options: StartOptions = {}) {
  const started = performance.now();
  const env = options.env ?? readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database: Database = await openDatabaseFromEnv(env);
  try {
    const uploadsDir = join(env.DATA_DIR, 'uploads');
    if (env.SEED === 'demo' && (await isEmpty(database.db))) {
      const seeded = await seedDemo(database.db, { uploadsDir });
      logger.info('seeded demo data', seeded);
    }
    const clientDir =
      options.clientDir && existsSync(join(options.clientDir, 'index.html')) ? resolve(options.clientDir) : undefined;
    const { app, deps } = await createApp({ database, env, logger, ...(clientDir ? { clientDir } : {}) });
    // The sandbox gateway moves no money: in production only with PAYMENTS_SANDBOX=1 (docs/operations.md).
    const sandboxProblem = await sandboxStartProblem(deps);
    if (sandboxProblem) {
      logger.error(sandboxProblem);
      throw new Error(sandboxProblem);
    }
    // Waiting payment requests past their expiredDate are expired every minute (their invoices Open again).
    const stopPaymentJobs = startPaymentJobs(deps);
    const server = await new Promise<ReturnType<typeof serve>>((ready) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => ready(s));
    });
    const readyMs = Math.round(performance.now() - started);
    logger.info('server ready', { port: env.PORT, database: database.describe, readyMs });

    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        // Stop accepting, let running requests finish (at most 10 s), then close the database and its lock.
        stopPaymentJobs();
        await new Promise<void>((done) => {
          const timer = setTimeout(done, 10_000);
          server.close(() => {
            clearTimeout(timer);
            done();
          });
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await database.close();
        logger.info('server stopped');
      })();
      return stopping;
    };
    return { env, port: env.PORT, readyMs, database, stop };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Runs the server until SIGTERM or SIGINT. */
export async function runServer(options: StartOptions = {}) {
  const handle = await startServer(options);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void handle.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  return handle;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  runServer().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
