import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ShellIconName } from './shell/shell-icon';
import { ShellIcon } from './shell/shell-icon';

interface ComingSoonProps {
  /** The page's title. */
  title: string;
  /** What the area will hold. */
  description: string;
  icon?: ShellIconName;
}

/** A page of the menu whose area is not built yet: it says so plainly, and what it will hold. */
export function ComingSoon({ title, description, icon = 'tools' }: ComingSoonProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} data-testid="coming-soon">
      <Stack align="center" ta="center" gap="md" maw={560} mx="auto" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light">
          <ShellIcon name={icon} size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text fw={600}>
          <Trans>This part of the portal is coming soon</Trans>
        </Text>
        <Text c="dimmed">{description}</Text>
      </Stack>
    </Paper>
  );
}
