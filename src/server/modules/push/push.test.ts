// Over 400 lines: VAPID keys, the subscription routes and the notifier against a fake push service started once.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- tsconfig.server.json includes no tests/types
/// <reference path="../../../../tests/types/http-ece.d.ts" />
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import * as ece from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { envSchema } from '../../env';
import { createLogger } from '../../lib/logger';
import type { LookupAll } from '../../lib/public-address';
import { hosts } from '../hosts/hosts.tables';
import { serverSecrets } from '../session/session.tables';
import {
  checkEndpoint,
  encodePushPayload,
  MAX_PAYLOAD_BYTES,
  notifyUser,
  pushDelivery,
  type NotifierDeps,
  type PushDelivery,
} from './notifier';
import { pushSubscriptionInputSchema } from './push.schema';
import { pushSubscriptions } from './push.tables';
import { createVapidSource, defaultVapidSubject } from './vapid';
import { userIdOf } from '../../../../tests/support/builders';

// ---------- a push service on loopback, playing the browser's side too: it decrypts what it receives ----------

interface Received {
  device: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A device the test subscribes: its ECDH key pair and auth secret, as PushManager.subscribe() makes them. */
interface Device {
  name: string;
  ecdh: ECDH;
  auth: string;
  json: { endpoint: string; expirationTime: number | null; keys: { p256dh: string; auth: string } };
}

/** How the push service answers a device: a status, or never (to test the time limit). */
type Behaviour = number | 'hang';

let pushService: Server;
let pushOrigin: string;
const behaviour = new Map<string, Behaviour>();
const received: Received[] = [];

function startPushService(): Promise<void> {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = (req.url ?? '').replace(/^\/push\//, '');
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      const answer = behaviour.get(device) ?? 201;
      if (answer === 'hang') return; // never answers; the sender's time limit must end the request
      res.writeHead(answer).end();
    });
  });
  return new Promise((ready) =>
    pushService.listen(0, '127.0.0.1', () => {
      pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
      ready();
    }),
  );
}

