// openOrderV4 (spec 01 §3 Open order, §7): the active customer's open orders per company, with the deliveries still
// to come. The open-order export reads the same (openOrders).
import { displayArticleCode } from '../../../shared/catalog/article-code';
import { openLineStatus, openOrderPaging, openPart, pageOfItems } from '../../../shared/orders/open-orders';
import { orderTypeName } from '../../../shared/orders/order-type';
import type { AppDeps } from '../../app-deps';
import type { MoneyFormat } from '../../generated/resolvers-types';
import { badInputError } from '../../graphql/errors';
import type { Buyer } from '../customers/customers.service';
import * as repo from './open-orders.repository';
import { deliveryRowsOf } from './order-view.repository';
import { custCodeOf, deliveryModels, moneyFormats, type DeliveryLineModel } from './order-view.service';

export interface OpenOrderLineModel {
  soNumber: string;
  orderNumber: string;
  orderType: string;
  orderTypeDisplay: string;
  poNumber: string;
  createdAt: string;
  requestDeliveryDate: string | null;
  expectedDeliveryDate: string | null;
  notes: string;
  /** Null unless the viewer is sales staff or an administrator. */
  internalNotes: string | null;
  createdBy: string;
  shipTo: string;
  shipToAddress: string;
  custCode: string;
  custName: string;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  brand: string;
  /** What is still to come: ordered less shipped, and its share of the subtotal. */
  qty: number;
  subTotal: number;
  /** Per unit: the promotion price when one applied. */
  price: number;
  uom: string;
  productCategory: string;
  modelYear: string;
  /** An ORDER_STATUSES id: where the line stands (openLineStatus). */
  status: string;
  format: MoneyFormat;
}

export interface OpenOrderCompanyModel {
  companyCode: string;
  companyName: string;
  orders: OpenOrderLineModel[];
  deliveries: { doNumber: string; estimatedDeliveryDate: string | null; detail: DeliveryLineModel[] }[];
}

/**
 * The buyer's open orders per company of the customer (its areas' companies; an area without a company stands
 * for itself under its sorg's name): each line of an order in OPEN_ORDER_STATUSES with something still to ship,
 * and the deliveries not yet shipped. `withInternalNotes` only for sales staff and administrators
 * (mayReadInternalNotes). Five statements whatever the number of lines.
 */
export async function openOrders(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'customer' | 'money'>,
  args: { withInternalNotes?: boolean } = {},
): Promise<OpenOrderCompanyModel[]> {
  const { db } = deps;
  const customerId = buyer.customer.id;
  const areas = await repo.companyAreasOf(db, customerId);
  const sorgList = [...new Set(areas.map((a) => a.sorg))];
  const withInternalNotes = args.withInternalNotes === true;
  const [openOrderRows, lines, deliveryRows] = await Promise.all([
    repo.openOrdersOf(db, customerId, sorgList, withInternalNotes),
    repo.openOrderLinesOf(db, customerId, sorgList),
    deliveryRowsOf(db, { kind: 'open', customerId, from: null, to: null }),
  ]);
  const formatOf = await moneyFormats(deps, buyer.money, [
    ...openOrderRows.map((o) => o.currency),
    ...deliveryRows.map((d) => d.currency),
  ]);
  const linesOfOrder = new Map<number, repo.OpenOrderLineRow[]>();
  for (const line of lines) {
    const list = linesOfOrder.get(line.orderId);
    if (list) list.push(line);
    else linesOfOrder.set(line.orderId, [line]);
  }

  const companies = new Map<string, OpenOrderCompanyModel & { sorgs: Set<string> }>();
  for (const area of areas) {
    const code = area.companyCode ?? area.sorg;
    const company = companies.get(code) ?? {
      companyCode: code,
      companyName: area.companyName ?? area.sorgName ?? area.sorg,
      orders: [],
      deliveries: [],
      sorgs: new Set<string>(),
    };
    company.sorgs.add(area.sorg);
    companies.set(code, company);
  }
  const companyOf = (sorg: string) => [...companies.values()].find((c) => c.sorgs.has(sorg));

  for (const order of openOrderRows) {
    const company = companyOf(order.sorg);
    if (!company) continue;
    const format = formatOf(order.currency, order.decimalPrecision);
    const common = {
      soNumber: order.sapOrderNo ?? '',
      orderNumber: order.orderNo,
      orderType: order.orderType,
      orderTypeDisplay: orderTypeName(order.orderType),
      poNumber: order.custPoNo,
      createdAt: order.createdAt.toISOString(),
      requestDeliveryDate: order.deliveryDate,
      expectedDeliveryDate: order.expectedDeliveryDate,
      notes: order.notes,
      internalNotes: withInternalNotes ? (order.internalNotes ?? '') : null,
      createdBy: order.createdByName ?? '',
      shipTo: order.shipTo,
      shipToAddress: order.shipToAddress,
      custCode: custCodeOf(order),
      custName: order.custName,
    };
    for (const line of linesOfOrder.get(order.orderId) ?? []) {
      const open = openPart(line);
      if (!open) continue;
      company.orders.push({
        ...common,
        articleCode: line.articleCode,
        articleCodeDisplay: displayArticleCode(line.articleCode),
        name: line.description,
        brand: line.brand,
        qty: open.qty,
        subTotal: open.subtotal,
        price: line.promoPrice ?? line.price,
        uom: line.uom,
        productCategory: line.productCategory,
        modelYear: line.modelYear === null ? '' : String(line.modelYear),
        status: openLineStatus(line),
        format,
      });
    }
  }

  const sorgOfDelivery = new Map(deliveryRows.map((r) => [r.delivery.doNumber, r.delivery.sorg]));
  for (const delivery of deliveryModels(deliveryRows, formatOf)) {
    const company = companyOf(sorgOfDelivery.get(delivery.doNumber) ?? '');
    company?.deliveries.push({
      doNumber: delivery.doNumber,
      estimatedDeliveryDate: delivery.estimatedDeliveryDate,
      detail: delivery.detail,
    });
  }
  return [...companies.values()].map(({ sorgs: _sorgs, ...company }) => company);
}

/**
 * openOrderV4 (spec 01 §7): {@link openOrders} with each company's open lines and open deliveries paged alike
 * (page from 1, limit 1 to 100), and how many of each there are in all. A page or limit out of range is a 400.
 */
export async function openOrderPages(
  deps: Pick<AppDeps, 'db'>,
  buyer: Pick<Buyer, 'customer' | 'money'>,
  args: { withInternalNotes?: boolean; page?: number | null; limit?: number | null },
) {
  const paging = openOrderPaging(args);
  if ('field' in paging) throw badInputError(paging.message, paging.field);
  const companies = await openOrders(deps, buyer, { withInternalNotes: args.withInternalNotes === true });
  return companies.map((company) => {
    const orders = pageOfItems(company.orders, paging);
    const deliveries = pageOfItems(company.deliveries, paging);
    return {
      ...company,
      orders: orders.items,
      ordersTotal: orders.total,
      deliveries: deliveries.items,
      deliveriesTotal: deliveries.total,
    };
  });
}
