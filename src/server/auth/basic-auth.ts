import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { ErrorCode } from '../../shared/errors/error-codes';
import { HttpError } from '../lib/http-error';

/**
 * Checks the HTTP basic auth of the startup routes (config, status, announcements). The pair ships inside the
 * client bundle, so it only keeps casual crawlers out; those routes answer nothing private.
 */
export function requireBasicAuth(c: Context, user: string, password: string): void {
  const header = c.req.header('authorization') ?? '';
  const expected = Buffer.from(`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
  const given = Buffer.from(header);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(
      401,
      'Authentication required',
      ErrorCode.UNAUTHENTICATED,
      {},
      {
        'WWW-Authenticate': 'Basic realm="portal", charset="UTF-8"',
      },
    );
  }
}
