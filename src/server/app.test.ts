import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../tests/support/test-server';
import { readEnv } from './env';
import { findNulCharacter, MAX_JSON_BYTES, SMALL_JSON_BYTES } from './lib/request';
import { serveClient } from './static';

let server: TestServer;
let http: ServerType;
let port: number;

beforeAll(async () => {
  server = await createTestServer();
  // A real port: body limits are about what reaches the socket, which app.request does not have.
  http = await new Promise<ServerType>((ready) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(s));
  });
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => http.close(done));
  await server.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Starts a request on the real port; `answer` resolves with the response, which may come before the body is sent. */
function open(method: string, path: string, headers: OutgoingHttpHeaders) {
  const req = httpRequest({ host: '127.0.0.1', port, method, path, headers });
  let answered = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    // The server may close the socket after its early answer while we still write: not an error of the test.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
  });
  return { req, answer, answered: () => answered };
}

/** Announces a body of `length` bytes but sends none of it: only an answer that does not wait for it can come. */
async function announce(method: string, path: string, length: number, headers: OutgoingHttpHeaders = {}) {
  const { req, answer } = open(method, path, {
    'content-type': 'application/json',
    'content-length': String(length),
    ...headers,
  });
  req.flushHeaders();
  const result = await answer;
  req.destroy();
  return result;
}

/** Streams a chunked body of up to `total` bytes until the server answers; `sent` is how much went out by then. */
async function stream(path: string, total: number, headers: OutgoingHttpHeaders = {}) {
  const { req, answer, answered } = open('POST', path, { 'content-type': 'application/json', ...headers });
  const chunk = Buffer.alloc(64 * 1024, ' ');
  let sent = 0;
  while (!answered() && sent < total) {
    const flowing = req.write(chunk);
    sent += chunk.length;
    if (!flowing) await Promise.race([once(req, 'drain'), answer]);
  }
  const result = await answer;
  req.destroy();
  return { ...result, sent };
}

/** A request with a raw Host header, as a browser never sends but anyone can. */
async function withHost(method: string, path: string, host: string, body?: string) {
  const { req, answer } = open(method, path, {
    host,
    ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
  });
  req.end(body);
  return answer;
}

const MiB = 1024 * 1024;

describe('request body limits, before the body is read', () => {
  it.each([
    ['POST', '/api/login', SMALL_JSON_BYTES],
    ['POST', '/api/refresh-token', SMALL_JSON_BYTES],
    ['POST', '/api/logout', SMALL_JSON_BYTES],
    ['POST', '/api/logout-all', SMALL_JSON_BYTES],
    ['POST', '/api/password/forgot', SMALL_JSON_BYTES],
    ['POST', '/api/password/reset', SMALL_JSON_BYTES],
    ['POST', '/api/uploads', MAX_JSON_BYTES],
    ['POST', '/api/notification/subscriptions', MAX_JSON_BYTES],
    ['DELETE', '/api/notification/subscriptions', MAX_JSON_BYTES],
    ['POST', '/api/change-cust', MAX_JSON_BYTES],
    ['POST', '/api/no-such-route', MAX_JSON_BYTES],
  ])('%s %s answers 413 at once to a Content-Length over %i bytes, without waiting for the body', async (m, p, max) => {
    const res = await announce(m, p, max + 1);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      message: `The request body is too large: at most ${String(max / 1024)} KiB`,
      code: 'BAD_USER_INPUT',
    });
    // 200 MiB announced: the same answer, as fast.
    expect((await announce(m, p, 200 * MiB)).status).toBe(413);
  });

  it('keeps the own limits of GraphQL and of an upload chunk, also before the body', async () => {
    const graphql = await announce('POST', '/api/graphql', 200 * MiB);
    expect(graphql.status).toBe(413);
    expect(JSON.parse(graphql.body)).toMatchObject({ errors: [{ message: 'The request body is too large' }] });
    const chunk = await announce('PATCH', '/api/uploads/00000000-0000-4000-8000-000000000000', 1 * MiB + 1, {
      'content-type': 'application/offset+octet-stream',
    });
    expect(chunk.status).toBe(413);
    expect(JSON.parse(chunk.body)).toMatchObject({ code: 'CHUNK_TOO_LARGE' });
  });

  it('answers a body just under the limit as usual', async () => {
    const padded = JSON.stringify({ username: 'admin', password: 'wrong' }).replace('{', `{${' '.repeat(3000)}`);
    const res = await withHost('POST', '/api/login', 'localhost', padded);
    expect(res.status).toBe(401);
  });

  it.each([
    ['/api/login', SMALL_JSON_BYTES],
    ['/api/uploads', MAX_JSON_BYTES],
  ])(
    'stops reading a chunked body to %s once it passes %i bytes: 413 long before 200 MiB are sent',
    async (path, max) => {
      const res = await stream(path, 200 * MiB);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({
        message: `The request body is too large: at most ${String(max / 1024)} KiB`,
      });
      // What the socket buffers took before the answer arrived; the server itself read only up to the limit.
      expect(res.sent).toBeLessThan(32 * MiB);
    },
  );

  it('still reads a small chunked body', async () => {
    const { req, answer } = open('POST', '/api/login', { 'content-type': 'application/json' });
    req.write('{"username":"admin",');
    req.end('"password":"wrong"}');
    expect((await answer).status).toBe(401);
  });
});

