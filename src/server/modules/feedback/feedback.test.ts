import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { customers } from '../customers/customers.tables';
import { users } from '../users/users.tables';
import { consumerFeedback } from './feedback.tables';

interface Payload {
  message: { status: 'SUCCESS' | 'FAILED'; description: string };
  userErrors: { field: string | null; message: string; code: string }[];
}

const SEND = `mutation FeedbackSend($message: String!) {
  sendCustomerFeedback(message: $message) { message { status description } userErrors { field message code } }
}`;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function send(message: string, username = 'dealer', host = 'localhost') {
  const { accessToken } = await server.login(username);
  return server.graphql<{ sendCustomerFeedback: Payload }>(SEND, { message }, accessToken, host);
}

async function storedRows() {
  return server.db.select().from(consumerFeedback).orderBy(desc(consumerFeedback.id));
}

async function userId(username: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe('sendCustomerFeedback', () => {
  it('stores the decoded message with real line breaks, the user, the active customer and the host', async () => {
    // As the client sends it: each line break is the two characters backslash + n.
    const res = await send(
      'Great bikes, fast delivery.\\nPlease add more sizes: S/M & L.\\n\\nThanks',
      'dealer',
      'eu.localhost',
    );
    expect(res.status).toBe(200);
    expect(res.data?.sendCustomerFeedback).toEqual({
      message: { status: 'SUCCESS', description: 'Successfully sending consumer voice' },
      userErrors: [],
    });

    const [row] = await storedRows();
    expect(row?.message).toBe('Great bikes, fast delivery.\nPlease add more sizes: S/M & L.\n\nThanks');
    expect(row?.message).not.toContain('\\');
    expect(row?.userId).toBe(await userId('dealer'));
    expect(row?.host).toBe('eu.localhost');
    // The dealer acts for its one customer.
    const { accessToken } = await server.login('dealer');
    const me = await server.graphql<{ me: { customerData: { custCode: { r3: string } } } }>(
      'query FeedbackDealer { me { customerData { custCode { r3 } } } }',
      {},
      accessToken,
    );
    const [customer] = await server.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.custCodeR3, me.data?.me.customerData.custCode.r3 ?? ''));
    expect(row?.customerId).toBe(customer?.id);
  });

  it('stores no customer for a sales user who has not chosen one', async () => {
    const res = await send('Feedback from the road', 'sales');
    expect(res.data?.sendCustomerFeedback.message.status).toBe('SUCCESS');
    const [row] = await storedRows();
    expect(row).toMatchObject({ userId: await userId('sales'), customerId: null, message: 'Feedback from the road' });
  });

  it.each([
    ['an empty message', '', 'Required'],
    ['a blank message', '   ', 'Must not be empty'],
    [
      'a script tag',
      'Nice <script>alert(1)</script>',
      "Only number, alphabet, dot, comma, dash, slash, 'and, colon, and space are allowed",
    ],
    [
      'a typed backslash',
      'C:\\temp',
      "Only number, alphabet, dot, comma, dash, slash, 'and, colon, and space are allowed",
    ],
  ])('refuses %s with userErrors on message and stores nothing', async (_label, message, error) => {
    const before = (await storedRows()).length;
    const res = await send(message);
    expect(res.status).toBe(200);
    expect(res.data?.sendCustomerFeedback.message).toEqual({
      status: 'FAILED',
      description: 'Failed sending consumer voice',
    });
    expect(res.data?.sendCustomerFeedback.userErrors).toEqual([
      { field: 'message', message: error, code: 'BAD_USER_INPUT' },
    ]);
    expect(await storedRows()).toHaveLength(before);
  });

  it('refuses a message over 2000 characters', async () => {
    const res = await send('a'.repeat(2001));
    expect(res.data?.sendCustomerFeedback.message.status).toBe('FAILED');
    expect(res.data?.sendCustomerFeedback.userErrors[0]?.field).toBe('message');
  });

  it('refuses a user without consumer-voice.submit with 403', async () => {
    const before = (await storedRows()).length;
    const res = await send('I may not send this', 'auditor');
    expect(res.status).toBe(403);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data).toBeNull();
    expect(await storedRows()).toHaveLength(before);
  });
});
