import { describe, expect, it } from 'vitest';
import { compareCustomers, customerSearchText, matchesCustomerSearch, pageOf } from './customer-search';

const bikeShop = { id: '2', name: 'Bike Shop Bandung', codes: ['ISR001', 'R3-77', null], city: 'Bandung' };

describe('customer search', () => {
  it('finds a customer by any part of its name, code or city, ignoring case and spaces around', () => {
    const text = customerSearchText(bikeShop);
    expect(matchesCustomerSearch(text, 'shop')).toBe(true);
    expect(matchesCustomerSearch(text, ' isr001 ')).toBe(true);
    expect(matchesCustomerSearch(text, 'r3-7')).toBe(true);
    expect(matchesCustomerSearch(text, 'BANDUNG')).toBe(true);
    expect(matchesCustomerSearch(text, 'jakarta')).toBe(false);
    expect(matchesCustomerSearch(text, '')).toBe(true);
  });

  it('sorts by name, then id', () => {
    const rows = [
      { id: '3', name: 'b' },
      { id: '2', name: 'A' },
      { id: '1', name: 'a' },
    ];
    expect(rows.sort(compareCustomers).map((r) => r.id)).toEqual(['1', '2', '3']);
  });

  it('pages like the server: 1-based pages and at least one page', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 3, 10)).toEqual({ items: [20, 21, 22], page: 3, count: 23, pageTotal: 3 });
    expect(pageOf([], 1, 10)).toEqual({ items: [], page: 1, count: 0, pageTotal: 1 });
  });
});
