import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyVisitForm, toVisitInput } from '../../shared/visit-forms/visit-form';
import { localDb } from '../local-db';
import { enqueue } from './enqueue';
import { replayOutbox } from './replay';
import type { OutboxTransport } from './transport';
import { ANY_CUSTOMER } from './types';
import type { VisitFormOutboxInput } from './kinds';

// Visit forms through the real replay (ARCHITECTURE.md "Offline"): an older entry for any customer is pinned to the
// session's, the photos go one at a time before the mutation, an update queued behind its create is sent with the
// create's answer, and a CONFLICT keeps the server's version with the refused entry.

vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

interface Seen {
  method: string;
  path: string;
  operation?: string;
  variables?: Record<string, unknown>;
  /** Requests running at the same time when this one started. */
  concurrent: number;
}

/** The uploads and visit-form contract of the API, in memory. */
/** An access token of the shape the server issues (the client reads its claims only). */
function jwt(r3: string | null): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: '7', r3, isr: null })}.sig`;
}

function fakeServer(customerId: string | null) {
  const seen: Seen[] = [];
  /** The Acting-Customer header of each mutation. */
  const actingCustomers: (string | undefined)[] = [];
  let running = 0;
  let nextUpload = 1;
  let version = 1;
  let conflictNext = false;
  const uploads = new Map<string, { size: number; received: number }>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const visit = (id: string) => ({ id, version, custCode: 'C100', photos: [] });
  const transport: OutboxTransport = {
    session: () => Promise.resolve({ userId: '7', customerId, accessToken: jwt(customerId) }),
    refresh: () => Promise.resolve(true),
    fetch: async (path, init) => {
      const method = init.method ?? 'GET';
      const entry: Seen = { method, path, concurrent: running };
      running += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (path === '/uploads' && method === 'POST') {
          const { size } = JSON.parse(init.body as string) as { size: number };
          const id = `00000000-0000-4000-8000-00000000000${String(nextUpload++)}`;
          uploads.set(id, { size, received: 0 });
          seen.push(entry);
          return json(200, { id, received: 0, complete: false });
        }
        if (path.startsWith('/uploads/') && method === 'PATCH') {
          const id = decodeURIComponent(path.slice('/uploads/'.length));
          const upload = uploads.get(id);
          if (!upload) return json(404, { message: 'gone' });
          upload.received += (init.body as Blob).size;
          seen.push(entry);
          return json(200, { id, received: upload.received, complete: upload.received >= upload.size });
        }
        const { query, variables } = JSON.parse(init.body as string) as {
          query: string;
          variables: Record<string, unknown>;
        };
        entry.operation = /mutation (\w+)/.exec(query)?.[1] ?? '';
        entry.variables = variables;
        seen.push(entry);
        actingCustomers.push((init.headers as Record<string, string>)['Acting-Customer']);
        if (entry.operation === 'OutboxCreateFormVisit') {
          return json(200, {
            data: { createFormVisit: { message: { status: 'SUCCESS' }, userErrors: [], formVisit: visit('41') } },
          });
        }
        if (entry.operation === 'OutboxUpdateFormVisit') {
          if (conflictNext) {
            conflictNext = false;
            version = 5;
            return json(200, {
              data: {
                updateFormVisit: {
                  message: { status: 'FAILED', description: 'The visit could not be saved' },
                  userErrors: [
                    { field: 'baseVersion', message: 'This visit was changed since you opened it', code: 'CONFLICT' },
                  ],
                  formVisit: visit('41'),
                },
              },
            });
          }
          version += 1;
          return json(200, {
            data: { updateFormVisit: { message: { status: 'SUCCESS' }, userErrors: [], formVisit: visit('41') } },
          });
        }
        return json(400, { errors: [{ message: 'unknown', extensions: { code: 'BAD_USER_INPUT' } }] });
      } finally {
        running -= 1;
      }
    },
  };
  return {
    transport,
    seen,
    actingCustomers,
    conflictOnNextUpdate: () => {
      conflictNext = true;
    },
  };
}

const values = { ...emptyVisitForm(), customer: '1000:C100' };
const input = (extra: Partial<VisitFormOutboxInput> = {}): VisitFormOutboxInput => ({
  brand: 'polygon',
  visit: toVisitInput('polygon', values),
  custName: 'Bike Shop',
  values,
  ...extra,
});
const photo = (size: number) => new Blob([new Uint8Array(size).fill(7)], { type: 'image/jpeg' });

beforeEach(async () => {
  await Promise.all(localDb().tables.map((table) => table.clear()));
});

describe('visit forms through the outbox replay', () => {
  it("pins an older version's visit queued for any customer to the session's customer", async () => {
    const server = fakeServer('C9');
    const create = await enqueue({
      userId: '7',
      actingFor: { r3: null, isr: null },
      kind: 'visit-form',
      recordId: 'rec-1',
      input: input(),
      label: 'Bike Shop',
      files: [
        { slot: 'frontShop1', file: photo(300_000), fileName: 'a.jpg' },
        { slot: 'displayBanner', file: photo(200_000), fileName: 'b.jpg' },
      ],
    });
    // As an entry of the previous version was stored: any customer, none named.
    await localDb().outbox.update(create.key, (row) => {
      row.customerId = ANY_CUSTOMER;
      delete row.actingFor;
    });
    const summary = await replayOutbox({ transport: server.transport });
    expect(summary).toMatchObject({ sent: 1, remaining: 0, waitingForCustomer: 0 });
    const stored = await localDb().outbox.get(create.key);
    expect(stored).toMatchObject({ state: 'sent', customerId: 'C9', actingFor: { r3: 'C9', isr: null } });
    expect(server.actingCustomers).toEqual(['r3=C9&isr=']);
    // One file at a time, then the mutation with both uploads and the record id as the client id.
    expect(server.seen.every((request) => request.concurrent === 0)).toBe(true);
    expect(server.seen.map((request) => request.operation ?? request.method)).toEqual([
      'POST',
      'PATCH',
      'POST',
      'PATCH',
      'OutboxCreateFormVisit',
    ]);
    const mutation = server.seen.at(-1);
    expect(mutation?.variables?.clientId).toBe('rec-1');
    expect((mutation?.variables?.photos as { slot: string }[]).map((p) => p.slot).sort()).toEqual([
      'displayBanner',
      'frontShop1',
    ]);
  });

  it("sends an edit queued behind its create with the create's id and version", async () => {
    const server = fakeServer(null);
    await enqueue({
      userId: '7',
      actingFor: { r3: null, isr: null },
      kind: 'visit-form',
      recordId: 'rec-2',
      input: input(),
      label: 'x',
    });
    await enqueue({
      userId: '7',
      actingFor: { r3: null, isr: null },
      kind: 'visit-form',
      op: 'update',
      recordId: 'rec-2',
      input: input({ id: null, baseVersion: null, createdHere: true, removedSlots: ['frontShop1'] }),
      label: 'x',
    });
    const summary = await replayOutbox({ transport: server.transport });
    expect(summary.sent).toBe(2);
    const update = server.seen.find((request) => request.operation === 'OutboxUpdateFormVisit');
    expect(update?.variables).toMatchObject({
      id: '41',
      baseVersion: 1,
      photos: [{ slot: 'frontShop1', uploadId: null }],
    });
  });

  it("keeps the server's version with an edit refused for a conflict", async () => {
    const server = fakeServer(null);
    server.conflictOnNextUpdate();
    const entry = await enqueue({
      userId: '7',
      actingFor: { r3: null, isr: null },
      kind: 'visit-form',
      op: 'update',
      recordId: 'visit:41',
      input: input({ id: '41', baseVersion: 1 }),
      label: 'x',
    });
    const summary = await replayOutbox({ transport: server.transport });
    expect(summary.attention).toBe(1);
    const stored = await localDb().outbox.get(entry.key);
    expect(stored?.state).toBe('attention');
    expect(stored?.lastError).toMatchObject({ code: 'CONFLICT' });
    expect(stored?.result).toMatchObject({ formVisit: { id: '41', version: 5 } });
  });
});
