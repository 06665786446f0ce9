import { displayArticleCode } from '../../../shared/catalog/article-code';
import { ageInvoices, overdueDays } from '../../../shared/invoices/ageing';
import { orderDateRangeProblem, orderDayOf } from '../../../shared/orders/order-dates';
import type { AppDeps } from '../../app-deps';
import { badInputError, forbiddenError } from '../../graphql/errors';
import type { Buyer } from '../customers/customers.service';
import * as repo from './invoices.repository';
import type { InvoiceLineRow, InvoiceRow } from './invoices.tables';

/** Statuses of invoices under a live payment request, listed apart from the ageing (spec 01 §4 Invoice status). */
export const WAITING_FOR_PAYMENT = 'Waiting For Payment';
export const PENDING_PAYMENT = 'Pending Payment';

/** The modules price components are kept for (spec 01 §3 Price component). */
export const PRICE_COMPONENT_MODULES = ['invoice', 'order'] as const;

export type InvoiceModel = Omit<InvoiceRow, 'customerId'> & { overdue: number };

/** The host's today for the invoices area: the calendar day in the host sorg's time zone. */
function todayOf(buyer: Pick<Buyer, 'now' | 'sorg'>): string {
  return orderDayOf(buyer.now, buyer.sorg);
}

function invoiceModel(row: InvoiceRow, today: string): InvoiceModel {
  const { customerId: _customer, ...fields } = row;
  return { ...fields, overdue: overdueDays(row.dueDate, today) };
}

function lineModel(row: InvoiceLineRow) {
  return { ...row, articleCodeDisplay: displayArticleCode(row.articleCode) };
}

/** The codes a customer is known by (isr, r3, unified). */
function codesOf(buyer: Pick<Buyer, 'customer'>): Set<string> {
  const { custCodeIsr, custCodeR3, custCodeUnified } = buyer.customer;
  return new Set([custCodeIsr, custCodeR3, custCodeUnified].filter((c): c is string => !!c));
}

/**
 * The sorgs asked for, each one the acting customer buys in (all of them when none is given); a code or sorg not
 * the customer's is refused (403) without saying whether it exists.
 */
function ownSorgs(buyer: Pick<Buyer, 'customer' | 'sorgs'>, custCode: string, sorgs: readonly string[]): string[] {
  if (!codesOf(buyer).has(custCode.trim())) throw forbiddenError();
  const own = buyer.sorgs.filter((s) => s.inSorg).map((s) => s.sorg);
  if (sorgs.length === 0) return own;
  if (sorgs.some((sorg) => !own.includes(sorg))) throw forbiddenError();
  return [...new Set(sorgs)];
}

/**
 * The acting customer's open invoices per company (spec 01 §3 Open invoice result): Open (or no status) invoices
 * in ageing buckets (shared ageInvoices), Waiting For Payment and Pending Payment ones apart, the additional
 * displays of the sorg's 'invoice' price component.
 */
export async function openInvoices(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'customer' | 'sorgs' | 'now' | 'sorg'>,
  args: { custCode: string; sorgs: readonly string[] },
) {
  const sorgs = ownSorgs(buyer, args.custCode, args.sorgs);
  const today = todayOf(buyer);
  const [rows, components, companies] = await Promise.all([
    repo.openInvoiceRows(deps.db, buyer.customer.id, sorgs),
    repo.priceComponentRows(deps.db, 'invoice', sorgs),
    repo.companyCodesOf(deps.db, buyer.customer.id),
  ]);
  const displaysOf = new Map(components.map((c) => [c.sorg, c.additionalDisplays]));
  const companyOf = new Map(companies.map((c) => [c.sorg, c.code]));
  const groups = new Map<string, { companyCode: string; sorg: string; currency: string; rows: InvoiceModel[] }>();
  for (const sorg of sorgs) {
    const companyCode = companyOf.get(sorg);
    if (companyCode !== undefined) groups.set(`${companyCode}|${sorg}`, { companyCode, sorg, currency: '', rows: [] });
  }
  for (const row of rows) {
    const companyCode = row.companyCode || companyOf.get(row.sorg) || '';
    const key = `${companyCode}|${row.sorg}`;
    const group = groups.get(key) ?? { companyCode, sorg: row.sorg, currency: '', rows: [] };
    group.currency ||= row.currency;
    group.rows.push(invoiceModel(row, today));
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    companyCode: group.companyCode,
    sorg: group.sorg,
    currency: group.currency,
    additionalDisplays: displaysOf.get(group.sorg) ?? [],
    customerAgeing: ageInvoices(
      group.rows.filter((r) => r.status !== WAITING_FOR_PAYMENT && r.status !== PENDING_PAYMENT),
    ),
    pendingPayment: group.rows.filter((r) => r.status === PENDING_PAYMENT),
    waitingForPayment: group.rows.filter((r) => r.status === WAITING_FOR_PAYMENT),
  }));
}

