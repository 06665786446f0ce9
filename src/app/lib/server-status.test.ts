import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../tests/support/render-ui';
import { fetchServerStatus } from './server-status';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchServerStatus (spec 01 §7)', () => {
  it('asks with the host and the basic auth', async () => {
    let headers: HeadersInit | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        headers = init.headers;
        return Promise.resolve(jsonResponse(200, { status: 'online' }));
      }),
    );
    await expect(fetchServerStatus('eu.localhost')).resolves.toEqual({ status: 'online', message: null });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/server/status?host=eu.localhost');
    expect((headers as Record<string, string>).Authorization).toMatch(/^Basic /);
  });

  it("reads maintenance and its message from the server's 500", async () => {
    stubFetch(() => jsonResponse(500, { status: 'maintenance', message: 'Back soon' }));
    await expect(fetchServerStatus('localhost')).resolves.toEqual({ status: 'maintenance', message: 'Back soon' });
  });

  it('counts any other status as not online', async () => {
    stubFetch(() => jsonResponse(200, { status: 'offline' }));
    await expect(fetchServerStatus('localhost')).resolves.toEqual({ status: 'maintenance', message: null });
  });

  it('never takes a failed fetch or an answer without a status for maintenance', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchServerStatus('localhost')).resolves.toEqual({ status: 'unknown', message: null });
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(fetchServerStatus('localhost')).resolves.toEqual({ status: 'unknown', message: null });
  });
});
