import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/support/test-server';
import type { CustomerRow } from '../modules/customers/customers.tables';
import { ACTING_CUSTOMER_HEADER } from './authenticate';
import { customersOf } from '../../../tests/support/builders';

// The offline outbox sends each queued change with the customer it was recorded for (Acting-Customer), whichever
// customer the rep has switched to since.

let server: TestServer;
let customerA: CustomerRow;
let customerB: CustomerRow;
let notServed: CustomerRow;

const acting = (customer: CustomerRow | null) =>
  new URLSearchParams({ r3: customer?.custCodeR3 ?? '', isr: customer?.custCodeIsr ?? '' }).toString();

async function post(query: string, token: string, headers: Record<string, string> = {}) {
  const res = await server.request('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    status: res.status,
    replayed: res.headers.get('Idempotent-Replayed'),
    body: (await res.json()) as {
      data?: { me?: { salesActiveCustCode: { r3: string | null; isr: string | null } | null } };
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

const ME = 'query ActingMe { me { salesActiveCustCode { r3 isr } } }';

beforeAll(async () => {
  server = await createTestServer();
  const served = await customersOf(server.db, 'sales');
  const servedIds = new Set(served.map((c) => c.id));
  const [first, second] = served;
  if (!first || !second) throw new Error('the sales rep serves fewer than two customers');
  customerA = first;
  customerB = second;
  const other = (await customersOf(server.db, 'sales2')).find((c) => !servedIds.has(c.id));
  if (!other) throw new Error('sales2 has no customer of its own');
  notServed = other;
});

afterAll(async () => {
  await server.close();
});

describe(`the ${ACTING_CUSTOMER_HEADER} header`, () => {
  it("acts for the named customer instead of the token's", async () => {
    const token = await server.tokenFor('sales', customerB);
    const own = await post(ME, token);
    expect(own.body.data?.me?.salesActiveCustCode).toEqual({ r3: customerB.custCodeR3, isr: customerB.custCodeIsr });
    const named = await post(ME, token, { [ACTING_CUSTOMER_HEADER]: acting(customerA) });
    expect(named.body.data?.me?.salesActiveCustCode).toEqual({
      r3: customerA.custCodeR3,
      isr: customerA.custCodeIsr,
    });
    const none = await post(ME, token, { [ACTING_CUSTOMER_HEADER]: 'r3=&isr=' });
    expect(none.body.data?.me?.salesActiveCustCode).toBeNull();
  });

  it('keeps an idempotent request the same after the user switched customer', async () => {
    const key = randomUUID();
    const first = await post(ME, await server.tokenFor('sales', customerA), {
      'Idempotency-Key': key,
      [ACTING_CUSTOMER_HEADER]: acting(customerA),
    });
    expect(first.status).toBe(200);
    // The rep now acts for B: the entry still goes for A, and the server knows it as the same request.
    const tokenB = await server.tokenFor('sales', customerB);
    const again = await post(ME, tokenB, { 'Idempotency-Key': key, [ACTING_CUSTOMER_HEADER]: acting(customerA) });
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    // Without the header the same key would be another request.
    expect((await post(ME, tokenB, { 'Idempotency-Key': key })).status).toBe(422);
  });

  it('grants nothing: a customer the user does not serve gets no customer data', async () => {
    const token = await server.tokenFor('sales', customerA);
    const header = { [ACTING_CUSTOMER_HEADER]: acting(notServed) };
    expect((await post(ME, token, header)).body.data?.me?.salesActiveCustCode).toBeNull();
    const cart = await post('query ActingCart { cart { totalQty } }', token, header);
    expect(cart.body.data).toBeFalsy();
    expect(cart.body.errors?.[0]?.extensions?.code).toBe('CUSTOMER_NOT_YOURS');
    expect(JSON.stringify(cart.body)).not.toContain(notServed.name);
  });

  it('answers a malformed header with 400 and says what it expects', async () => {
    const token = await server.tokenFor('sales', customerA);
    for (const value of ['', 'x=1', 'r3=1&r3=2', "r3=' or 1=1--", `isr=${'9'.repeat(120)}`]) {
      const res = await post(ME, token, { [ACTING_CUSTOMER_HEADER]: value });
      expect(res.status, value).toBe(400);
      expect(res.body.errors?.[0]?.message).toContain('r3=<code>&isr=<code>');
    }
  });
});
