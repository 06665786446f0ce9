import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSignOutWithWarning } from '../../../domain/offline/sign-out-warning';
import { PushOfferCard } from '../../../domain/push/push-subscription';
import { homeViewerQuery } from '../api/home.queries';

/** The portal's home page (inside the shell, which brings the menu and the announcement). */
export function HomePage() {
  const { data } = useSuspenseQuery(homeViewerQuery());
  const signOut = useSignOutWithWarning();
  const { name, username } = data.me;

  return (
    <Stack gap="md">
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
              void signOut.request();
            }}
          >
            <Trans>Log out</Trans>
          </Button>
        </Group>
      </Paper>
      <PushOfferCard />
    </Stack>
  );
}
