import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderUi, storeTestSession, stubFetch } from '../../../../../tests/support/render-ui';
import { localDb } from '../../../../browser/local-db';
import { emptyVisitForm } from '../../../../shared/visit-forms/visit-form';
import { queueVisitCreate } from '../visit-outbox';
import { VisitListPage } from './visit-list-page';

// The visit list with the device's outbox (spec 02 §2, §5): visits saved here and not sent yet are listed first
// with their state, and a refused one with its reason in the user's words.

vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

vi.mock(import('../../../domain/offline/outbox-owner'), () => ({
  outboxOwner: () => ({ userId: '7', customerId: null, actingFor: { r3: null, isr: null } }),
}));
vi.mock(import('../../../domain/offline/outbox-runner'), () => ({
  replayNow: vi.fn(() => Promise.resolve(null)),
}));

const storedVisit = {
  id: '41',
  clientId: null,
  brand: 'polygon',
  sorg: '1000',
  custCode: '1000012',
  custName: 'Bluebird Sports',
  brandDisplay: [],
  brandDisplayDescription: null,
  otherMidrange: [],
  otherMidrangeDescription: null,
  brandDomination: null,
  qtyPlgGrp: null,
  qtyNonPlgGrp: null,
  seriesList: [],
  seriesBrand: [],
  otherSeriesList: [],
  equipment: [],
  equipmentText: null,
  notes: null,
  photos: [],
  version: 1,
  createdAt: '2026-11-19T10:00:00.000Z',
  createdBy: 'Sam Sales',
  updatedAt: '2026-11-19T10:00:00.000Z',
  updatedBy: 'Sam Sales',
  canEdit: true,
};

beforeEach(async () => {
  localStorage.clear();
  storeTestSession();
  await Promise.all(localDb().tables.map((table) => table.clear()));
  stubFetch(({ operation }) => {
    if (operation === 'VisitFormsList') {
      return jsonResponse(200, {
        data: { formVisits: { items: [storedVisit], info: { page: 1, count: 1, pageTotal: 1 } } },
      });
    }
    if (operation === 'VisitFormsCustomers') return jsonResponse(200, { data: { formVisitSalesCustomers: [] } });
    return jsonResponse(400, { errors: [{ message: 'unexpected' }] });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VisitListPage', () => {
  it("lists the device's waiting and refused visits above the server's, with their state and reason", async () => {
    const waiting = await queueVisitCreate({
      brand: 'polygon',
      values: { ...emptyVisitForm(), customer: '1000:1000138' },
      custName: 'Bluebird Bicycle Co.',
      photos: [],
      removedSlots: [],
    });
    const refused = await queueVisitCreate({
      brand: 'polygon',
      values: { ...emptyVisitForm(), customer: '1000:1000200' },
      custName: 'Lakeside Cycles',
      photos: [],
      removedSlots: [],
    });
    await localDb().outbox.update(refused.key, {
      state: 'attention',
      firstSentAt: 1,
      lastError: {
        message: 'This customer does not belong to you anymore, please contact sales support',
        code: 'CUSTOMER_NOT_YOURS',
        at: 2,
      },
    });
    // Another brand family's visit is not listed here.
    await queueVisitCreate({
      brand: 'wim',
      values: { ...emptyVisitForm(), customer: '2000:2000254' },
      custName: 'Jaya Bike Center',
      photos: [],
      removedSlots: [],
    });

    renderUi(
      <VisitListPage brand="polygon" locale="en-us" search={{ page: 1, limit: 10 }} userId="7" userName="Sam Sales" />,
      { path: '/en-us/visit-form/polygon' },
    );

    const table = await screen.findByRole('table', { name: 'Polygon store visits' });
    expect(await within(table).findByText('Bluebird Sports')).toBeTruthy();
    // The server's page and the device's rows arrive separately: wait for both.
    await waitFor(() => {
      expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(4);
    });
    const [refusedRow, waitingRow, storedRow] = within(table).getAllByRole('row').slice(1);
    if (!refusedRow || !waitingRow || !storedRow) throw new Error('three rows expected');
    const rows = [refusedRow, waitingRow, storedRow];
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Lakeside Cycles1000200',
      'Bluebird Bicycle Co.1000138',
      'Bluebird Sports1000012',
    ]);
    expect(within(refusedRow).getByTestId('visit-state').textContent).toBe('Needs attention');
    expect(
      within(refusedRow).getByText('This customer does not belong to you anymore, please contact sales support'),
    ).toBeTruthy();
    expect(within(waitingRow).getByTestId('visit-state').textContent).toBe('Waiting to send');
    expect(within(storedRow).queryByTestId('visit-state')).toBeNull();
    // A visit saved here opens by its record.
    expect(within(waitingRow).getByRole('link').getAttribute('href')).toBe(
      `/en-us/visit-form/polygon/local-${waiting.recordId}`,
    );
  });
});
