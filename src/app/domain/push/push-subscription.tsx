import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { isOnline } from '../../lib/connectivity';
import { notify } from '../../lib/notify';
import { readSession } from '../../lib/session';
import { deleteSubscription, fetchServerEndpoints, fetchVapidPublicKey, postSubscription } from './push-api';
import { isPushPromptSnoozed, snoozePushPrompt } from './push-snooze';

// Web push on the client (spec 01 "Startup": POST /notification/subscriptions only with WEB_NOTIFICATION).
// The spec's flow is: permission granted → subscribe; denied → nothing; otherwise ask, and subscribe if
// granted; then the confirmation notification. Asking at start, without a user gesture, is what Chromium's quiet
// permission UI blocks and users dismiss, so "otherwise" is an in-app offer whose button asks (docs/decisions.md).

/** No push service answered within this time (behind some firewalls, or without one, subscribe() hangs). */
export const SUBSCRIBE_TIMEOUT_MS = 15_000;
/** The worker registers after the first render; a page without one (dev server) gives up after this long. */
const REGISTRATION_TIMEOUT_MS = 10_000;
/** A failure found at start is told once a day at most: it repeats at every start until the network changes. */
const AUTOMATIC_FAILURE_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;
const FAILURE_NOTICE_AT_KEY = 'portal.push.failureNoticeAt';

const PUSH_FAILED_ID = 'push-failed';
const CONFIRMATION_ICON = '/icons/icon-192.png';

export interface PushSyncInput {
  config: { features: { webNotification: boolean } } | undefined;
  /** The signed-in user; nothing happens without one. */
  userId: string | null | undefined;
}

/** What a sync did (for tests and logs). */
export type PushSyncOutcome =
  'off' | 'unsupported' | 'offline' | 'denied' | 'snoozed' | 'prompted' | 'subscribed' | 'failed';

class TimeoutError extends Error {
  constructor() {
    super('No push service answered');
    this.name = 'TimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new TimeoutError());
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

function supportsPush(): boolean {
  return (
    typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator
  );
}

/** The VAPID key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function showFailure(automatic: boolean): void {
  if (automatic) {
    try {
      const last = Number(localStorage.getItem(FAILURE_NOTICE_AT_KEY));
      if (Number.isFinite(last) && Date.now() - last < AUTOMATIC_FAILURE_NOTICE_INTERVAL_MS) return;
      localStorage.setItem(FAILURE_NOTICE_AT_KEY, String(Date.now()));
    } catch {
      // Storage blocked: tell it every time rather than never.
    }
  }
  notify.error({
    id: PUSH_FAILED_ID,
    message: t`Notifications could not be turned on: no push service answered. Try again later.`,
  });
}

interface SubscribeOptions {
  /** The user asked just now (the offer's button): failures are always told, and success is confirmed. */
  userInitiated: boolean;
  subscribeTimeoutMs?: number;
}

/**
 * The browser's subscription, made if it has none, and the server's copy of it: compared at every start and sent
 * again when missing (`pushsubscriptionchange` is not fired reliably). The spec's confirmation shows only for a
 * subscription made now, not at every start.
 */
async function subscribeAndStore({ userInitiated, subscribeTimeoutMs = SUBSCRIBE_TIMEOUT_MS }: SubscribeOptions) {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await withTimeout(navigator.serviceWorker.ready, REGISTRATION_TIMEOUT_MS);
  } catch {
    // No worker (development, or it failed to register): nothing can receive a push.
    return 'unsupported' as const;
  }

