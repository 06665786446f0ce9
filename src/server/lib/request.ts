import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ErrorCode } from '../../shared/errors/error-codes';
import { clientAddress } from '../../shared/session/session-rules';
import type { Env } from '../env';
import { HttpError } from './http-error';

/** Largest JSON body a REST route reads; uploads have their own limits. */
export const MAX_JSON_BYTES = 64 * 1024;

/** Describes the first problems of a zod failure in one readable sentence. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * Reads and validates a JSON body: malformed JSON, a wrong content type, an over-long body, missing, extra or
 * mistyped fields all end in a 400 with a clear message, never a 500.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    throw new HttpError(415, 'Send the body as application/json', ErrorCode.BAD_USER_INPUT);
  }
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'The request body is too large', ErrorCode.BAD_USER_INPUT);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', ErrorCode.BAD_USER_INPUT);
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
