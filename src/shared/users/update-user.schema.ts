import { z } from 'zod';
import { alphanumericField, emailField, textField } from '../validation/form-rules';

/**
 * The fields of updateUser (spec 02 §7) a user may change of their own account: name, e-mail, the two mail
 * switches and the language. The spec's User has no phone, so there is none to edit.
 */
export const SELF_SERVICE_USER_FIELDS = ['name', 'email', 'sendEmail', 'sendEmailWarranty', 'languageId'] as const;

/** The fields of updateUser only user administration (page.user-management) may change. */
export const ADMIN_USER_FIELDS = ['username', 'isFakeEmail'] as const;

/** The limitations of a user area (spec 02 §3 User area). */
export const USER_AREA_LIMITATIONS = [
  'salesman',
  'sales_group',
  'sales_office',
  'customer',
  'cust_vendor',
  'audit',
  'all',
] as const;

export const userAreaInputSchema = z.strictObject({
  sorg: z.string().trim().min(1, 'Required').max(10),
  limitation: z.enum(USER_AREA_LIMITATIONS, { message: 'Unknown limitation' }),
  option: z.string().trim().max(40).optional(),
  value: z.string().trim().max(40).optional(),
});

/** updateUser's `user`: every field optional (only what is sent changes). */
export const updateUserInputSchema = z.strictObject({
  name: textField({ required: true, max: 100 }).optional(),
  email: emailField({ required: true, max: 200 }).optional(),
  sendEmail: z.boolean().optional(),
  sendEmailWarranty: z.boolean().optional(),
  languageId: z.string().trim().min(1, 'Required').max(10).optional(),
  username: alphanumericField({ required: true, max: 100 }).optional(),
  isFakeEmail: z.boolean().optional(),
});

export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;
export type UserAreaInput = z.infer<typeof userAreaInputSchema>;

/** The fields of `input` a user without user administration may not change. */
export function adminOnlyFieldsOf(input: Record<string, unknown>): string[] {
  return ADMIN_USER_FIELDS.filter((field) => input[field] !== undefined && input[field] !== null);
}
