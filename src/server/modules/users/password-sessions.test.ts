import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { mails } from '../../mail/mail.tables';
import { mailsSettled } from '../password-reset/password-reset.service';
import { users } from './users.tables';
import { userIdOf } from '../../../../tests/support/builders';

const ACCOUNT_MAX_FAILURES = 3;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { LOGIN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_MAX_FAILURES) } });
});
afterAll(async () => {
  await server.close();
});

let nextIp = 1;
const freshIp = () => `10.30.0.${String(nextIp++)}`;
const signIn = (username: string, password: string) =>
  server.postJson('/api/login', { username, password }, { ip: freshIp() });
const user = (accessToken: string) =>
  server.request('/api/user', { headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (refreshToken: string) => server.postJson('/api/refresh-token', { refreshToken });

describe('a password set by user administration', () => {
  it('ends every session of the user, and only theirs, and tells the user by mail without the password', async () => {
    await server.db.update(users).set({ languageId: 'de' }).where(eq(users.username, 'sales2'));
    const session = await server.login('sales2');
    const admin = await server.login('admin');
    const res = await server.graphql<{ updateUser: { password: string | null; userErrors: unknown[] } }>(
      `mutation ($id: ID!) { updateUser(id: $id, user: {}, generatePassword: true) { password userErrors { field } } }`,
      { id: String(await userIdOf(server.db, 'sales2')) },
      admin.accessToken,
    );
    expect(res.data?.updateUser.userErrors).toEqual([]);
    expect(res.data?.updateUser.password).toBeTruthy();
    expect((await user(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await user(admin.accessToken)).status).toBe(200);
    expect((await signIn('sales2', res.data?.updateUser.password ?? '')).status).toBe(200);
    const sent = await server.db.select().from(mails).where(eq(mails.to, 'sales2@dealer-portal.test'));
    expect(sent.map((m) => m.subject)).toEqual(['Ihr Passwort wurde von einem Administrator geändert']);
    expect(`${sent[0]?.text ?? ''}${sent[0]?.html ?? ''}`).not.toContain(res.data?.updateUser.password ?? '');
  });

  it("keeps the administrator's own session when they generate their own password, and mails nothing", async () => {
    const other = await server.login('admin');
    const here = await server.login('admin');
    const res = await server.graphql<{ updateUser: { password: string | null } }>(
      `mutation ($id: ID!) { updateUser(id: $id, user: {}, generatePassword: true) { password } }`,
      { id: String(await userIdOf(server.db, 'admin')) },
      here.accessToken,
    );
    expect(res.data?.updateUser.password).toBeTruthy();
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await user(here.accessToken)).status).toBe(200);
    expect(await server.db.select().from(mails).where(eq(mails.to, 'admin@dealer-portal.test'))).toEqual([]);
  });
});

describe("the user's own password change", () => {
  it('keeps the session it was made in and ends the others', async () => {
    const here = await server.login('dealer');
    const elsewhere = await server.login('dealer');
    const res = await server.graphql<{ updateProfileUser: { userErrors: unknown[] } }>(
      `mutation ($user: UpdateProfileUserInput!) { updateProfileUser(user: $user) { userErrors { field } } }`,
      { user: { currentPassword: 'Demo1234', newPassword: 'Newer1234' } },
      here.accessToken,
    );
    expect(res.data?.updateProfileUser.userErrors).toEqual([]);
    expect((await user(elsewhere.accessToken)).status).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).status).toBe(401);
    expect((await user(here.accessToken)).status).toBe(200);
    expect((await refresh(here.refreshToken)).status).toBe(200);
  });

  it('ends no session when the current password is wrong', async () => {
    const other = await server.login('vendor');
    const here = await server.login('vendor');
    await server.graphql(
      `mutation ($user: UpdateProfileUserInput!) { updateProfileUser(user: $user) { userErrors { field } } }`,
      { user: { currentPassword: 'Wrong1234', newPassword: 'Newer1234' } },
      here.accessToken,
    );
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });
});

describe('a password reset through the mailed link', () => {
  it('lifts the account lock, so the new password signs in at once', async () => {
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect((await signIn('auditor', 'Wrong1234')).status).toBe(401);
    const locked = await signIn('auditor', 'Demo1234');
    expect(locked.status).toBe(429);

    expect((await server.postJson('/api/password/forgot', { username: 'auditor' }, { ip: freshIp() })).status).toBe(
      202,
    );
    await mailsSettled(server.deps);
    const [mail] = (await server.db.select().from(mails).where(eq(mails.to, 'auditor@dealer-portal.test'))).sort(
      (a, b) => b.id - a.id,
    );
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await server.postJson('/api/password/reset', { token, password: 'Better1234' })).status).toBe(200);

    expect((await signIn('auditor', 'Better1234')).status).toBe(200);
    // The limits start afresh: a new run of failures is counted from zero.
    expect((await signIn('auditor', 'Wrong1234')).status).toBe(401);
    expect((await signIn('auditor', 'Better1234')).status).toBe(200);
  });
});
