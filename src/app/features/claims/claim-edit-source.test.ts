// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyClaimForm, type ClaimFormValues } from '../../../shared/claims/claim-form';
import type { ClaimDetail } from './api/claims.queries';
import { claimEditSource, type ClaimRecordEntry } from './claim-edit-source';

function values(overrides: Partial<ClaimFormValues> = {}): ClaimFormValues {
  return { ...emptyClaimForm('bike', 'C100'), frameNumber: 'WB26100007', consumerName: 'Pat Rider', ...overrides };
}

/** The fields of a stored claim the edit reads. */
function storedClaim(overrides: Partial<ClaimDetail> = {}): ClaimDetail {
  return {
    id: '12',
    clientId: null,
    referenceNo: 'CLB-2026-000012',
    productCategory: 'bike',
    custCode: 'C100',
    custName: 'Bike Shop',
    frameNumber: 'WB26100007',
    articleCode: 'A1',
    articleDescription: 'City bike',
    description: 'Crack',
    nonCode: false,
    qty: 1,
    customerNotes: 'From the server',
    contactPersonName: 'Dana',
    contactPersonPhone: '5035550100',
    purchaseDate: '2026-03-01',
    consumer: { name: 'Pat Rider', phone: '5035550199', city: '', address: '', email: '' },
    problems: [],
    files: [
      {
        id: 'f1',
        slot: 'photo1',
        url: '/api/claims/files/f1',
        fileName: 'one.jpg',
        contentType: 'image/jpeg',
        size: 10,
        title: null,
      },
      {
        id: 'f2',
        slot: 'invoice',
        url: '/api/claims/files/f2',
        fileName: 'invoice.pdf',
        contentType: 'application/pdf',
        size: 10,
        title: null,
      },
    ],
    version: 3,
    canEdit: true,
    ...overrides,
  } as unknown as ClaimDetail;
}

const blob = (text: string) => new Blob([text]);

function entry(overrides: Partial<ClaimRecordEntry>): ClaimRecordEntry {
  return { key: 'k', seq: 1, op: 'update', state: 'queued', input: {}, files: [], ...overrides };
}

describe('claimEditSource', () => {
  it('starts from the stored claim on its version when nothing waits', () => {
    const source = claimEditSource(storedClaim(), []);
    expect(source).toMatchObject({ claimId: '12', baseVersion: 3, createdHere: false, pendingChanges: false });
    expect(source?.values.customerNotes).toBe('From the server');
    expect(source?.existing.photo1).toEqual({ url: '/api/claims/files/f1', fileName: 'one.jpg' });
  });

  it('lays a waiting edit over the stored claim and follows it (no base version of its own)', () => {
    const waiting = entry({
      key: 'u1',
      seq: 5,
      input: { values: values({ customerNotes: 'Changed offline' }), removedSlots: ['invoice'] },
      files: [{ slot: 'photo1', fileName: 'new.jpg', blob: blob('x') }],
    });
    const source = claimEditSource(storedClaim(), [entry({ key: 'old', seq: 1, state: 'sent' }), waiting]);
    expect(source?.values.customerNotes).toBe('Changed offline');
    expect(source?.existing.photo1).toMatchObject({ fileName: 'new.jpg' });
    expect(source?.existing.invoice).toBeUndefined();
    expect(source).toMatchObject({ baseVersion: null, pendingChanges: true, claimId: '12' });
  });

  it('a refused edit is fixed by the next one: based on the server version again', () => {
    const refused = entry({ state: 'attention', input: { values: values({ customerNotes: 'Mine' }) } });
    expect(claimEditSource(storedClaim({ version: 4 }), [refused])).toMatchObject({ baseVersion: 4 });
  });

  it('edits a claim whose create waits on this device: no id, follows the create, with its files', () => {
    const create = entry({
      key: 'c1',
      op: 'create',
      input: { values: values({ customerNotes: 'Filed offline' }), custName: 'Bike Shop' },
      files: [{ slot: 'video', fileName: 'crack.mp4', blob: blob('v') }],
    });
    const source = claimEditSource(null, [create]);
    expect(source).toMatchObject({
      claimId: null,
      baseVersion: null,
      createdHere: true,
      refusedCreateKey: null,
      custName: 'Bike Shop',
      canEdit: true,
    });
    expect(source?.values.customerNotes).toBe('Filed offline');
    expect(source?.existing.video).toMatchObject({ fileName: 'crack.mp4' });
  });

  it('names a refused create so the edit fixes it', () => {
    const create = entry({ key: 'c1', op: 'create', state: 'attention', input: { values: values() } });
    expect(claimEditSource(null, [create])?.refusedCreateKey).toBe('c1');
  });

  it('knows nothing of a claim the device holds neither as stored nor as waiting', () => {
    expect(claimEditSource(null, [])).toBeNull();
    expect(claimEditSource(null, [entry({ op: 'create', state: 'sent', input: { values: values() } })])).toBeNull();
  });
});
