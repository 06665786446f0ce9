import { afterEach, describe, expect, it } from 'vitest';
import { RAIL_EXPANDED_KEY, readRailExpanded, storeRailExpanded } from './rail-state';

afterEach(() => {
  localStorage.clear();
});

describe('rail state', () => {
  it('is collapsed until the user expands it, and remembers both choices', () => {
    expect(readRailExpanded()).toBe(false);
    storeRailExpanded(true);
    expect(localStorage.getItem(RAIL_EXPANDED_KEY)).toBe('true');
    expect(readRailExpanded()).toBe(true);
    storeRailExpanded(false);
    expect(readRailExpanded()).toBe(false);
  });

  it('stays collapsed when the storage cannot be read, and does not throw when it refuses a write', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readRailExpanded(broken)).toBe(false);
    expect(() => {
      storeRailExpanded(true, broken);
    }).not.toThrow();
  });
});
