import { describe, expect, it } from 'vitest';
import {
  mayApprovePayment,
  mayChangePaymentDocs,
  mayChangeReceipts,
  mayVoidPayment,
  PAYMENT_STATUS_IDS,
  receiptFits,
  receiptLimitMessage,
  uploadedPaymentProblem,
} from './payments-admin';

describe('payment actions by status', () => {
  it('approves only a payment waiting for a check (pending, on processing)', () => {
    expect(PAYMENT_STATUS_IDS.filter(mayApprovePayment)).toEqual(['pending', 'on_processing']);
  });

  it('changes documents and voids anything but complete and void', () => {
    const open = ['pending', 'failed', 'on_processing', 'waiting', 'expired'];
    expect(PAYMENT_STATUS_IDS.filter(mayChangePaymentDocs)).toEqual(open);
    expect(PAYMENT_STATUS_IDS.filter(mayVoidPayment)).toEqual(open);
  });

  it('lets the payer change receipts only while the request waits for money', () => {
    expect(PAYMENT_STATUS_IDS.filter(mayChangeReceipts)).toEqual(['waiting']);
  });
});

describe('the receipt limit', () => {
  it('fits while under the limit, not at it; a limit of 0 takes none', () => {
    expect(receiptFits(2, 3)).toBe(true);
    expect(receiptFits(3, 3)).toBe(false);
    expect(receiptFits(0, 0)).toBe(false);
  });

  it('names the limit in its message', () => {
    expect(receiptLimitMessage(3)).toBe('At most 3 receipts can be uploaded to a payment request');
  });
});

describe('an uploaded payment against what is owed', () => {
  const owed = { amount: 12_345, currency: 'USD' };

  it('accepts the owed amount in the owed currency (any letter case)', () => {
    expect(uploadedPaymentProblem(owed, { amount: 12_345, currency: 'usd' })).toBeNull();
  });

  it('refuses another currency, a fraction, zero, a negative, less or more', () => {
    expect(uploadedPaymentProblem(owed, { amount: 12_345, currency: 'EUR' })?.field).toBe('currency');
    for (const amount of [12_345.5, 0, -1, 12_344, 12_346]) {
      expect(uploadedPaymentProblem(owed, { amount, currency: 'USD' })?.field).toBe('amount');
    }
  });
});
