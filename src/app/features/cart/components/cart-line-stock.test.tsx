import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderUi, stubFetch } from '../../../../../tests/support/render-ui';
import { cartLine, storeDealerSession, USD } from '../cart-test-data';
import { CartLineRow } from './cart-line-row';

// The stock guardrail of a cart line (src/shared/orders/guardrails.ts): a host that checks no stock takes a quantity
// over it, and the line says how many are in stock now.

beforeEach(() => {
  storeDealerSession();
  stubFetch(() => jsonResponse(404, {}));
});

function renderLine(options: Parameters<typeof cartLine>[0], stockChecked = false) {
  renderUi(<CartLineRow line={cartLine(options)} custCode="1000001" format={USD} stockChecked={stockChecked} />, {
    path: '/en-us',
  });
}

describe('CartLineRow stock warning', () => {
  it('says how many are in stock when the quantity exceeds it and the host checks no stock', async () => {
    renderLine({ articleCode: 'A-1', qty: 5, available: [2] });
    expect((await screen.findByTestId('cart-line-stock-warning')).textContent).toBe(
      '2 in stock; the rest ships when available',
    );
  });

  it('adds the figures of every location', async () => {
    renderLine({ articleCode: 'A-1', qty: 3, available: [1, 0] });
    expect((await screen.findByTestId('cart-line-stock-warning')).textContent).toBe(
      '1 in stock; the rest ships when available',
    );
  });

  it('says when nothing is in stock', async () => {
    renderLine({ articleCode: 'A-1', qty: 3, available: [0] });
    expect((await screen.findByTestId('cart-line-stock-warning')).textContent).toBe(
      'None in stock; the line ships when available',
    );
  });

  it('is silent when the quantity fits, when a figure is masked, and when the host checks the stock', async () => {
    renderLine({ articleCode: 'A-1', qty: 2, available: [2] });
    renderLine({ articleCode: 'A-2', qty: 50, available: [null] });
    renderLine({ articleCode: 'A-3', qty: 5, available: [2] }, true);
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(3);
    expect(screen.queryByTestId('cart-line-stock-warning')).toBeNull();
  });

  it('draws a line kept on the device by an earlier version, without its stock, with no warning', async () => {
    const line = cartLine({ articleCode: 'A-1', qty: 5, available: [2] });
    const { stock: _dropped, ...product } = line.product;
    renderUi(
      <CartLineRow line={{ ...line, product: product as typeof line.product }} custCode="1000001" format={USD} />,
      { path: '/en-us' },
    );
    expect(await screen.findByTestId('cart-line')).toBeTruthy();
    expect(screen.queryByTestId('cart-line-stock-warning')).toBeNull();
  });

  it('leaves a line the sorg refuses (NO_STOCK) to its problem badge', async () => {
    renderLine({
      articleCode: 'A-1',
      qty: 5,
      available: [2],
      problems: [{ code: 'NO_STOCK', message: 'no stock', limit: null }],
    });
    expect((await screen.findByTestId('cart-line-problem')).textContent).toBe('no stock');
    expect(screen.queryByTestId('cart-line-stock-warning')).toBeNull();
  });
});
