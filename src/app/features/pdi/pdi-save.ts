import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NetworkError } from '../../lib/api';
import { isOnline } from '../../lib/connectivity';
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

/**
 * Online the PDI goes straight to the server (its refusals land next to the fields); offline, or when the request
 * finds no network, it is queued in the outbox and sent when the connection is back (docs/decisions.md "PDI
 * offline"); no `direct` when earlier changes of the same PDI still wait (it goes behind them). Resolves 'sent',
 * 'queued', or the problems to show.
 */
export async function sendOrQueue<Answer extends { userErrors: readonly UserError[] }>(
  direct: (() => Promise<Answer>) | null,
  queue: () => Promise<unknown>,
  i18n: I18n,
): Promise<'sent' | 'queued' | PdiFieldErrors> {
  const queued = async (): Promise<'queued' | PdiFieldErrors> => {
    try {
      await queue();
      return 'queued';
    } catch (error) {
      console.error(error);
      return { form: i18n._(msg`The PDI could not be stored on this device. Nothing was lost: try again.`) };
    }
  };
  if (direct === null || !isOnline()) return queued();
  try {
    const answer = await direct();
    return fieldErrorsOf(answer.userErrors, i18n) ?? 'sent';
  } catch (error) {
    if (error instanceof NetworkError) return queued();
    return {
      form: i18n._(msg`The PDI could not be sent. Check the connection and save again; what you entered stays.`),
    };
  }
}
