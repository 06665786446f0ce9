import { expect, type Locator, type Page, test } from '@playwright/test';
import { dismissBannerPopups, openAndSignIn } from './support/portal';

// The product page on a phone (spec 01 §2, product page): the size × colour grid of a bike with three colours
// scrolls inside its own box with the size column pinned, the page never scrolls sideways, Add to cart is on
// screen from the start without covering the grid's last row, and product images are shown whole. Runs in the
// tablet project (touch) at a phone's size.

const PHONE = { width: 375, height: 812 };
const LIST_TIMEOUT = 30_000;
const screenshotDir = 'tests/e2e/.artifacts/screenshots';

test.use({ viewport: PHONE });

// A phone has a touch screen, and touch screens get 44 px touch targets: only the lanes with touch run these (the
// desktop lane has none).
test.skip(({ hasTouch }) => !hasTouch, 'a phone is a touch screen: only the lanes with touch run it');

/** Lets the lazily loaded product images arrive before a measure or a screenshot. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Screenshots at the phone, tablet and desktop sizes (whatever the project), then back to the phone: the page's
 * top, and with `part` also that part scrolled to the screen's top.
 */
async function screenshots(page: Page, name: string, part?: Locator): Promise<void> {
  for (const size of [PHONE, { width: 1024, height: 768 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(size);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${screenshotDir}/${name}-${String(size.width)}.png`, animations: 'disabled' });
    if (part) {
      await part.evaluate((el) => {
        // Below the app's header, which stays over the page's top.
        window.scrollBy(0, el.getBoundingClientRect().top - 120);
      });
      await page.waitForTimeout(200);
      await page.screenshot({
        path: `${screenshotDir}/${name}-part-${String(size.width)}.png`,
        animations: 'disabled',
      });
    }
  }
  await page.setViewportSize(PHONE);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
}

/** The image is fitted whole (object-fit contain) and its box lies inside `container`'s box. */
async function expectWholeImage(image: Locator, container: Locator): Promise<void> {
  await expect(image).toHaveCSS('object-fit', 'contain');
  // Loaded, with a size of its own: contain then shows all of it inside the box.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await image.boundingBox();
  const outer = await container.boundingBox();
  if (!box || !outer) throw new Error('image or its container has no box');
  expect(box.width).toBeGreaterThan(0);
  expect(box.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.y).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

test('on a phone the size × colour grid scrolls in its card, the size column stays, Add to cart is on screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await dismissBannerPopups(page);
  await openAndSignIn(page, '/en-us/login', 'dealer');

  // The list: a bike model in three colours (the widest grid the demo data have).
  await page.goto('/en-us/catalog/list?category=bike');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(12, { timeout: LIST_TIMEOUT });
  const card = cards.filter({ has: page.getByRole('img', { name: /^Colours: [^,]+, [^,]+, [^,]+$/ }) }).first();
  await card.scrollIntoViewIfNeeded();
  await settled(page);
  await expectWholeImage(card.locator('img').first(), card);
  await screenshots(page, 'product-phone-list');

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-us\/catalog\/bike\/[^/?]+$/);
  const grid = page.getByTestId('size-color-grid');
  await expect(grid).toBeVisible({ timeout: LIST_TIMEOUT });
  await settled(page);

  // Add to cart is on screen without scrolling the page down.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const add = page.getByTestId('grid-add-to-cart');
  await expect(add).toBeVisible();
  const addBox = await add.boundingBox();
  if (!addBox) throw new Error('Add to cart has no box');
  expect(addBox.y).toBeGreaterThanOrEqual(0);
  expect(addBox.y + addBox.height).toBeLessThanOrEqual(PHONE.height);
  expect(addBox.height).toBeGreaterThanOrEqual(44);

  // The page never scrolls sideways; the grid's own box does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const scroller = page.getByTestId('size-color-grid-scroller');
  const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);

  // Scrolled to its end, the size column stays where it was while the colours move under it.
  await scroller.scrollIntoViewIfNeeded();
  const sizeHeader = grid.getByRole('columnheader').first();
  const lastColour = grid.getByRole('columnheader').last();
  const firstRowSize = grid.getByRole('rowheader').first();
  const before = { size: await sizeHeader.boundingBox(), row: await firstRowSize.boundingBox() };
  const colourBefore = await lastColour.boundingBox();
  await scroller.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(scroller).toHaveAttribute('data-scrolled', 'true');
  const after = { size: await sizeHeader.boundingBox(), row: await firstRowSize.boundingBox() };
  const colourAfter = await lastColour.boundingBox();
  expect(after.size?.x).toBeCloseTo(before.size?.x ?? Number.NaN, 0);
  expect(after.row?.x).toBeCloseTo(before.row?.x ?? Number.NaN, 0);
  expect(colourAfter?.x ?? Number.NaN).toBeLessThan((colourBefore?.x ?? Number.NaN) - 20);
  // The pinned cell is opaque (the colours pass under it, not through it).
  await expect(firstRowSize).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // Quantity fields keep a finger-sized target.
  const field = grid.getByRole('textbox').first();
  expect((await field.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${screenshotDir}/product-phone-grid-scrolled-375.png`, animations: 'disabled' });

  // Typing a quantity shows the pieces beside the button.
  const enabled = grid.locator('input:not([disabled])').first();
  await enabled.scrollIntoViewIfNeeded();
  await enabled.fill('2');
  await expect(page.getByTestId('grid-pieces')).toHaveText('2 pieces selected');

  // At the grid's end the bar rests below the last row instead of covering it.
  const lastRow = grid.locator('tbody tr').last();
  const bar = page.getByTestId('grid-cart-bar');
  // Scrolled until the grid's end is a little above the screen's bottom: the bar has reached its place after it.
  await page.getByRole('region', { name: 'Sizes and colours' }).evaluate((section) => {
    window.scrollBy(0, section.getBoundingClientRect().bottom - window.innerHeight + 150);
  });
  await page.waitForTimeout(100);
  const rowBox = await lastRow.boundingBox();
  const barBox = await bar.boundingBox();
  if (!rowBox || !barBox) throw new Error('last row or bar has no box');
  expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(barBox.y);
  // Scrolled to the page's end, the bar sits in its place: nothing after it is covered.
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForTimeout(100);
  const endBar = await bar.boundingBox();
  const pageBottom = await page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().bottom ?? 0);
  expect((endBar?.y ?? 0) + (endBar?.height ?? 0)).toBeLessThanOrEqual(pageBottom);

  // The main image and the colour thumbnails are shown whole.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const mainImage = page.getByTestId('product-main-image');
  await expectWholeImage(mainImage, mainImage.locator('xpath=..'));
  const thumbs = page.getByRole('group', { name: 'Colours' }).getByRole('button');
  await expectWholeImage(thumbs.first().locator('img'), thumbs.first());

  await enabled.fill('');
  await scroller.evaluate((el) => {
    el.scrollLeft = 0;
  });
  await screenshots(page, 'product-phone-product', page.getByRole('region', { name: 'Sizes and colours' }));
});

test('on a phone a part or accessory page (a quantity field, no grid) stays within the screen, its image whole', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await dismissBannerPopups(page);
  await openAndSignIn(page, '/en-us/login', 'dealer');
  await page.goto('/en-us/catalog/list?category=paa');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible({ timeout: LIST_TIMEOUT });
  await settled(page);
  await expectWholeImage(cards.first().locator('img').first(), cards.first());
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-us\/catalog\/paa\/[^/?]+$/);
  const mainImage = page.getByTestId('product-main-image');
  await expect(mainImage).toBeVisible({ timeout: LIST_TIMEOUT });
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectWholeImage(mainImage, mainImage.locator('xpath=..'));
  // The quantity field's own Add to cart (no grid, so no bar).
  await expect(page.getByTestId('grid-cart-bar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(1);
  await screenshots(page, 'product-phone-paa');
});
