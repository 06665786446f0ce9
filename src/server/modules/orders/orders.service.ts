import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import type { MoneyFormat } from '../../generated/resolvers-types';
import { badInputError } from '../../graphql/errors';
import {
  loadGroups,
  loadProducts,
  productGroupList,
  type Buyer,
  type ListArgs,
  type ProductModel,
} from '../catalog/catalog.service';
import { buyerInSorg } from '../customers/customers.service';
import * as repo from './orders.repository';
import type { OrderLineRow, OrderRow } from './orders.tables';

/** Largest page of orderHistory; a bigger one is refused (400). */
export const ORDER_HISTORY_MAX_LIMIT = 50;

export interface OrderHistoryLineModel {
  articleCode: string;
  description: string;
  orderQty: number;
  uom: string;
  price: number;
  subtotal: number;
  /** The article today for the customer; null when no longer sold to it. */
  product: ProductModel | null;
}

export interface OrderHistoryEntryModel {
  orderNo: string;
  sorg: string;
  status: string;
  createdAt: string;
  totalOrder: number;
  format: MoneyFormat;
  lines: OrderHistoryLineModel[];
}

/** Today's products of the lines of some orders: one catalog load per sorg, for the buyer in that sorg. */
async function productsOf(db: Db, buyer: Buyer, orders: readonly OrderRow[], lines: readonly OrderLineRow[]) {
  const sorgOf = new Map(orders.map((o) => [o.id, o.sorg]));
  const idsBySorg = new Map<string, number[]>();
  for (const line of lines) {
    const sorg = sorgOf.get(line.orderId);
    if (sorg !== undefined) idsBySorg.set(sorg, [...(idsBySorg.get(sorg) ?? []), line.articleId]);
  }
  const entries = await Promise.all(
    [...idsBySorg].map(async ([sorg, ids]) => {
      const products = await loadProducts({ db }, buyerInSorg(buyer, sorg), ids);
      // "No longer sold to the customer": not sold in the sorg any more, or the customer has left the sorg.
      // A product still sold but blocked stays, with its cannot-purchase reasons.
      const sold = products.filter((p) => p.flags !== null && p.buyer.inSorg);
      return [sorg, new Map(sold.map((p) => [p.article.id, p]))] as const;
    }),
  );
  return new Map(entries);
}

/**
 * One page of the buyer's past orders, newest first, each line with the article as the customer can order it
 * today (repeat order). Amounts are minor units of the order's currency, written as the catalog's prices of that
 * currency are (else the host's format when it is the host's currency).
 */
export async function orderHistory(deps: Pick<AppDeps, 'db'>, buyer: Buyer, page: { page: number; limit: number }) {
  const { db } = deps;
  const { rows, count } = await repo.ordersPageOf(db, buyer.customer.id, page);
  const lines = await repo.orderLinesOf(
    db,
    buyer.customer.id,
    rows.map((o) => o.id),
  );
  const [products, formats] = await Promise.all([
    productsOf(db, buyer, rows, lines),
    repo.currencyFormats(
      db,
      rows.map((o) => o.currency),
    ),
  ]);
  const formatOf = new Map(formats.map((f) => [f.currency, f]));
  const host = buyer.config.currency;

  const items: OrderHistoryEntryModel[] = rows.map((order) => {
    const known = formatOf.get(order.currency);
    const format: MoneyFormat = {
      currency: order.currency,
      symbol: known?.symbol ?? (host.display === order.currency ? host.symbol : order.currency),
      thousandSeparator: known?.thousandSeparator ?? host.thousandSeparator,
      decimalSeparator: known?.decimalSeparator ?? host.decimalSeparator,
      // The order keeps the precision its amounts were stored in.
      decimalPrecision: order.decimalPrecision,
    };
    return {
      orderNo: order.orderNo,
      sorg: order.sorg,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      totalOrder: order.totalOrder,
      format,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          articleCode: line.articleCode,
          description: line.description,
          orderQty: line.orderQty,
          uom: line.uom,
          price: line.price,
          subtotal: line.subtotal,
          product: products.get(order.sorg)?.get(line.articleId) ?? null,
        })),
    };
  });
  return { items, info: { page: page.page, count, pageTotal: Math.max(1, Math.ceil(count / page.limit)) } };
}

/**
 * The catalog's list of the product groups the customer ordered (`previous`, latest first unless sorted) or ordered
 * in two orders or more (`frequent`, most often first unless sorted), under the list's filter.
 */
export function purchaseList(deps: Pick<AppDeps, 'db'>, buyer: Buyer, kind: 'previous' | 'frequent', args: ListArgs) {
  return productGroupList(deps, buyer, kind, args, repo.purchaseHistory(buyer));
}

/** Spec 01 §9: 8 best sellers; the most ordered product groups of the sorg over the last 12 months. */
export const BEST_SELLERS_DEFAULT = 8;
export const BEST_SELLERS_MAX = 50;

export async function bestSellers(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  category: string,
  limit: number | null | undefined,
) {
  const { db } = deps;
  const n = limit ?? BEST_SELLERS_DEFAULT;
  if (n < 1 || n > BEST_SELLERS_MAX) throw badInputError(`limit must be between 1 and ${String(BEST_SELLERS_MAX)}`);
  const since = new Date(buyer.now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  const rows = await repo.bestSellerGroupIds(db, buyer, category, since, n);
  return loadGroups(
    { db },
    buyer,
    rows.map((r) => r.group_id),
  );
}
