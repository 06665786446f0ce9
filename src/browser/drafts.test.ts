import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteDraft,
  deleteDraftFile,
  listDrafts,
  loadDraft,
  loadDraftFiles,
  saveDraft,
  saveDraftFile,
} from './drafts';
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

  it("keeps a form's photos as draft files: the original, then the prepared one, back after a reopen", async () => {
    const original = new Blob([new Uint8Array(64).fill(1)], { type: 'image/jpeg' });
    const prepared = new Blob([new Uint8Array([255, 216, 255, 9])], { type: 'image/jpeg' });
    await saveDraft('A', null, 'visit-form:polygon:new', { values: { notes: 'Window refreshed' } }, () => 5);
    await saveDraftFile('A', null, 'visit-form:polygon:new', {
      slot: 'frontShop1',
      blob: original,
      fileName: 'IMG_1.JPG',
      prepared: false,
    });
    await saveDraftFile('A', null, 'visit-form:polygon:new', {
      slot: 'displayBanner',
      blob: original,
      fileName: 'IMG_2.JPG',
      prepared: false,
    });
    // Compressed: the slot's row is replaced, the values row is not written again.
    await saveDraftFile('A', null, 'visit-form:polygon:new', {
      slot: 'frontShop1',
      blob: prepared,
      fileName: 'IMG_1.jpg',
      prepared: true,
    });
    await deleteDraftFile('A', null, 'visit-form:polygon:new', 'displayBanner');

    localDb().close();
    const reopened = new PortalDatabase();
    try {
      const rows = await reopened.draftFiles.where('draftId').equals('A:-:visit-form:polygon:new').toArray();
      expect(rows.map((row) => [row.slot, row.fileName, row.prepared])).toEqual([['frontShop1', 'IMG_1.jpg', true]]);
      expect(new Uint8Array(await (rows[0]?.blob ?? new Blob()).arrayBuffer())).toEqual(
        new Uint8Array([255, 216, 255, 9]),
      );
      expect((await reopened.drafts.get('A:-:visit-form:polygon:new'))?.updatedAt).toBe(5);
    } finally {
      reopened.close();
      await localDb().open();
    }

    // Another user's draft of the same form is apart; deleting a draft deletes its files.
    await saveDraftFile('B', null, 'visit-form:polygon:new', {
      slot: 'frontShop1',
      blob: original,
      fileName: 'b.jpg',
      prepared: false,
    });
    expect(await loadDraftFiles('A', null, 'visit-form:polygon:new')).toHaveLength(1);
    await deleteDraft('A', null, 'visit-form:polygon:new');
    expect(await loadDraft('A', null, 'visit-form:polygon:new')).toBeUndefined();
    expect(await loadDraftFiles('A', null, 'visit-form:polygon:new')).toEqual([]);
    expect(await loadDraftFiles('B', null, 'visit-form:polygon:new')).toHaveLength(1);
  });
});
