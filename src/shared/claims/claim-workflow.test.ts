import { describe, expect, it } from 'vitest';
import type { ClaimCapabilities } from './claim-rules';
import {
  CLAIM_TRANSITIONS,
  checkTransition,
  claimWorkflowMessages,
  isClaimEditable,
  permittedTransitions,
  statusAfterEdit,
} from './claim-workflow';

const warranty: ClaimCapabilities = {
  canCreate: false,
  canEdit: false,
  canChangeStatus: true,
  canSeeInternal: true,
  canSeeAllCustomers: true,
  canCreatePaa: false,
};
const dealer: ClaimCapabilities = { ...warranty, canCreate: true, canEdit: true, canChangeStatus: false };

const targets = (query: Parameters<typeof permittedTransitions>[1]) =>
  permittedTransitions(CLAIM_TRANSITIONS, query)
    .map((t) => t.toStatusId)
    .sort();

describe('permittedTransitions', () => {
  it('gives every customer the common rows, for bikes and PAA alike', () => {
    for (const productCategory of ['bike', 'paa'] as const) {
      expect(
        targets({ fromStatusId: 'submitted', productCategory, customerCategory: null, capabilities: warranty }),
      ).toEqual(['in-review', 'need-more-info', 'rejected']);
      expect(
        targets({ fromStatusId: 'approved', productCategory, customerCategory: 'N/A', capabilities: warranty }),
      ).toEqual(['credited', 'replaced']);
      expect(
        targets({ fromStatusId: 'closed', productCategory, customerCategory: null, capabilities: warranty }),
      ).toEqual([]);
    }
  });

  it("lets a customer category's own rows replace the N/A rows of the same status (bikes of key accounts)", () => {
    expect(
      targets({ fromStatusId: 'submitted', productCategory: 'bike', customerCategory: 'KA', capabilities: warranty }),
    ).toEqual(['approved', 'in-review', 'need-more-info', 'rejected']);
    expect(
      targets({ fromStatusId: 'approved', productCategory: 'bike', customerCategory: 'KA', capabilities: warranty }),
    ).toEqual(['replaced']);
    // No specific rows for this status: the N/A rows apply.
    expect(
      targets({ fromStatusId: 'in-review', productCategory: 'bike', customerCategory: 'KA', capabilities: warranty }),
    ).toEqual(['approved', 'need-more-info', 'rejected']);
    // Key accounts' PAA claims follow the common rows.
    expect(
      targets({ fromStatusId: 'approved', productCategory: 'paa', customerCategory: 'KA', capabilities: warranty }),
    ).toEqual(['credited', 'replaced']);
    // Another category without rows of its own.
    expect(
      targets({ fromStatusId: 'approved', productCategory: 'bike', customerCategory: 'RT', capabilities: warranty }),
    ).toEqual(['credited', 'replaced']);
  });

  it('gives nothing to a user without the capability', () => {
    expect(
      targets({ fromStatusId: 'submitted', productCategory: 'bike', customerCategory: null, capabilities: dealer }),
    ).toEqual([]);
  });
});

describe('checkTransition', () => {
  const base = { productCategory: 'bike' as const, customerCategory: null, capabilities: warranty };
  it('refuses a change the table does not permit', () => {
    expect(checkTransition(CLAIM_TRANSITIONS, { ...base, fromStatusId: 'submitted', toStatusId: 'credited' })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      field: 'newStatus',
      message: claimWorkflowMessages.notPermitted,
    });
    expect(
      checkTransition(CLAIM_TRANSITIONS, {
        ...base,
        capabilities: dealer,
        fromStatusId: 'submitted',
        toStatusId: 'in-review',
      }),
    ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it('asks for a reason and the document numbers the change writes', () => {
    expect(
      checkTransition(CLAIM_TRANSITIONS, { ...base, fromStatusId: 'in-review', toStatusId: 'rejected', reason: '  ' }),
    ).toMatchObject({ ok: false, field: 'reason', message: 'A reason is required' });
    expect(
      checkTransition(CLAIM_TRANSITIONS, {
        ...base,
        fromStatusId: 'in-review',
        toStatusId: 'rejected',
        reason: 'Crash',
      }),
    ).toMatchObject({ ok: true, transition: { sideEffect: 'not-a-warranty', needsReason: true } });
    expect(
      checkTransition(CLAIM_TRANSITIONS, { ...base, fromStatusId: 'approved', toStatusId: 'credited' }),
    ).toMatchObject({
      ok: false,
      field: 'creditNoteNo',
    });
    expect(
      checkTransition(CLAIM_TRANSITIONS, {
        ...base,
        fromStatusId: 'approved',
        toStatusId: 'replaced',
        deliveryOrderNo: 'DO1',
      }),
    ).toMatchObject({ ok: true, transition: { sideEffect: 'delivery-order' } });
  });
});

describe('editing', () => {
  it('allows edits while submitted or needing information; an answer goes back to review', () => {
    expect(isClaimEditable('submitted')).toBe(true);
    expect(isClaimEditable('need-more-info')).toBe(true);
    expect(isClaimEditable('in-review')).toBe(false);
    expect(statusAfterEdit('need-more-info')).toBe('in-review');
    expect(statusAfterEdit('submitted')).toBe('submitted');
  });
});
