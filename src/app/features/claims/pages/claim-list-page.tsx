import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { claimDateRangeProblem, type ClaimListSearch } from '../../../../shared/claims/claim-form';
import { CLAIM_STATUS_IDS, type ClaimStatusId } from '../../../../shared/claims/claim-rules';
import { configQuery } from '../../../lib/config';
import { useFormat } from '../../../lib/format';
import { translateFormMessage } from '../../../lib/form-messages';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import touch from '../../../ui/touch-targets.module.css';
import { claimCustomersQuery, claimListQuery, claimReferenceQuery, type ClaimRow } from '../api/claims.queries';
import { PendingClaims } from '../components/pending-claims';
import { statusColor, statusLabels, statusText } from '../claim-messages';
import { claimConfigOf } from '../claim-view';
import { useClaimOutbox } from '../use-claim-outbox';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

export interface ClaimListPageProps {
  locale: string;
  search: ClaimListSearch;
  userId: string | null;
  /** A sales user picks among the customers they serve. */
  isSales: boolean;
  /** Came from a PAA link the host does not allow (spec 02 §2). */
  linkUnavailable?: boolean;
}

/**
 * The claims (spec 02 §2 /claim): filtered by status, a date range of at most 30 days, a frame or reference number
 * and (sales and internal users) the customer; 10 or 20 per page; cards under 600 px. Claims filed on this device
 * and not sent yet come first with their state.
 */
