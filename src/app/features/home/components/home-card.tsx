import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { useOnline } from '../../../lib/connectivity';
import { LoadFailure } from '../../../ui/load-failure';
import classes from './home-card.module.css';

/** A link at the foot of a card, to the page with the whole list. */
export interface CardLink {
  to: string;
  label: ReactNode;
}

/** One card of the home: a titled panel with an optional "as of" age and a link to the page behind it. */
export function HomeCardFrame({
  title,
  testId,
  asOf,
  link,
  children,
}: {
  title: ReactNode;
  testId: string;
  /** When the data shown was fetched: said when the device is offline or the copy is older than a minute. */
  asOf?: number | undefined;
  link?: CardLink | undefined;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} data-testid={`home-card-${testId}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {asOf !== undefined && <AsOf time={asOf} />}
        </Group>
        <div className={classes.body}>{children}</div>
        {link && (
          <Anchor component={Link} to={link.to} size="sm" fw={600} underline="hover">
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

const FRESH_MS = 60_000;

/** "as of 10:42" (with the date when not today): the age of the device's copy a card shows. */
export function AsOf({ time }: { time: number }) {
  const { i18n } = useLingui();
  const online = useOnline();
  // The time the card drew: a copy fresh then says nothing while online.
  const [now] = useState(() => Date.now());
  if (online && now - time < FRESH_MS) return null;
  const today = new Date(time).toDateString() === new Date(now).toDateString();
  const when = i18n.date(new Date(time), today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Text size="xs" c="dimmed" data-testid="home-card-as-of" className={classes.asOf}>
      <Trans>as of {when}</Trans>
    </Text>
  );
}

/** The skeleton of a card while its code or its data loads. */
export function HomeCardSkeleton({ title, testId }: { title: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} data-testid={`home-card-${testId}`} aria-busy="true">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Skeleton height={14} width="70%" />
        <Skeleton height={14} width="55%" />
        <Skeleton height={14} width="40%" />
      </Stack>
    </Paper>
  );
}

class CardErrorBoundary extends Component<
  { fallback: (error: unknown, reset: () => void) => ReactNode; onReset: () => void; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  reset = () => {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

/**
 * A card that loads on its own: its own skeleton while its code and data load, its own error with a retry, so one
 * card failing or slow leaves the others as they are.
 */
export function HomeCardSlot({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CardErrorBoundary
          onReset={reset}
          fallback={(error, retry) => (
            <Paper withBorder radius="md" p="md" className={classes.card} data-testid={`home-card-${testId}`}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {title}
                </Title>
                <LoadFailure error={error} onRetry={retry}>
                  <Trans>This part of the page could not be loaded.</Trans>
                </LoadFailure>
              </Stack>
            </Paper>
          )}
        >
          <Suspense fallback={<HomeCardSkeleton title={title} testId={testId} />}>{children}</Suspense>
        </CardErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A card's "nothing here" line. */
export function CardEmpty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" data-testid="home-card-empty">
      {children}
    </Text>
  );
}
