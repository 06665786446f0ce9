import { z } from 'zod/mini';
import { apiRequest, bearer } from '../../lib/api';
import { withSession } from '../../lib/session';

// The REST routes of web push (docs/api.md): GET /notification/vapid-public-key (public), and the signed-in user's
// subscriptions at /notification/subscriptions (GET list, POST one, DELETE by endpoint). The server answers them
// only while the host's WEB_NOTIFICATION switch is on.

const vapidKeySchema = z.object({ publicKey: z.string().check(z.minLength(1)) });

const subscriptionItemSchema = z.looseObject({ endpoint: z.string() });
// The list as an array or wrapped as {subscriptions}: only the endpoints are compared.
const subscriptionListSchema = z.union([
  z.array(subscriptionItemSchema),
  z.looseObject({ subscriptions: z.array(subscriptionItemSchema) }),
]);

export async function fetchVapidPublicKey(): Promise<string> {
  const { publicKey } = await apiRequest('/notification/vapid-public-key', { schema: vapidKeySchema });
  return publicKey;
}

/** The endpoints the server holds for the signed-in user. */
export async function fetchServerEndpoints(): Promise<string[]> {
  const answer = await withSession((accessToken) =>
    apiRequest('/notification/subscriptions', { headers: bearer(accessToken), schema: subscriptionListSchema }),
  );
  const items = Array.isArray(answer) ? answer : answer.subscriptions;
  return items.map((item) => item.endpoint);
}

/** Stores the browser's subscription (its toJSON()) for the signed-in user. */
export async function postSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await withSession((accessToken) =>
    apiRequest('/notification/subscriptions', { method: 'POST', headers: bearer(accessToken), body: subscription }),
  );
}

/**
 * Removes this browser's subscription from the user of `accessToken`. Outside the session rules on purpose: it
 * runs while the session ends, where a refresh or a forced sign-out would start the ending again.
 */
export async function deleteSubscription(endpoint: string, accessToken: string): Promise<void> {
  await apiRequest('/notification/subscriptions', {
    method: 'DELETE',
    headers: bearer(accessToken),
    body: { endpoint },
    signal: AbortSignal.timeout(2000),
  });
}
