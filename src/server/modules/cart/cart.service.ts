import DataLoader from 'dataloader';
import { AMBIGUOUS_ARTICLE_CODE_MESSAGE, matchArticleCode } from '../../../shared/catalog/article-code';
import { cartTotals, linePrice, tierUnitPrice, toTierRules } from '../../../shared/catalog/discount-tiers';
import {
  CART_BATCH_LIMIT,
  STOCK_EXCEEDED_MESSAGE,
  cannotPurchaseMessages,
  type CannotPurchaseReason,
} from '../../../shared/catalog/purchase-rules';
import { isAppliedCartStatus } from '../../../shared/catalog/cart-status';
import { ErrorCode, errorMessages } from '../../../shared/errors/error-codes';
import { formMessages } from '../../../shared/validation/form-rules';
import type { Db } from '../../db/client';
import type { CartLineStatus, DiscountTier, MoneyFormat, UserError } from '../../generated/resolvers-types';
import { buyerInSorg } from '../customers/customers.service';
import {
  loadProducts,
  productCannotPurchase,
  productStockView,
  type Buyer,
  type ProductModel,
} from '../catalog/catalog.service';
import type { AppDeps } from '../../app-deps';
import { listSorgs } from '../hosts/hosts.service';
import * as repo from './cart.repository';

/** The cart is shown and changed with this scope (spec 01 §6 "cart icon shown and cart loaded"), for a customer. */
export const CART_SCOPE = 'cart.display-order-qty';

/** The most one cart line may hold whatever the product allows (keeps a sum of `add`s inside a 32-bit column). */
export const CART_LINE_MAX_QTY = 99_999;

/** Texts of the per-row outcomes the shared rule does not name. */
export const cartMessages = {
  unknownCode: 'unknown code',
  updated: 'The cart has been updated',
  tooMany: `At most ${String(CART_BATCH_LIMIT)} products can be changed at once`,
  noAreaInSorg: (sorg: string) => `This customer does not order in sales organisation ${sorg}`,
  tooLarge: `Must be at most ${String(CART_LINE_MAX_QTY)}`,
  someRefused: (refused: number, total: number) =>
    `${String(refused)} of ${String(total)} products could not be put in the cart`,
} as const;

/** One line of the cart as GraphQL `CartLine` resolves it. */
export interface CartLineModel {
  id: string;
  qty: number;
  uom: string;
  sorg: string;
  product: ProductModel;
  unitPrice: number;
  subtotal: number;
  appliedTier: DiscountTier | null;
  problems: CannotPurchaseReason[];
}

export interface CartModel {
  lines: CartLineModel[];
  totalQty: number;
  groups: { sorg: string; sorgName: string; totalQty: number; total: number; format: MoneyFormat }[];
}

/** A product's price at a quantity: unit price, subtotal and the tier applied (0 and none without a price). */
function priceAt(product: ProductModel, qty: number) {
  if (!product.price) return { unitPrice: 0, subtotal: 0, appliedTier: null };
  const dealer = product.price.dealer;
  const { unitPrice, subtotal, tier } = linePrice(dealer, toTierRules(product.tiers), qty);
  const appliedTier: DiscountTier | null = tier
    ? {
        salesDealNo: tier.salesDealNo,
        term: tier.term,
        qty: tier.qty,
        type: tier.type,
        discount: tier.discount,
        uom: tier.uom,
        unitPrice: tierUnitPrice(dealer, tier),
      }
    : null;
  return { unitPrice, subtotal, appliedTier };
}

/** Loads the products of many (article, sorg) pairs: one catalog load per sorg, each for the buyer in that sorg. */
async function productsBySorg(
  db: Db,
  buyer: Buyer,
  pairs: readonly { articleId: number; sorg: string }[],
): Promise<Map<string, Map<number, ProductModel>>> {
  const idsBySorg = new Map<string, number[]>();
  for (const { articleId, sorg } of pairs) idsBySorg.set(sorg, [...(idsBySorg.get(sorg) ?? []), articleId]);
  const entries = await Promise.all(
    [...idsBySorg].map(async ([sorg, ids]) => {
      const products = await loadProducts({ db }, buyerInSorg(buyer, sorg), ids);
      return [sorg, new Map(products.map((p) => [p.article.id, p]))] as const;
    }),
  );
  return new Map(entries);
}

