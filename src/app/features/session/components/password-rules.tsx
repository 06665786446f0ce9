import { Trans } from '@lingui/react/macro';
import { List, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/validation/form-rules';

// The parts of the shared password rule (src/shared/validation/form-rules.ts#isValidPassword), checked as the
// user types; whether the password passes is still decided by isValidPassword.
const parts: { id: string; test: (value: string) => boolean; label: ReactNode }[] = [
  {
    id: 'length',
    test: (value) => value.length >= PASSWORD_MIN_LENGTH,
    label: <Trans>At least {PASSWORD_MIN_LENGTH} characters</Trans>,
  },
  { id: 'digit', test: (value) => /[0-9]/.test(value), label: <Trans>A digit</Trans> },
  { id: 'upper', test: (value) => /\p{Lu}/u.test(value), label: <Trans>An upper-case letter</Trans> },
  { id: 'lower', test: (value) => /\p{Ll}/u.test(value), label: <Trans>A lower-case letter</Trans> },
];

function Mark({ met }: { met: boolean }) {
  return (
    <ThemeIcon size={18} radius="xl" color={met ? 'success' : 'gray'} variant={met ? 'filled' : 'light'} aria-hidden>
      <svg viewBox="0 0 16 16" width="10" height="10" fill="none" stroke="currentColor" strokeWidth="2.5">
        {met ? <path d="M3 8.5l3 3 7-7" /> : <path d="M4 8h8" />}
      </svg>
    </ThemeIcon>
  );
}

/** The password rule, each part ticked off live. */
export function PasswordRules({ value, id }: { value: string; id: string }) {
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        <Trans>The new password needs:</Trans>
      </Text>
      <List spacing={4} size="sm" center>
        {parts.map((part) => {
          const met = part.test(value);
          return (
            <List.Item key={part.id} icon={<Mark met={met} />} data-met={met} c={met ? 'inherit' : 'dimmed'}>
              {part.label}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
