/**
 * How the outbox reaches the server. The page and the service worker each provide a transport (their own token
 * store and refresh); the outbox adds the headers, the timeouts and the one-refresh-on-401 rule itself.
 */

export const API_ACCEPT = 'application/json, text/plain, */*';

/** Names the customer a request acts for instead of the token's (docs/api.md): `r3=…&isr=…`. */
export const ACTING_CUSTOMER_HEADER = 'Acting-Customer';

/** The Acting-Customer header's value for a customer's codes (both empty: no customer). */
export function actingCustomerValue(customer: { r3: string | null; isr: string | null }): string {
  return new URLSearchParams({ r3: customer.r3 ?? '', isr: customer.isr ?? '' }).toString();
}

/** Who the outbox sends as: only this user's entries, of this active customer, go out with this token. */
export interface OutboxSession {
  userId: string;
  customerId: string | null;
  accessToken: string;
}

export interface OutboxTransport {
  /** The signed-in user and their current access token; null when nobody is signed in. */
  session(): Promise<OutboxSession | null>;
  /** Renews the access token after a 401; false when the user has to sign in again. */
  refresh(): Promise<boolean>;
  /** fetch() against the API base: `path` is relative to it ('/graphql', '/uploads/…'). */
  fetch(path: string, init: RequestInit): Promise<Response>;
}

/** A transport over the global fetch, for a page or worker whose API lives at `apiBase` (default '/api'). */
export function fetchTransport(options: {
  apiBase?: string;
  session: OutboxTransport['session'];
  refresh: OutboxTransport['refresh'];
}): OutboxTransport {
  const base = (options.apiBase ?? '/api').replace(/\/+$/, '');
  return {
    session: options.session,
    refresh: options.refresh,
    fetch: (path, init) => fetch(`${base}${path}`, init),
  };
}

/** The request never got an answer: offline, dropped, or timed out. The server may or may not have acted. */
export class NetworkFailure extends Error {
  constructor(
    readonly reason: 'network' | 'timeout',
    cause?: unknown,
  ) {
    super(reason === 'timeout' ? 'The server did not answer in time' : 'The network is not reachable', { cause });
    this.name = 'NetworkFailure';
  }
}

/** The run must stop without judging the entry: it goes back to the queue untouched. */
export class ReplayStop extends Error {
  constructor(readonly reason: 'sign-in' | 'session-changed' | 'aborted') {
    super(`Replay stopped: ${reason}`);
    this.name = 'ReplayStop';
  }
}

/**
 * The user paused or cancelled the entry being sent (its `suspended` flag): the request under way was aborted and
 * the entry goes back to the queue, held, with what the server acknowledged so far.
 */
export class EntrySuspended extends Error {
  constructor() {
    super('The user paused this item');
    this.name = 'EntrySuspended';
  }
}

/** A server answer: its status and its body (parsed JSON; `undefined` when empty or not JSON). */
export interface ApiAnswer {
  status: number;
  body: unknown;
  /** Whether the body was JSON: a 200 that is not (a proxy's page, an offline fallback) proves nothing. */
  isJson: boolean;
  /** Retry-After in milliseconds, when given. */
  retryAfterMs: number | null;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  body?: BodyInit;
  /** The whole exchange, body included, must finish within this; then it counts as a network failure. */
  timeoutMs: number;
  /** Aborts this request only (a paused upload): it then throws {@link EntrySuspended}. */
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A 401, or a GraphQL answer whose error says the session is gone. */
export function isUnauthorized(answer: Pick<ApiAnswer, 'status' | 'body'>): boolean {
  if (answer.status === 401) return true;
  const errors = isRecord(answer.body) ? answer.body.errors : undefined;
  return (
    Array.isArray(errors) &&
    errors.some((e) => isRecord(e) && isRecord(e.extensions) && e.extensions.code === 'UNAUTHENTICATED')
  );
}

function retryAfterMs(response: Response): number | null {
  const value = response.headers.get('Retry-After');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * Requests made during one replay run, as one user. A 401 gets one refresh and one more try of the same call;
 * when that fails too the run stops with `ReplayStop('sign-in')`.
 */
export class ApiClient {
  constructor(
    private readonly transport: OutboxTransport,
    private session: OutboxSession,
    private readonly signal?: AbortSignal,
  ) {}

  async request(path: string, request: ApiRequest): Promise<ApiAnswer> {
    const answer = await this.once(path, request);
    if (!isUnauthorized(answer)) return answer;
    if (!(await this.transport.refresh())) throw new ReplayStop('sign-in');
    const renewed = await this.transport.session();
    if (!renewed) throw new ReplayStop('sign-in');
    // The refreshed token must still speak for the same user — and for the same customer, unless the request
    // names its customer itself — or the entry would be sent as someone else.
    const namesCustomer = request.headers?.[ACTING_CUSTOMER_HEADER] !== undefined;
    if (renewed.userId !== this.session.userId || (!namesCustomer && renewed.customerId !== this.session.customerId)) {
      throw new ReplayStop('session-changed');
    }
    this.session = renewed;
    const retried = await this.once(path, request);
    if (isUnauthorized(retried)) throw new ReplayStop('sign-in');
    return retried;
  }

  private async once(path: string, request: ApiRequest): Promise<ApiAnswer> {
    if (this.signal?.aborted) throw new ReplayStop('aborted');
    if (request.signal?.aborted) throw new EntrySuspended();
    const controller = new AbortController();
    const timeout = new Error('timeout');
    const timer = setTimeout(() => {
      controller.abort(timeout);
    }, request.timeoutMs);
    const onAbort = () => {
      controller.abort();
    };
    this.signal?.addEventListener('abort', onAbort);
    request.signal?.addEventListener('abort', onAbort);
    try {
      const response = await this.transport.fetch(path, {
        method: request.method,
        headers: {
          Accept: API_ACCEPT,
          Authorization: `Bearer ${this.session.accessToken}`,
          ...request.headers,
        },
        ...(request.body === undefined ? {} : { body: request.body }),
        cache: 'no-store',
        signal: controller.signal,
      });
      const text = await response.text();
      let body: unknown = undefined;
      let isJson = false;
      if (text) {
        try {
          body = JSON.parse(text);
          isJson = true;
        } catch {
          // Not JSON: kept as undefined, the classifier treats the answer as unexpected.
        }
      }
      return { status: response.status, body, isJson, retryAfterMs: retryAfterMs(response) };
    } catch (error) {
      if (this.signal?.aborted) throw new ReplayStop('aborted');
      if (request.signal?.aborted) throw new EntrySuspended();
      throw new NetworkFailure(controller.signal.reason === timeout ? 'timeout' : 'network', error);
    } finally {
      clearTimeout(timer);
      this.signal?.removeEventListener('abort', onAbort);
      request.signal?.removeEventListener('abort', onAbort);
    }
  }
}
