import type { Locator, Page, TestInfo } from '@playwright/test';
import { dismissBannerPopups } from './support/portal';
import { expect as baseExpect, test } from './support/network';
import { signInForName, snapshots } from './support/snapshots';
import { pageGraphql as graphql } from './support/cart';

// The server also answers the device's background catalog sync meanwhile (an embedded database answers one query
// at a time): a cart change may wait behind a chunk of it, so the checks wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

// The cart end to end (spec 01 §2, §5): a fast order pasted with one unknown code and its per-row report,
// the cart page with totals per sorg, a quantity that reaches a discount tier, removing a line, the top-bar popup,
// and a change made offline that waits in the outbox and reaches the cart when the network is back.

interface Article {
  articleCode: string;
  sorg: string;
  tier: { qty: number } | null;
}

const ORDERABLE = `query CartE2eArticles($filter: ProductFilterInput!) {
  productGroups(page: 1, limit: 24, filter: $filter) {
    items { items(limit: 4) { articleCode sorg maxOrderQty cannotPurchase { code } stock { inStock available { qty } }
      price { dealer discount { term qty type } } } }
  }
}`;

interface OrderableAnswer {
  productGroups: {
    items: {
      items: {
        articleCode: string;
        sorg: string;
        maxOrderQty: number | null;
        cannotPurchase: { code: string }[];
        stock: { inStock: boolean; available: { qty: number | null }[] };
        price: { dealer: number; discount: { term: string; qty: number; type: string }[] } | null;
      }[];
    }[];
  };
}

/** Four articles the dealer can order now with stock to spare, the first with a '>=' tier within reach. */
async function orderableArticles(page: Page): Promise<Article[]> {
  const answer = await graphql<OrderableAnswer>(page, ORDERABLE, { filter: { category: 'PAA', hasStock: true } });
  const candidates = answer.productGroups.items
    .flatMap((group) => group.items)
    .filter(
      (item) =>
        item.price !== null &&
        item.cannotPurchase.length === 0 &&
        item.stock.inStock &&
        (item.stock.available[0]?.qty ?? 0) >= 30,
    )
    .map((item) => {
      const tier = item.price?.discount.find((d) => d.term === '>=' && d.qty > 1 && d.qty <= 25) ?? null;
      const fits = tier && (item.maxOrderQty === null || item.maxOrderQty >= tier.qty);
      return { articleCode: item.articleCode, sorg: item.sorg, tier: fits ? { qty: tier.qty } : null };
    });
  const withTier = candidates.find((c) => c.tier !== null);
  expect(withTier, 'an article with a reachable discount tier').toBeDefined();
  const others = candidates.filter((c) => c !== withTier).slice(0, 3);
  expect(others).toHaveLength(3);
  return [withTier as Article, ...others];
}

/** Empties the dealer's cart (the desktop and tablet projects share one database). */
async function emptyCart(page: Page): Promise<void> {
  const { cart } = await graphql<{ cart: { lines: { sorg: string; product: { articleCode: string } }[] } }>(
    page,
    'query CartE2eLines { cart { lines { sorg product { articleCode } } } }',
  );
  if (cart.lines.length === 0) return;
  const { user } = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/user', { headers: { Authorization: `Bearer ${session.accessToken ?? ''}` } });
    return {
      user: (await response.json()) as { customerData: { custCode: { isr: string | null; r3: string | null } } },
    };
  });
  const custCode = user.customerData.custCode.isr ?? user.customerData.custCode.r3 ?? '';
  await graphql(
    page,
    'mutation CartE2eEmpty($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { cart { totalQty } } }',
    { p: cart.lines.map((line) => ({ custCode, articleCode: line.product.articleCode, sorg: line.sorg, qty: 0 })) },
  );
}

/**
 * The phone's header has its own cart button: the popup opened on the desktop bar is not the one a phone shows,
 * so its 375 px screenshot is taken with the phone's button (desktop project only, as the snapshots).
 */
