import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ORDER_NO_SEARCH_MAX_LENGTH } from '../../../../shared/orders/order-list';
import { ORDER_STATUSES, PAYMENT_FILTERS, type PaymentFilter } from '../../../../shared/orders/order-status';
import { PO_NUMBER_MAX_LENGTH } from '../../../../shared/validation/form-rules';
import { formatMoney, useFormat } from '../../../lib/format';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import { type OrderListItem, orderListQuery } from '../api/orders.queries';
import { LoadFailure } from '../../../ui/load-failure';
import { OrderStatusBadge, PaymentStateBadge } from '../components/order-badges';
import { OrdersNav } from '../components/orders-nav';
import { orderStatusLabels, paymentFilterLabels, rangeProblemText } from '../order-texts';
import type { OrderListSearch } from '../orders.search';
import classes from '../orders.module.css';

export interface OrderListPageProps {
  locale: string;
  search: OrderListSearch;
  /** The orders drafted offline on this device (the order-drafts feature, mounted by the route). */
  drafts?: ReactNode;
}

/**
 * The active customer's orders (spec 01 §7 orders(filter, withPayment)): status and payment state, filtered by
 * status, payment state (the spec's filter list), a range of placing days, PO and order number — all in the URL —
 * 10 or 20 a page, cards under 600 px.
 */
export function OrderListPage({ locale, search, drafts }: OrderListPageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const list = useQuery(orderListQuery(search));
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const [po, setPo] = useState(search.po ?? '');
  const [orderNo, setOrderNo] = useState(search.orderNo ?? '');
  const [tried, setTried] = useState(false);

  const rangeProblem =
    from === '' && to === ''
      ? null
      : from === '' || to === ''
        ? { field: from === '' ? 'from' : 'to', text: t`Give both dates, or neither` }
        : from > to
          ? { field: 'from', text: rangeProblemText('The start date must not be after the end date', i18n) }
          : null;

  const go = (next: { [K in keyof OrderListSearch]?: OrderListSearch[K] | undefined }) => {
    const merged = { ...search, ...next };
    void navigate({
      to: '.',
      search: {
        page: merged.page === 1 ? undefined : merged.page,
        limit: merged.limit === 10 ? undefined : merged.limit,
        status: merged.status,
        payment: merged.payment,
        from: merged.from,
        to: merged.to,
        po: merged.po,
        orderNo: merged.orderNo,
      } as never,
      resetScroll: false,
    });
  };

  const applyText = () => {
    setTried(true);
    if (rangeProblem !== null) return;
    go({
      page: 1,
      from: from || undefined,
      to: to || undefined,
      po: po.trim() || undefined,
      orderNo: orderNo.trim() || undefined,
    });
  };
  const clearAll = () => {
    setFrom('');
    setTo('');
    setPo('');
    setOrderNo('');
    setTried(false);
    void navigate({ to: '.', search: {} as never, resetScroll: false });
  };
  const filtered =
    search.status !== undefined ||
    search.payment !== undefined ||
    search.from !== undefined ||
    search.po !== undefined ||
    search.orderNo !== undefined;

  const columns: DataTableColumn<OrderListItem>[] = [
    {
      key: 'orderNo',
      header: t`Order number`,
      render: (order) => {
        const sap = order.sapOrderNo;
        return (
          <Stack gap={0}>
            <Anchor component={Link} {...localeLink(locale, `/order/${encodeURIComponent(order.orderNo)}`)} fw={600}>
              {order.orderNo}
            </Anchor>
            {sap && (
              <Text size="xs" c="dimmed">
                {t`SAP no. ${sap}`}
              </Text>
            )}
          </Stack>
        );
      },
    },
    { key: 'createdAt', header: t`Placed on`, render: (order) => format.date(order.createdAt) },
    { key: 'po', header: t`PO number`, render: (order) => order.custPoNo || '—' },
    { key: 'status', header: t`Status`, render: (order) => <OrderStatusBadge status={order.orderStatus} /> },
    {
      key: 'payment',
      header: t`Payment`,
      render: (order) =>
        order.orderPayment?.paymentStatus ? (
          <PaymentStateBadge state={order.orderPayment.paymentStatus} />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>On account</Trans>
          </Text>
        ),
    },
    {
      key: 'total',
      header: t`Total`,
      align: 'right',
      render: (order) => <span className={classes.amount}>{formatMoney(order.totalOrder, order.format)}</span>,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          <Trans>Orders</Trans>
        </Title>
      </Group>
      <OrdersNav locale={locale} current="order" />
      {drafts}

      <form
        className={classes.filters}
        aria-label={t`Filter the orders`}
        onSubmit={(event) => {
          event.preventDefault();
          applyText();
        }}
      >
        <Select
          label={t`Status`}
          placeholder={t`All statuses`}
          clearable
          data={ORDER_STATUSES.map((status) => ({ value: status, label: i18n._(orderStatusLabels[status]) }))}
          value={search.status ?? null}
          onChange={(value) => {
            go({ page: 1, status: value ?? undefined });
          }}
          data-testid="filter-status"
        />
        <Select
          label={t`Payment`}
          placeholder={t`All payments`}
          clearable
          data={(Object.keys(PAYMENT_FILTERS) as PaymentFilter[]).map((key) => ({
            value: key,
            label: i18n._(paymentFilterLabels[key]),
          }))}
          value={search.payment ?? null}
          onChange={(value) => {
            go({ page: 1, payment: value ?? undefined });
          }}
          data-testid="filter-payment"
        />
        <TextInput
          type="date"
          label={t`Placed from`}
          value={from}
          max={to || undefined}
          error={tried && rangeProblem?.field === 'from' ? rangeProblem.text : undefined}
          onChange={(event) => {
            setFrom(event.currentTarget.value);
          }}
        />
        <TextInput
          type="date"
          label={t`Placed until`}
          value={to}
          min={from || undefined}
          error={tried && rangeProblem?.field === 'to' ? rangeProblem.text : undefined}
          onChange={(event) => {
            setTo(event.currentTarget.value);
          }}
        />
        <TextInput
          label={t`PO number`}
          value={po}
          maxLength={PO_NUMBER_MAX_LENGTH}
          data-page-search
          onChange={(event) => {
            setPo(event.currentTarget.value);
          }}
        />
        <TextInput
          label={t`Order number`}
          value={orderNo}
          maxLength={ORDER_NO_SEARCH_MAX_LENGTH}
          onChange={(event) => {
            setOrderNo(event.currentTarget.value);
          }}
        />
        <Group gap="xs" wrap="nowrap" className={classes.filterActions}>
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
          <Button variant="default" onClick={clearAll} disabled={!filtered && !from && !to && !po && !orderNo}>
            <Trans>Clear</Trans>
          </Button>
        </Group>
      </form>

      {list.isError && !list.data ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()}>
          <Trans>The orders could not be loaded.</Trans>
        </LoadFailure>
      ) : (
        <DataTable
          caption={t`Orders`}
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(order) => order.id}
          totalCount={list.data?.info.count ?? 0}
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
                description={<Trans>No orders match the filters chosen.</Trans>}
                action={
                  <Button variant="default" onClick={clearAll}>
                    <Trans>Clear the filters</Trans>
                  </Button>
                }
              />
            ) : (
              <EmptyState
                type="custom"
                title={<Trans>No orders yet</Trans>}
                description={<Trans>Orders placed for this customer are listed here.</Trans>}
              />
            )
          }
        />
      )}
    </Stack>
  );
}
