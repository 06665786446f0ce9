import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterCatalogPreview, leaveCatalogPreview } from '../../../domain/catalog/catalog-preview';
import {
  createTestQueryClient,
  jsonResponse,
  matchMediaQueries,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import type { CatalogProductDetailsQuery } from '../../../gql/graphql';
import { queryKeys } from '../../../lib/query-keys';
import { GRID_BUTTON_IN_TITLE_QUERY, ProductDetailsPage } from './product-details-page';

type Details = NonNullable<CatalogProductDetailsQuery['productDetailsV2']>;
type Product = Details['products'][number];

const format = { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };

function product(id: string, size: string, color: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Trail 1 ${size} ${color}`,
    articleCode: `ART-${id}`,
    articleCodeDisplay: `ART-${id}`,
    oldCode: null,
    slug: `trail-1-${id}`,
    groupSlug: 'trail-1',
    sorg: '1000',
    category: 'BIKE',
    uom: 'PC',
    frameSize: size,
    wheelSize: '29',
    color,
    colorHex: color === 'Red' ? '#ff0000' : '#000000',
    image: `/api/images/${color}.svg`,
    cartQty: 0,
    allowToOrder: true,
    brand: { id: '1', description: 'Polygon' },
    serie: 'Trail',
    modelYear: 2026,
    tags: [],
    orderQuota: null,
    maxOrderQty: null,
    restockNotification: false,
    sorgBlocked: false,
    orderBlocked: false,
    brandBlocked: false,
    categoryBlocked: false,
    hierarchyBlocked: false,
    price: {
      retail: 150000,
      retailDisplay: true,
      dealer: 100000,
      promotion: null,
      format,
      discount: [
        { salesDealNo: 'SD-1', term: '>=', qty: 3, type: '%', discount: -5, uom: 'PC', unitPrice: 95000 },
        { salesDealNo: 'SD-1', term: '>=', qty: 10, type: '%', discount: -10, uom: 'PC', unitPrice: 90000 },
      ],
    },
    stock: {
      inStock: true,
      availableForOrderAt: null,
      available: [{ date: null, qty: 12, mask: null, priority: null, location: null }],
      custorder: null,
      nextArrival: null,
    },
    cannotPurchase: [],
    ...overrides,
  };
}

const products: Product[] = [
  product('1', 'M', 'Red'),
  product('2', 'M', 'Black', {
    restockNotification: false,
    stock: {
      inStock: false,
      availableForOrderAt: null,
      available: [{ date: null, qty: 0, mask: null, priority: null, location: null }],
      custorder: null,
      nextArrival: { date: '2027-01-15', qty: null, mask: '10+', location: null },
    },
  }),
  product('3', 'L', 'Red', {
    stock: {
      inStock: true,
      availableForOrderAt: null,
      available: [{ date: null, qty: null, mask: '10+', priority: null, location: null }],
      custorder: null,
      nextArrival: null,
    },
  }),
  product('4', 'L', 'Black', {
    cannotPurchase: [{ code: 'MAX_QUANTITY', message: 'maximum quantity 2', limit: 2 }],
  }),
];

const details: Details = {
  group: {
    id: '9',
    slug: 'trail-1',
    parentName: 'Trail 1',
    category: 'BIKE',
    brand: { id: '1', description: 'Polygon' },
    serie: 'Trail',
    modelYear: 2026,
    image: '/api/images/group.svg',
    colors: [
      { name: 'Red', hex: '#ff0000', image: '/api/images/Red.svg' },
      { name: 'Black', hex: '#000000', image: '/api/images/Black.svg' },
    ],
    itemCount: 4,
    startingAt: 100000,
    maxRetail: 150000,
    format,
    promotionBadge: 'SPRING DEAL',
    inStock: true,
    description: 'A trail bike.',
  },
  selected: null,
  products,
  promotions: [
    {
      code: 'SPRING',
      name: 'Spring trail days',
      description: 'Up to 10 % off',
      terms: 'While stocks last.',
      badge: 'SPRING DEAL',
      tagline: 'Ride more',
      locations: [],
      category: 'BIKE',
      validFrom: '2026-01-01',
      validTo: '2027-01-31',
    },
  ],
};

let calls: RecordedCall[] = [];

interface SetupOptions {
  custCode?: string | null;
  scopes?: string[];
}

function setup({ custCode = 'ISR001', scopes = ['page.catalog', 'cart.display-order-qty'] }: SetupOptions = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.catalog.details('trail-1'), details);
  queryClient.setQueryData(queryKeys.session.user(), {
    id: 3,
    name: 'Dana Dealer',
    username: 'dealer',
    scopes,
    customerData: custCode ? { custName: 'Bike Shop', custCode: { isr: custCode, r3: null, unified: null } } : null,
  });
  queryClient.setQueryData(queryKeys.catalog.counts(), { bike: 3, paa: 3, groupset: 0 });
  return renderUi(<ProductDetailsPage slug="trail-1" locale="en-us" />, {
    path: '/en-us/catalog/bike/trail-1',
    queryClient,
  });
}

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  calls = stubFetch((call) => {
    if (call.operation === 'CartUpdateProducts') {
      const input = (call.variables?.products ?? []) as { articleCode: string; qty: number }[];
      return jsonResponse(200, {
        data: {
          updateProductsInCart: {
            message: { status: 'SUCCESS', description: 'Updated' },
            userErrors: [],
            results: input.map((item) => ({
              articleCode: item.articleCode,
              sorg: '1000',
              status: 'ADDED',
              message: null,
              qty: item.qty,
              unitPrice: item.qty >= 3 ? 95000 : 100000,
            })),
            cart: {
              totalQty: input.reduce((sum, item) => sum + item.qty, 0),
              lines: input.map((item) => ({
                id: `${item.articleCode}:1000`,
                qty: item.qty,
                sorg: '1000',
                unitPrice: item.qty >= 3 ? 95000 : 100000,
                appliedTier: item.qty >= 3 ? { salesDealNo: 'SD-1', qty: 3, unitPrice: 95000 } : null,
                product: { id: item.articleCode, articleCode: item.articleCode },
              })),
            },
          },
        },
      });
    }
    if (call.operation === 'CatalogSubscribeRestock') {
      return jsonResponse(200, {
        data: {
          subscribeRestockedNotification: {
            message: { status: 'SUCCESS', description: 'ok' },
            userErrors: [],
            restockNotification: true,
          },
        },
      });
    }
    if (call.operation === 'CatalogBikeCategories') return jsonResponse(200, { data: { bikeCategories: [] } });
    if (call.operation === 'CatalogProductDetails') {
      return jsonResponse(200, { data: { productDetailsV2: details } });
    }
    return jsonResponse(404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const addCalls = () => calls.filter((call) => call.operation === 'CartUpdateProducts');

describe('ProductDetailsPage', () => {
  it('shows prices, the tier ladder, stock with masks and the next arrival, and the promotion', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Trail 1', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('dealer-price').textContent).toBe('$1,000.00');
    expect(screen.getByTestId('retail-price').textContent).toBe('$1,500.00');
    const ladder = screen.getByTestId('tier-ladder');
    expect(
      within(ladder)
        .getAllByTestId('tier-row')
        .map((row) => row.textContent),
    ).toEqual(['3 or more$950.00−5 %', '10 or more$900.00−10 %']);
    expect(screen.getAllByTestId('promotion-badge')[0]?.textContent).toBe('SPRING DEAL');
    expect(screen.getByText('While stocks last.', { exact: false })).toBeTruthy();
    const grid = screen.getByTestId('size-color-grid');
    // The masked figure shows the mask; the arrival its date and masked quantity.
    expect(grid.textContent).toContain('10+');
    expect(grid.textContent).toContain('Arriving 15 Jan 2027: 10+');
    // The blocked article says why and takes no quantity.
    expect(grid.textContent).toContain('maximum quantity 2');
    expect(screen.getByRole('textbox', { name: 'Quantity of size L, Black' })).toHaveProperty('disabled', true);
  });

  it('typing a quantity highlights the tier that applies', async () => {
    setup();
    const field = await screen.findByRole('textbox', { name: 'Quantity of size M, Red' });
    fireEvent.change(field, { target: { value: '4' } });
    const active = screen.getByTestId('tier-ladder').querySelector('[aria-current="true"]');
    expect(active?.textContent).toContain('3 or more');
    fireEvent.change(field, { target: { value: '12' } });
    expect(screen.getByTestId('tier-ladder').querySelector('[aria-current="true"]')?.textContent).toContain(
      '10 or more',
    );
  });

  it('adds several sizes in one updateProductsInCart call for the active customer', async () => {
    setup();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Quantity of size M, Red' }), {
      target: { value: '3' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of size L, Red' }), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('grid-add-to-cart'));
    await waitFor(() => {
      expect(addCalls()).toHaveLength(1);
    });
    expect(addCalls()[0]?.variables).toEqual({
      products: [
        { custCode: 'ISR001', articleCode: 'ART-1', sorg: '1000', qty: 3, uom: 'PC', add: true },
        { custCode: 'ISR001', articleCode: 'ART-3', sorg: '1000', qty: 1, uom: 'PC', add: true },
      ],
    });
    const lines = await screen.findAllByTestId('cart-result-line');
    expect(lines[0]?.textContent).toContain('3 in your cart at $950.00 each');
    expect(lines[0]?.textContent).toContain('quantity price from 3');
    expect(lines[1]?.textContent).toContain('1 in your cart at $1,000.00 each');
    // What went in is cleared.
    expect(screen.getByRole('textbox', { name: 'Quantity of size M, Red' })).toHaveProperty('value', '');
  });

  it("refuses negative or non-numeric quantities with '*Must Be Numeric' and sends nothing", async () => {
    setup();
    const field = await screen.findByRole('textbox', { name: 'Quantity of size M, Red' });
    fireEvent.change(field, { target: { value: '-2' } });
    expect((await screen.findAllByText('*Must Be Numeric')).length).toBeGreaterThan(0);
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('grid-add-to-cart'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(addCalls()).toHaveLength(0);
  });

  it('turns the restock notification on with the spec message', async () => {
    setup();
    // The black M is out of stock: selecting it offers the notification.
    const [blackSwatch] = await screen.findAllByRole('button', { name: 'Black' });
    if (!blackSwatch) throw new Error('no colour button');
    fireEvent.click(blackSwatch);
    const toggle = await screen.findByRole('switch', { name: 'E-mail me when it is back in stock' });
    fireEvent.click(toggle);
    expect(
      await screen.findByText(
        'The notification was successfully activated. You will get notifications on your email when the stock is available.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.operation === 'CatalogSubscribeRestock')?.variables).toEqual({
      articleCode: 'ART-2',
      sorg: '1000',
    });
  });

  it('asks for a customer first, and offers no ordering without the cart scope', async () => {
    const first = setup({ custCode: null });
    expect(await screen.findByText('Select a customer to order')).toBeTruthy();
    expect(screen.queryByTestId('grid-add-to-cart')).toBeNull();
    first.unmount();
    setup({ scopes: ['page.catalog'] });
    await screen.findByRole('heading', { name: 'Trail 1', level: 1 });
    expect(screen.queryByText('Select a customer to order')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Quantity of size M, Red' })).toBeNull();
  });

  it('in preview mode shows the retail price only: no dealer price, tiers, ordering or restock toggle', async () => {
    enterCatalogPreview();
    try {
      setup();
      await screen.findByRole('heading', { name: 'Trail 1', level: 1 });
      expect(screen.getByTestId('catalog-preview-notice')).toBeTruthy();
      expect(screen.getByTestId('retail-price').textContent).toBe('$1,500.00');
      expect(screen.queryByTestId('dealer-price')).toBeNull();
      expect(screen.queryByTestId('tier-ladder')).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Quantity of size M, Red' })).toBeNull();
      expect(screen.queryByTestId('grid-add-to-cart')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
      expect(await screen.findByTestId('dealer-price')).toBeTruthy();
    } finally {
      leaveCatalogPreview();
    }
  });

  it('on a phone or tablet puts Add to cart in the bar after the grid, with the pieces typed beside it', async () => {
    setup();
    const bar = await screen.findByTestId('grid-cart-bar');
    const section = screen.getByRole('region', { name: 'Sizes and colours' });
    // One button, in the bar: a sibling after the grid's section (it rests there, below the last row).
    expect(screen.getAllByTestId('grid-add-to-cart')).toHaveLength(1);
    expect(within(bar).getByTestId('grid-add-to-cart')).toBeTruthy();
    expect(section.contains(bar)).toBe(false);
    expect(section.nextElementSibling).toBe(bar);
    expect(within(bar).getByTestId('grid-pieces').textContent).toBe('Type the quantities in the grid');
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of size M, Red' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of size L, Red' }), { target: { value: '1' } });
    expect(within(bar).getByTestId('grid-pieces').textContent).toBe('4 pieces selected');
    // A refused field adds nothing to the count.
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of size L, Red' }), { target: { value: 'x' } });
    expect(within(bar).getByTestId('grid-pieces').textContent).toBe('3 pieces selected');
    fireEvent.click(within(bar).getByTestId('grid-add-to-cart'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(addCalls()).toHaveLength(0);
  });

  it('on a desktop keeps Add to cart beside the grid title, with no bar', async () => {
    const restore = matchMediaQueries([GRID_BUTTON_IN_TITLE_QUERY]);
    try {
      setup();
      const section = await screen.findByRole('region', { name: 'Sizes and colours' });
      expect(within(section).getByTestId('grid-add-to-cart')).toBeTruthy();
      expect(screen.queryByTestId('grid-cart-bar')).toBeNull();
    } finally {
      restore();
    }
  });

  it('keeps the grid a table: colour column headers, size row headers, quantity fields in row order', async () => {
    setup();
    const grid = await screen.findByTestId('size-color-grid');
    expect(grid.tagName).toBe('TABLE');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Size', 'Red', 'Black']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['M', 'L']);
    expect(
      within(grid)
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('aria-label')),
    ).toEqual([
      'Quantity of size M, Red',
      'Quantity of size M, Black',
      'Quantity of size L, Red',
      'Quantity of size L, Black',
    ]);
    // Its own scroll box takes no tab stop while fields inside take the focus.
    expect(screen.getByTestId('size-color-grid-scroller').hasAttribute('tabindex')).toBe(false);
  });

  it('lets the keyboard scroll the grid when it has no quantity fields', async () => {
    setup({ scopes: ['page.catalog'] });
    const scroller = await screen.findByTestId('size-color-grid-scroller');
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('group', { name: 'Sizes and colours' })).toBe(scroller);
  });
});
