import { randomBytes, randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { customers } from '../customers/customers.tables';
import { uploads } from '../uploads/uploads.tables';
import { consumerFeedback, consumerFeedbackPhotos } from './feedback.tables';
import { userIdOf } from '../../../../tests/support/builders';

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
    expect(row?.userId).toBe(await userIdOf(server.db, 'dealer'));
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
    expect(row).toMatchObject({
      userId: await userIdOf(server.db, 'sales'),
      customerId: null,
      message: 'Feedback from the road',
    });
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

const SEND_WITH_PHOTOS = `mutation FeedbackSendWithPhotos($message: String!, $photoIds: [ID!]) {
  sendCustomerFeedback(message: $message, photoIds: $photoIds) {
    message { status description }
    userErrors { field message code }
  }
}`;

describe('sendCustomerFeedback with photos', () => {
  /** Uploads a file through POST/PATCH /api/uploads as the outbox does; `complete: false` stops after the start. */
  async function upload(
    username: string,
    options: { contentType?: string; head?: number[]; complete?: boolean } = {},
  ): Promise<string> {
    const { accessToken } = await server.login(username);
    const auth = { authorization: `Bearer ${accessToken}` };
    const bytes = randomBytes(4000);
    bytes.set(options.head ?? [0xff, 0xd8, 0xff, 0xe0], 0);
    const started = await server.postJson(
      '/api/uploads',
      {
        key: randomUUID(),
        slot: 'photo1',
        fileName: 'photo',
        contentType: options.contentType ?? 'image/jpeg',
        size: bytes.length,
      },
      { headers: auth },
    );
    const { id } = (await started.json()) as { id: string };
    const half = options.complete === false ? 2000 : bytes.length;
    const res = await server.request(`/api/uploads/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'upload-offset': '0' },
      body: bytes.subarray(0, half),
    });
    if (res.status !== 200) throw new Error(`upload: ${String(res.status)} ${await res.text()}`);
    return id;
  }

  async function sendWithPhotos(message: string, photoIds: string[], username = 'dealer') {
    const { accessToken } = await server.login(username);
    return server.graphql<{ sendCustomerFeedback: Payload }>(SEND_WITH_PHOTOS, { message, photoIds }, accessToken);
  }

  const photosOf = async (message: string) => {
    const [row] = await server.db.select().from(consumerFeedback).where(eq(consumerFeedback.message, message));
    if (!row) return undefined;
    return server.db
      .select()
      .from(consumerFeedbackPhotos)
      .where(eq(consumerFeedbackPhotos.feedbackId, row.id))
      .orderBy(asc(consumerFeedbackPhotos.position));
  };

  it('stores the message with 3 uploaded photos in order and marks the uploads used', async () => {
    const ids = [await upload('dealer'), await upload('dealer'), await upload('dealer')];
    const message = `Three photos ${randomUUID()}`;
    const res = await sendWithPhotos(message, ids);
    expect(res.data?.sendCustomerFeedback).toEqual({
      message: { status: 'SUCCESS', description: 'Successfully sending consumer voice' },
      userErrors: [],
    });
    const photos = await photosOf(message);
    expect(photos?.map((p) => [p.position, p.uploadId])).toEqual(ids.map((id, i) => [i, id]));
    const [feedback] = await server.db.select().from(consumerFeedback).where(eq(consumerFeedback.message, message));
    const rows = await server.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, ids[0] ?? ''));
    expect(rows[0]?.attachedTo).toBe(`consumer-feedback:${String(feedback?.id)}`);

    // The same photo cannot be used by a second message.
    const again = await sendWithPhotos(`Reused ${randomUUID()}`, [ids[0] ?? '']);
    expect(again.data?.sendCustomerFeedback.userErrors).toEqual([
      { field: 'photoIds.0', message: 'This file is already used by another record', code: 'BAD_USER_INPUT' },
    ]);
  });

  it('lists a message with its photos on the development route, and serves their bytes', async () => {
    const ids = [await upload('dealer'), await upload('dealer')];
    const message = `Dev route ${randomUUID()}`;
    await sendWithPhotos(message, ids);
    const res = await server.request('/api/dev/consumer-feedback?user=DEALER');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { feedback: { message: string; photos: { id: string; size: number }[] }[] };
    const listed = body.feedback.find((row) => row.message === message);
    expect(listed?.photos.map((photo) => [photo.id, photo.size])).toEqual(ids.map((id) => [id, 4000]));
    const bytes = await server.request(`/api/dev/uploads/${ids[0] ?? ''}`);
    expect(bytes.status).toBe(200);
    expect(new Uint8Array(await bytes.arrayBuffer()).subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect((await server.request(`/api/dev/uploads/${randomUUID()}`)).status).toBe(404);
  });

  it('refuses more than 3 photos', async () => {
    const ids = [await upload('dealer'), await upload('dealer'), await upload('dealer'), await upload('dealer')];
    const message = `Four photos ${randomUUID()}`;
    const res = await sendWithPhotos(message, ids);
    expect(res.data?.sendCustomerFeedback).toEqual({
      message: { status: 'FAILED', description: 'Failed sending consumer voice' },
      userErrors: [{ field: 'photoIds', message: 'You can attach up to 3 photos', code: 'BAD_USER_INPUT' }],
    });
    expect(await photosOf(message)).toBeUndefined();
  });

  it("refuses someone else's upload and stores neither the message nor any photo", async () => {
    const mine = await upload('dealer');
    const theirs = await upload('sales');
    const message = `Foreign photo ${randomUUID()}`;
    const res = await sendWithPhotos(message, [mine, theirs]);
    expect(res.data?.sendCustomerFeedback).toEqual({
      message: { status: 'FAILED', description: 'Failed sending consumer voice' },
      userErrors: [
        { field: 'photoIds.1', message: 'This file was not found; upload it again', code: 'BAD_USER_INPUT' },
      ],
    });
    expect(await photosOf(message)).toBeUndefined();
    // The refused message rolled back: my own photo is still free to use.
    const [row] = await server.db.select().from(uploads).where(eq(uploads.id, mine));
    expect(row?.attachedTo).toBeNull();
  });

  it('refuses an incomplete upload, a document and an unknown id', async () => {
    const incomplete = await upload('dealer', { complete: false });
    const pdf = await upload('dealer', { contentType: 'application/pdf', head: [...Buffer.from('%PDF-1.7')] });
    const message = `Bad photos ${randomUUID()}`;
    const res = await sendWithPhotos(message, [incomplete, pdf, 'not-an-id']);
    expect(res.data?.sendCustomerFeedback.userErrors).toEqual([
      { field: 'photoIds.0', message: 'This file has not been uploaded completely', code: 'BAD_USER_INPUT' },
      { field: 'photoIds.1', message: 'This file is not a photo', code: 'BAD_USER_INPUT' },
      { field: 'photoIds.2', message: 'This file was not found; upload it again', code: 'BAD_USER_INPUT' },
    ]);
    expect(await photosOf(message)).toBeUndefined();
  });

  it('still sends a message with an empty list of photos', async () => {
    const message = `No photos ${randomUUID()}`;
    const res = await sendWithPhotos(message, []);
    expect(res.data?.sendCustomerFeedback.message.status).toBe('SUCCESS');
    expect(await photosOf(message)).toEqual([]);
  });
});
