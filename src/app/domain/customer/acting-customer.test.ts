// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actingCustomerCodeOf } from './acting-customer';

describe('actingCustomerCodeOf: the acting customer of GET /api/user', () => {
  it('is the isr code, else the r3 code', () => {
    expect(actingCustomerCodeOf({ customerData: { custCode: { isr: '1000001', r3: '001000001' } } })).toBe('1000001');
    expect(actingCustomerCodeOf({ customerData: { custCode: { isr: null, r3: '001000001' } } })).toBe('001000001');
  });

  it('reads only the code: a customer without a name still has one', () => {
    expect(actingCustomerCodeOf({ customerData: { custCode: { r3: 'C1' } } })).toBe('C1');
  });

  it('is null without a customer or with a malformed one', () => {
    expect(actingCustomerCodeOf({})).toBeNull();
    expect(actingCustomerCodeOf({ customerData: null })).toBeNull();
    expect(actingCustomerCodeOf({ customerData: { custCode: 'C1' } })).toBeNull();
    expect(actingCustomerCodeOf({ customerData: { custCode: { isr: null, r3: null } } })).toBeNull();
  });
});
