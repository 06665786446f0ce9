import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/network';
import { PASSWORD, dismissBannerPopups } from './support/portal';
import { signInForName } from './support/snapshots';
import { cameraState, frameStickerY4m, launchWithFakeCamera, watchCameraAndWorkers } from './support/fake-camera';

// Pre-delivery inspections (spec 02 §2 /pdi, §3 PDI, §5): a dealer records a PDI with its checklist, deletes it
// after a confirmation and restores it; the frame number is scanned from a fake camera showing a Code 128 sticker
// made in the test, taken only after the user confirms it, and the camera and its worker stop when done. A PDI
// recorded at a workshop stand without signal survives a reload, is changed while it waits on the device, and
// reaches the server once, changed, when the network is back (docs/decisions.md "PDI offline").

/** Screenshots for a person to look at (PDI_SHOTS_DIR set): desktop and tablet widths. */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.PDI_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['tablet', 1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(dir, `${name}-${label}-${testInfo.project.name}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** A frame number no seed has: unique per run and project (letters and digits, ≤ 20). */
function newFrameNumber(testInfo: TestInfo, tag: string): string {
  return `${tag}${Date.now().toString(36)}${String(testInfo.project.name.length)}`.toUpperCase();
}

async function signedIn(page: Page): Promise<string> {
  await dismissBannerPopups(page);
  await signInForName(page, 'dealer');
  return new URL(page.url()).pathname.split('/')[1] ?? 'en-us';
}

/** The dealer's PDIs of a frame as the server holds them, with the ids of the ticked checklist items. */
async function serverPdisOfFrame(request: APIRequestContext, frame: string) {
  const login = await request.post('/api/login', { data: { username: 'dealer', password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await request.post('/api/graphql', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      query:
        'query($s: String) { claimPDIs(search: $s, showDeleted: true, page: 1, limit: 20) { items { id frameNumber mechanic checklist { id checked sorting } } } }',
      variables: { s: frame },
    },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    data?: {
      claimPDIs: {
        items: {
          id: string;
          frameNumber: string;
          mechanic: string;
          checklist: { id: number; checked: boolean; sorting: number }[];
        }[];
      };
    };
  };
  return body.data?.claimPDIs.items ?? [];
}

test.describe('PDI', () => {
  test('create with its checklist, delete after confirming, restore', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const locale = await signedIn(page);
    const frame = newFrameNumber(testInfo, 'E2E');

    await page.goto(`/${locale}/pdi`);
    await expect(page.getByRole('heading', { name: 'Pre-delivery inspections' })).toBeVisible();
    await shots(page, testInfo, 'pdi-list');
    await page.getByRole('link', { name: 'New PDI' }).click();
    await expect(page).toHaveURL(/\/pdi\/create$/);

    const checklist = page.getByTestId('pdi-checklist').getByRole('checkbox');
    await expect(checklist.first()).toBeVisible();
    const items = await checklist.count();
    expect(items).toBeGreaterThan(2);

    // The frame rule: lower case is normalised on blur, a stray character is refused.
    const frameField = page.getByRole('textbox', { name: 'Frame number' });
    await frameField.fill('abc-1');
    await page.getByRole('textbox', { name: 'Mechanic' }).click();
    await expect(page.getByText('A frame number has only letters and digits')).toBeVisible();
    await frameField.fill(frame.toLowerCase());
    await page.getByRole('textbox', { name: 'Mechanic' }).fill('Jo Mechanic');
    await expect(frameField).toHaveValue(frame);
    await expect(page.getByTestId('pdi-article')).toContainText('This frame is not known');

    await checklist.nth(0).check();
    await checklist.nth(2).check();
    await shots(page, testInfo, 'pdi-create');
    await page.getByRole('button', { name: 'Save PDI' }).click();
    await expect(page).toHaveURL(/\/pdi(\?.*)?$/);

    await page.getByRole('textbox', { name: 'Search' }).fill(frame);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: frame });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Jo Mechanic');

    // The checklist came back as saved, in its sorting order.
    await row.getByRole('link', { name: frame }).click();
    await expect(page.getByRole('heading', { name: `PDI of ${frame}` })).toBeVisible();
    const saved = page.getByTestId('pdi-checklist').getByRole('checkbox');
    await expect(saved.nth(0)).toBeChecked();
    await expect(saved.nth(1)).not.toBeChecked();
    await expect(saved.nth(2)).toBeChecked();
    await shots(page, testInfo, 'pdi-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('textbox', { name: 'Search' }).fill(frame);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Delete the PDI of ${frame}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this PDI?' });
    await expect(confirm).toContainText(frame);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: frame })).toHaveCount(0);

    // The toggle is the address's (?deleted=true): it turns on once the page has navigated.
    const showDeleted = page.getByRole('switch', { name: 'Show deleted' });
    await showDeleted.click();
    await expect(showDeleted).toBeChecked();
    const deleted = page.getByRole('row').filter({ hasText: frame });
    await expect(deleted).toContainText('Deleted');
    await shots(page, testInfo, 'pdi-list-deleted');
    await deleted.getByRole('button', { name: `Restore the PDI of ${frame}` }).click();
    await expect(page.getByRole('row').filter({ hasText: frame })).not.toContainText('Deleted');
    await showDeleted.click();
    await expect(showDeleted).not.toBeChecked();
    await expect(page.getByRole('row').filter({ hasText: frame })).toHaveCount(1);
  });

  test('scan the frame sticker with the camera: confirmed, then the camera and worker stop', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'its own browser with a fake camera; one run is enough');
    test.setTimeout(150_000);
    const frame = 'WTU123C4567D';
    const dir = testInfo.outputPath('camera');
    mkdirSync(dir, { recursive: true });
    await page.goto('/api/health');
    const y4m = await frameStickerY4m(page, frame, dir);

    const browser = await launchWithFakeCamera(y4m);
    try {
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL ?? '',
        viewport: { width: 1280, height: 800 },
      });
      const camera = await context.newPage();
      await watchCameraAndWorkers(camera);
      const locale = await signedIn(camera);
      await camera.goto(`/${locale}/pdi/create`);
      const frameField = camera.getByRole('textbox', { name: 'Frame number' });
      await expect(frameField).toBeVisible();

      // Closing the scanner without a value ends the camera and the worker.
      await camera.getByRole('button', { name: 'Scan' }).click();
      const dialog = camera.getByRole('dialog', { name: 'Scan the frame sticker' });
      await expect(dialog.getByTestId('scanned-value')).toHaveText(frame, { timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(frameField).toHaveValue('');
      await expect.poll(() => cameraState(camera), { timeout: 10_000 }).toEqual({ streams: 1, live: 0, terminated: 1 });

      // Scanned, shown, and taken only when confirmed.
      await camera.getByRole('button', { name: 'Scan' }).click();
      await expect(dialog.getByTestId('scanned-value')).toHaveText(frame, { timeout: 30_000 });
      await shots(camera, testInfo, 'pdi-scanner');
      await expect(frameField).toHaveValue('');
      await dialog.getByRole('button', { name: 'Use this number' }).click();
      await expect(frameField).toHaveValue(frame);
      await expect.poll(() => cameraState(camera), { timeout: 10_000 }).toEqual({ streams: 2, live: 0, terminated: 2 });
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test('a PDI recorded offline survives a reload, is changed while waiting, and reaches the server once @offline', async ({
    page,
    request,
    network,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'desktop' || testInfo.project.name === 'slow-4g',
      "a mechanic's tablet, online and on the offline profile",
    );
    test.setTimeout(150_000);
    const locale = await signedIn(page);
    const frame = newFrameNumber(testInfo, 'OFF');
    // Online once: the list and the checklist template are kept on the device.
    await page.goto(`/${locale}/pdi`);
    await expect(page.getByRole('heading', { name: 'Pre-delivery inspections' })).toBeVisible();
    await page.getByRole('link', { name: 'New PDI' }).click();
    const checklist = page.getByTestId('pdi-checklist').getByRole('checkbox');
    await expect(checklist.first()).toBeVisible();
    expect(await checklist.count()).toBeGreaterThan(2);

    await network.goOffline(page);
    await page.getByRole('textbox', { name: 'Frame number' }).fill(frame.toLowerCase());
    await page.getByRole('textbox', { name: 'Mechanic' }).fill('Offline Mechanic');
    await checklist.nth(0).check();
    await checklist.nth(2).check();
    await expect(page.getByTestId('pdi-checks-pending')).toBeVisible();

    // A reload midway: the draft brings back what was typed and ticked, the checklist from the device.
    await page.waitForTimeout(800);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Frame number' })).toHaveValue(frame, { timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'Mechanic' })).toHaveValue('Offline Mechanic');
    await expect(checklist.nth(0)).toBeChecked();
    await expect(checklist.nth(1)).not.toBeChecked();
    await expect(checklist.nth(2)).toBeChecked();
    await shots(page, testInfo, 'pdi-create-offline');

    await page.getByRole('button', { name: 'Save PDI' }).click();
    await expect(page.getByText('The PDI is saved on this device. It is sent when you are back online.')).toBeVisible();
    await expect(page).toHaveURL(/\/pdi(\?.*)?$/);
    const pending = page.getByTestId('pending-pdi');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(frame);
    await expect(page.getByTestId('pending-pdi-state')).toHaveText(/checks pending/);
    await shots(page, testInfo, 'pdi-list-pending');

    // Opened again from the list before it reached the server: the change is queued behind the PDI's create (which
    // already tried to go out, so it is not changed in place) and is sent after it.
    await pending.getByRole('link', { name: new RegExp(frame) }).click();
    await expect(page.getByRole('heading', { name: `PDI of ${frame}` })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('pdi-waiting')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mechanic' })).toHaveValue('Offline Mechanic');
    await expect(checklist.nth(2)).toBeChecked();
    await page.getByRole('textbox', { name: 'Mechanic' }).fill('Offline Mechanic Two');
    await checklist.nth(1).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('The changes are saved on this device. They are sent when you are back online.'),
    ).toBeVisible();
    await expect(page.getByTestId('pending-pdi')).toHaveCount(2);
    await expect(page.getByTestId('pending-pdi-state').nth(1)).toHaveText('Changes waiting to send');

    // The queued PDI and its change survive a reload too.
    await page.reload();
    await expect(page.getByTestId('pending-pdi')).toHaveCount(2, { timeout: 20_000 });
    expect(await serverPdisOfFrame(request, frame)).toHaveLength(0);

    // Back online the outbox sends by itself; "Send now" (when still there) makes the entry due at once.
    await network.goOnline();
    await page
      .getByRole('button', { name: 'Send now' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page.getByTestId('pending-pdi')).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole('row').filter({ hasText: frame })).toHaveCount(1, { timeout: 20_000 });

    const pdis = await serverPdisOfFrame(request, frame);
    expect(pdis).toHaveLength(1);
    const [pdi] = pdis;
    expect(pdi?.mechanic).toBe('Offline Mechanic Two');
    const items = [...(pdi?.checklist ?? [])].sort((a, b) => a.sorting - b.sorting);
    expect(items.map((item) => item.checked)).toEqual(items.map((_, index) => index <= 2));

    await page.goto(`/${locale}/pdi/create`);
    await expect(page.getByRole('textbox', { name: 'Frame number' })).toHaveValue('');
  });
});