function device(name: string, answer: Behaviour = 201): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  behaviour.set(name, answer);
  return {
    name,
    ecdh,
    auth,
    json: {
      endpoint: `${pushOrigin}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
  };
}

/** What the service worker would get: the decrypted JSON payload. */
function decrypt(d: Device, body: Buffer): { title: string; body: string; url: string; tag?: string } {
  const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth });
  return JSON.parse(plain.toString('utf8')) as { title: string; body: string; url: string; tag?: string };
}

const receivedBy = (name: string) => received.filter((r) => r.device === name);

// ---------- the portal ----------

let server: TestServer;
const silent = createLogger('silent');

/** The test server's notifier deps with a fresh key source, a silent logger and delivery settings of its own. */
const notifierWith = (delivery: Partial<PushDelivery>): NotifierDeps => ({
  db: server.db,
  now: () => new Date(),
  vapid: createVapidSource(server.db, server.env),
  logger: silent,
  pushDelivery: pushDelivery(delivery),
});

async function call(method: string, path: string, options: { user?: string; body?: unknown; host?: string } = {}) {
  const headers: Record<string, string> = { 'user-agent': 'PushTest/1.0' };
  if (options.user) headers.authorization = `Bearer ${await server.tokenFor(options.user)}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return server.request(`http://${options.host ?? 'localhost'}/api${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
}

const subscribe = (d: Device | Device['json'], user = 'dealer', host = 'localhost') =>
  call('POST', '/notification/subscriptions', { user, host, body: 'json' in d ? d.json : d });

async function listEndpoints(user: string) {
  const res = await call('GET', '/notification/subscriptions', { user });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { subscriptions: { endpoint: string }[] };
  return body.subscriptions.map((s) => s.endpoint);
}

/** The DNS of these tests: names that resolve to private addresses, as `*.nip.io` or `localtest.me` do. */
const FAKE_DNS: Record<string, string[]> = {
  'push.example.net': ['93.184.215.14'],
  'localtest.me': ['127.0.0.1'],
  'internal.example.net': ['10.0.0.7'],
  'metadata.google.internal': ['169.254.169.254'],
  'mixed.example.net': ['93.184.215.14', '192.168.0.10'],
  'v6.example.net': ['fd00::10'],
};
const fakeLookup: LookupAll = (hostname) => {
  const answers = FAKE_DNS[hostname];
  if (!answers) return Promise.reject(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }));
  return Promise.resolve(answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
};

beforeAll(async () => {
  await startPushService();
  // The local push service is on 127.0.0.1: this server may send to loopback (never to other private addresses).
  server = await createTestServer({ env: { PUSH_LOOPBACK_ENDPOINTS: '1' }, lookup: fakeLookup });
  // Every seeded host has WEB_NOTIFICATION on; eu.localhost is switched off here, before any request caches it.
  const [eu] = await server.db.select().from(hosts).where(eq(hosts.hostname, 'eu.localhost'));
  if (!eu) throw new Error('no eu.localhost');
  const features = { ...(eu.config.features as Record<string, unknown>), webNotification: false };
  await server.db
    .update(hosts)
    .set({ config: { ...eu.config, features } })
    .where(eq(hosts.hostname, 'eu.localhost'));
});

afterAll(async () => {
  await server.close();
  pushService.closeAllConnections();
  await new Promise((done) => pushService.close(done));
});

beforeEach(async () => {
  await server.db.delete(pushSubscriptions);
  received.length = 0;
});

describe('VAPID keys', () => {
  it('answers one public key, generated once and stored in the database for every process', async () => {
    const first = await call('GET', '/notification/vapid-public-key');
    expect(first.status).toBe(200);
    const { publicKey } = (await first.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = (await (await call('GET', '/notification/vapid-public-key')).json()) as { publicKey: string };
    expect(again.publicKey).toBe(publicKey);

    const [row] = await server.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid-keys'));
    expect(JSON.parse(row?.value ?? '{}')).toMatchObject({ publicKey });
    // Another process on the same database (a fresh source) reads the same pair instead of making its own.
    const other = await createVapidSource(server.db, server.env)();
    expect(other.publicKey).toBe(publicKey);
    expect(other.subject).toBe('mailto:support@dealer-portal.test');
  });

  it('takes the pair and subject from the environment, and refuses one key without the other', async () => {
    const keys = webpush.generateVAPIDKeys();
    const env = envSchema.parse({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://dealer-portal.test/contact',
    });
    expect(await createVapidSource(server.db, env)()).toEqual({
      ...keys,
      subject: 'https://dealer-portal.test/contact',
    });

    const half = envSchema.safeParse({ VAPID_PUBLIC_KEY: keys.publicKey });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    expect(envSchema.safeParse({ VAPID_PRIVATE_KEY: keys.privateKey }).success).toBe(false);
    expect(envSchema.safeParse({ VAPID_SUBJECT: 'support@example.com' }).success).toBe(false);
    expect(defaultVapidSubject('Händlerportal <no-reply@bikes.example.eu>')).toBe('mailto:support@bikes.example.eu');
  });
});

describe('POST/GET/DELETE /api/notification/subscriptions', () => {
  it('stores the subscription for the signed-in user and lists it without its keys', async () => {
    const phone = device('phone');
    const res = await subscribe(phone);
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; endpoint: string };
    expect(created).toEqual({ id: expect.any(Number) as number, endpoint: phone.json.endpoint });

    const [row] = await server.db.select().from(pushSubscriptions);
    expect(row).toMatchObject({
      id: created.id,
      userId: await userIdOf(server.db, 'dealer'),
      host: 'localhost',
      endpoint: phone.json.endpoint,
      p256dh: phone.json.keys.p256dh,
      auth: phone.auth,
      userAgent: 'PushTest/1.0',
      lastSentAt: null,
    });

    const list = await call('GET', '/notification/subscriptions', { user: 'dealer' });
    expect(list.headers.get('cache-control')).toBe('no-store');
    const body = (await list.json()) as { subscriptions: Record<string, unknown>[] };
    expect(body.subscriptions).toEqual([
      {
        id: created.id,
        endpoint: phone.json.endpoint,
        expirationTime: null,
        host: 'localhost',
        createdAt: expect.any(String) as string,
        lastSentAt: null,
      },
    ]);
    expect(await listEndpoints('sales')).toEqual([]);
  });

  it('subscribing the same endpoint again updates it, and moves it to the user now signed in', async () => {
    const tablet = device('tablet');
    expect((await subscribe(tablet, 'sales')).status).toBe(201);
    const renewed = { ...tablet.json, expirationTime: Date.UTC(2031, 0, 1) };
    const res = await subscribe(renewed, 'dealer');
    expect(res.status).toBe(201);

    const rows = await server.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(await userIdOf(server.db, 'dealer'));
    expect(rows[0]?.expirationTime?.toISOString()).toBe('2031-01-01T00:00:00.000Z');
    expect(await listEndpoints('sales')).toEqual([]);
    expect(await listEndpoints('dealer')).toEqual([tablet.json.endpoint]);
  });

  it('deletes only the caller’s own subscription (204 either way)', async () => {
    const mine = device('mine');
    const theirs = device('theirs');
    await subscribe(mine, 'dealer');
    await subscribe(theirs, 'sales');

    const foreign = await call('DELETE', '/notification/subscriptions', {
      user: 'dealer',
      body: { endpoint: theirs.json.endpoint },
    });
    expect(foreign.status).toBe(204);
    expect(await listEndpoints('sales')).toEqual([theirs.json.endpoint]);

    const own = await call('DELETE', '/notification/subscriptions', {
      user: 'dealer',
      body: { endpoint: mine.json.endpoint },
    });
    expect(own.status).toBe(204);
    expect(await own.text()).toBe('');
    expect(await listEndpoints('dealer')).toEqual([]);
  });

  it('keeps the 20 newest subscriptions of a user and drops the oldest', async () => {
    const devices = Array.from({ length: 21 }, (_, i) => device(`many-${i}`));
    for (const d of devices) expect((await subscribe(d)).status).toBe(201);
    const endpoints = await listEndpoints('dealer');
    expect(endpoints).toHaveLength(20);
    expect(endpoints).not.toContain(devices[0]?.json.endpoint);
    expect(endpoints[0]).toBe(devices[20]?.json.endpoint);
  });

  it('needs a signed-in user', async () => {
    const res = await call('POST', '/notification/subscriptions', { body: device('anon').json });
    expect(res.status).toBe(401);
    expect((await call('GET', '/notification/subscriptions')).status).toBe(401);
    expect(await server.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('answers 404 with a message on a host with WEB_NOTIFICATION off, and on an unknown host', async () => {
    for (const host of ['eu.localhost', 'unknown.example.com']) {
      const key = await call('GET', '/notification/vapid-public-key', { host });
      expect(key.status).toBe(404);
      expect(await key.json()).toEqual({
        message: 'Web notifications are not enabled for this site',
        code: 'NOT_FOUND',
      });
      expect((await subscribe(device('eu'), 'dealer', host)).status).toBe(404);
      expect((await call('GET', '/notification/subscriptions', { user: 'dealer', host })).status).toBe(404);
    }
    expect(await server.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses an invalid subscription with 400 and a message naming the field', async () => {
    const good = device('good').json;
    const cases: [unknown, RegExp][] = [
      [{ ...good, endpoint: 'http://push.example.com/send/1' }, /^Invalid request: endpoint: must be an https URL/],
      [{ ...good, endpoint: 'https://10.0.0.7/send/1' }, /endpoint: must be a push service on a public host name/],
      [{ ...good, endpoint: 'https://intranet/send/1' }, /endpoint: must be a push service on a public host name/],
      [{ ...good, endpoint: 'not a url' }, /endpoint: must be a URL/],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, /keys\.p256dh: must be 65 bytes/],
      [{ ...good, keys: { ...good.keys, auth: 'a+b/c' } }, /keys\.auth: must be base64url/],
      [{ ...good, keys: { ...good.keys, auth: randomBytes(12).toString('base64url') } }, /keys\.auth: must be 16/],
      [{ endpoint: good.endpoint }, /keys/],
      [{ ...good, expirationTime: 'tomorrow' }, /expirationTime/],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(body as Device['json']);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { message: string; code: string };
      expect(answer.code).toBe('BAD_USER_INPUT');
      expect(answer.message).toMatch(message);
    }
    const notJson = await server.request('http://localhost/api/notification/subscriptions', {
      method: 'POST',
      headers: { authorization: `Bearer ${await server.tokenFor('dealer')}`, 'content-type': 'application/json' },
      body: '{"endpoint":',
    });
    expect(notJson.status).toBe(400);
    expect(await server.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses an endpoint whose host name resolves to a private, loopback or metadata address', async () => {
    const keys = device('named').json.keys;
    const post = (host: string) => subscribe({ endpoint: `https://${host}/send/1`, expirationTime: null, keys });
    for (const host of ['internal.example.net', 'metadata.google.internal', 'mixed.example.net', 'v6.example.net']) {
      const res = await post(host);
      expect(res.status, host).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Invalid request: endpoint: must be a push service on a public host name',
        code: 'BAD_USER_INPUT',
      });
    }
    expect(await server.db.select().from(pushSubscriptions)).toEqual([]);
    // Loopback by name passes only where PUSH_LOOPBACK_ENDPOINTS is on (as for this test server; never production).
    const strict = { pushDelivery: pushDelivery({ lookup: fakeLookup }) };
    await expect(checkEndpoint(strict, 'https://localtest.me/send/1')).rejects.toThrow(/private or reserved address/);
    await expect(checkEndpoint(strict, 'https://push.example.net/send/1')).resolves.toBeUndefined();

    // A public name, and a name that does not resolve now (checked again at every send), are stored.
    expect((await post('push.example.net')).status).toBe(201);
    expect((await post('push.example.test')).status).toBe(201);
  });

  it('refuses PUSH_LOOPBACK_ENDPOINTS in production', () => {
    const env = envSchema.safeParse({ NODE_ENV: 'production', PUSH_LOOPBACK_ENDPOINTS: '1' });
    expect(env.success).toBe(false);
    expect(env.error?.issues[0]?.path).toEqual(['PUSH_LOOPBACK_ENDPOINTS']);
    expect(envSchema.parse({}).PUSH_LOOPBACK_ENDPOINTS).toBe(false);
  });

  it('accepts plain http on loopback only with PUSH_LOOPBACK_ENDPOINTS', () => {
    const json = { ...device('loop').json, endpoint: 'http://127.0.0.1:9/push/x' };
    expect(pushSubscriptionInputSchema({ allowLoopbackHttp: true }).safeParse(json).success).toBe(true);
    expect(pushSubscriptionInputSchema({ allowLoopbackHttp: false }).safeParse(json).success).toBe(false);
    const https = { ...json, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' };
    expect(pushSubscriptionInputSchema({ allowLoopbackHttp: false }).safeParse(https).success).toBe(true);
  });
});

