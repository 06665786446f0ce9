import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkConnectivity, onConnectivityChange } from './network';

function answer(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('checkConnectivity', () => {
  it('is true only for a real {ok: true} from the server, fetched past every cache', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(answer('{"ok":true}')));
    vi.stubGlobal('fetch', fetchMock);

    expect(await checkConnectivity(undefined, '/api/')).toBe(true);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/^\/api\/health\?probe=[0-9a-z]+$/);
    expect(init?.cache).toBe('no-store');
    await checkConnectivity();
    expect(fetchMock.mock.calls[1]?.[0]).not.toBe(url);
  });

  it.each([
    ['an HTML fallback page', () => Promise.resolve(new Response('<html>offline</html>', { status: 200 }))],
    ['{ok: false}', () => Promise.resolve(answer('{"ok":false}'))],
    ['a 503', () => Promise.resolve(answer('{"ok":true}', 503))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is false for %s', async (_name, respond) => {
    vi.stubGlobal('fetch', vi.fn(respond));
    expect(await checkConnectivity()).toBe(false);
  });

  it('is false when the server does not answer within 5 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => {
              reject(new DOMException('Aborted', 'AbortError'));
            });
          }),
      ),
    );
    const result = checkConnectivity();
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(false);
  });
});

describe('onConnectivityChange', () => {
  it('reports the check at start, false on offline at once, and the check again on online', async () => {
    let serverUp = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => (serverUp ? Promise.resolve(answer('{"ok":true}')) : Promise.reject(new TypeError('down')))),
    );
    const seen: boolean[] = [];
    const stop = onConnectivityChange((online) => seen.push(online));
    await vi.waitFor(() => {
      expect(seen).toEqual([true]);
    });

    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([true, false]);

    serverUp = false;
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The browser says online, the server does not answer: still offline, nothing new reported.
    expect(seen).toEqual([true, false]);

    serverUp = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => {
      expect(seen).toEqual([true, false, true]);
    });

    stop();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([true, false, true]);
  });
});