  let subscription: PushSubscription | null;
  let isNew = false;
  try {
    subscription = await registration.pushManager.getSubscription();
    if (!subscription) {
      const publicKey = await fetchVapidPublicKey();
      subscription = await withTimeout(
        registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKeyOf(publicKey),
        }),
        subscribeTimeoutMs,
      );
      isNew = true;
    }
  } catch (error) {
    console.warn('Push subscription failed', error);
    showFailure(!userInitiated);
    return 'failed' as const;
  }

  try {
    const known = isNew ? [] : await fetchServerEndpoints();
    if (!known.includes(subscription.endpoint)) await postSubscription(subscription.toJSON());
  } catch (error) {
    // The server could not be reached or refused: the next start compares again.
    console.warn('The push subscription could not be stored', error);
    if (userInitiated) showFailure(false);
    return 'failed' as const;
  }

  if (isNew || userInitiated) {
    await registration
      .showNotification(t`Successfully subscribed!`, {
        body: t`You successfully subscribed to our Notification service!`,
        icon: CONFIRMATION_ICON,
      })
      .catch((error: unknown) => {
        console.warn('The confirmation notification could not be shown', error);
      });
  }
  return 'subscribed' as const;
}

/**
 * The offer's "Turn on": asks the browser (this click is the user gesture it wants), then subscribes if granted.
 * Call it straight from a click handler.
 */
export async function turnOnNotifications(options: { subscribeTimeoutMs?: number } = {}): Promise<PushSyncOutcome> {
  setOffer(null);
  if (!supportsPush()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  return subscribeAndStore({ userInitiated: true, ...options });
}

// The offer is a card on the home page and the "Ready for offline" page, not a floating notice: it must never
// cover the top bar's controls, and the user meets it where they start the day.
let offerFor: string | null = null;
const offerListeners = new Set<() => void>();

function setOffer(userId: string | null): void {
  offerFor = userId;
  for (const listener of offerListeners) listener();
}

function subscribeOffer(listener: () => void): () => void {
  offerListeners.add(listener);
  return () => {
    offerListeners.delete(listener);
  };
}

/** The user the offer is for, while it stands (null: nothing to offer). */
export function usePushOffer(): string | null {
  return useSyncExternalStore(
    subscribeOffer,
    () => offerFor,
    () => null,
  );
}

/** The in-app offer to turn notifications on (shown where {@link usePushOffer} says so). */
export function PushOfferCard() {
  const userId = usePushOffer();
  if (userId === null) return null;
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t`Notifications`}>
      <Text fw={600}>
        <Trans>Get notified about your orders and claims</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>We tell you when an order ships, a claim changes or an item could not be sent.</Trans>
      </Text>
      <Group gap="xs" mt="xs">
        <Button
          size="sm"
          mih={44}
          onClick={() => {
            void turnOnNotifications();
          }}
        >
          <Trans>Turn on</Trans>
        </Button>
        <Button
          size="sm"
          mih={44}
          variant="default"
          onClick={() => {
            snoozePushPrompt(userId);
            setOffer(null);
          }}
        >
          <Trans>Not now</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

let running: Promise<PushSyncOutcome> | null = null;

/**
 * Call at every start once the host config and the user are known (and again after sign-in). With
 * WEB_NOTIFICATION on: permission denied → nothing; granted → make sure the browser is subscribed and the server
 * holds the subscription; not asked yet → the in-app offer (unless 'Not now' within 30 days).
 */
export function syncPushSubscription(input: PushSyncInput): Promise<PushSyncOutcome> {
  running ??= runSync(input).finally(() => {
    running = null;
  });
  return running;
}

async function runSync({ config, userId }: PushSyncInput): Promise<PushSyncOutcome> {
  if (config?.features.webNotification !== true || !userId) return 'off';
  if (!supportsPush()) return 'unsupported';
  switch (Notification.permission) {
    case 'denied':
      return 'denied';
    case 'granted':
      // Offline the server cannot be compared with; the next start does it.
      if (!isOnline()) return 'offline';
      return subscribeAndStore({ userInitiated: false });
    default:
      if (isPushPromptSnoozed(userId)) return 'snoozed';
      setOffer(userId);
      return 'prompted';
  }
}

/**
 * Takes this device's subscription away from the user who signs out, so a shared tablet does not show their
 * notifications to the next person. The browser keeps its subscription: the next user's start stores it for them.
 * Register it with onBeforeSignOut; it never throws.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    const session = readSession();
    if (!session || !supportsPush()) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) await deleteSubscription(subscription.endpoint, session.accessToken);
  } catch {
    // Offline or refused: the server moves the endpoint to whoever subscribes from this device next.
  }
}
