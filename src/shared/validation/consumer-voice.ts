import { z } from 'zod';
import { formMessages, multiLineTextField } from './form-rules';

/**
 * Longest consumer-voice message, counted on the text as typed (line breaks count one). The spec sets no limit;
 * 2000 leaves room for a few paragraphs and bounds the stored row.
 */
export const CONSUMER_VOICE_MESSAGE_MAX_LENGTH = 2000;

const ESCAPED_NEWLINE = '\\n';

/** Consumer-voice line breaks (\n or \r\n) become the two characters backslash + n, as they are sent (S1 §5). */
export function encodeConsumerVoiceMessage(text: string): string {
  return text.replace(/\r?\n/g, ESCAPED_NEWLINE);
}

/**
 * The inverse of {@link encodeConsumerVoiceMessage}. Unambiguous for valid messages: the text rule forbids a
 * typed backslash, so every backslash + n in a valid encoded message stands for a line break.
 */
export function decodeConsumerVoiceMessage(encoded: string): string {
  return encoded.replaceAll(ESCAPED_NEWLINE, '\n');
}

/**
 * The consumer-voice message as typed in the form: required and under the multi-line text rule. The spec says
 * "the text rule", which forbids the line breaks the same section says are sent; the multi-line rule fits both.
 */
export const consumerVoiceMessageSchema = multiLineTextField({
  required: true,
  max: CONSUMER_VOICE_MESSAGE_MAX_LENGTH,
});

/**
 * Input of `sendCustomerFeedback`: the message in its encoded form, validated as decoded text; the output is
 * the encoded form again, with any raw line break a client sent normalised to backslash + n.
 */
export const sendCustomerFeedbackInputSchema = z.object({
  message: z
    .string({ error: formMessages.required })
    .transform(decodeConsumerVoiceMessage)
    .pipe(consumerVoiceMessageSchema)
    .transform(encodeConsumerVoiceMessage),
});

/** Parsed input of `sendCustomerFeedback`. */
export type SendCustomerFeedbackInput = z.infer<typeof sendCustomerFeedbackInputSchema>;
