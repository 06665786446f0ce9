import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOnline, listenConnectivity, onBackOnline, subscribeConnectivity } from './connectivity';

let browserOnline = true;
let serverAnswers = true;
const fetchMock = vi.fn((url: string) =>
  Promise.resolve(
    url.includes('/health') && serverAnswers
      ? new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response('<html>portal</html>', { status: 200 }),
  ),
);

function setBrowserOnline(online: boolean) {
  browserOnline = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  browserOnline = true;
  serverAnswers = true;
  fetchMock.mockClear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browserOnline });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connectivity (spec 01 §4)', () => {
  it('without a watcher takes the browser’s word and asks the server nothing', () => {
    expect(isOnline()).toBe(true);
    browserOnline = false;
    expect(isOnline()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts a captive portal (the browser online, /health not answered by our server) as offline', async () => {
    serverAnswers = false;
    const changed = vi.fn();
    const stop = subscribeConnectivity(changed);
    await vi.waitFor(() => {
      expect(isOnline()).toBe(false);
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/health\?probe=/);
    expect(changed).toHaveBeenCalled();
    stop();
    // Nobody watches any more: the browser's word again.
    expect(isOnline()).toBe(true);
  });

  it('goes offline with the browser at once, and online again once the server answers', async () => {
    const stop = subscribeConnectivity(() => undefined);
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    expect(isOnline()).toBe(true);
    setBrowserOnline(false);
    expect(isOnline()).toBe(false);
    serverAnswers = false;
    setBrowserOnline(true);
    // Back on the network but our server does not answer yet: still offline.
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
    expect(isOnline()).toBe(false);
    serverAnswers = true;
    setBrowserOnline(false);
    setBrowserOnline(true);
    await vi.waitFor(() => {
      expect(isOnline()).toBe(true);
    });
    stop();
  });

  it('lets the always-there readers listen without asking the server, and says back online once it answers', async () => {
    const heard = vi.fn();
    const back = vi.fn();
    const stopListening = listenConnectivity(heard);
    const stopBack = onBackOnline(back);
    setBrowserOnline(false);
    setBrowserOnline(true);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(back).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    // While a page watches, back online waits for the server's answer.
    const stopWatching = subscribeConnectivity(() => undefined);
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    setBrowserOnline(false);
    serverAnswers = false;
    setBrowserOnline(true);
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
    expect(back).toHaveBeenCalledTimes(1);
    serverAnswers = true;
    setBrowserOnline(false);
    setBrowserOnline(true);
    await vi.waitFor(() => {
      expect(back).toHaveBeenCalledTimes(2);
    });
    stopWatching();
    stopBack();
    stopListening();
  });
});
