// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { hasSession, onSessionEnd, readSession, SessionEndedError, signIn, signOut, withSession } from './session';

type Handler = (url: string, init: RequestInit) => Response;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function tokens(n: number) {
  return { accessToken: `access-${String(n)}`, refreshToken: `refresh-${String(n)}`, expiresIn: 900 };
}

let calls: { url: string; body: unknown }[] = [];

function serve(handler: Handler): void {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return Promise.resolve(handler(url, init));
    }),
  );
}

function bearerOf(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string>).Authorization;
}

beforeEach(async () => {
  localStorage.clear();
  serve((url) => (url.endsWith('/login') ? json(200, tokens(1)) : json(404)));
  await signIn({ username: 'dealer', password: 'Demo1234' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signIn / signOut', () => {
  it('keeps the tokens, and forgets them on sign-out after telling the server', async () => {
    expect(readSession()?.accessToken).toBe('access-1');
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    serve(() => json(204));
    await signOut();
    unsubscribe();
    expect(calls).toEqual([{ url: '/api/logout', body: { refreshToken: 'refresh-1' } }]);
    expect(hasSession()).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await signOut();
    expect(hasSession()).toBe(false);
  });
});

describe('withSession', () => {
  it('passes the access token', async () => {
    await expect(withSession((token) => Promise.resolve(token))).resolves.toBe('access-1');
  });

  it('retries a 401 once with the current token, then refreshes and retries', async () => {
    serve((url) => (url.endsWith('/refresh-token') ? json(200, tokens(2)) : json(404)));
    const seen: string[] = [];
    const result = await withSession((token) => {
      seen.push(token);
      return token === 'access-2' ? Promise.resolve('ok') : Promise.reject(new ApiError(401, undefined, undefined));
    });
    expect(result).toBe('ok');
    expect(seen).toEqual(['access-1', 'access-1', 'access-2']);
    expect(calls).toEqual([{ url: '/api/refresh-token', body: { refreshToken: 'refresh-1' } }]);
    expect(readSession()?.refreshToken).toBe('refresh-2');
  });

  it('signs out when the refresh is refused', async () => {
    serve(() => json(401, { message: 'Invalid refresh token' }));
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    await expect(withSession(() => Promise.reject(new ApiError(401, undefined, undefined)))).rejects.toBeInstanceOf(
      SessionEndedError,
    );
    unsubscribe();
    expect(hasSession()).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('signs out on 403', async () => {
    await expect(withSession(() => Promise.reject(new ApiError(403, undefined, undefined)))).rejects.toBeInstanceOf(
      SessionEndedError,
    );
    expect(hasSession()).toBe(false);
  });

  it('keeps the session when the refresh fails for lack of a connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(withSession(() => Promise.reject(new ApiError(401, undefined, undefined)))).rejects.toThrow();
    expect(hasSession()).toBe(true);
  });

  it('refreshes once for parallel calls', async () => {
    serve((url) => (url.endsWith('/refresh-token') ? json(200, tokens(2)) : json(404)));
    const call = (token: string) =>
      token === 'access-2' ? Promise.resolve(token) : Promise.reject(new ApiError(401, undefined, undefined));
    await expect(Promise.all([withSession(call), withSession(call)])).resolves.toEqual(['access-2', 'access-2']);
    expect(calls.filter((c) => c.url.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('refreshes ahead of an expired access token', async () => {
    serve((url, init) =>
      url.endsWith('/refresh-token') ? json(200, tokens(2)) : json(200, { token: bearerOf(init) }),
    );
    const stored = readSession();
    if (!stored) throw new Error('no session');
    localStorage.setItem('portal.session', JSON.stringify({ ...stored, expiresAt: Date.now() - 1000 }));
    await expect(withSession((token) => Promise.resolve(token))).resolves.toBe('access-2');
  });

  it('refuses without a session', async () => {
    localStorage.clear();
    await expect(withSession(() => Promise.resolve(1))).rejects.toBeInstanceOf(SessionEndedError);
  });
});
