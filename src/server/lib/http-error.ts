import type { ErrorCode } from '../../shared/errors/error-codes';

/**
 * An expected failure of a REST route or service, answered as `{message}` (plus extra fields) with its status.
 * Never carries a stack or driver detail to the client.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503,
    message: string,
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
