import { Trans } from '@lingui/react/macro';
import { Button, Container, Image, Paper, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { configQuery } from '../../../lib/config';
import { useSignOut } from '../../../lib/use-sign-out';
import { homeViewerQuery } from '../api/home.queries';
import { DEFAULT_LOGO, DEFAULT_TITLE } from '../../../ui/brand';
import classes from './home-page.module.css';

export function HomePage() {
  const { data } = useSuspenseQuery(homeViewerQuery());
  const { data: config } = useQuery(configQuery());
  const signOut = useSignOut();
  const title = config?.webTitle ?? DEFAULT_TITLE;
  const { name, username } = data.me;

  return (
    <>
      <header className={classes.header}>
        <div className={classes.brand}>
          <Image className={classes.logo} src={config?.webLogo ?? DEFAULT_LOGO} fallbackSrc={DEFAULT_LOGO} alt="" />
          <Text fw={700} size="lg" truncate>
            {title}
          </Text>
        </div>
        <Button
          variant="light"
          loading={signOut.isPending}
          onClick={() => {
            signOut.mutate();
          }}
        >
          <Trans>Log out</Trans>
        </Button>
      </header>
      <main className={classes.main}>
        <Container size={1200}>
          <Paper withBorder radius="md" p="xl">
            <Title order={1} size="h2">
              <Trans>Welcome, {name}</Trans>
            </Title>
            <Text c="dimmed" mt="xs">
              <Trans>You are signed in as {username}.</Trans>
            </Text>
          </Paper>
        </Container>
      </main>
    </>
  );
}
