import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { dismissBannerPopups, PASSWORD } from './portal';
import { signInForName } from './snapshots';

// The paying pages' steps shared by payments.spec.ts and payments-admin.spec.ts (the demo dealer, the demo host's
// oldest rule and its 'Bank transfer in advance' method), and the API calls made with a demo user's own token.

// The embedded database answers one query at a time: wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A demo user's access token, as the login page gets it. */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/login', { data: { username, password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return accessToken;
}

/** A GraphQL call with a demo user's own token; the whole answer (data and errors). */
export async function gqlAs(
  request: APIRequestContext,
  username: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const answer = await request.post('/api/graphql', {
    headers: { Authorization: `Bearer ${await tokenOf(request, username)}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { query, variables },
  });
  return (await answer.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

export async function openPayInvoices(page: Page): Promise<void> {
  await dismissBannerPopups(page);
  await signInForName(page, 'dealer');
  await page.goto('/en-us/payment/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay invoices' })).toBeVisible();
  await expect(page.getByTestId('selection-summary')).toHaveText(/^0 invoices selected — /);
}

/** /payment/invoice again, signed in already. */
export async function reopenPayInvoices(page: Page): Promise<void> {
  await page.goto('/en-us/payment/invoice');
  await expect(page.getByTestId('selection-summary')).toHaveText(/^0 invoices selected — /);
  await expect(invoiceBoxes(page).first()).toBeVisible();
}

/** The checkboxes of positive invoices, in the table's order (oldest due first). */
export function invoiceBoxes(page: Page) {
  return page.getByRole('checkbox', { name: /^Invoice / });
}

/** The upload route and uploadPaymentReceipt with the dealer's own token, as the page's receipt button calls them. */
export async function uploadReceiptByApi(request: APIRequestContext, externalId: string): Promise<unknown> {
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'dealer')}` };
  const bytes = Buffer.from('%PDF-1.4\n% one more transfer slip\n');
  const started = await request.post('/api/uploads', {
    headers,
    data: {
      key: `receipt-${crypto.randomUUID()}`,
      slot: 'receipt',
      fileName: 'slip-extra.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    },
  });
  expect(started.ok()).toBe(true);
  const { id } = (await started.json()) as { id: string };
  const sent = await request.patch(`/api/uploads/${encodeURIComponent(id)}`, {
    headers: { ...headers, 'Content-Type': 'application/octet-stream', 'Upload-Offset': '0' },
    data: bytes,
  });
  expect(sent.ok()).toBe(true);
  const answer = await request.post('/api/graphql', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      query:
        'mutation ($externalId: String!, $uploadId: ID!) { uploadPaymentReceipt(externalId: $externalId, uploadId: $uploadId) { userErrors { field message } } }',
      variables: { externalId, uploadId: id },
    },
  });
  return answer.json();
}

/** Selects the oldest open invoice, pays it by bank transfer and returns the request's reference, invoice and amount. */
export async function requestTransfer(page: Page): Promise<{ externalId: string; invoiceNo: string; amount: string }> {
  await openPayInvoices(page);
  const oldest = invoiceBoxes(page).first();
  const label = (await oldest.getAttribute('aria-label')) ?? '';
  const invoiceNo = /^Invoice (\S+?)(?:,|$)/.exec(label)?.[1] ?? '';
  expect(invoiceNo).not.toBe('');
  await oldest.check();
  await page.getByRole('radio', { name: /bank transfer/i }).check();
  await expect(page.getByText('You get a virtual account number to transfer to')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Transfer to the virtual account' })).toBeVisible();
  const field = (name: string) => page.locator('dt', { hasText: name }).locator('+ dd');
  const externalId = ((await field('Reference').textContent()) ?? '').trim();
  // '$1,234.56' → '1234.56', as a person types it.
  const amount = ((await field('Amount').textContent()) ?? '').replace(/[^\d.]/g, '');
  expect(externalId).not.toBe('');
  expect(amount).toMatch(/^\d+(\.\d+)?$/);
  return { externalId, invoiceNo, amount };
}
