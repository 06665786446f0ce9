import { decodeConsumerVoiceMessage, encodeConsumerVoiceMessage } from '../../../shared/validation/consumer-voice';
import { graphql } from '../../gql';
import type { OutboxSendCustomerFeedbackMutation } from '../../gql/graphql';
import { excerpt, isMutationPayload, isRecord, type OutboxKindDefinition } from './kind';

/** The input of a consumer-voice entry: the message as typed (real line breaks) or already encoded. */
export interface ConsumerVoiceInput {
  message: string;
}

export type ConsumerVoicePayload = OutboxSendCustomerFeedbackMutation['sendCustomerFeedback'];

export const sendCustomerFeedbackDocument = graphql(`
  mutation OutboxSendCustomerFeedback($message: String!, $photoIds: [ID!]) {
    sendCustomerFeedback(message: $message, photoIds: $photoIds) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

function messageOf(input: unknown): string {
  return isRecord(input) && typeof input.message === 'string' ? input.message : '';
}

/** Consumer voice (spec 01 §5): a message and up to 10 photos, uploaded first and named by upload id. */
export const consumerVoiceKind: OutboxKindDefinition<ConsumerVoicePayload> = {
  send: (context) =>
    context.graphql(
      sendCustomerFeedbackDocument,
      {
        // Spec 01 §5: line breaks travel as backslash + n. Encoding twice changes nothing.
        message: encodeConsumerVoiceMessage(messageOf(context.input)),
        photoIds: context.uploads.map((u) => u.uploadId),
      },
      'sendCustomerFeedback',
    ),
  describe: (input) => excerpt(decodeConsumerVoiceMessage(messageOf(input))),
  readResult: (result) => (isMutationPayload(result) ? (result as ConsumerVoicePayload) : undefined),
};
