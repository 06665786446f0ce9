import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { pruneSessionsNow } from './session.service';

// The administrator's list of failed sign-ins (Query.signInFailures), fed by real calls to /api/login on the seeded
// database: failures appear per account with masked addresses, successes do not, a lock shows, and only user
// administration (page.user-management) may ask.

const ACCOUNT_MAX_FAILURES = 4;

let server: TestServer;
/** Moves the server's clock; the tests travel in time instead of waiting. */
let offsetMs = 0;
beforeAll(async () => {
  server = await createTestServer({
    env: { LOGIN_MAX_FAILURES: '3', LOGIN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_MAX_FAILURES) },
    now: () => new Date(Date.now() + offsetMs),
  });
});
afterAll(async () => {
  await server.close();
});

const QUERY = `query($limit: Int) { signInFailures(limit: $limit) {
  username name failures lastAttemptAt locked lockedUntil maskedAddresses } }`;

interface Failure {
  username: string;
  name: string | null;
  failures: number;
  lastAttemptAt: string;
  locked: boolean;
  lockedUntil: string | null;
  maskedAddresses: string[];
}

const signIn = (username: string, password: string, ip: string) =>
  server.postJson('/api/login', { username, password }, { ip });

async function failuresAs(username: string, limit?: number) {
  const answer = await server.graphql<{ signInFailures: Failure[] }>(
    QUERY,
    limit === undefined ? {} : { limit },
    await server.tokenFor(username),
  );
  return answer;
}

describe('signInFailures', () => {
  it('lists failed sign-ins per account with masked addresses, and no successful sign-in', async () => {
    // A day and an hour ago: outside the list's 24 hours.
    offsetMs = -25 * 3_600_000;
    expect((await signIn('warranty', 'Wrong1234', '192.0.2.44')).status).toBe(401);
    offsetMs = 0;

    expect((await signIn('sales2', 'Wrong1234', '203.0.113.57')).status).toBe(401);
    expect((await signIn('sales2', 'Wrong1234', '203.0.113.57')).status).toBe(401);
    expect((await signIn('sales2', 'Wrong1234', '198.51.100.7')).status).toBe(401);
    expect((await signIn('dealer', 'Demo1234', '203.0.113.99')).status).toBe(200);
    expect((await signIn('No-Such-User', 'Wrong1234', '2001:db8:85a3::8a2e:370:7334')).status).toBe(401);

    const answer = await failuresAs('admin');
    expect(answer.errors).toBeUndefined();
    const list = answer.data?.signInFailures ?? [];
    const sales2 = list.find((f) => f.username === 'sales2');
    expect(sales2).toMatchObject({
      name: expect.any(String) as unknown,
      failures: 3,
      locked: false,
      lockedUntil: null,
      maskedAddresses: ['203.0.113.x', '198.51.100.x'],
    });
    expect(Date.now() - Date.parse(sales2?.lastAttemptAt ?? '')).toBeLessThan(60_000);
    expect(list.find((f) => f.username === 'no-such-user')).toMatchObject({
      name: null,
      failures: 1,
      maskedAddresses: ['2001:db8:85a3:…'],
    });
    // Successes (the dealer's, the administrator's own) and failures older than 24 hours are not listed.
    expect(list.map((f) => f.username)).not.toContain('dealer');
    expect(list.map((f) => f.username)).not.toContain('admin');
    expect(list.map((f) => f.username)).not.toContain('warranty');
    // No full address anywhere in the answer.
    const body = JSON.stringify(answer);
    for (const ip of ['203.0.113.57', '198.51.100.7', '203.0.113.99', '8a2e', '7334']) expect(body).not.toContain(ip);
  });

  it('shows an account locked after too many failures from several addresses', async () => {
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect((await signIn('vendor', 'Wrong1234', `10.1.${String(i)}.9`)).status).toBe(401);
    }
    expect((await signIn('vendor', 'Demo1234', '10.1.200.9')).status).toBe(429);
    const list = (await failuresAs('admin')).data?.signInFailures ?? [];
    const vendor = list.find((f) => f.username === 'vendor');
    expect(vendor?.locked).toBe(true);
    expect(Date.parse(vendor?.lockedUntil ?? '')).toBeGreaterThan(Date.now());
    expect(vendor?.failures).toBe(ACCOUNT_MAX_FAILURES);
    // The latest failure first.
    expect(list[0]?.username).toBe('vendor');
  });

  it('keeps failures for the 24 hours when the sessions are pruned', async () => {
    offsetMs = -2 * 3_600_000;
    expect((await signIn('sales', 'Wrong1234', '192.0.2.60')).status).toBe(401);
    offsetMs = 0;
    await pruneSessionsNow(server.deps, new Date());
    const list = (await failuresAs('admin', 50)).data?.signInFailures ?? [];
    expect(list.find((f) => f.username === 'sales')).toMatchObject({ failures: 1, maskedAddresses: ['192.0.2.x'] });
  });

  it('answers at most `limit` accounts', async () => {
    const list = (await failuresAs('admin', 1)).data?.signInFailures ?? [];
    expect(list.map((f) => f.username)).toEqual(['vendor']);
  });

  it('runs once per operation: aliased lists are refused', async () => {
    const answer = await server.graphql(
      'query { a: signInFailures(limit: 50) { username } b: signInFailures(limit: 50) { username } }',
      {},
      await server.tokenFor('admin'),
    );
    expect(answer.errors?.[0]?.message).toBe('An operation may run signInFailures only once');
    expect(answer.data).toBeUndefined();
  });

  it.each(['dealer', 'sales2', 'auditor'])('refuses %s with FORBIDDEN and answers nothing', async (role) => {
    const answer = await failuresAs(role);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(answer.data?.signInFailures ?? null).toBeNull();
    expect(JSON.stringify(answer)).not.toContain('203.0.113');
  });
});