describe('notifier', () => {
  it('delivers an encrypted, VAPID-signed message to every device; 404/410 subscriptions are deleted', async () => {
    const kept = device('kept', 201);
    const gone = device('gone', 410);
    const lost = device('lost', 404);
    for (const d of [kept, gone, lost]) expect((await subscribe(d)).status).toBe(201);
    const { publicKey } = (await (await call('GET', '/notification/vapid-public-key')).json()) as {
      publicKey: string;
    };

    const result = await notifyUser(server.deps, await userIdOf(server.db, 'dealer'), {
      title: 'Order 4711 shipped',
      body: 'Your order left the warehouse — ünïcödé 🚲',
      url: '/en-us/order-status/4711',
      tag: 'order-4711',
    });
    expect(result).toEqual({ sent: 1, removed: 2, failed: 0 });

    for (const d of [kept, gone, lost]) {
      const [request] = receivedBy(d.name);
      if (!request) throw new Error(`${d.name} received nothing`);
      expect(decrypt(d, request.body)).toEqual({
        title: 'Order 4711 shipped',
        body: 'Your order left the warehouse — ünïcödé 🚲',
        url: '/en-us/order-status/4711',
        tag: 'order-4711',
      });
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.ttl).toBe('86400');
      expect(request.headers.urgency).toBe('normal');

      // Authorization: vapid t=<ES256 JWT for this push service's origin>, k=<our public key> (RFC 8292).
      const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(request.headers.authorization ?? '');
      expect(match?.[2]).toBe(publicKey);
      const jwt = match?.[1] ?? '';
      expect(decodeProtectedHeader(jwt)).toEqual({ typ: 'JWT', alg: 'ES256' });
      const point = Buffer.from(publicKey, 'base64url');
      const key = await importJWK(
        {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33).toString('base64url'),
        },
        'ES256',
      );
      const { payload } = await jwtVerify(jwt, key, { audience: pushOrigin });
      expect(payload.sub).toBe('mailto:support@dealer-portal.test');
      expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
      expect(payload.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
    }

    const rows = await server.db.select().from(pushSubscriptions);
    expect(rows.map((r) => r.endpoint)).toEqual([kept.json.endpoint]);
    expect(rows[0]?.lastSentAt).toBeInstanceOf(Date);
  });

  it('cuts a body that would make the payload exceed 3 KB, keeping title, url and whole characters', async () => {
    const d = device('long');
    await subscribe(d);
    const body = `${'Ä'.repeat(1000)} ${'🚲'.repeat(800)}`;
    const result = await notifyUser(server.deps, await userIdOf(server.db, 'dealer'), {
      title: 'Restock',
      body,
      url: '/en-us/catalog',
    });
    expect(result).toEqual({ sent: 1, removed: 0, failed: 0 });

    const [request] = receivedBy('long');
    if (!request) throw new Error('nothing received');
    const plain = ece.decrypt(request.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth });
    expect(plain.length).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(plain.length).toBeGreaterThan(MAX_PAYLOAD_BYTES - 8);
    const message = decrypt(d, request.body);
    expect(message.title).toBe('Restock');
    expect(message.url).toBe('/en-us/catalog');
    expect(message.body.endsWith('…')).toBe(true);
    expect(body.startsWith(message.body.slice(0, -1))).toBe(true);
    expect(message.body).not.toContain('\uFFFD');
  });

  it('refuses a message whose title alone is too long, or whose url is not a portal path', () => {
    expect(() => encodePushPayload({ title: 'x'.repeat(3100), body: '', url: '/' })).toThrow(RangeError);
    expect(() => encodePushPayload({ title: 't', body: 'b', url: 'https://evil.example/' })).toThrow(RangeError);
    expect(() => encodePushPayload({ title: 't', body: 'b', url: '//evil.example/' })).toThrow(RangeError);
    expect(encodePushPayload({ title: 't', body: 'b', url: '/' })).toBe('{"title":"t","body":"b","url":"/"}');
  });

  it('counts a push service error or a time-out as failed, keeps the subscription and never throws', async () => {
    const busy = device('busy', 503);
    const slow = device('slow', 'hang');
    await subscribe(busy);
    await subscribe(slow);
    const notifier = notifierWith({ timeoutMs: 300 });
    const started = Date.now();
    const result = await notifyUser(notifier, await userIdOf(server.db, 'dealer'), { title: 't', body: 'b', url: '/' });
    expect(result).toEqual({ sent: 0, removed: 0, failed: 2 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const rows = await server.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.lastSentAt === null)).toBe(true);
  });

  it('resolves the endpoint at send time: a name that now points at a private address gets nothing', async () => {
    // Stored while its name was harmless (or before this check existed); now it resolves to this machine.
    const d = device('rebound');
    const port = new URL(pushOrigin).port;
    await server.db.insert(pushSubscriptions).values({
      userId: await userIdOf(server.db, 'dealer'),
      host: 'localhost',
      endpoint: `http://localtest.me:${port}/push/rebound`,
      p256dh: d.json.keys.p256dh,
      auth: d.auth,
    });
    const notifier = (allowLoopback: boolean, lookup: LookupAll) => notifierWith({ allowLoopback, lookup });

    const refused = await notifyUser(notifier(false, fakeLookup), await userIdOf(server.db, 'dealer'), {
      title: 't',
      body: 'b',
      url: '/',
    });
    expect(refused).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(receivedBy('rebound')).toEqual([]);
    expect(await server.db.select().from(pushSubscriptions)).toHaveLength(1); // kept, counted as failed

    // The address checked is the address connected to: one lookup per send, its answer pinned (a second
    // answer, as a rebinding DNS would give, is never asked for). localtest.me does not resolve here at all.
    const answers = ['127.0.0.1', '10.0.0.99'];
    let lookups = 0;
    const rebinding: LookupAll = () => {
      const address = answers[Math.min(lookups, answers.length - 1)] ?? '';
      lookups += 1;
      return Promise.resolve([{ address, family: 4 }]);
    };
    const sent = await notifyUser(notifier(true, rebinding), await userIdOf(server.db, 'dealer'), {
      title: 't',
      body: 'b',
      url: '/',
    });
    expect(sent).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(lookups).toBe(1);
    expect(receivedBy('rebound')).toHaveLength(1);
  });

  it('sends nothing to a user without subscriptions', async () => {
    const result = await notifyUser(server.deps, await userIdOf(server.db, 'auditor'), {
      title: 't',
      body: 'b',
      url: '/',
    });
    expect(result).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(received).toEqual([]);
  });
});

