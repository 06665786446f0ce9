import {
  compareCustomers,
  customerSearchText,
  matchesCustomerSearch,
  pageOf,
} from '../../../shared/customers/customer-search';
import { firstCustGroup } from '../../../shared/customers/customer-code';
import { hostCustomersFirst, hostSorgsOf } from '../../../shared/customers/host-customers-first';
import { graphqlRequest } from '../../lib/graphql';
import type { CustomerListItem, CustomerListPage, CustomerListParams } from './api/customers.queries';
import { customerListDocument } from './api/customers.operations';

/**
 * The customer list of a sales user on the device (ARCHITECTURE.md "Offline"): the customer dialog searches it when the
 * network does not answer. Downloaded by "Ready for offline" and, in the background, at most twice a day.
 */

const COLLECTION = 'customers';
/** The largest page salesCustomers serves. */
const DOWNLOAD_PAGE_SIZE = 50;
/** A list older than this is downloaded again in the background. */
export const CUSTOMERS_MAX_AGE_MS = 12 * 60 * 60_000;

type ListItemInput = Parameters<typeof toListItem>[0];

/** A salesCustomers item as the dialog shows it. */
export function toListItem(item: {
  id: string;
  custName: string;
  custCode: { isr?: string | null; r3?: string | null; unified?: string | null };
  custAddress?: string | null;
  custCity?: string | null;
  custEmail?: string | null;
  custPhone?: string | null;
  group: string;
  sorgs?: readonly string[] | undefined;
}): CustomerListItem {
  return {
    id: item.id,
    code: item.custCode.isr || item.custCode.r3 || item.id,
    name: item.custName,
    address: item.custAddress ?? '',
    city: item.custCity ?? '',
    email: item.custEmail ?? '',
    phone: item.custPhone ?? '',
    group: item.group,
    sorgs: [...(item.sorgs ?? [])],
  };
}

/** The distinct sorgs of a customer's areas. */
export function areaSorgs(custAreas: readonly { sorg: string }[] | null | undefined): string[] {
  return [...new Set((custAreas ?? []).map((area) => area.sorg))];
}

const rowId = (userId: string, customerId: string) => `${userId}:${customerId}`;

// The local database loads on first use, off the portal layout's chunk.
const localDb = () => import('../../../browser/local-db').then((module) => module.localDb());

/**
 * Downloads every customer the user may act for and replaces the device's copy in one transaction. Returns how
 * many were kept. Network failures are the caller's to show.
 */
export async function downloadCustomers(userId: string, signal?: AbortSignal): Promise<number> {
  const rows: { item: ListItemInput; codes: (string | null | undefined)[] }[] = [];
  for (let page = 1, pageTotal = 1; page <= pageTotal; page += 1) {
    const data = await graphqlRequest(
      customerListDocument,
      { search: null, page, limit: DOWNLOAD_PAGE_SIZE },
      { signal },
    );
    pageTotal = data.salesCustomers.info.pageTotal;
    for (const item of data.salesCustomers.items) {
      rows.push({
        item: { ...item, group: firstCustGroup(item.custAreas), sorgs: areaSorgs(item.custAreas) },
        codes: [item.custCode.isr, item.custCode.r3, item.custCode.unified],
      });
    }
  }
  const db = await localDb();
  await db.transaction('rw', db.customers, db.syncState, async () => {
    await db.customers.where('userId').equals(userId).delete();
    await db.customers.bulkPut(
      rows.map(({ item, codes }) => {
        const data = toListItem(item);
        return {
          id: rowId(userId, data.id),
          userId,
          customerId: data.id,
          search: customerSearchText({ id: data.id, name: data.name, codes, city: data.city }),
          data,
        };
      }),
    );
    await db.syncState.put({
      id: `${userId}:${COLLECTION}`,
      userId,
      collection: COLLECTION,
      savedAt: Date.now(),
      count: rows.length,
    });
  });
  return rows.length;
}

/** When the device's customer list was downloaded, or undefined. */
export async function customersSavedAt(userId: string): Promise<{ savedAt: number; count: number } | undefined> {
  return localDb()
    .then((db) => db.syncState.get(`${userId}:${COLLECTION}`))
    .catch(() => undefined);
}

/** The sorgs of the host this page runs on, from the config kept on the device ([] when none is kept). */
async function hostSorgsOnDevice(): Promise<string[]> {
  const row = await localDb()
    .then((db) => db.config.get(location.hostname))
    .catch(() => undefined);
  const config = row?.config;
  const sorg = typeof config === 'object' && config !== null && 'sorg' in config ? config.sorg : undefined;
  return hostSorgsOf(typeof sorg === 'string' ? sorg : undefined);
}

/**
 * One page of the device's customer list, searched and sorted as the server does (the host's own customers
 * first, then by name); undefined when none is kept.
 */
export async function searchOfflineCustomers(
  userId: string,
  params: CustomerListParams,
): Promise<CustomerListPage | undefined> {
  const saved = await customersSavedAt(userId);
  if (!saved) return undefined;
  const rows = await (await localDb()).customers.where('userId').equals(userId).toArray();
  const matches = rows
    .filter((row) => matchesCustomerSearch(row.search, params.search))
    // A copy kept before the sorgs were stored reads as "no sorg": it keeps its place after the host's own.
    .map((row) => {
      const data = row.data as Partial<CustomerListItem> & Omit<CustomerListItem, 'sorgs'>;
      return { ...data, sorgs: data.sorgs ?? [] };
    })
    .sort(compareCustomers);
  const ordered = hostCustomersFirst(matches, await hostSorgsOnDevice(), (customer) => customer.sorgs);
  return pageOf(ordered, params.page, params.limit);
}

let backgroundRun: Promise<unknown> | null = null;

/**
 * Keeps the device's customer list fresh without the user asking: when it is missing or older than
 * {@link CUSTOMERS_MAX_AGE_MS}, it is downloaded once the page is idle. Failures wait for the next start.
 */
export function refreshCustomersInBackground(userId: string): void {
  if (backgroundRun) return;
  backgroundRun = (async () => {
    const saved = await customersSavedAt(userId);
    if (saved && Date.now() - saved.savedAt < CUSTOMERS_MAX_AGE_MS) return;
    await downloadCustomers(userId);
  })()
    .catch(() => undefined)
    .finally(() => {
      backgroundRun = null;
    });
}
