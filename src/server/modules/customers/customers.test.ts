import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { users } from '../users/users.tables';
import { customerAreas, customers, userCustomers } from './customers.tables';
import { recordStatements } from '../../../../tests/support/builders';
import { hostCustomersFirst } from '../../../shared/customers/host-customers-first';

interface CustomerArea {
  sorg: string;
  sorgName: string;
  custGroup: string;
  companyCode: string | null;
}
interface Customer {
  id: string;
  custName: string;
  custCode: { unified: string | null; isr: string | null; r3: string | null };
  custCity: string;
  custAreas: CustomerArea[];
}
interface CustomerPage {
  items: Customer[];
  info: { page: number; count: number; pageTotal: number };
}

const CUSTOMERS = `query CustomersList($search: String, $sorgs: [String!], $page: Int, $limit: Int) {
  customers(search: $search, sorgs: $sorgs, page: $page, limit: $limit) {
    items { id custName custCode { unified isr r3 } custCity custAreas { sorg sorgName custGroup companyCode } }
    info { page count pageTotal }
  }
}`;

const CUSTOMER_AREA = `query CustomersArea {
  customerArea { sorg sorgName custGroup companyCode custCode merchantConfig { allowPayInvoice } creditCusts { custCode custName } }
}`;
const CUSTOMER_COMPANIES = `query CustomersCompanies {
  customerCompanies { code name accountCurrent creditCusts { custCode custName } areas { sorg companyCode creditCusts { custCode } } }
}`;

let server: TestServer;
let sales: string;
let dealer: string;

beforeAll(async () => {
  server = await createTestServer();
  [sales, dealer] = await Promise.all([
    server.login('sales').then((t) => t.accessToken),
    server.login('dealer').then((t) => t.accessToken),
  ]);
});
afterAll(async () => {
  await server.close();
});

async function customersPage(variables: Record<string, unknown>, token = sales) {
  const res = await server.graphql<{ customers: CustomerPage }>(CUSTOMERS, variables, token);
  expect(res.errors).toBeUndefined();
  expect(res.status).toBe(200);
  if (!res.data) throw new Error('no data');
  return res.data.customers;
}

/** Whether the database orders each name before (or equal to) the next, in its own collation. */
async function inDatabaseOrder(names: string[]): Promise<boolean> {
  // One jsonb parameter: Drizzle would spread a JS array into one parameter per item.
  // Db is typed over both drivers, so execute() answers `unknown`; PGlite and node-postgres both give { rows }.
  const result = (await server.db.execute(
    sql`select coalesce(bool_and(a <= b), true) as ok from (
          select name as a, lead(name) over (order by i) as b
          from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) with ordinality as t(name, i)
        ) pairs where b is not null`,
  )) as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
}