/** An invoice of the acting customer with its installments and lines; null when the customer has none so named. */
export async function invoiceDetail(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'customer' | 'now' | 'sorg'>,
  args: { invoiceNo: string; sorg: string },
) {
  const rows = await repo.invoiceRowsByNo(deps.db, buyer.customer.id, args.sorg, args.invoiceNo.trim());
  if (rows.length === 0) return null;
  const today = todayOf(buyer);
  const lines = await repo.invoiceLineRows(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    invoiceNo: rows[0]?.invoiceNo ?? args.invoiceNo,
    sorg: args.sorg,
    installments: rows.map((r) => invoiceModel(r, today)),
    lines: lines.map(lineModel),
  };
}

/** The acting customer's paid invoices by clearing day; a range over 30 days is refused (shared 30-day rule). */
export async function paidInvoices(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'customer' | 'now' | 'sorg'>,
  range: { from: string; to: string },
) {
  const problem = orderDateRangeProblem(range.from, range.to);
  if (problem) throw badInputError(problem.message, problem.field);
  const today = todayOf(buyer);
  const rows = await repo.paidInvoiceRows(deps.db, buyer.customer.id, range.from, range.to);
  return rows.map((r) => invoiceModel(r, today));
}

/** The credit figures of each company of the acting customer (spec 01 §3 Credit information). */
export async function creditInformation(deps: Pick<AppDeps, 'db'>, buyer: Pick<Buyer, 'customer'>) {
  const rows = await repo.creditRows(deps.db, buyer.customer.id);
  const custCode = buyer.customer.custCodeIsr ?? buyer.customer.custCodeR3 ?? '';
  // One entry per company; `sorgs` lists every area of the customer in it (checkout's creditCheck groups by them).
  const sorgsOf = new Map<string, string[]>();
  for (const r of rows) sorgsOf.set(r.code, [...(sorgsOf.get(r.code) ?? []), r.sorg]);
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.code) && seen.add(r.code))
    .map(({ code, name, ...figures }) => ({
      ...figures,
      company: { code, name },
      sorgs: [...new Set(sorgsOf.get(code))].sort(),
      custCode,
    }));
}

export function averagePaymentDays(deps: Pick<AppDeps, 'db'>, buyer: Pick<Buyer, 'customer'>) {
  return repo.averagePaymentDayRows(deps.db, buyer.customer.id);
}

/** The price components of a module in the sorgs the acting customer buys in. */
export function priceComponents(deps: Pick<AppDeps, 'db'>, buyer: Pick<Buyer, 'sorgs'>, args: { module: string }) {
  if (!(PRICE_COMPONENT_MODULES as readonly string[]).includes(args.module)) {
    throw badInputError(`module must be one of ${PRICE_COMPONENT_MODULES.join(', ')}`, 'module');
  }
  return repo.priceComponentRows(
    deps.db,
    args.module,
    buyer.sorgs.filter((s) => s.inSorg).map((s) => s.sorg),
  );
}

export function paymentStatuses(deps: Pick<AppDeps, 'db'>) {
  return repo.paymentStatusRows(deps.db);
}
