import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { configQuery } from '../../../lib/config';
import { useSignIn } from '../api/session.queries';
import { AnchorLink } from '../components/anchor-link';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm, type LoginValues } from '../components/login-form';
import { loginErrorText } from '../login-error';

const route = getRouteApi('/$locale/login');

export function LoginPage() {
  // The $locale layout has validated the prefix and put it in the context.
  const locale = route.useRouteContext({ select: (context) => context.locale });
  const { redirect } = route.useSearch();
  const navigate = route.useNavigate();
  const { i18n } = useLingui();
  const { data: config } = useQuery(configQuery());
  const signIn = useSignIn();

  const showForgotPassword = config?.forgotPassword === true;
  // CUSTOM_URL_TO_HIDE_NEW_INQUIRY is the host's hideNewCustomerInquiry switch (docs/decisions.md).
  const showInquiry = config?.allowNewCustomerInquiry === true && !config.features.hideNewCustomerInquiry;

  const handleSubmit = (values: LoginValues) => {
    signIn.mutate(
      { ...values, locale, redirect },
      {
        onSuccess: (landing) => {
          if (landing.kind === 'page') void navigate({ href: landing.href, replace: true });
          else void navigate({ to: '/$locale', params: { locale: landing.locale }, replace: true });
        },
      },
    );
  };

  return (
    <AuthLayout config={config} subtitle={<Trans>Sign in to your account</Trans>}>
      <LoginForm
        onSubmit={handleSubmit}
        isSubmitting={signIn.isPending}
        errorText={signIn.isError ? loginErrorText(signIn.error, i18n) : null}
      />
      {(showForgotPassword || showInquiry) && (
        <Stack gap="xs" align="center">
          {showForgotPassword && (
            <AnchorLink to="/$locale/forgot-password" params={{ locale }} size="sm">
              <Trans>Forgot password?</Trans>
            </AnchorLink>
          )}
          {showInquiry && (
            <Group gap={4} justify="center">
              <Text size="sm" c="dimmed">
                <Trans>New customer?</Trans>
              </Text>
              {/* A plain link: the inquiry page belongs to a later step (a coming-soon route for now). */}
              <Anchor href={`/${locale}/new-customer-inquiry`} size="sm">
                <Trans>Send an inquiry</Trans>
              </Anchor>
            </Group>
          )}
        </Stack>
      )}
    </AuthLayout>
  );
}
