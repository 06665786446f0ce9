import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useEffectEvent } from 'react';
import type { NoticeState } from '../../domain/offline/outbox-status';
import { localeOfPath } from '../../lib/locale';
import { notify } from '../../lib/notify';

const ATTENTION_NOTICE_ID = 'outbox-attention';
const ALL_SENT_NOTICE_ID = 'outbox-all-sent';
const REVIEW_NOTICE_ID = 'outbox-draft-review';
/** One system notification per kind of news: a new one replaces the last instead of stacking. */
const SYSTEM_TAG = 'portal-outbox';
const NOTIFICATION_ICON = '/icons/icon-192.png';

type States = ReadonlyMap<string, NoticeState>;

const isUnsent = (state: NoticeState | undefined) =>
  state === 'queued' || state === 'sending' || state === 'attention' || state === 'review';

/** What changed between two looks at the outbox that the user should hear about. */
export function outboxNews(before: States, after: States): { attention: boolean; review: boolean; allSent: boolean } {
  let attention = false;
  let review = false;
  for (const [key, state] of after) {
    if (state === 'attention' && before.get(key) !== 'attention') attention = true;
    if (state === 'review' && before.get(key) !== 'review') review = true;
  }
  const nowUnsent = [...after.values()].some(isUnsent);
  // "Everything has been sent" only when something went out: emptying the queue by discarding is no news.
  const sentSome = [...before].some(([key, state]) => isUnsent(state) && after.get(key) === 'sent');
  return { attention, review, allSent: !nowUnsent && sentSome };
}

/** A system notification through the service worker (it works when the page is in the background), else directly. */
async function showSystemNotification(title: string, body: string, url: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const options: NotificationOptions = { body, tag: SYSTEM_TAG, icon: NOTIFICATION_ICON, data: { url } };
  try {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
  } catch (error) {
    console.warn('The system notification could not be shown', error);
  }
}

/**
 * Tells the user, in the app and — when notifications are allowed — by a system notification, when an item of
 * their outbox needs attention and when everything has been sent. Watches the outbox live, so replays by the
 * service worker or another tab count too; what was already so when the page opened is not told again (the badge
 * shows it). Call once in the portal layout.
 */
export function useOutboxNotices(userId: string | null): void {
  const router = useRouter();

  const outboxHref = () => `/${localeOfPath(window.location.pathname)}/outbox`;
  const ordersHref = () => `/${localeOfPath(window.location.pathname)}/order`;

  const openOutbox = (event: MouseEvent) => {
    event.preventDefault();
    notify.hide(ATTENTION_NOTICE_ID);
    void router.navigate({ href: outboxHref() });
  };

  const openOrders = (event: MouseEvent) => {
    event.preventDefault();
    notify.hide(REVIEW_NOTICE_ID);
    void router.navigate({ href: ordersHref() });
  };

  const tell = useEffectEvent((news: { attention: boolean; review: boolean; allSent: boolean }) => {
    const href = outboxHref();
    if (news.review) {
      // An order draft the server answered with changes: nothing was placed; the draft on /order shows the list.
      notify.warning({
        id: REVIEW_NOTICE_ID,
        persistent: true,
        title: t`An order draft needs your review`,
        message: (
          <Text size="sm">
            <Trans>
              Prices, stock or the ship-to changed, so nothing was ordered.{' '}
              <Anchor href={ordersHref()} onClick={openOrders}>
                Open your orders
              </Anchor>{' '}
              to accept the changes or edit the draft.
            </Trans>
          </Text>
        ),
      });
      void showSystemNotification(
        t`An order draft needs your review`,
        t`Prices, stock or the ship-to changed, so nothing was ordered.`,
        ordersHref(),
      );
    }
    if (news.attention) {
      notify.hide(ALL_SENT_NOTICE_ID);
      notify.warning({
        id: ATTENTION_NOTICE_ID,
        persistent: true,
        title: t`An item needs your attention`,
        message: (
          <Text size="sm">
            <Trans>
              The server did not accept an item.{' '}
              <Anchor href={href} onClick={openOutbox}>
                Open the outbox
              </Anchor>{' '}
              to fix or discard it.
            </Trans>
          </Text>
        ),
      });
      void showSystemNotification(t`An item needs your attention`, t`Open the outbox to fix or discard it.`, href);
    } else if (news.allSent) {
      notify.success({ id: ALL_SENT_NOTICE_ID, message: t`Everything has been sent` });
      void showSystemNotification(t`Everything has been sent`, t`All your saved items reached the server.`, href);
    }
  });

  useEffect(() => {
    if (userId === null) return;
    let previous: States | null = null;
    let stop: (() => void) | null = null;
    let cancelled = false;
    // The local database loads on demand: the portal's first page does not wait for it.
    void import('../../domain/offline/outbox-status').then(({ observe, outboxStates }) => {
      if (cancelled) return;
      stop = observe(
        () => outboxStates(userId),
        (states) => {
          if (previous !== null) tell(outboxNews(previous, states));
          previous = states;
        },
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
}