async function popupOnPhone(page: Page, testInfo: TestInfo): Promise<void> {
  // Escape closes the popup (and the page's overlay with it).
  await page.getByRole('dialog', { name: 'Cart summary' }).getByRole('link', { name: 'View cart' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cart summary' })).toHaveCount(0);
  await expect(page.getByTestId('top-bar-overlay')).toHaveCount(0);
  if (testInfo.project.name !== 'desktop') return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart: / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Cart summary' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'tests/e2e/.artifacts/screenshots/cart-popup-375.png', animations: 'disabled' });
  await page.getByTestId('top-bar-overlay').click();
  await expect(page.getByRole('dialog', { name: 'Cart summary' })).toHaveCount(0);
  if (size) await page.setViewportSize(size);
}

function cartLine(page: Page, articleCode: string): Locator {
  return page.locator(`[data-testid="cart-line"][data-article-code="${articleCode}"]`);
}

test.describe('cart', () => {
  test('fast order with one unknown code, the report, the cart with totals per sorg, a tier, a removal', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await emptyCart(page);
    const articles = await orderableArticles(page);
    const [tiered, second, third, fourth] = articles as [Article, Article, Article, Article];

    // Fast order: four known codes (lower case, every separator) and one unknown, pasted at once.
    await page.goto('/en-us/catalog/fast-order');
    await expect(page.getByRole('heading', { name: 'Fast order', level: 1 })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Article codes and quantities' });
    const lines = [
      `${tiered.articleCode} 1`,
      `${second.articleCode.toLowerCase()};2`,
      'NOSUCHCODE-42 3',
      `${third.articleCode},1`,
      `${fourth.articleCode}\t4`,
    ];
    // Letters in a quantity are refused before anything is sent.
    await field.fill([...lines, 'ABC-1 two'].join('\n'));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const problems = page.getByTestId('fast-order-problems');
    await expect(problems).toContainText('Line 6 “ABC-1 two”: *Must Be Numeric');
    await expect(problems).toContainText('Nothing was added yet.');
    await field.fill(lines.join('\n'));

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('CartUpdateProducts'),
    );
    await page.getByRole('button', { name: 'Add to cart' }).click();
    expect((await sent).ok()).toBe(true);
    const report = page.getByTestId('cart-update-report');
    await expect(report.getByTestId('cart-update-summary')).toHaveText('4 of 5 articles added to the cart.');
    const rows = report.getByTestId('cart-update-row');
    await expect(rows).toHaveCount(5);
    await expect(report.locator('[data-status="ADDED"]')).toHaveCount(4);
    const unknown = report.locator('[data-status="UNKNOWN_CODE"]');
    await expect(unknown).toContainText('NOSUCHCODE-42');
    await expect(unknown).toContainText('Unknown code');
    // Only the line that was not added stays in the field: sending again adds nothing twice.
    await expect(field).toHaveValue('NOSUCHCODE-42 3');
    await snapshots(page, testInfo, 'cart-fast-order');

    // The top bar: the badge counts the pieces, the popup shows the products and the total.
    const button = page.getByRole('banner').getByRole('button', { name: /^Cart: 8 pieces, 4 products$/ });
    await expect(button.first()).toBeVisible();
    await button.first().click();
    const popup = page.getByRole('dialog', { name: 'Cart summary' });
    await expect(popup.getByTestId('cart-popup-count')).toHaveText('4');
    await expect(popup.getByTestId('cart-popup-total')).toHaveCount(1);
    await expect(page.getByTestId('top-bar-overlay')).toBeVisible();
    await snapshots(page, testInfo, 'cart-popup', [1024, 1440]);
    await popupOnPhone(page, testInfo);
    await button.first().click();
    await page.getByRole('dialog', { name: 'Cart summary' }).getByRole('link', { name: 'View cart' }).click();

    // The cart page: one group per sorg with its name and total, the total quantity.
    await expect(page).toHaveURL(/\/en-us\/cart$/);
    await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(4);
    const group = page.getByTestId('cart-group');
    await expect(group).toHaveCount(1);
    await expect(group.getByRole('heading', { level: 2 })).toHaveText('Bikes North America');
    const summary = page.getByTestId('cart-summary');
    await expect(summary.getByTestId('cart-sorg-total')).toContainText('Bikes North America');
    await expect(summary.getByTestId('cart-sorg-total')).toContainText('$');
    await expect(summary.getByTestId('cart-total-qty')).toHaveText('8');

    // A quantity that reaches the tier: the tier's price and label appear.
    const line = cartLine(page, tiered.articleCode);
    const priceBefore = await line.getByTestId('cart-line-unit-price').textContent();
    await expect(line.getByTestId('cart-line-tier')).toHaveCount(0);
    await expect(line.getByTestId('cart-line-next-tier')).toContainText(`From ${String(tiered.tier?.qty)} pcs`);
    const qty = line.getByRole('textbox', { name: /^Quantity of / });
    await qty.fill('abc');
    await expect(line.getByText('*Must Be Numeric')).toBeVisible();
    await qty.fill(String(tiered.tier?.qty));
    await qty.press('Enter');
    await expect(line.getByTestId('cart-line-tier')).toContainText(`from ${String(tiered.tier?.qty)} pcs`);
    await expect(line.getByTestId('cart-line-unit-price')).not.toHaveText(priceBefore ?? '');
    await expect(summary.getByTestId('cart-total-qty')).toHaveText(String(7 + (tiered.tier?.qty ?? 0)));
    await snapshots(page, testInfo, 'cart-page');

    // Removing a line, with an undo in its notice.
    const removed = cartLine(page, fourth.articleCode);
    await removed.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expect(page.getByText('Removed from the cart')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(4);
    await cartLine(page, fourth.articleCode)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);

    // The checkout button leads to the checkout (tests/e2e/checkout.spec.ts); back to the cart, unchanged.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Ship to' })).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
  });

  test('fast order takes the code as the product page shows it', async ({ page }) => {
    test.setTimeout(120_000);
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await emptyCart(page);
    // An article whose code the portal shows short (spec 01 §5: codes starting with 'I' or '0' show 6 characters).
    const { productGroups } = await graphql<{
      productGroups: { items: { items: { articleCode: string; articleCodeDisplay: string; slug: string }[] }[] };
    }>(
      page,
      `
        query CartE2eShortCodes($filter: ProductFilterInput!) {
          productGroups(page: 1, limit: 24, filter: $filter) {
            items {
              items(limit: 4) {
                articleCode
                articleCodeDisplay
                slug
                cannotPurchase {
                  code
                }
              }
            }
          }
        }
      `,
      { filter: { category: 'PAA', hasStock: true } },
    );
    const article = productGroups.items
      .flatMap((group) => group.items)
      .find((item) => item.articleCode !== item.articleCodeDisplay);
    if (!article) throw new Error('no article with a short code');

    await page.goto(`/en-us/catalog/paa/${article.slug}`);
    const shown = /Article (\S+)/.exec((await page.getByTestId('article-code').textContent()) ?? '')?.[1] ?? '';
    expect(shown).toBe(article.articleCodeDisplay);

    await page.goto('/en-us/catalog/fast-order');
    await page.getByRole('textbox', { name: 'Article codes and quantities' }).fill(`${shown} 2`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-update-summary')).toHaveText('1 of 1 article added to the cart.');
    await page.goto('/en-us/cart');
    await expect(cartLine(page, article.articleCode)).toBeVisible();
    await expect(page.getByTestId('cart-total-qty')).toHaveText('2');
  });

  test("repeat order: a past order with today's prices, added to the cart with a report", async ({
    page,
  }, testInfo) => {
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await emptyCart(page);
    await page.goto('/en-us/catalog/repeat-order');
    await expect(page.getByRole('heading', { name: 'Repeat order', level: 1 })).toBeVisible();
    const orders = page.getByTestId('repeat-order-orders');
    await expect(orders.getByRole('row')).toHaveCount(11);
    await orders
      .getByRole('button', { name: /^Show order / })
      .first()
      .click();
    await expect(page).toHaveURL(/order=/);
    const lines = page.getByTestId('repeat-order-line');
    await expect(lines.first()).toBeVisible();
    // The picked order's lines are brought into view.
    await expect(page.getByRole('region', { name: /^Order SO-/ })).toBeInViewport({ ratio: 0.3 });
    await snapshots(page, testInfo, 'cart-repeat-order');
    const add = page.getByTestId('repeat-order-add');
    if (await add.isDisabled()) return; // nothing of this order can be ordered today
    await add.click();
    const report = page.getByTestId('cart-update-report');
    await expect(report.getByTestId('cart-update-summary')).toContainText('articles added to the cart.');
    await expect(report.getByTestId('cart-update-row').first()).toBeVisible();
  });

  test('a quantity changed offline waits in the outbox and reaches the cart when the network is back', async ({
    page,
    network,
  }) => {
    test.skip(testInfoProject() === 'tablet', 'the offline path is the same on the tablet');
    test.setTimeout(180_000);
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await emptyCart(page);
    const [article] = await orderableArticles(page);
    if (!article) throw new Error('no article');
    await page.goto('/en-us/catalog/fast-order');
    await page.getByRole('textbox', { name: 'Article codes and quantities' }).fill(`${article.articleCode} 2`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-update-summary')).toHaveText('1 of 1 article added to the cart.');
    await page.goto('/en-us/cart');
    const line = cartLine(page, article.articleCode);
    await expect(line).toBeVisible();

    // With the service worker (a production build) offline means its precache serves the chunks.
    const hasWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    await network.goOffline(hasWorker ? page : undefined);
    const qty = line.getByRole('textbox', { name: /^Quantity of / });
    await qty.fill('3');
    await qty.press('Enter');
    await expect(
      page.getByText('Saved on this device. The cart will be updated when you are back online.'),
    ).toBeVisible();
    await expect(line.getByTestId('cart-line-pending')).toHaveText('Waiting to send');
    await expect(qty).toHaveValue('3');
    await expect(page.getByRole('link', { name: /^Outbox: 1 unsent/ })).toBeVisible();
    // The cart button counts the waiting change at once, and says that it waits.
    const cartButton = page.getByRole('button', { name: /^Cart: 3 pieces, 1 change waiting to be sent$/ });
    await expect(cartButton).toBeVisible();

    await network.goOnline();
    await expect(line.getByTestId('cart-line-pending')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('cart-total-qty')).toHaveText('3');
    await expect(page.getByRole('button', { name: /^Cart: 3 pieces, 1 product$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Outbox: \d+ unsent/ })).toHaveCount(0);
  });
});

function testInfoProject(): string {
  return test.info().project.name;
}
