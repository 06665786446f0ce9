import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { ErrorCode } from '../../shared/errors/error-codes';
import { clientAddress } from '../../shared/session/session-rules';
import type { Env } from '../env';
import { HttpError } from './http-error';

/** Largest JSON body a REST route reads; uploads have their own limits. */
export const MAX_JSON_BYTES = 64 * 1024;

/** Largest body of the sign-in, token and password routes: a username, a password or a token, with room to spare. */
export const SMALL_JSON_BYTES = 4 * 1024;

/**
 * Refuses a request body larger than `maxBytes` before it is read (hono's bodyLimit): a larger Content-Length at
 * once, a chunked body as soon as its bytes pass the limit. 413 with a message; the rest is never buffered.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const message = `The request body is too large: at most ${String(Math.floor(maxBytes / 1024))} KiB`;
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, message, ErrorCode.BAD_USER_INPUT);
    },
  });
}

/**
 * Where a parsed JSON value holds U+0000 (which PostgreSQL text cannot store): the path of the first such string
 * or key ('' for the value itself), or undefined. Iterative, so no nesting depth overflows the stack.
 */
export function findNulCharacter(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${String(key)}`);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (item.includes('\0')) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push({ value: item[i], path: join(path, i) });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>);
      for (const [key] of entries) if (key.includes('\0')) return join(path, key.replaceAll('\0', '\\u0000'));
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] ?? ['', undefined];
        pending.push({ value: child, path: join(path, key) });
      }
    }
  }
  return undefined;
}

/** Describes the first problems of a zod failure in one readable sentence. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * Reads and validates a JSON body: malformed JSON or UTF-8, a wrong content type, an over-long body, a NUL
 * character in any string, missing, extra or mistyped fields all end in a 4xx with a clear message, never a 500.
 * The app's body limit has already refused a body over its route's size before this reads it.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    throw new HttpError(415, 'Send the body as application/json', ErrorCode.BAD_USER_INPUT);
  }
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > MAX_JSON_BYTES) {
    throw new HttpError(413, 'The request body is too large', ErrorCode.BAD_USER_INPUT);
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', ErrorCode.BAD_USER_INPUT);
  }
  const nul = findNulCharacter(body);
  if (nul !== undefined) {
    const where = nul === '' ? '' : `${nul}: `;
    throw new HttpError(400, `Invalid request: ${where}must not contain the NUL character`, ErrorCode.BAD_USER_INPUT);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new HttpError(400, `Invalid request: ${describeIssues(parsed.error)}`, ErrorCode.BAD_USER_INPUT);
  return parsed.data;
}

/** How many proxies in front of the server append to X-Forwarded-For: TRUSTED_PROXY_COUNT, or 1 with TRUST_PROXY. */
export function trustedProxies(env: Pick<Env, 'TRUST_PROXY' | 'TRUSTED_PROXY_COUNT'>): number {
  return env.TRUSTED_PROXY_COUNT ?? (env.TRUST_PROXY ? 1 : 0);
}

/**
 * The client's address: the socket's, or behind `proxies` trusted proxies the right-most untrusted
 * X-Forwarded-For hop (the hops left of it are the client's own words).
 */
export function clientIp(c: Context, proxies: number): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return clientAddress({
    socketAddress: env?.incoming?.socket?.remoteAddress ?? 'unknown',
    forwardedFor: c.req.header('x-forwarded-for'),
    trustedProxies: proxies,
    isIp: (value) => isIP(value) !== 0,
  });
}
