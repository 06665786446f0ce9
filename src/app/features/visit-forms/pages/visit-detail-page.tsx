import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { VisitFormOutboxInput } from '../../../../browser/outbox';
import type { VisitBrand } from '../../../../shared/visit-forms/visit-form';
import { isOnline } from '../../../lib/connectivity';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import touch from '../../../ui/touch-targets.module.css';
import { type StoredVisit, visitDetailQuery, visitReferenceListsQuery } from '../api/visit-forms.queries';
import { VisitConflict } from '../components/visit-conflict';
import classes from '../components/visit-forms.module.css';
import { VisitDetails } from '../components/visit-details';
import { VisitForm } from '../components/visit-form';
import { useVisitOutbox } from '../use-visit-outbox';
import { useVisitRecord } from '../use-visit-record';
import {
  discardVisitChange,
  keepVisitEdit,
  queueVisitDelete,
  queueVisitUpdate,
  recordIdOf,
  type VisitTarget,
} from '../visit-outbox';
import { brandLabels, pendingStateColor, pendingStateText, refusalText } from '../visit-messages';
import { buildVisitView, type VisitView } from '../visit-view';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

/** The path id of a visit saved on this device and not stored yet: `local-{record id}`. */
export const LOCAL_ID_PREFIX = 'local-';

