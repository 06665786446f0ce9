import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../../shared/access/scopes';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { users } from './users.tables';

interface Me {
  id: string;
  username: string;
  name: string;
  email: string;
  scopes: string[];
  limitation: string | null;
  userAreas: { sorg: string; limitation: string; option: string; value: string }[];
  isSales: boolean;
  isCustomer: boolean;
  isCustVendor: boolean;
  hasCustCode: boolean;
  salesActiveCustCode: { r3: string | null; isr: string | null } | null;
  language: { id: string; description: string } | null;
  customerData: {
    id: string;
    custName: string;
    custCode: { unified: string | null; isr: string | null; r3: string | null };
  } | null;
}

/** What GET /api/user answers (the fields compared with `me`). */
type RestUser = Omit<Me, 'id'> & { id: number };

const ME = `query UsersMe {
  me {
    id username name email scopes limitation
    userAreas { sorg limitation option value }
    isSales isCustomer isCustVendor hasCustCode
    salesActiveCustCode { r3 isr }
    language { id description }
    customerData { id custName custCode { unified isr r3 } }
  }
}`;

const CHANGE_LANGUAGE = `mutation UsersChangeLanguage($id: ID!) {
  changeLanguage(id: $id) { language { id } message { status description } userErrors { field message code } }
}`;

const UPDATE_PROFILE = `mutation UsersUpdateProfile($user: UpdateProfileUserInput!) {
  updateProfileUser(user: $user) {
    user { name email sendEmail }
    message { status description }
    userErrors { field message code }
  }
}`;

interface Payload {
  message: { status: 'SUCCESS' | 'FAILED'; description: string };
  userErrors: { field: string | null; message: string; code: string }[];
}

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function me(token: string, host = 'localhost') {
  const res = await server.graphql<{ me: Me }>(ME, {}, token, host);
  expect(res.status).toBe(200);
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no data');
  return res.data.me;
}

