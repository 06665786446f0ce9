import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { configQuery } from '../../../lib/config';
import { ButtonLink } from '../../../ui/button-link';
import { useResetPassword } from '../api/session.queries';
import { AnchorLink } from '../components/anchor-link';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';
import { resetPasswordFailure } from '../password-reset-error';

const route = getRouteApi('/$locale/reset-password');

/** The page of the mailed link: a new password under the shared rule, then the way to sign in with it. */
export function ResetPasswordPage() {
  const locale = route.useRouteContext({ select: (context) => context.locale });
  const { token } = route.useSearch();
  const { i18n } = useLingui();
  const { data: config } = useQuery(configQuery());
  const reset = useResetPassword();
  const failure = reset.isError ? resetPasswordFailure(reset.error, i18n) : null;

  const askAgain = (
    <AnchorLink to="/$locale/forgot-password" params={{ locale }} size="sm" ta="center">
      <Trans>Ask for a new link</Trans>
    </AnchorLink>
  );

  let content;
  if (token === undefined) {
    content = (
      <>
        <Alert color="error" variant="light" data-testid="reset-password-error">
          <Trans>This link has expired or was already used. Please ask for a new one.</Trans>
        </Alert>
        {askAgain}
      </>
    );
  } else if (reset.isSuccess) {
    content = (
      <>
        <Alert color="success" variant="light" role="status" data-testid="reset-password-done">
          <Trans>Your password has been changed. You can sign in now.</Trans>
        </Alert>
        <ButtonLink to="/$locale/login" params={{ locale }} search={{}} replace fullWidth>
          <Trans>Sign in</Trans>
        </ButtonLink>
      </>
    );
  } else {
    content = (
      <>
        <ResetPasswordForm
          onSubmit={(password) => {
            reset.mutate({ token, password });
          }}
          isSubmitting={reset.isPending}
          errorText={failure && failure.kind !== 'password' ? failure.text : null}
          passwordError={failure?.kind === 'password' ? failure.text : null}
        />
        {failure?.kind === 'link' && askAgain}
      </>
    );
  }

  return (
    <AuthLayout config={config} subtitle={<Trans>Set a new password</Trans>}>
      <Stack gap="md">{content}</Stack>
    </AuthLayout>
  );
}
