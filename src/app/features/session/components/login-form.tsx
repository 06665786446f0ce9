import { useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
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

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * Username and password. What was typed stays after a failed attempt, so a typo is fixed, not retyped; the failed
 * attempt's alert goes as soon as a field changes (it spoke of what was sent, not of what is typed now) and a new
 * attempt's answer shows again.
 * Plain React state, not @mantine/form: the sign-in page is the first load and two fields need no form library.
 */
export function LoginForm({ onSubmit, isSubmitting, errorText }: LoginFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // The last attempt's alert is shown until a field changes; each sign-in shows the answer to it again.
  const [showAttemptError, setShowAttemptError] = useState(true);

  // Typing in a field clears its message, as the other forms do.
  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setShowAttemptError(false);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found: LoginErrors = {};
        if (values.username.trim() === '') found.username = t`Enter your username`;
        if (values.password === '') found.password = t`Enter your password`;
        setErrors(found);
        if (found.username === undefined && found.password === undefined) {
          setShowAttemptError(true);
          onSubmit({ ...values, username: values.username.trim() });
        }
      }}
    >
      <Stack gap="md">
        {errorText !== null && showAttemptError && (
          <Alert color="error" variant="light" data-testid="login-error">
            {errorText}
          </Alert>
        )}
        <UsernameInput value={values.username} onChange={change('username')} error={errors.username} />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Button type="submit" fullWidth loading={isSubmitting} mt="xs">
          {t`Sign in`}
        </Button>
      </Stack>
    </form>
  );
}
