import { hasScope } from '../../../shared/access/scopes';
import { actingCustomerCodeOf } from '../customer/acting-customer';
import type { User } from '../../lib/api';
import type { Config } from '../../lib/config';
import { isBoolean, isNumber, isString, recordOf, required, safely, withDefault } from '../../lib/json-shape';

// GET /api/user and the host config pass their cart fields through untyped (lib/api.ts and lib/config.ts check
// only what the session and the shell need); this is the cart's side of them, checked once here, by hand: the
// shell loads it with home (lib/json-shape.ts).

/** What the cart needs to know about the signed-in user. */
export interface CartViewer {
  /** Scope cart.display-order-qty: the cart icon is shown (spec 01 §6). */
  canSeeCart: boolean;
  /** The active customer's code (isr, else r3), which updateProductsInCart sends; null without a customer. */
  custCode: string | null;
  /**
   * The cart loads only for users with a customer code (spec 01 §6) and the scope: the button and the pages ask
   * for it only then.
   */
  canLoadCart: boolean;
}

/** The cart's side of GET /api/user; a malformed answer loads no cart, never crashes. */
export function cartViewerOf(user: Pick<User, 'scopes'> & Record<string, unknown>): CartViewer {
  const hasCustCodeFlag = safely(() => withDefault(user, 'hasCustCode', isBoolean, false));
  const code = actingCustomerCodeOf(user);
  const canSeeCart = hasScope(user.scopes, 'cart.display-order-qty');
  const hasCustCode = Boolean(hasCustCodeFlag) || code !== null;
  return { canSeeCart, custCode: code, canLoadCart: canSeeCart && hasCustCode && code !== null };
}

/** The host config's cart switches (spec 01 §3 Checkout and credit): checkout button, disclaimer, the host's sorg. */
export interface CartConfig {
  sorg: string;
  canCheckout: boolean;
  cartDisclaimer: string;
  /** Checkout shows the supply dates of each line (stockOrderConfirmations; spec 01 §3). */
  futureConfirmationDisplay: boolean;
  /** Checkout refuses an order over the company's open to buy ('Order Failed!'); the page shows the headroom. */
  creditCheck: boolean;
  /** The host checks the stock: a line over it is removed (spec 01 §8); off, the line warns instead. */
  availableStockCheck: boolean;
  /** Place order asks for a confirmation above this total (major units; 0: never). */
  largeOrderConfirmAmount: number;
}

export function cartConfigOf(config: Config | undefined): CartConfig {
  const parsed = safely(() => {
    const fields = recordOf(config, 'the host config');
    return {
      sorg: required(fields, 'sorg', isString),
      canCheckout: withDefault(fields, 'canCheckout', isBoolean, true),
      cartDisclaimer: withDefault(fields, 'cartDisclaimer', isString, ''),
      futureConfirmationDisplay: withDefault(fields, 'futureConfirmationDisplay', isBoolean, false),
      creditCheck: withDefault(fields, 'creditCheck', isBoolean, false),
      availableStockCheck: withDefault(fields, 'availableStockCheck', isBoolean, false),
      largeOrderConfirmAmount: withDefault(fields, 'largeOrderConfirmAmount', isNumber, 0),
    };
  });
  if (!parsed) {
    return {
      sorg: config?.sorg ?? '',
      canCheckout: true,
      cartDisclaimer: '',
      futureConfirmationDisplay: false,
      creditCheck: false,
      availableStockCheck: false,
      largeOrderConfirmAmount: 0,
    };
  }
  return parsed;
}
