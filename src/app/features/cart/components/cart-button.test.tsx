import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { configSchema } from '../../../lib/config';
import { queryKeys } from '../../../lib/query-keys';
import { signOut } from '../../../lib/session';
import { TopBarOverlayProvider } from '../../../ui/shell/top-bar-overlay';
import { cartLine, cartOf, dealerUser, EUR } from '../cart-test-data';
import { CartButton } from './cart-button';

let calls: RecordedCall[] = [];
let answerCart: () => Promise<Response>;

const twoSorgs = cartOf([
  cartLine({ articleCode: 'A-1', qty: 3, dealer: 1250 }),
  cartLine({ articleCode: 'B-2', qty: 2, dealer: 999, sorg: '3000', format: EUR }),
]);

function setup(user = dealerUser(), { cartCountTotalQty = false } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session.user(), user);
  queryClient.setQueryData(
    queryKeys.config.host(location.hostname),
    configSchema.parse({ sorg: '1000', features: { cartCountTotalQty } }),
  );
  renderUi(
    <TopBarOverlayProvider>
      <CartButton />
    </TopBarOverlayProvider>,
    { queryClient, path: '/en-us' },
  );
  return queryClient;
}

beforeEach(() => {
  // jsdom never shows the popup's transition, so its focus trap finds nothing to focus and says so; only that.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('use-focus-trap')) return;
    warn(...args);
  });
  storeTestSession();
  answerCart = () => Promise.resolve(jsonResponse(200, { data: { cart: twoSorgs } }));
  calls = stubFetch((call) => {
    if (call.operation === 'CartContent') return answerCart();
    return jsonResponse(404, {});
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CartButton', () => {
  it('shows a spinner while the cart loads, then the total quantity with CART_COUNT_TOTAL_QTY', async () => {
    let release: () => void = () => undefined;
    answerCart = () =>
      new Promise((resolve) => {
        release = () => {
          resolve(jsonResponse(200, { data: { cart: twoSorgs } }));
        };
      });
    setup(dealerUser(), { cartCountTotalQty: true });
    const badge = await screen.findByTestId('cart-badge');
    await waitFor(() => {
      expect(badge.getAttribute('data-loading')).toBe('true');
    });
    expect(screen.getByRole('button', { name: 'Cart, loading' })).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: 'Cart: 5 pieces, 2 products' })).toBeTruthy();
    expect(badge.textContent).toContain('5');
  });

  it('counts products on the badge without CART_COUNT_TOTAL_QTY', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Cart: 5 pieces, 2 products' })).toBeTruthy();
    const badge = screen.getByTestId('cart-badge');
    expect(badge.textContent).toContain('2');
    expect(badge.textContent).not.toContain('5');
  });

  it('opens a popup with the product count, the total per sorg, View cart and Fast order', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Cart: 5 pieces, 2 products' }));
    // In jsdom the dropdown stays in its transition (display: none): hidden elements count.
    const popup = await screen.findByRole('dialog', { name: 'Cart summary', hidden: true });
    expect(within(popup).getByTestId('cart-popup-count').textContent).toBe('2');
    const totals = within(popup).getAllByTestId('cart-popup-total');
    expect(totals.map((t) => t.textContent)).toEqual(['Total Bikes North America$37.50', 'Total Bikes Europe€19,98']);
    expect(within(popup).getByRole('link', { name: 'View cart', hidden: true }).getAttribute('href')).toBe(
      '/en-us/cart',
    );
    expect(within(popup).getByRole('link', { name: 'Fast order', hidden: true }).getAttribute('href')).toBe(
      '/en-us/catalog/fast-order',
    );
    // A top-bar menu turns the global overlay on while open (spec 01 §2).
    expect(screen.getByTestId('top-bar-overlay')).toBeTruthy();
  });

  it('one sorg: a single total without the sorg name', async () => {
    answerCart = () =>
      Promise.resolve(jsonResponse(200, { data: { cart: cartOf([cartLine({ articleCode: 'A-1' })]) } }));
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Cart: 1 piece, 1 product' }));
    const popup = await screen.findByRole('dialog', { name: 'Cart summary', hidden: true });
    expect(within(popup).getByTestId('cart-popup-total').textContent).toBe('Total$100.00');
  });

  it('does not load the cart for a user without a customer code', async () => {
    setup(dealerUser({ customer: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cart' }));
    expect(await screen.findByText('Select a customer to see the cart.')).toBeTruthy();
    expect(calls.filter((c) => c.operation === 'CartContent')).toHaveLength(0);
  });

  it('shows nothing without the scope cart.display-order-qty', () => {
    setup(dealerUser({ scopes: ['page.catalog'] }));
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('clears the cart from the cache before the user signs out (spec 01 §4)', async () => {
    const queryClient = setup();
    await screen.findByRole('button', { name: 'Cart: 5 pieces, 2 products' });
    expect(queryClient.getQueryData(queryKeys.cart.content())).toBeDefined();
    await signOut();
    expect(queryClient.getQueryData(queryKeys.cart.content())).toBeUndefined();
  });
});
