import type { AppDeps } from '../../app-deps';
import { notifyUser } from './notifier';
import * as repo from './push.repository';
import type { PushSubscriptionInput } from './push.schema';
import { hostConfig } from '../hosts/hosts.service';

/**
 * Most subscriptions one user keeps (browsers × devices); a new one beyond it drops the oldest, so a script
 * cannot grow the table or the fan-out of every notification without bound.
 */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

const USER_AGENT_MAX = 300;

/** What the API shows of a stored subscription: never the keys. */
export interface SubscriptionView {
  id: number;
  endpoint: string;
  expirationTime: number | null;
  host: string;
  createdAt: string;
  lastSentAt: string | null;
}

const view = (row: repo.PushSubscriptionRow): SubscriptionView => ({
  id: row.id,
  endpoint: row.endpoint,
  expirationTime: row.expirationTime ? row.expirationTime.getTime() : null,
  host: row.host,
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt ? row.lastSentAt.toISOString() : null,
});

/** Whether the host's config has WEB_NOTIFICATION on (an unknown host has not). */
export async function isPushEnabled(deps: AppDeps, hostname: string): Promise<boolean> {
  return (await hostConfig(deps, hostname))?.features.webNotification ?? false;
}

/** The application server key browsers subscribe with. */
export async function vapidPublicKey(deps: Pick<AppDeps, 'vapid'>): Promise<string> {
  return (await deps.vapid()).publicKey;
}

/** Stores (or moves to this user) the browser's subscription, keeping the user's newest 20. */
export async function subscribePush(
  deps: AppDeps,
  userId: number,
  hostname: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<SubscriptionView> {
  const row = await repo.upsertSubscription(
    deps.db,
    userId,
    {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      expirationTime: input.expirationTime == null ? null : new Date(input.expirationTime),
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      host: hostname,
    },
    deps.now(),
  );
  await repo.trimToNewest(deps.db, userId, MAX_SUBSCRIPTIONS_PER_USER);
  return view(row);
}

export async function listPushSubscriptions(deps: AppDeps, userId: number): Promise<SubscriptionView[]> {
  return (await repo.listByUser(deps.db, userId)).map(view);
}

/** Forgets the user's own subscription; an unknown endpoint is not an error (the goal is reached). */
export async function unsubscribePush(deps: AppDeps, userId: number, endpoint: string): Promise<boolean> {
  return repo.deleteByEndpoint(deps.db, userId, endpoint);
}

/** The admin's "send test notification": the fixed message to the caller's own devices. */
export async function sendTestNotification(deps: AppDeps, userId: number) {
  return notifyUser(deps, userId, {
    title: 'Test notification',
    body: 'Notifications reach this device.',
    url: '/',
    tag: 'test-notification',
  });
}
