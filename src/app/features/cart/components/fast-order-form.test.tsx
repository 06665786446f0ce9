import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall, renderUi, stubFetch } from '../../../../../tests/support/render-ui';
import { localDb } from '../../../../browser/local-db';
import { cartLine, cartOf, loadOutboxModules, result, storeDealerSession, updateAnswer } from '../cart-test-data';
import { FastOrderForm } from './fast-order-form';

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

interface Row {
  custCode: string;
  articleCode: string;
  sorg: string;
  qty: number;
  add?: boolean;
}

let calls: RecordedCall[] = [];
let answer: (rows: Row[]) => Response | Promise<Response>;

/** The server's rule of the demo: codes starting with 'X' are unknown, the rest are added. */
function serverAnswer(rows: Row[]): Response {
  const known = rows.filter((row) => !row.articleCode.startsWith('X'));
  return jsonResponse(
    200,
    updateAnswer(
      rows.map((row) =>
        row.articleCode.startsWith('X')
          ? result(row.articleCode, 'UNKNOWN_CODE', { message: 'unknown code' })
          : result(row.articleCode, 'ADDED', { qty: row.qty, unitPrice: 1000 }),
      ),
      cartOf(known.map((row) => cartLine({ articleCode: row.articleCode, qty: row.qty, dealer: 1000 }))),
    ),
  );
}

const updateCalls = () => calls.filter((c) => c.operation === 'CartUpdateProducts');
const rowsOf = (call: RecordedCall | undefined) => (call?.variables?.products ?? []) as Row[];

function setup() {
  renderUi(<FastOrderForm locale="en-us" custCode="1000001" sorg="1000" />, { path: '/en-us' });
}

async function field(): Promise<HTMLTextAreaElement> {
  return screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Article codes and quantities' });
}

async function submit(text: string) {
  fireEvent.change(await field(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
}

beforeAll(loadOutboxModules, 60_000);
beforeEach(async () => {
  storeDealerSession();
  await localDb().outbox.clear();
  answer = serverAnswer;
  calls = stubFetch((call) => {
    if (call.operation === 'CartUpdateProducts') return answer(rowsOf(call));
    return jsonResponse(404, {});
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('FastOrderForm', () => {
  it('reports the lines it cannot read by number and sends nothing', async () => {
    setup();
    await submit('A-1 2\nB-2 two\n\nC-3 1.5');
    const problems = await screen.findByTestId('fast-order-problems');
    expect(
      within(problems)
        .getAllByTestId('fast-order-problem')
        .map((p) => p.textContent),
    ).toEqual([
      'Line 2 “B-2 two”: *Must Be Numeric',
      'Line 4 “C-3 1.5”: *Must Be Numeric (whole pieces only, no decimals)',
    ]);
    expect(within(problems).getByText('Nothing was added yet. Correct these lines and try again.')).toBeTruthy();
    expect(updateCalls()).toHaveLength(0);
    // What the user typed stays as typed.
    expect((await field()).value).toBe('A-1 2\nB-2 two\n\nC-3 1.5');
  });

  it('adds the rows with add: true in the host sorg, reports each, and keeps only the row not added', async () => {
    setup();
    await submit('a-1 2\nB-2;1\nX-404,3\nC-3\t4\nA-1 1');
    const report = await screen.findByTestId('cart-update-report');
    expect(within(report).getByTestId('cart-update-summary').textContent).toBe('3 of 4 articles added to the cart.');
    expect(rowsOf(updateCalls()[0])).toEqual([
      { custCode: '1000001', articleCode: 'A-1', sorg: '1000', qty: 3, add: true },
      { custCode: '1000001', articleCode: 'B-2', sorg: '1000', qty: 1, add: true },
      { custCode: '1000001', articleCode: 'X-404', sorg: '1000', qty: 3, add: true },
      { custCode: '1000001', articleCode: 'C-3', sorg: '1000', qty: 4, add: true },
    ]);
    const rows = within(report).getAllByTestId('cart-update-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['ADDED', 'ADDED', 'UNKNOWN_CODE', 'ADDED']);
    // The repeated code came from lines 1 and 5; the product's name comes from the cart.
    expect(rows[0]?.textContent).toContain('1, 5');
    expect(rows[0]?.textContent).toContain('Product A-1');
    expect(rows[2]?.textContent).toContain('No article has this code.');
    expect((await field()).value).toBe('X-404,3');
  });

  it('sends 75 rows per request', async () => {
    setup();
    const text = Array.from({ length: 80 }, (_, i) => `P-${String(i + 1)} 1`).join('\n');
    await submit(text);
    const report = await screen.findByTestId('cart-update-report');
    expect(within(report).getByTestId('cart-update-summary').textContent).toBe('80 of 80 articles added to the cart.');
    expect(updateCalls().map((call) => rowsOf(call).length)).toEqual([75, 5]);
    expect((await field()).value).toBe('');
  });

  it("shows the server's refusal of the whole request and keeps the text", async () => {
    answer = () =>
      jsonResponse(
        200,
        updateAnswer([], cartOf([]), {
          code: 'CUSTOMER_NOT_YOURS',
          message: 'This customer does not belong to you anymore, please contact sales support',
        }),
      );
    setup();
    await submit('A-1 2');
    expect(
      await screen.findByText('This customer does not belong to you anymore, please contact sales support'),
    ).toBeTruthy();
    expect((await field()).value).toBe('A-1 2');
  });

  it('without a connection, keeps the rows in the outbox and clears them from the field', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    setup();
    await submit('A-1 2\nB-2 1');
    expect(
      await screen.findByText('Saved on this device: 2 articles will be added to the cart when you are back online.'),
    ).toBeTruthy();
    await waitFor(async () => {
      expect(await localDb().outbox.count()).toBe(1);
    });
    const [entry] = await localDb().outbox.toArray();
    expect(entry).toMatchObject({ kind: 'cart-update', userId: '3', customerId: '001000001' });
    expect(entry?.input).toEqual({
      products: [
        { custCode: '1000001', articleCode: 'A-1', sorg: '1000', qty: 2, add: true },
        { custCode: '1000001', articleCode: 'B-2', sorg: '1000', qty: 1, add: true },
      ],
    });
    expect((await field()).value).toBe('');
  });

  it('reads a CSV file into the field (semicolons, a byte order mark, a header)', async () => {
    setup();
    const file = new File(['\uFEFFArtikelnummer;Menge\r\nA-1;2\r\nB-2;1\r\n'], 'order.csv', { type: 'text/csv' });
    await field();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(async () => {
      expect((await field()).value).toContain('A-1;2');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByTestId('cart-update-report');
    expect(rowsOf(updateCalls()[0]).map((r) => [r.articleCode, r.qty])).toEqual([
      ['A-1', 2],
      ['B-2', 1],
    ]);
  });
});
