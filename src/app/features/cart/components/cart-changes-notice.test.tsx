import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { cartLine, cartOf, result } from '../cart-test-data';
import { CartChangesNotice } from './cart-changes-notice';

describe('CartChangesNotice', () => {
  const cart = cartOf([cartLine({ articleCode: 'A-1', qty: 3 })]);

  it('lists re-priced lines old → new in their currency until the user says OK', () => {
    const onAcknowledge = vi.fn();
    renderUi(
      <CartChangesNotice
        priceChanges={[
          {
            id: 'k:1000:A-1',
            entryKey: 'k',
            articleCode: 'A-1',
            sorg: '1000',
            qty: 3,
            previousUnitPrice: 9500,
            unitPrice: 10_000,
            sentAt: 1,
          },
        ]}
        refused={[]}
        lines={cart.lines}
        groups={cart.groups}
        onAcknowledge={onAcknowledge}
      />,
    );
    const notice = screen.getByTestId('cart-price-changes');
    expect(within(notice).getByText('Product A-1 (A-1): price $95.00 → $100.00 each')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK, I have checked the prices' }));
    expect(onAcknowledge).toHaveBeenCalledWith(['k:1000:A-1']);
  });

  it('lists the offline changes the server refused, with the reason', () => {
    renderUi(
      <CartChangesNotice
        priceChanges={[]}
        refused={[{ id: 'k:1000:A-1', result: result('A-1', 'STOCK_EXCEEDED') }]}
        lines={cart.lines}
        groups={cart.groups}
        onAcknowledge={() => undefined}
      />,
    );
    expect(
      within(screen.getByTestId('cart-refused-changes')).getByText(
        'Product A-1 (A-1): Your order exceeds the available stock. We removed your order, please update.',
      ),
    ).toBeTruthy();
  });

  it('shows nothing when nothing changed', () => {
    renderUi(
      <CartChangesNotice priceChanges={[]} refused={[]} lines={[]} groups={[]} onAcknowledge={() => undefined} />,
    );
    expect(screen.queryByTestId('cart-price-changes')).toBeNull();
  });
});
