// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { landingLocale, localeOfPath, pathInLocale, pathUnderDefaultLocale, resolveLocale } from './locale';

describe('resolveLocale', () => {
  it('accepts the prefixes in any case and nothing else', () => {
    expect(resolveLocale('de')).toBe('de');
    expect(resolveLocale('EN-US')).toBe('en-us');
    expect(resolveLocale('es')).toBeNull();
    expect(resolveLocale(undefined)).toBeNull();
  });
});

describe('localeOfPath', () => {
  it('reads the first segment and falls back to en-us', () => {
    expect(localeOfPath('/id-id/login')).toBe('id-id');
    expect(localeOfPath('/')).toBe('en-us');
    expect(localeOfPath('/catalog')).toBe('en-us');
  });
});

describe('pathUnderDefaultLocale', () => {
  it('lower-cases a known prefix', () => {
    expect(pathUnderDefaultLocale('/DE/login')).toBe('/de/login');
  });
  it('replaces an unknown locale-shaped prefix', () => {
    expect(pathUnderDefaultLocale('/es/login')).toBe('/en-us/login');
    expect(pathUnderDefaultLocale('/pt-br')).toBe('/en-us');
  });
  it('puts an unprefixed page under en-us', () => {
    expect(pathUnderDefaultLocale('/login')).toBe('/en-us/login');
    expect(pathUnderDefaultLocale('/catalog/bike')).toBe('/en-us/catalog/bike');
  });
});

describe('landingLocale', () => {
  const host = [
    { code: 'en-us', name: 'English' },
    { code: 'de', name: 'Deutsch' },
  ];
  it("takes the user's language when the host offers it", () => {
    expect(landingLocale('de', host, 'en-us')).toBe('de');
    expect(landingLocale('DE', host, 'en-us')).toBe('de');
  });
  it('stays in the current locale otherwise', () => {
    expect(landingLocale('fr', host, 'en-us')).toBe('en-us');
    expect(landingLocale(null, host, 'de')).toBe('de');
    expect(landingLocale('klingon', host, 'de')).toBe('de');
    expect(landingLocale('de', [], 'en-us')).toBe('en-us');
  });
});

describe('pathInLocale', () => {
  it('swaps the prefix and keeps the page, its query and hash', () => {
    expect(pathInLocale('/en-us/order?page=2#top', 'de')).toBe('/de/order?page=2#top');
    expect(pathInLocale('/en-nl', 'fr')).toBe('/fr');
    expect(pathInLocale('/en-nl/', 'fr')).toBe('/fr/');
  });
});
