import type { ApiAnswer } from './transport';
import type { OutboxError } from './types';

/**
 * What one try of an entry (or one of its requests) came to:
 * - done: the server acted and answered its result;
 * - retry: the server may not have acted, or asked to come back later: same key, later (backoff);
 * - attention: the server refused it: the user fixes or discards it;
 * - unauthorized: the session is gone (the client already tried one refresh).
 */
export type SendOutcome =
  | { type: 'done'; result: unknown }
  | { type: 'retry'; error: OutboxError; retryAfterMs: number | null }
  | { type: 'attention'; error: OutboxError; /** The refusal's payload, when it carried one. */ result?: unknown }
  | { type: 'unauthorized' };

// Codes that mean "not now", whatever the status: the same request may succeed later.
const RETRY_CODES = new Set(['IN_FLIGHT', 'INTERNAL', 'INTERNAL_SERVER_ERROR', 'MAINTENANCE', 'RATE_LIMITED']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server's message and code, from a REST error `{message, code}` or a GraphQL `{errors: [...]}`. */
function serverError(body: unknown): { message: string | undefined; code: string | undefined } {
  if (!isRecord(body)) return { message: undefined, code: undefined };
  const first: unknown = Array.isArray(body.errors) ? body.errors[0] : undefined;
  if (isRecord(first)) {
    const code = isRecord(first.extensions) ? first.extensions.code : undefined;
    return {
      message: typeof first.message === 'string' ? first.message : undefined,
      code: typeof code === 'string' ? code : undefined,
    };
  }
  return {
    message: typeof body.message === 'string' ? body.message : undefined,
    code: typeof body.code === 'string' ? body.code : undefined,
  };
}

function error(answer: ApiAnswer, fallback: string, at: number): OutboxError {
  const { message, code } = serverError(answer.body);
  return { message: message ?? fallback, status: answer.status, ...(code ? { code } : {}), at };
}

/**
 * An answer that is not a success: 401 → unauthorized; 408, 425, 429, 5xx and 409 IN_FLIGHT → retry; any other
 * 4xx (400, 403, 404, 409 CUSTOMER_NOT_YOURS, 413, 415, 422 …) → attention with the server's message.
 */
export function classifyFailure(answer: ApiAnswer, at: number): SendOutcome {
  const { status } = answer;
  if (status === 401) return { type: 'unauthorized' };
  const { code } = serverError(answer.body);
  if (status >= 500 || status === 408 || status === 425 || status === 429 || (code && RETRY_CODES.has(code))) {
    return {
      type: 'retry',
      error: error(answer, `The server answered ${status}`, at),
      retryAfterMs: answer.retryAfterMs,
    };
  }
  if (status >= 400) return { type: 'attention', error: error(answer, `The server refused it (${status})`, at) };
  // 1xx/3xx never reach here through fetch; a 2xx is not a failure. Either way: not proven done, try again.
  return { type: 'retry', error: error(answer, `Unexpected answer ${status}`, at), retryAfterMs: null };
}

interface UserErrorShape {
  field?: unknown;
  message?: unknown;
}

/**
 * The outcome of a GraphQL mutation answer whose payload is `data[field]` = `{message {status description},
 * userErrors}` (STYLE.md §8). A payload with userErrors or status FAILED is refused (attention with the field
 * problems); a payload otherwise is done, its whole self the result. `errors[]` with a client code → attention;
 * with a server or unknown code (a masked failure) → retry: the key makes the next try safe.
 */
export function classifyGraphQLAnswer(answer: ApiAnswer, field: string, at: number): SendOutcome {
  if (answer.status < 200 || answer.status >= 300) return classifyFailure(answer, at);
  if (!answer.isJson || !isRecord(answer.body)) {
    return {
      type: 'retry',
      error: { message: 'The server gave an unexpected answer', code: 'UNEXPECTED_ANSWER', status: answer.status, at },
      retryAfterMs: null,
    };
  }
  const { code } = serverError(answer.body);
  if (Array.isArray(answer.body.errors) && answer.body.errors.length > 0) {
    if (code === 'UNAUTHENTICATED') return { type: 'unauthorized' };
    if (code === undefined || RETRY_CODES.has(code)) {
      return { type: 'retry', error: error(answer, 'The server failed', at), retryAfterMs: answer.retryAfterMs };
    }
    return { type: 'attention', error: error(answer, 'The server refused it', at) };
  }
  const data = answer.body.data;
  const payload = isRecord(data) ? data[field] : undefined;
  if (!isRecord(payload)) {
    return {
      type: 'retry',
      error: { message: 'The server gave an unexpected answer', code: 'UNEXPECTED_ANSWER', status: answer.status, at },
      retryAfterMs: null,
    };
  }
  const userErrors: unknown[] = Array.isArray(payload.userErrors) ? payload.userErrors : [];
  const status = isRecord(payload.message) ? payload.message.status : payload.message;
  if (userErrors.length > 0 || status === 'FAILED') {
    const fields = userErrors.filter(isRecord).map((e: UserErrorShape) => ({
      field: typeof e.field === 'string' ? e.field : '',
      message: typeof e.message === 'string' ? e.message : '',
    }));
    const description = isRecord(payload.message) ? payload.message.description : undefined;
    const firstCode = userErrors.filter(isRecord).map((e) => e.code)[0];
    return {
      type: 'attention',
      error: {
        message:
          typeof description === 'string' && description
            ? description
            : (fields[0]?.message ?? 'The server refused it'),
        status: answer.status,
        fields,
        ...(typeof firstCode === 'string' ? { code: firstCode } : {}),
        at,
      },
      // Kept with the entry: e.g. a CONFLICT's payload holds the server's version for the user to compare.
      result: payload,
    };
  }
  return { type: 'done', result: payload };
}
