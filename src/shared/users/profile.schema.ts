import { z } from 'zod';
import { emailField, passwordField, textField } from '../validation/form-rules';

/** What a user may change of their own profile (updateProfileUser). A new password needs the current one. */
export const updateProfileUserInputSchema = z
  .strictObject({
    name: textField({ required: true, max: 100 }).optional(),
    email: emailField({ required: true, max: 200 }).optional(),
    sendEmail: z.boolean().optional(),
    sendEmailWarranty: z.boolean().optional(),
    currentPassword: z.string().max(200).optional(),
    newPassword: passwordField().optional(),
  })
  .refine((v) => v.newPassword === undefined || (v.currentPassword ?? '') !== '', {
    path: ['currentPassword'],
    message: 'Required',
  });

export type UpdateProfileUserInput = z.infer<typeof updateProfileUserInputSchema>;