function hostFormat(buyer: Buyer): MoneyFormat {
  const { display, symbol, thousandSeparator, decimalSeparator, decimalPrecision } = buyer.config.currency;
  return { currency: display, symbol, thousandSeparator, decimalSeparator, decimalPrecision };
}

/**
 * The buyer's cart (the acting customer's, whoever fills it), optionally narrowed to some article codes or a slug:
 * each line priced at its quantity with the buyer's price and tiers of the line's sorg, with what stops it from
 * being ordered now; the total quantity, and quantity and total per sorg in the format of that sorg's prices.
 */
export async function loadCart(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  filter: repo.CartLineFilter = {},
): Promise<CartModel> {
  return priceCartRows(deps, buyer, await repo.cartLinesOf(deps.db, buyer.customer.id, filter));
}

/**
 * Lines of articles (a cart's, or a named list's) priced as the cart prices them today: each line at its quantity
 * with the buyer's price and tiers of the line's sorg and what stops it from being ordered now; the total quantity,
 * and quantity and total per sorg in the format of that sorg's prices.
 */
export async function priceCartRows(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  rows: readonly repo.CartLineWithCode[],
): Promise<CartModel> {
  const { db } = deps;
  const [products, sorgRows] = await Promise.all([productsBySorg(db, buyer, rows), listSorgs(deps)]);
  const lines: CartLineModel[] = [];
  for (const row of rows) {
    const product = products.get(row.sorg)?.get(row.articleId);
    // loadProducts answers every existing article (not sold in the sorg: BLOCKED); a line's article always exists.
    if (!product) continue;
    lines.push({
      id: `${row.articleCode}:${row.sorg}`,
      qty: row.qty,
      uom: row.uom,
      sorg: row.sorg,
      product,
      ...priceAt(product, row.qty),
      problems: productCannotPurchase(product, row.qty),
    });
  }
  const sorgNames = new Map(sorgRows.map((s) => [s.code, s.name]));
  const totals = cartTotals(lines);
  return {
    lines,
    totalQty: totals.totalQty,
    groups: totals.groups.map((group) => {
      // Money is written in the format of the sorg's own prices (each price carries it), else the host's.
      const priced = lines.find((line) => line.sorg === group.sorg && line.product.price)?.product.price;
      const format: MoneyFormat = priced
        ? {
            currency: priced.currency,
            symbol: priced.symbol,
            thousandSeparator: priced.thousandSeparator,
            decimalSeparator: priced.decimalSeparator,
            decimalPrecision: priced.decimalPrecision,
          }
        : hostFormat(buyer);
      return { ...group, sorgName: sorgNames.get(group.sorg) ?? group.sorg, format };
    }),
  };
}

/** One product of updateProductsInCart (CartProductInput). */
export interface CartChange {
  custCode: string;
  articleCode: string;
  sorg: string;
  qty: number;
  uom?: string | null | undefined;
  seenUnitPrice?: number | null | undefined;
  add?: boolean | null | undefined;
}

export interface CartLineResultModel {
  articleCode: string;
  sorg: string;
  status: CartLineStatus;
  message: string | null;
  /** The limit of MAX_QUANTITY and OVER_QUOTA, so clients word it without reading the English message. */
  limit: number | null;
  qty: number;
  unitPrice: number | null;
  previousUnitPrice: number | null;
}

export type UpdateCartResult =
  | { ok: false; description: string; userErrors: UserError[] }
  | { ok: true; description: string; results: CartLineResultModel[] };

/** The status of a refused quantity, by the first reason of the shared rule. */
function refusal(
  reason: CannotPurchaseReason,
  product: ProductModel,
): { status: CartLineStatus; message: string; limit?: number | undefined } {
  switch (reason.code) {
    case 'BLOCKED':
      return { status: 'BLOCKED', message: reason.message };
    case 'NO_STOCK':
      // Nothing in stock at all, or less than asked: either way the line goes (spec 01 §8).
      return productStockView(product).availableQty > 0
        ? { status: 'STOCK_EXCEEDED', message: STOCK_EXCEEDED_MESSAGE }
        : { status: 'NO_STOCK', message: reason.message };
    case 'NO_PRICE':
      return { status: 'NO_PRICE', message: reason.message };
    case 'ORDER_LIMIT_EXCEEDED':
      return { status: 'OVER_QUOTA', message: reason.message, limit: reason.limit };
    case 'MAX_QUANTITY':
      return { status: 'MAX_QUANTITY', message: reason.message, limit: reason.limit };
  }
}

