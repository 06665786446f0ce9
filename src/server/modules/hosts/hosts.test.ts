import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { userAreas, users } from '../users/users.tables';
import { banners } from './hosts.tables';

interface Banner {
  id: string;
  bannerFile: string;
  link: string | null;
}

const BANNERS = 'query HostsBanners { activeUserAreaBanners { id bannerFile link } }';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function bannersOf(username: string, host = 'localhost') {
  const { accessToken } = await server.login(username);
  const res = await server.graphql<{ activeUserAreaBanners: Banner[] }>(BANNERS, {}, accessToken, host);
  expect(res.status).toBe(200);
  expect(res.errors).toBeUndefined();
  return res.data?.activeUserAreaBanners ?? [];
}

/** The sorgs of banners, looked up by their ids. */
async function sorgsOf(list: Banner[]) {
  const rows = await server.db
    .select({ sorg: banners.sorg })
    .from(banners)
    .where(
      inArray(
        banners.id,
        list.map((b) => Number(b.id)),
      ),
    );
  return [...new Set(rows.map((r) => r.sorg))].sort();
}

describe('sorgs and configs', () => {
  it('lists every sorg by code', async () => {
    const { accessToken } = await server.login('dealer');
    const res = await server.graphql('query HostsSorgs { sorgs { code name } }', {}, accessToken);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      sorgs: [
        { code: '1000', name: 'Bikes North America' },
        { code: '2000', name: 'Bikes Indonesia' },
        { code: '3000', name: 'Bikes Europe' },
      ],
    });
  });

  it('gives the per-sorg config of every sorg', async () => {
    const { accessToken } = await server.login('auditor');
    const res = await server.graphql(
      'query HostsConfigs { configs { sorg exactQtyCheck availableStockCheck merchantName } }',
      {},
      accessToken,
    );
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      configs: [
        { sorg: '1000', exactQtyCheck: false, availableStockCheck: false, merchantName: 'Stripe US' },
        { sorg: '2000', exactQtyCheck: false, availableStockCheck: true, merchantName: 'Xendit' },
        { sorg: '3000', exactQtyCheck: true, availableStockCheck: true, merchantName: 'Adyen EU' },
      ],
    });
  });

  it('need a signed-in user', async () => {
    for (const query of ['{ sorgs { code } }', '{ configs { sorg } }', BANNERS]) {
      const res = await server.graphql(query);
      expect(res.status).toBe(401);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('activeUserAreaBanners', () => {
  it('shows the dealer of sorg 1000 the two sorg-1000 banners, in their order', async () => {
    const list = await bannersOf('dealer');
    expect(list.map((b) => b.bannerFile)).toEqual(['spring-service.svg', 'new-season.svg']);
    expect(list.every((b) => b.link === '/catalog?category=bike')).toBe(true);
    expect(await sorgsOf(list)).toEqual(['1000']);
  });

  it('follows the user areas, not the host', async () => {
    // The dealer's area is sorg 1000 whatever host it signs in on.
    expect(await sorgsOf(await bannersOf('dealer', 'eu.localhost'))).toEqual(['1000']);
    // The admin has an area in every sorg.
    const admin = await bannersOf('admin');
    expect(admin).toHaveLength(6);
    expect(await sorgsOf(admin)).toEqual(['1000', '2000', '3000']);
    // The sales user has areas in 1000 and 2000.
    expect(await sorgsOf(await bannersOf('sales'))).toEqual(['1000', '2000']);
  });

  it('shows only banners valid now', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const inserted = await server.db
      .insert(banners)
      .values([
        { sorg: '1000', bannerFile: 'expired.svg', validFrom: new Date(now - 30 * day), validTo: new Date(now - day) },
        { sorg: '1000', bannerFile: 'upcoming.svg', validFrom: new Date(now + day), validTo: new Date(now + 30 * day) },
        { sorg: '1000', bannerFile: 'current.svg', validFrom: new Date(now - day), validTo: new Date(now + day) },
      ])
      .returning({ id: banners.id });
    try {
      const files = (await bannersOf('dealer')).map((b) => b.bannerFile);
      expect(files).toContain('current.svg');
      expect(files).not.toContain('expired.svg');
      expect(files).not.toContain('upcoming.svg');
    } finally {
      await server.db.delete(banners).where(
        inArray(
          banners.id,
          inserted.map((b) => b.id),
        ),
      );
    }
  });

  it('gives a user without areas the banners of the request host sorg', async () => {
    const [vendor] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'vendor'));
    if (!vendor) throw new Error('no vendor');
    await server.db.delete(userAreas).where(eq(userAreas.userId, vendor.id));
    expect(await sorgsOf(await bannersOf('vendor', 'eu.localhost'))).toEqual(['3000']);
    expect(await sorgsOf(await bannersOf('vendor', 'id.localhost'))).toEqual(['2000']);
    expect(await sorgsOf(await bannersOf('vendor', 'localhost'))).toEqual(['1000']);
    // An unknown host has no sorg, so nothing to show.
    expect(await bannersOf('vendor', 'unknown.example')).toEqual([]);
  });
});

describe('GET /api/bnrs/image/{bannerFile}', () => {
  it('serves a banner image', async () => {
    const [first] = await bannersOf('dealer');
    if (!first) throw new Error('no banner');
    const res = await server.request(`/api/bnrs/image/${first.bannerFile}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
  });

  it.each([
    ['a path-traversal name', '..%2F..%2Fetc%2Fpasswd'],
    ['an encoded traversal to an image', '..%2F..%2Fbanners%2Fspring-service.svg'],
    ['a dot-file', '.hidden.svg'],
    ['an unknown file', 'no-such-banner.svg'],
    ['a file that is no image', 'notes.txt'],
  ])('answers %s with 404 JSON', async (_label, name) => {
    const res = await server.request(`/api/bnrs/image/${name}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });
});
