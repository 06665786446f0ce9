import { expect, type Page, test } from '@playwright/test';
import { signInForName, snapshots } from './support/snapshots';

const promotions = (page: Page) => page.getByRole('dialog', { name: 'News and offers' });

async function closePromotions(page: Page): Promise<void> {
  await expect(promotions(page)).toBeVisible();
  await promotions(page).getByRole('button', { name: 'Close' }).click();
  await expect(promotions(page)).toHaveCount(0);
}

test.describe('banner pop-up', () => {
  test('shows the promotions; once dismissed it stays hidden after a reload', async ({ page }, testInfo) => {
    const name = await signInForName(page, 'dealer');
    await expect(promotions(page).getByRole('img', { name: /Promotion 1 of \d/ })).toBeVisible();
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    await snapshots(page, testInfo, 'common-banner');
    await closePromotions(page);

    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(promotions(page)).toHaveCount(0);
  });
});

test.describe('consumer voice', () => {
  test('is sent from the profile menu and stored', async ({ page }, testInfo) => {
    const name = await signInForName(page, 'dealer');
    // Every test has a fresh browser context, so the pop-up shows again.
    await closePromotions(page);

    await page.getByRole('banner').getByRole('button', { name }).click();
    await page.getByRole('menuitem', { name: 'Consumer Voice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Consumer Voice' });
    await expect(dialog).toBeVisible();
    const message = `Customers ask for the blue frame - ${testInfo.project.name}\nAnd for more sizes.`;
    await dialog.getByRole('textbox', { name: /Message/ }).fill(message);
    await snapshots(page, testInfo, 'common-consumer-voice');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText('Send this message?')).toBeVisible();

    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('SendCustomerFeedback'),
    );
    await dialog.getByRole('button', { name: 'Yes, send' }).click();
    const response = await answer;
    // Line breaks travel escaped; the server stores the message and answers SUCCESS.
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      variables: { message: message.replace('\n', '\\n') },
    });
    expect(await response.json()).toMatchObject({
      data: { sendCustomerFeedback: { message: { status: 'SUCCESS' }, userErrors: [] } },
    });
    await expect(page.getByText('Successfully sending consumer voice')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('edit profile', () => {
  test('saves a new name and keeps it after a reload', async ({ page }, testInfo) => {
    await signInForName(page, 'vendor');
    const locale = new URL(page.url()).pathname.split('/')[1] ?? 'en-us';
    await page.goto(`/${locale}/user/edit-profile`);
    await closePromotions(page);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect(name).not.toHaveValue('');
    const original = await name.inputValue();
    await snapshots(page, testInfo, 'common-edit-profile');
    const renamed = `Vera Vendor ${testInfo.project.name}`;

    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(renamed);

    // A wrong current password is refused beside its field, and what was typed stays.
    await page.getByLabel(/^Current password/).fill('Wrong1234x');
    await page.getByLabel(/^New password/).fill('Better1234');
    await page.getByLabel(/^Repeat the new password/).fill('Better1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your password is incorrect')).toBeVisible();
    await expect(page.getByLabel(/^New password/)).toHaveValue('Better1234');

    // Leave the shared demo user as it was.
    await page.getByLabel(/^Current password/).fill('');
    await page.getByLabel(/^New password/).fill('');
    await page.getByLabel(/^Repeat the new password/).fill('');
    await page.getByRole('textbox', { name: /^Name/ }).fill(original);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved')).toBeVisible();
  });
});
