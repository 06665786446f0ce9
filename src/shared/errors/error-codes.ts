/**
 * Machine-readable codes for expected failures (`userErrors[].code`) and auth errors (`extensions.code`).
 *
 * The spec's helpers test error-code fragments '1000' and '5000' (S1 §8), but their meaning is never shown, so
 * they are deliberately not modeled: every code here has a meaning the client can act on.
 */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CUSTOMER_NOT_YOURS: 'CUSTOMER_NOT_YOURS',
  RATE_LIMITED: 'RATE_LIMITED',
  MAINTENANCE: 'MAINTENANCE',
  CONFLICT: 'CONFLICT',
  INTERNAL: 'INTERNAL',
  /** Checkout: a line exceeds the available stock and was removed from the cart (spec 01 §8). */
  STOCK_EXCEEDED: 'STOCK_EXCEEDED',
  /** Checkout: the ship-to version sent is not the address's version now (spec 01 §8). */
  SHIPTO_CHANGED: 'SHIPTO_CHANGED',
  /** Checkout: creditCheck refused the order, 'Order Failed!' (spec 01 §8). */
  ORDER_FAILED: 'ORDER_FAILED',
  /** A payer's receipt over the host's paymentReceiptLimit for one payment request (spec 02 §4). */
  RECEIPT_LIMIT_REACHED: 'RECEIPT_LIMIT_REACHED',
  /** Paying: the gateway refused the charge (declined, insufficient funds, …); the message says why (spec 01 §7). */
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  /** Paying: this server does not run the host's gateway (the sandbox with NODE_ENV=production), a 503. */
  PAYMENT_UNAVAILABLE: 'PAYMENT_UNAVAILABLE',
  /** Send invoice email: the customer has no e-mail address on file (spec 01 §7; the address is never shown). */
  NO_EMAIL_ON_FILE: 'NO_EMAIL_ON_FILE',
} as const;

/** One of the {@link ErrorCode} values. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The spec's fixed user-facing texts (S1 §8), byte-exact: the client uses them as Lingui source-text ids.
 */
export const errorMessages = {
  customerNotYours: 'This customer does not belong to you anymore, please contact sales support',
  /** Ours (the spec has no text): a sales user or admin without a selected customer asks for customer data. */
  customerRequired: 'Please select a customer first',
  changeCustomerFailed: 'Failed change customer, please try again',
  usernameIncorrect: 'Your username is incorrect',
  passwordIncorrect: 'Your password is incorrect',
  loginFailed: 'Login failed, please contact support',
  connectionFailed: 'Connection failed, please refresh this page or contact support.',
  consumerVoiceSent: 'Successfully sending consumer voice',
  consumerVoiceFailed: 'Failed sending consumer voice',
} as const;
