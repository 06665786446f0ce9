import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../local-db';
import { saveDraft } from '../drafts';
import { wipeUser } from '../wipe-user';
import { discard, edit, enqueue, fix, OutboxStateError, retry, type OutboxFileInput } from './enqueue';
import { exportUnsent } from './export';
import {
  getEntry,
  listEntries,
  observe,
  persistenceState,
  requestPersistence,
  storageEstimate,
  unsentCount,
} from './queries';
import type { OutboxEntry } from './types';

// See replay.test.ts: Node's Blob, set before Dexie loads, so IndexedDB (fake-indexeddb) keeps the bytes.
vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

let clock = 5_000_000;
const now = () => clock;

function bytes(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * 13 + seed) % 256;
  return data;
}

function photo(slot: string, size: number, seed = 1, fileName = `${slot}.jpg`): OutboxFileInput {
  return { slot, file: new Blob([bytes(size, seed)], { type: 'image/jpeg' }), fileName };
}

function queue(message: string, options: { userId?: string; recordId?: string; files?: OutboxFileInput[] } = {}) {
  return enqueue(
    {
      userId: options.userId ?? 'A',
      actingFor: { r3: 'C1', isr: null },
      kind: 'consumer-voice',
      input: { message },
      label: message,
      files: options.files ?? [],
      ...(options.recordId ? { recordId: options.recordId } : {}),
    },
    now,
  );
}

const db = () => localDb();
const entry = async (key: string): Promise<OutboxEntry> => {
  const found = await db().outbox.get(key);
  if (!found) throw new Error(`no entry ${key}`);
  return found;
};
const filesOf = (key: string) => db().outboxFiles.where('entryKey').equals(key).sortBy('slot');
const blobBytes = async (blob: Blob | null | undefined) => (blob ? new Uint8Array(await blob.arrayBuffer()) : null);

/** What a replay does to an entry when it starts sending it: from here on it is frozen. */
const markSent = (key: string, state: OutboxEntry['state']) => db().outbox.update(key, { state, firstSentAt: clock });

