import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, useFormat } from '../../../lib/format';
import { DataTable, type DataTableColumn, type DataTablePageSize } from '../../../ui/data-table/data-table';
import type { DeliveryRow } from '../api/orders.queries';
import classes from '../orders.module.css';
import { TrackingLink } from './tracking-link';

/** The delivery's money format (spec 01 §3 keeps the spelling decimalPrecission). */
function moneyOf(delivery: DeliveryRow) {
  const { currency, symbol, thousandSeparator, decimalSeparator, decimalPrecission } = delivery.currency;
  return { currency, symbol, thousandSeparator, decimalSeparator, decimalPrecision: decimalPrecission };
}

function deliveryValue(delivery: DeliveryRow): number {
  return delivery.detail.reduce((sum, line) => sum + line.price * line.orderQty, 0);
}

interface DeliveryTableProps {
  rows: readonly DeliveryRow[];
  caption: string;
  /** Shipped orders show their delivery day, open deliveries the estimated one, an order's deliveries either. */
  kind: 'shipped' | 'open' | 'order';
  showOrderType: boolean;
  fetching?: boolean;
  empty?: React.ReactNode;
}

/** Deliveries (spec 01 §3 Delivery / shipped order), paged on the device 10 or 20 at a time, cards under 600 px. */
export function DeliveryTable({ rows, caption, kind, showOrderType, fetching = false, empty }: DeliveryTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<DataTablePageSize>(10);
  const pageTotal = Math.max(1, Math.ceil(rows.length / pageSize));
  const shownPage = Math.min(page, pageTotal);
  const shown = rows.slice((shownPage - 1) * pageSize, shownPage * pageSize);

  const columns: DataTableColumn<DeliveryRow>[] = [
    {
      key: 'doNumber',
      header: t`Delivery`,
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {d.doNumber}
          </Text>
          <Text size="xs" c="dimmed">
            {[...new Set(d.detail.map((line) => line.orderNo))].join(', ')}
          </Text>
        </Stack>
      ),
    },
    ...(showOrderType
      ? [{ key: 'orderType', header: t`Order type`, render: (d: DeliveryRow) => d.orderTypeDisplay }]
      : []),
    {
      key: 'date',
      header: kind === 'shipped' ? t`Delivered on` : kind === 'open' ? t`Expected on` : t`Delivery date`,
      render: (d) => {
        const expected = d.estimatedDeliveryDate ?? d.requestDeliveryDate;
        if (kind === 'shipped' || (kind === 'order' && d.deliveryDate)) return format.date(d.deliveryDate);
        const expectedOn = format.date(expected);
        if (kind === 'order') return expected ? t`Expected ${expectedOn}` : t`Not scheduled yet`;
        return format.date(expected);
      },
    },
    { key: 'po', header: t`PO number`, render: (d) => d.custPoNo || '—' },
    { key: 'shipTo', header: t`Ship-to`, render: (d) => d.shipTo || '—' },
    {
      key: 'tracking',
      header: t`Tracking`,
      render: (d) => (
        <Stack gap={0}>
          <TrackingLink trackingNo={d.trackingNo} trackingUrl={d.trackingUrl} />
          {d.expeditionName && (
            <Text size="xs" c="dimmed">
              {d.expeditionName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'lines',
      header: t`Lines`,
      render: (d) => (
        <Stack gap={0}>
          {d.detail.map((line, index) => (
            <Text size="xs" key={`${line.orderNo}-${line.articleCode}-${String(index)}`}>
              {line.orderQty} × {line.articleCodeDisplay} {line.description}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'value',
      header: t`Value`,
      align: 'right',
      render: (d) => <span className={classes.amount}>{formatMoney(deliveryValue(d), moneyOf(d))}</span>,
    },
  ];

  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={shown}
      rowKey={(d) => d.doNumber}
      totalCount={rows.length}
      page={shownPage}
      pageSize={pageSize}
      fetching={fetching}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      empty={
        empty ?? (
          <Text size="sm" c="dimmed">
            <Trans>No deliveries.</Trans>
          </Text>
        )
      }
    />
  );
}