describe('customers', () => {
  it('lists the 240 customers of the sales user, sorted by custName', async () => {
    const names: string[] = [];
    const ids = new Set<string>();
    for (let page = 1; page <= 5; page++) {
      const result = await customersPage({ page, limit: 50 });
      expect(result.info).toEqual({ page, count: 240, pageTotal: 5 });
      for (const c of result.items) {
        names.push(c.custName);
        ids.add(c.id);
      }
    }
    expect(names).toHaveLength(240);
    expect(ids.size).toBe(240);
    expect(await inDatabaseOrder(names)).toBe(true);
  });

  it('accepts page sizes 10, 25 and 50 and refuses others with 400', async () => {
    for (const limit of [10, 25, 50]) {
      const page = await customersPage({ limit });
      expect(page.items).toHaveLength(limit);
      expect(page.info.pageTotal).toBe(Math.ceil(240 / limit));
    }
    const defaults = await customersPage({});
    expect(defaults.items).toHaveLength(10);
    for (const limit of [7, 0, 100]) {
      const res = await server.graphql(CUSTOMERS, { limit }, sales);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.message).toBe('limit must be 10, 25 or 50');
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.data).toBeNull();
    }
  });

  it('searches by part of a name', async () => {
    const [first] = (await customersPage({ limit: 10 })).items;
    if (!first) throw new Error('no customer');
    const term = first.custName.split(' ')[0]?.slice(0, 5).toLowerCase() ?? '';
    const found = await customersPage({ search: term, limit: 50 });
    expect(found.info.count).toBeGreaterThan(0);
    expect(found.info.count).toBeLessThan(240);
    expect(found.items.map((c) => c.id)).toContain(first.id);
    for (const c of found.items) {
      const haystack = [c.custName, c.custCity, c.custCode.isr, c.custCode.r3, c.custCode.unified]
        .join(' ')
        .toLowerCase();
      expect(haystack).toContain(term);
    }
  });

  it('searches by an isr code', async () => {
    const page = await customersPage({ page: 3, limit: 50 });
    const target = page.items.find((c) => c.custCode.isr);
    if (!target?.custCode.isr) throw new Error('no customer with an isr code');
    const found = await customersPage({ search: target.custCode.isr });
    expect(found.items.map((c) => c.id)).toContain(target.id);
    expect(found.info.count).toBeLessThanOrEqual(2);
  });

  it('filters by sorgs', async () => {
    const indonesia = await customersPage({ sorgs: ['2000'], limit: 50 });
    expect(indonesia.info.count).toBe(80);
    for (const c of indonesia.items) expect(c.custAreas.map((a) => a.sorg)).toContain('2000');
    const us = await customersPage({ sorgs: ['1000'], limit: 10 });
    expect(us.info.count).toBe(160);
    expect((await customersPage({ sorgs: ['1000', '2000'] })).info.count).toBe(240);
    expect((await customersPage({ sorgs: ['3000'] })).info.count).toBe(0);
  });

  it('refuses a user without menu.change-cust with 403', async () => {
    const res = await server.graphql(CUSTOMERS, {}, dealer);
    expect(res.status).toBe(403);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data).toBeNull();
  });

  it('gives every customer its areas, custGroup a string and N/A when the area has none', async () => {
    const page = await customersPage({ limit: 50 });
    for (const c of page.items) {
      expect(c.custAreas.length).toBeGreaterThan(0);
      for (const area of c.custAreas) {
        expect(typeof area.custGroup).toBe('string');
        expect(area.sorgName).toMatch(/^Bikes /);
      }
    }
    // A customer of the sales user whose area has no customer group.
    const [withoutGroup] = await server.db
      .select({ isr: customers.custCodeIsr, r3: customers.custCodeR3 })
      .from(customers)
      .innerJoin(customerAreas, eq(customerAreas.customerId, customers.id))
      .innerJoin(userCustomers, eq(userCustomers.customerId, customers.id))
      .innerJoin(users, eq(users.id, userCustomers.userId))
      .where(and(eq(users.username, 'sales'), isNull(customerAreas.custGroup)))
      .limit(1);
    const code = withoutGroup?.isr ?? withoutGroup?.r3;
    if (!code) throw new Error('the seed has no customer area without a group');
    const found = await customersPage({ search: code });
    const customer = found.items.find((c) => c.custCode.isr === code || c.custCode.r3 === code);
    expect(customer?.custAreas[0]?.custGroup).toBe('N/A');
  });

  it('loads the areas of a whole page in one statement (DataLoader)', async () => {
    const { result, statements } = await recordStatements(server.db, () => customersPage({ limit: 50 }));
    expect(result.items).toHaveLength(50);
    const areaLoads = statements.filter((s) => /from "customer_areas" left join "companies"/i.test(s));
    expect(areaLoads).toHaveLength(1);
    // Nor one sorg-name lookup per customer: the whole request (authentication, page, count, areas, sorg names)
    // stays a handful of statements.
    expect(statements.filter((s) => /from "sorgs"/i.test(s))).toHaveLength(1);
    expect(statements.length).toBeLessThan(15);
  });
});

describe('salesCustomers', () => {
  const SALES_CUSTOMERS = `query CustomersSales($page: Int, $limit: Int) {
    salesCustomers(page: $page, limit: $limit) { items { id custName custAreas { sorg } } info { count pageTotal } }
  }`;

  async function salesPage(host: string, page: number, limit = 50) {
    const res = await server.graphql<{ salesCustomers: CustomerPage }>(SALES_CUSTOMERS, { page, limit }, sales, host);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    if (!res.data) throw new Error('no data');
    return res.data.salesCustomers;
  }

  async function allOf(host: string) {
    const first = await salesPage(host, 1);
    const rest = await Promise.all(
      Array.from({ length: first.info.pageTotal - 1 }, (_, index) => salesPage(host, index + 2)),
    );
    return [first, ...rest].flatMap((page) => page.items);
  }

  it("lists the same customers as customers, the host's own first, each part by name", async () => {
    const res = await salesPage('localhost', 1, 25);
    expect(res.info).toEqual({ count: 240, pageTotal: 10 });

    const everyone: Customer[] = [];
    for (let page = 1, total = 1; page <= total; page += 1) {
      const next = await customersPage({ limit: 50, page });
      total = next.info.pageTotal;
      everyone.push(...next.items);
    }
    const ids = (list: Customer[]) => list.map((c) => c.id);
    for (const [host, sorg] of [
      ['localhost', '1000'],
      ['id.localhost', '2000'],
    ] as const) {
      const list = await allOf(host);
      // The rep serves customers of both sorgs: the order differs from the plain list.
      expect(list.some((c) => c.custAreas.some((a) => a.sorg === sorg))).toBe(true);
      expect(list.some((c) => !c.custAreas.some((a) => a.sorg === sorg))).toBe(true);
      expect(ids(list)).toEqual(ids(hostCustomersFirst(everyone, [sorg], (c) => c.custAreas.map((a) => a.sorg))));
    }
  });
});

