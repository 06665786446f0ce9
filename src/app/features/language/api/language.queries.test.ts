import { describe, expect, it } from 'vitest';
import { pathInLocale } from './language.queries';

describe('pathInLocale', () => {
  it('swaps the prefix and keeps the page, its query and hash', () => {
    expect(pathInLocale('/en-us/order?page=2#top', 'de')).toBe('/de/order?page=2#top');
    expect(pathInLocale('/en-nl', 'fr')).toBe('/fr');
    expect(pathInLocale('/en-nl/', 'fr')).toBe('/fr/');
  });
});