async function restUser(token: string) {
  const res = await server.request('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as RestUser;
}

/** The fields `me` and GET /api/user share, in one comparable shape. */
function shared(user: Me | RestUser) {
  return {
    id: String(user.id),
    name: user.name,
    scopes: user.scopes,
    limitation: user.limitation,
    userAreas: user.userAreas,
    isSales: user.isSales,
    isCustomer: user.isCustomer,
    isCustVendor: user.isCustVendor,
    hasCustCode: user.hasCustCode,
    salesActiveCustCode: user.salesActiveCustCode,
    custCode: user.customerData?.custCode ?? null,
  };
}

async function updateProfile(token: string, user: Record<string, unknown>) {
  const res = await server.graphql<{ updateProfileUser: Payload & { user: { name: string; email: string } | null } }>(
    UPDATE_PROFILE,
    { user },
    token,
  );
  expect(res.status).toBe(200);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.updateProfileUser;
}

describe('me', () => {
  it('answers the dealer as GET /api/user does, with its one customer', async () => {
    const { accessToken } = await server.login('dealer');
    const [graph, rest] = await Promise.all([me(accessToken), restUser(accessToken)]);
    expect(shared(graph)).toEqual(shared(rest));
    expect(graph.username).toBe('dealer');
    expect(graph.isCustomer).toBe(true);
    expect(graph.isSales).toBe(false);
    expect(graph.hasCustCode).toBe(true);
    expect(graph.salesActiveCustCode).toBeNull();
    expect(graph.customerData).not.toBeNull();
    expect(graph.customerData?.custCode.r3).toBeTruthy();
    expect(graph.customerData?.id).toBe(graph.customerData?.custCode.isr ?? graph.customerData?.custCode.r3);
  });

  it('answers the sales user as GET /api/user does, without a customer until one is chosen', async () => {
    const { accessToken } = await server.login('sales');
    const before = await me(accessToken);
    expect(shared(before)).toEqual(shared(await restUser(accessToken)));
    expect(before.isSales).toBe(true);
    expect(before.customerData).toBeNull();
    expect(before.salesActiveCustCode).toBeNull();
    expect(before.hasCustCode).toBe(false);

    const list = await server.graphql<{
      salesCustomers: { items: { id: string; custCode: { r3: string; isr: string | null } }[] };
    }>(
      'query UsersSalesCustomers { salesCustomers(page: 2, limit: 10) { items { id custCode { r3 isr } } } }',
      {},
      accessToken,
    );
    const chosen = list.data?.salesCustomers.items[3];
    if (!chosen) throw new Error('no customer');
    const changed = await server.request(`/api/change-cust/${chosen.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(changed.status).toBe(200);
    const tokens = (await changed.json()) as { accessToken: string };

    const after = await me(tokens.accessToken);
    expect(after.salesActiveCustCode).toEqual({ r3: chosen.custCode.r3, isr: chosen.custCode.isr });
    expect(after.customerData?.id).toBe(chosen.id);
    expect(after.hasCustCode).toBe(true);
    expect(shared(after)).toEqual(shared(await restUser(tokens.accessToken)));
  });

  it('gives the admin every scope', async () => {
    const { accessToken } = await server.login('admin');
    const admin = await me(accessToken);
    expect([...admin.scopes].sort()).toEqual([...SCOPES].sort());
  });

  it('gives the auditor limitation audit', async () => {
    const { accessToken } = await server.login('auditor');
    const auditor = await me(accessToken);
    expect(auditor.limitation).toBe('audit');
    expect(auditor.isSales).toBe(false);
    expect(auditor.customerData).toBeNull();
  });

  it('marks the vendor as customer vendor', async () => {
    const { accessToken } = await server.login('vendor');
    const vendor = await me(accessToken);
    expect(vendor.isCustVendor).toBe(true);
    expect(shared(vendor)).toEqual(shared(await restUser(accessToken)));
  });
});

describe('changeLanguage', () => {
  it('changes to a language the host offers', async () => {
    const { accessToken } = await server.login('dealer');
    expect((await me(accessToken)).language?.id).toBe('en-us');
    const res = await server.graphql<{ changeLanguage: Payload & { language: { id: string } | null } }>(
      CHANGE_LANGUAGE,
      { id: 'en-ca' },
      accessToken,
    );
    expect(res.status).toBe(200);
    expect(res.data?.changeLanguage).toMatchObject({
      language: { id: 'en-ca' },
      message: { status: 'SUCCESS' },
      userErrors: [],
    });
    expect((await me(accessToken)).language?.id).toBe('en-ca');
  });

  it('changes to a language of another host when the request comes to that host', async () => {
    const { accessToken } = await server.login('vendor');
    const res = await server.graphql<{ changeLanguage: Payload }>(
      CHANGE_LANGUAGE,
      { id: 'de' },
      accessToken,
      'eu.localhost',
    );
    expect(res.data?.changeLanguage.message.status).toBe('SUCCESS');
    expect((await me(accessToken, 'eu.localhost')).language?.id).toBe('de');
  });

  it('refuses a language the host does not offer', async () => {
    const { accessToken } = await server.login('auditor');
    for (const [id, host] of [
      ['de', 'localhost'],
      ['en-us', 'eu.localhost'],
      ['xx', 'localhost'],
    ] as const) {
      const res = await server.graphql<{ changeLanguage: Payload & { language: unknown } }>(
        CHANGE_LANGUAGE,
        { id },
        accessToken,
        host,
      );
      expect(res.status).toBe(200);
      expect(res.data?.changeLanguage.message.status).toBe('FAILED');
      expect(res.data?.changeLanguage.language).toBeNull();
      expect(res.data?.changeLanguage.userErrors).toEqual([
        { field: 'id', message: 'This language is not available', code: 'BAD_USER_INPUT' },
      ]);
    }
    expect((await me(accessToken)).language?.id).toBe('en-uk');
  });
});

describe('updateProfileUser', () => {
  it('changes the name', async () => {
    const { accessToken } = await server.login('dealer');
    const result = await updateProfile(accessToken, { name: 'Dana D. Dealer' });
    expect(result.message.status).toBe('SUCCESS');
    expect(result.user?.name).toBe('Dana D. Dealer');
    expect((await me(accessToken)).name).toBe('Dana D. Dealer');
  });

  it('refuses an invalid email and saves nothing', async () => {
    const { accessToken } = await server.login('dealer');
    const before = await me(accessToken);
    const result = await updateProfile(accessToken, { name: 'Someone Else', email: 'not-an-email' });
    expect(result.message.status).toBe('FAILED');
    expect(result.user).toBeNull();
    expect(result.userErrors).toEqual([{ field: 'email', message: 'Email must be valid', code: 'BAD_USER_INPUT' }]);
    const after = await me(accessToken);
    expect(after.email).toBe(before.email);
    expect(after.name).toBe(before.name);
  });

  it('needs the current password for a new one', async () => {
    const { accessToken } = await server.login('vendor');
    const result = await updateProfile(accessToken, { newPassword: 'Better5678' });
    expect(result.message.status).toBe('FAILED');
    expect(result.userErrors.map((e) => e.field)).toEqual(['currentPassword']);
    await expect(server.login('vendor', 'Better5678')).rejects.toThrow(/401/);
  });

  it('refuses a wrong current password', async () => {
    const { accessToken } = await server.login('vendor');
    const result = await updateProfile(accessToken, { currentPassword: 'Wrong1234', newPassword: 'Better5678' });
    expect(result.message.status).toBe('FAILED');
    expect(result.userErrors).toEqual([
      { field: 'currentPassword', message: 'Your password is incorrect', code: 'BAD_USER_INPUT' },
    ]);
    await expect(server.login('vendor', 'Better5678')).rejects.toThrow(/401/);
  });

  it('changes the password with the right current one', async () => {
    const { accessToken } = await server.login('vendor');
    const result = await updateProfile(accessToken, { currentPassword: 'Demo1234', newPassword: 'Better5678' });
    expect(result.message.status).toBe('SUCCESS');
    const tokens = await server.login('vendor', 'Better5678');
    expect(tokens.accessToken).toBeTruthy();
    await expect(server.login('vendor', 'Demo1234')).rejects.toThrow(/401/);
    const [row] = await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'vendor'));
    expect(row?.hash).not.toContain('Better5678');

    // And back, so the other tests can sign the vendor in with the demo password.
    const back = await updateProfile(tokens.accessToken, { currentPassword: 'Better5678', newPassword: 'Demo1234' });
    expect(back.message.status).toBe('SUCCESS');
    expect((await server.login('vendor')).accessToken).toBeTruthy();
  });
});

describe('scopes', () => {
  // Every demo user holds profile.update, so the refusal is shown with a scope the vendor and auditor lack.
  it.each(['vendor', 'auditor'])(
    'answers %s calling customers (menu.change-cust) with 403 FORBIDDEN',
    async (username) => {
      const { accessToken } = await server.login(username);
      const res = await server.graphql('query UsersCustomers { customers { info { count } } }', {}, accessToken);
      expect(res.status).toBe(403);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.errors?.[0]?.message).toBe('You do not have access to this');
      expect(res.data).toBeNull();
    },
  );
});
