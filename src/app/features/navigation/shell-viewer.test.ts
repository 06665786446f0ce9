// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/api';
import { shellViewerOf } from './shell-viewer';

const base: User = { id: 7, name: 'Sam Sales', username: 'sales', scopes: ['page.order-status'], language: null };

describe('shellViewerOf', () => {
  it('reads the access fields of GET /user', () => {
    const user = {
      ...base,
      language: { id: 'de', description: 'Deutsch' },
      limitation: 'salesman',
      userAreas: [{ sorg: '1000', limitation: 'salesman', option: 'salesman', value: 'S100' }],
      isSales: true,
      isCustomer: false,
      isCustVendor: false,
      hasCustCode: false,
      customerData: null,
    } as User;
    expect(shellViewerOf(user)).toEqual({
      name: 'Sam Sales',
      scopes: ['page.order-status'],
      limitation: 'salesman',
      userAreas: [{ sorg: '1000', limitation: 'salesman' }],
      hasCustomer: false,
      mayChooseCustomer: true,
      languageId: 'de',
    });
  });

  it('counts customerData as a selected customer', () => {
    const viewer = shellViewerOf({ ...base, isCustomer: true, customerData: { custName: 'Bikes' } });
    expect(viewer).toMatchObject({ hasCustomer: true, mayChooseCustomer: true });
  });

  it('grants nothing beyond the scopes for a malformed answer', () => {
    const viewer = shellViewerOf({ ...base, userAreas: 'everything', isSales: 'yes' });
    expect(viewer).toMatchObject({ userAreas: [], mayChooseCustomer: false, hasCustomer: false, limitation: null });
  });
});
