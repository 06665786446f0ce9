// @vitest-environment node
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { invoiceMailRefusalText } from './invoice-mail-texts';

// Which text each refusal of send invoice email gets, in English (the source texts) and in German (the catalog).

const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('invoiceMailRefusalText', () => {
  it('says when the invoice may be sent again after too many mails', () => {
    expect(invoiceMailRefusalText({ code: 'RATE_LIMITED', retryAfterSeconds: 3000 }, en)).toBe(
      'This invoice was sent by e-mail too often in the last hour. You can send it again in 50 minutes.',
    );
    expect(invoiceMailRefusalText({ code: 'RATE_LIMITED', retryAfterSeconds: 20 }, en)).toBe(
      'This invoice was sent by e-mail too often in the last hour. You can send it again in 1 minute.',
    );
    expect(invoiceMailRefusalText({ code: 'RATE_LIMITED', retryAfterSeconds: null }, en)).toBe(
      'This invoice was sent by e-mail too often in the last hour. Please try again later.',
    );
  });

  it('tells a missing address, an unknown invoice and a failed send apart, never naming an address', () => {
    expect(invoiceMailRefusalText({ code: 'NO_EMAIL_ON_FILE', retryAfterSeconds: null }, en)).toBe(
      'There is no e-mail address on file for this customer. Please contact sales support.',
    );
    expect(invoiceMailRefusalText({ code: 'NOT_FOUND', retryAfterSeconds: null }, en)).toBe(
      'This invoice was not found.',
    );
    expect(invoiceMailRefusalText({ code: 'INTERNAL', retryAfterSeconds: null }, en)).toBe(
      'The e-mail could not be sent. Please try again.',
    );
    expect(invoiceMailRefusalText({ code: null, retryAfterSeconds: null }, en)).toBe(
      'The e-mail could not be sent. Please try again.',
    );
  });

  it('is translated in the invoices catalog', async () => {
    const { messages } = (await import('../../locales/de/invoices.po')) as { messages: Messages };
    const de = setupI18n({ locale: 'de', messages: { de: messages } });
    const texts = [
      invoiceMailRefusalText({ code: 'RATE_LIMITED', retryAfterSeconds: 3000 }, de),
      invoiceMailRefusalText({ code: 'NO_EMAIL_ON_FILE', retryAfterSeconds: null }, de),
      invoiceMailRefusalText({ code: 'INTERNAL', retryAfterSeconds: null }, de),
    ];
    expect(texts[0]).toContain('50');
    for (const text of texts) expect(text).not.toMatch(/ the |e-mail address|Please/);
  });
});
