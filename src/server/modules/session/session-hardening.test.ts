import { count, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type Tokens } from '../../../../tests/support/test-server';
import { mails } from '../../mail/mail.tables';
import { users } from '../users/users.tables';
import { REFRESH_REUSE_GRACE_MS } from './session.service';
import { loginAttempts, tokenFamilies } from './session.tables';
import { pruneSessionsNow } from './session.service';

const SECRET = 'h'.repeat(48);
const MAX_FAILURES = 5;
const ACCOUNT_MAX_FAILURES = 12;

let server: TestServer;
/** Moves the server's clock; the tests travel in time instead of waiting. */
let offsetMs = 0;
beforeAll(async () => {
  server = await createTestServer({
    env: {
      JWT_SECRET: SECRET,
      LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      LOGIN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_MAX_FAILURES),
      LOGIN_ACCOUNT_LOCK_MINUTES: '120',
      // One load balancer in front: it appends the address it saw to X-Forwarded-For.
      TRUST_PROXY: 'true',
    },
    now: () => new Date(Date.now() + offsetMs),
  });
});
afterAll(async () => {
  await server.close();
});

const user = (token: string) => server.request('/api/user', { headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) => server.postJson('/api/refresh-token', { refreshToken });
/** A sign-in through the load balancer from `client`, with whatever the client itself put in X-Forwarded-For. */
const loginVia = (username: string, password: string, client: string, spoofed = '198.51.100.99') =>
  server.postJson(
    '/api/login',
    { username, password },
    { ip: '10.0.0.1', headers: { 'x-forwarded-for': `${spoofed}, ${client}` } },
  );
const familiesOf = async (username: string) => {
  const [row] = await server.db
    .select({ n: count() })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(eq(users.username, username));
  return row?.n ?? 0;
};

describe('the sign-in limit', () => {
  it('holds under 50 concurrent wrong passwords: at most LOGIN_MAX_FAILURES answers are 401, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => loginVia('sales2', 'Wrong1234', '203.0.113.50')),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 429).length).toBe(50 - statuses.filter((s) => s === 401).length);
  });

  it('keys the address on the right-most untrusted hop: a rotating X-Forwarded-For gets 429 after the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES + 3; i++) {
      statuses.push((await loginVia('auditor', 'Wrong1234', '203.0.113.7', `192.0.2.${String(i)}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(MAX_FAILURES).fill(401), 429, 429, 429]);
    // Another client address is another key (until the account cap).
    expect((await loginVia('auditor', 'Demo1234', '203.0.113.8')).status).toBe(200);
  });

  it('locks the account from every address once its cap is reached, tells the owner once, and unlocks slowly', async () => {
    const [owner] = await server.db.select().from(users).where(eq(users.username, 'vendor'));
    if (!owner) throw new Error('vendor missing');
    await server.db.update(users).set({ languageId: 'de' }).where(eq(users.id, owner.id));
    // Fewer failures per address than the address limit, from ever new addresses.
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      const res = await loginVia('vendor', 'Wrong1234', `203.0.113.${String(100 + Math.floor(i / 2))}`);
      expect(res.status).toBe(401);
    }
    // The right password from a fresh address is refused too, with the lock's Retry-After.
    const locked = await loginVia('vendor', 'Demo1234', '192.0.2.200');
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(110 * 60);
    expect(retryAfter).toBeLessThanOrEqual(120 * 60);
    const sent = await server.db.select().from(mails).where(eq(mails.to, owner.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Die Anmeldung bei Ihrem Konto ist vorübergehend gesperrt');
    expect(sent[0]?.text).toContain(String(ACCOUNT_MAX_FAILURES));
    // The account window (60 minutes) has passed, the lock (120) has not.
    offsetMs = 61 * 60_000;
    expect((await loginVia('vendor', 'Demo1234', '192.0.2.201')).status).toBe(429);
    offsetMs = 121 * 60_000;
    expect((await loginVia('vendor', 'Demo1234', '192.0.2.201')).status).toBe(200);
    offsetMs = 0;
  });
});

describe('the current-password check of updateProfileUser', () => {
  const change = (alias: string, currentPassword: string) =>
    `${alias}: updateProfileUser(user: { currentPassword: "${currentPassword}", newPassword: "Better5678" }) {
      message { status } userErrors { field message code } }`;

  it('allows one check per request: aliased guesses in one operation are refused unchecked', async () => {
    const { accessToken } = await server.login('dealer');
    const guesses = Array.from({ length: 20 }, (_, i) => change(`g${String(i)}`, `Guess${String(i)}x`));
    guesses.push(change('right', 'Demo1234'));
    const res = await server.graphql<Record<string, { userErrors: { message: string; code: string }[] }>>(
      `mutation { ${guesses.join('\n')} }`,
      {},
      accessToken,
    );
    expect(res.data?.g0?.userErrors[0]?.message).toBe('Your password is incorrect');
    for (const alias of [...Array.from({ length: 19 }, (_, i) => `g${String(i + 1)}`), 'right']) {
      expect(res.data?.[alias]?.userErrors[0]).toMatchObject({
        message: 'Only one password change per request',
        code: 'BAD_USER_INPUT',
      });
    }
    // The right password was never tried: it is unchanged.
    expect((await server.postJson('/api/login', { username: 'dealer', password: 'Demo1234' })).status).toBe(200);
  });

  it('counts each check against the sign-in limit', async () => {
    const { accessToken } = await server.login('admin');
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await server.graphql<{ c: { userErrors: { code: string }[] } }>(
        `mutation { ${change('c', 'Wrong1234')} }`,
        {},
        accessToken,
      );
      expect(res.data?.c.userErrors[0]?.code).toBe('BAD_USER_INPUT');
    }
    const limited = await server.graphql<{ c: { userErrors: { code: string; message: string }[] } }>(
      `mutation { ${change('c', 'Demo1234')} }`,
      {},
      accessToken,
    );
    expect(limited.data?.c.userErrors[0]).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-ins, please try again later',
    });
    // The same account and address cannot sign in either (no socket here, as for the GraphQL calls above).
    const login = await server.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo1234' }),
    });
    expect(login.status).toBe(429);
  });
});

describe('refresh tokens', () => {
  it('give 20 concurrent redemptions of one token the same successor pair, and later reuse revokes the family', async () => {
    const start = await server.login('sales');
    const answers = await Promise.all(Array.from({ length: 20 }, async () => refresh(start.refreshToken)));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(20).fill(200));
    const pairs = (await Promise.all(answers.map((r) => r.json()))) as Tokens[];
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.accessToken)).size).toBe(1);
    const successor = pairs[0];
    if (!successor) throw new Error('no pair');
    expect(successor.refreshToken).not.toBe(start.refreshToken);
    expect(await familiesOf('sales')).toBeGreaterThan(0);

    // The successor continues the family.
    const next = (await (await refresh(successor.refreshToken)).json()) as Tokens;
    expect((await user(next.accessToken)).status).toBe(200);
    // The first token again, after the grace: reuse ends the family, the newest tokens included.
    offsetMs = REFRESH_REUSE_GRACE_MS + 1000;
    expect((await refresh(start.refreshToken)).status).toBe(401);
    expect((await refresh(next.refreshToken)).status).toBe(401);
    expect((await user(next.accessToken)).status).toBe(401);
    offsetMs = 0;
  });

  it('keep one row per family however often it refreshes', async () => {
    let tokens = await server.login('sales2', 'Demo1234');
    const before = await familiesOf('sales2');
    for (let i = 0; i < 30; i++) tokens = (await (await refresh(tokens.refreshToken)).json()) as Tokens;
    expect(await familiesOf('sales2')).toBe(before);
    expect((await user(tokens.accessToken)).status).toBe(200);
  });

  it('refuse tokens not of the exact form the server issues, or with a forged MAC', async () => {
    const { refreshToken } = await server.login('dealer');
    const [family, generation, mac] = refreshToken.split('.');
    const forged = [
      `${refreshToken}=`,
      `${family ?? ''}.${String(Number(generation) + 1)}.${mac ?? ''}`,
      `${family ?? ''}.01.${mac ?? ''}`,
      `${family ?? ''}.${generation ?? ''}.${'A'.repeat(43)}`,
      ` ${refreshToken}`,
    ];
    for (const token of forged) expect([400, 401]).toContain((await refresh(token)).status);
    expect((await refresh(refreshToken)).status).toBe(200);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(SECRET);
  const signed = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('dealer-portal')
      .setAudience('dealer-portal-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  it('are refused with a padded signature or a user id not in plain decimal form', async () => {
    const good = await server.login('dealer');
    const claims = JSON.parse(Buffer.from(good.accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      fam: string;
    };
    expect((await user(good.accessToken)).status).toBe(200);
    expect((await user(`${good.accessToken}=`)).status).toBe(401);
    expect((await user(`${good.accessToken}==`)).status).toBe(401);
    // Validly signed with the server's key, so only the subject's form refuses them.
    const id = Number(claims.sub);
    const asSubject = async (sub: string) => user(await signed({ sub, fam: claims.fam }));
    expect((await asSubject(String(id))).status).toBe(200);
    for (const sub of [
      `${String(id)}e0`,
      `0x${id.toString(16)}`,
      `0${String(id)}`,
      ` ${String(id)}`,
      `+${String(id)}`,
    ]) {
      expect((await asSubject(sub)).status).toBe(401);
    }
  });
});

describe('POST /api/logout-all', () => {
  it('ends every session of the user: refresh tokens refused, access tokens refused at their next request', async () => {
    const [a, b] = [await server.login('admin'), await server.login('admin')];
    const other = await server.login('dealer');
    const res = await server.request('/api/logout-all', {
      method: 'POST',
      headers: { authorization: `Bearer ${a.accessToken}` },
    });
    expect(res.status).toBe(204);
    for (const pair of [a, b]) {
      expect((await user(pair.accessToken)).status).toBe(401);
      expect((await refresh(pair.refreshToken)).status).toBe(401);
    }
    expect((await user(other.accessToken)).status).toBe(200);
    expect((await server.request('/api/logout-all', { method: 'POST' })).status).toBe(401);
  });
});

describe('pruning', () => {
  it('deletes dead families and old sign-in attempts in batches, keeps live ones, and reuse detection still works', async () => {
    const live = await server.login('dealer');
    const replaced = live.refreshToken;
    const current = (await (await refresh(live.refreshToken)).json()) as Tokens;
    const dead = await server.login('dealer');
    await server.postJson('/api/logout', { refreshToken: dead.refreshToken });
    // 2,500 dead families (more than two batches) and as many sign-in attempts 25 hours old (attempts stay 24 hours:
    // the administrator's list of failed sign-ins looks back that far).
    const [dealer] = await server.db.select().from(users).where(eq(users.username, 'dealer'));
    if (!dealer) throw new Error('dealer missing');
    const old = new Date(Date.now() - 25 * 3_600_000);
    await server.db.execute(sql`
      insert into token_families (id, user_id, generation, rotated_at, expires_at, revoked_at, created_at)
      select gen_random_uuid(), ${dealer.id}, 3, ${old}, ${old}, case when n % 2 = 0 then ${old}::timestamptz end, ${old}
      from generate_series(1, 2500) n`);
    await server.db.execute(sql`
      insert into login_attempts (username, ip, succeeded, created_at)
      select 'dealer', '192.0.2.1', false, ${old} from generate_series(1, 2500)`);

    const pruned = await pruneSessionsNow(server.deps, new Date());
    expect(pruned.families).toBeGreaterThanOrEqual(2501);
    expect(pruned.loginAttempts).toBeGreaterThanOrEqual(2500);
    const [families] = await server.db
      .select({ n: count() })
      .from(tokenFamilies)
      .where(sql`${tokenFamilies.revokedAt} is not null or ${tokenFamilies.expiresAt} < now()`);
    expect(families?.n).toBe(0);
    const [attempts] = await server.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(sql`${loginAttempts.createdAt} < ${new Date(Date.now() - 24 * 3_600_000)}`);
    expect(attempts?.n).toBe(0);

    // The live family survived, and its replaced token is still recognised as reuse.
    expect((await user(current.accessToken)).status).toBe(200);
    offsetMs = REFRESH_REUSE_GRACE_MS + 1000;
    expect((await refresh(replaced)).status).toBe(401);
    expect((await user(current.accessToken)).status).toBe(401);
    offsetMs = 0;
    // A pruned (signed-out) family's tokens stay refused.
    expect((await refresh(dead.refreshToken)).status).toBe(401);
    expect((await user(dead.accessToken)).status).toBe(401);
  });

  it('runs again within minutes, not an hour, while a flood left more than one run may delete', async () => {
    const hour = 3_600_000;
    offsetMs = 4 * hour; // past every clock move of the tests above, so the next sign-in prunes
    const old = new Date(Date.now() + offsetMs - 25 * hour);
    await server.db.execute(sql`
      insert into login_attempts (username, ip, succeeded, created_at)
      select 'nobody-' || n, '192.0.2.2', false, ${old} from generate_series(1, 25000) n`);
    const olderThanWindow = async () => {
      const [row] = await server.db
        .select({ n: count() })
        .from(loginAttempts)
        .where(sql`${loginAttempts.createdAt} < ${new Date(Date.now() + offsetMs - 24 * hour)}`);
      return row?.n ?? 0;
    };
    // The sign-in path prunes (the last run is hours ago): one run deletes at most 20 batches of 1,000.
    await server.login('dealer');
    expect(await olderThanWindow()).toBeGreaterThan(0);
    offsetMs += 61_000;
    await server.login('dealer');
    expect(await olderThanWindow()).toBe(0);
    offsetMs = 0;
  });
});