/** Problems that refuse the whole request (nothing is written): batch size, customer, quantity, sorg. */
function requestProblems(buyer: Buyer, changes: readonly CartChange[]): UserError[] {
  if (changes.length > CART_BATCH_LIMIT) {
    return [{ field: 'products', message: cartMessages.tooMany, code: ErrorCode.BAD_USER_INPUT }];
  }
  const own = new Set([buyer.customer.custCodeIsr, buyer.customer.custCodeR3].filter((c): c is string => !!c));
  const inSorg = (sorg: string) => buyerInSorg(buyer, sorg).inSorg;
  const problems: UserError[] = [];
  changes.forEach((change, index) => {
    const at = (field: string) => `products.${String(index)}.${field}`;
    if (!own.has(change.custCode)) {
      problems.push({
        field: at('custCode'),
        message: errorMessages.customerNotYours,
        code: ErrorCode.CUSTOMER_NOT_YOURS,
      });
    }
    // A quantity is digits only (spec 01 §5 numeric rule): a minus sign fails it.
    if (change.qty < 0) {
      problems.push({ field: at('qty'), message: formMessages.numeric, code: ErrorCode.BAD_USER_INPUT });
    } else if (change.qty > CART_LINE_MAX_QTY) {
      problems.push({ field: at('qty'), message: cartMessages.tooLarge, code: ErrorCode.BAD_USER_INPUT });
    }
    if (!inSorg(change.sorg)) {
      problems.push({
        field: at('sorg'),
        message: cartMessages.noAreaInSorg(change.sorg),
        code: ErrorCode.BAD_USER_INPUT,
      });
    }
  });
  return problems;
}

/**
 * Sets (or with `add`, adds to) quantities in the buyer's cart, in request order, all in one transaction; each row
 * is re-priced and re-checked today. A request-level problem (over 75 products, another customer's code, a
 * negative quantity, a sorg the customer does not order in) refuses the whole request and writes nothing.
 * Otherwise every row gets an outcome: applied (ADDED, UPDATED, REMOVED), or refused with the line left as it was,
 * except a quantity over the available stock, which removes the line (spec 01 §8). A `seenUnitPrice` other than
 * today's unit price is echoed as `previousUnitPrice`, so an offline change re-priced here is shown, not hidden.
 */
export async function updateProductsInCart(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  changes: readonly CartChange[],
): Promise<UpdateCartResult> {
  const problems = requestProblems(buyer, changes);
  if (problems.length > 0) {
    const description = problems.some((p) => p.code === ErrorCode.CUSTOMER_NOT_YOURS)
      ? errorMessages.customerNotYours
      : (problems[0]?.message ?? cartMessages.tooMany);
    return { ok: false, description, userErrors: problems };
  }
  if (changes.length === 0) return { ok: true, description: cartMessages.updated, results: [] };
  const results = await applyCartChanges(deps, buyer, changes);
  const refused = results.filter((r) => !isAppliedCartStatus(r.status));
  const description = results.some((r) => r.message === STOCK_EXCEEDED_MESSAGE)
    ? STOCK_EXCEEDED_MESSAGE
    : refused.length > 0
      ? cartMessages.someRefused(refused.length, results.length)
      : cartMessages.updated;
  return { ok: true, description, results };
}

/**
 * The cart's add path without the request checks (the caller made them: updateProductsInCart's, or a named list's
 * own customer, sorgs and size): every row re-priced and re-checked today in one transaction, after `before` (which
 * runs inside it, under the cart's lock: e.g. emptying the cart to replace it).
 */
