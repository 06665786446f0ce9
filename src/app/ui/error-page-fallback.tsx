import { Trans } from '@lingui/react/macro';
import { Anchor, Code, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { localeOfPath } from '../lib/locale';
import { CenteredMessage } from './centered-message';
import { RouteError } from './route-error';

/**
 * Shown when the error page itself fails (spec 01 §2): 'An error occurred while showing the error page', the
 * details, and a plain link home (a full page load, since the router may be what failed).
 */
export function ErrorPageFallback({ error }: { error: unknown }) {
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const home = `/${localeOfPath(window.location.pathname)}`;
  return (
    <CenteredMessage
      title={<Trans>An error occurred while showing the error page</Trans>}
      actions={
        <Stack gap="md" align="center" w="100%">
          <Code block w="100%" ta="left" data-testid="error-details">
            {details}
          </Code>
          <Anchor href={home}>
            <Trans>Go back to home</Trans>
          </Anchor>
        </Stack>
      }
    />
  );
}

interface ErrorPageBoundaryProps {
  children: ReactNode;
}

/** Catches a failure of the error page and shows {@link ErrorPageFallback} instead. */
export class ErrorPageBoundary extends Component<ErrorPageBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <ErrorPageFallback error={this.state.error} />;
  }
}

/** The route error page, guarded by the fallback: what the router shows when a page fails. */
export function SafeRouteError(props: ErrorComponentProps) {
  return (
    <ErrorPageBoundary>
      <RouteError {...props} />
    </ErrorPageBoundary>
  );
}
