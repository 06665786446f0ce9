import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, type ReactNode, useState } from 'react';
import { discard, exportUnsent, OutboxStateError, retry, type OutboxListItem } from '../../../../browser/outbox';
import type { OutboxKind } from '../../../../browser/outbox/types';
import { isOnline } from '../../../lib/connectivity';
import { replayNow } from '../../../domain/offline/outbox-runner';
import { notify } from '../../../lib/notify';
import { EmptyState } from '../../../ui/empty-state';
import { DiscardOutboxEntryDialog } from '../components/discard-outbox-entry-dialog';
import { OutboxEntryCard } from '../components/outbox-entry-card';
import { StorageSummary } from '../components/storage-summary';
import { downloadBlob, exportFileName } from '../download-blob';
import { useDeviceStorage } from '../use-device-storage';
import { useOutboxEntries } from '../use-outbox';

/** The sent items shown below the unsent ones. */
export const SENT_SHOWN = 20;

/** A form that fixes a refused item: prefilled from it, it calls the outbox's fix() and then onClose. */
export type OutboxEditor = ComponentType<{ item: OutboxListItem; onClose: () => void }>;

export interface OutboxPageProps {
  /** The signed-in user whose items are shown. */
  userId: string;
  /** The forms that can fix a refused item, by kind (composed by the route: features do not import each other). */
  editors?: Partial<Record<OutboxKind, OutboxEditor>>;
  /** Below the list: e.g. the administrators' "Send test notification". */
  footer?: ReactNode;
}

const isUnsent = (item: OutboxListItem) =>
  item.state === 'queued' || item.state === 'sending' || item.state === 'attention';

/**
 * The Outbox (ARCHITECTURE.md "Offline"): what is waiting to be sent from this device, what is being sent, what the
 * server refused, and the last items sent; retry, discard, fix, an export for support and the device's storage.
 */
export function OutboxPage({ userId, editors = {}, footer }: OutboxPageProps) {
  const { t } = useLingui();
  const items = useOutboxEntries(userId);
  const [confirming, setConfirming] = useState<OutboxListItem | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [editing, setEditing] = useState<OutboxListItem | null>(null);
  const [exporting, setExporting] = useState(false);
  const unsent = (items ?? []).filter(isUnsent);
  const sent = (items ?? [])
    .filter((item) => item.state === 'sent')
    .sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0))
    .slice(0, SENT_SHOWN);
  const { storage } = useDeviceStorage(items?.length ?? 0);

  const handleFailure = (error: unknown) => {
    // The item changed meanwhile (the worker sent it, another tab discarded it): the list shows what it is now.
    if (error instanceof OutboxStateError) notify.info({ message: t`This item has changed meanwhile.` });
    else notify.error({ message: t`Something went wrong. Please try again.` });
  };

  const handleRetry = (item: OutboxListItem) => {
    setRetrying(item.key);
    void (async () => {
      try {
        await retry(item.key);
        const summary = await replayNow();
        if (summary?.offline === true || (summary === null && !isOnline())) {
          notify.info({ message: t`You are offline. The item will be sent when you are back online.` });
        } else if (summary?.signInRequired === true) {
          notify.warning({ message: t`Sign in again to send your items.` });
        }
      } catch (error) {
        handleFailure(error);
      } finally {
        setRetrying(null);
      }
    })();
  };

  const handleDiscard = (item: OutboxListItem) => {
    setDiscarding(true);
    void discard(item.key)
      .then(() => {
        notify.info({ message: t`The item was discarded.` });
      })
      .catch(handleFailure)
      .finally(() => {
        setDiscarding(false);
        setConfirming(null);
      });
  };

  const handleExport = () => {
    setExporting(true);
    void exportUnsent(userId)
      .then((blob) => {
        downloadBlob(blob, exportFileName());
      })
      .catch(() => {
        notify.error({ message: t`The export could not be created.` });
      })
      .finally(() => {
        setExporting(false);
      });
  };

  const Editor = editing ? editors[editing.kind] : undefined;
  const renderItem = (item: OutboxListItem) => (
    <OutboxEntryCard
      key={item.key}
      item={item}
      isRetrying={retrying === item.key}
      onRetry={handleRetry}
      onDiscard={setConfirming}
      onEdit={editors[item.kind] ? setEditing : undefined}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          <Trans>Outbox</Trans>
        </Title>
        <Button variant="default" mih={44} loading={exporting} disabled={unsent.length === 0} onClick={handleExport}>
          <Trans>Export unsent items</Trans>
        </Button>
      </Group>
      <Text c="dimmed">
        <Trans>
          What you save while offline waits here and is sent as soon as there is a connection. Items the server does not
          accept stay here until you fix or discard them.
        </Trans>
      </Text>

      {items === undefined ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t`Loading`} />
        </Group>
      ) : (
        <>
          <section aria-labelledby="outbox-unsent">
            <Title order={2} size="h4" id="outbox-unsent" mb="sm">
              <Trans>Not sent yet</Trans>
            </Title>
            {unsent.length === 0 ? (
              <EmptyState
                type="custom"
                headingOrder={3}
                title={<Trans>Nothing waiting to be sent</Trans>}
                description={<Trans>Everything you saved on this device has reached the server.</Trans>}
              />
            ) : (
              <Stack gap="sm">{unsent.map(renderItem)}</Stack>
            )}
          </section>
          {sent.length > 0 && (
            <section aria-labelledby="outbox-sent">
              <Title order={2} size="h4" id="outbox-sent" mb="sm">
                <Trans>Sent</Trans>
              </Title>
              <Stack gap="sm">{sent.map(renderItem)}</Stack>
            </section>
          )}
        </>
      )}

      <Card withBorder padding="md">
        <Title order={2} size="h5" mb="xs">
          <Trans>Storage on this device</Trans>
        </Title>
        <StorageSummary storage={storage} />
      </Card>
      {footer}

      <DiscardOutboxEntryDialog
        item={confirming}
        isDiscarding={discarding}
        onConfirm={handleDiscard}
        onCancel={() => {
          setConfirming(null);
        }}
      />
      {editing && Editor && (
        <Editor
          item={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