describe('customerArea and customerCompanies', () => {
  it('answer the dealer with its own customer', async () => {
    const me = await server.graphql<{ me: { customerData: { custCode: { isr: string | null; r3: string | null } } } }>(
      'query CustomersDealer { me { customerData { custCode { isr r3 } } } }',
      {},
      dealer,
    );
    const own = me.data?.me.customerData.custCode;
    const ownCode = own?.isr ?? own?.r3;

    const areas = await server.graphql<{
      customerArea: (CustomerArea & { custCode: string; creditCusts: { custCode: string; custName: string }[] })[];
    }>(CUSTOMER_AREA, {}, dealer);
    expect(areas.status).toBe(200);
    expect(areas.data?.customerArea).toHaveLength(1);
    expect(areas.data?.customerArea[0]).toMatchObject({
      sorg: '1000',
      sorgName: 'Bikes North America',
      custCode: ownCode,
    });

    const filtered = await server.graphql<{ customerArea: unknown[] }>(
      'query CustomersAreaOther($sorgs: [String!]) { customerArea(sorgs: $sorgs) { sorg } }',
      { sorgs: ['2000'] },
      dealer,
    );
    expect(filtered.data?.customerArea).toEqual([]);

    const companies = await server.graphql<{
      customerCompanies: {
        code: string;
        creditCusts: { custCode: string; custName: string }[];
        areas: { companyCode: string | null; creditCusts: { custCode: string }[] }[];
      }[];
    }>(CUSTOMER_COMPANIES, {}, dealer);
    expect(companies.status).toBe(200);
    const list = companies.data?.customerCompanies ?? [];
    expect(list).toHaveLength(1);
    const [company] = list;
    expect(company?.code).toBe(areas.data?.customerArea[0]?.companyCode);
    expect(company?.creditCusts.map((c) => c.custCode)).toContain(ownCode);
    expect(company?.areas.every((a) => a.companyCode === company.code)).toBe(true);
    // An area lists the same credit customers as its company (spec 01 §3 Customer area creditCusts).
    expect(areas.data?.customerArea[0]?.creditCusts).toEqual(company?.creditCusts);
    expect(company?.areas.map((a) => a.creditCusts)).toEqual(
      company?.areas.map(() => company.creditCusts.map(({ custCode }) => ({ custCode }))),
    );
  });

  it('ask a sales user without an active customer to choose one (400)', async () => {
    for (const query of [CUSTOMER_AREA, CUSTOMER_COMPANIES]) {
      const res = await server.graphql(query, {}, sales);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.message).toBe('Please select a customer first');
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answer a sales user for the active customer, and 409 once it is no longer theirs', async () => {
    const [target] = (await customersPage({ page: 2, limit: 10 })).items;
    if (!target) throw new Error('no customer');
    const own = await server.login('sales');
    const changed = await server.request(`/api/change-cust/${target.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${own.accessToken}` },
    });
    expect(changed.status).toBe(200);
    const { accessToken } = (await changed.json()) as { accessToken: string };

    const before = await server.graphql<{ customerArea: { custCode: string }[] }>(CUSTOMER_AREA, {}, accessToken);
    expect(before.status).toBe(200);
    expect(before.data?.customerArea[0]?.custCode).toBe(target.id);

    // Sales support takes the customer away from the user while the token still names it.
    const [salesUser] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'sales'));
    const [customer] = await server.db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`coalesce(${customers.custCodeIsr}, ${customers.custCodeR3}) = ${target.id}`);
    if (!salesUser || !customer) throw new Error('seed rows missing');
    await server.db
      .delete(userCustomers)
      .where(and(eq(userCustomers.userId, salesUser.id), eq(userCustomers.customerId, customer.id)));

    for (const query of [CUSTOMER_AREA, CUSTOMER_COMPANIES]) {
      const res = await server.graphql(query, {}, accessToken);
      expect(res.status).toBe(409);
      expect(res.errors?.[0]?.message).toBe(
        'This customer does not belong to you anymore, please contact sales support',
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('CUSTOMER_NOT_YOURS');
    }
    // The list no longer holds it either.
    expect((await customersPage({ limit: 10 }, accessToken)).info.count).toBe(239);
  });
});