export interface VisitDetailPageProps {
  brand: VisitBrand;
  /** The server's id, or `local-{record id}`. */
  id: string;
  locale: string;
  userId: string | null;
  /** The signed-in user's name (the author of a visit not sent yet). */
  userName: string;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

function targetOf(view: VisitView): VisitTarget {
  return { recordId: view.recordId, visitId: view.visitId, baseVersion: view.server?.version ?? null };
}

/**
 * A visit (spec 02 §2 /visit-form/{brand}/{id}): its fields and photos, who recorded it and when, and — for its
 * author — edit (the same form; photo slots kept, replaced or removed) and delete (confirmed). Changes go through
 * the outbox like a new visit; a change waiting, sending or refused shows here with its reason, and an edit that
 * met a newer version on the server shows both versions until the rep chooses.
 */
export function VisitDetailPage(props: VisitDetailPageProps) {
  const { brand, id, locale, userId, userName, editing, onEditingChange } = props;
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const localRecord = id.startsWith(LOCAL_ID_PREFIX) ? id.slice(LOCAL_ID_PREFIX.length) : null;
  const detail = useQuery(visitDetailQuery(brand, localRecord ?? id));
  const lists = useQuery(visitReferenceListsQuery(brand));
  const outbox = useVisitOutbox(userId);
  const server: StoredVisit | null = detail.data ?? null;
  const recordId = server ? recordIdOf(server) : localRecord;
  const record = useVisitRecord(userId, recordId, outbox.entries);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const brandName = brandLabels[brand];
  const listLink = localeLink(locale, `/visit-form/${brand}`);

  const waiting = detail.isPending || record === undefined || (localRecord === null && outbox.entries === undefined);
  if (waiting) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t`Loading`} />
      </Group>
    );
  }
  const view = buildVisitView(server, record);
  if (!view) {
    return (
      <EmptyState
        type="custom"
        title={<Trans>This visit is not here</Trans>}
        description={
          detail.isError ? (
            <Trans>It is not on this device. Connect to the network to see it.</Trans>
          ) : (
            <Trans>It was deleted, or it is not one you may see.</Trans>
          )
        }
        action={
          <Button component={Link} {...listLink} variant="default">
            <Trans>Back to the visits</Trans>
          </Button>
        }
      />
    );
  }

  const canEdit = !view.deleting && (server ? server.canEdit : true);
  const custName = view.custName || displayCustomerCode(view.custCode);
  const shown = view.shown;
  const shownInput = (shown?.input ?? {}) as Partial<VisitFormOutboxInput>;
  const conflictVisit =
    shown?.state === 'attention' && shown.lastError?.code === 'CONFLICT'
      ? ((shown.result as { formVisit?: StoredVisit | null } | null)?.formVisit ?? null)
      : null;

  if (editing && canEdit) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>
            Edit the {brandName} visit to {custName}
          </Trans>
        </Title>
        <VisitForm
          brand={brand}
          userId={userId}
          editing={{
            recordId: view.recordId,
            values: view.values,
            photos: view.photos,
            baseVersion: view.server?.version ?? null,
            custName: view.custName,
            refusal: shown?.state === 'attention' ? shown.lastError : null,
          }}
          onCancel={() => {
            onEditingChange(false);
          }}
          onSave={async (save) => {
            const target = { ...targetOf(view), baseVersion: save.baseVersion };
            await queueVisitUpdate(target, save);
            notify.success({
              message: isOnline()
                ? t`Your changes are saved and being sent.`
                : t`Your changes are saved on this device. They are sent when you are back online.`,
            });
            onEditingChange(false);
          }}
        />
      </Stack>
    );
  }

  const handleDelete = async () => {
    setBusy(true);
    try {
      const entry = await queueVisitDelete(targetOf(view), { brand, custName: view.custName });
      notify.success({
        message:
          entry === null
            ? t`The visit was deleted from this device.`
            : isOnline()
              ? t`The visit is being deleted.`
              : t`The visit will be deleted when you are back online.`,
      });
      void navigate(listLink);
    } catch (error) {
      console.error('The delete could not be queued', error);
      notify.error({ message: t`The visit could not be deleted. Try again.` });
    } finally {
      setBusy(false);
      setConfirmDelete(false);
    }
  };

  const handleKeepMine = async () => {
    if (!shown || !conflictVisit) return;
    setBusy(true);
    try {
      await keepVisitEdit(shown.key, conflictVisit.version);
      notify.info({ message: t`Your changes are sent again, on top of the server's version.` });
    } catch {
      notify.error({ message: t`Something went wrong. Please try again.` });
    } finally {
      setBusy(false);
    }
  };

  const handleDiscardChange = async () => {
    if (!shown) return;
    setBusy(true);
    try {
      await discardVisitChange(shown.key);
      notify.info({ message: t`Your change was discarded.` });
      if (shown.op === 'create') void navigate(listLink);
    } catch {
      notify.error({ message: t`Something went wrong. Please try again.` });
    } finally {
      setBusy(false);
    }
  };

  const createdAt = server ? format.dateTime(server.createdAt) : format.dateTime(view.savedAt ?? undefined);
  const createdBy = server?.createdBy ?? userName;
  const updatedAt = server && server.version > 1 ? format.dateTime(server.updatedAt) : null;
  const updatedBy = server?.updatedBy ?? '';
  const custCode = displayCustomerCode(view.custCode);

  return (
    <Stack gap="md" className={touch.touch}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {view.custName || custCode}
          </Title>
          <Text c="dimmed">
            <Trans>
              {brandName} store visit · {custCode}
            </Trans>
          </Text>
        </div>
        {shown && (
          <Badge
            size="lg"
            color={pendingStateColor({ state: shown.state as 'queued' })}
            variant="light"
            className={classes.state}
            data-testid="visit-state"
          >
            {pendingStateText({ op: shown.op, state: shown.state as 'queued' }, i18n)}
          </Badge>
        )}
      </Group>

      <Text size="sm">
        <Trans>
          Recorded by {createdBy} on {createdAt}
        </Trans>
        {updatedAt !== null && (
          <>
            {' · '}
            <Trans>
              changed by {updatedBy} on {updatedAt}
            </Trans>
          </>
        )}
      </Text>

      {conflictVisit && shownInput.visit ? (
        <VisitConflict
          mine={shownInput.visit}
          theirs={conflictVisit}
          busy={busy}
          onKeepMine={() => void handleKeepMine()}
          onDiscardMine={() => void handleDiscardChange()}
        />
      ) : (
        shown?.state === 'attention' && (
          <Alert color="error" variant="light" title={t`The server did not accept this`} role="alert">
            <Stack gap="xs">
              <Text size="sm">{refusalText(shown.lastError, i18n)}</Text>
              <Group gap="xs" justify="flex-end" wrap="wrap">
                <Button variant="default" color="error" onClick={() => void handleDiscardChange()} disabled={busy}>
                  {shown.op === 'create' ? <Trans>Discard this visit</Trans> : <Trans>Discard my change</Trans>}
                </Button>
                {shown.op !== 'delete' && (
                  <Button
                    onClick={() => {
                      onEditingChange(true);
                    }}
                  >
                    <Trans>Fix and send again</Trans>
                  </Button>
                )}
              </Group>
            </Stack>
          </Alert>
        )
      )}
      {shown && shown.state !== 'attention' && (
        <Alert color="gray" variant="light">
          {view.deleting ? (
            <Trans>This visit will be deleted once the device is online.</Trans>
          ) : (
            <Trans>This is kept on this device and sent as soon as there is a connection.</Trans>
          )}
        </Alert>
      )}

      <VisitDetails values={view.values} photos={view.photos} lists={lists.data} brandName={brandName} />

      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button component={Link} {...listLink} variant="default">
          <Trans>Back to the visits</Trans>
        </Button>
        {canEdit && (
          <Group gap="xs">
            <Button
              variant="default"
              color="error"
              onClick={() => {
                setConfirmDelete(true);
              }}
            >
              <Trans>Delete</Trans>
            </Button>
            <Button
              onClick={() => {
                onEditingChange(true);
              }}
            >
              <Trans>Edit</Trans>
            </Button>
          </Group>
        )}
      </Group>

      <Modal
        opened={confirmDelete}
        onClose={() => {
          setConfirmDelete(false);
        }}
        title={t`Delete this visit?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack className={touch.touch}>
          <Text>
            <Trans>The visit to {custName} and its photos are deleted. This cannot be undone.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setConfirmDelete(false);
              }}
            >
              <Trans>Keep it</Trans>
            </Button>
            <Button color="error" loading={busy} onClick={() => void handleDelete()}>
              <Trans>Delete the visit</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
