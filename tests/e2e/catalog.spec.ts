import { expect, type Locator, type Page, test } from '@playwright/test';
import { dismissBannerPopups, openAndSignIn } from './support/portal';
import { snapshots } from './support/snapshots';

// The catalog pages (spec 01 §2, §5): browse bikes, filter by two brands and a frame size, sort by price
// descending, open a product, add 3 of an article through the size × colour grid and see the tier price; the
// empty state of filters that match nothing, the 404 of an unknown slug, the app bar's toggle, category menu and
// search suggestions. Desktop and tablet run them (the tablet gets the filters in a drawer).

/** How long a product list may take to arrive. */
const LIST_TIMEOUT = 30_000;

/** The amount of a money text ('$1,714.00' → 1714). */
function amountOf(text: string): number {
  const match = /-?[\d.,]+/.exec(text.replaceAll(/\s/g, ''));
  return match ? Number(match[0].replaceAll(',', '')) : Number.NaN;
}

/** Lets the product images arrive before a screenshot (they load lazily, after the list). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

async function signInAsDealer(page: Page): Promise<void> {
  await dismissBannerPopups(page);
  await openAndSignIn(page, '/en-us/login', 'dealer');
}

/** The filter panel: the side panel on a desktop, the drawer on a tablet (opened when needed). */
async function filterPanel(page: Page): Promise<Locator> {
  const panel = page.getByTestId('filter-panel');
  if (await panel.isVisible()) return panel;
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(panel).toBeVisible();
  return panel;
}

async function closeFilterDrawer(page: Page): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  if (await drawer.isVisible()) {
    await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(drawer).toBeHidden();
  }
}

/** The number of a cart button's label ('Cart: 5 pieces, 2 products' → 5). */
async function cartPieces(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: /^Cart: \d+ pieces/ });
  await expect(button).toBeVisible();
  const label = (await button.getAttribute('aria-label')) ?? '';
  return Number(/Cart: (\d+)/.exec(label)?.[1] ?? Number.NaN);
}

/**
 * A grid cell of the open bike whose article has a '>=' tier from at most 3 and stock for 3 (the demo data are
 * generated: a third of the articles have tiers). Clicking a cell selects its article, which shows its ladder.
 */
async function cellWithTier(page: Page): Promise<Locator | null> {
  const cells = page.getByTestId('grid-cell');
  const count = await cells.count();
  for (let index = 0; index < count; index += 1) {
    const cell = cells.nth(index);
    const input = cell.getByRole('textbox');
    if ((await input.count()) === 0 || !(await input.isEnabled())) continue;
    const stock = (await cell.locator('[data-stock]').textContent()) ?? '';
    const inStock = Number(/\d+/.exec(stock)?.[0] ?? 0);
    if (inStock < 6 && !stock.includes('+')) continue;
    await cell.click();
    const rows = page.getByTestId('tier-row');
    const texts = await rows.allTextContents();
    const reachable = texts.some((text) => {
      const match = /^(\d+) or more/.exec(text);
      return match !== null && Number(match[1]) <= 3;
    });
    if (reachable && texts.every((text) => !text.startsWith('up to'))) return cell;
  }
  return null;
}

