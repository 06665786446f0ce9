import { useLingui } from '@lingui/react/macro';
import { Badge, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type AdditionalDisplayField, isCreditNote, overdueState } from '../../../../shared/invoices/invoice-list';
import { formatMoney, useFormat, useHostMoneyFormat } from '../../../lib/format';
import { DataTable, type DataTableColumn, type DataTablePageSize } from '../../../ui/data-table/data-table';
import type { InvoiceRow } from '../api/invoices.queries';
import { additionalDisplayLabels, invoiceMoneyFormat, overdueText, statusColors, statusText } from '../invoice-texts';
import classes from '../invoices.module.css';

/** Rows paged on the device (the reads answer every row at once), 10 or 20 a page. */
function usePaging<T>(rows: readonly T[]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<DataTablePageSize>(10);
  const pageTotal = Math.max(1, Math.ceil(rows.length / pageSize));
  const shownPage = Math.min(page, pageTotal);
  return {
    rows: rows.slice((shownPage - 1) * pageSize, shownPage * pageSize),
    totalCount: rows.length,
    page: shownPage,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size: DataTablePageSize) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

/** An amount in its invoice's currency; a credit note negative and in the error colour. */
export function InvoiceAmount({ minor, currency, strong }: { minor: number; currency: string; strong?: boolean }) {
  const host = useHostMoneyFormat();
  return (
    <span
      className={`${classes.amount} ${minor < 0 ? classes.negative : ''}`}
      style={strong === true ? { fontWeight: 700 } : undefined}
      data-negative={minor < 0 ? 'true' : undefined}
    >
      {formatMoney(minor, invoiceMoneyFormat(currency, host))}
    </span>
  );
}

/** "Installment 2 · 9100000016-2", or the assignment alone. */
function AssignmentText({ assignment, installment }: { assignment: string; installment: number }) {
  const { t } = useLingui();
  return installment > 0 ? <>{t`Installment ${installment} · ${assignment}`}</> : <>{assignment}</>;
}

export function InvoiceStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const key = status.trim().toLowerCase();
  return (
    <Badge variant="light" color={statusColors[key] ?? 'gray'} className={classes.badge} data-testid="invoice-status">
      {statusText(status, i18n)}
    </Badge>
  );
}

export interface InvoiceTableProps {
  rows: readonly InvoiceRow[];
  caption: string;
  /** 'open' shows how far each is from its due day; 'paid' its clearing day. */
  kind: 'open' | 'paid';
  /** The company's optional amount columns (Price component additionalDisplays). */
  additional?: readonly AdditionalDisplayField[];
  /** Opens an invoice's detail. */
  onOpen?: (row: InvoiceRow) => void;
  empty?: ReactNode;
  fetching?: boolean;
}

/** Open or paid invoices, one row per installment (spec 01 §3 Invoice). */
export function InvoiceTable({ rows, caption, kind, additional = [], onOpen, empty, fetching }: InvoiceTableProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const paging = usePaging(rows);
  const columns: DataTableColumn<InvoiceRow>[] = [
    {
      key: 'invoice',
      header: t`Invoice / installment`,
      render: (row) => (
        <Stack gap={0}>
          {onOpen ? (
            <button
              type="button"
              className={classes.linkButton}
              onClick={() => {
                onOpen(row);
              }}
              data-testid="open-invoice-detail"
            >
              {row.invoiceNo}
            </button>
          ) : (
            <Text size="sm" fw={600}>
              {row.invoiceNo}
            </Text>
          )}
          {(row.assignment !== row.invoiceNo || row.installment > 0) && (
            <Text size="xs" c="dimmed" className={classes.nowrap}>
              <AssignmentText assignment={row.assignment} installment={row.installment} />
            </Text>
          )}
          {isCreditNote(row) && (
            <Badge size="xs" variant="outline" color="error" data-testid="credit-note">
              {t`Credit note`}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'dates',
      header: t`Due date`,
      render: ({ dueDate, invoiceDate }) => {
        const invoiced = format.date(invoiceDate);
        return (
          <Stack gap={0}>
            <Text size="sm" className={classes.nowrap}>
              {format.date(dueDate)}
            </Text>
            <Text size="xs" c="dimmed" className={classes.nowrap}>
              {t`Invoiced ${invoiced}`}
            </Text>
          </Stack>
        );
      },
    },
    kind === 'open'
      ? {
          key: 'overdue',
          header: t`Overdue`,
          render: (row) => {
            const state = overdueState(row.overdue);
            return (
              <Text
                size="sm"
                className={`${classes.nowrap} ${state.kind === 'overdue' ? classes.overdue : ''}`}
                fw={state.kind === 'overdue' ? 600 : undefined}
                data-testid="overdue-display"
              >
                {overdueText(state, i18n)}
              </Text>
            );
          },
        }
      : {
          key: 'clearingDate',
          header: t`Clearing date`,
          render: (row) => (
            <span className={classes.nowrap}>{row.clearingDate ? format.date(row.clearingDate) : '—'}</span>
          ),
        },
    { key: 'status', header: t`Status`, render: (row) => <InvoiceStatusBadge status={row.status} /> },
    // The amount before the optional columns: on a narrow table it stays in view.
    {
      key: 'amount',
      header: t`Amount`,
      align: 'right',
      render: (row) => <InvoiceAmount minor={row.accountingAmount} currency={row.currency} strong />,
    },
    ...additional.map((field): DataTableColumn<InvoiceRow> => ({
      key: field,
      header: i18n._(additionalDisplayLabels[field]),
      align: 'right',
      render: (row) => <InvoiceAmount minor={row[field]} currency={row.currency} />,
    })),
  ];
  return (
    <DataTable
      columns={columns}
      rowKey={(row) => `${row.sorg}-${row.invoiceNo}-${row.assignment}`}
      caption={caption}
      fetching={fetching ?? false}
      empty={empty}
      {...paging}
    />
  );
}
