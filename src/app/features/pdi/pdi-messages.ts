import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateFormMessage } from '../../lib/form-messages';

// The PDI service's answers (src/server/modules/claims/pdi.service.ts pdiMessages) arrive in English; the same
// texts are the keys here. An unknown text goes through the shared form rules, else is shown as it came.
const known: Record<string, MessageDescriptor> = {
  'This PDI was not found': msg`This PDI was not found`,
  'This frame already has a PDI; edit or delete that one first': msg`This frame already has a PDI; edit or delete that one first`,
  'Another PDI of this frame is active; delete it before restoring this one': msg`Another PDI of this frame is active; delete it before restoring this one`,
  'This PDI was changed meanwhile; check the changes and save again': msg`This PDI was changed meanwhile; check the changes and save again`,
  'This checklist item does not exist': msg`This checklist item does not exist`,
  'This PDI is deleted': msg`This PDI is deleted`,
  'The PDI was not saved': msg`The PDI was not saved`,
  'This customer was not found': msg`This customer was not found`,
};

export function pdiMessageText(message: string, i18n: I18n): string {
  const descriptor = known[message];
  return descriptor ? i18n._(descriptor) : translateFormMessage(message, i18n);
}
