// Test data the server suites share: lookups of seeded users and customers, files to upload, and a recorder of the
// SQL statements a request runs.
import { eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { Db } from '../../src/server/db/client';
import { encodePng } from '../../src/server/lib/png';
import { customers, userCustomers, type CustomerRow } from '../../src/server/modules/customers/customers.tables';
import { users } from '../../src/server/modules/users/users.tables';

/** The id of a seeded user. */
export async function userIdOf(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** The customers a user may act for, by id. */
export async function customersOf(db: Db, username: string): Promise<CustomerRow[]> {
  const rows = await db
    .select({ customer: customers })
    .from(userCustomers)
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(eq(userCustomers.userId, await userIdOf(db, username)))
    .orderBy(customers.id);
  return rows.map((r) => r.customer);
}

/** A small real PNG of one colour. */
export function png(width: number, height: number, colour = [0, 154, 206]): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(colour, i * 3);
  return encodePng(width, height, rgb);
}

/**
 * Records every SQL statement Drizzle runs on `db` while `run` is under way, through the session's logger (the hook
 * of `drizzle({ logger })`, the same on PGlite and node-postgres). Requests of one file run one at a time.
 */
export async function recordStatements<T>(db: Db, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const session = (db as unknown as { session: { logger: Logger } }).session;
  const original = session.logger;
  const statements: string[] = [];
  session.logger = { logQuery: (query) => statements.push(query) };
  try {
    return { result: await run(), statements };
  } finally {
    session.logger = original;
  }
}
