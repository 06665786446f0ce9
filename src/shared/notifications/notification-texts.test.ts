import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { NOTIFICATION_KINDS, NOTIFICATION_TEXTS, orderNotificationUrl, renderNotification } from './notification-texts';

const paramsOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notification texts', () => {
  it('has every text in every language, with the parameters of the English one, translated', () => {
    const english = NOTIFICATION_TEXTS.en;
    for (const [language, table] of Object.entries(NOTIFICATION_TEXTS)) {
      for (const kind of NOTIFICATION_KINDS) {
        const text = table[kind];
        expect(paramsOf(text.title), `${language} ${kind} title`).toEqual(paramsOf(english[kind].title));
        expect(paramsOf(text.body), `${language} ${kind} body`).toEqual(paramsOf(english[kind].body));
        if (language !== 'en') {
          expect(text.title, `${language} ${kind}`).not.toBe(english[kind].title);
          expect(text.body, `${language} ${kind}`).not.toBe(english[kind].body);
        }
      }
      expect(paramsOf(table.shippedNoTracking)).toEqual(paramsOf(english.shippedNoTracking));
      expect(paramsOf(table.rejectedNoReason)).toEqual(paramsOf(english.rejectedNoReason));
    }
  });

  it('renders in the locale’s language with its dates and money, and leaves no placeholder', () => {
    const params = {
      orderNo: 'SO-1000-000042',
      amount: 1_234_550,
      currency: 'EUR',
      decimals: 2,
      expiredDate: '2026-11-23',
    };
    const german = renderNotification('de', 'order.paymentWaiting', params);
    expect(german.title).toBe('Zahlung für Bestellung SO-1000-000042');
    // Intl puts a no-break space between the amount and the currency sign.
    expect(german.body.replace(/\u00a0/g, ' ')).toBe(
      'Bitte zahlen Sie 12.345,50 € für Ihre Bestellung SO-1000-000042 bis zum 23.11.2026.',
    );
    const idr = renderNotification('id-id', 'order.paymentWaiting', {
      ...params,
      amount: 14_500_000,
      currency: 'IDR',
      decimals: 0,
    });
    expect(idr.body).toContain('Rp');
    expect(idr.body).toContain('14.500.000');
    expect(idr.body).not.toContain(',00');
    for (const locale of LOCALES) {
      for (const kind of NOTIFICATION_KINDS) {
        const all = {
          ...params,
          customerName: 'Bike Shop',
          reason: 'Blocked',
          doNumber: 'DO-1',
          trackingNo: 'T1',
          expeditionName: 'UPS',
          externalId: 'PR-1',
          count: 3,
          referenceNo: 'CLB-2026-000001',
          status: 'approved',
        };
        const { title, body } = renderNotification(locale, kind, all);
        expect(`${title} ${body}`, `${locale} ${kind}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("names a claim's status in the reader's language", () => {
    const params = { referenceNo: 'CLB-2026-000001', status: 'need-more-info' };
    expect(renderNotification('en-us', 'claim.statusChanged', params).body).toBe(
      'Your warranty claim CLB-2026-000001 is now: Need more information.',
    );
    expect(renderNotification('de', 'claim.statusChanged', params).title).toBe(
      'Reklamation CLB-2026-000001: Weitere Informationen benötigt',
    );
  });

  it('picks the texts without tracking or reason when those are empty', () => {
    expect(
      renderNotification('en-us', 'order.shipped', { orderNo: 'SO-1', doNumber: 'DO-9', trackingNo: ' ' }).body,
    ).toBe('Delivery DO-9 of your order SO-1 is on its way.');
    expect(renderNotification('fr', 'order.rejected', { orderNo: 'SO-1', reason: '' }).body).toBe(
      'Votre commande SO-1 a été refusée.',
    );
  });

  it('shows an unknown kind by its id and opens orders in the reader’s locale', () => {
    expect(renderNotification('en-us', 'claim.approved', {})).toEqual({ title: 'claim.approved', body: '' });
    expect(orderNotificationUrl('ms-my', 'SO-2000-000001')).toBe('/ms-my/order/SO-2000-000001');
  });
});
