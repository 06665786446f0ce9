// The open-order export's workbook (spec 01 §1 "an Excel export of open orders"): sheet 'Open orders' with every
// field of an open-order line, sheet 'Deliveries' with the deliveries still to come. Written with exceljs's
// streaming writer straight into the answer, yielding to the event loop every few hundred rows so other requests
// are not held up (docs/decisions.md "Open-order export").
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { OpenOrderCompanyModel } from '../orders/open-orders.service';

/** Rows written between two yields to the event loop, at most. */
export const ROWS_PER_YIELD = 200;
/** The longest the writer keeps the event loop before yielding, whatever the rows cost on a busy machine. */
export const SLICE_MS = 20;

export const SHEET_ORDERS = 'Open orders';
export const SHEET_DELIVERIES = 'Deliveries';

type Kind = 'text' | 'number' | 'money' | 'day' | 'time';

interface Column<Row> {
  header: string;
  key: string;
  width: number;
  kind: Kind;
  value: (row: Row) => string | number | null;
}

type OrderRow = OpenOrderCompanyModel['orders'][number] & { companyCode: string; companyName: string };
type DeliveryRow = OpenOrderCompanyModel['deliveries'][number]['detail'][number] & {
  companyCode: string;
  doNumber: string;
  estimatedDeliveryDate: string | null;
  decimalPrecision: number;
  currency: string;
};

const text = <Row>(header: string, key: string, value: (row: Row) => string | null, width = 16): Column<Row> => ({
  header,
  key,
  width,
  kind: 'text',
  value,
});

function orderColumns(withInternalNotes: boolean): Column<OrderRow>[] {
  return [
    text('Company code', 'companyCode', (r) => r.companyCode, 12),
    text('Company', 'companyName', (r) => r.companyName, 24),
    text('SO number', 'soNumber', (r) => r.soNumber, 14),
    text('Order number', 'orderNumber', (r) => r.orderNumber, 18),
    text('Order type', 'orderType', (r) => r.orderType, 10),
    text('Order type name', 'orderTypeDisplay', (r) => r.orderTypeDisplay, 20),
    text('PO number', 'poNumber', (r) => r.poNumber, 18),
    { header: 'Created at', key: 'createdAt', width: 18, kind: 'time', value: (r) => r.createdAt },
    {
      header: 'Requested delivery date',
      key: 'requestDeliveryDate',
      width: 14,
      kind: 'day',
      value: (r) => r.requestDeliveryDate,
    },
    {
      header: 'Expected delivery date',
      key: 'expectedDeliveryDate',
      width: 14,
      kind: 'day',
      value: (r) => r.expectedDeliveryDate,
    },
    text('Notes', 'notes', (r) => r.notes, 30),
    ...(withInternalNotes ? [text<OrderRow>('Internal notes', 'internalNotes', (r) => r.internalNotes, 30)] : []),
    text('Created by', 'createdBy', (r) => r.createdBy, 20),
    text('Ship-to', 'shipTo', (r) => r.shipTo, 24),
    text('Ship-to address', 'shipToAddress', (r) => r.shipToAddress, 36),
    text('Customer code', 'custCode', (r) => r.custCode, 14),
    text('Customer', 'custName', (r) => r.custName, 28),
    text('Article code', 'articleCode', (r) => r.articleCodeDisplay, 18),
    text('Description', 'name', (r) => r.name, 36),
    text('Brand', 'brand', (r) => r.brand, 12),
    { header: 'Open quantity', key: 'qty', width: 10, kind: 'number', value: (r) => r.qty },
    { header: 'Price', key: 'price', width: 14, kind: 'money', value: (r) => r.price },
    { header: 'Subtotal', key: 'subTotal', width: 16, kind: 'money', value: (r) => r.subTotal },
    text('Currency', 'currency', (r) => r.format.currency, 9),
    text('Unit', 'uom', (r) => r.uom, 7),
    text('Product category', 'productCategory', (r) => r.productCategory, 16),
    text('Model year', 'modelYear', (r) => r.modelYear, 10),
    text('Status', 'status', (r) => r.status, 20),
  ];
}

