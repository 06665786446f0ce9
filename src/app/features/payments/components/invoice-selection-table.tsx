import { useLingui } from '@lingui/react/macro';
import { Badge, Checkbox, Text } from '@mantine/core';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { SelectionIndex } from '../../../../shared/invoices/selection';
import type { MoneyFormat } from '../../../lib/format';
import { formatMoney } from '../../../lib/format';
import type { PayInvoice } from '../pay-model';
import { selectionText } from '../payment-texts';
import classes from '../payments.module.css';
import { useRowSelection, type SelectionStore } from '../selection-store';

/** Each row is this tall (two lines), so the table draws only the rows in view (2,000 open invoices stay fast). */
export const ROW_HEIGHT = 56;
/** Rows drawn above and below the visible ones. */
const OVERSCAN = 8;
/** The scroll box shows this many rows at most; the page scrolls on below it. */
const MAX_VISIBLE_ROWS = 10;

export interface InvoiceSelectionTableProps {
  index: SelectionIndex<PayInvoice>;
  /** The selection: each row subscribes to its own key, so a toggle redraws the toggled row(s) only. */
  store: SelectionStore<PayInvoice>;
  money: MoneyFormat;
  date: (day: string) => string;
  onToggle: (row: PayInvoice) => void;
  caption: string;
}

interface RowProps {
  row: PayInvoice;
  selectionKey: string;
  store: SelectionStore<PayInvoice>;
  money: MoneyFormat;
  date: (day: string) => string;
  onToggle: (row: PayInvoice) => void;
}

/**
 * One invoice row; memoised and subscribed to its own selection key, so a toggle redraws only the rows whose
 * checkbox or wrong mark changed.
 */
const InvoiceRow = memo(function InvoiceRow({ row, selectionKey, store, money, date, onToggle }: RowProps) {
  const { t, i18n } = useLingui();
  const { checked, wrong } = useRowSelection(store, selectionKey);
  const wrongText = wrong ? selectionText(i18n, wrong, date) : null;
  const credit = row.accountingAmount < 0;
  const overdueDays = -row.overdue;
  const invoiceNo = row.invoiceNo;
  const installment = String(row.installment);
  const days = String(Math.abs(row.overdue));
  const label = row.installment > 0 ? t`Invoice ${invoiceNo}, installment ${installment}` : t`Invoice ${invoiceNo}`;
  return (
    <tr
      className={wrongText ? classes.wrongRow : undefined}
      style={{ height: ROW_HEIGHT }}
      data-wrong={wrongText ? 'true' : undefined}
    >
      <td className={classes.checkCell}>
        <Checkbox
          aria-label={credit ? t`Credit note ${invoiceNo}` : label}
          checked={checked}
          onChange={() => {
            onToggle(row);
          }}
          aria-invalid={wrongText ? true : undefined}
        />
      </td>
      <td>
        <Text size="sm" fw={600}>
          {row.invoiceNo}
          {row.installment > 0 && (
            <Text span size="xs" c="dimmed">
              {' '}
              {t`installment ${installment}`}
            </Text>
          )}
        </Text>
        {wrongText ? (
          <Text size="xs" c="red" className={classes.rowNote}>
            {wrongText}
          </Text>
        ) : (
          <Text size="xs" c="dimmed" className={classes.rowNote}>
            {credit ? t`Credit note` : row.accountingNo}
          </Text>
        )}
      </td>
      <td>{date(row.invoiceDate)}</td>
      <td>
        {date(row.dueDate)}
        <div>
          {overdueDays > 0 ? (
            <Badge size="xs" color="red" variant="light">
              {t`${days} days overdue`}
            </Badge>
          ) : (
            <Text span size="xs" c="dimmed">
              {row.overdue === 0 ? t`Due today` : t`Due in ${days} days`}
            </Text>
          )}
        </div>
      </td>
      <td className={classes.amountCell}>{formatMoney(row.accountingAmount, money)}</td>
      <td className={classes.amountCell}>
        {row.earlyPaymentDiscount + row.freightAllowance > 0
          ? formatMoney(-(row.earlyPaymentDiscount + row.freightAllowance), money)
          : '—'}
      </td>
    </tr>
  );
});

/**
 * The open invoices of one company with a checkbox each (spec 01 §4 Selection), virtualised: only the rows in
 * the scroll box (and a few more) are in the document; spacer rows keep the scroll height. The table itself does
 * not read the selection: it re-renders on scroll only.
 */
export function InvoiceSelectionTable({ index, store, money, date, onToggle, caption }: InvoiceSelectionTableProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const count = index.entries.length;
  const height = Math.min(count, MAX_VISIBLE_ROWS) * ROW_HEIGHT + 40;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const onScroll = useCallback(() => {
    setScrollTop(box.current?.scrollTop ?? 0);
  }, []);
  useEffect(() => {
    if (box.current && box.current.scrollTop > count * ROW_HEIGHT) box.current.scrollTop = 0;
  }, [count]);
  const visible = index.entries.slice(first, last);
  return (
    <div ref={box} className={classes.tableBox} style={{ maxHeight: height }} onScroll={onScroll}>
      <table className={classes.table} aria-rowcount={count + 1}>
        <caption className={classes.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th className={classes.checkCell}>
              <span className={classes.visuallyHidden}>{t`Pay`}</span>
            </th>
            <th>{t`Invoice`}</th>
            <th>{t`Invoice date`}</th>
            <th>{t`Due date`}</th>
            <th className={classes.amountCell}>{t`Amount`}</th>
            <th className={classes.amountCell}>{t`Discounts`}</th>
          </tr>
        </thead>
        <tbody>
          {first > 0 && <tr aria-hidden style={{ height: first * ROW_HEIGHT }} />}
          {visible.map(({ row, key }) => (
            <InvoiceRow
              key={`${key}\u001f${row.assignment}`}
              row={row}
              selectionKey={key}
              store={store}
              money={money}
              date={date}
              onToggle={onToggle}
            />
          ))}
          {last < count && <tr aria-hidden style={{ height: (count - last) * ROW_HEIGHT }} />}
        </tbody>
      </table>
    </div>
  );
}
