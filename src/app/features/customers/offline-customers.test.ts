import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeTestSession, stubFetch } from '../../../../tests/support/render-ui';
import { localDb } from '../../../browser/local-db';
import { downloadCustomers, searchOfflineCustomers } from './offline-customers';

// The device's customer list answers the dialog offline in the server's order: the host's own customers first,
// each part by name (spec 01 §2; src/shared/customers/host-customers-first.ts).

const USER = '7';

/** Six customers in the server's name order, alternating between the US (1000) and Indonesia (2000). */
const served = Array.from({ length: 6 }, (_, index) => ({
  id: `C${String(index + 1)}`,
  custName: `Shop ${String(index + 1)}`,
  custCode: { unified: null, isr: `C${String(index + 1)}`, r3: null },
  custAddress: '',
  custCity: '',
  custEmail: '',
  custPhone: '',
  custAreas: [{ sorg: index % 2 === 0 ? '2000' : '1000', custGroup: 'Gold' }],
}));

beforeEach(async () => {
  localStorage.clear();
  storeTestSession();
  await Promise.all(localDb().tables.map((table) => table.clear()));
  stubFetch(({ operation }) =>
    operation === 'CustomersDialogList'
      ? jsonResponse(200, {
          data: { salesCustomers: { items: served, info: { page: 1, count: served.length, pageTotal: 1 } } },
        })
      : jsonResponse(404),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function hostIs(sorg: string) {
  await localDb().config.put({ host: location.hostname, config: { sorg }, savedAt: Date.now() });
}

const names = (page: Awaited<ReturnType<typeof searchOfflineCustomers>>) => page?.items.map((item) => item.name);

describe('searchOfflineCustomers', () => {
  it("pages the device's copy with the host's own customers first", async () => {
    expect(await downloadCustomers(USER)).toBe(6);
    await hostIs('1000');
    const first = await searchOfflineCustomers(USER, { search: '', page: 1, limit: 10 });
    expect(names(first)).toEqual(['Shop 2', 'Shop 4', 'Shop 6', 'Shop 1', 'Shop 3', 'Shop 5']);
    expect(first?.items[0]?.sorgs).toEqual(['1000']);

    await hostIs('2000');
    const other = await searchOfflineCustomers(USER, { search: 'shop', page: 1, limit: 10 });
    expect(names(other)).toEqual(['Shop 1', 'Shop 3', 'Shop 5', 'Shop 2', 'Shop 4', 'Shop 6']);
  });

  it('keeps the name order without a kept host config', async () => {
    await downloadCustomers(USER);
    const page = await searchOfflineCustomers(USER, { search: '', page: 1, limit: 10 });
    expect(names(page)).toEqual(['Shop 1', 'Shop 2', 'Shop 3', 'Shop 4', 'Shop 5', 'Shop 6']);
  });
});
