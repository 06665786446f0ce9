import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showsOrderType } from '../../../../shared/config/order-display';
import { configQuery } from '../../../lib/config';
import { formatMoney, useFormat } from '../../../lib/format';
import { DataTable, type DataTableColumn, type DataTablePageSize } from '../../../ui/data-table/data-table';
import { EmptyState } from '../../../ui/empty-state';
import {
  type OpenOrderCompany,
  type OpenOrderDelivery,
  type OpenOrderLine,
  openOrderQuery,
  useExportOpenOrders,
} from '../api/orders.queries';
import { LoadFailure } from '../../../ui/load-failure';
import { OrderStatusBadge } from '../components/order-badges';
import { OrdersNav } from '../components/orders-nav';
import classes from '../orders.module.css';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';
import { quantityText } from '../../../lib/quantity';

/** The page asked of openOrderV4 (its lines and deliveries are paged alike on the server), 10 or 20 a page. */
interface OpenOrderPaging {
  page: number;
  pageSize: DataTablePageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: DataTablePageSize) => void;
}

function Small({ children }: { children: React.ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}

function OpenOrderLines({
  company,
  showOrderType,
  paging,
}: {
  company: OpenOrderCompany;
  showOrderType: boolean;
  paging: OpenOrderPaging;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const columns: DataTableColumn<OpenOrderLine>[] = [
    {
      key: 'order',
      header: t`Order`,
      render: ({ orderNumber, soNumber, poNumber }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {orderNumber}
          </Text>
          <Small>{t`Sales order ${soNumber}`}</Small>
          {poNumber && <Small>{t`PO no. ${poNumber}`}</Small>}
        </Stack>
      ),
    },
    ...(showOrderType
      ? [{ key: 'orderType', header: t`Order type`, render: (line: OpenOrderLine) => line.orderTypeDisplay }]
      : []),
    {
      key: 'created',
      header: t`Placed`,
      render: (line) => (
        <Stack gap={0}>
          <Text size="sm">{format.date(line.createdAt)}</Text>
          <Small>{line.createdBy}</Small>
        </Stack>
      ),
    },
    {
      key: 'dates',
      header: t`Delivery`,
      render: (line) => {
        const expectedOn = format.date(line.expectedDeliveryDate);
        const requested = format.date(line.requestDeliveryDate);
        return (
          <Stack gap={0}>
            <Text size="sm">{expectedOn ? t`Expected ${expectedOn}` : t`Not scheduled yet`}</Text>
            {requested && <Small>{t`Requested ${requested}`}</Small>}
          </Stack>
        );
      },
    },
    {
      key: 'customer',
      header: t`Customer and ship-to`,
      render: (line) => (
        <Stack gap={0}>
          <Text size="sm">
            {line.custName} · {displayCustomerCode(line.custCode)}
          </Text>
          <Small>
            {line.shipTo}
            {line.shipToAddress && !line.shipTo.includes(line.shipToAddress) ? ` — ${line.shipToAddress}` : ''}
          </Small>
        </Stack>
      ),
    },
    {
      key: 'article',
      header: t`Article`,
      render: (line) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {line.articleCodeDisplay}
          </Text>
          <Text size="xs">{line.name}</Text>
          <Small>{[line.brand, line.productCategory, line.modelYear].filter(Boolean).join(' · ')}</Small>
        </Stack>
      ),
    },
    { key: 'qty', header: t`Quantity`, align: 'right', render: (line) => quantityText(i18n, line.qty, line.uom) },
    {
      key: 'amount',
      header: t`Price`,
      align: 'right',
      render: (line) => {
        const unitPrice = formatMoney(line.price, line.format);
        return (
          <Stack gap={0} align="flex-end">
            <span className={classes.amount}>{formatMoney(line.subTotal, line.format)}</span>
            <Small>{t`${unitPrice} each`}</Small>
          </Stack>
        );
      },
    },
    {
      key: 'status',
      header: t`Status`,
      render: (line) => <OrderStatusBadge status={{ id: line.status, description: line.status }} />,
    },
    {
      key: 'notes',
      header: t`Notes`,
      render: ({ notes, internalNotes }) => (
        <Stack gap={0}>
          <Text size="xs">{notes || '—'}</Text>
          {internalNotes && <Small>{t`Internal: ${internalNotes}`}</Small>}
        </Stack>
      ),
    },
  ];
  const companyName = company.companyName;
  return (
    <DataTable
      caption={t`Open orders of ${companyName}`}
      columns={columns}
      rowKey={(line) => `${line.orderNumber}-${line.articleCode}`}
      empty={<EmptyState type="custom" title={<Trans>No open orders</Trans>} />}
      rows={company.orders}
      totalCount={company.ordersTotal}
      {...paging}
    />
  );
}

function OpenOrderDeliveries({
  company,
  showOrderType,
  paging,
}: {
  company: OpenOrderCompany;
  showOrderType: boolean;
  paging: OpenOrderPaging;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const currency = company.orders[0]?.format;
  const columns: DataTableColumn<OpenOrderDelivery>[] = [
    {
      key: 'doNumber',
      header: t`Delivery`,
      render: (d) => (
        <Text size="sm" fw={600}>
          {d.doNumber}
        </Text>
      ),
    },
    {
      key: 'estimated',
      header: t`Expected on`,
      render: (d) => (d.estimatedDeliveryDate ? format.date(d.estimatedDeliveryDate) : t`Not scheduled yet`),
    },
    {
      key: 'detail',
      header: t`Lines`,
      render: (d) => (
        <Stack gap={2}>
          {d.detail.map((line, index) => (
            <Text size="xs" key={`${line.orderNo}-${line.articleCode}-${String(index)}`}>
              {line.orderNo} · {line.orderQty} × {line.articleCodeDisplay} {line.description}
              {showOrderType ? ` · ${line.orderType}` : ''} · {displayCustomerCode(line.custCode)}
              {currency ? ` · ${formatMoney(line.price, currency)}` : ''}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];
  const companyName = company.companyName;
  return (
    <DataTable
      caption={t`Open deliveries of ${companyName}`}
      columns={columns}
      rowKey={(d) => d.doNumber}
      empty={<EmptyState type="custom" title={<Trans>No open deliveries</Trans>} />}
      rows={company.deliveries}
      totalCount={company.deliveriesTotal}
      {...paging}
    />
  );
}

/**
 * Open orders per company (spec 01 §3 Open order, §7 openOrderV4): the open order lines and the open deliveries,
 * each a tab, and the Excel export 'List Open Order - DD-MM-YYYY.xlsx'.
 */
export function OpenOrderPage({ locale }: { locale: string }) {
  const { data: config } = useQuery(configQuery());
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<DataTablePageSize>(10);
  const open = useQuery(openOrderQuery(page, pageSize));
  const paging: OpenOrderPaging = {
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
  };
  const exporter = useExportOpenOrders();
  const showOrderType = showsOrderType({ orderTypeDisplay: config?.orderTypeDisplay ?? false });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          <Trans>Open orders</Trans>
        </Title>
        <Button
          onClick={() => {
            exporter.mutate();
          }}
          loading={exporter.isPending}
          disabled={!open.data || open.data.length === 0}
          data-testid="export-open-orders"
        >
          <Trans>Export to Excel</Trans>
        </Button>
      </Group>
      <OrdersNav locale={locale} current="order-open-order" />

      {exporter.isError && (
        <Alert
          color="error"
          variant="light"
          role="alert"
          title={<Trans>The export failed</Trans>}
          withCloseButton
          onClose={() => {
            exporter.reset();
          }}
          data-testid="export-failure"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              <Trans>The Excel file could not be made or downloaded. Please try again.</Trans>
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                exporter.mutate();
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
      )}

      {open.isError && !open.data ? (
        <LoadFailure error={open.error} onRetry={() => void open.refetch()}>
          <Trans>The open orders could not be loaded.</Trans>
        </LoadFailure>
      ) : open.isPending ? null : open.data.length === 0 ? (
        <EmptyState
          type="custom"
          title={<Trans>No open orders</Trans>}
          description={<Trans>Orders not yet fully delivered are listed here.</Trans>}
        />
      ) : (
        open.data.map((company) => {
          const orderCount = company.ordersTotal;
          const deliveryCount = company.deliveriesTotal;
          return (
            <Paper withBorder radius="md" p="md" key={company.companyCode} data-testid="open-order-company">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {company.companyName} ({company.companyCode})
                </Title>
                <Tabs
                  defaultValue="orders"
                  keepMounted={false}
                  onChange={() => {
                    setPage(1);
                  }}
                >
                  <Tabs.List>
                    <Tabs.Tab value="orders">
                      <Trans>Orders ({orderCount})</Trans>
                    </Tabs.Tab>
                    <Tabs.Tab value="deliveries">
                      <Trans>Deliveries ({deliveryCount})</Trans>
                    </Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="orders" pt="sm">
                    <OpenOrderLines company={company} showOrderType={showOrderType} paging={paging} />
                  </Tabs.Panel>
                  <Tabs.Panel value="deliveries" pt="sm">
                    <OpenOrderDeliveries company={company} showOrderType={showOrderType} paging={paging} />
                  </Tabs.Panel>
                </Tabs>
              </Stack>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
