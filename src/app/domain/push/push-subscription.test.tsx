import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../tests/support/render-ui';
import { isPushPromptSnoozed } from './push-snooze';
import { PushOfferCard, syncPushSubscription, turnOnNotifications } from './push-subscription';

const on = { features: { webNotification: true } };
const USER = '7';
// 65 bytes, as a VAPID public key is.
const VAPID_KEY = btoa(String.fromCharCode(4, ...Array.from({ length: 64 }, (_, i) => i)))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

interface FakeSubscription {
  endpoint: string;
  toJSON: () => PushSubscriptionJSON;
}

function fakeSubscription(endpoint = 'https://push.example.com/send/abc'): FakeSubscription {
  return {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPub', auth: 'secret' } }),
  };
}

let permission: NotificationPermission;
let browserSubscription: FakeSubscription | null;
let serverEndpoints: string[];
let calls: RecordedCall[];
const subscribe = vi.fn<(options: PushSubscriptionOptionsInit) => Promise<FakeSubscription>>();
const showNotification = vi.fn((_title: string, _options?: NotificationOptions) => Promise.resolve());
const requestPermission = vi.fn(() => Promise.resolve(permission));

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  permission = 'granted';
  browserSubscription = null;
  serverEndpoints = [];
  subscribe.mockReset();
  subscribe.mockImplementation(() => {
    browserSubscription = fakeSubscription();
    return Promise.resolve(browserSubscription);
  });
  showNotification.mockClear();
  requestPermission.mockClear();
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {
    // only its presence is checked
  });
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve(browserSubscription), subscribe },
    showNotification,
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  calls = stubFetch((call) => {
    if (call.url.endsWith('/notification/vapid-public-key')) return jsonResponse(200, { publicKey: VAPID_KEY });
    if (call.method === 'GET') {
      return jsonResponse(200, { subscriptions: serverEndpoints.map((endpoint) => ({ id: 1, endpoint })) });
    }
    serverEndpoints.push((call.body as { endpoint: string }).endpoint);
    return jsonResponse(201, { id: 1, endpoint: (call.body as { endpoint: string }).endpoint });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const posts = () => calls.filter((call) => call.method === 'POST');

describe('syncPushSubscription', () => {
  it('does nothing with WEB_NOTIFICATION off or without a user', async () => {
    expect(await syncPushSubscription({ config: { features: { webNotification: false } }, userId: USER })).toBe('off');
    expect(await syncPushSubscription({ config: on, userId: null })).toBe('off');
    expect(calls).toHaveLength(0);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('permission denied: nothing at all', async () => {
    permission = 'denied';
    renderUi(<div />);
    expect(await syncPushSubscription({ config: on, userId: USER })).toBe('denied');
    expect(calls).toHaveLength(0);
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.queryByText('Get notified about your orders and claims')).toBeNull();
  });

  it('permission granted: subscribes with the VAPID key, stores it and confirms once — not at the next start', async () => {
    expect(await syncPushSubscription({ config: on, userId: USER })).toBe('subscribed');
    expect(subscribe).toHaveBeenCalledOnce();
    const options = subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Array.from(options?.applicationServerKey as Uint8Array).slice(0, 3)).toEqual([4, 0, 1]);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.url).toBe('/api/notification/subscriptions');
    expect(posts()[0]?.body).toEqual(fakeSubscription().toJSON());
    expect(showNotification).toHaveBeenCalledExactlyOnceWith('Successfully subscribed!', {
      body: 'You successfully subscribed to our Notification service!',
      icon: '/icons/icon-192.png',
    });

    // The next start: the browser and the server agree, so nothing is sent and nothing shown.
    expect(await syncPushSubscription({ config: on, userId: USER })).toBe('subscribed');
    expect(subscribe).toHaveBeenCalledOnce();
    expect(posts()).toHaveLength(1);
    expect(showNotification).toHaveBeenCalledOnce();
  });

  it("sends the browser's subscription again when the server has lost it, without a new confirmation", async () => {
    browserSubscription = fakeSubscription('https://push.example.com/send/kept');
    serverEndpoints = ['https://push.example.com/send/other-device'];
    expect(await syncPushSubscription({ config: on, userId: USER })).toBe('subscribed');
    expect(subscribe).not.toHaveBeenCalled();
    expect(posts().map((call) => (call.body as { endpoint: string }).endpoint)).toEqual([
      'https://push.example.com/send/kept',
    ]);
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('not asked yet: an in-app offer instead of the browser prompt; Not now holds it back for 30 days', async () => {
    permission = 'default';
    renderUi(<PushOfferCard />);
    expect(await syncPushSubscription({ config: on, userId: USER })).toBe('prompted');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(await screen.findByText('Get notified about your orders and claims')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => {
      expect(screen.queryByText('Get notified about your orders and claims')).toBeNull();
    });
    expect(isPushPromptSnoozed(USER)).toBe(true);
    expect(isPushPromptSnoozed(USER, Date.now() + 31 * 24 * 60 * 60 * 1000)).toBe(false);
    expect(isPushPromptSnoozed('8')).toBe(false);
    expect(await syncPushSubscription({ config: on, userId: USER })).toBe('snoozed');
  });

  it("the offer's Turn on asks the browser, then subscribes and confirms", async () => {
    permission = 'default';
    renderUi(<PushOfferCard />);
    await syncPushSubscription({ config: on, userId: USER });
    requestPermission.mockImplementation(() => {
      permission = 'granted';
      return Promise.resolve(permission);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await waitFor(() => {
      expect(showNotification).toHaveBeenCalledOnce();
    });
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(posts()).toHaveLength(1);
  });

  it('says so when no push service answers in time', async () => {
    subscribe.mockImplementation(() => new Promise(() => undefined));
    renderUi(<div />);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await turnOnNotifications({ subscribeTimeoutMs: 20 })).toBe('failed');
    expect(
      await screen.findByText('Notifications could not be turned on: no push service answered. Try again later.'),
    ).toBeTruthy();
    expect(posts()).toHaveLength(0);
    expect(showNotification).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
