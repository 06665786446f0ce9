import { z } from 'zod/mini';
import { env } from '../env';

/** The server answered with an error status; `serverMessage` is its `{message}` (English, a Lingui id). */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** Seconds until a rate-limited request may be repeated (429). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, serverMessage: string | undefined, retryAfterSeconds: number | undefined) {
    super(serverMessage ?? `HTTP ${String(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** No answer at all: offline, DNS, server down, CORS. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

const errorBodySchema = z.looseObject({
  message: z.optional(z.string()),
  retryAfter: z.optional(z.coerce.number().check(z.nonnegative())),
});

export const tokenPairSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  /** Lifetime of the access token in seconds. */
  expiresIn: z.number().check(z.positive()),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

// Only the fields the client reads are checked; the rest of GET /user passes through untouched.
export const userSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  username: z.string(),
  language: z.nullish(z.object({ id: z.string(), description: z.nullish(z.string()) })),
  scopes: z._default(z.array(z.string()), []),
});
export type User = z.infer<typeof userSchema>;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Parses a JSON answer; without it the answer is ignored (204 routes). */
  schema?: z.ZodMiniType<T>;
}

/** Absolute path of an API route below the configured base (`/api` unless VITE_API_BASE says otherwise). */
export function apiUrl(path: string): string {
  return `${env.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
}

function retryAfterFrom(response: Response, body: z.infer<typeof errorBodySchema> | undefined): number | undefined {
  if (body?.retryAfter !== undefined) return body.retryAfter;
  const header = Number(response.headers.get('Retry-After'));
  return Number.isFinite(header) && header > 0 ? header : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** One REST call: JSON in, JSON out; throws ApiError for an error status and NetworkError when nothing came back. */
export async function apiRequest<T = undefined>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const init: RequestInit = { method: request.method ?? 'GET', headers };
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), init);
  } catch (error) {
    throw new NetworkError(error);
  }

  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await readJson(response));
    const body = parsed.success ? parsed.data : undefined;
    throw new ApiError(response.status, body?.message, retryAfterFrom(response, body));
  }
  if (!request.schema) return undefined as T;
  return request.schema.parse(await readJson(response));
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

export function postLogout(refreshToken: string): Promise<undefined> {
  return apiRequest('/logout', { method: 'POST', body: { refreshToken } });
}

export function getUser(accessToken: string): Promise<User> {
  return apiRequest('/user', { headers: bearer(accessToken), schema: userSchema });
}
