import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  type CatalogListSearch,
  hasActiveFilters,
  joinMerchandiseCategories,
  parseListSearch,
  toListSearch,
  toProductFilter,
  toUrlSearch,
  withListFilter,
  withoutChip,
  withoutFilters,
} from './list-search';

/** What the router's default parser makes of a query string: JSON values where they parse, else the text. */
function routerParse(query: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    try {
      out[key] = JSON.parse(value) as unknown;
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/** What the router's default stringifier writes: strings bare unless they would parse as JSON. */
function routerStringify(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string') {
      let parses = true;
      try {
        JSON.parse(value);
      } catch {
        parses = false;
      }
      params.set(key, parses ? JSON.stringify(value) : value);
    } else params.set(key, JSON.stringify(value));
  }
  return params.toString();
}

const full: CatalogListSearch = {
  category: 'bike',
  search: 'trail 29',
  page: 3,
  sortByField: 'price',
  sortByOrder: 'DESC',
  promotions: ['SPRING24', 'CLEAR'],
  brands: ['1', '4'],
  bikeCategories: ['2'],
  merchandiseCategories: ['11', '12', '13'],
  series: ['7'],
  models: ['301', '302'],
  frameSizes: ['M', 'L'],
  wheelSizes: ['29"'],
  articleTags: ['E-Bike Ready', 'Gravel'],
  articleTagCategory: 'usage',
  priceFrom: 50000,
  priceTo: 250000,
  hasStock: true,
};

describe('parseListSearch', () => {
  it('reads every key of the list URL', () => {
    const parsed = parseListSearch(
      routerParse(
        'category=bike&search=trail%2029&view=item&page=3&sortByField=price&sortByOrder=DESC&promotions=SPRING24,CLEAR' +
          '&brands=1,4&models=301,302&series=7&frameSizes=M,L&wheelSizes=29"&merchandiseCategories=11,12,13' +
          '&bikeCategories=2&articleTags=E-Bike%20Ready,Gravel&articleTagCategory=usage&priceFrom=50000' +
          '&priceTo=250000&hasStock=true',
      ),
    );
    expect(parsed).toEqual({ ...full, view: 'item' });
  });

  it('takes comma-separated lists, and + or a space between ids (the category menu joins with +)', () => {
    expect(parseListSearch(routerParse('merchandiseCategories=11+12+13')).merchandiseCategories).toEqual([
      '11',
      '12',
      '13',
    ]);
    expect(parseListSearch({ merchandiseCategories: '11 12,13' }).merchandiseCategories).toEqual(['11', '12', '13']);
    expect(parseListSearch({ brands: '4' }).brands).toEqual(['4']);
    // The router's parser turns a lone id into a number.
    expect(parseListSearch({ brands: 4 }).brands).toEqual(['4']);
    // Names keep their spaces: only a comma separates them.
    expect(parseListSearch({ articleTags: 'E-Bike Ready, Gravel' }).articleTags).toEqual(['E-Bike Ready', 'Gravel']);
  });

  it('drops empty and repeated list values', () => {
    expect(parseListSearch({ brands: '1,,1, ,2' }).brands).toEqual(['1', '2']);
    expect(parseListSearch({ brands: ',' })).toEqual({});
  });

  it('drops bad values instead of failing', () => {
    expect(
      parseListSearch({
        category: 'cars',
        view: 'grid',
        page: -2,
        sortByField: 'colour',
        sortByOrder: 'sideways',
        priceFrom: '12abc',
        priceTo: '-5',
        hasStock: 'maybe',
        search: '   ',
        articleTagCategory: '',
        unknownKey: 'x',
      }),
    ).toEqual({});
    expect(parseListSearch({ page: 0 })).toEqual({});
    expect(parseListSearch({ page: '2.5' })).toEqual({});
    expect(parseListSearch({ page: 'abc', brands: '1' })).toEqual({ brands: ['1'] });
    expect(parseListSearch({ priceFrom: 'ten', priceTo: 900 })).toEqual({ priceTo: 900 });
    expect(parseListSearch({ brands: { nested: true } })).toEqual({});
    expect(parseListSearch(null)).toEqual({});
  });

  it('sorts ascending when only a field is given, by price when only an order is', () => {
    expect(parseListSearch({ sortByField: 'name' })).toEqual({ sortByField: 'name', sortByOrder: 'ASC' });
    expect(parseListSearch({ sortByOrder: 'desc' })).toEqual({ sortByField: 'price', sortByOrder: 'DESC' });
    expect(parseListSearch({ sortByField: 'recomended' })).toEqual({
      sortByField: 'recommended',
      sortByOrder: 'ASC',
    });
  });

  it('is lenient with case, leaves page 1 out and keeps the search term readable', () => {
    expect(parseListSearch({ category: 'PAA', view: 'ITEM', page: 1 })).toEqual({ category: 'paa', view: 'item' });
    expect(parseListSearch({ view: 'model' })).toEqual({ view: 'group' });
    expect(parseListSearch({ search: '  road   bike ' })).toEqual({ search: 'road bike' });
    expect(parseListSearch({ search: 2024 })).toEqual({ search: '2024' });
    expect(parseListSearch({ search: 'x'.repeat(300) }).search).toHaveLength(100);
    expect(parseListSearch({ hasStock: 1 })).toEqual({ hasStock: true });
    expect(parseListSearch({ hasStock: false })).toEqual({});
  });
});

