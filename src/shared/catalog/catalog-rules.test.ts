import { describe, expect, it } from 'vitest';
import {
  allCategoriesLink,
  CATALOG_RESERVED_SLUGS,
  defaultCatalogCategory,
  isPaaDisabled,
  defaultCatalogUrl,
  isReservedSlug,
  itemViewQuota,
  modelViewQuota,
  shouldSuggest,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_LIMIT,
  SUGGESTION_MIN_LENGTH,
  toggleCategories,
} from './catalog-rules';

describe('reserved slugs', () => {
  it('are the fixed children of /catalog', () => {
    expect([...CATALOG_RESERVED_SLUGS].sort()).toEqual(
      [
        'bike',
        'paa',
        'groupset',
        'list',
        'fast-order',
        'previous-purchases',
        'frequent-purchases',
        'repeat-order',
      ].sort(),
    );
    expect(isReservedSlug('fast-order')).toBe(true);
    expect(isReservedSlug(' List ')).toBe(true);
    expect(isReservedSlug('bike-trail-29')).toBe(false);
  });
});

describe('search suggestions', () => {
  it('are asked for 3 characters or more, after 650 ms, 4 at a time (spec 01 §5)', () => {
    expect(SUGGESTION_MIN_LENGTH).toBe(3);
    expect(SUGGESTION_DEBOUNCE_MS).toBe(650);
    expect(SUGGESTION_LIMIT).toBe(4);
  });

  it('count characters after trimming', () => {
    expect(shouldSuggest('')).toBe(false);
    expect(shouldSuggest('ab')).toBe(false);
    expect(shouldSuggest('  ab  ')).toBe(false);
    expect(shouldSuggest('abc')).toBe(true);
    expect(shouldSuggest(' a b ')).toBe(true);
  });
});

describe('view quotas', () => {
  it('take the config value, else 10 items and 12 models (spec 01 §9)', () => {
    expect(itemViewQuota(7)).toBe(7);
    expect(itemViewQuota(undefined)).toBe(10);
    expect(itemViewQuota(null)).toBe(10);
    expect(itemViewQuota(0)).toBe(10);
    expect(modelViewQuota(undefined)).toBe(12);
    expect(modelViewQuota(6)).toBe(6);
    expect(modelViewQuota(-1)).toBe(12);
  });
});

describe('default catalog URL (spec 01 §4)', () => {
  it('is /catalog with CATALOG_REDESIGN', () => {
    expect(defaultCatalogUrl({ catalogRedesign: true, counts: { bike: 0, paa: 0, groupset: 0 } })).toBe('/catalog');
  });

  it('is bike if bikes exist, else paa, else groupset', () => {
    expect(defaultCatalogUrl({ catalogRedesign: false, counts: { bike: 3, paa: 5, groupset: 1 } })).toBe(
      '/catalog/bike',
    );
    expect(defaultCatalogUrl({ catalogRedesign: false, counts: { bike: 0, paa: 5, groupset: 1 } })).toBe(
      '/catalog/paa',
    );
    expect(defaultCatalogUrl({ catalogRedesign: false, counts: { bike: 0, paa: 0, groupset: 1 } })).toBe(
      '/catalog/groupset',
    );
    expect(defaultCatalogUrl({ catalogRedesign: false, counts: { bike: 0, paa: 0, groupset: 0 } })).toBe(
      '/catalog/groupset',
    );
  });
});

describe('default catalog category (spec 01 §4)', () => {
  it('keeps a requested category that has products', () => {
    expect(defaultCatalogCategory('paa', { bike: 2, paa: 2, groupset: 0 })).toBe('paa');
    expect(defaultCatalogCategory('bike', { bike: 2, paa: 2, groupset: 0 })).toBe('bike');
  });

  it('corrects a mismatch to the category that has products', () => {
    expect(defaultCatalogCategory('paa', { bike: 2, paa: 0, groupset: 0 })).toBe('bike');
    expect(defaultCatalogCategory('bike', { bike: 0, paa: 2, groupset: 0 })).toBe('paa');
    expect(defaultCatalogCategory(undefined, { bike: 0, paa: 2, groupset: 0 })).toBe('paa');
    expect(defaultCatalogCategory('groupset', { bike: 1, paa: 2, groupset: 4 })).toBe('bike');
  });

  it('is bike when neither has products, or before the counts are known', () => {
    expect(defaultCatalogCategory('paa', { bike: 0, paa: 0, groupset: 3 })).toBe('bike');
    expect(defaultCatalogCategory(undefined, undefined)).toBe('bike');
    expect(defaultCatalogCategory('paa', undefined)).toBe('paa');
  });
});

describe('the toggle and the category menu', () => {
  it('shows only categories having products', () => {
    expect(toggleCategories({ bike: 1, paa: 1, groupset: 0 })).toEqual(['bike', 'paa']);
    expect(toggleCategories({ bike: 0, paa: 1, groupset: 9 })).toEqual(['paa']);
    expect(toggleCategories(undefined)).toEqual([]);
  });

  it("links 'all categories' to the category page, or the list with CATALOG_REDESIGN", () => {
    expect(allCategoriesLink('bike', false)).toEqual({ path: '/catalog/bike', search: {} });
    expect(allCategoriesLink('paa', true)).toEqual({ path: '/catalog/list', search: { category: 'paa' } });
  });
});

describe('isPaaDisabled (the disable-paa guard)', () => {
  it('closes the PAA pages when the customer has no PAA', () => {
    expect(isPaaDisabled({ bike: 3, paa: 0, groupset: 1 })).toBe(true);
  });

  it('keeps them open with PAA, or when the counts are not known (offline)', () => {
    expect(isPaaDisabled({ bike: 0, paa: 1, groupset: 0 })).toBe(false);
    expect(isPaaDisabled(undefined)).toBe(false);
  });
});
