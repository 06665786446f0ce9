import type { Db } from '../../db/client';
import type { HostsService } from '../hosts/hosts.service';
import type { Notifier } from './notifier';
import * as repo from './push.repository';
import type { PushSubscriptionInput } from './push.schema';
import type { VapidSource } from './vapid';

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

export interface PushServiceDeps {
  hosts: HostsService;
  vapid: VapidSource;
  notifier: Notifier;
  now?: () => Date;
}

export function createPushService(db: Db, deps: PushServiceDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Whether the host's config has WEB_NOTIFICATION on (an unknown host has not). */
    async isEnabled(hostname: string): Promise<boolean> {
      return (await deps.hosts.config(hostname))?.features.webNotification ?? false;
    },

    /** The application server key browsers subscribe with. */
    async publicKey(): Promise<string> {
      return (await deps.vapid()).publicKey;
    },

    /** Stores (or moves to this user) the browser's subscription, keeping the user's newest 20. */
    async subscribe(
      userId: number,
      hostname: string,
      input: PushSubscriptionInput,
      userAgent: string | undefined,
    ): Promise<SubscriptionView> {
      const row = await repo.upsertSubscription(
        db,
        userId,
        {
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          expirationTime: input.expirationTime == null ? null : new Date(input.expirationTime),
          userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
          host: hostname,
        },
        now(),
      );
      await repo.trimToNewest(db, userId, MAX_SUBSCRIPTIONS_PER_USER);
      return view(row);
    },

    async list(userId: number): Promise<SubscriptionView[]> {
      return (await repo.listByUser(db, userId)).map(view);
    },

    /** Forgets the user's own subscription; an unknown endpoint is not an error (the goal is reached). */
    async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
      return repo.deleteByEndpoint(db, userId, endpoint);
    },

    /** The admin's "send test notification": the fixed message to the caller's own devices. */
    async sendTest(userId: number) {
      return deps.notifier.notifyUser(userId, {
        title: 'Test notification',
        body: 'Notifications reach this device.',
        url: '/',
        tag: 'test-notification',
      });
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
