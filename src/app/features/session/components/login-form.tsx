import { useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { UsernameInput } from './username-input';

export interface LoginValues {
  username: string;
  password: string;
}

interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  isSubmitting: boolean;
  /** The translated reason of the last failed attempt. */
  errorText: string | null;
}

/** Username and password. What was typed stays after a failed attempt, so a typo is fixed, not retyped. */
export function LoginForm({ onSubmit, isSubmitting, errorText }: LoginFormProps) {
  const { t } = useLingui();
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() === '' ? t`Enter your username` : null),
      password: (value) => (value === '' ? t`Enter your password` : null),
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSubmit({ ...values, username: values.username.trim() });
      })}
    >
      <Stack gap="md">
        {errorText !== null && (
          <Alert color="error" variant="light" data-testid="login-error">
            {errorText}
          </Alert>
        )}
        <UsernameInput {...form.getInputProps('username')} />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={isSubmitting} mt="xs">
          {t`Sign in`}
        </Button>
      </Stack>
    </form>
  );
}
