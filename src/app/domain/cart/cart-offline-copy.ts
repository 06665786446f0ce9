import { identityOf } from '../../../browser/token-claims';
import type { CartContentQuery } from '../../gql/graphql';
import { readSession } from '../../lib/session';

// The last cart the server answered, kept on the device for an offline start (the cart page and the badge work
// offline). Stamped with the user and customer it belongs to: another identity never sees it, and signing out
// removes it (spec 01 §4: logout first clears the cart). Small enough for localStorage; the cart area owns the key.

type CartData = CartContentQuery['cart'];

const STORAGE_KEY = 'portal.cart';

interface StoredCart {
  identity: string;
  savedAt: number;
  cart: CartData;
}

function currentIdentity(): string | null {
  const identity = identityOf(readSession()?.accessToken);
  return identity ? `${identity.userId}:${identity.r3 ?? identity.isr ?? '-'}` : null;
}

/** Keeps the cart for this user and customer. Storage full or blocked: the device simply has no copy. */
export function saveOfflineCart(cart: CartData): void {
  const identity = currentIdentity();
  if (identity === null) return;
  try {
    const stored: StoredCart = { identity, savedAt: Date.now(), cart };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Nothing to do: the copy is a convenience.
  }
}

/** The kept cart of this user and customer, or undefined. */
export function readOfflineCart(): Promise<CartData | undefined> {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (text === null) return Promise.resolve(undefined);
    const stored = JSON.parse(text) as Partial<StoredCart>;
    const identity = currentIdentity();
    return Promise.resolve(identity !== null && stored.identity === identity && stored.cart ? stored.cart : undefined);
  } catch {
    return Promise.resolve(undefined);
  }
}

/** Forgets the kept cart (sign-out). */
export function clearOfflineCart(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
