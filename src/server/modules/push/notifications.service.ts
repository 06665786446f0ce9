import { localeOrDefault, type Locale } from '../../../shared/locales';
import {
  renderNotification,
  type NotificationKind,
  type NotificationParams,
} from '../../../shared/notifications/notification-texts';
import type { AppDeps } from '../../app-deps';
import { hostConfig } from '../hosts/hosts.service';
import { notifyUser, type NotifierDeps } from './notifier';
import * as repo from './notifications.repository';

/** Most notifications the list answers (push.graphql `notifications`). */
export const MAX_NOTIFICATIONS = 50;

/** One notification for one user, in that user's language. */
export interface UserNotice {
  userId: number;
  locale: Locale;
  customerId: number | null;
  kind: NotificationKind;
  params: NotificationParams;
  /** The portal path it opens, in the user's locale. */
  url: string;
  /** Replaces an older push with the same tag on the device (one per order). */
  tag?: string;
}

export type NoticeDeps = NotifierDeps & Pick<AppDeps, 'env' | 'hostsCache'>;

/** How many notifications were listed and how many pushes the push services accepted. */
export interface NoticeResult {
  stored: number;
  pushed: number;
}

/**
 * Tells users something (spec 01 §1 notifications): every notice becomes a row of the user's list; a web push goes
 * to each of the user's devices subscribed on a host whose config has WEB_NOTIFICATION on (a device subscribed
 * elsewhere, or a user without devices, gets the row only). Push problems never throw: the row is the record.
 */
export async function notifyUsers(deps: NoticeDeps, notices: readonly UserNotice[]): Promise<NoticeResult> {
  if (notices.length === 0) return { stored: 0, pushed: 0 };
  await repo.insertNotifications(
    deps.db,
    notices.map((n) => ({
      userId: n.userId,
      customerId: n.customerId,
      kind: n.kind,
      params: { ...n.params },
      url: n.url,
    })),
    deps.now(),
  );
  const hosts = await repo.subscriptionHosts(deps.db, [...new Set(notices.map((n) => n.userId))]);
  const enabled = new Set<string>();
  for (const host of hosts) if ((await hostConfig(deps, host))?.features.webNotification) enabled.add(host);
  let pushed = 0;
  if (enabled.size > 0) {
    const results = await Promise.all(
      notices.map(async (n) => {
        try {
          const text = renderNotification(n.locale, n.kind, n.params);
          const message = { ...text, url: n.url, ...(n.tag ? { tag: n.tag } : {}) };
          return await notifyUser(deps, n.userId, message, (s) => enabled.has(s.host));
        } catch (error) {
          deps.logger.error('notification push not sent', { userId: n.userId, kind: n.kind, error });
          return { sent: 0 };
        }
      }),
    );
    pushed = results.reduce((sum, r) => sum + r.sent, 0);
  }
  return { stored: notices.length, pushed };
}

/** A notification as the app lists it: rendered in the reader's language of today. */
export interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  createdAt: string;
  read: boolean;
}

/** The user's latest notifications, newest first (1 to {@link MAX_NOTIFICATIONS}). */
export async function listNotifications(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  limit: number,
): Promise<NotificationView[]> {
  const rows = await repo.listForUser(deps.db, userId, Math.min(Math.max(Math.trunc(limit), 1), MAX_NOTIFICATIONS));
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    ...renderNotification(localeOrDefault(row.languageId), row.kind, row.params),
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
}

/** Marks the user's own notifications read (all when `ids` is null); another user's ids change nothing. */
export async function markNotificationsRead(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  ids: readonly number[] | null,
): Promise<number> {
  return repo.markRead(deps.db, userId, ids, deps.now());
}
