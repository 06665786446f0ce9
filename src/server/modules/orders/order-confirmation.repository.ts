import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/customers.tables';
import { hosts } from '../hosts/hosts.tables';
import { orders } from './orders.tables';

/** Who an order confirmation goes to: the order's customer (its address on file) and the order's sorg and status. */
export function confirmationTargets(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orders.id,
      sorg: orders.sorg,
      status: orders.status,
      customerId: orders.customerId,
      customerName: customers.name,
      email: customers.email,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id));
}

/** The hostnames serving a sorg, alphabetically (the confirmation is written with one of their configs). */
export async function hostnamesOfSorg(db: Db, sorg: string): Promise<string[]> {
  const rows = await db
    .select({ hostname: hosts.hostname })
    .from(hosts)
    .where(eq(hosts.sorg, sorg))
    .orderBy(asc(hosts.hostname));
  return rows.map((r) => r.hostname);
}
