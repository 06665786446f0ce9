import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { cartLine, cartOf, EUR } from '../cart-test-data';
import { CartSummary } from './cart-summary';

const cart = cartOf([
  cartLine({ articleCode: 'A-1', qty: 2, dealer: 1000 }),
  cartLine({ articleCode: 'B-2', qty: 3, dealer: 250_000, sorg: '3000', format: EUR }),
]);

function renderSummary(options: { canCheckout: boolean; disclaimer: string }) {
  renderUi(
    <CartSummary
      locale="en-us"
      groups={cart.groups}
      totalQty={cart.totalQty}
      hasProblems={false}
      canCheckout={options.canCheckout}
      disclaimer={options.disclaimer}
    />,
    { path: '/en-us' },
  );
}

describe('CartSummary', () => {
  it('totals each sorg in its own currency and the quantity over all', async () => {
    renderSummary({ canCheckout: true, disclaimer: '' });
    const totals = await screen.findAllByTestId('cart-sorg-total');
    expect(totals.map((t) => t.textContent)).toEqual(['Bikes North America2 pcs$20.00', 'Bikes Europe3 pcs€7.500,00']);
    expect(screen.getByTestId('cart-total-qty').textContent).toBe('5');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/en-us/cart/checkout');
    expect(screen.queryByTestId('cart-disclaimer')).toBeNull();
  });

  it("shows the host's disclaimer, and no checkout without canCheckout", async () => {
    renderSummary({ canCheckout: false, disclaimer: 'Prices exclude VAT.' });
    expect((await screen.findByTestId('cart-disclaimer')).textContent).toBe('Prices exclude VAT.');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByTestId('cart-no-checkout').textContent).toContain('does not take orders online');
  });
});
