import { Card, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Config } from '../../../lib/config';
import { DEFAULT_LOGO, DEFAULT_TITLE } from '../../../ui/brand';
import { SupportContact } from '../../../ui/support-contact';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  config: Config | undefined;
  /** The line under the site title ('Sign in to your account'). */
  subtitle: ReactNode;
  children: ReactNode;
}

/**
 * The bare layout of the login, forgot-password and reset-password pages, branded by the host config (spec 01 §3):
 * imageLoginBackground behind the card (the server fills in its default), imageLogin on the card, and webLogo in
 * the corner when it is another image than the card's; the host's support address under the form.
 */
export function AuthLayout({ config, subtitle, children }: AuthLayoutProps) {
  const title = config?.webTitle ?? DEFAULT_TITLE;
  const loginImage = config?.imageLogin ?? config?.webLogo ?? DEFAULT_LOGO;
  const webLogo = config?.webLogo;
  const background = config?.imageLoginBackground;

  return (
    <main className={classes.page} style={background ? { backgroundImage: `url("${background}")` } : undefined}>
      {webLogo && webLogo !== loginImage && (
        <Image className={classes.brand} src={webLogo} alt="" data-testid="web-logo" />
      )}
      <Card className={classes.card} shadow="md" padding="xl" radius="md" withBorder>
        <Stack gap="lg">
          <Stack gap="xs" align="center">
            <Image className={classes.logo} src={loginImage} fallbackSrc={DEFAULT_LOGO} alt={title} />
            <Title order={1} size="h3" ta="center">
              {title}
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              {subtitle}
            </Text>
          </Stack>
          {children}
          <SupportContact email={config?.emailSupport ?? ''} />
        </Stack>
      </Card>
    </main>
  );
}
