import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { UsernameInput } from './username-input';

interface ForgotPasswordFormProps {
  onSubmit: (values: { username: string }) => void;
  isSubmitting: boolean;
  /** The translated reason of the last failed request. */
  errorText: string | null;
}

/** The username whose password to reset. What was typed stays after a failure. */
export function ForgotPasswordForm({ onSubmit, isSubmitting, errorText }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const form = useForm({
    initialValues: { username: '' },
    validate: { username: (value) => (value.trim() === '' ? t`Enter your username` : null) },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSubmit({ username: values.username.trim() });
      })}
    >
      <Stack gap="md">
        {errorText !== null && (
          <Alert color="error" variant="light" data-testid="forgot-password-error">
            {errorText}
          </Alert>
        )}
        <UsernameInput {...form.getInputProps('username')} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t`Send the link`}
        </Button>
      </Stack>
    </form>
  );
}
