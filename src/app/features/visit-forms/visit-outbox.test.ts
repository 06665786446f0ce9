import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../../browser/local-db';
import type { OutboxEntry, VisitFormOutboxInput } from '../../../browser/outbox';
import { emptyVisitForm } from '../../../shared/visit-forms/visit-form';
import { buildVisitView } from './visit-view';
import {
  loadVisitRecord,
  pendingChangeOf,
  queueVisitCreate,
  queueVisitDelete,
  queueVisitUpdate,
  recordIdOf,
  type VisitSave,
} from './visit-outbox';

// How the visit pages use the outbox (ARCHITECTURE.md "Offline"): a save is a create; an edit changes an entry that has
// not started sending in place, fixes a refused one, or queues an update; a delete of a visit never sent only
// discards it. The device's view of a visit lays its waiting changes over the server's version.

vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

vi.mock(import('../../domain/offline/outbox-owner'), () => ({
  outboxOwner: () => ({ userId: '7', customerId: 'C1', actingFor: { r3: 'C1', isr: null } }),
}));
vi.mock(import('../../domain/offline/outbox-runner'), () => ({
  replayNow: vi.fn(() => Promise.resolve(null)),
}));

const values = { ...emptyVisitForm(), customer: '1000:C100', notes: 'First' };
const photo = (byte: number) => new Blob([new Uint8Array([255, 216, 255, byte])], { type: 'image/jpeg' });

function save(extra: Partial<VisitSave> = {}): VisitSave {
  return { brand: 'polygon', values, custName: 'Bike Shop', photos: [], removedSlots: [], ...extra };
}

async function entries(): Promise<OutboxEntry[]> {
  return (await localDb().outbox.toArray()).sort((a, b) => a.seq - b.seq || a.createdAt - b.createdAt);
}

/** What the server does with an entry: marks it sent (or refused) as the replay would. */
async function settle(key: string, state: 'sent' | 'attention', result: unknown = null) {
  await localDb().outbox.update(key, {
    state,
    firstSentAt: 1,
    result,
    ...(state === 'attention' ? { lastError: { message: 'refused', code: 'CUSTOMER_NOT_YOURS', at: 2 } } : {}),
  });
}

beforeEach(async () => {
  await Promise.all(localDb().tables.map((table) => table.clear()));
});

