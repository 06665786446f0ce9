import { beforeEach, describe, expect, it } from 'vitest';
import { customerViewerOf } from '../../domain/customer/acting-customer';
import { pageAfterSwitch } from './leave-page';
import { readRecentCustomers, RECENT_CUSTOMERS_LIMIT, rememberRecentCustomer } from './recent-customers';

const customer = (n: number) => ({
  id: `ISR${String(n)}`,
  code: `ISR${String(n)}`,
  name: `Shop ${String(n)}`,
  address: '',
  city: '',
  email: '',
  phone: '',
});

beforeEach(() => {
  localStorage.clear();
});

describe('pageAfterSwitch', () => {
  it('reloads, except on catalog pages, which go to the default catalog URL', () => {
    expect(pageAfterSwitch('/en-us/order')).toEqual({ reload: true });
    expect(pageAfterSwitch('/de')).toEqual({ reload: true });
    expect(pageAfterSwitch('/de/catalog/bike/road-7')).toEqual({ href: '/de/catalog' });
    expect(pageAfterSwitch('/en-us/catalog')).toEqual({ href: '/en-us/catalog' });
    expect(pageAfterSwitch('/en-us/catalogue')).toEqual({ reload: true });
  });
});

describe('recent customers', () => {
  it('keeps the last five per user, newest first, without repeats', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 3]) rememberRecentCustomer('7', customer(n));
    expect(RECENT_CUSTOMERS_LIMIT).toBe(5);
    expect(readRecentCustomers('7').map((c) => c.id)).toEqual(['ISR3', 'ISR6', 'ISR5', 'ISR4', 'ISR2']);
    expect(readRecentCustomers('8')).toEqual([]);
  });

  it('ignores a broken entry', () => {
    localStorage.setItem('portal.recent-customers.7', '{not json');
    expect(readRecentCustomers('7')).toEqual([]);
  });
});

describe('customerViewerOf', () => {
  const base = { id: 7, name: 'Sam', username: 'sales', scopes: ['menu.change-cust'] };

  it('reads the switching scope, the dialog flags and the active customer (isr, else r3)', () => {
    const viewer = customerViewerOf({
      ...base,
      isSales: true,
      customerData: {
        id: 'R3-9',
        custName: 'Velo Shop',
        custCode: { unified: null, isr: null, r3: 'R3-9' },
        custAddress: '1 Main St',
        custCity: 'Denver',
        custEmail: 'a@b.test',
        custPhone: '555',
      },
    });
    expect(viewer).toMatchObject({ userId: '7', canSwitch: true, mayUseDialog: true });
    expect(viewer.activeCustomer).toMatchObject({ id: 'R3-9', code: 'R3-9', name: 'Velo Shop', city: 'Denver' });
  });

  it('no customer, no dialog for users who are neither sales, customer nor vendor', () => {
    const viewer = customerViewerOf({ ...base, scopes: [], customerData: null });
    expect(viewer).toMatchObject({ canSwitch: false, mayUseDialog: false, activeCustomer: null });
  });
});
