import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';

/** The username field of the sign-in and forgot-password forms: no autocorrect, focused first. */
export function UsernameInput(props: TextInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Username`}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      data-autofocus
      {...props}
    />
  );
}