const deliveryColumns: Column<DeliveryRow>[] = [
  text('Company code', 'companyCode', (r) => r.companyCode, 12),
  text('DO number', 'doNumber', (r) => r.doNumber, 16),
  {
    header: 'Estimated delivery date',
    key: 'estimatedDeliveryDate',
    width: 14,
    kind: 'day',
    value: (r) => r.estimatedDeliveryDate,
  },
  text('Order number', 'orderNo', (r) => r.orderNo, 18),
  text('Order type', 'orderType', (r) => r.orderType, 10),
  text('Customer code', 'custCode', (r) => r.custCode, 14),
  text('Article code', 'articleCode', (r) => r.articleCodeDisplay, 18),
  text('Description', 'description', (r) => r.description, 36),
  { header: 'Quantity', key: 'orderQty', width: 10, kind: 'number', value: (r) => r.orderQty },
  { header: 'Price', key: 'price', width: 14, kind: 'money', value: (r) => r.price },
  text('Currency', 'currency', (r) => r.currency, 9),
];

/** 'YYYY-MM-DD' as the Excel day it names (UTC midnight: an Excel date has no zone, so no day shift). */
function excelDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

const moneyFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

/** A cell value: numbers as numbers (money in major units), days and times as dates, the rest as text. */
function cellValue(kind: Kind, raw: string | number | null, decimals: number): string | number | Date | null {
  if (raw === null || raw === '') return null;
  switch (kind) {
    case 'number':
      return Number(raw);
    case 'money':
      return Number(raw) / 10 ** decimals;
    case 'day':
      return excelDay(String(raw));
    case 'time':
      return new Date(String(raw));
    case 'text':
      return String(raw);
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function writeSheet<Row>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: readonly Column<Row>[],
  rows: Iterable<Row>,
  decimalsOf: (row: Row) => number,
  pace: { rowsPerYield: number; sliceMs: number },
): Promise<number> {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  let written = 0;
  let sliceStart = performance.now();
  for (const row of rows) {
    const decimals = decimalsOf(row);
    const excelRow = sheet.addRow(columns.map((c) => cellValue(c.kind, c.value(row), decimals)));
    columns.forEach((c, index) => {
      const cell = excelRow.getCell(index + 1);
      if (c.kind === 'money') cell.numFmt = moneyFormat(decimals);
      else if (c.kind === 'day') cell.numFmt = 'dd-mm-yyyy';
      else if (c.kind === 'time') cell.numFmt = 'dd-mm-yyyy hh:mm';
    });
    excelRow.commit();
    written += 1;
    if (written % pace.rowsPerYield === 0 || performance.now() - sliceStart >= pace.sliceMs) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  sheet.commit();
  return written;
}

/**
 * Writes the open-order workbook of `companies` into `output` and ends it. Answers the rows written per sheet.
 * Throws (and leaves `output` unfinished) when writing fails; the caller logs and ends the answer.
 */
export async function writeOpenOrdersWorkbook(
  companies: readonly OpenOrderCompanyModel[],
  output: Writable,
  options: { withInternalNotes: boolean; rowsPerYield?: number; sliceMs?: number },
): Promise<{ orders: number; deliveries: number }> {
  const pace = { rowsPerYield: options.rowsPerYield ?? ROWS_PER_YIELD, sliceMs: options.sliceMs ?? SLICE_MS };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Dealer portal';
  const orderRows = function* (): Generator<OrderRow> {
    for (const c of companies) {
      for (const line of c.orders) yield { ...line, companyCode: c.companyCode, companyName: c.companyName };
    }
  };
  const deliveryRows = function* (): Generator<DeliveryRow> {
    for (const c of companies) {
      for (const d of c.deliveries) {
        for (const line of d.detail) {
          // A delivery's lines carry the order's currency; the company's first open line names its precision.
          const format = c.orders.find((o) => o.orderNumber === line.orderNo)?.format ?? c.orders[0]?.format;
          yield {
            ...line,
            companyCode: c.companyCode,
            doNumber: d.doNumber,
            estimatedDeliveryDate: d.estimatedDeliveryDate,
            decimalPrecision: format?.decimalPrecision ?? 2,
            currency: format?.currency ?? '',
          };
        }
      }
    }
  };
  const orders = await writeSheet(
    workbook,
    SHEET_ORDERS,
    orderColumns(options.withInternalNotes),
    orderRows(),
    (r) => r.format.decimalPrecision,
    pace,
  );
  const deliveries = await writeSheet(
    workbook,
    SHEET_DELIVERIES,
    deliveryColumns,
    deliveryRows(),
    (r) => r.decimalPrecision,
    pace,
  );
  await workbook.commit();
  return { orders, deliveries };
}
