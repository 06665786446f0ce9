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

  it('refuses an alias bomb over the cost limit', async () => {
    const aliases = Array.from({ length: 1200 }, (_, i) => `a${String(i)}: me { id name }`).join(' ');
    const res = await server.graphql(`{ ${aliases} }`, {}, token);
    expect(res.status).toBe(400);
    expect(res.errors?.some((e) => /cost/i.test(e.message))).toBe(true);
    expect(res.data).toBeUndefined();
  });
});

describe('introspection', () => {
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
      // An execution error, not a refused request: errors[] with data null, not a maintenance 500.
      expect(res.status).toBe(200);
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
