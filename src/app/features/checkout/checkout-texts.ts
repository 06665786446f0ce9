import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkoutMessages, placeOrderMessages } from '../../../shared/orders/order-messages';
import { serverMessageText } from '../../domain/cart/cart-messages';
import { paymentInformationText } from '../../domain/payments/payment-information-texts';
import { translateFormMessage } from '../../lib/form-messages';
import { DISCLAIMER_REQUIRED, SHIPMENT_NOTES_REQUIRED } from './checkout-input';

/**
 * A checkout problem in the user's language (spec 01 §8): the spec's sentences and ours by their English text (the
 * Lingui id), then the cart's and the shared form rules'; anything else as the server wrote it.
 */
export function checkoutText(i18n: I18n, message: string): string {
  switch (message) {
    case checkoutMessages.shiptoChanged:
      return i18n._(msg`There were changes on the ship-to data, refresh the page`);
    case checkoutMessages.orderFailed:
      return i18n._(msg`Order Failed!`);
    case checkoutMessages.requestDateInPast:
      return i18n._(msg`The request delivery date must not be in the past`);
    case checkoutMessages.notADay:
      return i18n._(msg`Must be a date written YYYY-MM-DD`);
    case checkoutMessages.shipmentMissing:
      return i18n._(msg`Choose a shipment for this order`);
    case checkoutMessages.shipmentNotInCart:
      return i18n._(msg`This order is not in the cart`);
    case checkoutMessages.lineTwice:
      return i18n._(msg`This article is listed twice in the order`);
    case DISCLAIMER_REQUIRED:
      return i18n._(msg`Please confirm that you have read the notice`);
    case SHIPMENT_NOTES_REQUIRED:
      return i18n._(msg`Tell us who collects the order`);
    // The server's own refusals (shared placeOrderMessages).
    case placeOrderMessages.checkoutOff:
      return i18n._(msg`Ordering is not available on this site`);
    case placeOrderMessages.disclaimerRequired:
      return i18n._(msg`Please confirm that you have read the notice`);
    case placeOrderMessages.unknownShipTo:
      return i18n._(msg`Unknown ship-to address`);
    case placeOrderMessages.unknownPayment:
      return i18n._(msg`Unknown payment method`);
    case placeOrderMessages.paymentNotForSorg:
      return i18n._(msg`This payment method is not offered for every order of the cart`);
    case placeOrderMessages.unknownSavedPayment:
      return i18n._(msg`Unknown saved payment`);
    case placeOrderMessages.unknownRate:
      return i18n._(msg`Unknown shipment rate`);
    case placeOrderMessages.rateCurrency:
      return i18n._(msg`This shipment rate is in another currency than the order`);
    case placeOrderMessages.changed:
      return i18n._(msg`Prices, stock or the ship-to changed since the order was drafted: nothing was placed`);
    case placeOrderMessages.refused:
      return i18n._(msg`The order could not be placed`);
  }
  // The card or bank account entered, and a charge's outcome (the payments domain's texts).
  const payment = paymentInformationText(i18n, message);
  if (payment !== message) return payment;
  const cart = serverMessageText(i18n, message);
  if (cart !== null && cart !== message) return cart;
  return translateFormMessage(message, i18n);
}
