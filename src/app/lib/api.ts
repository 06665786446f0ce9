import {
  isArray,
  isNonEmptyString,
  isNumber,
  isRecord,
  isString,
  isStringArray,
  nullish,
  optional,
  type Parser,
  recordOf,
  required,
  safely,
  ShapeError,
  withDefault,
} from './json-shape';
import { env } from '../env';
import { contentLanguageHeaders } from './content-language';

/** Spec 01 §7: every request sends this Accept header. */
export const ACCEPT = 'application/json, text/plain, */*';

interface ApiErrorDetails {
  /** The server's machine-readable code (`code` of a REST error, `extensions.code` of a GraphQL error). */
  code?: string | undefined;
  /** A 500 with status 'maintenance' (spec 01 §4 Session). */
  isMaintenance?: boolean;
  /** The answer was not JSON: a proxy's error page, a captive portal, an HTML page instead of the API. */
  isUnexpectedAnswer?: boolean;
  /** A sign-in refused on this host: the host that serves the user (null: none does). */
  rightHost?: string | null | undefined;
}

/** The server answered with an error status; `serverMessage` is its `{message}` (English, a Lingui id). */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** Seconds until a rate-limited request may be repeated (429). */
  readonly retryAfterSeconds: number | undefined;
  readonly code: string | undefined;
  readonly isMaintenance: boolean;
  readonly isUnexpectedAnswer: boolean;
  /** Set when a sign-in was refused because this host does not serve the user (see ApiErrorDetails). */
  readonly rightHost: string | null | undefined;

  constructor(
    status: number,
    serverMessage: string | undefined,
    retryAfterSeconds: number | undefined,
    details: ApiErrorDetails = {},
  ) {
    super(serverMessage ?? `HTTP ${String(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = retryAfterSeconds;
    this.code = details.code;
    this.isMaintenance = details.isMaintenance ?? false;
    this.isUnexpectedAnswer = details.isUnexpectedAnswer ?? false;
    this.rightHost = details.rightHost;
  }
}

/** No answer at all: offline, DNS, server down, CORS. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** A request cancelled through its AbortSignal (the page that asked for it was left): not a failure. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

// The error shapes of our server: REST `{message, code, retryAfter}`, maintenance `{status, message}`, GraphQL
// `{errors: [{message, extensions: {code, status}}]}`. Checked by hand (lib/json-shape.ts): this module is on the
// first load.
interface ErrorBody {
  message?: string | undefined;
  code?: string | undefined;
  status?: string | undefined;
  retryAfter?: number | undefined;
  host?: string | null | undefined;
  errors?:
    | {
        message?: string | undefined;
        extensions?: { code?: string | undefined; status?: string | undefined } | undefined;
      }[]
    | undefined;
}

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

function parseErrorBody(value: unknown): ErrorBody {
  const body = recordOf(value, 'the error answer');
  // A number or a numeric string, never negative (zod's coerce.number().nonnegative()).
  const rawRetry = body.retryAfter;
  const retryAfter = rawRetry === undefined ? undefined : Number(rawRetry);
  if (retryAfter !== undefined && !(Number.isFinite(retryAfter) && retryAfter >= 0))
    throw new ShapeError('retryAfter is not a number of seconds');
  const errors = optional(body, 'errors', isArray)?.map((item) => {
    const error = recordOf(item, 'a GraphQL error');
    const rawExtensions = optional(error, 'extensions', isRecord);
    const extensions = rawExtensions && {
      code: optional(rawExtensions, 'code', isString),
      status: optional(rawExtensions, 'status', isString),
    };
    return { message: optional(error, 'message', isString), extensions };
  });
  return {
    message: optional(body, 'message', isString),
    code: optional(body, 'code', isString),
    status: optional(body, 'status', isString),
    retryAfter,
    host: optional(body, 'host', isNullableString),
    errors,
  };
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Lifetime of the access token in seconds. */
  expiresIn: number;
}

export const tokenPairSchema: Parser<TokenPair> = {
  parse(value) {
    const pair = recordOf(value, 'the token pair');
    const expiresIn = required(pair, 'expiresIn', isNumber);
    if (expiresIn <= 0) throw new ShapeError('expiresIn is not positive');
    return {
      accessToken: required(pair, 'accessToken', isNonEmptyString),
      refreshToken: required(pair, 'refreshToken', isNonEmptyString),
      expiresIn,
    };
  },
};

/** GET /user: only the fields the client reads are checked; the rest passes through untouched. */
export interface User {
  id: string | number;
  name: string;
  username: string;
  language?: { id: string; description?: string | null | undefined } | null | undefined;
  scopes: string[];
  [key: string]: unknown;
}

const isId = (value: unknown): value is string | number => typeof value === 'string' || isNumber(value);

export const userSchema: Parser<User> = {
  parse(value) {
    const user = recordOf(value, 'the user');
    const rawLanguage = nullish(user, 'language', isRecord);
    const language = rawLanguage && {
      id: required(rawLanguage, 'id', isString),
      description: nullish(rawLanguage, 'description', isString),
    };
    return {
      ...user,
      id: required(user, 'id', isId),
      name: required(user, 'name', isString),
      username: required(user, 'username', isString),
      language,
      scopes: withDefault(user, 'scopes', isStringArray, []),
    };
  },
};

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Parses a JSON answer; without it the answer is ignored (204 routes). */
  schema?: Parser<T>;
  /** Cancels the request (TanStack Query passes one per query; it aborts when the page is left). */
  signal?: AbortSignal | undefined;
}

let apiBase = env.apiBase;

/** Points the client at another API base (unit tests run a real HTTP server on a random port). */
export function setApiBaseForTests(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/** Absolute path of an API route below the configured base (`/api` unless VITE_API_BASE says otherwise). */
export function apiUrl(path: string): string {
  return `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The body of an answer: its JSON, `undefined` when empty, or `notJson` when it is something else. */
export const notJson = Symbol('not JSON');

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return notJson;
  }
}

