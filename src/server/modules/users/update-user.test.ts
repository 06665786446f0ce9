import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMessages } from '../../../shared/validation/form-rules';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { userAreas, users } from './users.tables';

const UPDATE_USER = `mutation UsersUpdateUser($id: ID!, $user: UpdateUserInput!, $userAreas: [UserAreaInput!],
  $generatePassword: Boolean) {
  updateUser(id: $id, user: $user, userAreas: $userAreas, generatePassword: $generatePassword) {
    user { id username name email sendEmail sendEmailWarranty isFakeEmail language { id } userAreas { sorg limitation } }
    password
    message { status description }
    userErrors { field message code }
  }
}`;

interface Payload {
  user: {
    id: string;
    username: string;
    name: string;
    email: string;
    sendEmail: boolean;
    sendEmailWarranty: boolean;
    isFakeEmail: boolean;
    language: { id: string } | null;
    userAreas: { sorg: string; limitation: string }[];
  } | null;
  password: string | null;
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

async function userRow(username: string) {
  const [row] = await server.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

async function updateUser(as: string, variables: Record<string, unknown>) {
  const res = await server.graphql<{ updateUser: Payload }>(UPDATE_USER, variables, await server.tokenFor(as));
  return { status: res.status, errors: res.errors, payload: res.data?.updateUser };
}

describe('updateUser for the own profile', () => {
  it('changes the own name, e-mail, mail switches and language', async () => {
    const dealer = await userRow('dealer');
    const { payload } = await updateUser('dealer', {
      id: String(dealer.id),
      user: {
        name: 'Dana D. Dealer',
        email: 'dana@dealer.test',
        sendEmail: false,
        sendEmailWarranty: true,
        languageId: 'en-uk',
      },
    });
    expect(payload?.userErrors).toEqual([]);
    expect(payload?.message.status).toBe('SUCCESS');
    expect(payload?.password).toBeNull();
    expect(payload?.user).toMatchObject({
      id: String(dealer.id),
      name: 'Dana D. Dealer',
      email: 'dana@dealer.test',
      sendEmail: false,
      sendEmailWarranty: true,
      language: { id: 'en-uk' },
    });
    const after = await userRow('dealer');
    expect(after).toMatchObject({ name: 'Dana D. Dealer', email: 'dana@dealer.test', languageId: 'en-uk' });
    // Nothing else changed.
    expect(after.passwordHash).toBe(dealer.passwordHash);
    expect(after.username).toBe('dealer');
  });

  it('answers the shared rules as field errors and changes nothing', async () => {
    const vendor = await userRow('vendor');
    const { payload } = await updateUser('vendor', {
      id: String(vendor.id),
      user: { name: 'Vic <script>', email: 'not-an-email', languageId: 'xx' },
    });
    expect(payload?.message.status).toBe('FAILED');
    expect(payload?.userErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'user.name', message: formMessages.text }),
        expect.objectContaining({ field: 'user.email', message: formMessages.email }),
      ]),
    );
    expect(payload?.user).toBeNull();
    expect((await userRow('vendor')).name).toBe(vendor.name);
  });

  it('refuses a language the host does not offer', async () => {
    const vendor = await userRow('vendor');
    const { payload } = await updateUser('vendor', { id: String(vendor.id), user: { languageId: 'xx' } });
    expect(payload?.userErrors).toEqual([
      { field: 'user.languageId', message: 'This language is not available', code: 'BAD_USER_INPUT' },
    ]);
  });

  it("refuses another user's id and the administration fields, as userErrors, for a user without administration", async () => {
    const sales = await userRow('sales');
    const auditor = await userRow('auditor');
    const other = await updateUser('auditor', { id: String(sales.id), user: { name: 'Taken over' } });
    expect(other.payload?.userErrors).toEqual([
      { field: 'id', message: 'You may only change your own account', code: 'FORBIDDEN' },
    ]);
    expect(other.payload?.user).toBeNull();
    expect((await userRow('sales')).name).toBe(sales.name);

    const own = await updateUser('auditor', {
      id: String(auditor.id),
      user: { name: 'Ari', username: 'root', isFakeEmail: true },
      userAreas: [{ sorg: '1000', limitation: 'all' }],
      generatePassword: true,
    });
    expect(own.payload?.userErrors.map((e) => [e.field, e.code])).toEqual([
      ['user.username', 'FORBIDDEN'],
      ['user.isFakeEmail', 'FORBIDDEN'],
      ['userAreas', 'FORBIDDEN'],
      ['generatePassword', 'FORBIDDEN'],
    ]);
    expect(own.payload?.password).toBeNull();
    const after = await userRow('auditor');
    expect(after).toMatchObject({ name: auditor.name, username: 'auditor', passwordHash: auditor.passwordHash });
    const areas = await server.db.select().from(userAreas).where(eq(userAreas.userId, auditor.id));
    expect(areas.map((a) => a.limitation)).toEqual(['audit']);
  });

  it('is refused (403) without profile.update or user administration', async () => {
    // Every demo role holds profile.update; a token of a user whose roles were taken away does not.
    const vendor = await userRow('vendor');
    const token = await server.tokenFor('vendor');
    await server.db.execute(sql`delete from user_roles where user_id = ${vendor.id}`);
    const res = await server.graphql(UPDATE_USER, { id: String(vendor.id), user: { name: 'Vic' } }, token);
    expect(res.status).toBe(403);
    expect(res.data).toBeFalsy();
  });
});

describe('updateUser for user administration', () => {
  it('changes another user, replaces its areas and generates a password that signs in', async () => {
    const sales2 = await userRow('sales2');
    const { payload } = await updateUser('admin', {
      id: String(sales2.id),
      user: { name: 'Robin R. Rep', username: 'sales2b', isFakeEmail: true },
      userAreas: [
        { sorg: '1000', limitation: 'salesman', option: 'salesman', value: 'S101' },
        { sorg: '2000', limitation: 'salesman', option: 'salesman', value: 'S201' },
      ],
      generatePassword: true,
    });
    expect(payload?.userErrors).toEqual([]);
    expect(payload?.user).toMatchObject({
      username: 'sales2b',
      name: 'Robin R. Rep',
      isFakeEmail: true,
      userAreas: [
        { sorg: '1000', limitation: 'salesman' },
        { sorg: '2000', limitation: 'salesman' },
      ],
    });
    expect(payload?.password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/);
    await expect(server.login('sales2b', payload?.password ?? '')).resolves.toHaveProperty('accessToken');
  });

  it('refuses a username in use, an unknown sorg and an unknown user', async () => {
    const vendor = await userRow('vendor');
    const { payload } = await updateUser('admin', {
      id: String(vendor.id),
      user: { username: 'DEALER' },
      userAreas: [{ sorg: '9999', limitation: 'customer' }],
    });
    expect(payload?.userErrors.map((e) => e.field)).toEqual(['user.username', 'userAreas.0.sorg']);
    expect((await userRow('vendor')).username).toBe('vendor');

    const unknown = await updateUser('admin', { id: '999999', user: { name: 'Nobody' } });
    expect(unknown.payload?.userErrors).toEqual([
      { field: 'id', message: 'This user does not exist', code: 'NOT_FOUND' },
    ]);
    const bad = await updateUser('admin', { id: 'abc', user: {} });
    expect(bad.payload?.userErrors[0]?.field).toBe('id');
    const limitation = await updateUser('admin', {
      id: String(vendor.id),
      user: {},
      userAreas: [{ sorg: '1000', limitation: 'emperor' }],
    });
    expect(limitation.payload?.userErrors[0]).toMatchObject({ field: 'userAreas.0.limitation' });
  });
});
