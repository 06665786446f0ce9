import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paymentInformationMessages as pm } from '../../../shared/payments/payment-information';
import { chargeFailureMessages, paymentRequestMessages } from '../../../shared/payments/payment-request-messages';
import { SANDBOX_LABEL } from '../../../shared/payments/sandbox-cards';

/**
 * A problem of the shared payment information schema (its English template is the Lingui id), a charge's failure
 * (chargeFailureMessages), or the sandbox's label, in the user's language; any other text unchanged (a server userError's English text).
 */
export function paymentInformationText(i18n: I18n, message: string): string {
  switch (message) {
    case pm.accountType:
      return i18n._(msg`Choose an account type: Checking, General Ledger, Savings or Corporate Checking`);
    case pm.routingNumber:
      return i18n._(msg`Enter a valid 9-digit routing number`);
    case pm.accountNumber:
      return i18n._(msg`Enter an account number of 4 to 17 digits`);
    case pm.cardType:
      return i18n._(msg`Choose a card type: Visa, MasterCard, American Express or Discover`);
    case pm.cardNumber:
      return i18n._(msg`Enter a valid card number`);
    case pm.cardNumberType:
      return i18n._(msg`The card number does not match the card type`);
    case pm.expiredMonth:
      return i18n._(msg`Enter the expiry month (1 to 12)`);
    case pm.expiredYear:
      return i18n._(msg`Enter the expiry year (4 digits)`);
    case pm.expired:
      return i18n._(msg`The card has expired`);
    case pm.securityCode:
      return i18n._(msg`Enter the 3-digit security code`);
    case pm.securityCodeAmex:
      return i18n._(msg`Enter the 4-digit security code (American Express)`);
    case paymentRequestMessages.paymentInformationRequired:
      return i18n._(msg`Enter the payment information`);
    case chargeFailureMessages.declined:
      return i18n._(msg`The payment was declined: use another card or account`);
    case chargeFailureMessages.insufficient_funds:
      return i18n._(msg`The payment was declined for insufficient funds`);
    case chargeFailureMessages.processing_error:
      return i18n._(msg`The payment could not be processed: please try again later`);
    case chargeFailureMessages.unknown_number:
      return i18n._(msg`The gateway does not know this card or account: use another one`);
    case chargeFailureMessages.invalid_token:
      return i18n._(msg`This saved payment can no longer be used: enter the payment information again`);
    case SANDBOX_LABEL:
      return i18n._(msg`Sandbox — no money moves`);
  }
  return message;
}
