import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { setMaintenance } from './hosts.service';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** GET with the basic auth pair, another pair, or (null) none. */
const get = (path: string, auth: string | null = basicAuth()) =>
  server.request(path, auth ? { headers: { authorization: auth } } : {});

describe('GET /api/server/config/{host}', () => {
  it('answers the complete Config object with the spec defaults', async () => {
    const res = await get('/api/server/config/localhost');
    expect(res.status).toBe(200);
    const config = (await res.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      sorg: '1000',
      stockDisplay: 'cumulative',
      catalogDefaultView: 'group',
      itemViewQuota: 7,
      imageLoginBackground: '/images/login-background.svg',
      currency: { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 },
      languages: [
        { code: 'en-us', name: 'English' },
        { code: 'en-uk', name: 'English' },
        { code: 'en-ca', name: 'English' },
      ],
    });
    // Every Config field of spec 01 §3 is present.
    for (const field of [
      'webTitle',
      'webLogo',
      'imageLogin',
      'imageNavbar',
      'webDescription',
      'webKeywords',
      'googleAnalyticId',
      'emailSupport',
      'dateFormat',
      'timeFormat',
      'countryId',
      'telpCode',
      'maskStock',
      'maskNextArrival',
      'nextArrivalDisplay',
      'nextArrivalMonth',
      'availableStockCheck',
      'exactQtyCheck',
      'exactQtyCheckout',
      'supplyLocation',
      'futureConfirmationDisplay',
      'preOrderDisplay',
      'orderTypeDisplay',
      'modelViewQuota',
      'allowPreviewPage',
      'canCheckout',
      'creditCheck',
      'creditStatusUsage',
      'creditStatusBlockedReason',
      'orderConfirmation',
      'cartDisclaimer',
      'largeOrderConfirmAmount',
      'payment',
      'paymentGateway',
      'invoicePaymentRule',
      'allowPartialPayment',
      'forgotPassword',
      'allowNewCustomerInquiry',
      'custGroupOnCustSelect',
      'claimNonCode',
      'claimProblemRequired',
      'claimAllowNonCode',
      'claimAllowPAA',
      'checkStock3rdParty',
      'checkPrice3rdParty',
    ]) {
      expect(config, field).toHaveProperty(field);
    }
  });

  it('serves each host its own sorg, languages and currency; the port is ignored', async () => {
    const id = (await (await get('/api/server/config/id.localhost')).json()) as Record<string, unknown>;
    expect(id).toMatchObject({ sorg: '2000', telpCode: '+62', currency: { display: 'IDR', decimalPrecision: 0 } });
    const eu = (await (await get('/api/server/config/EU.localhost:3000')).json()) as { languages: { code: string }[] };
    expect(eu.languages.map((l) => l.code)).toEqual(['de', 'en-nl', 'fr']);
  });

  it('needs the basic auth pair', async () => {
    const none = await get('/api/server/config/localhost', null);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Basic');
    expect((await get('/api/server/config/localhost', basicAuth('portal', 'wrong'))).status).toBe(401);
  });

  it('answers 404 for an unknown host and 400 for a malformed one', async () => {
    const res = await get('/api/server/config/127.0.0.1');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Unknown host' });
    expect((await get('/api/server/config/%3Cscript%3E')).status).toBe(400);
  });
});

describe('GET /api/active-announcements/{host}', () => {
  it('lists the host sorg announcements valid now', async () => {
    const res = await get('/api/active-announcements/localhost');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { type: string; title: string }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'home_page', title: 'Model year 2027 pre-orders are open' });
    expect((await get('/api/active-announcements/localhost', null)).status).toBe(401);
  });
});

describe('POST /api/login on a host', () => {
  const signIn = (host: string, username: string, password = 'Demo1234') =>
    server.postJson(`http://${host}/api/login`, { username, password });

  it('refuses a user without an area in the host sorg, naming the host that serves them (403)', async () => {
    // The US dealer (sorg 1000) on the European host (sorg 3000): € catalog, $ cart, nothing to order.
    const res = await signIn('eu.localhost', 'dealer');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: 'Your account does not order through this site. Please sign in at localhost.',
      code: 'FORBIDDEN',
      host: 'localhost',
    });
    // The sales rep has areas in 1000 and 2000: not on the European host either, but on both of its own.
    expect((await signIn('eu.localhost', 'sales')).status).toBe(403);
    expect((await signIn('id.localhost', 'sales')).status).toBe(200);
  });

  it('lets a user sign in where one of its areas is, and on an unknown host as on the default host', async () => {
    expect((await signIn('localhost', 'dealer')).status).toBe(200);
    expect((await signIn('eu.localhost', 'admin')).status).toBe(200);
    expect((await signIn('127.0.0.1', 'dealer')).status).toBe(200);
  });

  it('says nothing about the host before the password is right', async () => {
    const res = await signIn('eu.localhost', 'dealer', 'Wrong1234');
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).not.toContain('localhost');
  });
});

describe('maintenance', () => {
  it('is online until an admin switches a host to maintenance; then every API route but config answers 500', async () => {
    const online = await get('/api/server/status?host=localhost');
    expect(online.status).toBe(200);
    expect(await online.json()).toEqual({ status: 'online' });
    expect((await get('/api/server/status?host=localhost', null)).status).toBe(401);

    await setMaintenance(server.deps, 'localhost', true, 'Back at 14:00');
    const status = await get('/api/server/status?host=localhost');
    expect(status.status).toBe(500);
    expect(await status.json()).toEqual({ status: 'maintenance', message: 'Back at 14:00' });

    const login = await server.postJson('http://localhost/api/login', { username: 'dealer', password: 'Demo1234' });
    expect(login.status).toBe(500);
    expect(await login.json()).toMatchObject({ status: 'maintenance' });
    const graphql = await server.graphql('{ me { id } }', {}, 'token', 'localhost');
    expect(graphql.status).toBe(500);
    expect((await get('http://localhost/api/server/config/localhost')).status).toBe(200);
    // Other hosts are not affected.
    expect((await get('/api/server/status?host=eu.localhost')).status).toBe(200);
    expect(
      (await server.postJson('http://eu.localhost/api/login', { username: 'admin', password: 'Demo1234' })).status,
    ).toBe(200);

    await setMaintenance(server.deps, 'localhost', false, null);
    expect((await get('/api/server/status?host=localhost')).status).toBe(200);
  });

  it('MAINTENANCE_MESSAGE switches every host to maintenance', async () => {
    const global = await createTestServer({ env: { MAINTENANCE_MESSAGE: 'Upgrading the database' } });
    try {
      const res = await global.request('/api/server/status?host=eu.localhost', {
        headers: { authorization: basicAuth() },
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ status: 'maintenance', message: 'Upgrading the database' });
      expect((await global.request('/api/user')).status).toBe(500);
      expect(
        (await global.request('/api/server/config/localhost', { headers: { authorization: basicAuth() } })).status,
      ).toBe(200);
    } finally {
      await global.close();
    }
  });
});

describe('the HTTP layer', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await server.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the security headers and the CSP', async () => {
    const res = await server.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' blob: data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
