import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/support/test-server';

// The HTTP contract of /api/graphql: the client's session rules key on the status (401 refresh, 403 logout),
// so every refusal must carry its status whatever the Accept header (the spec sends `application/json, text/plain, */*`).

const ACCEPT = 'application/json, text/plain, */*';

interface GraphQLBody {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown }; [key: string]: unknown }[];
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = (await server.login('dealer')).accessToken;
});
afterAll(async () => {
  await server.close();
});

/** A raw POST to /api/graphql, for bodies the graphql() helper cannot send. */
async function post(body: string, headers: Record<string, string> = {}) {
  const res = await server.request('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, authorization: `Bearer ${token}`, ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as GraphQLBody };
}

/**
 * `__type(name: "User") { fields { type { ofType { ... { name } } } } }`: every field is one level (graphql-armor
 * counts leaves too), so `ofTypes` wrappers give a depth of 4 + ofTypes. The schema has no recursive path of its own
 * yet, and `__type` (unlike `__schema`) is not exempt from the limit, so this is a valid document of any depth.
 */
function typeQuery(ofTypes: number): string {
  let selection = 'name';
  for (let i = 0; i < ofTypes; i++) selection = `ofType { ${selection} }`;
  return `{ __type(name: "User") { fields { type { ${selection} } } } }`;
}

describe('authentication', () => {
  it('answers 401 UNAUTHENTICATED without a token', async () => {
    const res = await server.graphql('{ me { id } }');
    expect(res.status).toBe(401);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data).toBeUndefined();
  });

  it('answers 401 with a garbage token', async () => {
    const res = await server.graphql('{ me { id } }', {}, 'not.a.jwt');
    expect(res.status).toBe(401);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 with a token signed by someone else', async () => {
    const [header, payload] = token.split('.');
    const res = await server.graphql('{ me { id } }', {}, `${header ?? ''}.${payload ?? ''}.c2lnbmF0dXJl`);
    expect(res.status).toBe(401);
  });

  it('answers a signed-in request with 200', async () => {
    const res = await server.graphql<{ me: { username: string } }>('{ me { username } }', {}, token);
    expect(res.status).toBe(200);
    expect(res.data?.me.username).toBe('dealer');
  });
});

