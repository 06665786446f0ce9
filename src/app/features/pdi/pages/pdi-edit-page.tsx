import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useOnline } from '../../../lib/connectivity';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { pageUserId } from '../../../lib/session';
import { localeLink } from '../../../ui/shell/locale-link';
import { pdiDetailQuery, updatePdi } from '../api/pdi.queries';
import { PdiForm, type PdiFieldErrors, type PdiFormValues, type PdiSubmitExtra } from '../components/pdi-form';
import { loadQueuedPdi, pdiRecordId, queuePdiUpdate, type PdiTarget, type QueuedPdi } from '../pdi-outbox';
import { sendOrQueue } from '../pdi-save';
import type { PdiInput } from '../../../gql/graphql';

/**
 * One PDI (route /pdi/$id), edited in place; a deleted one is shown, to be restored from the list. `id` is the
 * server's id, or the client id of a PDI recorded on this device that has not reached the server yet: its form
 * then comes from the outbox. Offline, or with changes of the PDI still waiting, an edit is queued behind them
 * (docs/decisions.md "PDI offline").
 */
export function PdiEditPage({ locale, id }: { locale: string; id: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const detail = useQuery(pdiDetailQuery(id));
  const userId = pageUserId();
  const pdi = detail.data ?? null;
  const recordId = pdi ? pdiRecordId(pdi) : id;
  // What waits on this device for this PDI (undefined while read).
  const [queued, setQueued] = useState<QueuedPdi | null | undefined>(userId === null ? null : undefined);
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    loadQueuedPdi(userId, recordId)
      .then((found) => {
        if (!cancelled) setQueued(found);
      })
      .catch(() => {
        if (!cancelled) setQueued(null);
      });
    return () => {
      cancelled = true;
    };
  }, [userId, recordId]);

  const toList = () => {
    void navigate(localeLink(locale, '/pdi'));
  };
  // Offline, a PDI never opened here has no copy: the page does not wait for the network.
  const waitingForServer = detail.isPending && (online || detail.fetchStatus === 'fetching');
  if (queued === undefined || (waitingForServer && !queued)) return <Loader size="sm" />;

  const save = async (target: PdiTarget, custName: string, input: PdiInput, extra: PdiSubmitExtra) => {
    const queue = () => queuePdiUpdate(target, { pdi: input, custName, ...extra });
    // Changes of this PDI still waiting go first: the edit waits behind them.
    const { pdiId, baseVersion } = target;
    const outcome = await sendOrQueue(
      queued || pdiId === null || baseVersion === null ? null : () => updatePdi(pdiId, baseVersion, input),
      queue,
      i18n,
    );
    if (typeof outcome === 'object') return outcome;
    notify.success({
      message:
        outcome === 'sent'
          ? t`PDI updated`
          : online
            ? t`The changes are saved on this device and being sent after the PDI's earlier changes.`
            : t`The changes are saved on this device. They are sent when you are back online.`,
    });
    if (outcome === 'sent') await queryClient.invalidateQueries({ queryKey: queryKeys.pdi.root });
    toList();
    return null;
  };

  if (!pdi) {
    if (queued) {
      const frameNumber = queued.values.frameNumber;
      return (
        <Stack gap="md">
          <PdiTitle frameNumber={frameNumber} waiting />
          <PdiForm
            initial={queued.values}
            custCode={queued.custCode}
            custName={queued.custName}
            submitLabel={t`Save changes`}
            onCancel={toList}
            onSubmit={(input, extra): Promise<PdiFieldErrors | null> =>
              save({ recordId, pdiId: null, baseVersion: null }, queued.custName, input, extra)
            }
          />
        </Stack>
      );
    }
    if (detail.isError || (!online && detail.data === undefined)) {
      return (
        <Alert color="warning" variant="light">
          <Trans>This PDI cannot be loaded now. Check the connection and try again.</Trans>
        </Alert>
      );
    }
    return (
      <Alert color="yellow" variant="light">
        <Trans>This PDI was not found</Trans>
      </Alert>
    );
  }
  const createdAt = format.dateTime(pdi.createdAt);
  const stored: PdiFormValues = {
    frameNumber: pdi.frameNumber,
    mechanic: pdi.mechanic,
    checked: Object.fromEntries(pdi.checklist.map((item) => [String(item.id), item.checked])),
  };
  return (
    <Stack gap="md">
      <PdiTitle
        frameNumber={queued?.values.frameNumber ?? pdi.frameNumber}
        deleted={pdi.isDeleted}
        waiting={!!queued}
      />
      <Text size="sm" c="dimmed">
        <Trans>Recorded {createdAt}</Trans>
      </Text>
      {pdi.isDeleted ? (
        <Alert color="gray" variant="light">
          <Trans>This PDI is deleted. Restore it from the list (Show deleted) to change it.</Trans>
        </Alert>
      ) : (
        <PdiForm
          initial={queued?.values ?? stored}
          custCode={pdi.custCode}
          custName={pdi.custName}
          submitLabel={t`Save changes`}
          onCancel={toList}
          onSubmit={(input, extra) =>
            save({ recordId, pdiId: pdi.id, baseVersion: pdi.version }, pdi.custName, input, extra)
          }
        />
      )}
    </Stack>
  );
}

function PdiTitle({
  frameNumber,
  deleted = false,
  waiting,
}: {
  frameNumber: string;
  deleted?: boolean;
  waiting: boolean;
}) {
  return (
    <Group gap="sm" align="center">
      <Title order={1} size="h2">
        <Trans>PDI of {frameNumber}</Trans>
      </Title>
      {deleted ? (
        <Badge color="gray" variant="light">
          <Trans>Deleted</Trans>
        </Badge>
      ) : null}
      {waiting ? (
        <Badge color="warning" variant="light" data-testid="pdi-waiting">
          <Trans>Changes waiting to send</Trans>
        </Badge>
      ) : null}
    </Group>
  );
}
