import { useMutation } from '@tanstack/react-query';
import { encodeConsumerVoiceMessage } from '../../../../shared/validation/consumer-voice';
import { graphqlRequest } from '../../../lib/graphql';
import { sendConsumerVoiceDocument } from './consumer-voice.operations';

/** Why a consumer-voice message was refused: the server's userErrors (spec 01 §8: "failure if userErrors exist"). */
export class ConsumerVoiceRefusedError extends Error {
  readonly fieldErrors: readonly { field: string | null; message: string }[];

  constructor(fieldErrors: readonly { field: string | null; message: string }[]) {
    super('The consumer voice message was refused');
    this.name = 'ConsumerVoiceRefusedError';
    this.fieldErrors = fieldErrors;
  }
}

/** Sends the message as typed; line breaks travel as the escaped newline (spec 01 §5). */
export async function sendConsumerVoice(text: string): Promise<void> {
  const data = await graphqlRequest(sendConsumerVoiceDocument, { message: encodeConsumerVoiceMessage(text) });
  const { message, userErrors } = data.sendCustomerFeedback;
  if (userErrors.length > 0 || message.status !== 'SUCCESS') throw new ConsumerVoiceRefusedError(userErrors);
}

export function useSendConsumerVoice() {
  return useMutation({ mutationFn: sendConsumerVoice });
}
