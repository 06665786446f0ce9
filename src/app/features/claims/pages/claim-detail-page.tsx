import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ClaimCommentInput, ClaimOutboxInput, OutboxEntry } from '../../../../browser/outbox';
import { isClaimFileSlot } from '../../../../shared/claims/claim-rules';
import { claimWorkflowMessages } from '../../../../shared/claims/claim-workflow';
import { openApiFile, uploadFileOnline } from '../../../domain/uploads/upload-file';
import { configQuery } from '../../../lib/config';
import { PhoneLink } from '../../../domain/contact/phone-link';
import { useOnline } from '../../../lib/connectivity';
import { useFormat } from '../../../lib/format';
import { graphqlRequest } from '../../../lib/graphql';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailure } from '../../../ui/load-failure';
import { localeLink } from '../../../ui/shell/locale-link';
import touch from '../../../ui/touch-targets.module.css';
import {
  createAdditionalDocumentDocument,
  deleteAdditionalDocumentDocument,
  updateClaimStatusDocument,
} from '../api/claims.operations';
import { claimDetailQuery, claimReferenceQuery, type ClaimDetail } from '../api/claims.queries';
import { checkSlotFile } from '../components/claim-file-slot';
import { RecallAlert } from '../components/recall-alert';
import { claimRecordId, discardClaimEntry, isUnsent, queueClaimComment, sendClaimsNow } from '../claim-outbox';
import {
  claimProblemText,
  NO_VALUE,
  pendingStateColor,
  pendingStateText,
  refusalText,
  slotLabels,
  statusColor,
  statusText,
} from '../claim-messages';
import { claimConfigOf } from '../claim-view';
import { useClaimOutbox } from '../use-claim-outbox';

export interface ClaimDetailPageProps {
  id: string;
  locale: string;
  userId: string | null;
}

function fieldsOf(errors: readonly { field?: string | null; message: string }[]) {
  return errors.map((error) => ({ field: error.field ?? '', message: error.message }));
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined ? NO_VALUE : children}
      </Text>
    </div>
  );
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Opens a claim's file (its URL needs the session, so the bytes come through fetch). */
function FileLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <Anchor
      component="button"
      type="button"
      onClick={() => {
        void openApiFile(url).catch((error: unknown) => {
          console.warn(error);
        });
      }}
    >
      {children}
    </Anchor>
  );
}

/**
 * One claim (spec 02 §2 /claim/{id}): every field (the customer's name upper case), its files, the status history,
 * comments (internal ones for internal users; written offline they wait in the outbox), additional documents, the
 * status changes this user may make, the frame's PDI and recalls.
 */
export function ClaimDetailPage({ id, locale, userId }: ClaimDetailPageProps) {
  const { t } = useLingui();
  const detail = useQuery(claimDetailQuery(id));
  const reference = useQuery(claimReferenceQuery());
  const config = useQuery(configQuery());
  const claim = detail.data;
  if (detail.isPending) return <Text c="dimmed">{t`Loading the claim…`}</Text>;
  if (detail.isError && !claim) {
    return (
      <LoadFailure
        error={detail.error}
        offlineText={t`This claim has not been opened on this device before. It shows when you are back online.`}
        onRetry={() => void detail.refetch()}
      >
        <Trans>The claim could not be loaded.</Trans>
      </LoadFailure>
    );
  }
  if (!claim) return <EmptyState type="custom" title={t`This claim was not found`} />;
  return (
    <ClaimView
      claim={claim}
      locale={locale}
      userId={userId}
      canSeeInternal={reference.data?.claimUserCapabilities.canSeeInternal === true}
      supportEmail={claimConfigOf(config.data).supportEmail}
    />
  );
}

interface ClaimViewProps {
  claim: ClaimDetail;
  locale: string;
  userId: string | null;
  canSeeInternal: boolean;
  supportEmail: string;
}

