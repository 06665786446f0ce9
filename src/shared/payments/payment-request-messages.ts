// The texts of create / void payment request and simulate transfer that are not selection rules (those are in
// src/shared/invoices/selection.ts). The spec has none of these (spec 01 §9 "Messages for other client rules are
// not shown"): ours, English source texts the client translates through Lingui.

export const paymentRequestMessages = {
  idempotencyKeyRequired: 'Paying needs an Idempotency-Key header: send the request again from the page',
  unknownMerchant: 'This customer cannot pay invoices in this company',
  unknownMethod: 'Choose one of the payment methods offered',
  unknownPayer: 'Choose a payer of your own invoices',
  paymentInformationRequired: 'Enter the payment information',
  unknownSavedPayment: 'This saved payment no longer exists: choose another',
  notYourInvoices: 'Some selected invoices can no longer be paid: refresh the list',
  otherPayer: 'Select invoices of one payer only',
  otherCurrency: 'The currency does not match the invoices selected',
  amountDiffers: 'The amount to pay has changed: refresh the page and check the total',
  liveRequest: 'A payment request of this payer is still open in this company: pay or void it first',
  nothingToVoid: 'There is no open payment request of this payer in this company',
  cannotVoid: 'This payment is being processed and cannot be voided now',
  notFound: 'There is no such payment request',
  notWaiting: 'This payment request can no longer be paid',
  notSandbox: 'Simulate transfer is only offered by the sandbox gateway',
  savedPaymentNotFound: 'This saved payment does not exist',
} as const;

/** Why the gateway refused a charge, as the payer reads it (no number, no code). */
export const chargeFailureMessages = {
  declined: 'The payment was declined: use another card or account',
  insufficient_funds: 'The payment was declined for insufficient funds',
  processing_error: 'The payment could not be processed: please try again later',
  unknown_number: 'The gateway does not know this card or account: use another one',
  invalid_token: 'This saved payment can no longer be used: enter the payment information again',
} as const;
