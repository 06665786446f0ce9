// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Config } from '../../lib/config';
import { catalogConfigOf } from './catalog-viewer';

// Only the catalog's fields matter here; the rest of the host config is not read by catalogConfigOf.
function hostConfig(fields: Record<string, unknown>): Config {
  return { features: {}, ...fields } as unknown as Config;
}

describe('catalogConfigOf: catalogDefaultView (spec 01 §3 Catalog)', () => {
  it("opens the list as articles when the host sets 'item'", () => {
    expect(catalogConfigOf(hostConfig({ catalogDefaultView: 'item' })).defaultView).toBe('item');
  });

  it("opens the list as models when the host sets 'group'", () => {
    expect(catalogConfigOf(hostConfig({ catalogDefaultView: 'group' })).defaultView).toBe('group');
  });

  it('falls back to models when the host sets nothing or an unknown view, and before the config has loaded', () => {
    expect(catalogConfigOf(hostConfig({})).defaultView).toBe('group');
    expect(catalogConfigOf(hostConfig({ catalogDefaultView: 'tiles' })).defaultView).toBe('group');
    expect(catalogConfigOf(undefined).defaultView).toBe('group');
  });
});
