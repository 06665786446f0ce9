import { describe, expect, it } from 'vitest';
import { recordingSendContext } from '../../../../tests/support/outbox-send-context';
import { emptyVisitForm, toVisitInput } from '../../../shared/visit-forms/visit-form';
import type { OutboxOperation } from '../types';
import { kindOf, type SendContext } from './index';
import { answeredVisit, type VisitFormOutboxInput, visitInputOf } from './visit-form';

// The visit-form kind's sender (spec 02 §5): which mutation an entry becomes, with which variables. The
// replay around it (uploads first, one at a time, exactly once) is tested in replay.test.ts and visit-form
// replay below.

const values = { ...emptyVisitForm(), customer: '1000:C100', brandDisplay: ['POLYGON'], qtyPlgGrp: '4' };
const visit = toVisitInput('polygon', values);

function context(op: OutboxOperation, input: VisitFormOutboxInput, extra: Partial<SendContext> = {}) {
  return recordingSendContext(op, input, { formVisit: { id: '77', version: 2 } }, extra);
}

const kind = kindOf('visit-form');

describe('the visit-form outbox kind', () => {
  it('sends a create with its photos by slot and the record id as the client id', async () => {
    const { ctx, calls } = context(
      'create',
      { brand: 'polygon', visit, custName: 'Bike Shop', values },
      {
        uploads: [
          { slot: 'displayBanner', uploadId: 'u-2' },
          { slot: 'frontShop1', uploadId: 'u-1' },
          { slot: 'photo9', uploadId: 'not-a-visit-slot' },
        ],
      },
    );
    const outcome = await kind?.send(ctx);
    expect(outcome?.type).toBe('done');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.field).toBe('createFormVisit');
    expect(calls[0]?.document).toContain('mutation OutboxCreateFormVisit');
    expect(calls[0]?.variables).toEqual({
      input: visit,
      photos: [
        { slot: 'displayBanner', uploadId: 'u-2' },
        { slot: 'frontShop1', uploadId: 'u-1' },
      ],
      clientId: 'record-1',
    });
    // The unified customer value never leaves the device; only the customer's code does.
    expect(JSON.stringify(calls[0]?.variables)).not.toContain('1000:C100');
  });

  it('sends an update with its base version, new photos and removed slots (a replaced slot is not removed)', async () => {
    const { ctx, calls } = context(
      'update',
      {
        brand: 'polygon',
        visit,
        custName: 'Bike Shop',
        id: '12',
        baseVersion: 3,
        removedSlots: ['frontShop2', 'displayPoster'],
      },
      { uploads: [{ slot: 'frontShop2', uploadId: 'u-9' }] },
    );
    await kind?.send(ctx);
    expect(calls[0]?.field).toBe('updateFormVisit');
    expect(calls[0]?.variables).toEqual({
      id: '12',
      baseVersion: 3,
      input: visit,
      photos: [
        { slot: 'frontShop2', uploadId: 'u-9' },
        { slot: 'displayPoster', uploadId: null },
      ],
    });
  });

  it("takes the id and version of an update queued behind its create from the create's answer", async () => {
    const { ctx, calls } = context(
      'update',
      { brand: 'polygon', visit, custName: 'Bike Shop', id: null, baseVersion: null, createdHere: true },
      { previousResult: () => Promise.resolve({ formVisit: { id: 41, version: 1 }, userErrors: [] }) },
    );
    await kind?.send(ctx);
    expect(calls[0]?.variables).toMatchObject({ id: '41', baseVersion: 1 });
  });

  it('needs attention for an update whose create never reached the server', async () => {
    const { ctx, calls } = context('update', {
      brand: 'polygon',
      visit,
      custName: 'Bike Shop',
      id: null,
      baseVersion: null,
      createdHere: true,
    });
    const outcome = await kind?.send(ctx);
    expect(calls).toHaveLength(0);
    expect(outcome).toMatchObject({ type: 'attention', error: { code: 'VISIT_NOT_SENT' } });
  });

  it("deletes by the server's id, or by the client id of a visit created on this device", async () => {
    const stored = context('delete', { brand: 'wim', custName: 'Toko', id: '5' });
    await kind?.send(stored.ctx);
    expect(stored.calls[0]).toMatchObject({ field: 'deleteFormVisit', variables: { id: '5' } });

    const local = context('delete', { brand: 'wim', custName: 'Toko', id: null, createdHere: true });
    await kind?.send(local.ctx);
    expect(local.calls[0]?.variables).toEqual({ id: 'record-1' });
  });

  it('refuses a create or update without its fields on the device, without a request', async () => {
    for (const op of ['create', 'update'] as const) {
      const { ctx, calls } = context(op, { brand: 'polygon', custName: 'Bike Shop', id: '12', baseVersion: 1 });
      const outcome = await kind?.send(ctx);
      expect(outcome).toMatchObject({ type: 'attention', error: { code: 'INVALID_INPUT' } });
      expect(calls).toHaveLength(0);
    }
  });

  it('reads a payload with its visit, and nothing else, as the kind result', () => {
    const payload = { message: { status: 'SUCCESS', description: '' }, userErrors: [], formVisit: { id: '3' } };
    expect(kind?.readResult(payload)).toBe(payload);
    expect(kind?.readResult({ formVisit: { id: '3' } })).toBeUndefined();
    expect(kind?.readResult(null)).toBeUndefined();
  });

  it('describes an entry by its brand family and customer', () => {
    expect(kind?.describe({ brand: 'wim', visit, custName: 'Toko Sepeda Jaya' })).toBe('WIM · Toko Sepeda Jaya');
    expect(kind?.describe({ brand: 'polygon', visit, custName: '' })).toBe('Polygon · C100');
    expect(kind?.describe(null)).toBe('Polygon');
  });

  it('reads inputs and answers defensively', () => {
    expect(visitInputOf('nonsense')).toEqual({});
    expect(answeredVisit({ formVisit: { id: 3, version: 2 } })).toEqual({ id: '3', version: 2 });
    expect(answeredVisit({ formVisit: null })).toBeUndefined();
    expect(answeredVisit(undefined)).toBeUndefined();
  });
});