beforeEach(async () => {
  await Promise.all(db().tables.map((table) => table.clear()));
  clock = 5_000_000;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('enqueue', () => {
  it('stores the entry and its blobs, with a new key, the next seq and the total size', async () => {
    const first = await queue('first');
    const second = await queue('second', { files: [photo('photo1', 1200, 1), photo('photo2', 800, 2)] });

    expect(second.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.key).not.toBe(first.key);
    expect([first.seq, second.seq]).toEqual([1, 2]);
    expect(await entry(second.key)).toEqual({
      key: second.key,
      seq: 2,
      userId: 'A',
      customerId: 'C1',
      actingFor: { r3: 'C1', isr: null },
      kind: 'consumer-voice',
      op: 'create',
      recordId: second.key,
      input: { message: 'second' },
      label: 'second',
      state: 'queued',
      createdAt: clock,
      firstSentAt: null,
      attempts: 0,
      nextAttemptAt: clock,
      lastError: null,
      result: null,
      sentAt: null,
      size: 2000,
      replaces: null,
    });
    const files = await filesOf(second.key);
    expect(files.map((f) => [f.id, f.slot, f.fileName, f.type, f.size, f.received, f.uploadId])).toEqual([
      [`${second.key}:photo1`, 'photo1', 'photo1.jpg', 'image/jpeg', 1200, 0, null],
      [`${second.key}:photo2`, 'photo2', 'photo2.jpg', 'image/jpeg', 800, 0, null],
    ]);
    expect(await blobBytes(files[0]?.blob)).toEqual(bytes(1200, 1));
  });

  it('keeps seq increasing after entries are sent or discarded', async () => {
    const a = await queue('a');
    await discard(a.key);
    const b = await queue('b');
    expect(b.seq).toBe(a.seq + 1);
  });

  it('refuses a slot given twice, an unsafe slot, or an unknown kind, and stores nothing', async () => {
    await expect(queue('x', { files: [photo('photo1', 10), photo('photo1', 20)] })).rejects.toThrow(OutboxStateError);
    await expect(queue('x', { files: [photo('../evil', 10)] })).rejects.toThrow(OutboxStateError);
    await expect(
      enqueue({
        userId: 'A',
        actingFor: { r3: null, isr: null },
        kind: 'nope' as 'consumer-voice',
        input: {},
        label: '',
      }),
    ).rejects.toThrow(/Unknown outbox kind/);
    expect(await db().outbox.count()).toBe(0);
    expect(await db().outboxFiles.count()).toBe(0);
  });

  it('writes the entry and its files in one transaction: a failed file write leaves no entry', async () => {
    // A file row that already exists makes bulkAdd fail inside the transaction.
    const key = '00000000-0000-4000-8000-000000000000';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(key);
    await db().outboxFiles.add({
      id: `${key}:photo1`,
      entryKey: 'other',
      slot: 'photo1',
      fileName: 'x',
      type: 'image/jpeg',
      size: 1,
      blob: null,
      uploadId: null,
      received: 0,
    });
    await expect(queue('x', { files: [photo('photo1', 10)] })).rejects.toThrow();
    expect(await db().outbox.count()).toBe(0);
    vi.restoreAllMocks();
  });

  it('asks for persistent storage before the first entry and remembers a refusal for a day', async () => {
    const persist = vi.fn(() => Promise.resolve(false));
    vi.stubGlobal('navigator', { storage: { persist, persisted: () => Promise.resolve(false) } });

    await queue('first');
    await vi.waitFor(async () => {
      expect((await persistenceState()).askedAt).toBe(clock);
    });
    await queue('second');
    clock += 60_000;
    await queue('third');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await persistenceState()).toEqual({ persisted: false, askedAt: 5_000_000 });

    clock += 24 * 60 * 60_000;
    await queue('next day');
    await vi.waitFor(() => {
      expect(persist).toHaveBeenCalledTimes(2);
    });
  });
});

describe('frozen entries, edit, fix, retry, discard', () => {
  it('edits an entry that has not been sent: input, label and files by slot', async () => {
    const queued = await queue('draft', { files: [photo('photo1', 100, 1), photo('photo2', 200, 2)] });

    const edited = await edit(queued.key, {
      input: { message: 'edited' },
      label: 'edited',
      files: [photo('photo2', 300, 3), photo('photo3', 50, 4)],
      removeSlots: ['photo1'],
    });

    expect(edited).toMatchObject({ key: queued.key, input: { message: 'edited' }, label: 'edited', size: 350 });
    const files = await filesOf(queued.key);
    expect(files.map((f) => [f.slot, f.size])).toEqual([
      ['photo2', 300],
      ['photo3', 50],
    ]);
    expect(await blobBytes(files[0]?.blob)).toEqual(bytes(300, 3));
  });

  it.each(['sending', 'queued', 'attention'] as const)(
    'an entry whose first byte was sent (%s) is frozen: edit refuses and nothing changes',
    async (state) => {
      const queued = await queue('original', { files: [photo('photo1', 100, 1)] });
      await markSent(queued.key, state);
      const before = await entry(queued.key);

      await expect(edit(queued.key, { input: { message: 'changed' } })).rejects.toMatchObject({ reason: 'frozen' });
      await expect(edit(queued.key, { files: [photo('photo1', 999, 9)] })).rejects.toMatchObject({
        reason: 'frozen',
      });

      expect(await entry(queued.key)).toEqual(before);
      const [file] = await filesOf(queued.key);
      expect(file?.size).toBe(100);
      expect(await blobBytes(file?.blob)).toEqual(bytes(100, 1));
    },
  );

  it('a fix of a refused entry is a new entry with a new key in its place; the old one is discarded', async () => {
    const refused = await queue('bad', { recordId: 'r1', files: [photo('photo1', 100, 1), photo('photo2', 200, 2)] });
    await db().outboxFiles.update(`${refused.key}:photo1`, { uploadId: 'u1', received: 100 });
    await markSent(refused.key, 'attention');
    clock += 1000;

    const fixed = await fix(refused.key, { message: 'good' }, { files: [photo('photo2', 250, 5)], label: 'good' }, now);

    expect(fixed).toMatchObject({
      seq: refused.seq,
      recordId: 'r1',
      replaces: refused.key,
      state: 'queued',
      firstSentAt: null,
      attempts: 0,
      input: { message: 'good' },
      label: 'good',
      size: 350,
      createdAt: clock,
    });
    expect(fixed.key).not.toBe(refused.key);
    // The old entry keeps its input (frozen) and is discarded; its blobs moved to the fix.
    expect(await entry(refused.key)).toMatchObject({ state: 'discarded', input: { message: 'bad' } });
    expect((await filesOf(refused.key)).map((f) => f.blob)).toEqual([null, null]);
    const files = await filesOf(fixed.key);
    expect(files.map((f) => [f.slot, f.size, f.uploadId, f.received])).toEqual([
      ['photo1', 100, null, 0],
      ['photo2', 250, null, 0],
    ]);
    expect(await blobBytes(files[0]?.blob)).toEqual(bytes(100, 1));
    expect(await blobBytes(files[1]?.blob)).toEqual(bytes(250, 5));
    // The list shows the fix where the refused entry was, before the record's later entries.
    const later = await queue('later', { recordId: 'r1' });
    expect((await listEntries('A')).map((e) => e.key)).toEqual([fixed.key, later.key]);
  });

  it('fix refuses entries that are not waiting for the user', async () => {
    const queued = await queue('queued');
    await expect(fix(queued.key, { message: 'x' })).rejects.toMatchObject({ reason: 'wrong-state' });
    await expect(fix('missing', { message: 'x' })).rejects.toMatchObject({ reason: 'not-found' });
  });

  it('retry makes a waiting entry due now and sends a refused one again as a fix', async () => {
    const waiting = await queue('waiting');
    await db().outbox.update(waiting.key, { nextAttemptAt: clock + 60_000, attempts: 3 });
    clock += 10;
    expect(await retry(waiting.key, now)).toMatchObject({ key: waiting.key, nextAttemptAt: clock, attempts: 3 });

    const refused = await queue('refused');
    await markSent(refused.key, 'attention');
    const again = await retry(refused.key, now);
    expect(again).toMatchObject({ replaces: refused.key, input: { message: 'refused' }, state: 'queued' });
    expect((await entry(refused.key)).state).toBe('discarded');
  });

  it('discard keeps the entry, frees its blobs, and refuses entries being sent or sent', async () => {
    const queued = await queue('to discard', { files: [photo('photo1', 100)] });
    await discard(queued.key);
    expect((await entry(queued.key)).state).toBe('discarded');
    expect((await filesOf(queued.key))[0]?.blob).toBeNull();

    const sending = await queue('sending');
    await markSent(sending.key, 'sending');
    await expect(discard(sending.key)).rejects.toMatchObject({ reason: 'sending' });
    const sent = await queue('sent');
    await markSent(sent.key, 'sent');
    await expect(discard(sent.key)).rejects.toMatchObject({ reason: 'wrong-state' });
    expect((await entry(sending.key)).state).toBe('sending');
  });
});

describe('queries', () => {
  it('counts and lists only the user’s entries, with file progress; discarded ones on request', async () => {
    const a1 = await queue('a1 message', { files: [photo('photo10', 100), photo('photo2', 300)] });
    const a2 = await queue('a2');
    const a3 = await queue('a3');
    await queue('b1', { userId: 'B' });
    await db().outboxFiles.update(`${a1.key}:photo2`, { received: 120, uploadId: 'u' });
    await markSent(a2.key, 'attention');
    await discard(a3.key);

    expect(await unsentCount('A')).toBe(2);
    expect(await unsentCount('B')).toBe(1);
    const list = await listEntries('A');
    expect(list.map((e) => e.key)).toEqual([a1.key, a2.key]);
    expect(list[0]).toMatchObject({ size: 400, received: 120, description: 'a1 message' });
    expect(list[0]?.files.map((f) => [f.slot, f.received, f.size, f.isHeld])).toEqual([
      ['photo2', 120, 300, true],
      ['photo10', 0, 100, true],
    ]);
    expect(list[0]?.files[0]).not.toHaveProperty('blob');
    expect((await listEntries('A', { includeDiscarded: true })).map((e) => e.key)).toEqual([a1.key, a2.key, a3.key]);
    const full = await getEntry(a1.key);
    expect(await blobBytes(full?.files[0]?.blob)).toEqual(bytes(300, 1));
  });

  it('observe re-runs the query when the outbox changes', async () => {
    const seen: number[] = [];
    const stop = observe(
      () => unsentCount('A'),
      (count) => seen.push(count),
    );
    await vi.waitFor(() => {
      expect(seen).toEqual([0]);
    });
    await queue('one');
    await vi.waitFor(() => {
      expect(seen).toEqual([0, 1]);
    });
    stop();
    await queue('two');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([0, 1]);
  });

  it('storageEstimate and requestPersistence cope with a browser without them', async () => {
    vi.stubGlobal('navigator', {});
    expect(await storageEstimate()).toBeNull();
    expect(await requestPersistence(now)).toBe(false);
    expect(await persistenceState()).toEqual({ persisted: false, askedAt: clock });

    vi.stubGlobal('navigator', {
      storage: {
        estimate: () => Promise.resolve({ usage: 1234, quota: 99999 }),
        persist: () => Promise.resolve(true),
        persisted: () => Promise.resolve(false),
      },
    });
    expect(await storageEstimate()).toEqual({ usage: 1234, quota: 99999 });
    expect(await requestPersistence(now)).toBe(true);
    expect((await persistenceState()).persisted).toBe(true);
  });
});

describe('exportUnsent', () => {
  it('zips outbox.json and every blob still held; sent entries and other users are left out', async () => {
    const withFiles = await queue('with files', {
      files: [photo('photo1', 5000, 1, 'IMG 0001.jpg'), photo('photo2', 70, 2, '../../etc/passwd')],
    });
    const discarded = await queue('discarded', { files: [photo('photo1', 10, 3)] });
    await discard(discarded.key);
    const sent = await queue('sent', { files: [photo('photo1', 10, 4)] });
    await markSent(sent.key, 'sent');
    await queue('other user', { userId: 'B', files: [photo('photo1', 10, 5)] });

    const zip = await exportUnsent('A', now);

    expect(zip.type).toBe('application/zip');
    const unzipped = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(unzipped).sort()).toEqual([
      'files/' + withFiles.key + '/photo1-IMG 0001.jpg',
      'files/' + withFiles.key + '/photo2-.._.._etc_passwd',
      'outbox.json',
    ]);
    expect(unzipped[`files/${withFiles.key}/photo1-IMG 0001.jpg`]).toEqual(bytes(5000, 1));
    expect(unzipped[`files/${withFiles.key}/photo2-.._.._etc_passwd`]).toEqual(bytes(70, 2));
    const manifest = JSON.parse(strFromU8(unzipped['outbox.json'] ?? new Uint8Array())) as {
      userId: string;
      entries: { key: string; state: string; input: unknown; files: { slot: string; path: string | null }[] }[];
    };
    expect(manifest.userId).toBe('A');
    expect(manifest.entries.map((e) => [e.key, e.state, e.input])).toEqual([
      [withFiles.key, 'queued', { message: 'with files' }],
      [discarded.key, 'discarded', { message: 'discarded' }],
    ]);
    expect(manifest.entries[0]?.files.map((f) => [f.slot, f.path, 'blob' in f])).toEqual([
      ['photo1', `files/${withFiles.key}/photo1-IMG 0001.jpg`, false],
      ['photo2', `files/${withFiles.key}/photo2-.._.._etc_passwd`, false],
    ]);
    expect(manifest.entries[1]?.files.map((f) => f.path)).toEqual([null]);
  });
});

