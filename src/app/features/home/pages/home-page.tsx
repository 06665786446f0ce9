import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSignOut } from '../../../lib/use-sign-out';
import { homeViewerQuery } from '../api/home.queries';

/** The portal's home page (inside the shell, which brings the menu and the announcement). */
export function HomePage() {
  const { data } = useSuspenseQuery(homeViewerQuery());
  const signOut = useSignOut();
  const { name, username } = data.me;

  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} size="h2">
        <Trans>Welcome, {name}</Trans>
      </Title>
      <Group justify="space-between" align="center" mt="xs" gap="sm">
        <Text c="dimmed">
          <Trans>You are signed in as {username}.</Trans>
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={signOut.isPending}
          onClick={() => {
            signOut.mutate();
          }}
        >
          <Trans>Log out</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
