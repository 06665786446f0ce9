import { describe, expect, it } from 'vitest';
import { hostConfigSchema, normalizeHostname } from './host-config';

describe('hostConfigSchema', () => {
  it('fills the spec defaults when a host sets only its sorg', () => {
    const config = hostConfigSchema.parse({ sorg: '1000' });
    expect(config.dateFormat).toBe('DD MMM YYYY');
    expect(config.timeFormat).toBe('HH:mm:ss');
    expect(config.stockDisplay).toBe('cumulative');
    expect(config.catalogDefaultView).toBe('group');
    expect(config.itemViewQuota).toBe(7);
    expect(config.imageLoginBackground).toBe('/images/login-background.svg');
    expect(config.invoicePaymentRule).toBe('overdue');
    expect(config.currency).toEqual({
      display: 'USD',
      symbol: '$',
      thousandSeparator: ',',
      decimalSeparator: '.',
      decimalPrecision: 2,
    });
    expect(config.features.webManifest).toBe(false);
  });

  it('refuses a config without sorg or with an unknown payment rule', () => {
    expect(hostConfigSchema.safeParse({}).success).toBe(false);
    expect(hostConfigSchema.safeParse({ sorg: '1', invoicePaymentRule: 'newest' }).success).toBe(false);
  });

  it('chooses the sandbox gateway by default and refuses a gateway it does not know (no fallback)', () => {
    expect(hostConfigSchema.parse({ sorg: '1' }).paymentGateway).toBe('sandbox');
    expect(hostConfigSchema.parse({ sorg: '1', paymentGateway: 'sandbox' }).paymentGateway).toBe('sandbox');
    for (const unknown of ['stripe', 'xendit', '', 'Sandbox']) {
      const parsed = hostConfigSchema.safeParse({ sorg: '1', paymentGateway: unknown });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['paymentGateway']);
    }
  });
});

describe('largeOrderConfirmAmount', () => {
  it('is off (0) by default, takes an amount in major units and refuses a negative one', () => {
    expect(hostConfigSchema.parse({ sorg: '1' }).largeOrderConfirmAmount).toBe(0);
    expect(hostConfigSchema.parse({ sorg: '1', largeOrderConfirmAmount: 5000 }).largeOrderConfirmAmount).toBe(5000);
    expect(hostConfigSchema.parse({ sorg: '1', largeOrderConfirmAmount: 99.5 }).largeOrderConfirmAmount).toBe(99.5);
    const negative = hostConfigSchema.safeParse({ sorg: '1', largeOrderConfirmAmount: -1 });
    expect(negative.error?.issues[0]?.path).toEqual(['largeOrderConfirmAmount']);
    expect(hostConfigSchema.safeParse({ sorg: '1', largeOrderConfirmAmount: '5000' }).success).toBe(false);
  });
});

describe('normalizeHostname', () => {
  it('drops the port, case and trailing dot', () => {
    expect(normalizeHostname('ID.Localhost:3000')).toBe('id.localhost');
    expect(normalizeHostname('portal.example.com.')).toBe('portal.example.com');
  });
});
