import { firstCustGroup } from '../../../shared/customers/customer-code';
import type { Db } from '../../db/client';
import type { Loaders } from '../../graphql/context';
import * as repo from './customers.repository';
import type { CustomerRow } from './customers.tables';

/** Page sizes of the customer list (spec 01 §9). */
export const CUSTOMER_PAGE_SIZES = [10, 25, 50] as const;

type AreaWithCompany = Awaited<ReturnType<typeof repo.customerAreasOf>>[number];

/** A customer area in the spec's shape (spec 01 §3 Customer area). */
export function areaToGraphQL(row: AreaWithCompany, customer: CustomerRow, sorgNames: Map<string, string>) {
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
    creditCusts: [] as { custCode: string; custName: string }[],
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

/** The areas of a customer, loaded through the request's DataLoader. */
export async function areasOf(loaders: Loaders, customer: CustomerRow, sorgNames: Map<string, string>) {
  const rows = await loaders.customerAreas.load(customer.id);
  return rows.map((row) => areaToGraphQL(row, customer, sorgNames));
}

/** Companies of a customer with the customers each carries credit for. */
export async function companiesOf(db: Db, loaders: Loaders, customer: CustomerRow, sorgNames: Map<string, string>) {
  const rows = await repo.companiesOf(db, customer.id);
  const areas = await areasOf(loaders, customer, sorgNames);
  const byCode = new Map<
    string,
    { code: string; name: string; accountCurrent: string; creditCusts: { custCode: string; custName: string }[] }
  >();
  for (const { company, credit } of rows) {
    const entry = byCode.get(company.code) ?? {
      code: company.code,
      name: company.name,
      accountCurrent: company.accountCurrent,
      creditCusts: [],
    };
    const code = credit ? (credit.custCodeIsr ?? credit.custCodeR3) : null;
    if (credit && code && !entry.creditCusts.some((c) => c.custCode === code)) {
      entry.creditCusts.push({ custCode: code, custName: credit.name });
    }
    byCode.set(company.code, entry);
  }
  return [...byCode.values()].map((company) => ({
    ...company,
    areas: areas.filter((a) => a.companyCode === company.code).map((a) => ({ ...a, creditCusts: company.creditCusts })),
  }));
}
