import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../local-db';
import type { OutboxTransport } from '../outbox/transport';
import { readStoredTokens, storeTokens } from '../session-store';
import { storedSessionTransport } from '../stored-session-transport';
import { CatalogSyncError, catalogLists, catalogSyncedAt, syncCatalog } from './catalog-sync';

beforeEach(async () => {
  await Promise.all(localDb().tables.map((table) => table.clear()));
});

interface Call {
  variables: { updatedAfter: string | null; cursor: string | null; limit: number; first: boolean };
}

const LISTS = {
  promotions: [{ code: 'SALE', name: 'Summer sale' }],
  bikeCategories: [{ id: '1', wording: 'Road', mcIds: ['7'] }],
};

/**
 * A server answering catalogSync from a list of pages, recording what it was asked; the first request (`first`)
 * also gets the promotions and bike categories (`lists`).
 */
function fakeServer(
  customerId: string | null,
  pages: { codes: string[]; nextCursor: string | null; asOf: string }[],
  userId = 'U1',
  lists = LISTS,
) {
  const calls: Call[] = [];
  const transport: OutboxTransport = {
    session: () => Promise.resolve({ userId, customerId, accessToken: 'token' }),
    refresh: () => Promise.resolve(false),
    fetch: (_path, init) => {
      const body = JSON.parse(init.body as string) as Call;
      calls.push(body);
      const page = pages[calls.length - 1];
      if (!page) return Promise.resolve(new Response('{"errors":[{"message":"no more"}]}', { status: 400 }));
      const catalogSync = {
        products: page.codes.map((articleCode) => ({ articleCode, groupId: articleCode.slice(0, 1) })),
        groups: [...new Set(page.codes.map((code) => code.slice(0, 1)))].map((g) => ({ id: g, slug: `g-${g}` })),
        nextCursor: page.nextCursor,
        asOf: page.asOf,
      };
      return Promise.resolve(Response.json({ data: { catalogSync, ...(body.variables.first ? lists : {}) } }));
    },
  };
  return { transport, calls };
}

describe('syncCatalog', () => {
  it('downloads every chunk, keyed by user and customer, and remembers the server time of the first chunk', async () => {
    const { transport, calls } = fakeServer('C1', [
      { codes: ['A1', 'A2'], nextCursor: 'next', asOf: '2026-11-24T08:00:00.000Z' },
      { codes: ['B1'], nextCursor: null, asOf: '2026-11-24T08:00:05.000Z' },
    ]);
    const progress: number[] = [];
    const result = await syncCatalog({ transport, onProgress: (n) => progress.push(n) });

    expect(result).toEqual({
      written: 3,
      count: 3,
      asOf: Date.parse('2026-11-24T08:00:00.000Z'),
      bytes: expect.any(Number) as number,
    });
    expect(result.bytes).toBeGreaterThan(0);
    expect(progress).toEqual([2, 3]);
    expect(calls.map((c) => c.variables)).toEqual([
      { updatedAfter: null, cursor: null, limit: 1000, first: true },
      { updatedAfter: null, cursor: 'next', limit: 1000, first: false },
    ]);
    const rows = await localDb().catalogProducts.toArray();
    expect(rows.map((r) => [r.id, r.groupId])).toEqual([
      ['U1:C1:A1', 'A'],
      ['U1:C1:A2', 'A'],
      ['U1:C1:B1', 'B'],
    ]);
    expect((await localDb().catalogGroups.toArray()).map((g) => g.slug)).toEqual(['g-A', 'g-B']);
    expect(await catalogSyncedAt('U1', 'C1')).toEqual({
      savedAt: Date.parse('2026-11-24T08:00:00.000Z'),
      count: 3,
      bytes: result.bytes,
    });
    expect(await catalogLists('U1', 'C1')).toEqual(LISTS);
  });

  it('asks for the next chunk while it stores the one it has', async () => {
    const { transport, calls } = fakeServer('C1', [
      { codes: ['A1'], nextCursor: 'second', asOf: '2026-11-24T08:00:00.000Z' },
      { codes: ['B1'], nextCursor: null, asOf: '2026-11-24T08:00:01.000Z' },
    ]);
    const asked: number[] = [];
    await syncCatalog({
      transport,
      onProgress: () => {
        asked.push(calls.length);
      },
    });
    // When the first chunk was stored, the second had already been asked for.
    expect(asked).toEqual([2, 2]);
  });

  it('removes, after a full download, what the server no longer sends', async () => {
    await syncCatalog({
      transport: fakeServer('C1', [{ codes: ['A1', 'A2', 'B1'], nextCursor: null, asOf: '2026-11-24T08:00:00Z' }])
        .transport,
    });
    const result = await syncCatalog({
      transport: fakeServer('C1', [{ codes: ['A2'], nextCursor: null, asOf: '2026-11-24T09:00:00Z' }]).transport,
      full: true,
    });
    expect(result).toMatchObject({ written: 1, count: 1 });
    expect((await localDb().catalogProducts.toArray()).map((r) => r.id)).toEqual(['U1:C1:A2']);
    expect((await localDb().catalogGroups.toArray()).map((r) => r.id)).toEqual(['U1:C1:A']);
  });

  it('keeps the names of promotions a delta no longer lists, for the articles it did not send again', async () => {
    await syncCatalog({
      transport: fakeServer('C1', [{ codes: ['A1'], nextCursor: null, asOf: '2026-11-24T08:00:00Z' }]).transport,
    });
    const later = {
      promotions: [{ code: 'NEW', name: 'New deal' }],
      bikeCategories: [{ id: '2', wording: 'Gravel', mcIds: ['8'] }],
    };
    await syncCatalog({
      transport: fakeServer('C1', [{ codes: [], nextCursor: null, asOf: '2026-11-24T09:00:00Z' }], 'U1', later)
        .transport,
    });
    expect(await catalogLists('U1', 'C1')).toEqual({
      promotions: [
        { code: 'NEW', name: 'New deal' },
        { code: 'SALE', name: 'Summer sale' },
      ],
      bikeCategories: later.bikeCategories,
    });
  });

  it('asks only for what changed since the last copy', async () => {
    await syncCatalog({
      transport: fakeServer('C1', [{ codes: ['A1'], nextCursor: null, asOf: '2026-11-24T08:00:00.000Z' }]).transport,
    });
    const { transport, calls } = fakeServer('C1', [
      { codes: ['A1', 'A3'], nextCursor: null, asOf: '2026-11-24T09:00:00.000Z' },
    ]);
    const result = await syncCatalog({ transport });
    expect(calls[0]?.variables.updatedAfter).toBe('2026-11-24T08:00:00.000Z');
    expect(result).toMatchObject({ written: 2, count: 2 });
  });

  it("replaces the copy of the user's previous customer and keeps other users' copies", async () => {
    await syncCatalog({
      transport: fakeServer('C1', [{ codes: ['A1', 'A2'], nextCursor: null, asOf: '2026-11-24T08:00:00Z' }]).transport,
    });
    await syncCatalog({
      transport: fakeServer('C1', [{ codes: ['Z9'], nextCursor: null, asOf: '2026-11-24T08:00:00Z' }], 'U2').transport,
    });
    await syncCatalog({
      transport: fakeServer('C2', [{ codes: ['B1'], nextCursor: null, asOf: '2026-11-24T08:30:00Z' }]).transport,
    });

    const ids = (await localDb().catalogProducts.toArray()).map((r) => r.id).sort();
    expect(ids).toEqual(['U1:C2:B1', 'U2:C1:Z9']);
    expect(await catalogSyncedAt('U1', 'C1')).toBeUndefined();
  });

  it('keeps what it had when the server refuses, and says why', async () => {
    await syncCatalog({
      transport: fakeServer('C1', [{ codes: ['A1'], nextCursor: null, asOf: '2026-11-24T08:00:00Z' }]).transport,
    });
    await expect(syncCatalog({ transport: fakeServer('C1', []).transport })).rejects.toThrow('no more');
    expect(await localDb().catalogProducts.count()).toBe(1);
    expect(await catalogSyncedAt('U1', 'C1')).toMatchObject({ count: 1 });
  });
});

