// Reports (spec 01 §7 GET /api/reports/{id}/download; spec 02's download area reuses them): a row records who asked
// for what; the file is written when it is downloaded, streamed from today's data, so nothing is stored but the
// request. docs/decisions.md "Open-order export".
import type { Writable } from 'node:stream';
import { openOrderExportName, orderDayOf } from '../../../shared/orders/order-dates';
import {
  OPEN_ORDER_EXPORT_FAILURE,
  OPEN_ORDERS_REPORT,
  REPORT_LIFETIME_MINUTES,
} from '../../../shared/orders/open-order-export';
import type { AppDeps } from '../../app-deps';
import type { Buyer } from '../customers/customers.service';
import { customerForUser, loadBuyer } from '../customers/customers.service';
import type { HostConfig } from '../../../shared/config/host-config';
import { openOrders, type OpenOrderCompanyModel } from '../orders/open-orders.service';
import { writeOpenOrdersWorkbook } from './open-orders-workbook';
import * as repo from './reports.repository';
import type { ReportRow } from './reports.tables';

export interface ReportView {
  id: string;
  kind: string;
  fileName: string;
  status: string;
  createdAt: string;
  expiresAt: string;
}

const view = (row: ReportRow): ReportView => ({
  id: row.id,
  kind: row.kind,
  fileName: row.fileName,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** What the open-order export is asked with: the customer (its derived code) and whether internal notes go in. */
interface OpenOrdersParameters {
  custCode: string;
  withInternalNotes: boolean;
}

/**
 * Records an open-order export of the buyer's customer for the user: 'List Open Order - DD-MM-YYYY.xlsx' of today
 * in the host sorg's calendar, downloadable for REPORT_LIFETIME_MINUTES.
 */
export async function createOpenOrdersReport(
  deps: Pick<AppDeps, 'db' | 'now'>,
  buyer: Pick<Buyer, 'userId' | 'customer' | 'config'>,
  args: { withInternalNotes: boolean },
): Promise<ReportView> {
  const now = deps.now();
  const parameters: OpenOrdersParameters = {
    custCode: buyer.customer.custCodeIsr ?? buyer.customer.custCodeR3 ?? '',
    withInternalNotes: args.withInternalNotes,
  };
  const row = await repo.insertReport(deps.db, {
    kind: OPEN_ORDERS_REPORT,
    ownerUserId: buyer.userId,
    customerId: buyer.customer.id,
    parameters: { ...parameters },
    fileName: openOrderExportName(orderDayOf(now, buyer.config.sorg)),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REPORT_LIFETIME_MINUTES * 60_000),
  });
  return view(row);
}

/** Where a download stands: the user's report ready to write, or why not (unknown and another's alike). */
export type DownloadCheck =
  | { kind: 'ready'; report: ReportRow; data: OpenOrderCompanyModel[]; withInternalNotes: boolean }
  | { kind: 'not-found' }
  | { kind: 'expired' }
  | { kind: 'failed' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a download of report `id` by `userId` and reads its data: only the owner's report, not expired, for a
 * customer the owner may still act for. Reading the data failing is logged as OE1 and answered 'failed' (the
 * report is marked failed), before anything is streamed.
 */
export async function prepareDownload(
  deps: Pick<AppDeps, 'db' | 'now' | 'logger'>,
  args: { userId: number; id: string; host: string; config: HostConfig },
): Promise<DownloadCheck> {
  if (!UUID.test(args.id)) return { kind: 'not-found' };
  const report = await repo.findOwnedReport(deps.db, args.id, args.userId);
  if (report?.kind !== OPEN_ORDERS_REPORT) return { kind: 'not-found' };
  if (report.expiresAt.getTime() <= deps.now().getTime()) return { kind: 'expired' };
  if (report.status === 'failed') return { kind: 'failed' };
  const parameters = report.parameters as Partial<OpenOrdersParameters>;
  const customer = await customerForUser(deps, args.userId, parameters.custCode ?? '');
  // A customer the owner may no longer act for: as unknown as another user's report.
  if (customer?.id !== report.customerId) return { kind: 'not-found' };
  try {
    const buyer = await loadBuyer(deps, {
      userId: args.userId,
      customer,
      host: args.host,
      config: args.config,
      now: deps.now(),
    });
    const withInternalNotes = parameters.withInternalNotes === true;
    const data = await openOrders(deps, buyer, { withInternalNotes });
    return { kind: 'ready', report, data, withInternalNotes };
  } catch (error) {
    await failReport(deps, report.id, error);
    return { kind: 'failed' };
  }
}

/** Logs OE1 with the cause and marks the report failed (a new export is needed). Never throws. */
export async function failReport(deps: Pick<AppDeps, 'db' | 'logger'>, id: string, error: unknown): Promise<void> {
  deps.logger.error(OPEN_ORDER_EXPORT_FAILURE, { reportId: id, error });
  try {
    await repo.markFailed(deps.db, id, error instanceof Error ? error.message.slice(0, 500) : 'unknown');
  } catch (markError) {
    deps.logger.error('report not marked failed', { reportId: id, error: markError });
  }
}

/** Writes a prepared download's workbook into `output`; a failure is logged as OE1 and the output destroyed. */
export async function writeDownload(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  ready: Extract<DownloadCheck, { kind: 'ready' }>,
  output: Writable,
): Promise<void> {
  try {
    await writeOpenOrdersWorkbook(ready.data, output, { withInternalNotes: ready.withInternalNotes });
  } catch (error) {
    await failReport(deps, ready.report.id, error);
    output.destroy(error instanceof Error ? error : new Error(OPEN_ORDER_EXPORT_FAILURE));
  }
}