describe('sendTestNotification', () => {
  const SEND = `mutation PushSendTest {
    sendTestNotification { message { status description } userErrors { field message code } sent removed failed }
  }`;
  interface Payload {
    message: { status: string; description: string };
    userErrors: { field: string | null; message: string; code: string }[];
    sent: number;
    removed: number;
    failed: number;
  }
  const send = async (user: string, host = 'localhost') =>
    server.graphql<{ sendTestNotification: Payload }>(SEND, {}, await server.tokenFor(user), host);

  it('sends the test message to the admin’s own devices', async () => {
    const own = device('admin-phone');
    const other = device('dealer-phone');
    await subscribe(own, 'admin');
    await subscribe(other, 'dealer');

    const res = await send('admin');
    expect(res.status).toBe(200);
    expect(res.data?.sendTestNotification).toEqual({
      message: { status: 'SUCCESS', description: 'Test notification sent to 1 of 1 device' },
      userErrors: [],
      sent: 1,
      removed: 0,
      failed: 0,
    });
    const [request] = receivedBy('admin-phone');
    if (!request) throw new Error('nothing received');
    expect(decrypt(own, request.body)).toEqual({
      title: 'Test notification',
      body: 'Notifications reach this device.',
      url: '/',
      tag: 'test-notification',
    });
    expect(receivedBy('dealer-phone')).toEqual([]);
  });

  it('fails with a clear message when the admin has no subscription', async () => {
    const res = await send('admin');
    expect(res.data?.sendTestNotification).toMatchObject({
      message: {
        status: 'FAILED',
        description: 'No device of yours is subscribed: allow notifications in the portal on a device first',
      },
      userErrors: [{ field: null, code: 'NOT_FOUND' }],
      sent: 0,
    });
  });

  it('fails on a host with WEB_NOTIFICATION off', async () => {
    await subscribe(device('admin-eu'), 'admin');
    const res = await send('admin', 'eu.localhost');
    expect(res.data?.sendTestNotification.message).toEqual({
      status: 'FAILED',
      description: 'Web notifications are not enabled for this site',
    });
    expect(received).toEqual([]);
  });

  it('is refused to a dealer (403) and sends nothing', async () => {
    await subscribe(device('dealer-only'), 'dealer');
    const res = await send('dealer');
    expect(res.status).toBe(403);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(received).toEqual([]);
  });
});
