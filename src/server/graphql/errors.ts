import { createGraphQLError } from 'graphql-yoga';
import { ErrorCode, errorMessages } from '../../shared/errors/error-codes';

// createGraphQLError, not the GraphQLError constructor: it builds the error with the graphql instance Yoga loaded.
// Vitest resolves our own `import 'graphql'` to index.mjs while Yoga gets index.js; Yoga's `instanceof` check
// then fails and it masks our errors as 'Unexpected error.' (the tests would not see what production answers).

// `spec: false` makes Yoga use the status even for `Accept: application/json`, where the GraphQL-over-HTTP
// legacy rule would answer 200: the client's session rules (401 refresh, 403 logout) key on the status.
const fail = (message: string, code: ErrorCode, status: number) =>
  createGraphQLError(message, { extensions: { code, http: { status, spec: false } } });

export const unauthenticatedError = () =>
  fail('Your session has expired, please sign in again', ErrorCode.UNAUTHENTICATED, 401);
export const forbiddenError = () => fail('You do not have access to this', ErrorCode.FORBIDDEN, 403);
/** `field` names the input the message belongs beside (the page shows it there). */
export const badInputError = (message: string, field?: string) =>
  field === undefined
    ? fail(message, ErrorCode.BAD_USER_INPUT, 400)
    : createGraphQLError(message, {
        extensions: { code: ErrorCode.BAD_USER_INPUT, field, http: { status: 400, spec: false } },
      });
/** 409, not 403: a 403 logs the user out, while this user only needs to pick another customer. */
export const customerNotYoursError = () => fail(errorMessages.customerNotYours, ErrorCode.CUSTOMER_NOT_YOURS, 409);
export const customerRequiredError = () => fail(errorMessages.customerRequired, ErrorCode.BAD_USER_INPUT, 400);
export const maintenanceError = (message: string) =>
  createGraphQLError(message, {
    extensions: { code: ErrorCode.MAINTENANCE, status: 'maintenance', http: { status: 500, spec: false } },
  });
