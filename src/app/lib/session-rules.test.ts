// @vitest-environment jsdom
// The session rules of spec 01 §4 against a real HTTP server on a random port: every branch of 401, 403,
// maintenance, token/customer mismatch and network failure, as the browser's fetch meets them.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TypedDocumentString } from '../gql/graphql';
import { ACCEPT, ApiError, getUser, NetworkError, setApiBaseForTests } from './api';
import { GraphQLRequestError, graphqlRequest } from './graphql';
import { takeReturnTo } from './return-to';
import {
  onBeforeSignOut,
  onMaintenance,
  onSessionEnd,
  readSession,
  replaceTokens,
  SessionChangedError,
  SessionEndedError,
  signIn,
  signOut,
  signOutEverywhere,
  syncStoredSession,
  withSession,
} from './session';
import { readStoredTokens, storeTokens } from '../../browser/session-store';
import {
  clearUnsavedChanges,
  getSessionStatus,
  registerUnsavedChanges,
  resetSessionStatusForTests,
  setPageReloaderForTests,
} from './session-status';

// ---------- a small API server ----------

interface Seen {
  method: string;
  path: string;
  accept: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

type Answer = { status: number; json?: unknown; text?: string } | 'hang';
type Handler = (request: Seen) => Answer | undefined;

let server: Server;
let base: string;
let seen: Seen[] = [];
let handler: Handler = () => undefined;
/** Responses held open ('hang'), closed after each test. */
const hanging: ServerResponse[] = [];

function answer(response: ServerResponse, result: Answer): void {
  if (result === 'hang') {
    hanging.push(response);
    return;
  }
  if (result.text !== undefined) {
    response.writeHead(result.status, { 'content-type': 'text/html' });
    response.end(result.text);
    return;
  }
  response.writeHead(result.status, { 'content-type': 'application/json' });
  response.end(result.json === undefined ? '' : JSON.stringify(result.json));
}

async function readRequest(request: IncomingMessage): Promise<Seen> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return {
    method: request.method ?? 'GET',
    path: new URL(request.url ?? '/', 'http://x').pathname,
    accept: request.headers.accept,
    authorization: request.headers.authorization,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readRequest(request).then((req) => {
      seen.push(req);
      answer(response, handler(req) ?? defaultAnswer(req));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api`;
  setApiBaseForTests(base);
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

// ---------- tokens: JWT-shaped, unsigned (the client reads the payload only) ----------

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function jwt(sub: number, r3: string | null, isr: string | null, n: number): string {
  return `${b64({ alg: 'HS256' })}.${b64({ sub: String(sub), r3, isr, n })}.signature`;
}

let issued = 0;
/** A new pair for user `sub` acting for customer `r3`. */
function pair(sub = 7, r3: string | null = 'R3-A') {
  issued += 1;
  return {
    accessToken: jwt(sub, r3, null, issued),
    refreshToken: `refresh-${String(issued)}-xxxxxxxxxxxxxxxx`,
    expiresIn: 900,
  };
}

/** The server's idea of the valid access tokens. */
let valid = new Set<string>();
let refreshAnswer: () => Answer = () => {
  const next = pair();
  valid.add(next.accessToken);
  return { status: 200, json: next };
};

function defaultAnswer(req: Seen): Answer {
  const token = req.authorization?.slice('Bearer '.length) ?? '';
  switch (`${req.method} ${req.path}`) {
    case 'POST /api/login': {
      const next = pair();
      valid.add(next.accessToken);
      return { status: 200, json: next };
    }
    case 'POST /api/refresh-token':
      return refreshAnswer();
    case 'POST /api/logout':
      return { status: 204 };
    case 'GET /api/user':
      return valid.has(token)
        ? { status: 200, json: { id: 7, name: 'Dana', username: 'dealer', scopes: [] } }
        : { status: 401, json: { message: 'Your session has expired, please sign in again' } };
    case 'POST /api/graphql':
      return valid.has(token)
        ? { status: 200, json: { data: { me: { name: 'Dana' } } } }
        : { status: 401, json: { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] } };
    default:
      return { status: 404, json: { message: 'No API route' } };
  }
}

const meDocument = 'query Me { me { name } }' as unknown as TypedDocumentString<{ me: { name: string } }, never>;
const me = (options?: Parameters<typeof graphqlRequest>[2]) => graphqlRequest(meDocument, undefined, options);
const graphqlCalls = () => seen.filter((s) => s.path === '/api/graphql');
const refreshCalls = () => seen.filter((s) => s.path === '/api/refresh-token');

const reload = vi.fn();

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionStatusForTests();
  setPageReloaderForTests(reload);
  reload.mockClear();
  valid = new Set();
  handler = () => undefined;
  refreshAnswer = () => {
    const next = pair();
    valid.add(next.accessToken);
    return { status: 200, json: next };
  };
  window.history.replaceState(null, '', '/en-us/orders?page=2');
  await signIn({ username: 'dealer', password: 'Demo1234' });
  seen = [];
});

afterEach(() => {
  for (const response of hanging.splice(0)) response.destroy();
  vi.restoreAllMocks();
});

// ---------- the tests ----------

describe('every request', () => {
  it("sends the spec's Accept header and the bearer token, REST and GraphQL", async () => {
    await expect(me()).resolves.toEqual({ me: { name: 'Dana' } });
    await expect(withSession(getUser)).resolves.toMatchObject({ username: 'dealer' });
    const token = readSession()?.accessToken ?? '';
    expect(seen.map((s) => [s.path, s.accept, s.authorization])).toEqual([
      ['/api/graphql', ACCEPT, `Bearer ${token}`],
      ['/api/user', ACCEPT, `Bearer ${token}`],
    ]);
    expect(getSessionStatus().dataAsOf).toBeGreaterThan(0);
  });

  it('is cancelled through its AbortSignal, with no dialog and the session kept', async () => {
    handler = (req) => (req.path === '/api/graphql' ? 'hang' : undefined);
    const controller = new AbortController();
    const pending = me({ signal: controller.signal });
    await vi.waitFor(() => {
      expect(graphqlCalls()).toHaveLength(1);
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(getSessionStatus().problem).toBeNull();
    expect(readSession()).not.toBeNull();
  });
});

describe('401', () => {
  it('retries once with the current token, then refreshes and retries', async () => {
    const first = readSession()?.accessToken;
    valid.clear();
    await expect(me()).resolves.toEqual({ me: { name: 'Dana' } });
    const tokens = graphqlCalls().map((s) => s.authorization);
    expect(tokens).toHaveLength(3);
    expect(tokens[0]).toBe(`Bearer ${first ?? ''}`);
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[2]).not.toBe(tokens[0]);
    expect(refreshCalls()).toHaveLength(1);
    expect(readSession()?.accessToken).not.toBe(first);
  });

  it('uses a token another tab refreshed meanwhile without refreshing again', async () => {
    valid.clear();
    const fresh = pair();
    valid.add(fresh.accessToken);
    handler = (req) => {
      // The first 401 arrives after another tab stored new tokens.
      if (req.path === '/api/graphql' && graphqlCalls().length === 1) replaceTokensLikeAnotherTab(fresh);
      return undefined;
    };
    await expect(me()).resolves.toEqual({ me: { name: 'Dana' } });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('refreshes once for parallel calls', async () => {
    valid.clear();
    await expect(Promise.all([me(), me(), withSession(getUser)])).resolves.toHaveLength(3);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('signs out when the refresh is refused, keeping the page to return to and the drafts', async () => {
    localStorage.setItem('portal.drafts.visit-form', '{"notes":"half typed"}');
    valid.clear();
    refreshAnswer = () => ({ status: 401, json: { message: 'Your session has expired, please sign in again' } });
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    await expect(me()).rejects.toBeInstanceOf(SessionEndedError);
    unsubscribe();
    expect(readSession()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    expect(localStorage.getItem('portal.drafts.visit-form')).toBe('{"notes":"half typed"}');
    expect(takeReturnTo('7')).toBe('/en-us/orders?page=2');
  });

  it('signs out when the refreshed token is refused too', async () => {
    valid.clear();
    refreshAnswer = () => ({ status: 200, json: pair() }); // never valid
    await expect(me()).rejects.toBeInstanceOf(SessionEndedError);
    expect(graphqlCalls()).toHaveLength(3);
    expect(readSession()).toBeNull();
  });

  it('keeps the session when the refresh gets no answer, and says so', async () => {
    valid.clear();
    // The connection drops before an answer comes.
    refreshAnswer = () => {
      setTimeout(() => {
        for (const r of hanging.splice(0)) r.destroy();
      }, 10);
      return 'hang';
    };
    await expect(me()).rejects.toBeInstanceOf(NetworkError);
    expect(readSession()).not.toBeNull();
    expect(getSessionStatus().problem).toBe('network');
  });

  it('refreshes shortly before the access token expires, without waiting for a 401', async () => {
    const stored = readSession();
    if (!stored) throw new Error('no session');
    localStorage.setItem('portal.session', JSON.stringify({ ...stored, expiresAt: Date.now() + 30_000 }));
    await expect(me()).resolves.toBeDefined();
    expect(seen.map((s) => s.path)).toEqual(['/api/refresh-token', '/api/graphql']);
  });

  it('serialises the refresh through navigator.locks when the browser has them', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { onLine: true, locks: { request } });
    try {
      valid.clear();
      await expect(me()).resolves.toBeDefined();
      expect(request).toHaveBeenCalledWith('portal.session.refresh', expect.any(Function));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('403 and maintenance', () => {
  it('403 signs out', async () => {
    handler = (req) =>
      req.path === '/api/graphql' ? { status: 403, json: { errors: [{ message: 'no' }] } } : undefined;
    await expect(me()).rejects.toBeInstanceOf(SessionEndedError);
    expect(readSession()).toBeNull();
    expect(takeReturnTo('7')).toBe('/en-us/orders?page=2');
  });

  it("a REST 500 {status:'maintenance'} signs out and tells the maintenance listeners", async () => {
    handler = () => ({ status: 500, json: { status: 'maintenance', message: 'Back at noon' } });
    const listener = vi.fn();
    const unsubscribe = onMaintenance(listener);
    const error: unknown = await withSession(getUser).catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(SessionEndedError);
    expect((error as SessionEndedError).reason).toBe('maintenance');
    expect(listener).toHaveBeenCalledWith('Back at noon');
    expect(readSession()).toBeNull();
    expect(getSessionStatus().problem).toBeNull();
  });

  it('a GraphQL 500 with the MAINTENANCE code does the same', async () => {
    handler = () => ({ status: 500, json: { errors: [{ message: 'Down', extensions: { code: 'MAINTENANCE' } }] } });
    const listener = vi.fn();
    const unsubscribe = onMaintenance(listener);
    await expect(me()).rejects.toMatchObject({ reason: 'maintenance' });
    unsubscribe();
    expect(listener).toHaveBeenCalledWith('Down');
  });

  it('any other 500 is an error of the page: the session stays and no dialog opens', async () => {
    handler = () => ({ status: 500, json: { errors: [{ message: 'Unexpected error.' }] } });
    const error: unknown = await me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ status: 500, serverMessage: 'Unexpected error.', isMaintenance: false });
    expect(readSession()).not.toBeNull();
    expect(getSessionStatus().problem).toBeNull();
  });

  it("an answer that is not the API's (a proxy's HTML page) opens the 'something wrong' dialog", async () => {
    handler = () => ({ status: 502, text: '<html>Bad gateway</html>' });
    await expect(me()).rejects.toMatchObject({ status: 502, isUnexpectedAnswer: true });
    expect(getSessionStatus().problem).toBe('server');
    expect(readSession()).not.toBeNull();
  });

  it("a 409 (another customer's data) is an answer like any other: no sign-out, no dialog", async () => {
    handler = () => ({
      status: 409,
      json: { errors: [{ message: 'not yours', extensions: { code: 'CUSTOMER_NOT_YOURS' } }] },
    });
    await expect(me()).rejects.toMatchObject({ status: 409, code: 'CUSTOMER_NOT_YOURS' });
    expect(readSession()).not.toBeNull();
    expect(getSessionStatus().problem).toBeNull();
  });
});

/** What another tab does when it switches customer or signs in: new tokens in the shared storage. */
function replaceTokensLikeAnotherTab(tokens: ReturnType<typeof pair>): void {
  localStorage.setItem(
    'portal.session',
    JSON.stringify({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: Date.now() + 900_000,
    }),
  );
}

describe('token / customer mismatch', () => {
  it('another tab switched customer: the page reloads with the pop-up and the request is not sent', async () => {
    const other = pair(7, 'R3-B');
    valid.add(other.accessToken);
    replaceTokensLikeAnotherTab(other);
    await expect(me()).rejects.toBeInstanceOf(SessionChangedError);
    expect(graphqlCalls()).toHaveLength(0);
    expect(reload).toHaveBeenCalledOnce();
    expect(getSessionStatus().reload).toEqual({ reason: 'session', phase: 'loading', blockedBy: null });
  });

  it('another user signed in meanwhile: the same', async () => {
    const other = pair(8, 'R3-A');
    valid.add(other.accessToken);
    replaceTokensLikeAnotherTab(other);
    await expect(withSession((token) => Promise.resolve(token))).rejects.toBeInstanceOf(SessionChangedError);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("reloads at once when another tab's storage event brings the other customer", () => {
    const other = pair(7, 'R3-B');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'portal.session',
        newValue: JSON.stringify({ ...other, expiresAt: Date.now() + 900_000 }),
      }),
    );
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is not checked on the user request nor when the caller says so (change customer)', async () => {
    const other = pair(7, 'R3-B');
    valid.add(other.accessToken);
    replaceTokensLikeAnotherTab(other);
    await expect(withSession(getUser)).resolves.toMatchObject({ username: 'dealer' });
    await expect(me({ checkIdentity: false })).resolves.toBeDefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it("this page's own switch (replaceTokens) is not a mismatch, and a refresh keeps the identity", async () => {
    const switched = pair(7, 'R3-C');
    valid.add(switched.accessToken);
    await replaceTokens(switched);
    await expect(me()).resolves.toBeDefined();
    valid.clear();
    // The server's refresh keeps the family's customer.
    refreshAnswer = () => {
      const next = pair(7, 'R3-C');
      valid.add(next.accessToken);
      return { status: 200, json: next };
    };
    await expect(me()).resolves.toBeDefined();
    expect(refreshCalls()).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits while a form holds unsaved input: the request goes through, the reload follows the save', async () => {
    registerUnsavedChanges('visit-form');
    const other = pair(7, 'R3-B');
    valid.add(other.accessToken);
    replaceTokensLikeAnotherTab(other);
    await expect(me()).resolves.toBeDefined();
    expect(reload).not.toHaveBeenCalled();
    expect(getSessionStatus().reload).toEqual({ reason: 'session', phase: 'waiting', blockedBy: 'unsaved' });
    clearUnsavedChanges('visit-form');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('no answer', () => {
  it('opens the connection dialog while online, and a later answer closes it', async () => {
    handler = (req) => {
      if (req.path === '/api/graphql') {
        setTimeout(() => {
          for (const r of hanging.splice(0)) r.destroy();
        }, 10);
        return 'hang';
      }
      return undefined;
    };
    const error: unknown = await me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(getSessionStatus().problem).toBe('network');
    expect(readSession()).not.toBeNull();
    handler = () => undefined;
    await me();
    expect(getSessionStatus().problem).toBeNull();
  });

  it('shows only the offline bar while the device is offline, never the dialog', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setApiBaseForTests('http://127.0.0.1:9/api'); // nothing listens on the discard port
    try {
      await expect(me()).rejects.toBeInstanceOf(NetworkError);
    } finally {
      setApiBaseForTests(base);
    }
    expect(getSessionStatus()).toMatchObject({ online: false, problem: null });
    expect(readSession()).not.toBeNull();
  });

  it('is not maintenance and does not sign out when the server is unreachable', async () => {
    const listener = vi.fn();
    const unsubscribe = onMaintenance(listener);
    setApiBaseForTests('http://127.0.0.1:9/api');
    try {
      await expect(withSession(getUser)).rejects.toBeInstanceOf(NetworkError);
    } finally {
      setApiBaseForTests(base);
      unsubscribe();
    }
    expect(listener).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
  });
});

describe('sign-out', () => {
  it('clears the cart state first, then revokes and forgets the session, keeping other data', async () => {
    localStorage.setItem('portal.drafts.visit-form', 'kept');
    sessionStorage.setItem('portal.returnTo', JSON.stringify({ path: '/en-us/orders', userId: '7' }));
    const order: string[] = [];
    const unsubscribe = onBeforeSignOut((reason) => {
      order.push(`cart cleared (${reason})`);
    });
    handler = (req) => {
      if (req.path === '/api/logout') order.push('logout');
      return undefined;
    };
    await signOut();
    unsubscribe();
    expect(order).toEqual(['cart cleared (user)', 'logout']);
    expect(seen.find((s) => s.path === '/api/logout')?.body).toMatchObject({
      refreshToken: expect.any(String) as string,
    });
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('portal.drafts.visit-form')).toBe('kept');
    // Signing out on purpose forgets the page to return to.
    expect(takeReturnTo('7')).toBeNull();
  });

  it('tells the listeners that a forced end is forced', async () => {
    const reasons: string[] = [];
    const unsubscribe = onBeforeSignOut((reason) => {
      reasons.push(reason);
    });
    handler = () => ({ status: 403, json: { message: 'no' } });
    await expect(Promise.all([me(), me()])).rejects.toBeInstanceOf(SessionEndedError);
    unsubscribe();
    expect(reasons).toEqual(['forced']);
  });

  it('without a session, refuses at once and keeps the page to return to', async () => {
    localStorage.removeItem('portal.session');
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    await expect(me()).rejects.toBeInstanceOf(SessionEndedError);
    unsubscribe();
    expect(seen).toHaveLength(0);
    // Nothing was ended, so nobody is told again (a component querying while signed out cannot loop).
    expect(ended).not.toHaveBeenCalled();
    expect(takeReturnTo('7')).toBe('/en-us/orders?page=2');
  });
});

describe("the local database's copy (the service worker's and the catalog download's)", () => {
  it('holds every change at once: sign-in, refresh, customer switch, sign-out', async () => {
    expect((await readStoredTokens())?.accessToken).toBe(readSession()?.accessToken);
    // The access token expired on the server: the page refreshes.
    valid.clear();
    await expect(me()).resolves.toBeDefined();
    expect(refreshCalls()).toHaveLength(1);
    expect((await readStoredTokens())?.refreshToken).toBe(readSession()?.refreshToken);
    const switched = pair(7, 'R3-B');
    await replaceTokens(switched);
    // Resolved means stored: the page may leave right away.
    expect(await readStoredTokens()).toMatchObject({ accessToken: switched.accessToken, customerId: 'R3-B' });
    await signOut();
    expect(await readStoredTokens()).toBeUndefined();
  });

  it('catches up at start with a switch whose write was lost, and adopts a pair the worker refreshed', async () => {
    const before = readSession();
    if (!before) throw new Error('signed in by beforeEach');
    const switched = pair(7, 'R3-B');
    // The page was replaced before the database write: localStorage has the new customer, the database the old.
    localStorage.setItem(
      'portal.session',
      JSON.stringify({ ...switched, expiresAt: Date.now() + 900_000, expiresIn: undefined }),
    );
    await syncStoredSession();
    expect(await readStoredTokens()).toMatchObject({ accessToken: switched.accessToken, customerId: 'R3-B' });

    // The worker refreshed the same session later: the page takes its pair.
    const refreshed = pair(7, 'R3-B');
    await storeTokens({ ...refreshed, expiresAt: Date.now() + 1_800_000 });
    await syncStoredSession();
    expect(readSession()?.refreshToken).toBe(refreshed.refreshToken);
  });
});

describe('ApiError', () => {
  it('keeps its positional form (status, message, retry after)', () => {
    const error = new ApiError(429, 'Too many', 30);
    expect(error).toMatchObject({
      status: 429,
      serverMessage: 'Too many',
      retryAfterSeconds: 30,
      isMaintenance: false,
    });
  });
});

describe('sign out everywhere', () => {
  it('asks the server to end every session with the bearer token, then forgets this one', async () => {
    handler = (req) => (req.path === '/api/logout-all' ? { status: 204 } : undefined);
    const token = readSession()?.accessToken;
    await signOutEverywhere();
    expect(seen.find((s) => s.path === '/api/logout-all')).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${token ?? ''}`,
    });
    expect(readSession()).toBeNull();
  });

  it('keeps the session when the server did not end the others (no answer, or an error)', async () => {
    handler = (req) => (req.path === '/api/logout-all' ? { status: 500, json: { message: 'broken' } } : undefined);
    await expect(signOutEverywhere()).rejects.toBeInstanceOf(ApiError);
    expect(readSession()).not.toBeNull();
  });
});
