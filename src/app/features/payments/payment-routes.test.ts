// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, needsCustomer, ROUTES } from '../../../shared/access/routes';

// The paying pages in the route table (spec 01 §2: payment/invoice and its v2 variant, /payment; page.payment-request;
// a customer is needed) and their route files.
const ROUTES_DIR = join(import.meta.dirname, '../../routes/$locale/_portal/payment');

describe('payment routes', () => {
  it('matches the three addresses to their names', () => {
    expect(matchRoute('/payment')?.name).toBe('payment');
    expect(matchRoute('/payment/invoice')?.name).toBe('payment-invoice');
    expect(matchRoute('/payment/invoice-v2')?.name).toBe('payment-invoice-v2');
  });

  it('needs page.payment-request and a customer', () => {
    for (const name of ['payment', 'payment-invoice', 'payment-invoice-v2'] as const) {
      expect(ROUTES[name], name).toMatchObject({ scopes: 'page.payment-request' });
    }
    expect(needsCustomer('payment', null)).toBe(true);
  });

  it('has a route file for each', () => {
    for (const file of ['index.tsx', 'invoice.tsx', 'invoice-v2.tsx']) {
      expect(existsSync(join(ROUTES_DIR, file)), file).toBe(true);
    }
  });
});
