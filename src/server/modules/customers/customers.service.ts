import { firstCustGroup } from '../../../shared/customers/customer-code';
import type { Db } from '../../db/client';
import type { Loaders } from '../../graphql/context';
import * as repo from './customers.repository';
import type { CustomerRow } from './customers.tables';

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
export async function searchCustomers(db: Db, userId: number, query: repo.CustomerSearch) {
  const { rows, count } = await repo.searchAccessibleCustomers(db, userId, query);
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
export async function companiesOf(db: Db, loaders: Loaders, customer: CustomerRow, sorgNames: Map<string, string>) {
  const [rows, areas] = await Promise.all([repo.companiesOf(db, customer.id), areasOf(loaders, customer, sorgNames)]);
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
