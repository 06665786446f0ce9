import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { resetFirstUseTurns, setBannerPopupShowing, useFirstUseTurn } from '../../../domain/first-use/first-use-turns';
import { homeCartQuery } from '../api/home.queries';
import { CartCard, OrdersCard } from './dealer-cards';
import { HomeCardSlot } from './home-card';

const USD = { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };

const CART = {
  totalQty: 3,
  lines: [
    { id: '1', qty: 2, product: { id: 'p1', name: 'Siskiu T8', articleCodeDisplay: '240010470' } },
    { id: '2', qty: 1, product: { id: 'p2', name: 'Helmet', articleCodeDisplay: '240010471' } },
  ],
  groups: [{ sorg: '1000', sorgName: 'Bikes North America', totalQty: 3, total: 312_050, format: USD }],
};

beforeEach(() => {
  storeTestSession();
});

afterEach(() => {
  localStorage.clear();
});

describe('home cards', () => {
  it('shows the cart with its lines, total and the way to checkout', async () => {
    stubFetch((call) =>
      call.operation === 'HomeCart' ? jsonResponse(200, { data: { cart: CART } }) : jsonResponse(404),
    );
    renderUi(
      <HomeCardSlot title="Cart" testId="cart">
        <CartCard locale="en-us" />
      </HomeCardSlot>,
      { path: '/en-us' },
    );
    expect(await screen.findByText('2 lines')).toBeTruthy();
    expect(screen.getByTestId('home-cart-total').textContent).toContain('$3,120.50');
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/en-us/cart/checkout');
    // Online and fresh: no age to tell.
    expect(screen.queryByTestId('home-card-as-of')).toBeNull();
  });

  it('says so when the cart is empty', async () => {
    stubFetch(() => jsonResponse(200, { data: { cart: { totalQty: 0, lines: [], groups: [] } } }));
    renderUi(
      <HomeCardSlot title="Cart" testId="cart">
        <CartCard locale="en-us" />
      </HomeCardSlot>,
      { path: '/en-us' },
    );
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).toBeNull();
  });

  it('keeps the device copy with its age when the network does not answer', async () => {
    const queryClient = createTestQueryClient();
    const fetchedAt = new Date(2026, 0, 5, 10, 42).getTime();
    queryClient.setQueryData(homeCartQuery().queryKey, { data: CART, fetchedAt });
    // Stale: the card asks again, the network fails, the copy stays.
    await queryClient.invalidateQueries({ refetchType: 'none' });
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderUi(
      <HomeCardSlot title="Cart" testId="cart">
        <CartCard locale="en-us" />
      </HomeCardSlot>,
      { path: '/en-us', queryClient },
    );
    expect(await screen.findByText('2 lines')).toBeTruthy();
    const asOf = await screen.findByTestId('home-card-as-of');
    expect(asOf.textContent).toMatch(/^as of Jan 5, 2026, 10:42/);
  });

  it('shows one card failing without taking the others with it', async () => {
    stubFetch((call) =>
      call.operation === 'HomeCart'
        ? jsonResponse(200, { data: { cart: CART } })
        : jsonResponse(200, {
            data: null,
            errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          }),
    );
    renderUi(
      <>
        <HomeCardSlot title="Cart" testId="cart">
          <CartCard locale="en-us" />
        </HomeCardSlot>
        <HomeCardSlot title="Last orders" testId="orders">
          <OrdersCard locale="en-us" />
        </HomeCardSlot>
      </>,
      { path: '/en-us' },
    );
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('2 lines')).toBeTruthy();
    expect(screen.getByTestId('home-card-orders').textContent).toContain('Try again');
  });
});

describe('first-use turns', () => {
  afterEach(() => {
    resetFirstUseTurns();
  });

  it('holds the announcement and the push prompt while the banner pop-up is open', () => {
    const announcement = renderHook(() => useFirstUseTurn('announcement'));
    const push = renderHook(() => useFirstUseTurn('push'));
    act(() => {
      setBannerPopupShowing(true);
    });
    expect(announcement.result.current).toBe(false);
    // Closing the pop-up (a click inside it) is not yet doing something on the page.
    fireEvent.pointerDown(window);
    act(() => {
      setBannerPopupShowing(false);
    });
    expect(announcement.result.current).toBe(true);
    expect(push.result.current).toBe(false);
    act(() => {
      fireEvent.keyDown(window, { key: 'Tab' });
    });
    expect(push.result.current).toBe(true);
  });
});
