import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showsOrderType } from '../../../../shared/config/order-display';
import { orderDateRangeProblem, orderDayOf } from '../../../../shared/orders/order-dates';
import { configQuery } from '../../../lib/config';
import { useFormat } from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import { deliveriesQuery } from '../api/orders.queries';
import { DeliveryTable } from '../components/delivery-table';
import { LoadFailure } from '../../../ui/load-failure';
import { OrdersNav } from '../components/orders-nav';
import { rangeProblemText } from '../order-texts';
import { type DeliverySearch, type DeliveryTab, defaultDeliveryRange } from '../orders.search';
import classes from '../orders.module.css';

/**
 * Shipped orders and open deliveries (spec 01 §7 shipped orders (from, to), open deliveries (from, to)) in a
 * range of at most 30 days (§9): the form checks it with the shared rule and says why beside the field, keeping
 * what was typed; only a valid range reaches the URL and the server.
 */
export function DeliveryPage({ locale, search }: { locale: string; search: DeliverySearch }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { data: config } = useQuery(configQuery());
  const today = orderDayOf(new Date(), config?.sorg ?? '');
  const range =
    search.from !== undefined && search.to !== undefined
      ? { from: search.from, to: search.to }
      : defaultDeliveryRange(search.tab, today);
  const valid = orderDateRangeProblem(range.from, range.to) === undefined;
  const list = useQuery({ ...deliveriesQuery(search.tab, range.from, range.to), enabled: valid });
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; message: string } | undefined>(() =>
    orderDateRangeProblem(range.from, range.to),
  );
  const showOrderType = showsOrderType({ orderTypeDisplay: config?.orderTypeDisplay ?? false });

  const go = (next: DeliverySearch) => {
    void navigate({ to: '.', search: next as never, resetScroll: false });
  };
  const changeTab = (tab: DeliveryTab) => {
    const fresh = defaultDeliveryRange(tab, today);
    setFrom(fresh.from);
    setTo(fresh.to);
    setProblem(undefined);
    go({ tab });
  };
  const apply = () => {
    const found = orderDateRangeProblem(from, to);
    setProblem(found);
    if (found) return;
    go({ tab: search.tab, from, to });
  };

  const rangeFrom = format.date(range.from);
  const rangeTo = format.date(range.to);
  const fieldError = (field: 'from' | 'to') =>
    problem?.field === field ? rangeProblemText(problem.message, i18n) : undefined;

  const table = (tab: DeliveryTab) =>
    list.isError && !list.data ? (
      <LoadFailure error={list.error} onRetry={() => void list.refetch()}>
        {tab === 'shipped' ? (
          <Trans>The shipped orders could not be loaded.</Trans>
        ) : (
          <Trans>The open deliveries could not be loaded.</Trans>
        )}
      </LoadFailure>
    ) : (
      <DeliveryTable
        rows={valid ? (list.data ?? []) : []}
        caption={tab === 'shipped' ? t`Shipped orders` : t`Open deliveries`}
        kind={tab}
        showOrderType={showOrderType}
        fetching={valid && (list.isPending || list.isPlaceholderData)}
        empty={
          <EmptyState
            type="no-results"
            description={
              tab === 'shipped' ? (
                <Trans>
                  Nothing was shipped from {rangeFrom} to {rangeTo}.
                </Trans>
              ) : (
                <Trans>
                  No delivery is expected from {rangeFrom} to {rangeTo}.
                </Trans>
              )
            }
          />
        }
      />
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <Trans>Deliveries</Trans>
      </Title>
      <OrdersNav locale={locale} current="order-delivery" />

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
          label={t`From`}
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

      <Tabs
        value={search.tab}
        onChange={(value) => {
          if (value === 'shipped' || value === 'open') changeTab(value);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="shipped">
            <Trans>Shipped orders</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="open">
            <Trans>Open deliveries</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="shipped" pt="sm">
          {table('shipped')}
        </Tabs.Panel>
        <Tabs.Panel value="open" pt="sm">
          {table('open')}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
