import { apiRequest, bearer } from '../../lib/api';
import { isArray, isNonEmptyString, isString, type Parser, recordOf, required } from '../../lib/json-shape';
import { withSession } from '../../lib/session';

// The REST routes of web push (docs/api.md): GET /notification/vapid-public-key (public), and the signed-in user's
// subscriptions at /notification/subscriptions (GET list, POST one, DELETE by endpoint). The server answers them
// only while the host's WEB_NOTIFICATION switch is on.

// Checked by hand: the shell loads this module with home (lib/json-shape.ts).
const vapidKeySchema: Parser<{ publicKey: string }> = {
  parse: (value) => ({ publicKey: required(recordOf(value, 'the key'), 'publicKey', isNonEmptyString) }),
};

// The list as an array or wrapped as {subscriptions}: only the endpoints are compared.
const endpointListSchema: Parser<string[]> = {
  parse(value) {
    const items = isArray(value) ? value : required(recordOf(value, 'the subscriptions'), 'subscriptions', isArray);
    return items.map((item) => required(recordOf(item, 'a subscription'), 'endpoint', isString));
  },
};

export async function fetchVapidPublicKey(): Promise<string> {
  const { publicKey } = await apiRequest('/notification/vapid-public-key', { schema: vapidKeySchema });
  return publicKey;
}

/** The endpoints the server holds for the signed-in user. */
export async function fetchServerEndpoints(): Promise<string[]> {
  return withSession((accessToken) =>
    apiRequest('/notification/subscriptions', { headers: bearer(accessToken), schema: endpointListSchema }),
  );
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
