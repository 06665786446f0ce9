import { describe, expect, it } from 'vitest';
import {
  CONSUMER_VOICE_MESSAGE_MAX_LENGTH,
  consumerVoiceMessageSchema,
  decodeConsumerVoiceMessage,
  encodeConsumerVoiceMessage,
  sendCustomerFeedbackInputSchema,
} from './consumer-voice';
import { formMessages } from './form-rules';

describe('encodeConsumerVoiceMessage', () => {
  it('turns \\n and \\r\\n into backslash + n', () => {
    expect(encodeConsumerVoiceMessage('one\ntwo\r\nthree')).toBe('one\\ntwo\\nthree');
    expect(encodeConsumerVoiceMessage('one\ntwo')).toHaveLength('one'.length + 2 + 'two'.length);
  });

  it('leaves single-line text unchanged', () => {
    expect(encodeConsumerVoiceMessage('Great bikes, thanks')).toBe('Great bikes, thanks');
  });
});

describe('decodeConsumerVoiceMessage', () => {
  it('turns backslash + n back into line breaks', () => {
    expect(decodeConsumerVoiceMessage('one\\ntwo\\n\\nthree')).toBe('one\ntwo\n\nthree');
  });

  it('inverts the encoding of a valid message', () => {
    const text = 'Dear team,\n\nthe Größe M frame: great.\nRegards';
    expect(decodeConsumerVoiceMessage(encodeConsumerVoiceMessage(text))).toBe(text);
  });
});

describe('consumerVoiceMessageSchema', () => {
  it('is required', () => {
    expect(consumerVoiceMessageSchema.safeParse('').error?.issues[0]?.message).toBe(formMessages.required);
    expect(consumerVoiceMessageSchema.safeParse('\n').error?.issues[0]?.message).toBe(formMessages.notEmpty);
  });

  it('allows line breaks but not characters outside the text set', () => {
    expect(consumerVoiceMessageSchema.safeParse('Line one\nLine two').success).toBe(true);
    expect(consumerVoiceMessageSchema.safeParse('Wow!').error?.issues[0]?.message).toBe(formMessages.text);
  });

  it('caps the length at 2000 characters', () => {
    expect(CONSUMER_VOICE_MESSAGE_MAX_LENGTH).toBe(2000);
    expect(consumerVoiceMessageSchema.safeParse('a'.repeat(2000)).success).toBe(true);
    expect(consumerVoiceMessageSchema.safeParse('a'.repeat(2001)).success).toBe(false);
  });
});

describe('sendCustomerFeedbackInputSchema', () => {
  it('accepts the encoded form and keeps it encoded', () => {
    expect(sendCustomerFeedbackInputSchema.parse({ message: 'Line one\\nLine two' })).toEqual({
      message: 'Line one\\nLine two',
    });
  });

  it('normalises raw line breaks to the encoded form', () => {
    expect(sendCustomerFeedbackInputSchema.parse({ message: 'a\r\nb' })).toEqual({ message: 'a\\nb' });
  });

  it('rejects a backslash that is not an encoded line break', () => {
    const result = sendCustomerFeedbackInputSchema.safeParse({ message: 'C:\\temp' });
    expect(result.error?.issues[0]?.message).toBe(formMessages.text);
  });

  it('rejects a missing or blank message', () => {
    expect(sendCustomerFeedbackInputSchema.safeParse({}).error?.issues[0]?.message).toBe(formMessages.required);
    expect(sendCustomerFeedbackInputSchema.safeParse({ message: '' }).error?.issues[0]?.message).toBe(
      formMessages.required,
    );
    expect(sendCustomerFeedbackInputSchema.safeParse({ message: '\\n\\n' }).error?.issues[0]?.message).toBe(
      formMessages.notEmpty,
    );
  });

  it('counts the limit on the decoded text, so 2000 typed characters with line breaks pass', () => {
    const typed = `${'a'.repeat(999)}\n${'b'.repeat(1000)}`;
    expect(typed).toHaveLength(2000);
    expect(sendCustomerFeedbackInputSchema.safeParse({ message: encodeConsumerVoiceMessage(typed) }).success).toBe(
      true,
    );
    expect(sendCustomerFeedbackInputSchema.safeParse({ message: 'a'.repeat(2001) }).success).toBe(false);
  });

  it('reports issues at the message field', () => {
    expect(sendCustomerFeedbackInputSchema.safeParse({ message: 'Wow!' }).error?.issues[0]?.path).toEqual(['message']);
  });
});
