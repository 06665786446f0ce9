import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isOnline } from '../../../lib/connectivity';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { pageUserId } from '../../../lib/session';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import touch from '../../../ui/touch-targets.module.css';
import { deletePdi, pdiListQuery, type PdiListSearch, restorePdi, type StoredPdi } from '../api/pdi.queries';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PendingPdis } from '../components/pending-pdis';
import { pdiMessageText } from '../pdi-messages';
import { usePdiOutbox } from '../use-pdi-outbox';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

export interface PdiListPageProps {
  locale: string;
  search: PdiListSearch;
}

/**
 * The PDI list (spec 02 §2 /pdi): searched by frame number or mechanic, deleted ones shown on request, 10 or 20 a
 * page, a table that becomes cards under 600 px. A PDI is soft-deleted after a confirmation and can be restored
 * (online only). The PDIs recorded on this device and not sent yet come first with their state.
 */
export function PdiListPage({ locale, search }: PdiListPageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(pdiListQuery(search));
  const [text, setText] = useState(search.search ?? '');
  const [deleting, setDeleting] = useState<StoredPdi | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const outbox = usePdiOutbox(pageUserId());
  // A PDI the outbox delivered joins the list: asked again when one more is sent.
  const sentCount = outbox.filter((entry) => entry.state === 'sent').length;
  useEffect(() => {
    if (sentCount > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.pdi.root });
  }, [sentCount, queryClient]);
  // Deleting and restoring are not queued (docs/decisions.md "PDI offline"): offline they say so at once.
  const needsConnection = () => {
    if (isOnline()) return false;
    notify.error({ message: t`Deleting and restoring a PDI need a connection. Try again when you are back online.` });
    return true;
  };

  const go = (next: Partial<PdiListSearch>) => {
    const merged = { ...search, ...next };
    void navigate({
      to: '.',
      search: {
        search: merged.search,
        deleted: merged.deleted === true ? true : undefined,
        page: merged.page === 1 ? undefined : merged.page,
        limit: merged.limit === 10 ? undefined : merged.limit,
      } as never,
      resetScroll: false,
    });
  };

  const change = async (pdi: StoredPdi, action: 'delete' | 'restore') => {
    if (needsConnection()) return;
    setBusy(pdi.id);
    const frameNumber = pdi.frameNumber;
    try {
      const answer = action === 'delete' ? await deletePdi(pdi.id) : await restorePdi(pdi.id);
      const [problem] = answer.userErrors;
      if (problem) {
        notify.error({ message: pdiMessageText(problem.message, i18n) });
        return;
      }
      notify.success({
        message: action === 'delete' ? t`PDI of ${frameNumber} deleted` : t`PDI of ${frameNumber} restored`,
      });
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.pdi.root });
    } catch {
      notify.error({ message: t`The change could not be sent. Check the connection and try again.` });
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<StoredPdi>[] = [
    {
      key: 'frameNumber',
      header: t`Frame number`,
      render: (pdi) => (
        <Link {...localeLink(locale, `/pdi/${encodeURIComponent(pdi.id)}`)} style={{ fontFamily: 'monospace' }}>
          {pdi.frameNumber}
        </Link>
      ),
    },
    {
      key: 'article',
      header: t`Article`,
      render: (pdi) => (
        <Stack gap={0}>
          <Text size="sm">{pdi.description || '—'}</Text>
          <Text size="xs" c="dimmed">
            {[pdi.articleCode, pdi.brand, pdi.modelYear].filter((part) => part != null && part !== '').join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { key: 'mechanic', header: t`Mechanic`, render: (pdi) => pdi.mechanic },
    {
      key: 'customer',
      header: t`Customer`,
      render: (pdi) => (
        <Stack gap={0}>
          <Text size="sm">{pdi.custName}</Text>
          <Text size="xs" c="dimmed">
            {displayCustomerCode(pdi.custCode)}
          </Text>
        </Stack>
      ),
    },
    { key: 'createdAt', header: t`Date`, render: (pdi) => format.dateTime(pdi.createdAt) },
    {
      key: 'actions',
      header: t`Actions`,
      align: 'right',
      render: (pdi) => {
        const frameNumber = pdi.frameNumber;
        return pdi.isDeleted ? (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Badge color="gray" variant="light">
              <Trans>Deleted</Trans>
            </Badge>
            <Button
              size="sm"
              variant="default"
              loading={busy === pdi.id}
              onClick={() => void change(pdi, 'restore')}
              aria-label={t`Restore the PDI of ${frameNumber}`}
            >
              <Trans>Restore</Trans>
            </Button>
          </Group>
        ) : (
          <Button
            size="sm"
            variant="subtle"
            color="red"
            onClick={() => {
              if (!needsConnection()) setDeleting(pdi);
            }}
            aria-label={t`Delete the PDI of ${frameNumber}`}
          >
            <Trans>Delete</Trans>
          </Button>
        );
      },
    },
  ];
  const deletingFrame = deleting?.frameNumber ?? '';

  const filtered = search.search !== undefined;

  return (
    <Stack gap="md" className={touch.touch}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          <Trans>Pre-delivery inspections</Trans>
        </Title>
        <Button component={Link} {...localeLink(locale, '/pdi/create')} size="md">
          <Trans>New PDI</Trans>
        </Button>
      </Group>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          go({ search: text.trim() === '' ? undefined : text.trim(), page: 1 });
        }}
        aria-label={t`Search the PDIs`}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t`Search`}
            placeholder={t`Frame number or mechanic`}
            value={text}
            style={{ flex: '1 1 16rem' }}
            onChange={(event) => {
              setText(event.currentTarget.value);
            }}
          />
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
          <Switch
            label={t`Show deleted`}
            checked={search.deleted === true}
            mb={8}
            onChange={(event) => {
              go({ deleted: event.currentTarget.checked, page: 1 });
            }}
          />
        </Group>
      </form>

      <PendingPdis locale={locale} entries={outbox} />

      {list.isError && !list.data ? (
        <Alert color="warning" variant="light">
          <Trans>The PDIs cannot be loaded now. Check the connection and try again.</Trans>
        </Alert>
      ) : null}

      <DataTable
        caption={t`Pre-delivery inspections`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(pdi) => pdi.id}
        totalCount={list.data?.count ?? 0}
        page={search.page}
        pageSize={search.limit}
        fetching={list.isPending || list.isPlaceholderData}
        onPageChange={(page) => {
          go({ page });
        }}
        onPageSizeChange={(limit) => {
          go({ limit, page: 1 });
        }}
        empty={
          filtered ? (
            <EmptyState
              type="no-results"
              description={<Trans>No PDI matches this search.</Trans>}
              action={
                <Button
                  variant="default"
                  onClick={() => {
                    setText('');
                    go({ search: undefined, page: 1 });
                  }}
                >
                  <Trans>Clear the search</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              type="custom"
              title={<Trans>No PDIs yet</Trans>}
              description={<Trans>Record the inspection of a bike before it is handed over.</Trans>}
            />
          )
        }
      />

      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete this PDI?`}
        confirmLabel={t`Delete`}
        busy={deleting !== null && busy === deleting.id}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting) void change(deleting, 'delete');
        }}
      >
        <Trans>
          The PDI of frame {deletingFrame} is deleted. It stays listed under "Show deleted" and can be restored.
        </Trans>
      </ConfirmDialog>
    </Stack>
  );
}
