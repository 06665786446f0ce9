import type { Context } from 'hono';
import type { z } from 'zod';
import { ErrorCode } from '../../shared/errors/error-codes';
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

/** The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is on. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
