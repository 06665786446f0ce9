import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FETCH_MIN_DELAY_MS } from '../shared/access/shell';
import { createAppRouter, createQueryClient } from './router';

function routerOn(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection }));
  return createAppRouter(createQueryClient());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createAppRouter', () => {
  it('preloads links on intent, except on 2g or with the data saver on (spec 01 §9)', () => {
    expect(routerOn(undefined).options.defaultPreload).toBe('intent');
    expect(routerOn({ effectiveType: '4g' }).options.defaultPreload).toBe('intent');
    expect(routerOn({ effectiveType: '2g' }).options.defaultPreload).toBe(false);
    expect(routerOn({ effectiveType: 'slow-2g' }).options.defaultPreload).toBe(false);
    expect(routerOn({ effectiveType: '4g', saveData: true }).options.defaultPreload).toBe(false);
  });

  it('keeps a shown page loader for the minimum time, so it does not flash', () => {
    expect(routerOn(undefined).options.defaultPendingMinMs).toBe(PAGE_FETCH_MIN_DELAY_MS);
  });
});
