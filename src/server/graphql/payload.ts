import type { z } from 'zod';
import { ErrorCode } from '../../shared/errors/error-codes';
import type { UserError } from '../generated/resolvers-types';

/** A successful mutation answer in the spec's shape. */
export const succeeded = (description: string) => ({
  message: { status: 'SUCCESS' as const, description },
  userErrors: [],
});

/** A refused mutation answer: the fallback text plus the field errors. */
export const failed = (description: string, userErrors: UserError[]) => ({
  message: { status: 'FAILED' as const, description },
  userErrors,
});

/** zod issues as userErrors: one per field, with the shared rule's message. */
export function userErrorsOf(error: z.ZodError): UserError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : null,
    message: issue.message,
    code: ErrorCode.BAD_USER_INPUT,
  }));
}
