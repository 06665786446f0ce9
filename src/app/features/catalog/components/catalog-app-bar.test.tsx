import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { CatalogSearch } from './catalog-search';
import { CategoryMenu } from './category-menu';
import { CatalogToggle } from './catalog-toggle';
import { queryKeys } from '../../../lib/query-keys';

const bikeCategories = [
  { id: '1', wording: 'Mountain', mcIds: ['1', '2'] },
  { id: '4', wording: 'E-Bikes', mcIds: ['10'] },
];

const suggestion = {
  products: [
    {
      id: '11',
      name: 'Hustle 1 20" Pink',
      articleCode: 'I000012631',
      articleCodeDisplay: '012631',
      slug: 'hustle-1-20-pink',
      groupSlug: 'hustle-1-2024',
      category: 'BIKE',
      image: '/api/images/1.svg',
    },
  ],
  suggestion: ['hustle'],
};

let calls: RecordedCall[] = [];
let failSuggestions = false;
let failCategories = false;

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  failSuggestions = false;
  failCategories = false;
  calls = stubFetch((call) => {
    if (call.operation === 'CatalogBikeCategories') {
      return failCategories
        ? jsonResponse(200, { errors: [{ message: 'boom' }] })
        : jsonResponse(200, { data: { bikeCategories } });
    }
    if (call.operation === 'CatalogSearchSuggestion') {
      return failSuggestions
        ? jsonResponse(200, { errors: [{ message: 'boom' }] })
        : jsonResponse(200, { data: { searchSuggestion: suggestion } });
    }
    if (call.operation === 'CatalogProductCounts') {
      return jsonResponse(200, { data: { productCounts: { bike: 3, paa: 0, groupset: 1 } } });
    }
    return jsonResponse(404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const suggestionCalls = () => calls.filter((call) => call.operation === 'CatalogSearchSuggestion');

describe('CatalogSearch', () => {
  it('asks for nothing under 3 characters, then 4 suggestions after the pause', async () => {
    const { router } = renderUi(<CatalogSearch locale="en-us" category="bike" />, { path: '/en-us/catalog' });
    const input = await screen.findByRole('searchbox', { name: 'Search products' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'hu' } });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(suggestionCalls()).toHaveLength(0);
    expect(screen.queryByRole('option')).toBeNull();

    fireEvent.change(input, { target: { value: 'hus' } });
    fireEvent.change(input, { target: { value: 'hust' } });
    // Debounced: one request, 650 ms after the last keystroke, for the last term.
    await waitFor(() => {
      expect(suggestionCalls()).toHaveLength(1);
    });
    expect(suggestionCalls()[0]?.variables).toEqual({ term: 'hust', category: 'BIKE', limit: 4 });
    // jsdom computes no layout: Mantine's dropdown counts as hidden to Testing Library.
    const option = await screen.findByRole('option', { name: /Hustle 1 20" Pink/, hidden: true });
    expect(option.textContent).toContain('012631');

    // Enter without a highlighted suggestion lists the products for the term.
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => {
      expect(router?.state.location.pathname).toBe('/en-us/catalog/list');
    });
    expect(router?.state.location.search).toEqual({ category: 'bike', search: 'hust' });
  });

  it("logs 'Something went wrong (01).' and shows no suggestion when the request fails", async () => {
    failSuggestions = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderUi(<CatalogSearch locale="en-us" category="paa" />, { path: '/en-us/catalog' });
    const input = await screen.findByRole('searchbox', { name: 'Search products' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'lights' } });
    await waitFor(() => {
      expect(log).toHaveBeenCalledWith('Something went wrong (01).', expect.anything());
    });
    expect(screen.queryByRole('option', { name: /Hustle/, hidden: true })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CategoryMenu', () => {
  it("opens 50 ms after the click; links join the merchandise categories with '+'", async () => {
    renderUi(<CategoryMenu locale="en-us" category="bike" catalogRedesign={false} hideCategoryMenu={false} />, {
      path: '/en-us/catalog',
    });
    const button = await screen.findByRole('button', { name: 'Categories' });
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
    const mountain = await screen.findByRole('menuitem', { name: 'Mountain', hidden: true });
    expect(mountain.getAttribute('href')).toBe('/en-us/catalog/list?category=bike&merchandiseCategories=1%2B2');
    expect(screen.getByRole('menuitem', { name: 'E-Bikes', hidden: true }).getAttribute('href')).toBe(
      '/en-us/catalog/list?category=bike&merchandiseCategories=10',
    );
    expect(screen.getByRole('menuitem', { name: 'All categories', hidden: true }).getAttribute('href')).toBe(
      '/en-us/catalog/bike',
    );
  });

  it("links 'All categories' to the list with CATALOG_REDESIGN", async () => {
    renderUi(<CategoryMenu locale="en-us" category="bike" catalogRedesign hideCategoryMenu={false} />, {
      path: '/en-us/catalog',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Categories' }));
    const all = await screen.findByRole('menuitem', { name: 'All categories', hidden: true });
    expect(all.getAttribute('href')).toBe('/en-us/catalog/list?category=bike');
  });

  it('is a plain link with HIDE_CATEGORY_MENU and loads no categories', async () => {
    renderUi(<CategoryMenu locale="en-us" category="paa" catalogRedesign={false} hideCategoryMenu />, {
      path: '/en-us/catalog',
    });
    const link = await screen.findByRole('link', { name: 'Categories' });
    expect(link.getAttribute('href')).toBe('/en-us/catalog/paa');
    expect(calls.filter((call) => call.operation !== undefined)).toHaveLength(0);
  });

  it('keeps ?category= on the plain link with HIDE_CATEGORY_MENU and CATALOG_REDESIGN', async () => {
    renderUi(<CategoryMenu locale="en-us" category="paa" catalogRedesign hideCategoryMenu />, {
      path: '/en-us/catalog',
    });
    const link = await screen.findByRole('link', { name: 'Categories' });
    expect(link.getAttribute('href')).toBe('/en-us/catalog/list?category=paa');
  });

  it("logs 'Something went wrong (0101)' when the categories fail, and still offers 'All categories'", async () => {
    failCategories = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderUi(<CategoryMenu locale="en-us" category="bike" catalogRedesign={false} hideCategoryMenu={false} />, {
      path: '/en-us/catalog',
    });
    await waitFor(() => {
      expect(log).toHaveBeenCalledWith('Something went wrong (0101)', expect.anything());
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Categories' }));
    expect(await screen.findByRole('menuitem', { name: 'All categories', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Mountain', hidden: true })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CatalogToggle', () => {
  it('shows only categories having products (none to switch here)', async () => {
    const queryClient = createTestQueryClient();
    renderUi(<CatalogToggle locale="en-us" category="bike" isHome />, { path: '/en-us/catalog', queryClient });
    await waitFor(() => {
      expect(queryClient.getQueryData(queryKeys.catalog.counts())).toBeDefined();
    });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('holds its place, hidden from sight and from assistive technology, while the counts load (no shift)', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryDefaults(queryKeys.catalog.counts(), { queryFn: () => new Promise<never>(() => undefined) });
    renderUi(<CatalogToggle locale="en-us" category="bike" isHome />, { path: '/en-us/catalog', queryClient });
    const placeholder = await screen.findByTestId('catalog-toggle-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('switches to the home of the other category, replacing the entry when on the home', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.catalog.counts(), { bike: 3, paa: 5, groupset: 0 });
    const { router } = renderUi(<CatalogToggle locale="en-us" category="bike" isHome />, {
      path: '/en-us/catalog',
      queryClient,
    });
    const paa = await screen.findByRole('radio', { name: 'PAA' });
    if (!router) throw new Error('rendered without a router');
    const navigate = vi.spyOn(router, 'navigate');
    await act(async () => {
      fireEvent.click(paa);
      await Promise.resolve();
    });
    expect(navigate).toHaveBeenCalledWith(
      expect.objectContaining({ to: '/$locale/catalog', search: { category: 'paa' }, replace: true }),
    );
  });
});
