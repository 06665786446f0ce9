import { z } from 'zod/mini';
import { hasScope } from '../../../shared/access/scopes';
import { actingCustomerCodeOf } from '../customer/acting-customer';
import type { User } from '../../lib/api';
import type { Config } from '../../lib/config';

// GET /api/user and the host config pass their cart fields through untyped (lib/api.ts and lib/config.ts check
// only what the session and the shell need); this is the cart's side of them, checked once here.
const cartUserSchema = z.looseObject({ hasCustCode: z._default(z.boolean(), false) });

const cartConfigSchema = z.looseObject({
  sorg: z.string(),
  canCheckout: z._default(z.boolean(), true),
  cartDisclaimer: z._default(z.string(), ''),
  futureConfirmationDisplay: z._default(z.boolean(), false),
  creditCheck: z._default(z.boolean(), false),
});

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
  const parsed = cartUserSchema.safeParse(user);
  const data = parsed.success ? parsed.data : null;
  const code = actingCustomerCodeOf(user);
  const canSeeCart = hasScope(user.scopes, 'cart.display-order-qty');
  const hasCustCode = Boolean(data?.hasCustCode) || code !== null;
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
}

export function cartConfigOf(config: Config | undefined): CartConfig {
  const parsed = cartConfigSchema.safeParse(config);
  if (!parsed.success) {
    return {
      sorg: config?.sorg ?? '',
      canCheckout: true,
      cartDisclaimer: '',
      futureConfirmationDisplay: false,
      creditCheck: false,
    };
  }
  const { sorg, canCheckout, cartDisclaimer, futureConfirmationDisplay, creditCheck } = parsed.data;
  return { sorg, canCheckout, cartDisclaimer, futureConfirmationDisplay, creditCheck };
}
