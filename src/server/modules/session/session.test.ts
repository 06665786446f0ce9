import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type Tokens } from '../../../../tests/support/test-server';
import { userCustomers } from '../customers/customers.tables';
import { users } from '../users/users.tables';
import { tokenFamilies } from './session.tables';

let server: TestServer;
/** Moves the server's clock; the tests travel in time instead of waiting. */
let offsetMs = 0;
beforeAll(async () => {
  server = await createTestServer({ env: { LOGIN_MAX_FAILURES: '3' }, now: () => new Date(Date.now() + offsetMs) });
});
afterAll(async () => {
  await server.close();
});

const user = (token: string) => server.request('/api/user', { headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) => server.postJson('/api/refresh-token', { refreshToken });

describe('POST /api/login', () => {
  it('answers a token pair with the same field names as every token route', async () => {
    const res = await server.postJson('/api/login', { username: 'dealer', password: 'Demo1234' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken']);
    expect(body.expiresIn).toBe(900);
  });

  it('accepts the username in any case', async () => {
    const res = await server.postJson('/api/login', { username: '  Dealer ', password: 'Demo1234' });
    expect(res.status).toBe(200);
  });

  it('tells an unknown username from a wrong password', async () => {
    const unknown = await server.postJson(
      '/api/login',
      { username: 'nobody', password: 'Demo1234' },
      { ip: '10.0.0.1' },
    );
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ message: 'Your username is incorrect' });
    const wrong = await server.postJson('/api/login', { username: 'sales', password: 'Wrong1234' }, { ip: '10.0.0.1' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Your password is incorrect' });
  });

  it('refuses a disabled user with the support message', async () => {
    await server.db.update(users).set({ isDisabled: true }).where(eq(users.username, 'vendor'));
    const res = await server.postJson('/api/login', { username: 'vendor', password: 'Demo1234' }, { ip: '10.0.0.2' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Login failed, please contact support' });
    await server.db.update(users).set({ isDisabled: false }).where(eq(users.username, 'vendor'));
  });

  it('locks an account and address out after the failure limit, with Retry-After, and counts no successes', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++)
      expect((await server.postJson('/api/login', { username: 'admin', password: 'Demo1234' }, { ip })).status).toBe(
        200,
      );
    for (let i = 0; i < 3; i++)
      expect((await server.postJson('/api/login', { username: 'admin', password: 'nope' }, { ip })).status).toBe(401);
    const locked = await server.postJson('/api/login', { username: 'admin', password: 'Demo1234' }, { ip });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is not locked out, and the lock ends with the window.
    expect(
      (await server.postJson('/api/login', { username: 'admin', password: 'Demo1234' }, { ip: '10.9.9.8' })).status,
    ).toBe(200);
    offsetMs = 15 * 60_000 + 1000;
    expect((await server.postJson('/api/login', { username: 'admin', password: 'Demo1234' }, { ip })).status).toBe(200);
    offsetMs = 0;
  });

  it('answers bad input with 400 and a message, never a 500', async () => {
    const cases: [BodyInit, string][] = [
      ['{"username": "dealer",', 'not valid JSON'],
      [JSON.stringify({ username: 'dealer' }), 'password'],
      [JSON.stringify({ username: 'dealer', password: 'Demo1234', admin: true }), 'admin'],
      [JSON.stringify({ username: 42, password: 'Demo1234' }), 'username'],
      [JSON.stringify({ username: 'x'.repeat(500), password: 'Demo1234' }), 'username'],
      [JSON.stringify(['dealer']), 'Invalid request'],
    ];
    for (const [body, text] of cases) {
      const res = await server.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      const json = (await res.json()) as { message: string; stack?: unknown };
      expect(json.message).toContain(text);
      expect(json.stack).toBeUndefined();
    }
    const form = await server.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'a',
    });
    expect(form.status).toBe(415);
  });
});

describe('POST /api/refresh-token', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await server.login('dealer');
  });

  it('rotates the refresh token on every use', async () => {
    const first = await refresh(tokens.refreshToken);
    expect(first.status).toBe(200);
    const next = (await first.json()) as Tokens;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await user(next.accessToken)).status).toBe(200);
    tokens = next;
  });

  it('lets two tabs refresh with the same token inside the 10-second overlap', async () => {
    const [a, b] = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    tokens = (await a.json()) as Tokens;
  });

  it('revokes the whole family when a used token comes back after the overlap', async () => {
    const start = await server.login('dealer');
    const rotated = (await (await refresh(start.refreshToken)).json()) as Tokens;
    offsetMs = 11_000;
    const reuse = await refresh(start.refreshToken);
    expect(reuse.status).toBe(401);
    // The thief's reuse also kills the legitimate successor and its access token.
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    expect((await user(rotated.accessToken)).status).toBe(401);
    offsetMs = 0;
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    const pair = await server.login('dealer');
    await server.db.update(tokenFamilies).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('are refused when expired, forged, unsigned or of another algorithm', async () => {
    const good = await server.login('dealer');
    const [header, payload] = good.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;

    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const unsigned = new UnsecuredJWT(claims).encode();
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('y'.repeat(48)));
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode('y'.repeat(64)));
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const tampered = `${header ?? ''}.${tamperedPayload}.${good.accessToken.split('.')[2] ?? ''}`;

    for (const token of [expired, unsigned, wrongKey, hs512, tampered, 'garbage']) {
      const res = await user(token);
      expect(res.status).toBe(401);
    }
    expect((await server.request('/api/user')).status).toBe(401);
    expect((await user(good.accessToken)).status).toBe(200);
  });

  it('expire after at most 15 minutes', async () => {
    const { accessToken } = await server.login('dealer');
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(900);
  });
});

