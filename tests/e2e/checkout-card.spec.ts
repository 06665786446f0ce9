import type { Page } from '@playwright/test';
import { fillCartWithOnePart } from './support/cart';
import { dismissBannerPopups } from './support/portal';
import { expect as baseExpect, test } from './support/network';
import { signInForName } from './support/snapshots';

// Checkout paid by card (spec 01 §4 "Payment is immediate when the method type includes ACH or Credit Card", §5):
// the sandbox card → the confirmation shows the payment completed, and the card number is nowhere on screen, in
// localStorage or in IndexedDB; a declined test card → the reason shown and the order kept with its payment failed
// (docs/decisions.md "Checkout card and ACH").

const expect = baseExpect.configure({ timeout: 30_000 });
const CARD = '4242424242424242';
const DECLINED = '4000000000000002';

/** Every value the page keeps on the device: localStorage and every IndexedDB store, as text. */
async function deviceText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`);
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name ?? '');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error('open'));
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => resolve([]);
        });
        parts.push(JSON.stringify(rows));
      }
      db.close();
    }
    return parts.join('\n');
  });
}

async function payByCard(page: Page, number: string): Promise<void> {
  await fillCartWithOnePart(page, 1);
  await page.goto('/en-us/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const card = page.getByTestId('checkout-payment').getByRole('radio', { name: /Credit Card/ });
  await card.click();
  await expect(card).toBeChecked();
  const form = page.getByTestId('checkout-payment-information');
  await form.getByLabel('Card type').selectOption('Visa');
  await form.getByLabel('Card number').fill(number);
  await expect(form.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await form.getByLabel('Expiry month').fill('12');
  await form.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
  await form.getByLabel('Security code').fill('737');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/en-us\/cart\/checkout\/confirmation\?orders=/);
}

test.describe('checkout by card', () => {
  test('the sandbox card: payment completed, the number nowhere on screen or on the device', async ({ page }, info) => {
    test.setTimeout(180_000);
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await payByCard(page, CARD);
    await expect(page.getByTestId('confirmation-payment-completed')).toContainText('is complete');
    await page.screenshot({
      path: `tests/e2e/.artifacts/screenshots/checkout-card-paid-${info.project.name}.png`,
      fullPage: true,
    });
    expect(await page.content()).not.toContain(CARD);
    expect(await deviceText(page)).not.toContain(CARD);
  });

  test('a declined card: the reason shown, the order kept with its payment failed', async ({ page }) => {
    test.setTimeout(180_000);
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await payByCard(page, DECLINED);
    const failed = page.getByTestId('confirmation-payment-failed');
    await expect(failed).toContainText('The payment was declined: use another card or account');
    await expect(failed).toContainText('The order is placed and kept');
    expect(await deviceText(page)).not.toContain(DECLINED);
  });
});
