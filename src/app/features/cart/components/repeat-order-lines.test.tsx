import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall, renderUi, stubFetch } from '../../../../../tests/support/render-ui';
import { localDb } from '../../../../browser/local-db';
import type { OrderHistoryEntry } from '../api/cart.queries';
import { cartLine, cartOf, loadOutboxModules, result, storeDealerSession, updateAnswer, USD } from '../cart-test-data';
import { RepeatOrderLines } from './repeat-order-lines';

interface Row {
  articleCode: string;
  sorg: string;
  qty: number;
  add?: boolean;
}

function product(articleCode: string, options: { blocked?: boolean; inStock?: boolean } = {}) {
  return {
    id: articleCode,
    name: `Product ${articleCode}`,
    articleCode,
    articleCodeDisplay: articleCode,
    sorg: '1000',
    image: '/api/images/x.svg',
    uom: 'PC',
    cartQty: 0,
    maxOrderQty: null,
    price: { dealer: 1200, format: USD },
    stock: { inStock: options.inStock ?? true, available: [{ qty: 12, mask: null }] },
    cannotPurchase: options.blocked ? [{ code: 'BLOCKED' as const, message: 'blocked', limit: null }] : [],
  };
}

const order: OrderHistoryEntry = {
  orderNo: 'SO-1',
  sorg: '1000',
  status: 'Delivered',
  createdAt: '2026-01-10T10:00:00Z',
  totalOrder: 5000,
  format: USD,
  lines: [
    {
      articleCode: 'A-1',
      description: 'Bottle',
      orderQty: 2,
      uom: 'PC',
      price: 1000,
      subtotal: 2000,
      product: product('A-1'),
    },
    {
      articleCode: 'B-2',
      description: 'Cage',
      orderQty: 1,
      uom: 'PC',
      price: 1000,
      subtotal: 1000,
      product: product('B-2', { inStock: false }),
    },
    {
      articleCode: 'C-3',
      description: 'Old saddle',
      orderQty: 2,
      uom: 'PC',
      price: 1000,
      subtotal: 2000,
      product: null,
    },
    {
      articleCode: 'D-4',
      description: 'Lamp',
      orderQty: 1,
      uom: 'PC',
      price: 0,
      subtotal: 0,
      product: product('D-4', { blocked: true }),
    },
  ],
};

let calls: RecordedCall[] = [];
let offline = false;
const rowsOf = (call: RecordedCall | undefined) => (call?.variables?.products ?? []) as Row[];

beforeAll(loadOutboxModules, 60_000);
beforeEach(async () => {
  storeDealerSession();
  offline = false;
  await localDb().outbox.clear();
  calls = stubFetch((call) => {
    if (offline) return Promise.reject(new TypeError('Failed to fetch'));
    const rows = rowsOf(call);
    return jsonResponse(
      200,
      updateAnswer(
        rows.map((r) =>
          r.articleCode === 'B-2'
            ? result(r.articleCode, 'NO_STOCK', { message: 'no stock' })
            : result(r.articleCode, 'ADDED', { qty: r.qty }),
        ),
        cartOf([cartLine({ articleCode: 'A-1', qty: 2 })]),
      ),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RepeatOrderLines', () => {
  it('starts from the ordered quantities; a product no longer sold or blocked cannot be added', async () => {
    renderUi(<RepeatOrderLines locale="en-us" custCode="1000001" order={order} />, { path: '/en-us' });
    const rows = await screen.findAllByTestId('repeat-order-line');
    expect(rows).toHaveLength(4);
    const qty = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: `Quantity of ${name}` });
    expect(qty('Product A-1').value).toBe('2');
    expect(qty('Old saddle').disabled).toBe(true);
    const [, outOfStock, gone] = rows;
    if (!outOfStock || !gone) throw new Error('rows missing');
    expect(within(gone).getByText('No longer sold')).toBeTruthy();
    expect(qty('Product D-4').disabled).toBe(true);
    expect(within(outOfStock).getByText('Out of stock')).toBeTruthy();
  });

  it("refuses letters with '*Must Be Numeric' and then adds nothing", async () => {
    renderUi(<RepeatOrderLines locale="en-us" custCode="1000001" order={order} />, { path: '/en-us' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Quantity of Product A-1' }), {
      target: { value: 'x' },
    });
    expect(screen.getByText('*Must Be Numeric')).toBeTruthy();
    expect(screen.getByTestId('repeat-order-add')).toHaveProperty('disabled', true);
  });

  it('adds the chosen quantities in one call (add: true) and reports each row', async () => {
    renderUi(<RepeatOrderLines locale="en-us" custCode="1000001" order={order} />, { path: '/en-us' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Quantity of Product A-1' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByTestId('repeat-order-add'));
    const report = await screen.findByTestId('cart-update-report');
    expect(calls).toHaveLength(1);
    expect(rowsOf(calls[0])).toEqual([
      { custCode: '1000001', articleCode: 'A-1', sorg: '1000', qty: 3, uom: 'PC', add: true },
      { custCode: '1000001', articleCode: 'B-2', sorg: '1000', qty: 1, uom: 'PC', add: true },
    ]);
    expect(within(report).getByTestId('cart-update-summary').textContent).toBe('1 of 2 articles added to the cart.');
    expect(
      within(report)
        .getAllByTestId('cart-update-row')
        .map((r) => r.getAttribute('data-status')),
    ).toEqual(['ADDED', 'NO_STOCK']);
  });

  it('without a connection, keeps the chosen quantities in the outbox', async () => {
    offline = true;
    renderUi(<RepeatOrderLines locale="en-us" custCode="1000001" order={order} />, { path: '/en-us' });
    fireEvent.click(await screen.findByTestId('repeat-order-add'));
    expect(
      await screen.findByText('Saved on this device: 2 articles will be added to the cart when you are back online.'),
    ).toBeTruthy();
    const [entry] = await localDb().outbox.toArray();
    expect(entry?.kind).toBe('cart-update');
    expect((entry?.input as { products: Row[] }).products.map((p) => [p.articleCode, p.qty, p.add])).toEqual([
      ['A-1', 2, true],
      ['B-2', 1, true],
    ]);
    const rows = screen.getAllByTestId('cart-update-row');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['queued', 'queued']);
  });
});
