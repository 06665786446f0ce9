import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { configQuery } from '../../../lib/config';
import { DEFAULT_LOGO, DEFAULT_TITLE } from '../../../ui/brand';
import { useSignIn } from '../api/session.queries';
import { LoginForm, type LoginValues } from '../components/login-form';
import { loginErrorText } from '../login-error';
import classes from './login-page.module.css';

const route = getRouteApi('/$locale/login');

export function LoginPage() {
  // The $locale layout has validated the prefix and put it in the context.
  const locale = route.useRouteContext({ select: (context) => context.locale });
  const navigate = route.useNavigate();
  const { i18n } = useLingui();
  const { data: config } = useQuery(configQuery());
  const signIn = useSignIn();

  const title = config?.webTitle ?? DEFAULT_TITLE;
  const background = config?.imageLoginBackground;

  const handleSubmit = (values: LoginValues) => {
    signIn.mutate(
      { ...values, locale },
      {
        onSuccess: (landing) => {
          void navigate({ to: '/$locale', params: { locale: landing }, replace: true });
        },
      },
    );
  };

  return (
    <main className={classes.page} style={background ? { backgroundImage: `url("${background}")` } : undefined}>
      <Card className={classes.card} shadow="md" padding="xl" radius="md" withBorder>
        <Stack gap="lg">
          <Stack gap="xs" align="center">
            <Image
              className={classes.logo}
              src={config?.webLogo ?? DEFAULT_LOGO}
              fallbackSrc={DEFAULT_LOGO}
              alt={title}
            />
            <Title order={1} size="h3" ta="center">
              {title}
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              <Trans>Sign in to your account</Trans>
            </Text>
          </Stack>
          <LoginForm
            onSubmit={handleSubmit}
            isSubmitting={signIn.isPending}
            errorText={signIn.isError ? loginErrorText(signIn.error, i18n) : null}
          />
        </Stack>
      </Card>
    </main>
  );
}