/** The ApiError an error answer (any status ≥ 400) stands for, from its status, headers and body. */
export function errorFromAnswer(response: Response, body: unknown): ApiError {
  const data = safely(() => parseErrorBody(body));
  const first = data?.errors?.[0];
  const maintenanceMarked =
    data?.status === 'maintenance' ||
    (data?.errors ?? []).some((e) => e.extensions?.status === 'maintenance' || e.extensions?.code === 'MAINTENANCE');
  const header = Number(response.headers.get('Retry-After'));
  const retryAfter = data?.retryAfter ?? (Number.isFinite(header) && header > 0 ? header : undefined);
  return new ApiError(response.status, data?.message ?? first?.message, retryAfter, {
    code: data?.code ?? first?.extensions?.code,
    isMaintenance: response.status >= 500 && maintenanceMarked,
    isUnexpectedAnswer: body === notJson || (response.status >= 500 && body === undefined),
    rightHost: data?.host,
  });
}

/**
 * One REST call: JSON in, JSON out. Throws ApiError for an error status or an answer that is not JSON,
 * NetworkError when nothing came back, and the AbortError itself when the request was cancelled.
 */
export async function apiRequest<T = undefined>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: ACCEPT, ...contentLanguageHeaders(), ...request.headers };
  const init: RequestInit = { method: request.method ?? 'GET', headers };
  if (request.signal) init.signal = request.signal;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(apiUrl(path), init);
    body = await readBody(response);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(error);
  }

  if (!response.ok) throw errorFromAnswer(response, body);
  if (!request.schema) return undefined as T;
  if (body === notJson) throw new ApiError(response.status, undefined, undefined, { isUnexpectedAnswer: true });
  return request.schema.parse(body);
}

export function bearer(accessToken: string): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}` };
}

export function postLogin(credentials: { username: string; password: string }): Promise<TokenPair> {
  return apiRequest('/login', { method: 'POST', body: credentials, schema: tokenPairSchema });
}

export function postRefreshToken(refreshToken: string): Promise<TokenPair> {
  return apiRequest('/refresh-token', { method: 'POST', body: { refreshToken }, schema: tokenPairSchema });
}

export function postLogout(refreshToken: string, signal?: AbortSignal): Promise<undefined> {
  return apiRequest('/logout', { method: 'POST', body: { refreshToken }, signal });
}

/** POST /logout-all: every session of the user ends, on every device (sign out everywhere). */
export function postLogoutAll(accessToken: string, signal?: AbortSignal): Promise<undefined> {
  return apiRequest('/logout-all', { method: 'POST', headers: bearer(accessToken), signal });
}

/** GET /user: the user request of spec 01 §4 (exempt from the token/customer mismatch rule). */
export function getUser(accessToken: string, signal?: AbortSignal): Promise<User> {
  return apiRequest('/user', { headers: bearer(accessToken), schema: userSchema, signal });
}
