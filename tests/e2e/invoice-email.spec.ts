import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { signInForName } from './support/snapshots';

// Send invoice email end to end (spec 01 §7): the demo dealer sends an open invoice from its detail on
// /invoice/open-invoice; the confirmation never shows the address; the invoice PDF lands in the development mail
// sink (GET /api/dev/mails) as an attachment, addressed to the customer's address on file. The PDF download of the
// same detail answers a PDF.

// The embedded database answers one query at a time: wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });

interface SinkMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Signs the dealer in; answers the acting customer's address on file (from GET /api/user, as the app gets it). */
async function signInDealer(page: Page): Promise<string> {
  await dismissBannerPopups(page);
  const user = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user' && r.ok());
  await signInForName(page, 'dealer');
  const { customerData } = (await (await user).json()) as { customerData: { custEmail: string } | null };
  if (!customerData?.custEmail) throw new Error('the demo dealer has no address on file');
  return customerData.custEmail;
}

test.describe('invoice e-mail', () => {
  test('sends the invoice PDF to the address on file from the invoice detail', async ({ page }) => {
    const address = await signInDealer(page);
    await page.goto('/en-us/invoice/open-invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Open invoices' })).toBeVisible();

    await page.getByTestId('open-invoice-detail').first().click();
    const detail = page.getByTestId('invoice-detail');
    await expect(detail).toBeVisible();
    // The router writes a number-like string JSON-quoted (invoice=%229100000001%22).
    const invoiceNo = (new URL(page.url()).searchParams.get('invoice') ?? '').replace(/^"|"$/g, '');
    expect(invoiceNo).not.toBe('');

    await detail.getByTestId('send-invoice-email').click();
    const dialog = page.getByRole('dialog', { name: /Send invoice .* by e-mail/ });
    await expect(dialog).not.toContainText('@');
    const answer = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/graphql' && (r.request().postData() ?? '').includes('sendInvoiceEmail'),
    );
    await dialog.getByTestId('confirm-send-invoice-email').click();
    const body = await (await answer).text();
    expect(body).toContain('"status":true');
    expect(body).not.toContain(address);
    await expect(page.getByText(/was sent to the e-mail address on file/)).toBeVisible();
    await expect(page.getByText(address)).toHaveCount(0);

    // The sink holds the mail with the PDF attached (a data: link in the sink's HTML).
    let mail: SinkMail | undefined;
    await expect(async () => {
      const res = await page.request.get(`/api/dev/mails?to=${encodeURIComponent(address)}`);
      const { mails } = (await res.json()) as { mails: SinkMail[] };
      mail = mails.find((m) => m.subject.includes(invoiceNo));
      expect(mail).toBeDefined();
    }).toPass({ timeout: 20_000 });
    expect(mail?.text).toMatch(/Attachment: Invoice .+\.pdf \(application\/pdf, \d+ bytes\)/);
    const pdf = /href="data:application\/pdf;base64,([A-Za-z0-9+/=]+)"/.exec(mail?.html ?? '')?.[1] ?? '';
    expect(Buffer.from(pdf, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('downloads the invoice PDF from the detail', async ({ page }) => {
    await signInDealer(page);
    await page.goto('/en-us/invoice/open-invoice');
    await page.getByTestId('open-invoice-detail').first().click();
    const detail = page.getByTestId('invoice-detail');
    await expect(detail).toBeVisible();
    const answer = page.waitForResponse((r) => /\/api\/invoices\/[^/]+\/[^/]+\/pdf$/.test(new URL(r.url()).pathname));
    const download = page.waitForEvent('download');
    await detail.getByTestId('download-invoice-pdf').click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    // The app saves the fetched bytes through an object URL: the saved file is the PDF.
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^Invoice .+\.pdf$/);
    const bytes = readFileSync(await saved.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