describe('GET /api/user', () => {
  it('describes a dealer with its one customer', async () => {
    const { accessToken } = await server.login('dealer');
    const body = (await (await user(accessToken)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Dana Dealer',
      isCustomer: true,
      isSales: false,
      hasCustCode: true,
      limitation: 'customer',
    });
    expect(body.customerData).toMatchObject({ custCode: { r3: expect.any(String) as string } });
    expect(body.scopes).toContain('page.catalog');
    expect(body).not.toHaveProperty('passwordHash');
  });
});

describe('change customer', () => {
  const changeCust = (token: string, path: string) =>
    server.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

  it('gives a sales user a new pair carrying the chosen customer', async () => {
    const { accessToken } = await server.login('sales');
    const before = (await (await user(accessToken)).json()) as { salesActiveCustCode: unknown; isSales: boolean };
    expect(before).toMatchObject({ salesActiveCustCode: null, isSales: true });
    const [link] = await server.db.select().from(userCustomers).limit(1);
    const customer = await server.graphql<{
      salesCustomers: { items: { id: string; custCode: { r3: string; isr: string | null } }[] };
    }>('{ salesCustomers(limit: 10) { items { id custCode { r3 isr } } } }', {}, accessToken);
    expect(link).toBeDefined();
    const target = customer.data?.salesCustomers.items[0];
    expect(target).toBeDefined();
    const res = await changeCust(accessToken, `/api/change-cust/${target?.id ?? ''}`);
    expect(res.status).toBe(200);
    const pair = (await res.json()) as Tokens;
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken']);
    const after = (await (await user(pair.accessToken)).json()) as { salesActiveCustCode: unknown };
    expect(after.salesActiveCustCode).toEqual({ r3: target?.custCode.r3, isr: target?.custCode.isr });
    // The refreshed pair keeps the customer.
    const refreshed = (await (await refresh(pair.refreshToken)).json()) as Tokens;
    expect(
      ((await (await user(refreshed.accessToken)).json()) as { salesActiveCustCode: unknown }).salesActiveCustCode,
    ).toEqual(after.salesActiveCustCode);
    // Query-string form.
    const byQuery = await changeCust(pair.accessToken, `/api/change-cust?r3=${target?.custCode.r3 ?? ''}`);
    expect(byQuery.status).toBe(200);
  });

  it('refuses a customer the user may not act for with 404 and the spec text (a 403 would log out)', async () => {
    const { accessToken } = await server.login('dealer');
    const res = await changeCust(accessToken, '/api/change-cust/2000400');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Failed change customer, please try again' });
    expect((await changeCust(accessToken, '/api/change-cust?r3=%27%20or%201=1--')).status).toBe(404);
    expect((await changeCust(accessToken, '/api/change-cust')).status).toBe(404);
    expect((await changeCust('bad', '/api/change-cust/1')).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the refresh family and the access token of the session', async () => {
    const pair = await server.login('dealer');
    const res = await server.postJson('/api/logout', { refreshToken: pair.refreshToken });
    expect(res.status).toBe(204);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    expect((await user(pair.accessToken)).status).toBe(401);
  });
});