describe('bad input is a 400 with a message, never a 500', () => {
  it.each([
    ['/api/login', { username: 'ad\u0000min', password: 'Demo1234' }, 'username'],
    ['/api/login', { username: 'admin', password: 'Demo\u00001234' }, 'password'],
    ['/api/password/forgot', { username: 'admin\u0000' }, 'username'],
    ['/api/password/reset', { token: 'x\u0000', password: 'NewPassword1' }, 'token'],
    ['/api/refresh-token', { refreshToken: `${'a'.repeat(30)}\u0000` }, 'refreshToken'],
  ])('a NUL character in %s %j', async (path, body, field) => {
    const res = await server.postJson(path, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: `Invalid request: ${field}: must not contain the NUL character`,
      code: 'BAD_USER_INPUT',
    });
  });

  it('finds a NUL character in any string or key of a JSON body', () => {
    expect(findNulCharacter({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.2.c');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\\u0000');
    expect(findNulCharacter('\u0000')).toBe('');
    expect(findNulCharacter({ a: 'ok', b: [null, true, 1.5, 'fine'] })).toBeUndefined();
    // Deep nesting is walked without recursion.
    expect(findNulCharacter(JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`))).toMatch(/^0(\.0)+$/);
  });

  it('a body that is not UTF-8', async () => {
    const res = await server.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('a body the client stopped sending (a paused upload, a lost connection)', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"username":'));
        controller.error(new Error('aborted'));
      },
    });
    const res = await server.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request ended before its body arrived', code: 'BAD_USER_INPUT' });
  });

  it('an encoded NUL character in a path or query', async () => {
    for (const path of [
      '/api/server/config/local%00host',
      '/api/dev/mails?to=a%00b@x.test',
      '/manifest.webmanifest?x=%00',
    ]) {
      const res = await server.request(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'The request URL must not contain the NUL character' });
    }
  });

  it.each([
    ['POST', '/api/login', JSON.stringify({ username: 'admin', password: 'wrong' })],
    ['POST', '/api/password/forgot', JSON.stringify({ username: 'admin' })],
    ['GET', '/manifest.webmanifest', undefined],
    ['GET', '/api/health', undefined],
  ])('a Host header that is no host name (%s %s): 400 "Bad Host header"', async (method, path, body) => {
    const res = await withHost(method, path, '9999999999999999999999', body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'Bad Host header', code: 'BAD_USER_INPUT' });
    // A real host name on the same port works.
    expect((await withHost('GET', '/api/health', 'localhost')).status).toBe(200);
  });
});

describe('the client files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>portal</title>');
  const client = new Hono();
  serveClient(client, dir);

  it('answer a malformed percent-escape in the path with 400, not a 500', async () => {
    const res = await client.request('/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Bad request: the path is not valid percent-encoded UTF-8');
    expect((await client.request('/de/catalog')).status).toBe(200);
  });

  it("carry the host's title and logo on index.html's splash and the page's language, as a page and as /index.html", async () => {
    const branded = mkdtempSync(join(tmpdir(), 'portal-static-'));
    try {
      writeFileSync(
        join(branded, 'index.html'),
        '<html lang="en"><title>b2b</title><div id="boot"><img id="boot-logo" src="/images/logo.svg" alt="" /><p id="boot-title">b2b</p></div>',
      );
      const hosts: string[] = [];
      const app = new Hono();
      serveClient(app, branded, (hostname) => {
        hosts.push(hostname);
        return Promise.resolve({
          webTitle: 'Bikes & <Parts>',
          webLogo: '/uploads/logo-"x".svg',
          languages: [{ code: 'fr' }, { code: 'de' }],
        });
      });
      // The page's locale prefix, else the host's first language.
      for (const [path, lang] of [
        ['/de/login', 'de-DE'],
        ['/index.html', 'fr-FR'],
        ['/xx/login', 'fr-FR'],
      ]) {
        const html = await (await app.request(`http://dealer.example${path}`)).text();
        expect(html).toBe(
          `<html lang="${lang}"><title>Bikes &amp; &lt;Parts&gt;</title><div id="boot"><img id="boot-logo" src="/uploads/logo-&quot;x&quot;.svg" alt="" /><p id="boot-title">Bikes &amp; &lt;Parts&gt;</p></div>`,
        );
      }
      expect(hosts).toEqual(['dealer.example', 'dealer.example', 'dealer.example']);
    } finally {
      rmSync(branded, { recursive: true, force: true });
    }
  });
});

describe('security headers', () => {
  it('deny every browser feature but the camera (same origin) with a Permissions-Policy', async () => {
    for (const path of ['/api/health', '/manifest.webmanifest', '/api/no-such-route']) {
      const policy = (await server.request(path)).headers.get('permissions-policy') ?? '';
      expect(policy).toContain('camera=(self)');
      for (const denied of ['geolocation=()', 'microphone=()', 'payment=()', 'usb=()', 'display-capture=()']) {
        expect(policy).toContain(denied);
      }
    }
  });

  it('let scripts come from the portal only, WebAssembly compiled but no eval (the frame scanner, spec 02 §5)', async () => {
    const csp = (await server.request('/api/health')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval'");
    // connect-src stays closed: the reader's CDN default cannot be fetched.
    expect(csp).toContain("connect-src 'self'");
  });

  it("keep a banner SVG's own strict policy (the global CSP allows scripts from self)", async () => {
    const banners = join(server.deps.uploadsDir, 'banners');
    mkdirSync(banners, { recursive: true });
    const name = `h1-test-${String(process.pid)}.svg`;
    writeFileSync(join(banners, name), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    try {
      const res = await server.request(`/api/bnrs/image/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // A page still gets the app's policy.
      expect((await server.request('/api/health')).headers.get('content-security-policy')).toContain(
        "script-src 'self'",
      );
    } finally {
      rmSync(join(banners, name), { force: true });
    }
  });

  it("keep the product SVGs' own strict policy", async () => {
    const res = await server.request('/api/images/placeholder.svg');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
  });
});

describe('development routes', () => {
  it('refuse to start in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production', DEV_ROUTES: '1' })).toThrow(
      /DEV_ROUTES: the development routes \(\/api\/dev\/\*\) must not be on with NODE_ENV=production/,
    );
    expect(readEnv({ NODE_ENV: 'production' }).DEV_ROUTES).toBe(false);
    expect(readEnv({}).DEV_ROUTES).toBe(false);
  });

  it('are unknown API routes when DEV_ROUTES is off, in any environment', async () => {
    const off = await createTestServer({ env: { NODE_ENV: 'development', DEV_ROUTES: '0' } });
    try {
      for (const path of [
        '/api/dev/mails?to=admin@dealer-portal.test',
        '/api/dev/consumer-feedback?user=dealer',
        '/api/dev/uploads/00000000-0000-4000-8000-000000000000',
        '/api/dev/form-visits?user=sales',
      ]) {
        const res = await off.request(path);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          message: `No API route GET ${path.split('?')[0] ?? ''}`,
          code: 'NOT_FOUND',
        });
      }
    } finally {
      await off.close();
    }
  }, 120_000); // a second server: its own copy of the database
});
