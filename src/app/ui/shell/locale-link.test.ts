// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isActivePath, localeLink, pathBelowLocale } from './locale-link';

describe('localeLink', () => {
  it('puts a portal path under the locale prefix, the home page at the bare prefix', () => {
    expect(localeLink('de', '/order')).toEqual({ to: '/de/order', activeOptions: { exact: true } });
    expect(localeLink('en-us', '/').to).toBe('/en-us');
    expect(localeLink('fr', 'admin/users').to).toBe('/fr/admin/users');
  });
});

describe('isActivePath', () => {
  it('marks a page and its children, home only itself', () => {
    expect(isActivePath('/claim/12', '/claim')).toBe(true);
    expect(isActivePath('/claim', '/claim')).toBe(true);
    expect(isActivePath('/claims', '/claim')).toBe(false);
    expect(isActivePath('/order', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});

describe('pathBelowLocale', () => {
  it('drops the prefix', () => {
    expect(pathBelowLocale('/en-us/order/1')).toBe('/order/1');
    expect(pathBelowLocale('/en-us')).toBe('/');
    expect(pathBelowLocale('/en-us/')).toBe('/');
  });
});
