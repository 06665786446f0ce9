import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { PASSWORD } from './portal';

// Store visits in the end-to-end specs: the server's side through the development route, and the form's customer
// picker.

/** A visit as GET /api/dev/form-visits lists it. */
export interface DevVisit {
  id: string;
  clientId: string | null;
  brand: string;
  sorg: string;
  custCode: string | null;
  version: number;
  deleted: boolean;
  photoCount: number;
  photos: { slot: string; contentType: string; size: number; width: number | null; height: number | null }[];
}

/** The server's visits of the user made since `since` (the end-to-end route of the visit-forms module). */
export async function visitsSince(request: APIRequestContext, user: string, since: string): Promise<DevVisit[]> {
  const answer = await request.get(`/api/dev/form-visits?user=${user}&since=${encodeURIComponent(since)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { visits: DevVisit[] }).visits;
}

/** Picks a customer in the visit form's combobox (not `notCode`); answers the option's label. */
export async function pickCustomer(page: Page, search: string, notCode?: string): Promise<string> {
  const input = page.getByRole('combobox', { name: 'Customer' });
  await input.click();
  await input.fill(search);
  let options = page.getByRole('option', { name: new RegExp(search) });
  if (notCode !== undefined) options = options.filter({ hasNotText: notCode });
  const option = options.first();
  await expect(option).toBeVisible();
  const label = (await option.textContent()) ?? '';
  await option.click();
  return label;
}

/** Two Polygon customers (sorg 1000) the rep `sales` serves, asked of the server as the rep. */
export async function twoPolygonCustomers(
  request: APIRequestContext,
): Promise<[{ custCode: string }, { custCode: string }]> {
  const login = await request.post('/api/login', { data: { username: 'sales', password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await request.post('/api/graphql', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { query: 'query { formVisitSalesCustomers(sorg: "1000") { custCode } }' },
  });
  const [a, b] = ((await answer.json()) as { data: { formVisitSalesCustomers: { custCode: string }[] } }).data
    .formVisitSalesCustomers;
  if (!a || !b) throw new Error('the rep serves fewer than two Polygon customers');
  return [a, b];
}
