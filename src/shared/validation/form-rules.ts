import { z } from 'zod';

import {
  formMessages,
  isAlphanumeric,
  isMultiLineText,
  isNotEmpty,
  isNumeric,
  isPhone,
  isText,
  isValidPassword,
  maxLengthMessage,
} from './form-predicates';

export * from './form-predicates';

/** Email rule: zod's practical e-mail pattern, so the predicate and {@link emailField} agree. */
export function isEmail(value: string): boolean {
  return z.regexes.email.test(value);
}

/** Options of the string field builders. */
export interface FieldOptions {
  /** Reject missing and empty values ('Required') and whitespace only ('Must not be empty'). Default false. */
  required?: boolean;
  /** Maximum length in characters. */
  max?: number;
}

/** A string that must be present ('Required') and not blank ('Must not be empty'). */
export function requiredString() {
  return z
    .string({ error: formMessages.required })
    .min(1, { error: formMessages.required, abort: true })
    .refine(isNotEmpty, formMessages.notEmpty);
}

/** A boolean that must be present; `false` passes (S1 §5 "Required"). */
export function requiredBoolean() {
  return z.boolean({ error: formMessages.required });
}

/** A list from a combo box that needs at least one item ('Required'). */
export function comboRequiredField<T extends z.ZodType>(item: T) {
  return z.array(item, { error: formMessages.required }).min(1, formMessages.required);
}

function ruleField(isValid: (value: string) => boolean, message: string, { required = false, max }: FieldOptions) {
  let field = required ? requiredString() : z.string({ error: formMessages.required });
  if (max !== undefined) field = field.max(max, maxLengthMessage(max));
  // '' in an optional field is "not filled in", not a rule violation.
  return field.refine((value) => value === '' || isValid(value), message);
}

/** A single-line text field under the text rule. */
export function textField(options: FieldOptions = {}) {
  return ruleField(isText, formMessages.text, options);
}

/** A multi-line text field under the multi-line text rule (same message as the text rule). */
export function multiLineTextField(options: FieldOptions = {}) {
  return ruleField(isMultiLineText, formMessages.text, options);
}

/** A field under the alphanumeric rule. */
export function alphanumericField(options: FieldOptions = {}) {
  return ruleField(isAlphanumeric, formMessages.alphanumeric, options);
}

/** An e-mail field. */
export function emailField(options: FieldOptions = {}) {
  return ruleField(isEmail, formMessages.email, options);
}

/** A phone field: digits only, at most 17. */
export function phoneField(options: FieldOptions = {}) {
  return ruleField(isPhone, formMessages.phone, options);
}

/** A field of digits only. */
export function numericField(options: FieldOptions = {}) {
  return ruleField(isNumeric, formMessages.numeric, options);
}

/** A new password: required and under the password rule (a login form only needs {@link requiredString}). */
export function passwordField() {
  return ruleField(isValidPassword, formMessages.password, { required: true });
}