describe('toProductFilter', () => {
  it('maps the URL onto ProductFilterInput and the sort', () => {
    expect(toProductFilter(full)).toEqual({
      filter: {
        category: 'BIKE',
        search: 'trail 29',
        promotions: ['SPRING24', 'CLEAR'],
        brands: ['1', '4'],
        bikeCategories: ['2'],
        merchandiseCategories: ['11', '12', '13'],
        series: ['7'],
        models: ['301', '302'],
        frameSizes: ['M', 'L'],
        wheelSizes: ['29"'],
        articleTags: ['E-Bike Ready', 'Gravel'],
        articleTagCategory: 'usage',
        priceFrom: 50000,
        priceTo: 250000,
        hasStock: true,
      },
      sort: { field: 'PRICE', order: 'DESC' },
      page: 3,
    });
  });

  it('leaves the sort to the server when the URL names none, and falls back to a category', () => {
    expect(toProductFilter({})).toEqual({ filter: { category: 'BIKE' }, sort: null, page: 1 });
    expect(toProductFilter({}, 'groupset').filter.category).toBe('GROUPSET');
    expect(toProductFilter({ category: 'paa' }, 'groupset').filter.category).toBe('PAA');
    expect(toProductFilter({ sortByField: 'modelYear' }).sort).toEqual({ field: 'MODEL_YEAR', order: 'ASC' });
  });
});

describe('round trips', () => {
  it('URL → filter → URL gives the same search (the view is not part of the filter)', () => {
    expect(toListSearch(toProductFilter(full))).toEqual(full);
    const small: CatalogListSearch = { category: 'paa', brands: ['3'] };
    expect(toListSearch(toProductFilter(small))).toEqual(small);
  });

  it('search → URL string → search gives the same search, with clean values in the address', () => {
    const withView: CatalogListSearch = { ...full, view: 'item' };
    const query = routerStringify(toUrlSearch(withView));
    expect(query).not.toContain('%22%2C'); // no quoted strings
    expect(query).toContain('brands=1%2C4');
    expect(parseListSearch(routerParse(query))).toEqual(withView);
    const lone: CatalogListSearch = { category: 'bike', brands: ['12'], search: '2024' };
    const loneQuery = routerStringify(toUrlSearch(lone));
    expect(loneQuery).toBe('category=bike&search=2024&brands=12');
    expect(parseListSearch(routerParse(loneQuery))).toEqual(lone);
  });

  it('the category menu link survives the address bar', () => {
    const value = joinMerchandiseCategories(['11', '12']);
    expect(value).toBe('11+12');
    expect(joinMerchandiseCategories(['11'])).toBe(11);
    const query = routerStringify({ category: 'bike', merchandiseCategories: value });
    expect(parseListSearch(routerParse(query)).merchandiseCategories).toEqual(['11', '12']);
    // Typed by hand with a literal '+', which URLSearchParams reads as a space.
    expect(parseListSearch(routerParse('merchandiseCategories=11+12')).merchandiseCategories).toEqual(['11', '12']);
  });
});

describe('editing the filters', () => {
  it('lists one chip per value and removes one at a time, back on page 1', () => {
    const search: CatalogListSearch = {
      category: 'bike',
      page: 4,
      brands: ['1', '4'],
      frameSizes: ['M'],
      hasStock: true,
    };
    expect(activeFilterChips(search)).toEqual([
      { key: 'brands', value: '1' },
      { key: 'brands', value: '4' },
      { key: 'frameSizes', value: 'M' },
      { key: 'hasStock', value: 'true' },
    ]);
    expect(withoutChip(search, { key: 'brands', value: '1' })).toEqual({
      category: 'bike',
      brands: ['4'],
      frameSizes: ['M'],
      hasStock: true,
    });
    expect(withoutChip(search, { key: 'frameSizes', value: 'M' })).toEqual({
      category: 'bike',
      brands: ['1', '4'],
      hasStock: true,
    });
    expect(withoutChip(search, { key: 'hasStock', value: 'true' })).not.toHaveProperty('hasStock');
  });

  it('sets a list filter and clears every filter', () => {
    const search: CatalogListSearch = {
      category: 'paa',
      search: 'tyre',
      page: 2,
      sortByField: 'name',
      sortByOrder: 'DESC',
    };
    expect(withListFilter(search, 'brands', ['2', '2', ' 3 '])).toEqual({
      category: 'paa',
      search: 'tyre',
      sortByField: 'name',
      sortByOrder: 'DESC',
      brands: ['2', '3'],
    });
    expect(withListFilter({ brands: ['1'] }, 'brands', [])).toEqual({});
    const filtered = { ...search, brands: ['1'], priceTo: 100, view: 'item' as const };
    expect(hasActiveFilters(filtered)).toBe(true);
    expect(withoutFilters(filtered)).toEqual({
      category: 'paa',
      search: 'tyre',
      view: 'item',
      sortByField: 'name',
      sortByOrder: 'DESC',
    });
    expect(hasActiveFilters(withoutFilters(filtered))).toBe(false);
  });
});
