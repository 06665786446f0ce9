import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { configQuery } from '../../../lib/config';
import { isOnline } from '../../../lib/connectivity';
import { notify } from '../../../lib/notify';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailure } from '../../../ui/load-failure';
import { localeLink } from '../../../ui/shell/locale-link';
import { claimDetailQuery } from '../api/claims.queries';
import { ClaimForm } from '../components/claim-form';
import { claimEditSource, type ClaimRecordEntry } from '../claim-edit-source';
import { claimRecordId, queueClaimUpdate } from '../claim-outbox';
import { answeredClaimOf, loadClaimRecord } from '../claim-record';
import { claimConfigOf, deviceToday } from '../claim-view';
import { claimEditDraftForm } from '../use-claim-draft';

export interface ClaimEditPageProps {
  /** The server's id, or the client id of a claim filed on this device and not sent yet. */
  id: string;
  locale: string;
  userId: string | null;
}

/** The record's claim entries as the edit needs them (undefined while read). */
function useRecordEntries(userId: string | null, recordId: string | null) {
  const [entries, setEntries] = useState<{ recordId: string; entries: ClaimRecordEntry[]; sentId: string | null }>();
  useEffect(() => {
    if (userId === null || recordId === null) return undefined;
    let cancelled = false;
    void loadClaimRecord(userId, recordId)
      .then((rows) => {
        if (cancelled) return;
        const sentCreate = rows.find(({ entry }) => entry.op === 'create' && entry.state === 'sent');
        setEntries({
          recordId,
          entries: rows.map(({ entry, files }) => ({ ...entry, files })),
          sentId: sentCreate ? (answeredClaimOf(sentCreate.entry.result)?.id ?? null) : null,
        });
      })
      .catch((error: unknown) => {
        console.warn('The outbox could not be read', error);
        if (!cancelled) setEntries({ recordId, entries: [], sentId: null });
      });
    return () => {
      cancelled = true;
    };
  }, [userId, recordId]);
  return entries?.recordId === recordId ? entries : undefined;
}

/**
 * Edits a claim while its status allows (spec 02 §2 /claim/{id}/edit), online or not: it starts from the claim as
 * the device last saw it with the changes still waiting in the outbox; every change is kept in a draft (values,
 * picked files, emptied slots, the version it started from); each file slot is kept, replaced or removed. "Save
 * changes" queues an update on that version, so a claim changed meanwhile comes back as "needs attention"
 * (CONFLICT), as visit forms do. A claim filed on this device and not sent yet is edited too: the change follows
 * its create.
 */
export function ClaimEditPage({ id, locale, userId }: ClaimEditPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const detail = useQuery(claimDetailQuery(id));
  const config = useQuery(configQuery());
  const claim = detail.data ?? null;
  const settled = !detail.isPending;
  const recordId = settled ? (claim ? claimRecordId(claim) : id) : null;
  const record = useRecordEntries(userId, recordId);
  const toDetail = (claimId: string | null) => {
    void navigate(localeLink(locale, claimId === null ? '/claim' : `/claim/${encodeURIComponent(claimId)}`));
  };

  // A claim filed here whose create has been answered since: edit the stored claim.
  const sentId = claim ? null : (record?.sentId ?? null);
  useEffect(() => {
    if (sentId !== null)
      void navigate({ ...localeLink(locale, `/claim/${encodeURIComponent(sentId)}/edit`), replace: true });
  }, [sentId, locale, navigate]);

  if (!settled || (userId !== null && !record) || sentId !== null) {
    return <Text c="dimmed">{t`Loading the claim…`}</Text>;
  }
  const source = claimEditSource(claim, record?.entries ?? []);
  if (!source) {
    if (detail.isError) {
      return (
        <LoadFailure
          error={detail.error}
          offlineText={t`This claim has not been opened on this device before. It can be changed when you are back online.`}
          onRetry={() => void detail.refetch()}
        >
          <Trans>The claim could not be loaded.</Trans>
        </LoadFailure>
      );
    }
    return <EmptyState type="custom" title={t`This claim was not found`} />;
  }
  if (!source.canEdit) {
    return <EmptyState type="custom" title={t`This claim can no longer be changed`} />;
  }
  const referenceNo = claim?.referenceNo ?? '';
  const { claimId } = source;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {claim ? <Trans>Edit claim {referenceNo}</Trans> : <Trans>Edit the claim waiting on this device</Trans>}
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Everything you enter is kept on this device as you go, also without a connection.</Trans>
        </Text>
      </div>
      {source.pendingChanges && (
        <Alert color="warning" variant="light" data-testid="claim-edit-pending">
          <Trans>
            This claim has changes on this device that have not been sent yet. The form shows them; what you save now is
            sent after them.
          </Trans>
        </Alert>
      )}
      <ClaimForm
        initial={source.values}
        existing={source.existing}
        config={claimConfigOf(config.data)}
        draft={{ userId, customerId: null, form: claimEditDraftForm(recordId ?? id), baseVersion: source.baseVersion }}
        submitLabel={t`Save changes`}
        today={deviceToday()}
        onCancel={() => {
          toDetail(claimId);
        }}
        onSubmit={async (result) => {
          await queueClaimUpdate(
            {
              recordId: recordId ?? id,
              claimId,
              baseVersion: result.baseVersion,
              createdHere: source.createdHere,
              refusedCreateKey: source.refusedCreateKey,
            },
            { ...result, custName: source.custName },
          );
          notify.success({
            message: isOnline()
              ? t`The changes are saved and being sent.`
              : t`The changes are saved on this device. They are sent when you are back online.`,
          });
          toDetail(claimId);
        }}
      />
    </Stack>
  );
}
