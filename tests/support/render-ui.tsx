import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { theme } from '../../src/app/ui/theme';

// Component tests of the portal's pieces: Mantine with the app theme, Lingui with the source texts, a fresh
// QueryClient, optionally a memory router under a locale prefix, and a stubbed fetch that answers by operation.

i18n.loadAndActivate({ locale: 'en', messages: {} });

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The notifications store is global: one test's pop-ups must not linger into the next.
  notifications.clean();
});

/** A GraphQL or REST call the stubbed fetch received. */
export interface RecordedCall {
  url: string;
  method: string;
  /** The GraphQL operation name, when it was one. */
  operation: string | undefined;
  variables: Record<string, unknown> | undefined;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type FetchHandler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers fetch with `handler` and records every call. */
export function stubFetch(handler: FetchHandler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      // The app's connectivity check (lib/connectivity) asks the server while a page watches it: answered as
      // the real server does, and not recorded, so the tests see only the calls their page makes.
      if (/\/api\/health(\?|$)/.test(String(input))) return jsonResponse(200, { ok: true });
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const query = (body as { query?: unknown } | undefined)?.query;
      const call: RecordedCall = {
        url: String(input),
        method: init.method ?? 'GET',
        operation: typeof query === 'string' ? /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] : undefined,
        variables: (body as { variables?: Record<string, unknown> } | undefined)?.variables,
        body,
        signal: init.signal ?? undefined,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

/**
 * Makes window.matchMedia answer `matches: true` for exactly these queries (Mantine's useMediaQuery reads it);
 * returns the function that puts the setup-dom stub back.
 */
export function matchMediaQueries(matching: readonly string[]): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  return () => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
  };
}

/** A signed-in session as lib/session.ts stores it (opaque tokens: no identity check). */
export function storeTestSession(): void {
  localStorage.setItem(
    'portal.session',
    JSON.stringify({ accessToken: 'test-access', refreshToken: 'test-refresh', expiresAt: Date.now() + 3_600_000 }),
  );
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

interface RenderUiOptions {
  queryClient?: QueryClient;
  /** Renders inside a memory router at this path (e.g. '/en-us'), for components that read route params. */
  path?: string;
}

/** Renders `ui` with the app's providers. */
export function renderUi(ui: ReactNode, { queryClient = createTestQueryClient(), path }: RenderUiOptions = {}) {
  const wrap = (children: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
  let result: RenderResult;
  if (path === undefined) {
    result = render(wrap(ui));
  } else {
    const rootRoute = createRootRoute({ component: Outlet });
    const localeRoute = createRoute({ getParentRoute: () => rootRoute, path: '$locale', component: () => ui });
    const splatRoute = createRoute({ getParentRoute: () => localeRoute, path: '$' });
    const router = createRouter({
      routeTree: rootRoute.addChildren([localeRoute.addChildren([splatRoute])]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    result = render(wrap(<RouterProvider router={router} />));
    return { ...result, queryClient, router };
  }
  const rerender = (next: ReactNode) => {
    result.rerender(wrap(next));
  };
  return { ...result, rerender, queryClient, router: undefined };
}