export async function applyCartChanges(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  changes: readonly CartChange[],
  before?: (tx: Db) => Promise<void>,
): Promise<CartLineResultModel[]> {
  const { db } = deps;

  // Every form of a code a user sees or types (spec 01 §5 shows some codes short): the shared rule picks the article
  // among the candidates sold in the row's sorg, so a short code two sorgs use for different articles still fits.
  const candidates = await repo.articleCandidates(
    db,
    changes.map((c) => c.articleCode),
  );
  const products = await productsBySorg(
    db,
    buyer,
    [...new Set(changes.map((c) => c.sorg))].flatMap((sorg) => candidates.map((a) => ({ articleId: a.id, sorg }))),
  );
  const matches = changes.map((c) =>
    matchArticleCode(
      c.articleCode,
      candidates.filter((a) => products.get(c.sorg)?.get(a.id)?.flags),
    ),
  );
  const articles = matches.flatMap((m) => (m.kind === 'found' ? [m.article] : []));
  const customerId = buyer.customer.id;

  return db.transaction(async (tx) => {
    await repo.lockCart(tx, customerId);
    if (before) await before(tx);
    const current = new Map(
      (await repo.cartLinesOf(tx, customerId, { articleCodes: articles.map((a) => a.articleCode) })).map((line) => [
        `${String(line.articleId)}:${line.sorg}`,
        line.qty,
      ]),
    );
    const out: CartLineResultModel[] = [];
    for (const [index, change] of changes.entries()) {
      const base = { articleCode: change.articleCode, sorg: change.sorg };
      const match = matches[index];
      const article = match?.kind === 'found' ? match.article : undefined;
      const product = article ? products.get(change.sorg)?.get(article.id) : undefined;
      // An article not sold in the row's sorg is not in this customer's catalog: unknown, as a mistyped code is.
      if (!article || !product?.flags) {
        out.push({
          ...base,
          status: 'UNKNOWN_CODE',
          message: match?.kind === 'ambiguous' ? AMBIGUOUS_ARTICLE_CODE_MESSAGE : cartMessages.unknownCode,
          limit: null,
          qty: 0,
          unitPrice: null,
          previousUnitPrice: null,
        });
        continue;
      }
      const key = `${String(article.id)}:${change.sorg}`;
      const before = current.get(key) ?? 0;
      const target = change.add ? before + change.qty : change.qty;

      let status: CartLineStatus;
      let message: string | null = null;
      let limit: number | null = null;
      let qty: number;
      if (target === 0) {
        if (before > 0) await repo.deleteLine(tx, customerId, article.id, change.sorg);
        status = 'REMOVED';
        qty = 0;
      } else if (target > CART_LINE_MAX_QTY) {
        status = 'MAX_QUANTITY';
        message = cannotPurchaseMessages.maxQuantity(CART_LINE_MAX_QTY);
        limit = CART_LINE_MAX_QTY;
        qty = before;
      } else {
        const [reason] = productCannotPurchase(product, target);
        if (reason) {
          const refused = refusal(reason, product);
          ({ status, message } = refused);
          limit = refused.limit ?? null;
          if (status === 'STOCK_EXCEEDED' || status === 'NO_STOCK') {
            if (before > 0) {
              await repo.deleteLine(tx, customerId, article.id, change.sorg);
              message = STOCK_EXCEEDED_MESSAGE;
            }
            qty = 0;
          } else {
            qty = before;
          }
        } else {
          await repo.upsertLine(tx, customerId, {
            articleId: article.id,
            sorg: change.sorg,
            qty: target,
            uom: product.article.uom,
            updatedBy: buyer.userId,
          });
          status = before > 0 ? 'UPDATED' : 'ADDED';
          qty = target;
        }
      }
      current.set(key, qty);
      const unitPrice = qty > 0 && product.price ? priceAt(product, qty).unitPrice : null;
      const seen = change.seenUnitPrice ?? null;
      out.push({
        ...base,
        status,
        message,
        limit,
        qty,
        unitPrice,
        previousUnitPrice: seen !== null && unitPrice !== null && seen !== unitPrice ? seen : null,
      });
    }
    return out;
  });
}

// Per buyer (one per request, and one per other sorg a request reads): batches the products of a list into one
// statement. Not cached, so a product read after a cart change in the same request sees the change.
const cartQtyLoaders = new WeakMap<Buyer, DataLoader<number, number>>();

/** The quantity of the article already in the buyer's cart for the buyer's sorg (the Product's cartQty). */
export function cartQtyOf(deps: Pick<AppDeps, 'db'>, buyer: Buyer, articleId: number): Promise<number> {
  let loader = cartQtyLoaders.get(buyer);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const rows = await repo.cartQtysOf(deps.db, buyer.customer.id, buyer.sorg, [...new Set(ids)]);
        const qtyBy = new Map(rows.map((r) => [r.articleId, r.qty]));
        return ids.map((id) => qtyBy.get(id) ?? 0);
      },
      { cache: false },
    );
    cartQtyLoaders.set(buyer, loader);
  }
  return loader.load(articleId);
}
