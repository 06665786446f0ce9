import { useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formMessages, isValidPassword } from '../../../../shared/validation/form-rules';
import { translateFormMessage } from '../../../lib/form-messages';
import { PasswordRules } from './password-rules';

export interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

interface ResetPasswordFormProps {
  onSubmit: (password: string) => void;
  isSubmitting: boolean;
  /** A failure that is not about the new password (shown above the form). */
  errorText: string | null;
  /** The server's objection to the new password (shown at the field). */
  passwordError: string | null;
}

/** The new password twice, under the shared password rule shown live. What was typed stays after a failure. */
export function ResetPasswordForm({ onSubmit, isSubmitting, errorText, passwordError }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<ResetPasswordValues>({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) => (isValidPassword(value) ? null : translateFormMessage(formMessages.password, i18n)),
      confirmation: (value, values) => (value === values.password ? null : t`The passwords do not match`),
    },
  });
  const password = form.getInputProps('password');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSubmit(values.password);
      })}
    >
      <Stack gap="md">
        {errorText !== null && (
          <Alert color="error" variant="light" data-testid="reset-password-error">
            {errorText}
          </Alert>
        )}
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          required
          data-autofocus
          aria-describedby="password-rules"
          {...password}
          error={(password.error as string | undefined) ?? passwordError ?? undefined}
        />
        <PasswordRules id="password-rules" value={form.values.password} />
        <PasswordInput
          label={t`Repeat the new password`}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t`Change password`}
        </Button>
      </Stack>
    </form>
  );
}