test.describe('catalog', () => {
  test('browse bikes, filter by two brands and a frame size, sort, open a product, add 3: the tier price appears', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signInAsDealer(page);

    // The catalog home: the bike category by default, promotions, best sellers and categories.
    await page.goto('/en-us/catalog');
    await expect(page).toHaveURL(/\/en-us\/catalog\?category=bike$/);
    await expect(page.getByRole('heading', { name: 'Bike Catalog', level: 1 })).toBeVisible();
    // Spec 01 §2: the breadcrumb names the category ('{category} Catalog').
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Bike Catalog');
    await expect(page.getByTestId('best-sellers').getByTestId('product-card')).toHaveCount(8, {
      timeout: LIST_TIMEOUT,
    });
    await expect(page.getByTestId('promotion-card').first()).toBeVisible();
    await expect(page.getByTestId('category-tiles')).toBeVisible();
    await settled(page);
    await snapshots(page, testInfo, 'catalog-home');

    await page.getByRole('link', { name: 'Browse all bikes' }).click();
    await expect(page).toHaveURL(/\/en-us\/catalog\/list\?category=bike$/);
    // The demo server answers a list in seconds on the embedded database: the waits are generous.
    await expect(page.getByTestId('product-card')).toHaveCount(12, { timeout: LIST_TIMEOUT });
    await expect(page.getByTestId('product-results')).toHaveAttribute('aria-busy', 'false', { timeout: LIST_TIMEOUT });

    // Two brands and a frame size: each click writes the URL, the chips show them. The box shows the URL's state,
    // which a busy machine may commit after Playwright's own check of a `check()`: click, then wait for the URL.
    let panel = await filterPanel(page);
    await panel.getByRole('checkbox', { name: /^Marin\s*\d+$/ }).click();
    await expect(page).toHaveURL(/brands=\d+(&|$)/);
    panel = await filterPanel(page);
    await panel.getByRole('checkbox', { name: /^Polygon\s*\d+$/ }).click();
    await expect(page).toHaveURL(/brands=\d+%2C\d+(&|$)/);
    await expect(panel.getByRole('checkbox', { name: /^Polygon\s*\d+$/ })).toBeChecked();
    panel = await filterPanel(page);
    await panel.getByRole('checkbox', { name: /^M\s*\d+$/ }).click();
    await expect(page).toHaveURL(/frameSizes=M(&|$)/);
    await closeFilterDrawer(page);
    const chips = page.getByTestId('active-filters');
    await expect(chips).toContainText('Marin');
    await expect(chips).toContainText('Polygon');
    await expect(chips.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('product-results')).toHaveAttribute('aria-busy', 'false', { timeout: LIST_TIMEOUT });

    // Sort by price, highest first.
    await page.getByTestId('sort-menu').click();
    await page.getByRole('menuitem', { name: 'Price: high to low' }).click();
    await expect(page).toHaveURL(/sortByField=price&sortByOrder=DESC/);
    // The previous page stays, dimmed, until the sorted one arrives.
    await expect(page.getByTestId('product-results')).toHaveAttribute('aria-busy', 'false', { timeout: LIST_TIMEOUT });
    const prices = page.getByTestId('starting-at');
    await expect(prices.first()).toBeVisible();
    await expect(page.getByTestId('product-card')).not.toHaveCount(0);
    // The URL changes a moment before the sorted page starts loading: wait for the order, not for one reading.
    await expect
      .poll(
        async () => {
          const first = amountOf((await prices.nth(0).textContent()) ?? '');
          const second = amountOf((await prices.nth(1).textContent()) ?? '');
          return first >= second;
        },
        { timeout: LIST_TIMEOUT },
      )
      .toBe(true);
    // Every card is Marin or Polygon.
    const brands = await page.getByTestId('product-card').locator('p').first().allTextContents();
    for (const text of brands) expect(text).toMatch(/^(Marin|Polygon)/);
    await settled(page);
    await snapshots(page, testInfo, 'catalog-list');

    // Open the products in order until one has an article with a tier within 3 (a third of them have tiers).
    const cards = page.getByTestId('product-card');
    const listUrl = page.url();
    let cell: Locator | null = null;
    for (let index = 0; index < 12 && cell === null; index += 1) {
      if (index > 0) await page.goto(listUrl);
      await cards.nth(index).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/en-us\/catalog\/bike\/[^/?]+$/);
      await expect(page.getByTestId('size-color-grid')).toBeVisible({ timeout: LIST_TIMEOUT });
      cell = await cellWithTier(page);
    }
    if (cell === null) throw new Error('No product of the list has an article with a tier within 3');
    await expect(page.getByTestId('dealer-price')).toBeVisible();
    await expect(page.getByTestId('stock-details')).toBeVisible();

    const before = await cartPieces(page);
    await cell.getByRole('textbox').fill('3');
    // Typing 3 highlights the tier that applies at 3.
    const highlighted = page.locator('[data-testid="tier-row"][aria-current="true"]');
    await expect(highlighted).toHaveCount(1);
    const tierPrice = ((await highlighted.locator('td').nth(1).textContent()) ?? '').trim();
    await settled(page);
    await snapshots(page, testInfo, 'catalog-product');

    const added = page.waitForResponse(
      (r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('CartUpdateProducts'),
    );
    await page.getByTestId('grid-add-to-cart').click();
    expect((await added).ok()).toBe(true);
    const line = page.getByTestId('cart-result-line');
    await expect(line).toHaveCount(1);
    // The cart's unit price at the new quantity is a tier's price, not the dealer price.
    await expect(line.getByTestId('tier-applied')).toBeVisible();
    const lineText = (await line.textContent()) ?? '';
    const inCart = Number(/(\d+) in your cart/.exec(lineText)?.[1] ?? 0);
    expect(inCart).toBeGreaterThanOrEqual(3);
    const dealer = amountOf((await page.getByTestId('dealer-price').textContent()) ?? '');
    const unit = amountOf(/at (.+) each/.exec(lineText)?.[1] ?? '');
    expect(unit).toBeLessThan(dealer);
    if (inCart === 3) expect(lineText).toContain(`at ${tierPrice} each`);
    // The ladder, refreshed, highlights the tier of what the cart now holds; the cart button counts 3 more.
    await expect(page.locator('[data-testid="tier-row"][aria-current="true"]')).toContainText(
      /at (.+) each/.exec(lineText)?.[1] ?? '?',
    );
    await expect.poll(() => cartPieces(page)).toBe(before + 3);
  });

  test('filters that match nothing show the empty state, not an error', async ({ page }) => {
    await signInAsDealer(page);
    await page.goto('/en-us/catalog/list?category=bike&brands=999999&frameSizes=XXXL');
    await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible({ timeout: LIST_TIMEOUT });
    await expect(page.getByText('No product matches these filters.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('0 products');
    // Bad values in the URL are dropped, never an error.
    await page.goto('/en-us/catalog/list?category=bike&page=-3&sortByField=colour&priceFrom=12abc');
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: LIST_TIMEOUT });
    await expect(page.getByTestId('sort-menu')).toContainText('Price: low to high');
  });

  test("without a customer, a sales rep is told to select one, with the dialog's button", async ({ page }) => {
    await dismissBannerPopups(page);
    await openAndSignIn(page, '/en-us/login', 'sales');
    await page.goto('/en-us/catalog/list?category=bike');
    const notice = page.getByRole('status').filter({ hasText: 'Please select a customer first' });
    await expect(notice).toBeVisible({ timeout: LIST_TIMEOUT });
    await expect(page.getByText('The products could not be loaded')).toHaveCount(0);
    await notice.getByRole('button', { name: 'Select customer' }).click();
    await expect(page.getByRole('dialog', { name: 'Select a customer' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The product page says the same instead of 'Something went wrong'.
    await page.goto('/en-us/catalog/bike/no-customer-any-slug');
    const onProductPage = page.getByRole('status').filter({ hasText: 'Please select a customer first' });
    await expect(onProductPage).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(onProductPage.getByRole('button', { name: 'Select customer' })).toBeVisible();
  });

  test('an unknown product slug is the 404 page', async ({ page }) => {
    await signInAsDealer(page);
    await page.goto('/en-us/catalog/bike/no-such-bike-anywhere');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.goto('/en-us/catalog/no-such-product-anywhere');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test('the app bar: toggle, category menu with the overlay, search with suggestions', async ({ page }) => {
    await signInAsDealer(page);
    await page.goto('/en-us');
    await page.goto('/en-us/catalog?category=bike');
    await expect(page.getByRole('heading', { name: 'Bike Catalog', level: 1 })).toBeVisible();
    const bar = page.getByTestId('catalog-app-bar');

    // The toggle replaces the history entry on the home: back leaves the catalog.
    await bar.getByText('PAA', { exact: true }).click();
    await expect(page).toHaveURL(/\/en-us\/catalog\?category=paa$/);
    await expect(page.getByRole('heading', { name: 'PAA Catalog', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/en-us\/?$/);
    await page.goto('/en-us/catalog?category=bike');

    // The category menu: bike categories linking with merchandise categories joined by '+', the overlay on.
    await bar.getByTestId('category-menu').click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('top-bar-overlay')).toBeVisible();
    await expect(menu.getByTestId('all-categories')).toHaveAttribute('href', '/en-us/catalog/bike');
    await menu.getByRole('menuitem', { name: 'Mountain' }).click();
    // The link joins the ids with '+'; the list writes every list back with ',' (docs/decisions.md).
    await expect(page).toHaveURL(/\/en-us\/catalog\/list\?category=bike&merchandiseCategories=1(%2B|%2C)2$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: LIST_TIMEOUT });
    await expect(page.getByTestId('top-bar-overlay')).toHaveCount(0);

    // Search: nothing for two characters, 4 suggestions with code after the pause, Enter lists the results.
    const search = bar.getByRole('searchbox', { name: 'Search products' });
    let asked = false;
    page.on('request', (r) => {
      if ((r.postData() ?? '').includes('CatalogSearchSuggestion')) asked = true;
    });
    await search.fill('hu');
    await page.waitForTimeout(900);
    await expect(page.getByRole('option')).toHaveCount(0);
    expect(asked).toBe(false);
    const suggested = page.waitForRequest(
      (r) => r.url().endsWith('/api/graphql') && (r.postData() ?? '').includes('CatalogSearchSuggestion'),
    );
    await search.fill('hustle');
    await suggested;
    const products = page.getByRole('option').filter({ hasNot: page.getByText('Search for') });
    await expect(products.first()).toContainText('Hustle');
    expect(await products.count()).toBeLessThanOrEqual(4);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/catalog\/list\?category=bike&search=hustle$/);
    await expect(page.getByText('Results for “hustle”')).toBeVisible();
  });
});