describe('wipeUser', () => {
  it("deletes one user's drafts, customers, sync states and outbox with blobs, and nobody else's", async () => {
    const a = await queue('a', { files: [photo('photo1', 10)] });
    const b = await queue('b', { userId: 'B', files: [photo('photo1', 10)] });
    await saveDraft('A', 'C1', 'visit', { x: 1 });
    await saveDraft('B', 'C1', 'visit', { x: 2 });
    await db().customers.bulkPut([
      { id: 'A:1', userId: 'A', customerId: '1', search: 'a', data: {} },
      { id: 'B:1', userId: 'B', customerId: '1', search: 'b', data: {} },
    ]);
    await db().syncState.bulkPut([
      { id: 'A:customers', userId: 'A', collection: 'customers', savedAt: 1, count: 1 },
      { id: 'B:customers', userId: 'B', collection: 'customers', savedAt: 1, count: 1 },
    ]);

    await wipeUser('A');

    expect(await db().outbox.get(a.key)).toBeUndefined();
    expect(await db().outboxFiles.where('entryKey').equals(a.key).count()).toBe(0);
    expect((await db().outbox.toArray()).map((e) => e.key)).toEqual([b.key]);
    expect(await db().outboxFiles.count()).toBe(1);
    expect((await db().drafts.toArray()).map((d) => d.userId)).toEqual(['B']);
    expect((await db().customers.toArray()).map((c) => c.userId)).toEqual(['B']);
    expect((await db().syncState.toArray()).map((s) => s.userId).filter(Boolean)).toEqual(['B']);
  });
});