describe('the visit outbox', () => {
  it('queues a create for the customer of the moment with its photos, the record id being the client id', async () => {
    const entry = await queueVisitCreate(save({ photos: [{ slot: 'frontShop1', blob: photo(1), fileName: 'a.jpg' }] }));
    expect(entry).toMatchObject({
      kind: 'visit-form',
      op: 'create',
      customerId: 'C1',
      actingFor: { r3: 'C1', isr: null },
      label: 'Bike Shop',
    });
    const input = entry.input as VisitFormOutboxInput;
    expect(input.visit).toMatchObject({ brand: 'polygon', custCode: 'C100', notes: 'First' });
    expect(entry.recordId).not.toBe(entry.key);
    expect(await localDb().outboxFiles.where('entryKey').equals(entry.key).count()).toBe(1);
    expect(pendingChangeOf(entry)).toMatchObject({
      op: 'create',
      state: 'queued',
      sorg: '1000',
      custCode: 'C100',
      custName: 'Bike Shop',
      visitId: null,
    });
  });

  it('changes a create that has not started sending in place, photos by slot', async () => {
    const create = await queueVisitCreate(
      save({
        photos: [
          { slot: 'frontShop1', blob: photo(1), fileName: 'a.jpg' },
          { slot: 'frontShop2', blob: photo(2), fileName: 'b.jpg' },
        ],
      }),
    );
    const target = { recordId: create.recordId, visitId: null, baseVersion: null };
    await queueVisitUpdate(
      target,
      save({
        values: { ...values, notes: 'Second' },
        photos: [{ slot: 'frontShop2', blob: photo(3), fileName: 'c.jpg' }],
        removedSlots: ['frontShop1'],
      }),
    );
    const all = await entries();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ key: create.key, op: 'create' });
    expect((all[0]?.input as VisitFormOutboxInput).visit?.notes).toBe('Second');
    const files = await localDb().outboxFiles.where('entryKey').equals(create.key).toArray();
    expect(files.map((file) => [file.slot, file.fileName])).toEqual([['frontShop2', 'c.jpg']]);
  });

  it('queues an update behind a create already sent once, and fixes a refused one in its place', async () => {
    const create = await queueVisitCreate(save());
    await localDb().outbox.update(create.key, { firstSentAt: 1, state: 'queued' });
    const target = { recordId: create.recordId, visitId: null, baseVersion: null };
    const update = await queueVisitUpdate(target, save({ values: { ...values, notes: 'Later' } }));
    expect(update).toMatchObject({ op: 'update', recordId: create.recordId });
    expect(update.input).toMatchObject({ id: null, baseVersion: null, createdHere: true });

    await settle(create.key, 'sent', { formVisit: { id: '41', version: 1 } });
    await settle(update.key, 'attention');
    const fixed = await queueVisitUpdate(target, save({ values: { ...values, notes: 'Fixed' } }));
    expect(fixed.replaces).toBe(update.key);
    expect((await localDb().outbox.get(update.key))?.state).toBe('discarded');
    expect((fixed.input as VisitFormOutboxInput).visit?.notes).toBe('Fixed');
  });

  it('bases an update of a stored visit on the newest version this device knows', async () => {
    const stored = { id: '41', clientId: null };
    const target = { recordId: recordIdOf(stored), visitId: '41', baseVersion: 2 };
    expect(target.recordId).toBe('visit:41');
    const first = await queueVisitUpdate(target, save());
    expect(first.input).toMatchObject({ id: '41', baseVersion: 2 });
    await settle(first.key, 'sent', { formVisit: { id: '41', version: 3 } });
    // The page still shows version 2 (offline copy): the device knows 3 is the server's now.
    const second = await queueVisitUpdate(target, save({ values: { ...values, notes: 'Again' } }));
    expect(second.input).toMatchObject({ id: '41', baseVersion: 3 });
  });

  it('deletes a visit never sent by discarding it, and queues the delete of a stored one', async () => {
    const local = await queueVisitCreate(save());
    expect(
      await queueVisitDelete(
        { recordId: local.recordId, visitId: null, baseVersion: null },
        {
          brand: 'polygon',
          custName: 'Bike Shop',
        },
      ),
    ).toBeNull();
    expect((await localDb().outbox.get(local.key))?.state).toBe('discarded');

    const waiting = await queueVisitUpdate({ recordId: 'visit:8', visitId: '8', baseVersion: 1 }, save());
    const deletion = await queueVisitDelete(
      { recordId: 'visit:8', visitId: '8', baseVersion: 1 },
      { brand: 'polygon', custName: 'Bike Shop' },
    );
    expect(deletion).toMatchObject({ op: 'delete', input: { id: '8' } });
    // The change waiting before it was pointless: dropped.
    expect((await localDb().outbox.get(waiting.key))?.state).toBe('discarded');
  });

  it("shows a visit as the server has it with the device's waiting change laid over it", async () => {
    const server = {
      id: '41',
      clientId: 'rec-x',
      brand: 'polygon',
      sorg: '1000',
      custCode: 'C100',
      custName: 'Bike Shop',
      brandDisplay: [],
      brandDisplayDescription: null,
      otherMidrange: [],
      otherMidrangeDescription: null,
      brandDomination: null,
      qtyPlgGrp: 3,
      qtyNonPlgGrp: null,
      seriesList: [],
      seriesBrand: [],
      otherSeriesList: [],
      equipment: [],
      equipmentText: null,
      notes: 'On the server',
      photos: [
        {
          slot: 'frontShop1',
          url: '/api/visit-forms/photos/1',
          contentType: 'image/jpeg',
          size: 1,
          width: 1,
          height: 1,
        },
        {
          slot: 'frontShop2',
          url: '/api/visit-forms/photos/2',
          contentType: 'image/jpeg',
          size: 1,
          width: 1,
          height: 1,
        },
      ],
      version: 2,
      createdAt: '2026-11-20T10:00:00Z',
      createdBy: 'Sam Sales',
      updatedAt: '2026-11-20T10:00:00Z',
      updatedBy: 'Sam Sales',
      canEdit: true,
    };
    await queueVisitUpdate(
      { recordId: 'rec-x', visitId: '41', baseVersion: 2 },
      save({
        values: { ...values, notes: 'Edited offline' },
        photos: [{ slot: 'frontShop2', blob: photo(9), fileName: 'new.jpg' }],
        removedSlots: ['frontShop1', 'frontShop2'],
      }),
    );
    const view = buildVisitView(server, await loadVisitRecord('7', 'rec-x'));
    expect(view?.values.notes).toBe('Edited offline');
    expect(view?.photos.frontShop1).toBeUndefined();
    expect(view?.photos.frontShop2).toMatchObject({ kind: 'blob', fileName: 'new.jpg' });
    expect(view?.shown).toMatchObject({ op: 'update', state: 'queued' });
    expect(buildVisitView(null, null)).toBeNull();
  });
});
