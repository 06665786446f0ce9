// The fields of a claim as filed (spec 02 §5 Claim; the shared form rules, spec 01 §5): one schema for the claim
// pages and the server. The claim article description rule (spec 01 §5 "The claim article description has the same
// set with its own message") takes the text rule's characters with its own message (docs/decisions.md "Claims").
import { z } from 'zod';
import { frameNumberSchema } from '../frames/frame-number';
import {
  emailField,
  isText,
  phoneField,
  multiLineTextField,
  requiredString,
  textField,
} from '../validation/form-rules';

export const claimMessages = {
  articleDescription: 'The article description may only contain letters, numbers, spaces and - . , / & :',
  problemRequired: 'Name at least one problem',
  articleRequired: 'Choose an article',
  frameRequired: 'Enter the frame number',
  nonCodeNotAllowed: 'Articles without a code cannot be claimed here',
  tooManyFiles: 'A claim has at most 6 photos, 1 video and 5 additional documents',
  paaNotAllowed: 'PAA claims are not available here',
  stolen: 'This frame is reported stolen — contact {email}',
  notFound: 'This claim was not found',
  notEditable: 'This claim can no longer be edited',
  conflict: 'This claim was changed meanwhile; check the changes and save again',
  customerNotFound: 'This customer was not found',
  slotUnknown: 'This file slot does not exist',
  slotKind: 'This file type is not accepted in this slot',
  slotsFull: 'All 5 additional document slots are taken',
  notAnAdditionalDocument: 'This is not an additional document',
  internalNotAllowed: 'Only the warranty team can write internal comments',
  clientId: 'The client id must be 1–100 letters, digits, - or _',
  saved: 'Claim saved',
  updated: 'Claim updated',
  notSaved: 'The claim was not saved',
  statusChanged: 'Claim status changed',
  commentSaved: 'Comment saved',
  documentSaved: 'Document added',
  documentDeleted: 'Document removed',
  shippedElsewhere: 'This frame was shipped to another dealer',
} as const;

/** The claim article description rule: the text rule's characters, its own message. */
export function claimArticleDescriptionField(options: { required?: boolean; max?: number } = {}) {
  const base = options.required ? requiredString() : z.string();
  const limited = options.max === undefined ? base : base.max(options.max);
  return limited.refine((value) => value === '' || isText(value), claimMessages.articleDescription);
}

/** YYYY-MM-DD, a real day. */
const day = requiredString().refine(
  (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  'Enter a date',
);

export const claimConsumerSchema = z.object({
  name: textField({ required: true, max: 100 }),
  phone: phoneField({ required: true }),
  city: textField({ max: 100 }),
  address: multiLineTextField({ max: 200 }),
  email: emailField({ max: 200 }),
});

export const claimProblemSchema = z.object({
  problemId: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/)
    .nullish(),
  part: textField({ required: true, max: 100 }),
  description: multiLineTextField({ required: true, max: 500 }),
  notes: multiLineTextField({ max: 500 }).nullish(),
});

const common = {
  custCode: requiredString().max(20),
  description: multiLineTextField({ required: true, max: 1000 }),
  customerNotes: multiLineTextField({ max: 1000 }).nullish(),
  contactPersonName: textField({ required: true, max: 100 }),
  contactPersonPhone: phoneField({ required: true }),
  purchaseDate: day,
  consumer: claimConsumerSchema,
  problems: z.array(claimProblemSchema).max(20),
};

export const claimBikeSchema = z.object({
  ...common,
  frameNumber: frameNumberSchema.nullish(),
  articleCode: z.string().max(40).nullish(),
  bikeAttributes: z
    .string()
    .max(2000)
    .refine((value) => {
      try {
        const parsed: unknown = JSON.parse(value);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      } catch {
        return false;
      }
    }, 'Must be a JSON object')
    .nullish(),
});

export const claimPaaSchema = z.object({
  ...common,
  articleCode: z.string().max(40).nullish(),
  nonCodeDescription: claimArticleDescriptionField({ max: 200 }).nullish(),
  qty: z.number().int().min(1).max(999),
});

export type ClaimBikeFields = z.infer<typeof claimBikeSchema>;
export type ClaimPaaFields = z.infer<typeof claimPaaSchema>;

/** The reference number of a claim: CLB (bike) / CLP (PAA), the year, the id on six digits. */
export function claimReferenceNo(productCategory: 'bike' | 'paa', year: number, id: number): string {
  return `${productCategory === 'bike' ? 'CLB' : 'CLP'}-${String(year)}-${String(id).padStart(6, '0')}`;
}
