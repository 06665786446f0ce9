// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { receiptLimitMessage } from '../../../shared/payments/payments-admin';
import { receiptErrorText, receiptLimitText } from './receipt-limit';

describe('the receipt limit text', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

  it("is the server's English text with the limit", () => {
    expect(receiptLimitText(i18n, 3)).toBe(receiptLimitMessage(3));
  });

  it('replaces only the receipt limit error', () => {
    expect(receiptErrorText(i18n, { code: 'RECEIPT_LIMIT_REACHED', message: 'x' }, 2)).toBe(receiptLimitMessage(2));
    expect(receiptErrorText(i18n, { code: 'CONFLICT', message: 'Not now' }, 2)).toBe('Not now');
  });
});
