// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyFailure, classifyGraphQLAnswer } from './outcome';
import type { ApiAnswer } from './transport';

const at = 42;
const answer = (status: number, body: unknown, isJson = true): ApiAnswer => ({
  status,
  body,
  isJson,
  retryAfterMs: null,
});
const gqlError = (code: string | undefined, message = 'Boom') => ({
  errors: [{ message, ...(code ? { extensions: { code } } : {}) }],
});

describe('classifyGraphQLAnswer', () => {
  it.each([
    [
      'a payload without userErrors',
      answer(200, { data: { op: { message: { status: 'SUCCESS' }, userErrors: [] } } }),
      'done',
    ],
    [
      'status FAILED without userErrors',
      answer(200, { data: { op: { message: { status: 'FAILED', description: 'No' }, userErrors: [] } } }),
      'attention',
    ],
    ['errors[] with a client code', answer(200, gqlError('BAD_USER_INPUT')), 'attention'],
    ['errors[] with a server code', answer(200, gqlError('INTERNAL_SERVER_ERROR')), 'retry'],
    ['errors[] without a code (masked)', answer(200, gqlError(undefined, 'Unexpected error.')), 'retry'],
    ['errors[] UNAUTHENTICATED', answer(200, gqlError('UNAUTHENTICATED')), 'unauthorized'],
    ['a 200 that is not JSON (a fallback page)', answer(200, undefined, false), 'retry'],
    ['a 200 without the payload', answer(200, { data: null }), 'retry'],
    ['a 400 with errors[]', answer(400, gqlError('BAD_USER_INPUT')), 'attention'],
    ['a 401', answer(401, gqlError('UNAUTHENTICATED')), 'unauthorized'],
    ['a 409 IN_FLIGHT', answer(409, { message: 'In progress', code: 'IN_FLIGHT', ...gqlError('IN_FLIGHT') }), 'retry'],
    ['a 409 CUSTOMER_NOT_YOURS', answer(409, gqlError('CUSTOMER_NOT_YOURS')), 'attention'],
    ['a 422 IDEMPOTENCY_KEY_REUSED', answer(422, { message: 'Reused', code: 'IDEMPOTENCY_KEY_REUSED' }), 'attention'],
    ['a 500 maintenance', answer(500, { status: 'maintenance', message: 'Back soon' }), 'retry'],
    ['a 502 from a proxy', answer(502, undefined, false), 'retry'],
    ['a 429', answer(429, undefined, false), 'retry'],
  ])('%s → %s', (_name, given, type) => {
    expect(classifyGraphQLAnswer(given, 'op', at).type).toBe(type);
  });

  it("keeps the server's message, code and field problems of a refusal, and its payload", () => {
    const payload = {
      message: { status: 'FAILED', description: 'Failed sending consumer voice' },
      userErrors: [
        { field: 'photoIds.3', message: 'You can attach up to 3 photos', code: 'BAD_USER_INPUT' },
        { field: null, message: 'Whole request', code: 'BAD_USER_INPUT' },
      ],
    };
    const refused = answer(200, { data: { op: payload } });
    expect(classifyGraphQLAnswer(refused, 'op', at)).toEqual({
      type: 'attention',
      error: {
        message: 'Failed sending consumer voice',
        status: 200,
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'photoIds.3', message: 'You can attach up to 3 photos' },
          { field: '', message: 'Whole request' },
        ],
        at,
      },
      result: payload,
    });
  });
});

describe('classifyFailure', () => {
  it('passes Retry-After on and reads REST errors', () => {
    expect(
      classifyFailure({ ...answer(429, { message: 'Slow down', code: 'RATE_LIMITED' }), retryAfterMs: 5000 }, at),
    ).toEqual({
      type: 'retry',
      error: { message: 'Slow down', code: 'RATE_LIMITED', status: 429, at },
      retryAfterMs: 5000,
    });
    expect(classifyFailure(answer(415, { message: 'Not a photo', code: 'UNSUPPORTED_FILE' }), at)).toEqual({
      type: 'attention',
      error: { message: 'Not a photo', code: 'UNSUPPORTED_FILE', status: 415, at },
    });
  });
});
