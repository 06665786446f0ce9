import { describe, expect, it } from 'vitest';
import { recordingSendContext } from '../../../../tests/support/outbox-send-context';
import { pdiChecklistAnswers, pdiChecklistId, pdiChecksOf } from '../../../shared/pdi/pdi-checklist';
import type { OutboxOperation } from '../types';
import { kindOf, type SendContext } from './index';
import { answeredPdi, pdiInputOf } from './pdi';

// The PDI kind's sender (spec 02 §5): which mutation an entry becomes, with which variables, and the checklist ids
// as integers. The replay around it (once per key, in record order) is tested in replay.test.ts and the contract
// test against the real server.

const fields = {
  custCode: 'C100',
  frameNumber: 'WTU123C4567D',
  mechanic: 'Jo Mechanic',
  // As stored after a round trip through JSON from the form's ticks: string ids.
  checklist: [
    { id: '3', checked: true },
    { id: 5, checked: false },
    { id: '7.0', checked: true },
  ],
};

function context(op: OutboxOperation, input: unknown, extra: Partial<SendContext> = {}) {
  return recordingSendContext(op, input, { pdi: { id: '77', version: 2 } }, extra);
}

const kind = kindOf('pdi');
const sent = {
  ...fields,
  checklist: [
    { id: 3, checked: true },
    { id: 5, checked: false },
    { id: 7, checked: true },
  ],
};

describe('the pdi outbox kind', () => {
  it('sends a create with integer checklist ids and the record id as the client id', async () => {
    const { ctx, calls } = context('create', { pdi: fields, custName: 'Bike Shop' });
    const outcome = await kind?.send(ctx);
    expect(outcome?.type).toBe('done');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.field).toBe('createClaimPDI');
    expect(calls[0]?.document).toContain('mutation OutboxCreatePdi');
    expect(calls[0]?.variables).toEqual({ input: sent, clientId: 'record-1' });
    // Integers, not strings that look like them.
    expect(JSON.stringify(calls[0]?.variables)).toContain('"id":3,');
  });

  it('sends an update with its id and base version', async () => {
    const { ctx, calls } = context('update', { pdi: fields, custName: 'Bike Shop', id: '12', baseVersion: 3 });
    await kind?.send(ctx);
    expect(calls[0]?.field).toBe('updateClaimPDI');
    expect(calls[0]?.document).toContain('mutation OutboxUpdatePdi');
    expect(calls[0]?.variables).toEqual({ id: '12', baseVersion: 3, input: sent });
  });

  it("takes the id and version of an update queued behind its create from the create's answer", async () => {
    const { ctx, calls } = context(
      'update',
      { pdi: fields, custName: 'Bike Shop', id: null, baseVersion: null, createdHere: true },
      {
        previousResult: () =>
          Promise.resolve({ message: { status: 'SUCCESS' }, userErrors: [], pdi: { id: 41, version: 1 } }),
      },
    );
    await kind?.send(ctx);
    expect(calls[0]?.variables).toMatchObject({ id: '41', baseVersion: 1 });
  });

  it('needs attention for an update whose create never reached the server', async () => {
    const { ctx, calls } = context('update', {
      pdi: fields,
      custName: 'Bike Shop',
      id: null,
      baseVersion: null,
      createdHere: true,
    });
    const outcome = await kind?.send(ctx);
    expect(calls).toHaveLength(0);
    expect(outcome).toMatchObject({ type: 'attention', error: { code: 'PDI_NOT_SENT' } });
  });

  it('refuses on the device, without a request: no fields, a checklist id that is no integer, a delete', async () => {
    const broken = [
      { op: 'create' as const, input: { custName: 'x' } },
      { op: 'create' as const, input: { pdi: { ...fields, checklist: [{ id: 'abc', checked: true }] } } },
      { op: 'create' as const, input: { pdi: { ...fields, checklist: [{ id: 2.5, checked: true }] } } },
      { op: 'create' as const, input: { pdi: { ...fields, checklist: [{ id: 2 }, { id: '2' }] } } },
      { op: 'update' as const, input: { pdi: { ...fields, mechanic: 7 }, id: '1', baseVersion: 1 } },
      { op: 'delete' as const, input: { pdi: fields, id: '1' } },
    ];
    for (const { op, input } of broken) {
      const { ctx, calls } = context(op, input);
      const outcome = await kind?.send(ctx);
      expect(outcome).toMatchObject({ type: 'attention', error: { code: 'INVALID_INPUT' } });
      expect(calls).toHaveLength(0);
    }
  });

  it('reads results defensively and describes an entry by customer and frame', () => {
    const payload = { message: { status: 'SUCCESS', description: '' }, userErrors: [], pdi: { id: '9', version: 4 } };
    expect(kind?.readResult(payload)).toBe(payload);
    expect(kind?.readResult({ pdi: { id: '9' } })).toBeUndefined();
    expect(kind?.readResult(null)).toBeUndefined();
    expect(answeredPdi(payload)).toEqual({ id: '9', version: 4 });
    expect(answeredPdi({ pdi: { id: '9' } })).toBeUndefined();
    expect(pdiInputOf('old')).toEqual({});
    expect(kind?.describe({ pdi: fields, custName: 'Bike Shop' })).toBe('Bike Shop · WTU123C4567D');
    expect(kind?.describe(undefined)).toBe('');
  });
});

describe('PDI checklist ids (spec 02 §5: converted to integers)', () => {
  it('turns ids into integers and refuses what is not one', () => {
    expect(pdiChecklistId('12')).toBe(12);
    expect(pdiChecklistId(12)).toBe(12);
    expect(pdiChecklistId('12.0')).toBe(12);
    for (const bad of ['', ' ', 'x', 0, -3, 1.5, null, undefined, Number.NaN]) expect(pdiChecklistId(bad)).toBeNull();
  });

  it('answers every template item once, in its order, from ticks keyed by string or number', () => {
    const template = [{ id: 4 }, { id: '2' }, { id: 9 }, { id: 4 }];
    expect(pdiChecklistAnswers(template, { '4': true, 9: false })).toEqual([
      { id: 4, checked: true },
      { id: 2, checked: false },
      { id: 9, checked: false },
    ]);
  });

  it('reads stored answers back as integers, or null for a broken list', () => {
    expect(pdiChecksOf([{ id: '1', checked: true }, { id: 2 }])).toEqual([
      { id: 1, checked: true },
      { id: 2, checked: false },
    ]);
    expect(pdiChecksOf('x')).toBeNull();
    expect(pdiChecksOf([null])).toBeNull();
    expect(pdiChecksOf([{ id: 1 }, { id: '1' }])).toBeNull();
  });
});