describe('bad requests answer 400', () => {
  it('refuses a malformed JSON body', async () => {
    const res = await post('{"query": "{ me { id } }"');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('refuses a body without a query', async () => {
    const res = await post('{"variables": {}}');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('refuses a syntax error', async () => {
    const res = await server.graphql('{ me { id }', {}, token);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses an unknown field with GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await server.graphql('{ me { id nope } }', {}, token);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.data).toBeUndefined();
  });

  it('refuses a variable of the wrong type', async () => {
    const res = await server.graphql(
      'query CustomersPage($page: Int) { customers(page: $page) { info { count } } }',
      { page: 'two' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a missing required variable', async () => {
    const res = await server.graphql(
      'mutation Feedback($message: String!) { sendCustomerFeedback(message: $message) { message { status } } }',
      {},
      token,
    );
    expect(res.status).toBe(400);
  });

  it('accepts a query at the depth limit of 8', async () => {
    const res = await server.graphql(typeQuery(4), {}, token);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
  });

  it('refuses a query nested deeper than 8', async () => {
    const res = await server.graphql(typeQuery(5), {}, token);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/depth limit of 8 exceeded, found 9/);
    expect(res.data).toBeUndefined();
  });

  it('refuses 1,000 aliases of one field with 400 before running any', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${String(i)}: productCounts { bike }`).join(' ');
    const res = await server.graphql(`{ ${aliases} }`, {}, token);
    expect(res.status).toBe(400);
    expect(res.errors?.map((e) => e.message)).toContain('A request may use at most 30 aliases; this one uses 1000');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.data).toBeUndefined();
  });

  it('refuses 100 aliased catalogSync pages of 1,000, and 5 of them by their cost', async () => {
    const pages = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `p${String(i)}: catalogSync(limit: 1000) { products { id name } nextCursor }`).join(' ')} }`;
    const hundred = await server.graphql(pages(100), {}, token);
    expect(hundred.status).toBe(400);
    expect(hundred.errors?.map((e) => e.message).join('\n')).toMatch(/at most 30 root fields/);
    const five = await server.graphql(pages(5), {}, token);
    expect(five.status).toBe(400);
    expect(five.errors?.[0]?.message).toMatch(/asks for too much at once \(cost \d+, at most 200000\)/);
    expect(five.data).toBeUndefined();
  });

  it('refuses a page size given by a variable that makes the operation too costly', async () => {
    const res = await server.graphql(
      `query Pages($n: Int) { a: catalogSync(limit: $n) { products { id name } } b: catalogSync(limit: $n) { products { id name } } c: catalogSync(limit: $n) { products { id name } } d: catalogSync(limit: $n) { products { id name } } e: catalogSync(limit: $n) { products { id name } } }`,
      { n: 1000 },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/asks for too much at once/);
  });

  it('runs a normal catalog page and one catalogSync page of 1,000', async () => {
    const page = await server.graphql<{ productGroups: { items: unknown[] } }>(
      `query Page($limit: Int) { productGroups(limit: $limit, filter: { category: BIKE }) {
         items { id items(limit: 7) { id name price { dealer } } } info { count } } }`,
      { limit: 12 },
      token,
    );
    expect(page.status).toBe(200);
    expect(page.errors).toBeUndefined();
    expect(page.data?.productGroups.items.length).toBeGreaterThan(0);
    const sync = await server.graphql('{ catalogSync(limit: 1000) { products { id } nextCursor } }', {}, token);
    expect(sync.status).toBe(200);
    expect(sync.errors).toBeUndefined();
  });
});

describe('text and list arguments', () => {
  const SUBSCRIBE = `mutation Subscribe($code: String!) {
    subscribeRestockedNotification(articleCode: $code, sorg: "1000") { message { status } }
  }`;

  it('refuses a NUL character in a literal string argument with 400', async () => {
    const res = await server.graphql(
      'mutation { subscribeRestockedNotification(articleCode: "a\\u0000", sorg: "1000") { message { status } } }',
      {},
      token,
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe('Text must not contain NUL characters');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a NUL character in a variable, also nested in an input object, with 400', async () => {
    const res = await server.graphql(SUBSCRIBE, { code: 'a\u0000' }, token);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toBe('Text must not contain NUL characters ($code)');
    const nested = await server.graphql(
      'query Groups($filter: ProductFilterInput!) { productGroups(filter: $filter) { info { count } } }',
      { filter: { category: 'BIKE', search: 'x\u0000' } },
      token,
    );
    expect(nested.status).toBe(400);
    expect(nested.errors?.[0]?.message).toBe('Text must not contain NUL characters ($filter)');
  });

  it('refuses 100,000 list items in a variable with 400, and 1,000 pass', async () => {
    const sales = await server.tokenFor('sales');
    const query = 'query Customers($sorgs: [String!]) { customers(sorgs: $sorgs) { info { count } } }';
    const huge = await server.graphql(query, { sorgs: Array.from({ length: 100_000 }, () => '1000') }, sales);
    expect(huge.status).toBe(400);
    expect(huge.errors?.[0]?.message).toBe('A list may hold at most 1000 items; $sorgs holds 100000');
    const fine = await server.graphql(query, { sorgs: Array.from({ length: 1000 }, () => '1000') }, sales);
    expect(fine.status).toBe(200);
    expect(fine.errors).toBeUndefined();
  });
});

describe('introspection', () => {
  it('outside production, error messages still suggest names', async () => {
    const typo = await server.graphql('{ mee { username } }', {}, token);
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query". Did you mean "me"?');
  });

  it('is allowed outside production', async () => {
    const res = await server.graphql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
      {},
      token,
    );
    expect(res.status).toBe(200);
    expect(res.data?.__schema.queryType.name).toBe('Query');
  });

  it('is refused with 400 in production', async () => {
    const production = await createTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const prodToken = (await production.login('dealer')).accessToken;
      const schema = await production.graphql('{ __schema { queryType { name } } }', {}, prodToken);
      expect(schema.status).toBe(400);
      expect(schema.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const type = await production.graphql('{ __type(name: "User") { name } }', {}, prodToken);
      expect(type.status).toBe(400);
      // Ordinary queries still work there.
      const me = await production.graphql('{ me { username } }', {}, prodToken);
      expect(me.status).toBe(200);
      // Error messages suggest no names there.
      const typo = await production.graphql('{ mee { username } }', {}, prodToken);
      expect(typo.status).toBe(400);
      expect(typo.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
      const enumTypo = await production.graphql(
        'query Filter($c: ProductCategory!) { filter(category: $c) { brands { value } } }',
        { c: 'BIK' },
        prodToken,
      );
      expect(enumTypo.status).toBe(400);
      expect(JSON.stringify(enumTypo.errors)).not.toMatch(/Did you mean|BIKE/);
    } finally {
      await production.close();
    }
  });
});

describe('unexpected errors', () => {
  it('never leak a stack or driver detail', async () => {
    // Break this test server's own database copy under a resolver: the driver error must stay on the server.
    const broken = await createTestServer();
    try {
      const dealer = (await broken.login('dealer')).accessToken;
      await broken.db.execute(sql`drop table company_credit_customers`);
      const res = await broken.graphql('{ customerCompanies { code } }', {}, dealer);
      // A failure on our side answers 500 (the outbox retries; an Idempotency-Key does not keep it), not a
      // maintenance 500: errors[] with data null and no status 'maintenance'.
      expect(res.status).toBe(500);
      expect(res.data).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0]?.message).toBe('Unexpected error.');
      expect(res.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
      expect(JSON.stringify(res)).not.toMatch(/stack|\.ts:|company_credit|relation|postgres|pglite|drizzle|select /i);
    } finally {
      await broken.close();
    }
  });

  it('a NUL character in a search is refused as bad input', async () => {
    const sales = (await server.login('sales')).accessToken;
    const res = await server.graphql(
      'query CustomersSearch($search: String) { customers(search: $search) { info { count } } }',
      { search: 'ab\u0000cd' },
      sales,
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
