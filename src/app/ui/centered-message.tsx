import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './centered-message.module.css';

interface CenteredMessageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/** A full-page card for states that replace a page: not found, failed to load. */
export function CenteredMessage({ title, description, actions }: CenteredMessageProps) {
  return (
    <main className={classes.page}>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h3">
            {title}
          </Title>
          {description !== undefined && <Text c="dimmed">{description}</Text>}
          {actions}
        </Stack>
      </Paper>
    </main>
  );
}
