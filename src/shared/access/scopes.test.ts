import { describe, expect, it } from 'vitest';
import { deriveUserFlags, hasScope } from './scopes';

describe('hasScope', () => {
  it('accepts one scope or any one of a list', () => {
    expect(hasScope(['page.catalog'], 'page.catalog')).toBe(true);
    expect(hasScope(['page.catalog'], 'page.claim')).toBe(false);
    expect(hasScope(['page.user-management-us'], ['page.user-management', 'page.user-management-us'])).toBe(true);
    expect(hasScope([], ['page.user-management'])).toBe(false);
  });
});

describe('deriveUserFlags', () => {
  it('counts sales limitations and the sales roles as sales', () => {
    expect(deriveUserFlags({ limitations: ['sales_office'], roleNames: [] }).isSales).toBe(true);
    expect(deriveUserFlags({ limitations: [], roleNames: ['sales.group'] }).isSales).toBe(true);
    expect(deriveUserFlags({ limitations: ['customer'], roleNames: ['dealer'] })).toEqual({
      isSales: false,
      isCustomer: true,
      isCustVendor: false,
    });
    expect(deriveUserFlags({ limitations: ['cust_vendor'], roleNames: [] }).isCustVendor).toBe(true);
  });
});
