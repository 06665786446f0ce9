// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configQuery } from './config';
import { startGuardRequests } from './guard-requests';
import { serverStatusQuery } from './server-status';
import { userQuery } from './user';

/** Every request the page makes, by path; none is answered, as on a slow network. */
let requested: string[];

beforeEach(() => {
  requested = [];
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL) => {
      requested.push(new URL(input, location.href).pathname);
      return new Promise<Response>(() => undefined);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startGuardRequests', () => {
  it('asks for the server status, the host config and the user at once, and the guards share those requests', async () => {
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 }),
    );
    const queryClient = new QueryClient();
    startGuardRequests(queryClient);
    await vi.waitFor(() => expect(requested).toHaveLength(3));
    expect(requested).toEqual(
      expect.arrayContaining(['/api/server/status', `/api/server/config/${location.hostname}`, '/api/user']),
    );

    // What the maintenance and portal guards ask next is already under way: no second request.
    void queryClient.query(serverStatusQuery());
    void queryClient.query(configQuery());
    void queryClient.query(userQuery());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).toHaveLength(3);
  });

  it('does not ask for the user without a stored session (the login page)', async () => {
    startGuardRequests(new QueryClient());
    await vi.waitFor(() => expect(requested).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).not.toContain('/api/user');
  });
});
