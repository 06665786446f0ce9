import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '../local-db';
import type { OutboxTransport } from '../outbox/transport';
import { catalogSyncedAt, syncCatalog } from './catalog-sync';

beforeEach(async () => {
  await Promise.all(localDb().tables.map((table) => table.clear()));
});

interface Call {
  variables: { updatedAfter: string | null; cursor: string | null; limit: number };
}

/** A server answering catalogSync from a list of pages, recording what it was asked. */
function fakeServer(
  customerId: string | null,
  pages: { codes: string[]; nextCursor: string | null; asOf: string }[],
  userId = 'U1',
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
      return Promise.resolve(Response.json({ data: { catalogSync } }));
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

    expect(result).toEqual({ written: 3, count: 3, asOf: Date.parse('2026-11-24T08:00:00.000Z') });
    expect(progress).toEqual([2, 3]);
    expect(calls.map((c) => c.variables)).toEqual([
      { updatedAfter: null, cursor: null, limit: 500 },
      { updatedAfter: null, cursor: 'next', limit: 500 },
    ]);
    const rows = await localDb().catalogProducts.toArray();
    expect(rows.map((r) => [r.id, r.groupId])).toEqual([
      ['U1:C1:A1', 'A'],
      ['U1:C1:A2', 'A'],
      ['U1:C1:B1', 'B'],
    ]);
    expect((await localDb().catalogGroups.toArray()).map((g) => g.slug)).toEqual(['g-A', 'g-B']);
    expect(await catalogSyncedAt('U1', 'C1')).toEqual({ savedAt: Date.parse('2026-11-24T08:00:00.000Z'), count: 3 });
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
