import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

/** The three kinds of empty panel (spec 01 §2 Empty-state panel). */
export type EmptyStateType = 'no-data' | 'no-results' | 'custom';

interface EmptyStateBaseProps {
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link under the text ("Add the first one", "Clear the search"). */
  action?: ReactNode;
  /** Heading level of the title inside the page's outline. */
  headingOrder?: 2 | 3 | 4;
}

export type EmptyStateProps =
  | (EmptyStateBaseProps & { type: 'no-data' })
  | (EmptyStateBaseProps & { type: 'no-results'; /** The term that found nothing. */ search?: string })
  | (Omit<EmptyStateBaseProps, 'title'> & { type: 'custom'; title: ReactNode; illustration?: ReactNode });

function NoDataIllustration() {
  return (
    <svg viewBox="0 0 120 96" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="currentColor" opacity="0.1" />
      <path d="M22 38 60 24l38 14v36L60 88 22 74Z" fill="currentColor" opacity="0.12" />
      <path d="M22 38 60 52l38-14M60 52v36" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <path d="M22 38 60 24l38 14v36L60 88 22 74Z" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <path
        d="M22 38 10 52l38 14 12-14M98 38l12 14-38 14-12-14"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
        opacity="0.6"
      />
    </svg>
  );
}

function NoResultsIllustration() {
  return (
    <svg viewBox="0 0 120 96" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="currentColor" opacity="0.1" />
      <circle cx="52" cy="42" r="26" fill="currentColor" opacity="0.12" />
      <circle cx="52" cy="42" r="26" stroke="currentColor" strokeWidth="4" />
      <path d="m71 61 20 20" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
      <path d="m43 33 18 18m0-18L43 51" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

function CustomIllustration() {
  return (
    <svg viewBox="0 0 120 96" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="currentColor" opacity="0.1" />
      <rect x="34" y="12" width="52" height="66" rx="6" fill="currentColor" opacity="0.12" />
      <rect x="34" y="12" width="52" height="66" rx="6" stroke="currentColor" strokeWidth="3" />
      <path d="M44 30h32M44 42h32M44 54h20" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function defaultTitle(props: EmptyStateProps): ReactNode {
  if (props.title !== undefined) return props.title;
  return props.type === 'no-results' ? <Trans>No results</Trans> : <Trans>No data</Trans>;
}

function defaultDescription(props: EmptyStateProps): ReactNode {
  if (props.description !== undefined) return props.description;
  if (props.type === 'no-data') return <Trans>There is nothing to show here yet.</Trans>;
  if (props.type === 'no-results') {
    const search = props.search?.trim();
    return search ? (
      <Trans>Nothing matches “{search}”. Try another search term.</Trans>
    ) : (
      <Trans>Nothing matches your search. Try another search term.</Trans>
    );
  }
  return undefined;
}

function illustrationOf(props: EmptyStateProps): ReactNode {
  if (props.type === 'no-data') return <NoDataIllustration />;
  if (props.type === 'no-results') return <NoResultsIllustration />;
  return props.illustration ?? <CustomIllustration />;
}

/** A panel for a list or page with nothing to show: no data yet, a search that found nothing, or a custom case. */
export function EmptyState(props: EmptyStateProps) {
  const description = defaultDescription(props);
  return (
    <Stack
      align="center"
      gap="xs"
      className={classes.root}
      data-empty-state={props.type}
      // A search that found nothing is news to a screen-reader user who just typed; "no data" is not.
      {...(props.type === 'no-results' ? { role: 'status' } : {})}
    >
      <div className={classes.illustration}>{illustrationOf(props)}</div>
      <Title order={props.headingOrder ?? 3} size="h4">
        {defaultTitle(props)}
      </Title>
      {description !== undefined && (
        <Text c="dimmed" size="sm" maw={420}>
          {description}
        </Text>
      )}
      {props.action}
    </Stack>
  );
}
