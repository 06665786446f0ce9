import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../../browser/local-db';
import type { OutboxEntry, PdiOutboxInput } from '../../../browser/outbox';
import { loadQueuedPdi, pdiRecordId, queuePdiCreate, queuePdiUpdate, type PdiSave } from './pdi-outbox';

// How the PDI pages use the outbox (docs/decisions.md "PDI offline"): a save offline is a create on the form's
// client id; the same form saved again before it went out changes it in place; an edit of a PDI with changes
// waiting goes behind them (its id and version come from the create's answer), a refused one is fixed.

vi.mock(import('../../domain/offline/outbox-owner'), () => ({
  outboxOwner: () => ({ userId: '7', customerId: 'C1', actingFor: { r3: 'C1', isr: null } }),
}));
vi.mock(import('../../domain/offline/outbox-runner'), () => ({
  replayNow: vi.fn(() => Promise.resolve(null)),
}));

function save(mechanic: string, extra: Partial<PdiSave> = {}): PdiSave {
  return {
    pdi: {
      custCode: 'C1',
      frameNumber: 'WTU123',
      mechanic,
      checklist: [
        { id: 1, checked: true },
        { id: 2, checked: false },
      ],
    },
    custName: 'Bike Shop',
    values: { frameNumber: 'WTU123', mechanic, checked: { '1': true } },
    checksPending: true,
    ...extra,
  };
}

async function entries(): Promise<OutboxEntry[]> {
  return (await localDb().outbox.toArray()).sort((a, b) => a.seq - b.seq);
}

beforeEach(async () => {
  await Promise.all(localDb().tables.map((table) => table.clear()));
});

describe('the PDI outbox', () => {
  it('queues a create on the form client id for the customer of the moment, checks pending', async () => {
    const entry = await queuePdiCreate('form-1', save('Jo'));
    expect(entry).toMatchObject({
      kind: 'pdi',
      op: 'create',
      recordId: 'form-1',
      actingFor: { r3: 'C1', isr: null },
      label: 'Bike Shop · WTU123',
      state: 'queued',
    });
    expect((entry.input as PdiOutboxInput).checksPending).toBe(true);
    expect(await loadQueuedPdi('7', 'form-1')).toEqual({
      values: { frameNumber: 'WTU123', mechanic: 'Jo', checked: { '1': true } },
      custCode: 'C1',
      custName: 'Bike Shop',
      createdHere: true,
    });
  });

  it('saving the same form again before it went out changes the waiting create in place', async () => {
    await queuePdiCreate('form-1', save('Jo'));
    await queuePdiCreate('form-1', save('Kim'));
    const all = await entries();
    expect(all).toHaveLength(1);
    expect((all[0]?.input as PdiOutboxInput).pdi?.mechanic).toBe('Kim');
  });

  it('an edit of a PDI whose create is being sent goes behind it, its id and version from the answer', async () => {
    const create = await queuePdiCreate('form-1', save('Jo'));
    await localDb().outbox.update(create.key, { state: 'sending', firstSentAt: 1 });
    const update = await queuePdiUpdate({ recordId: 'form-1', pdiId: null, baseVersion: null }, save('Kim'));
    expect(update).toMatchObject({ op: 'update', recordId: 'form-1' });
    expect(update.input).toMatchObject({ id: null, baseVersion: null, createdHere: true });
    expect(await entries()).toHaveLength(2);
  });

  it("an edit of a stored PDI is based on the version it started from; behind a waiting change it waits for that one's", async () => {
    const record = pdiRecordId({ id: '12', clientId: null });
    expect(record).toBe('pdi:12');
    const first = await queuePdiUpdate({ recordId: record, pdiId: '12', baseVersion: 3 }, save('Jo'));
    expect(first.input).toMatchObject({ id: '12', baseVersion: 3 });
    expect((first.input as PdiOutboxInput).createdHere).toBeUndefined();
    // Not sent yet: the next edit takes its place.
    await queuePdiUpdate({ recordId: record, pdiId: '12', baseVersion: 3 }, save('Kim'));
    expect(await entries()).toHaveLength(1);
    // Being sent: the next edit is a new entry based on the version that one produces.
    await localDb().outbox.update(first.key, { state: 'sending', firstSentAt: 1 });
    const second = await queuePdiUpdate({ recordId: record, pdiId: '12', baseVersion: 3 }, save('Lee'));
    expect(second.input).toMatchObject({ id: '12', baseVersion: null });
    expect(await entries()).toHaveLength(2);
  });

  it('an edit of a refused PDI fixes it: a new key in its place, the refused one discarded', async () => {
    const create = await queuePdiCreate('form-1', save('Jo'));
    await localDb().outbox.update(create.key, {
      state: 'attention',
      firstSentAt: 1,
      lastError: { message: 'This frame already has a PDI; edit or delete that one first', code: 'CONFLICT', at: 2 },
    });
    const fixed = await queuePdiUpdate({ recordId: 'form-1', pdiId: null, baseVersion: null }, save('Kim'));
    expect(fixed).toMatchObject({ op: 'create', state: 'queued', replaces: create.key, seq: create.seq });
    expect((await localDb().outbox.get(create.key))?.state).toBe('discarded');
    expect(await loadQueuedPdi('7', 'form-1')).toMatchObject({ values: { mechanic: 'Kim' } });
  });

  it('holds nothing for a record without waiting entries', async () => {
    expect(await loadQueuedPdi('7', 'nothing')).toBeNull();
    const entry = await queuePdiCreate('form-2', save('Jo'));
    await localDb().outbox.update(entry.key, { state: 'sent' });
    expect(await loadQueuedPdi('7', 'form-2')).toBeNull();
  });
});
