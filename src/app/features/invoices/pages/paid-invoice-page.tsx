import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type CurrencyTotal,
  defaultPaidRange,
  groupByClearingDay,
  matchesInvoiceSearch,
  paidRangeProblem,
  sortPaidInvoices,
  totalsByCurrency,
} from '../../../../shared/invoices/invoice-list';
import { orderDayOf } from '../../../../shared/orders/order-dates';
import { configQuery } from '../../../lib/config';
import { useFormat } from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import { paidInvoicesQuery } from '../api/invoices.queries';
import { InvoiceDetailDrawer } from '../components/invoice-detail-drawer';
import { InvoiceAmount, InvoiceTable } from '../components/invoice-table';
import { InvoicesNav } from '../components/invoices-nav';
import { InvoiceLoadFailure } from '../components/load-failure';
import { rangeProblemText } from '../invoice-texts';
import type { PaidInvoiceSearch } from '../invoices.search';
import classes from '../invoices.module.css';

function Totals({ totals, testId }: { totals: readonly CurrencyTotal[]; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <Group gap="lg" wrap="wrap" data-testid={testId}>
      {totals.map((total) => (
        <Text size="sm" key={total.currency}>
          {i18n._(plural(total.count, { one: '# invoice', other: '# invoices' }))}
          {' · '}
          <InvoiceAmount minor={total.amount} currency={total.currency} strong />
        </Text>
      ))}
    </Group>
  );
}

/**
 * Paid invoices by clearing day (spec 01 §7 invoices by date range (from, to); §9 at most 30 days), the last 30
 * days first, with a search within the list and totals. `variant` 'new' is /invoice/invoice-list-new: the same
 * invoices grouped by clearing day with each day's total (docs/decisions.md "Invoice pages").
 */
export function PaidInvoicePage({
  locale,
  search,
  variant,
}: {
  locale: string;
  search: PaidInvoiceSearch;
  variant: 'classic' | 'new';
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { data: config } = useQuery(configQuery());
  const today = orderDayOf(new Date(), config?.sorg ?? '');
  const range =
    search.from !== undefined && search.to !== undefined
      ? { from: search.from, to: search.to }
      : defaultPaidRange(today);
  const valid = paidRangeProblem(range.from, range.to) === undefined;
  const list = useQuery({ ...paidInvoicesQuery(range.from, range.to), enabled: valid });
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState(() => paidRangeProblem(range.from, range.to));
  const [opened, setOpened] = useState<{ sorg: string; invoiceNo: string } | undefined>();

  const go = (next: PaidInvoiceSearch) => {
    void navigate({ to: '.', search: next as never, resetScroll: false, replace: true });
  };
  const apply = () => {
    const found = paidRangeProblem(from, to);
    setProblem(found);
    if (found) return;
    go({ from, to, ...(search.q === undefined ? {} : { q: search.q }) });
  };
  const fieldError = (field: 'from' | 'to') =>
    problem?.field === field ? rangeProblemText(problem.message, i18n) : undefined;

  const term = search.q ?? '';
  const rows = valid ? sortPaidInvoices((list.data ?? []).filter((row) => matchesInvoiceSearch(row, term))) : [];
  const rangeFrom = format.date(range.from);
  const rangeTo = format.date(range.to);
  const open = (row: { sorg: string; invoiceNo: string }) => {
    setOpened({ sorg: row.sorg, invoiceNo: row.invoiceNo });
  };
  const empty =
    term !== '' ? (
      <EmptyState type="no-results" search={term} />
    ) : (
      <EmptyState
        type="no-results"
        description={
          <Trans>
            No invoice was paid from {rangeFrom} to {rangeTo}.
          </Trans>
        }
      />
    );

  let body;
  // Offline a query pauses instead of failing: the page says so rather than loading forever.
  if (!list.data && (list.isError || (valid && list.fetchStatus === 'paused'))) {
    body = (
      <InvoiceLoadFailure error={list.error} onRetry={() => void list.refetch()}>
        <Trans>The paid invoices could not be loaded.</Trans>
      </InvoiceLoadFailure>
    );
  } else if (variant === 'classic' || rows.length === 0) {
    body = (
      <InvoiceTable
        rows={rows}
        kind="paid"
        caption={t`Paid invoices`}
        onOpen={open}
        fetching={valid && (list.isPending || list.isPlaceholderData)}
        empty={empty}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        {groupByClearingDay(rows).map((day) => {
          const dayText = day.clearingDate ? format.date(day.clearingDate) : t`No clearing date`;
          return (
            <Paper key={day.clearingDate} withBorder radius="md" p="sm" data-testid="clearing-day">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Title order={2} size="h5">
                    {t`Cleared on ${dayText}`}
                  </Title>
                  <Totals totals={day.totals} />
                </Group>
                <InvoiceTable rows={day.rows} kind="paid" caption={t`Cleared on ${dayText}`} onOpen={open} />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {variant === 'new' ? <Trans>Paid invoices by clearing day</Trans> : <Trans>Paid invoices</Trans>}
      </Title>
      <InvoicesNav locale={locale} current={variant === 'new' ? 'invoice-invoice-list-new' : 'invoice-invoice-list'} />

      <form
        className={classes.range}
        aria-label={t`Choose the dates`}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        noValidate
      >
        <TextInput
          type="date"
          label={t`Cleared from`}
          value={from}
          error={fieldError('from')}
          onChange={(event) => {
            setFrom(event.currentTarget.value);
          }}
          data-testid="range-from"
        />
        <TextInput
          type="date"
          label={t`To`}
          value={to}
          error={fieldError('to')}
          onChange={(event) => {
            setTo(event.currentTarget.value);
          }}
          data-testid="range-to"
        />
        <div className={classes.rangeActions}>
          <Button type="submit">
            <Trans>Show</Trans>
          </Button>
        </div>
      </form>
      <Text size="xs" c="dimmed">
        <Trans>At most 30 days at a time.</Trans>
      </Text>

      <Group justify="space-between" wrap="wrap" gap="sm" align="end">
        <TextInput
          type="search"
          label={t`Search in the list`}
          placeholder={t`Invoice, delivery or accounting no.`}
          defaultValue={term}
          onChange={(event) => {
            const q = event.currentTarget.value;
            go({
              ...(search.from && search.to ? { from: search.from, to: search.to } : {}),
              ...(q.trim() ? { q } : {}),
            });
          }}
          w={{ base: '100%', sm: 320 }}
          data-testid="paid-search"
        />
        {rows.length > 0 && <Totals totals={totalsByCurrency(rows)} testId="paid-totals" />}
      </Group>

      {body}
      <InvoiceDetailDrawer
        sorg={opened?.sorg ?? ''}
        invoiceNo={opened?.invoiceNo}
        onClose={() => {
          setOpened(undefined);
        }}
      />
    </Stack>
  );
}
