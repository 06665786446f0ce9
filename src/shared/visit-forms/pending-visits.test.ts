import { describe, expect, it } from 'vitest';
import { formMessages } from '../validation/form-rules';
import {
  type ListedVisit,
  mergeVisitList,
  parseVisitListSearch,
  type PendingVisitChange,
  visitDateRangeError,
} from './pending-visits';

const visit = (id: string, extra: Partial<ListedVisit> = {}): ListedVisit => ({
  id,
  clientId: null,
  brand: 'polygon',
  sorg: '1000',
  custCode: `C${id}`,
  custName: `Shop ${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const change = (key: string, extra: Partial<PendingVisitChange> = {}): PendingVisitChange => ({
  key,
  recordId: `rec-${key}`,
  op: 'create',
  state: 'queued',
  brand: 'polygon',
  visitId: null,
  sorg: '1000',
  custCode: 'C9',
  custName: 'Shop 9',
  savedAt: Date.parse('2026-11-21T10:00:00.000Z'),
  errorCode: null,
  errorMessage: null,
  ...extra,
});

const firstPage = { page: 1, limit: 10 as const, brand: 'polygon' as const };

describe('parseVisitListSearch', () => {
  it('keeps valid values and falls back to page 1 of 10', () => {
    expect(
      parseVisitListSearch({ page: '3', limit: '20', customer: '1000:C1', from: '2026-11-01', to: '2026-11-30' }),
    ).toEqual({
      page: 3,
      limit: 20,
      customer: '1000:C1',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(parseVisitListSearch({ page: '0', limit: '50', from: '2026-02-30', to: 'soon', customer: ' ' })).toEqual({
      page: 1,
      limit: 10,
    });
  });
});

describe('visitDateRangeError', () => {
  it("refuses a range over 30 days with the spec's message, and one date without the other", () => {
    expect(visitDateRangeError(undefined, undefined)).toBeNull();
    expect(visitDateRangeError('2026-01-01', '2026-01-31')).toBeNull();
    expect(visitDateRangeError('2026-01-01', '2026-02-01')).toBe('Date range must not exceed 30 days');
    expect(visitDateRangeError('2026-02-01', '2026-01-01')).toBe(formMessages.dateRange);
    expect(visitDateRangeError('2026-01-01', undefined)).toBe(formMessages.required);
  });
});

describe('mergeVisitList', () => {
  it('lists visits saved on this device first on page 1, newest first, with their state', () => {
    const older = change('a', { savedAt: 1000 });
    const newer = change('b', { savedAt: 2000, state: 'attention', errorCode: 'CUSTOMER_NOT_YOURS' });
    const rows = mergeVisitList([visit('1'), visit('2')], [older, newer], firstPage);
    expect(rows.map((row) => row.key)).toEqual(['local:rec-b', 'local:rec-a', 'visit:1', 'visit:2']);
    expect(rows[0]).toMatchObject({ kind: 'local', pending: { state: 'attention', errorCode: 'CUSTOMER_NOT_YOURS' } });
    // Later pages are the server's alone.
    expect(mergeVisitList([visit('3')], [older], { ...firstPage, page: 2 }).map((row) => row.key)).toEqual(['visit:3']);
  });

  it('never lists twice a visit the server already holds, and shows its waiting change on its row', () => {
    const sentCreate = change('a', { recordId: 'rec-a', state: 'sending' });
    const edit = change('b', { recordId: 'rec-a', op: 'update', visitId: null });
    const stored = visit('1', { clientId: 'rec-a' });
    const rows = mergeVisitList([stored], [sentCreate, edit], firstPage);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'server', key: 'visit:1', pending: { key: 'b', op: 'update' } });
  });

  it("shows the change the server refused on its visit's row rather than a later one", () => {
    const refused = change('a', { recordId: 'visit:1', op: 'update', visitId: '1', state: 'attention' });
    const later = change('b', { recordId: 'visit:1', op: 'delete', visitId: '1' });
    const [row] = mergeVisitList([visit('1')], [refused, later], firstPage);
    expect(row).toMatchObject({ kind: 'server', pending: { key: 'a', state: 'attention' } });
  });

  it("leaves out other brands' visits, and applies the customer and date filters to the device's", () => {
    const wim = change('w', { brand: 'wim' });
    const other = change('o', { custCode: 'C8', savedAt: Date.parse('2026-11-21T10:00:00Z') });
    const mine = change('m', { custCode: 'C9', savedAt: Date.parse('2026-11-21T10:00:00Z') });
    const rows = mergeVisitList([], [wim, other, mine], { ...firstPage, customer: '1000:C9' });
    expect(rows.map((row) => row.key)).toEqual(['local:rec-m']);
    const inRange = mergeVisitList([], [mine], { ...firstPage, from: '2026-11-21', to: '2026-11-30' });
    const outOfRange = mergeVisitList([], [mine], { ...firstPage, from: '2026-10-01', to: '2026-10-30' });
    expect(inRange).toHaveLength(1);
    expect(outOfRange).toHaveLength(0);
  });

  it('does not make a visit of its own of an edit whose create was sent (the server lists it)', () => {
    const edit = change('e', { op: 'update', visitId: '5' });
    expect(mergeVisitList([], [edit], firstPage)).toEqual([]);
  });
});
