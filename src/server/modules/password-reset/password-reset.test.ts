import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, type Tokens } from '../../../../tests/support/test-server';
import { formMessages } from '../../../shared/validation/form-rules';
import { mails } from '../../mail/mail.tables';
import { passwordResetTokens } from './password-reset.tables';
import { mailsSettled } from './password-reset.service';

let server: TestServer;
/** Moves the server's clock; the tests travel in time instead of waiting. */
let offsetMs = 0;
beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(async () => {
  await server.close();
});

const REQUESTED = 'If the account exists, we have sent an e-mail with a link to reset the password.';
const EXPIRED = 'This link has expired or was already used. Please ask for a new one.';
const CHANGED = 'Your password has been changed. You can sign in now.';

/** Each test uses its own client address, so the request limit of one does not touch another. */
let nextIp = 1;
const freshIp = () => `10.20.0.${String(nextIp++)}`;

const forgot = (username: string, options: { ip?: string; host?: string } = {}) =>
  server.postJson(
    `http://${options.host ?? 'localhost'}/api/password/forgot`,
    { username },
    { ip: options.ip ?? freshIp() },
  );
const reset = (token: string, password: string, host = 'localhost') =>
  server.postJson(`http://${host}/api/password/reset`, { token, password });
const signIn = (username: string, password: string) =>
  server.postJson('/api/login', { username, password }, { ip: freshIp() });

/** The latest mail to an address, once the mails of answered requests are sent. */
async function latestMail(to: string) {
  await mailsSettled(server.deps);
  const rows = await server.db.select().from(mails).where(eq(mails.to, to));
  return rows.sort((a, b) => b.id - a.id)[0];
}

function tokenOf(mail: { text: string } | undefined): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

async function requestToken(username: string, email: string): Promise<string> {
  expect((await forgot(username)).status).toBe(202);
  return tokenOf(await latestMail(email));
}

describe('POST /api/password/forgot', () => {
  it('answers a known and an unknown account alike', async () => {
    const known = await forgot('dealer');
    const unknown = await forgot('nobody-at-all');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const knownBody: unknown = await known.json();
    const unknownBody: unknown = await unknown.json();
    expect(knownBody).toEqual({ message: REQUESTED });
    expect(unknownBody).toEqual(knownBody);
  });

  it("mails a single-use link to the user's address, in the user's language when the host offers it", async () => {
    const before = new Date();
    expect((await forgot('Vendor ')).status).toBe(202);
    const mail = await latestMail('vendor@dealer-portal.test');
    expect(mail).toBeDefined();
    expect(mail?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(mail?.subject).toBe('Reset your password');
    // vendor's language is en-uk, which localhost offers.
    expect(mail?.text).toMatch(/http:\/\/localhost\/en-uk\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail?.html).toContain(`href="http://localhost/en-uk/reset-password?token=${tokenOf(mail)}"`);
    // Only the hash is stored.
    const stored = await server.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === tokenOf(mail))).toBe(false);
  });

  it('is not found on a host without forgotPassword, and on a host that is not configured', async () => {
    for (const host of ['eu.localhost', 'evil.example']) {
      const res = await forgot('dealer', { host });
      expect(res.status).toBe(404);
      expect((await reset('x'.repeat(43), 'Better1234', host)).status).toBe(404);
    }
    expect(await latestMail('dealer@dealer-portal.test')).toBeDefined(); // from the first test only
  });

  it('allows five requests per account and address in an hour, for unknown accounts too', async () => {
    for (const username of ['auditor', 'no-such-user']) {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await forgot(username, { ip })).status).toBe(202);
      const limited = await forgot(username, { ip });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter });
      // Another address is not limited, and the limit ends with the hour.
      expect((await forgot(username)).status).toBe(202);
      offsetMs = 61 * 60_000;
      expect((await forgot(username, { ip })).status).toBe(202);
      offsetMs = 0;
    }
  });

  it('refuses bad input with 400', async () => {
    const cases: BodyInit[] = [
      '{"username":',
      JSON.stringify({}),
      JSON.stringify({ username: '' }),
      JSON.stringify({ username: 'dealer', email: 'x@y.z' }),
      JSON.stringify({ username: 'x'.repeat(500) }),
    ];
    for (const body of cases) {
      const res = await server.request('/api/password/forgot', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
    }
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password: it signs in, the old one no longer does', async () => {
    const token = await requestToken('dealer', 'dealer@dealer-portal.test');
    const res = await reset(token, 'Better1234');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: CHANGED });
    expect((await signIn('dealer', 'Better1234')).status).toBe(200);
    const old = await signIn('dealer', 'Demo1234');
    expect(old.status).toBe(401);
    expect(await old.json()).toMatchObject({ message: 'Your password is incorrect' });
  });

  it('uses a link once', async () => {
    const token = await requestToken('dealer', 'dealer@dealer-portal.test');
    expect((await reset(token, 'Again12345')).status).toBe(200);
    const again = await reset(token, 'Other12345');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: EXPIRED });
    expect((await signIn('dealer', 'Again12345')).status).toBe(200);
  });

  it('refuses an expired link, and one that a newer request replaced', async () => {
    const expired = await requestToken('auditor', 'auditor@dealer-portal.test');
    offsetMs = 61 * 60_000;
    const late = await reset(expired, 'Better1234');
    offsetMs = 0;
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ message: EXPIRED });

    const older = await requestToken('auditor', 'auditor@dealer-portal.test');
    const newer = await requestToken('auditor', 'auditor@dealer-portal.test');
    expect(newer).not.toBe(older);
    expect((await reset(older, 'Better1234')).status).toBe(400);
    expect((await reset(newer, 'Better1234')).status).toBe(200);
  });

  it('refuses a weak password with the shared message and keeps the link usable', async () => {
    const token = await requestToken('sales', 'sales@dealer-portal.test');
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const res = await reset(token, weak);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: formMessages.password, field: 'password' });
    }
    expect((await reset(token, 'Strong1234')).status).toBe(200);
  });

  it('refuses an unknown or mangled token and bad input', async () => {
    const unknown = await reset('x'.repeat(43), 'Better1234');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: EXPIRED });
    expect((await reset('abc', 'Better1234')).status).toBe(400);
    for (const body of [{ token: 'x'.repeat(43) }, { token: 'x'.repeat(43), password: 'Better1234', admin: true }]) {
      expect((await server.postJson('/api/password/reset', body)).status).toBe(400);
    }
  });

  it('signs the user out everywhere', async () => {
    const session: Tokens = await server.login('admin');
    const user = () => server.request('/api/user', { headers: { authorization: `Bearer ${session.accessToken}` } });
    expect((await user()).status).toBe(200);
    const token = await requestToken('admin', 'admin@dealer-portal.test');
    expect((await reset(token, 'Better1234')).status).toBe(200);
    expect((await server.postJson('/api/refresh-token', { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await user()).status).toBe(401);
  });
});

describe('GET /api/dev/mails', () => {
  it('answers the latest mails to an address, newest first', async () => {
    await requestToken('vendor', 'vendor@dealer-portal.test');
    const res = await server.request('/api/dev/mails?to=VENDOR@dealer-portal.test');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { mails: { to: string; subject: string; text: string; createdAt: string }[] };
    expect(body.mails.length).toBeGreaterThanOrEqual(2);
    expect(body.mails[0]).toMatchObject({ to: 'vendor@dealer-portal.test', subject: 'Reset your password' });
    const times = body.mails.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await server.request('/api/dev/mails')).status).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await createTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const res = await production.request('/api/dev/mails?to=vendor@dealer-portal.test');
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await production.close();
    }
  });
});
