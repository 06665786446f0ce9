import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import {
  type ConnectionProblem,
  dismissConnectionProblem,
  getSessionStatus,
  reloadNow,
  subscribeSessionStatus,
} from '../lib/session-status';
import { OfflineBar } from './offline-bar';
import classes from './session-status.module.css';
import { SupportContact } from './support-contact';

function ProblemTitle({ problem }: { problem: ConnectionProblem }) {
  // The spec's keys, kept as its exact texts (spec 01 §8).
  switch (problem) {
    case 'network':
      return <Trans>connection error</Trans>;
    case 'server':
      return <Trans>something wrong</Trans>;
    case 'chunk':
      return <Trans>connection failed please refresh</Trans>;
  }
}

function ProblemText({ problem }: { problem: ConnectionProblem }) {
  switch (problem) {
    case 'network':
      return <Trans>Connection failed, please refresh this page or contact support.</Trans>;
    case 'server':
      return <Trans>The server gave an unexpected answer. Please refresh this page or contact support.</Trans>;
    case 'chunk':
      return <Trans>A part of the portal could not be loaded. Please refresh this page or contact support.</Trans>;
  }
}

/**
 * What the session rules show over every page (lib/session-status.ts): the connection-failure dialog, the offline
 * status bar, and the reload pop-up ('Loading the new session…', or the request to reload once the user's work
 * is saved). Mounted once, in the root route.
 */
export function SessionStatus() {
  const status = useSyncExternalStore(subscribeSessionStatus, getSessionStatus, getSessionStatus);
  return (
    <>
      {!status.online && <OfflineBar dataAsOf={status.dataAsOf} />}
      <SessionDialogs />
    </>
  );
}

/**
 * The connection-failure dialog and the reload pop-up alone: the root route loads them when first needed, while
 * the offline bar comes with the entry (it is needed when nothing can be loaded any more).
 */
export function SessionDialogs() {
  const status = useSyncExternalStore(subscribeSessionStatus, getSessionStatus, getSessionStatus);
  const { reload, problem, online } = status;

  return (
    <>
      <Modal
        opened={problem !== null && online && reload?.phase !== 'loading'}
        onClose={dismissConnectionProblem}
        title={problem && <span className={classes.title}>{<ProblemTitle problem={problem} />}</span>}
        centered
        data-testid="connection-dialog"
      >
        {problem && (
          <Stack gap="lg">
            <Text>
              <ProblemText problem={problem} />
            </Text>
            <SupportContact />
            <Group justify="flex-end">
              <Button onClick={reloadNow}>
                <Trans>Refresh</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal
        opened={reload?.phase === 'loading'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        size="xs"
      >
        <Stack align="center" gap="md" py="md" role="status" data-testid="reload-popup">
          <Loader />
          <Text ta="center">
            {reload?.reason !== 'session' ? (
              <Trans>Loading the latest version…</Trans>
            ) : (
              <Trans>Loading the new session…</Trans>
            )}
          </Text>
        </Stack>
      </Modal>

      {reload?.phase === 'waiting' && reload.blockedBy === 'unsaved' && (
        <Alert className={classes.reloadBar} color="warning" variant="filled" role="alert" data-testid="reload-waiting">
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm">
              {reload.reason !== 'session' ? (
                <Trans>A new version of the portal is ready. Reload when you have saved your work.</Trans>
              ) : (
                <Trans>A new session is ready. Reload when you have saved your work.</Trans>
              )}
            </Text>
            <Button size="xs" variant="white" color="dark" onClick={reloadNow}>
              <Trans>Reload</Trans>
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
