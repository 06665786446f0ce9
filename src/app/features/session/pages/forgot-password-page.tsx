import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { configQuery } from '../../../lib/config';
import { useForgotPassword } from '../api/session.queries';
import { AnchorLink } from '../components/anchor-link';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { forgotPasswordErrorText } from '../password-reset-error';

const route = getRouteApi('/$locale/forgot-password');

function BackToSignIn({ locale }: { locale: string }) {
  return (
    <AnchorLink to="/$locale/login" params={{ locale }} size="sm" ta="center">
      <Trans>Back to sign in</Trans>
    </AnchorLink>
  );
}

/**
 * Forgot password: the username, then the same neutral confirmation whether the account exists or not (the
 * server mails the link only to a real one).
 */
export function ForgotPasswordPage() {
  const locale = route.useRouteContext({ select: (context) => context.locale });
  const { i18n } = useLingui();
  const { data: config } = useQuery(configQuery());
  const forgot = useForgotPassword();

  let content;
  if (config !== undefined && !config.forgotPassword) {
    content = (
      <Alert color="warning" variant="light">
        <Trans>Password reset is not available on this site. Please contact support.</Trans>
      </Alert>
    );
  } else if (forgot.isSuccess) {
    content = (
      <Alert color="success" variant="light" role="status" data-testid="forgot-password-sent">
        <Trans>If the account exists, we have sent an e-mail with a link to reset the password.</Trans>
      </Alert>
    );
  } else {
    content = (
      <>
        <Text size="sm">
          <Trans>
            Enter your username. We will send a link to set a new password to the e-mail address of the account.
          </Trans>
        </Text>
        <ForgotPasswordForm
          onSubmit={(values) => {
            forgot.mutate(values);
          }}
          isSubmitting={forgot.isPending}
          errorText={forgot.isError ? forgotPasswordErrorText(forgot.error, i18n) : null}
        />
      </>
    );
  }

  return (
    <AuthLayout config={config} subtitle={<Trans>Reset your password</Trans>}>
      <Stack gap="md">
        {content}
        <BackToSignIn locale={locale} />
      </Stack>
    </AuthLayout>
  );
}
