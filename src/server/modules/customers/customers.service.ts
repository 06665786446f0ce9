import { firstCustGroup } from '../../../shared/customers/customer-code';
import { withDeps, type AppDeps } from '../../app-deps';
import type { Loaders } from '../../graphql/context';
import type { HostConfig } from '../../../shared/config/host-config';
import type { Buyer, BuyerSorg } from './customers.models';
import * as repo from './customers.repository';
import type { CustomerRow } from './customers.tables';

export type { Buyer, BuyerSorg, MoneyFormat } from './customers.models';
export type { CustomerCodeRef, CustomerSearch } from './customers.repository';
export type { CustomerRow } from './customers.tables';

// What other modules read of customers (they never reach the repository itself).
export { accessibleBy } from './customers.repository';
export const creditCustomersOfCompanies = withDeps(repo.creditCustomersOfCompanies);
export const customerAreasOf = withDeps(repo.customerAreasOf);
export const findAccessibleCustomer = withDeps(repo.findAccessibleCustomer);
export const findAccessibleCustomerById = withDeps(repo.findAccessibleCustomerById);
export const listAccessibleCustomers = withDeps(repo.listAccessibleCustomers);

/** Page sizes of the customer list (spec 01 §9). */
export const CUSTOMER_PAGE_SIZES = [10, 25, 50] as const;

type AreaWithCompany = Awaited<ReturnType<typeof repo.customerAreasOf>>[number];

/** A customer in the shape of spec 01 §3 creditCusts. */
export interface CreditCustomer {
  custCode: string;
  custName: string;
}

/** The credit customers of a company as creditCusts: those with a code (isr, else r3). */
export function toCreditCusts(rows: readonly CustomerRow[]): CreditCustomer[] {
  return rows.flatMap((row) => {
    const custCode = row.custCodeIsr ?? row.custCodeR3;
    return custCode ? [{ custCode, custName: row.name }] : [];
  });
}

/**
 * A customer area in the spec's shape (spec 01 §3 Customer area); `creditCusts` are the customers its company
 * carries credit for, the same list as that company's in customerCompanies.
 */
export function areaToGraphQL(
  row: AreaWithCompany,
  customer: CustomerRow,
  sorgNames: Map<string, string>,
  creditCusts: CreditCustomer[],
) {
  return {
    sorg: row.area.sorg,
    sorgName: sorgNames.get(row.area.sorg) ?? row.area.sorg,
    custGroup: firstCustGroup([row.area]),
    accountCurrent: row.area.accountCurrent,
    server: row.area.server,
    creditControl: row.area.creditControl,
    includeTax: row.area.includeTax,
    companyName: row.companyName,
    companyCode: row.companyCode,
    custCode: customer.custCodeIsr ?? customer.custCodeR3,
    merchantConfig: { allowPayInvoice: row.area.allowPayInvoice },
    creditCusts,
  };
}

/** One page of the customers a user may act for, with page info {page, count, pageTotal}. */
export async function searchCustomers(deps: Pick<AppDeps, 'db'>, userId: number, query: repo.CustomerSearch) {
  const { rows, count } = await repo.searchAccessibleCustomers(deps.db, userId, query);
  return {
    items: rows,
    info: { page: query.page, count, pageTotal: Math.max(1, Math.ceil(count / query.limit)) },
  };
}

/** The credit customers of a company (none without one), through the request's DataLoader. */
async function creditCustsOf(loaders: Loaders, companyId: number | null): Promise<CreditCustomer[]> {
  return companyId === null ? [] : toCreditCusts(await loaders.companyCreditCustomers.load(companyId));
}

/** The areas of a customer, loaded through the request's DataLoaders. */
export async function areasOf(loaders: Loaders, customer: CustomerRow, sorgNames: Map<string, string>) {
  const rows = await loaders.customerAreas.load(customer.id);
  return Promise.all(
    rows.map(async (row) => areaToGraphQL(row, customer, sorgNames, await creditCustsOf(loaders, row.area.companyId))),
  );
}

/** Companies of a customer with the customers each carries credit for, and the customer's areas in each. */
export async function companiesOf(
  deps: Pick<AppDeps, 'db'>,
  loaders: Loaders,
  customer: CustomerRow,
  sorgNames: Map<string, string>,
) {
  const [rows, areas] = await Promise.all([
    repo.companiesOf(deps.db, customer.id),
    areasOf(loaders, customer, sorgNames),
  ]);
  return Promise.all(
    rows.map(async ({ company }) => ({
      code: company.code,
      name: company.name,
      accountCurrent: company.accountCurrent,
      creditCusts: await creditCustsOf(loaders, company.id),
      areas: areas.filter((a) => a.companyCode === company.code),
    })),
  );
}

/** The ISO day of a time in UTC (stock dates are days). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The buyer's terms in `sorg`: its area there, else no group, not in the sorg and no sorg checks. */
function termsIn(sorgs: readonly BuyerSorg[], sorg: string): BuyerSorg {
  return (
    sorgs.find((s) => s.sorg === sorg) ?? {
      sorg,
      custGroup: '',
      inSorg: false,
      exactQtyCheck: false,
      availableStockCheck: false,
    }
  );
}

/**
 * The acting buyer of a request: the customer in the host's sorg, with its terms in every sorg — ONE statement. A
 * customer without an area in the host's sorg still sees the catalog at the sorg's default prices, every product
 * BLOCKED.
 */
export async function loadBuyer(
  deps: Pick<AppDeps, 'db'>,
  input: { userId: number; customer: CustomerRow; host: string; config: HostConfig; now?: Date },
): Promise<Buyer> {
  const rows = await repo.buyerSorgs(deps.db, input.customer.id);
  const sorgs = rows.map((r) => ({
    sorg: r.sorg,
    custGroup: r.custGroup ?? '',
    inSorg: r.areaId !== null,
    exactQtyCheck: r.exactQtyCheck,
    availableStockCheck: r.availableStockCheck,
  }));
  const now = input.now ?? new Date();
  const base = {
    userId: input.userId,
    customer: input.customer,
    sorgs,
    host: input.host,
    config: input.config,
    money: input.config.currency,
    language: input.config.languages[0]?.code ?? 'en-us',
    now,
    today: isoDay(now),
    request: {},
  };
  return withTerms(base, input.config.sorg);
}

function withTerms(
  base: Omit<Buyer, 'sorg' | 'custGroup' | 'inSorg' | 'availableStockCheck' | 'exactQtyCheck'>,
  sorg: string,
): Buyer {
  const terms = termsIn(base.sorgs, sorg);
  return {
    ...base,
    sorg,
    custGroup: terms.custGroup,
    inSorg: terms.inSorg,
    availableStockCheck: base.config.availableStockCheck || terms.availableStockCheck,
    exactQtyCheck: base.config.exactQtyCheck || terms.exactQtyCheck,
  };
}

/** The same buyer in another sorg (a cart line of another sorg): its group there and that sorg's checks. */
export function buyerInSorg(buyer: Buyer, sorg: string): Buyer {
  return sorg === buyer.sorg ? buyer : withTerms(buyer, sorg);
}

/** The customer with this code (its derived id, or its r3 code) if the user may act for it. */
export async function customerForUser(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  code: string,
): Promise<CustomerRow | undefined> {
  const { db } = deps;
  return (
    (await repo.findAccessibleCustomerById(db, userId, code)) ??
    (await repo.findAccessibleCustomer(db, userId, { r3: code, isr: null }))
  );
}
