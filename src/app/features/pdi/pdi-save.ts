import type { I18n } from '@lingui/core';
import type { PdiFieldErrors } from './components/pdi-form';
import { pdiMessageText } from './pdi-messages';

interface UserError {
  field?: string | null;
  message: string;
}

/** The server's refusals next to the fields they name, the rest over the form. */
export function fieldErrorsOf(userErrors: readonly UserError[], i18n: I18n): PdiFieldErrors | null {
  if (userErrors.length === 0) return null;
  const errors: PdiFieldErrors = {};
  for (const problem of userErrors) {
    const text = pdiMessageText(problem.message, i18n);
    const field = problem.field === 'frameNumber' || problem.field === 'mechanic' ? problem.field : 'form';
    errors[field] ??= text;
  }
  return errors;
}