export function ClaimListPage({ locale, search, userId, isSales, linkUnavailable = false }: ClaimListPageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const reference = useQuery(claimReferenceQuery());
  const capabilities = reference.data?.claimUserCapabilities;
  const customerKind = capabilities?.canSeeAllCustomers ? 'all' : isSales ? 'sales' : null;
  const customers = useQuery({ ...claimCustomersQuery(customerKind ?? 'sales'), enabled: customerKind !== null });
  const list = useQuery(claimListQuery(search));
  const config = useQuery(configQuery());
  const outbox = useClaimOutbox(userId);
  const [status, setStatus] = useState<string | null>(search.status ?? null);
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const [q, setQ] = useState(search.q ?? '');
  const [customer, setCustomer] = useState<string | null>(search.customer ?? null);
  const [tried, setTried] = useState(false);
  const dateError = claimDateRangeProblem(from || undefined, to || undefined);

  const go = (next: { [K in keyof ClaimListSearch]?: ClaimListSearch[K] | undefined }) => {
    const merged = { ...search, ...next };
    void navigate({
      to: '.',
      search: {
        page: merged.page === 1 ? undefined : merged.page,
        limit: merged.limit === 10 ? undefined : merged.limit,
        status: merged.status,
        from: merged.from,
        to: merged.to,
        q: merged.q,
        customer: merged.customer,
      } as never,
      resetScroll: false,
    });
  };
  const apply = () => {
    setTried(true);
    if (dateError !== null) return;
    go({
      page: 1,
      status: (status as ClaimStatusId | null) ?? undefined,
      from: from || undefined,
      to: to || undefined,
      q: q.trim() || undefined,
      customer: customer ?? undefined,
    });
  };
  const clear = () => {
    setStatus(null);
    setFrom('');
    setTo('');
    setQ('');
    setCustomer(null);
    setTried(false);
    go({ page: 1, status: undefined, from: undefined, to: undefined, q: undefined, customer: undefined });
  };
  const filtered =
    search.status !== undefined || search.from !== undefined || search.q !== undefined || search.customer !== undefined;

  const columns: DataTableColumn<ClaimRow>[] = [
    {
      key: 'referenceNo',
      header: t`Reference`,
      render: (row) => (
        <Link {...localeLink(locale, `/claim/${encodeURIComponent(row.id)}`)} data-testid="claim-link">
          {row.referenceNo}
        </Link>
      ),
    },
    { key: 'createdAt', header: t`Filed`, render: (row) => format.date(row.createdAt) },
    {
      key: 'what',
      header: t`Frame or article`,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.frameNumber ?? row.articleCode ?? ''}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {row.articleDescription}
          </Text>
        </Stack>
      ),
    },
    { key: 'custName', header: t`Customer`, render: (row) => row.custName.toUpperCase() },
    {
      key: 'status',
      header: t`Status`,
      render: (row) => (
        // Sentence case and never cut: the cell is narrow on a tablet ('REPL…').
        <Badge
          color={statusColor(row.status.category)}
          variant="light"
          tt="none"
          miw="max-content"
          data-testid="claim-status"
        >
          {statusText(row.status, i18n)}
        </Badge>
      ),
    },
  ];
  const shownDateError = tried && dateError !== null ? translateFormMessage(dateError, i18n) : undefined;

  return (
    <Stack gap="md" className={touch.touch}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          <Trans>Warranty claims</Trans>
        </Title>
        {capabilities?.canCreate !== false && (
          <Group gap="sm">
            <Button component={Link} {...localeLink(locale, '/claim/create/bike')} size="lg">
              <Trans>New bike claim</Trans>
            </Button>
            {capabilities?.canCreatePaa && (
              <Button component={Link} {...localeLink(locale, '/claim/create/paa')} size="lg" variant="default">
                <Trans>New part claim</Trans>
              </Button>
            )}
          </Group>
        )}
      </Group>

      {linkUnavailable && (
        <Alert color="warning" variant="light" role="alert" data-testid="claim-link-unavailable">
          <Trans>This link is not available..</Trans>
        </Alert>
      )}

      <PendingClaims
        entries={outbox.entries}
        progress={outbox.progress}
        supportEmail={claimConfigOf(config.data).supportEmail}
      />

      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        aria-label={t`Filter the claims`}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            size="md"
            label={t`Frame or reference number`}
            value={q}
            onChange={(event) => {
              setQ(event.currentTarget.value);
            }}
          />
          <Select
            size="md"
            label={t`Status`}
            placeholder={t`All statuses`}
            clearable
            data={CLAIM_STATUS_IDS.map((id) => ({ value: id, label: i18n._(statusLabels[id]) }))}
            value={status}
            onChange={setStatus}
          />
          {customerKind !== null && (
            <Select
              size="md"
              label={t`Customer`}
              placeholder={t`All customers`}
              searchable
              clearable
              limit={60}
              data={(customers.data ?? []).map((c) => ({
                value: c.custCode,
                label: `${c.custName.toUpperCase()} · ${displayCustomerCode(c.custCode)}`,
              }))}
              value={customer}
              onChange={setCustomer}
              nothingFoundMessage={t`No customer found`}
            />
          )}
          <TextInput
            size="md"
            type="date"
            label={t`From`}
            value={from}
            max={to || undefined}
            error={shownDateError !== undefined}
            onChange={(event) => {
              setFrom(event.currentTarget.value);
            }}
          />
          <TextInput
            size="md"
            type="date"
            label={t`To`}
            value={to}
            min={from || undefined}
            error={shownDateError}
            onChange={(event) => {
              setTo(event.currentTarget.value);
            }}
          />
          <Group gap="xs" wrap="nowrap" mt={28}>
            <Button type="submit" size="md">
              <Trans>Apply</Trans>
            </Button>
            <Button variant="default" size="md" onClick={clear}>
              <Trans>Clear</Trans>
            </Button>
          </Group>
        </Group>
      </form>

      {list.isError && !list.data && (
        <Alert color="warning" variant="light">
          <Trans>
            The claims stored on the server cannot be loaded now. Claims filed on this device are listed above.
          </Trans>
        </Alert>
      )}

      <DataTable
        caption={t`Warranty claims`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
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
              description={<Trans>No claims match the filter.</Trans>}
              action={
                <Button variant="default" onClick={clear}>
                  <Trans>Clear the filter</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              type="custom"
              title={<Trans>No claims yet</Trans>}
              description={<Trans>File a claim for a bike by its frame number, or for a part.</Trans>}
            />
          )
        }
      />
    </Stack>
  );
}
