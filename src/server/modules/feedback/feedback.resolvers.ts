import { ErrorCode, errorMessages } from '../../../shared/errors/error-codes';
import { sendCustomerFeedbackInputSchema } from '../../../shared/validation/consumer-voice';
import type { Resolvers } from '../../generated/resolvers-types';
import { authorize } from '../../graphql/guard';
import { failed, succeeded, userErrorsOf } from '../../graphql/payload';
import * as service from './feedback.service';

export const feedbackResolvers: Resolvers = {
  Mutation: {
    sendCustomerFeedback: async (_parent, args, ctx) => {
      const viewer = authorize(ctx, { scopes: 'consumer-voice.submit' });
      const parsed = sendCustomerFeedbackInputSchema.safeParse({ message: args.message });
      if (!parsed.success) return failed(errorMessages.consumerVoiceFailed, userErrorsOf(parsed.error));
      const result = await service.sendCustomerFeedback(ctx.deps, viewer, ctx.host, {
        ...parsed.data,
        photoIds: args.photoIds ?? [],
      });
      if (!result.ok) {
        return failed(
          errorMessages.consumerVoiceFailed,
          result.problems.map((p) => ({ ...p, code: ErrorCode.BAD_USER_INPUT })),
        );
      }
      return succeeded(errorMessages.consumerVoiceSent);
    },
  },
};
