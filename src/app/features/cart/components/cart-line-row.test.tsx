import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  type RecordedCall,
  renderUi,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { localDb } from '../../../../browser/local-db';
import { queryKeys } from '../../../lib/query-keys';
import { cartQuery, type CartData } from '../../../domain/cart/cart.queries';
import { cartLine, cartOf, loadOutboxModules, result, storeDealerSession, updateAnswer, USD } from '../cart-test-data';
import { CartLineRow } from './cart-line-row';

interface Row {
  articleCode: string;
  sorg: string;
  qty: number;
  uom?: string;
  seenUnitPrice?: number;
}

let calls: RecordedCall[] = [];
let answer: (rows: Row[]) => Response | Promise<Response>;

/** The server of the test: sets the quantity, with a −5 % tier from 5 pieces on a dealer price of $100.00. */
function setQuantity(rows: Row[]): Response {
  const lines = rows
    .filter((r) => r.qty > 0)
    .map((r) => cartLine({ articleCode: r.articleCode, qty: r.qty, tierFrom: 5 }));
  return jsonResponse(
    200,
    updateAnswer(
      rows.map((r) => result(r.articleCode, r.qty === 0 ? 'REMOVED' : 'UPDATED', { qty: r.qty })),
      cartOf(lines),
    ),
  );
}

const updates = () => calls.filter((c) => c.operation === 'CartUpdateProducts');
const rowsOf = (call: RecordedCall | undefined) => (call?.variables?.products ?? []) as Row[];

function Harness() {
  const { data } = useQuery({ ...cartQuery(), enabled: false });
  return (
    <>
      {(data?.lines ?? []).map((line) => (
        <CartLineRow key={line.id} line={line} custCode="1000001" format={USD} />
      ))}
    </>
  );
}

function setup(cart: CartData) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.cart.content(), cart);
  renderUi(<Harness />, { queryClient, path: '/en-us' });
  return queryClient;
}

const quantityField = () => screen.findByRole('textbox', { name: 'Quantity of Product A-1' });

async function typeQuantity(value: string) {
  const field = await quantityField();
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

beforeAll(loadOutboxModules, 60_000);
beforeEach(async () => {
  storeDealerSession();
  await localDb().outbox.clear();
  answer = setQuantity;
  calls = stubFetch((call) => {
    if (call.operation === 'CartUpdateProducts') return answer(rowsOf(call));
    return jsonResponse(404, {});
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CartLineRow', () => {
  it('shows the dealer price, the next tier as a hint, and the problems of the line', async () => {
    setup(
      cartOf([
        cartLine({
          articleCode: 'A-1',
          qty: 2,
          tierFrom: 5,
          problems: [{ code: 'MAX_QUANTITY', message: 'x', limit: 10 }],
        }),
      ]),
    );
    const line = await screen.findByTestId('cart-line');
    expect(within(line).getByTestId('cart-line-unit-price').textContent).toBe('$100.00');
    expect(within(line).getByTestId('cart-line-subtotal').textContent).toBe('$200.00');
    expect(within(line).getByTestId('cart-line-next-tier').textContent).toBe('From 5 pcs (3 more): $95.00 each');
    expect(within(line).queryByTestId('cart-line-tier')).toBeNull();
    expect(within(line).getByTestId('cart-line-problem').textContent).toBe('maximum quantity 10');
  });

  it('sets the quantity (not adds) and shows the tier the server applied', async () => {
    setup(cartOf([cartLine({ articleCode: 'A-1', qty: 2, tierFrom: 5 })]));
    await typeQuantity('5');
    const line = await screen.findByTestId('cart-line');
    await waitFor(() => {
      expect(within(line).getByTestId('cart-line-tier').textContent).toBe('−5 % from 5 pcs');
    });
    expect(rowsOf(updates()[0])).toEqual([
      { custCode: '1000001', articleCode: 'A-1', sorg: '1000', qty: 5, uom: 'PC' },
    ]);
    expect(within(line).getByTestId('cart-line-unit-price').textContent).toBe('$95.00');
    expect(within(line).getByTestId('cart-line-subtotal').textContent).toBe('$475.00');
  });

  it("shows the spec's message when the stock is exceeded", async () => {
    answer = () =>
      jsonResponse(
        200,
        updateAnswer(
          [
            result('A-1', 'STOCK_EXCEEDED', {
              message: 'Your order exceeds the available stock. We removed your order, please update.',
            }),
          ],
          cartOf([]),
        ),
      );
    setup(cartOf([cartLine({ articleCode: 'A-1', qty: 2 })]));
    await typeQuantity('500');
    expect(
      await screen.findByText('Your order exceeds the available stock. We removed your order, please update.'),
    ).toBeTruthy();
  });

  it('removes the line with 0 and puts it back with Undo', async () => {
    setup(cartOf([cartLine({ articleCode: 'A-1', qty: 3 })]));
    await typeQuantity('0');
    await screen.findByText('Removed from the cart');
    await waitFor(() => {
      expect(screen.queryByTestId('cart-line')).toBeNull();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByTestId('cart-line');
    expect(updates().map((call) => rowsOf(call)[0]?.qty)).toEqual([0, 3]);
  });

  it('without a connection, queues the change with the unit price the user saw at that quantity', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    setup(cartOf([cartLine({ articleCode: 'A-1', qty: 2, tierFrom: 5 })]));
    await typeQuantity('6');
    expect(
      await screen.findByText('Saved on this device. The cart will be updated when you are back online.'),
    ).toBeTruthy();
    await waitFor(async () => {
      expect(await localDb().outbox.count()).toBe(1);
    });
    const [entry] = await localDb().outbox.toArray();
    expect(entry).toMatchObject({ kind: 'cart-update', recordId: 'cart:1000001:1000:A-1' });
    // The product's name rides along for the Outbox page (never sent: the kind's payload is the products).
    expect(entry?.input).toEqual({
      products: [{ custCode: '1000001', articleCode: 'A-1', sorg: '1000', qty: 6, uom: 'PC', seenUnitPrice: 9500 }],
      lineNames: [{ articleCode: 'A-1', name: 'Product A-1' }],
    });
  });
});
