import { identityOf } from '../../../browser/token-claims';
import { readSession } from '../../lib/session';

/**
 * Who queued work belongs to: the signed-in user and the active customer of the session (its id, and its codes,
 * which every request of a queued entry names), or null.
 */
export function outboxOwner(): {
  userId: string;
  customerId: string | null;
  actingFor: { r3: string | null; isr: string | null };
} | null {
  const identity = identityOf(readSession()?.accessToken);
  return identity
    ? {
        userId: identity.userId,
        customerId: identity.r3 ?? identity.isr,
        actingFor: { r3: identity.r3, isr: identity.isr },
      }
    : null;
}