describe('syncCatalog as the stored session (the download worker)', () => {
  const jwt = (sub: string, r3: string, n: number) => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    return `${part({ alg: 'HS256' })}.${part({ sub, r3, n })}.sig`;
  };
  const stale = jwt('7', 'C1', 1);
  const renewed = jwt('7', 'C1', 2);
  const page = { products: [{ articleCode: 'A1', groupId: 'A' }], groups: [], nextCursor: null, asOf: '2026-11-24' };
  let refreshAnswer: () => Response;
  let seen: string[];

  beforeEach(async () => {
    await storeTokens({ accessToken: stale, refreshToken: 'refresh-1', expiresAt: Date.now() + 600_000 });
    seen = [];
    refreshAnswer = () => Response.json({ accessToken: renewed, refreshToken: 'refresh-2', expiresIn: 900 });
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('Authorization') ?? '';
      seen.push(`${input} ${auth === `Bearer ${renewed}` ? 'renewed' : auth === '' ? '-' : 'stale'}`);
      if (input === '/api/refresh-token') return Promise.resolve(refreshAnswer());
      if (auth !== `Bearer ${renewed}`) {
        return Promise.resolve(
          Response.json({ errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] }, { status: 401 }),
        );
      }
      return Promise.resolve(Response.json({ data: { catalogSync: page, promotions: [], bikeCategories: [] } }));
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renews a refused access token with the refresh token and goes on', async () => {
    await expect(syncCatalog({ transport: storedSessionTransport() })).resolves.toMatchObject({ count: 1 });
    expect(seen).toEqual(['/api/graphql stale', '/api/refresh-token -', '/api/graphql renewed']);
    expect(await readStoredTokens()).toMatchObject({ accessToken: renewed, refreshToken: 'refresh-2' });
  });

  it('says the session has ended, not the connection, when the refresh is refused', async () => {
    refreshAnswer = () => Response.json({ message: 'Your session has expired' }, { status: 401 });
    const failure = syncCatalog({ transport: storedSessionTransport() });
    await expect(failure).rejects.toBeInstanceOf(CatalogSyncError);
    await expect(failure).rejects.toMatchObject({ reason: 'sign-in' });
  });
});
