import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './centered-message.module.css';

interface CenteredMessageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** An illustration above the title. */
  image?: ReactNode;
  /** Wider than the default 480 px card, for an illustration. */
  maxWidth?: number;
}

/** A full-page card for states that replace a page: not found, failed to load, maintenance (the bare layout). */
export function CenteredMessage({ title, description, actions, image, maxWidth }: CenteredMessageProps) {
  return (
    <main className={classes.page}>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={maxWidth ?? 480} w="100%">
        <Stack align="center" gap="md" ta="center">
          {image}
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
