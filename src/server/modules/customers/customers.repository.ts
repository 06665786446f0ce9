import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sorgs } from '../hosts/hosts.tables';
import { userAreas } from '../users/users.tables';
import {
  companies,
  companyCreditCustomers,
  customerAreas,
  customers,
  userCustomers,
  type CustomerRow,
} from './customers.tables';

/** The customers a user may act for: linked directly, or every customer of a sorg where the user has limitation 'all'. */
export function accessibleBy(userId: number): SQL {
  return sql`(exists (select 1 from ${userCustomers} uc where uc.user_id = ${userId} and uc.customer_id = ${customers.id})
    or exists (select 1 from ${userAreas} ua join ${customerAreas} ca on ca.sorg = ua.sorg
      where ua.user_id = ${userId} and ua.limitation = 'all' and ca.customer_id = ${customers.id}))`;
}

export interface CustomerCodeRef {
  r3: string | null;
  isr: string | null;
}

function matchesCode(ref: CustomerCodeRef): SQL | undefined {
  // Both given: both must match. One given: that one. (spec 01 §7 POST /change-cust?r3=&isr=)
  const parts = [
    ref.isr ? eq(customers.custCodeIsr, ref.isr) : undefined,
    ref.r3 ? eq(customers.custCodeR3, ref.r3) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length === 0 ? undefined : and(...parts);
}

/** The customer with these codes if this user may act for it. */
export async function findAccessibleCustomer(
  db: Db,
  userId: number,
  ref: CustomerCodeRef,
): Promise<CustomerRow | undefined> {
  const byCode = matchesCode(ref);
  if (!byCode) return undefined;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(byCode, accessibleBy(userId)))
    .limit(1);
  return row;
}

/** The customer whose derived id (isr, or r3 when isr is absent) is `id`, if this user may act for it. */
export async function findAccessibleCustomerById(db: Db, userId: number, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        or(eq(customers.custCodeIsr, id), and(sql`${customers.custCodeIsr} is null`, eq(customers.custCodeR3, id))),
        accessibleBy(userId),
      ),
    )
    .limit(1);
  return row;
}

/** Up to `limit` customers the user may act for, oldest link first (used to default a single-customer user). */
export async function listAccessibleCustomers(db: Db, userId: number, limit: number): Promise<CustomerRow[]> {
  return db.select().from(customers).where(accessibleBy(userId)).orderBy(asc(customers.id)).limit(limit);
}

export interface CustomerSearch {
  search: string | undefined;
  sorgs: readonly string[] | undefined;
  /** The host's sorgs: customers with an area in one of them come first (spec 01 §2 customer dialog). */
  preferSorgs?: readonly string[] | undefined;
  page: number;
  limit: number;
}

/**
 * One page of the customers a user may act for, sorted by name then code (with `preferSorgs`, the customers of
 * those sorgs first, each part by name; src/shared/customers/host-customers-first.ts), with the total count.
 */
export async function searchAccessibleCustomers(
  db: Db,
  userId: number,
  query: CustomerSearch,
): Promise<{ rows: CustomerRow[]; count: number }> {
  const term = query.search?.trim();
  const like = term ? `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
  const where = and(
    accessibleBy(userId),
    like
      ? or(
          ilike(customers.name, like),
          ilike(customers.custCodeIsr, like),
          ilike(customers.custCodeR3, like),
          ilike(customers.custCodeUnified, like),
          ilike(customers.city, like),
        )
      : undefined,
    query.sorgs && query.sorgs.length > 0
      ? sql`exists (select 1 from ${customerAreas} ca where ca.customer_id = ${customers.id} and ${inArray(sql`ca.sorg`, [...query.sorgs])})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(
        ...(query.preferSorgs && query.preferSorgs.length > 0
          ? [
              sql`case when exists (select 1 from ${customerAreas} ca where ca.customer_id = ${customers.id} and ${inArray(sql`ca.sorg`, [...query.preferSorgs])}) then 0 else 1 end`,
            ]
          : []),
        asc(customers.name),
        asc(customers.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(customers)
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Customer areas of many customers at once (one statement for a whole page: the DataLoader's batch function). */
export async function customerAreasOf(db: Db, customerIds: readonly number[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      area: customerAreas,
      companyCode: companies.code,
      companyName: companies.name,
    })
    .from(customerAreas)
    .leftJoin(companies, eq(companies.id, customerAreas.companyId))
    .where(inArray(customerAreas.customerId, [...customerIds]))
    .orderBy(asc(customerAreas.customerId), asc(customerAreas.id));
}

/** Companies of the customer's areas, by code (their credit customers: creditCustomersOfCompanies). */
export async function companiesOf(db: Db, customerId: number) {
  return db
    .selectDistinct({ company: companies })
    .from(companies)
    .innerJoin(customerAreas, eq(customerAreas.companyId, companies.id))
    .where(eq(customerAreas.customerId, customerId))
    .orderBy(asc(companies.code));
}

/** The customers each company carries credit for (spec 01 §3 creditCusts), by name. */
export async function creditCustomersOfCompanies(db: Db, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ companyId: companyCreditCustomers.companyId, credit: customers })
    .from(companyCreditCustomers)
    .innerJoin(customers, eq(customers.id, companyCreditCustomers.customerId))
    .where(inArray(companyCreditCustomers.companyId, [...companyIds]))
    .orderBy(asc(customers.name), asc(customers.id));
}

/**
 * The customer's terms in every sorg, in ONE statement: its first area there (customer group, '' when none) and the
 * sorg's own checks. A sorg where the customer has no area comes with `areaId` null.
 */
export function buyerSorgs(db: Db, customerId: number) {
  return db
    .selectDistinctOn([sorgs.code], {
      sorg: sorgs.code,
      exactQtyCheck: sorgs.exactQtyCheck,
      availableStockCheck: sorgs.availableStockCheck,
      areaId: customerAreas.id,
      custGroup: customerAreas.custGroup,
    })
    .from(sorgs)
    .leftJoin(customerAreas, and(eq(customerAreas.sorg, sorgs.code), eq(customerAreas.customerId, customerId)))
    .orderBy(asc(sorgs.code), asc(customerAreas.id));
}
