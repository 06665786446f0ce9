import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  mergeVisitList,
  visitDateRangeError,
  type VisitListRow,
  type VisitListSearch,
} from '../../../../shared/visit-forms/pending-visits';
import { type VisitBrand } from '../../../../shared/visit-forms/visit-form';
import { useFormat } from '../../../lib/format';
import { translateFormMessage } from '../../../lib/form-messages';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import touch from '../../../ui/touch-targets.module.css';
import { type StoredVisit, visitCustomersQuery, visitListQuery } from '../api/visit-forms.queries';
import classes from '../components/visit-forms.module.css';
import { useHasVisitDraft } from '../use-visit-draft';
import { useVisitOutbox } from '../use-visit-outbox';
import { brandLabels, pendingStateColor, pendingStateText, refusalText } from '../visit-messages';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

export interface VisitListPageProps {
  brand: VisitBrand;
  locale: string;
  search: VisitListSearch;
  userId: string | null;
  /** The signed-in user's name: the author of the visits waiting on this device. */
  userName: string;
}

type Row = VisitListRow<StoredVisit>;

/** The path of a row's detail page: its server id, or `local-{record}` for a visit only on this device. */
function detailPath(brand: VisitBrand, row: Row): string {
  const id = row.kind === 'server' ? row.visit.id : `local-${row.pending.recordId}`;
  return `/visit-form/${brand}/${encodeURIComponent(id)}`;
}

/**
 * A brand family's visits (spec 02 §2, §9): filtered by customer and a date range of at most 30 days, 10 or 20
 * per page, a table that becomes cards under 600 px. Visits saved on this device and not sent yet come first with
 * their state; a stored visit with a change waiting shows that change's state.
 */
export function VisitListPage({ brand, locale, search, userId, userName }: VisitListPageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const list = useQuery(visitListQuery(brand, search));
  const customers = useQuery(visitCustomersQuery(brand, true));
  const outbox = useVisitOutbox(userId);
  const hasDraft = useHasVisitDraft(userId, brand);
  const [customer, setCustomer] = useState<string | null>(search.customer ?? null);
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const [filterTried, setFilterTried] = useState(false);
  const dateError = visitDateRangeError(from || undefined, to || undefined);

  const go = (next: { [K in keyof VisitListSearch]?: VisitListSearch[K] | undefined }) => {
    const merged = { ...search, ...next };
    void navigate({
      to: '.',
      search: {
        page: merged.page === 1 ? undefined : merged.page,
        limit: merged.limit === 10 ? undefined : merged.limit,
        customer: merged.customer,
        from: merged.from,
        to: merged.to,
      } as never,
      resetScroll: false,
    });
  };

  const applyFilter = () => {
    setFilterTried(true);
    if (dateError !== null) return;
    go({ page: 1, customer: customer ?? undefined, from: from || undefined, to: to || undefined });
  };
  const clearFilter = () => {
    setCustomer(null);
    setFrom('');
    setTo('');
    setFilterTried(false);
    go({ page: 1, customer: undefined, from: undefined, to: undefined });
  };

  const rows = mergeVisitList(list.data?.items ?? [], outbox.changes, { ...search, brand });
  const brandName = brandLabels[brand];

  const stateBadge = (row: Row) => {
    const pending = row.pending;
    if (!pending) return null;
    return (
      <Badge color={pendingStateColor(pending)} variant="light" className={classes.state} data-testid="visit-state">
        {pendingStateText(pending, i18n)}
      </Badge>
    );
  };

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'createdAt',
      header: t`Visit date`,
      render: (row) => (
        // A themed link (the app's colour, underlined on hover), not the browser's default blue.
        <Anchor
          component={Link}
          {...localeLink(locale, detailPath(brand, row))}
          className={classes.rowLink}
          underline="hover"
        >
          {format.dateTime(row.kind === 'server' ? row.visit.createdAt : row.pending.savedAt)}
        </Anchor>
      ),
    },
    {
      key: 'createdBy',
      header: t`Recorded by`,
      render: (row) => (row.kind === 'server' ? row.visit.createdBy : userName),
    },
    {
      key: 'custName',
      header: t`Customer`,
      render: (row) => {
        const name = row.kind === 'server' ? row.visit.custName : row.pending.custName;
        const code = displayCustomerCode(row.kind === 'server' ? row.visit.custCode : row.pending.custCode);
        return (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {code}
            </Text>
          </Stack>
        );
      },
    },
    { key: 'brand', header: t`Brand`, render: () => brandName },
    {
      key: 'state',
      header: t`State`,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          {stateBadge(row) ?? (
            <Text size="sm" c="dimmed">
              <Trans>Sent</Trans>
            </Text>
          )}
          {row.pending?.state === 'attention' && (
            <Text size="xs" c="error">
              {refusalText({ code: row.pending.errorCode, message: row.pending.errorMessage }, i18n)}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  const filtered = search.customer !== undefined || search.from !== undefined;
  const shownDateError = filterTried && dateError !== null ? translateFormMessage(dateError, i18n) : undefined;
  const customerOptions = (customers.data ?? []).map((c) => ({
    value: `${c.sorg}:${c.custCode}`,
    label: `${c.custName} · ${displayCustomerCode(c.custCode)}`,
  }));
  if (search.customer !== undefined && !customerOptions.some((option) => option.value === search.customer)) {
    customerOptions.unshift({ value: search.customer, label: search.customer.split(':')[1] ?? search.customer });
  }

  return (
    <Stack gap="md" className={touch.touch}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          <Trans>{brandName} store visits</Trans>
        </Title>
        <Button component={Link} {...localeLink(locale, `/visit-form/${brand}/create`)} size="md">
          {hasDraft ? <Trans>Continue the unsaved visit</Trans> : <Trans>New visit</Trans>}
        </Button>
      </Group>

      <form
        className={classes.filters}
        onSubmit={(event) => {
          event.preventDefault();
          applyFilter();
        }}
        aria-label={t`Filter the visits`}
      >
        <Select
          label={t`Customer`}
          placeholder={t`All customers`}
          searchable
          clearable
          limit={60}
          data={customerOptions}
          value={customer}
          onChange={setCustomer}
          nothingFoundMessage={t`No customer found`}
        />
        <TextInput
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
          type="date"
          label={t`To`}
          value={to}
          min={from || undefined}
          error={shownDateError}
          onChange={(event) => {
            setTo(event.currentTarget.value);
          }}
        />
        <Group gap="xs" wrap="nowrap">
          <Button type="submit">
            <Trans>Apply</Trans>
          </Button>
          <Button variant="default" onClick={clearFilter} disabled={!filtered && !customer && !from && !to}>
            <Trans>Clear</Trans>
          </Button>
        </Group>
      </form>

      {list.isError && !list.data && (
        <Alert color="warning" variant="light">
          <Trans>
            The visits stored on the server cannot be loaded now. Visits saved on this device are listed; the rest come
            back with the connection.
          </Trans>
        </Alert>
      )}

      <DataTable
        caption={t`${brandName} store visits`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        totalCount={list.data?.count ?? rows.length}
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
              description={<Trans>No visits match the customer and dates chosen.</Trans>}
              action={
                <Button variant="default" onClick={clearFilter}>
                  <Trans>Clear the filter</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              type="custom"
              title={<Trans>No visits yet</Trans>}
              description={<Trans>Record your first store visit: customer, displays, photos.</Trans>}
            />
          )
        }
      />
    </Stack>
  );
}
