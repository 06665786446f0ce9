// Stock: when quantities can be supplied (stockOrderConfirmations), why an article can or cannot be ordered
// (productAnalyzesV3) and the article codes of the analyze page (articleDisplays).
import { displayArticleCode } from '../../../shared/catalog/article-code';
import { searchWords } from '../../../shared/catalog/catalog-filter';
import { supplyConfirmations } from '../../../shared/catalog/supply';
import type { AppDeps } from '../../app-deps';
import { badInputError } from '../../graphql/errors';
import {
  articleStock,
  isSorgBlocked,
  loadProducts,
  pageArgs,
  productStockView,
  type Buyer,
} from '../catalog/catalog.service';
import { buyerInSorg } from '../customers/customers.service';
import * as repo from './stock.repository';

/** At most this many articles per stockOrderConfirmations, productAnalyzesV3 or updateStock call. */
export const MAX_CODES_PER_CALL = 500;
export const MAX_STOCK_ROWS_PER_CALL = 5000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real ISO day (YYYY-MM-DD). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * When each quantity can be supplied: first from the stock available now, location by location in priority order
 * (dated today, or the row's availableDate when later), then from the next arrivals by date and priority — only
 * arrivals on or before `reqDeliveryDate` when given. What neither covers is one supply without date or location.
 * A host config `supplyLocation` limits supplies to that location.
 */
export async function stockOrderConfirmations(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  orders: readonly { articleCode: string; qty: number }[],
  reqDeliveryDate: string | null | undefined,
) {
  if (orders.length > MAX_CODES_PER_CALL) {
    throw badInputError(`At most ${String(MAX_CODES_PER_CALL)} articles per request`);
  }
  if (reqDeliveryDate && !isIsoDay(reqDeliveryDate)) throw badInputError('reqDeliveryDate must be a date (YYYY-MM-DD)');
  const codes = [...new Set(orders.map((o) => o.articleCode.trim()))].filter((c) => c !== '');
  const known = codes.length > 0 ? await repo.articlesByCodes(deps.db, buyer.sorg, codes) : [];
  const sold = known.filter((a) => a.sold);
  const stockBy = await articleStock(
    deps,
    buyer,
    sold.map((a) => a.id),
  );
  const idByCode = new Map(sold.map((a) => [a.articleCode, a.id]));
  const options = { today: buyer.today, supplyLocation: buyer.config.supplyLocation, reqDeliveryDate };
  return orders.map((order) => {
    const id = idByCode.get(order.articleCode.trim());
    const rows = id === undefined ? [] : (stockBy.get(id) ?? []);
    return {
      articleCode: order.articleCode,
      qty: order.qty,
      confirmations: supplyConfirmations(rows, order.qty, options),
    };
  });
}

const flag = (status: boolean, yes: string, no: string) => ({ status, description: status ? yes : no });

/**
 * Per article code, whether the buyer can order it in the sorg and why not (productAnalyzesV3). A code that is
 * unknown or not sold in the sorg is invalidArticle, with every other flag off and no stock.
 */
export async function productAnalyzes(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  sorg: string | null | undefined,
  codes: readonly string[],
) {
  const { db } = deps;
  if (codes.length > MAX_CODES_PER_CALL)
    throw badInputError(`At most ${String(MAX_CODES_PER_CALL)} articles per request`);
  const target = sorg?.trim() ? buyerInSorg(buyer, sorg.trim()) : buyer;
  const clean = [...new Set(codes.map((c) => c.trim()).filter((c) => c !== ''))];
  const known = clean.length > 0 ? await repo.articlesByCodes(db, target.sorg, clean) : [];
  const products = await loadProducts(
    { db },
    target,
    known.filter((a) => a.sold).map((a) => a.id),
  );
  const byCode = new Map(products.map((p) => [p.article.articleCode, p]));
  return codes.map((code) => {
    const p = byCode.get(code.trim());
    if (!p) {
      const off = (description: string) => ({ status: false, description });
      return {
        articleCode: code,
        invalidArticle: { status: true, description: `Unknown article in sorg ${target.sorg}` },
        allowToOrder: off('Unknown article'),
        orderBlocked: off('Unknown article'),
        hierarchyBlocked: off('Unknown article'),
        brandBlocked: off('Unknown article'),
        categoryBlocked: off('Unknown article'),
        sorgBlocked: off('Unknown article'),
        hasPrice: off('Unknown article'),
        stock: null,
      };
    }
    return {
      articleCode: code,
      invalidArticle: flag(false, '', 'Valid article'),
      allowToOrder: flag(p.flags?.allowToOrder ?? false, 'Allowed to order', 'Not allowed to order'),
      orderBlocked: flag(p.flags?.orderBlocked ?? false, 'Order blocked', 'Not order blocked'),
      hierarchyBlocked: flag(p.flags?.hierarchyBlocked ?? false, 'Hierarchy blocked', 'Not hierarchy blocked'),
      brandBlocked: flag(p.brandBlocked, 'Brand blocked for the customer group', 'Brand not blocked'),
      categoryBlocked: flag(p.categoryBlocked, 'Category blocked for the customer group', 'Category not blocked'),
      sorgBlocked: flag(
        isSorgBlocked(p),
        p.buyer.inSorg ? 'Blocked in the sorg' : 'The customer has no area in the sorg',
        'Not sorg blocked',
      ),
      hasPrice: flag(
        p.price !== null,
        `Price of customer group '${p.price?.custGroup ?? ''}'`,
        'No price for the customer group',
      ),
      stock: productStockView(p),
    };
  });
}

/** Article displays per page. */
export const ARTICLE_DISPLAY_PAGE_SIZE = 20;

/** Article codes (and how they are shown) matching a search, in the given sorgs (the host's by default). */
export async function articleDisplays(
  deps: Pick<AppDeps, 'db'>,
  hostSorg: string,
  search: string | null | undefined,
  sorgCodes: readonly string[] | null | undefined,
  page: number | null | undefined,
) {
  const { db } = deps;
  const { page: p, limit, offset } = pageArgs(page, ARTICLE_DISPLAY_PAGE_SIZE);
  const words = searchWords(search);
  const wanted = [...new Set((sorgCodes ?? []).map((s) => s.trim()).filter((s) => s !== ''))].slice(0, 50);
  const codes = wanted.length > 0 ? wanted : [hostSorg];
  const rows = await repo.articleDisplayPage(db, words, codes, limit, offset);
  const count =
    rows.length > 0 || offset === 0 ? (rows[0]?.total ?? 0) : await repo.countArticleDisplays(db, words, codes);
  return {
    items: rows.map((r) => ({
      articleCode: r.article_code,
      articleCodeDisplay: displayArticleCode(r.article_code),
      name: r.name,
      sorg: r.sorg,
    })),
    info: { page: p, count, pageTotal: Math.max(1, Math.ceil(count / limit)) },
  };
}
