// The frame-number rule (spec 02 §5, §8 'Frame number is too long'): one definition for typed and scanned frame
// numbers, claims, PDI and (later) frame registration. Frames are keyed by the normalised number everywhere.
import { z } from 'zod';
import { formMessages } from '../validation/form-rules';

/** Longest frame number: the brand's frame numbers are 10–14 characters; 20 leaves room for other makes. */
export const FRAME_NUMBER_MAX_LENGTH = 20;

export const frameNumberMessages = {
  tooLong: 'Frame number is too long',
  // Not shown in the spec: frame stickers carry letters and digits only (docs/decisions.md "Claims").
  characters: 'A frame number has only letters and digits',
} as const;

const FRAME_NUMBER_PATTERN = /^[A-Z0-9]+$/;

/** The key a frame is stored and found by: trimmed, upper case. */
export function normaliseFrameNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The first problem of a frame number as typed or scanned, or null when it is a valid one. */
export function frameNumberProblem(raw: string): string | null {
  const value = normaliseFrameNumber(raw);
  if (value === '') return formMessages.required;
  if (value.length > FRAME_NUMBER_MAX_LENGTH) return frameNumberMessages.tooLong;
  if (!FRAME_NUMBER_PATTERN.test(value)) return frameNumberMessages.characters;
  return null;
}

/** The rule as a schema: gives the normalised number. */
export const frameNumberSchema = z
  .string()
  .transform(normaliseFrameNumber)
  .superRefine((value, ctx) => {
    const problem = frameNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
