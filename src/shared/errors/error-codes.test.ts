import { describe, expect, it } from 'vitest';
import { ErrorCode, errorMessages } from './error-codes';

describe('ErrorCode', () => {
  it('maps every key to itself, so the value sent over the wire is the name the SDL enum uses', () => {
    for (const [key, value] of Object.entries(ErrorCode)) expect(value).toBe(key);
  });

  it('holds exactly the agreed codes (no spec fragments such as 1000 or 5000)', () => {
    expect(Object.keys(ErrorCode).sort()).toEqual([
      'BAD_USER_INPUT',
      'CONFLICT',
      'CUSTOMER_NOT_YOURS',
      'FORBIDDEN',
      'INTERNAL',
      'MAINTENANCE',
      'NOT_FOUND',
      'NO_EMAIL_ON_FILE',
      'ORDER_FAILED',
      'PAYMENT_DECLINED',
      'PAYMENT_UNAVAILABLE',
      'RATE_LIMITED',
      'RECEIPT_LIMIT_REACHED',
      'SHIPTO_CHANGED',
      'STOCK_EXCEEDED',
      'UNAUTHENTICATED',
    ]);
  });
});

describe('errorMessages', () => {
  it('keeps the spec texts byte-exact', () => {
    expect(errorMessages).toEqual({
      customerNotYours: 'This customer does not belong to you anymore, please contact sales support',
      changeCustomerFailed: 'Failed change customer, please try again',
      usernameIncorrect: 'Your username is incorrect',
      passwordIncorrect: 'Your password is incorrect',
      loginFailed: 'Login failed, please contact support',
      connectionFailed: 'Connection failed, please refresh this page or contact support.',
      consumerVoiceSent: 'Successfully sending consumer voice',
      consumerVoiceFailed: 'Failed sending consumer voice',
      // Our own text: the spec has none for a catalog asked for without a selected customer.
      customerRequired: 'Please select a customer first',
    });
  });
});
