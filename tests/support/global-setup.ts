import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided-context';
import { openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed/seed';
import { onServer, uniqueName, withDatabase } from './test-database';

/**
 * Migrates and seeds one database for the whole test run; each test file then clones it (PGlite: load the dump,
 * ~0.5 s; PostgreSQL: CREATE DATABASE ... TEMPLATE), so no file ever runs initdb or the seed again.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const uploadsDir = join(dir, 'uploads');
  const url = process.env.DATABASE_URL;
  let teardown: () => Promise<void>;
  if (url) {
    const template = uniqueName('portal_tpl');
    try {
      await onServer(url, [`CREATE DATABASE ${template}`]);
    } catch (error) {
      throw new Error(`PostgreSQL at DATABASE_URL did not answer: ${(error as Error).message}`);
    }
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) });
    await seedDemo(database.db, { uploadsDir });
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    teardown = () => onServer(url, [`DROP DATABASE IF EXISTS ${template}`]);
  } else {
    const database = await openDatabase({ kind: 'pglite' });
    await seedDemo(database.db, { uploadsDir });
    if (!database.dump) throw new Error('PGlite database without dump()');
    const dump = await database.dump();
    await database.close();
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('dbTemplate', { kind: 'pglite', file });
    teardown = () => Promise.resolve();
  }
  project.provide('uploadsDir', uploadsDir);
  return async () => {
    await teardown();
    rmSync(dir, { recursive: true, force: true });
  };
}