function ClaimView({ claim, locale, userId, canSeeInternal, supportEmail }: ClaimViewProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const online = useOnline();
  const queryClient = useQueryClient();
  const outbox = useClaimOutbox(userId);
  const recordId = claimRecordId(claim);
  const { referenceNo } = claim;
  const pendingComments = outbox.entries.filter(
    (entry) => entry.kind === 'claim-comment' && entry.recordId === recordId && isUnsent(entry),
  );
  const pendingEdits = outbox.entries.filter(
    (entry) => entry.kind === 'claim' && entry.op === 'update' && entry.recordId === recordId && isUnsent(entry),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.claims.root });
  // A queued edit or comment that reached the server: the page shows the claim as it is now.
  const waiting = pendingEdits.length + pendingComments.length;
  const waitingBefore = useRef(0);
  useEffect(() => {
    if (waiting < waitingBefore.current) void refresh();
    waitingBefore.current = waiting;
  });

  const files = claim.files.filter((file) => isClaimFileSlot(file.slot) && !file.slot.startsWith('additionalDoc'));

  return (
    <Stack gap="md" className={touch.touch}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            <Trans>Claim {referenceNo}</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            {claim.custName.toUpperCase()} · {format.dateTime(claim.createdAt)}
          </Text>
        </div>
        <Group gap="sm">
          <Badge size="xl" color={statusColor(claim.status.category)} variant="light" data-testid="claim-detail-status">
            {statusText(claim.status, i18n)}
          </Badge>
          {claim.canEdit && (
            <Button component={Link} {...localeLink(locale, `/claim/${encodeURIComponent(claim.id)}/edit`)} size="lg">
              <Trans>Edit</Trans>
            </Button>
          )}
        </Group>
      </Group>

      {pendingEdits.map((entry) => (
        <PendingEdit key={entry.key} entry={entry} supportEmail={supportEmail} />
      ))}

      {claim.stolenBike && (
        <Alert color="error" variant="light">
          <Trans>This frame is reported stolen.</Trans>
        </Alert>
      )}
      {claim.recallFrames
        .filter((recall) => recall.completedAt === null)
        .map((recall) => (
          <RecallAlert key={recall.id} recall={recall} />
        ))}

      {claim.nextStatuses.length > 0 && <StatusChange claim={claim} onChanged={refresh} />}

      <Section title={claim.productCategory === 'bike' ? <Trans>Bike</Trans> : <Trans>Part or accessory</Trans>}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {claim.productCategory === 'bike' && <Field label={<Trans>Frame number</Trans>}>{claim.frameNumber}</Field>}
          <Field label={<Trans>Article</Trans>}>
            {[claim.articleCode, claim.articleDescription].filter(Boolean).join(' · ')}
          </Field>
          {claim.productCategory === 'paa' && <Field label={<Trans>Quantity</Trans>}>{claim.qty}</Field>}
          <Field label={<Trans>Brand</Trans>}>{[claim.brandName, claim.mcName].filter(Boolean).join(' · ')}</Field>
          <Field label={<Trans>Production code</Trans>}>{claim.productionCode}</Field>
          <Field label={<Trans>Delivered to</Trans>}>
            {[claim.frameShippedToName, claim.frameShippedTo, claim.frameShippedDelvNo].filter(Boolean).join(' · ')}
          </Field>
          <Field label={<Trans>Purchase date</Trans>}>
            {claim.purchaseDate ? format.date(claim.purchaseDate) : ''}
          </Field>
        </SimpleGrid>
      </Section>

      <Section title={<Trans>Problem</Trans>}>
        <Stack gap="sm">
          <Field label={<Trans>Problems</Trans>}>
            {claim.problems.map((problem) => `${problem.part} · ${problem.description}`).join('\n')}
          </Field>
          <Field label={<Trans>What is wrong</Trans>}>{claim.description}</Field>
          <Field label={<Trans>Customer notes</Trans>}>{claim.customerNotes}</Field>
          <Field label={<Trans>Resolution</Trans>}>{claim.resolution}</Field>
          {claim.reasonRejection !== '' && (
            <Field label={<Trans>Reason of the rejection</Trans>}>{claim.reasonRejection}</Field>
          )}
          {claim.isNotAWarranty && (
            <Text size="sm" c="warning">
              <Trans>Not a warranty case</Trans>
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label={<Trans>Credit note</Trans>}>{claim.creditNoteNo}</Field>
            <Field label={<Trans>Delivery order</Trans>}>{claim.deliveryOrderNo}</Field>
          </SimpleGrid>
        </Stack>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={<Trans>Consumer</Trans>}>
          <Stack gap="xs">
            <Field label={<Trans>Name</Trans>}>{claim.consumer.name}</Field>
            <Field label={<Trans>Phone</Trans>}>
              {claim.consumer.phone === '' ? '' : <PhoneLink phone={claim.consumer.phone} />}
            </Field>
            <Field label={<Trans>E-mail</Trans>}>{claim.consumer.email}</Field>
            <Field label={<Trans>Address</Trans>}>
              {[claim.consumer.address, claim.consumer.city].filter(Boolean).join(', ')}
            </Field>
          </Stack>
        </Section>
        <Section title={<Trans>Contact person at the dealer</Trans>}>
          <Stack gap="xs">
            <Field label={<Trans>Name</Trans>}>{claim.contactPersonName}</Field>
            <Field label={<Trans>Phone</Trans>}>
              {claim.contactPersonPhone === '' ? '' : <PhoneLink phone={claim.contactPersonPhone} />}
            </Field>
          </Stack>
        </Section>
      </SimpleGrid>

      <Section title={<Trans>Files</Trans>} testId="claim-files">
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No files.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
            {files.map((file) => (
              <div key={file.id}>
                <Text size="xs" c="dimmed">
                  {isClaimFileSlot(file.slot) ? i18n._(slotLabels[file.slot]) : file.slot}
                </Text>
                <FileLink url={file.url}>{file.fileName}</FileLink>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Section>

      <AdditionalDocuments claim={claim} online={online} onChanged={refresh} />

      <Section title={<Trans>Status history</Trans>} testId="claim-history">
        {claim.histories.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No changes yet.</Trans>
          </Text>
        ) : (
          <Timeline bulletSize={16} lineWidth={2}>
            {claim.histories.map((history) => (
              <Timeline.Item key={history.id} title={statusText(history.toStatus, i18n)}>
                <Text size="xs" c="dimmed">
                  {history.displayName} · {format.dateTime(history.createdAt)}
                </Text>
                {history.reason !== '' && <Text size="sm">{history.reason}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Section>

      <Section title={<Trans>Comments</Trans>} testId="claim-comments">
        <Stack gap="sm">
          {claim.comments.map((comment) => (
            <Paper
              key={comment.id}
              withBorder
              p="sm"
              radius="md"
              {...(comment.internal ? { bg: 'var(--app-color-note-surface)' } : {})}
              data-testid="claim-comment"
            >
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={500}>
                  {comment.displayName}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.dateTime(comment.createdAt)}
                  {comment.internal ? ` · ${t`Internal`}` : ''}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {comment.comment}
              </Text>
            </Paper>
          ))}
          {pendingComments.map((entry) => {
            const input = (entry.input ?? {}) as Partial<ClaimCommentInput>;
            return (
              <Paper key={entry.key} withBorder p="sm" radius="md" data-testid="pending-comment">
                <Group justify="space-between" gap="xs">
                  <Badge variant="light" color={entry.state === 'attention' ? 'error' : 'warning'}>
                    {pendingStateText({ op: entry.op, state: entry.state }, i18n)}
                  </Badge>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {input.comment ?? ''}
                </Text>
                {entry.state === 'attention' && (
                  <Text size="xs" c="error">
                    {refusalText(entry.lastError, i18n, supportEmail)}
                  </Text>
                )}
              </Paper>
            );
          })}
          {claim.comments.length === 0 && pendingComments.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No comments yet.</Trans>
            </Text>
          )}
          <CommentBox
            canSeeInternal={canSeeInternal}
            onSend={async (comment, isInternal) => {
              await queueClaimComment(recordId, { claimId: claim.id, comment, isInternal });
            }}
          />
        </Stack>
      </Section>

      {claim.pdi && (
        <Section title={<Trans>Pre-delivery inspection</Trans>} testId="claim-pdi">
          <Text size="sm">
            {claim.pdi.mechanic} · {format.dateTime(claim.pdi.createdAt)}
          </Text>
          <Stack gap={2} mt="xs">
            {claim.pdi.checklist.map((item) => (
              <Text size="sm" key={item.id}>
                {item.checked ? '✓' : '✗'} {item.description}
              </Text>
            ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}

/**
 * An edit of this claim waiting in the outbox: its state (waiting, sending, needs attention with the server's
 * reason, e.g. the claim changed since the edit started), with "Send now" or "Discard". The fields below are the
 * server's until it is sent; the edit form shows the waiting changes.
 */
function PendingEdit({ entry, supportEmail }: { entry: OutboxEntry; supportEmail: string }) {
  const { t, i18n } = useLingui();
  const input = (entry.input ?? {}) as Partial<ClaimOutboxInput>;
  return (
    <Alert
      color={pendingStateColor(entry.state)}
      variant="light"
      data-testid="claim-pending-edit"
      title={
        <Badge color={pendingStateColor(entry.state)} variant="light" size="lg" data-testid="claim-pending-edit-state">
          {pendingStateText({ op: entry.op, state: entry.state, checksPending: input.checksPending }, i18n)}
        </Badge>
      }
    >
      <Stack gap="xs">
        <Text size="sm">
          {entry.state === 'attention' ? (
            <Trans>The server did not take your changes: change the claim again, or discard them.</Trans>
          ) : (
            <Trans>
              Your changes are kept on this device. The fields below show the claim as the server last sent it.
            </Trans>
          )}
        </Text>
        {entry.state === 'attention' && (
          <Text size="sm" c="error" data-testid="claim-pending-edit-reason">
            {refusalText(entry.lastError, i18n, supportEmail)}
          </Text>
        )}
        <Group gap="sm" justify="flex-end">
          {entry.state === 'queued' && (
            <Button variant="subtle" onClick={sendClaimsNow}>
              <Trans>Send now</Trans>
            </Button>
          )}
          {entry.state !== 'sending' && (
            <Button
              variant="default"
              onClick={() => {
                if (window.confirm(t`Discard these changes from the device?`)) void discardClaimEntry(entry.key);
              }}
            >
              <Trans>Discard</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

function CommentBox({
  canSeeInternal,
  onSend,
}: {
  canSeeInternal: boolean;
  onSend: (comment: string, isInternal: boolean) => Promise<void>;
}) {
  const { t } = useLingui();
  const [comment, setComment] = useState('');
  const [internal, setInternal] = useState(false);
  const [sending, setSending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (comment.trim() === '') return;
        setSending(true);
        void onSend(comment.trim(), internal)
          .then(() => {
            setComment('');
          })
          .finally(() => {
            setSending(false);
          });
      }}
    >
      <Stack gap="xs">
        <Textarea
          size="md"
          label={t`Write a comment`}
          autosize
          minRows={2}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
          }}
        />
        <Group justify="space-between">
          {canSeeInternal ? (
            <Checkbox
              size="md"
              label={t`Internal (warranty team only)`}
              checked={internal}
              onChange={(event) => {
                setInternal(event.currentTarget.checked);
              }}
            />
          ) : (
            <span />
          )}
          <Button type="submit" size="md" loading={sending} disabled={comment.trim() === ''}>
            <Trans>Send comment</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StatusChange({ claim, onChanged }: { claim: ClaimDetail; onChanged: () => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const [target, setTarget] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = claim.nextStatuses.find((next) => next.status.id === target);
  const needsNumber = change?.sideEffect === 'credit-note' || change?.sideEffect === 'delivery-order';
  const submit = async () => {
    if (!change) return;
    // The server refuses it too (checkTransition); the shared message, translated.
    if (change.needsReason && reason.trim() === '') {
      setError(claimWorkflowMessages.reasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { updateClaimStatus } = await graphqlRequest(updateClaimStatusDocument, {
        id: claim.id,
        newStatus: change.status.id,
        reason: reason.trim() || null,
        creditNoteNo: change.sideEffect === 'credit-note' ? number.trim() : null,
        deliveryOrderNo: change.sideEffect === 'delivery-order' ? number.trim() : null,
      });
      if (updateClaimStatus.userErrors.length > 0) {
        setError(
          refusalText(
            { code: updateClaimStatus.userErrors[0]?.code ?? null, fields: fieldsOf(updateClaimStatus.userErrors) },
            i18n,
            '',
          ),
        );
        return;
      }
      notify.success({ message: t`The status has been changed.` });
      setTarget(null);
      setReason('');
      setNumber('');
      await onChanged();
    } catch {
      setError(t`The status could not be changed. Try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={<Trans>Change the status</Trans>} testId="claim-status-change">
      <Stack gap="sm">
        <Select
          size="md"
          label={t`New status`}
          data={claim.nextStatuses.map((next) => ({ value: next.status.id, label: statusText(next.status, i18n) }))}
          value={target}
          onChange={setTarget}
        />
        {change?.needsReason && (
          <Textarea
            size="md"
            label={t`Reason`}
            withAsterisk
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
            }}
          />
        )}
        {needsNumber && (
          <TextInput
            size="md"
            label={change.sideEffect === 'credit-note' ? t`Credit note number` : t`Delivery order number`}
            value={number}
            onChange={(event) => {
              setNumber(event.currentTarget.value);
            }}
          />
        )}
        {error && (
          <Text c="error" size="sm" role="alert">
            {claimProblemText(error, i18n)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button size="md" disabled={!change} loading={busy} onClick={() => void submit()}>
            <Trans>Change status</Trans>
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

function AdditionalDocuments({
  claim,
  online,
  onChanged,
}: {
  claim: ClaimDetail;
  online: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = claim.additionalDocuments.length >= 5;
  const add = async (file: File) => {
    if (title.trim() === '') {
      setError(t`Give the document a title first.`);
      return;
    }
    const problem = await checkSlotFile(file, ['document', 'photo']);
    if (problem !== null) {
      setError(claimProblemText(problem, i18n));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const uploadId = await uploadFileOnline(file, { key: crypto.randomUUID(), slot: 'additionalDoc' });
      const { createClaimAdditionalDocument } = await graphqlRequest(createAdditionalDocumentDocument, {
        claimId: claim.id,
        file: { slot: 'additionalDoc', uploadId },
        title: title.trim(),
      });
      if (createClaimAdditionalDocument.userErrors.length > 0) {
        setError(refusalText({ fields: fieldsOf(createClaimAdditionalDocument.userErrors) }, i18n, ''));
        return;
      }
      setTitle('');
      await onChanged();
    } catch {
      setError(t`The document could not be added. Try again.`);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (docId: string) => {
    if (!window.confirm(t`Remove this document?`)) return;
    setBusy(true);
    try {
      await graphqlRequest(deleteAdditionalDocumentDocument, { id: docId });
      await onChanged();
    } catch {
      setError(t`The document could not be removed. Try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={<Trans>Additional documents</Trans>} testId="claim-additional-documents">
      <Stack gap="sm">
        {claim.additionalDocuments.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No additional documents.</Trans>
          </Text>
        )}
        {claim.additionalDocuments.map((doc) => (
          <Group key={doc.id} justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" fw={500}>
                {doc.no}. {doc.title}
              </Text>
              <FileLink url={doc.url}>{doc.fileName}</FileLink>
            </div>
            {claim.canEdit && (
              <Button variant="default" size="md" disabled={!online || busy} onClick={() => void remove(doc.id)}>
                <Trans>Remove</Trans>
              </Button>
            )}
          </Group>
        ))}
        {claim.canEdit && !full && (
          <Group align="flex-end" wrap="wrap">
            <TextInput
              size="md"
              label={t`Document title`}
              value={title}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
              }}
            />
            <FileButton
              onChange={(file) => file && void add(file)}
              accept="application/pdf,image/*"
              disabled={!online || busy}
            >
              {(props) => (
                <Button {...props} size="md" loading={busy}>
                  <Trans>Add a document</Trans>
                </Button>
              )}
            </FileButton>
          </Group>
        )}
        {claim.canEdit && !online && (
          <Text size="xs" c="dimmed">
            <Trans>Documents can be added and removed with a connection.</Trans>
          </Text>
        )}
        {error && (
          <Text size="sm" c="error" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Section>
  );
}
