import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDraft, listDrafts, loadDraft, saveDraft } from './drafts';
import { localDb, PortalDatabase } from './local-db';

// See outbox/replay.test.ts: Node's Blob, set before Dexie loads, so IndexedDB (fake-indexeddb) keeps the bytes.
vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

beforeEach(async () => {
  await Promise.all(localDb().tables.map((table) => table.clear()));
});

describe('drafts', () => {
  it('saves, loads and deletes a draft per user, customer and form', async () => {
    await saveDraft('A', 'C1', 'visit', { note: 'A at C1' }, () => 10);
    await saveDraft('A', 'C2', 'visit', { note: 'A at C2' }, () => 20);
    await saveDraft('B', 'C1', 'visit', { note: 'B at C1' }, () => 30);
    await saveDraft('A', null, 'consumer-voice', { message: 'no customer' }, () => 40);

    expect((await loadDraft('A', 'C1', 'visit'))?.data).toEqual({ note: 'A at C1' });
    expect((await loadDraft('B', 'C1', 'visit'))?.data).toEqual({ note: 'B at C1' });
    expect(await loadDraft('B', 'C2', 'visit')).toBeUndefined();
    expect((await listDrafts('A')).map((d) => [d.customerId, d.form, d.updatedAt])).toEqual([
      [null, 'consumer-voice', 40],
      ['C2', 'visit', 20],
      ['C1', 'visit', 10],
    ]);

    await saveDraft('A', 'C1', 'visit', { note: 'changed' }, () => 50);
    expect((await loadDraft('A', 'C1', 'visit'))?.data).toEqual({ note: 'changed' });
    await deleteDraft('A', 'C1', 'visit');
    expect(await loadDraft('A', 'C1', 'visit')).toBeUndefined();
    expect(await listDrafts('B')).toHaveLength(1);
  });

  it('keeps photo Blobs inside the draft data and survives closing and reopening the database', async () => {
    const photo = new Blob([new Uint8Array([255, 216, 255, 1, 2, 3])], { type: 'image/jpeg' });
    await saveDraft('A', 'C1', 'visit', { note: 'with photo', photos: [{ slot: 'photo1', blob: photo }] });

    localDb().close();
    const reopened = new PortalDatabase();
    try {
      const row = await reopened.drafts.get('A:C1:visit');
      const data = row?.data as { note: string; photos: { slot: string; blob: Blob }[] } | undefined;
      expect(data?.note).toBe('with photo');
      expect(data?.photos[0]?.blob.type).toBe('image/jpeg');
      expect(new Uint8Array(await (data?.photos[0]?.blob ?? new Blob()).arrayBuffer())).toEqual(
        new Uint8Array([255, 216, 255, 1, 2, 3]),
      );
    } finally {
      reopened.close();
      await localDb().open();
    }
  });
});
