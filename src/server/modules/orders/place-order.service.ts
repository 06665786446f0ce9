// Over 400 lines: checkout is one operation whose checks, pricing and single transaction read best together.
// Placing orders (spec 01 §5 Checkout, §7 checkout(shipto, notes, request_delivery_date, custPoNo, products,
// shipments, paymentId), §8 cart and checkout messages): one order per sorg of the products, priced, checked and
// reserved on the server in ONE transaction, at prices the user saw. docs/decisions.md "Placing orders".
import { cartMessages } from '../cart/cart.service';
import { creditRefusal, creditRefusalMessage, creditMessages } from '../../../shared/credit/open-to-buy';
import { toTierRules } from '../../../shared/catalog/discount-tiers';
import type { CannotPurchaseReason } from '../../../shared/catalog/purchase-rules';
import { supplyConfirmations } from '../../../shared/catalog/supply';
import { unconfirmedAtCheckout } from '../../../shared/config/order-display';
import { ErrorCode } from '../../../shared/errors/error-codes';
import { checkoutInputSchema, splitCartBySorg } from '../../../shared/orders/checkout.schema';
import {
  draftChangeAsText,
  draftChanges,
  type DraftChange,
  type DraftChangeText,
  type DraftLine,
  type DraftOrderTotal,
  type LineRefusal,
} from '../../../shared/orders/draft-changes';
import { orderDayOf } from '../../../shared/orders/order-dates';
import { checkoutMessages, placeOrderMessages } from '../../../shared/orders/order-messages';
import {
  givesSapOrderNo,
  initialOrderStatus,
  initialPaymentState,
  isImmediatePaymentType,
} from '../../../shared/orders/order-status';
import { sorgOrderTotals, type SorgOrderTotal } from '../../../shared/orders/order-totals';
import {
  paymentInformationProblems,
  paymentInformationSchema,
  paymentKindOf,
} from '../../../shared/payments/payment-information';
import { paymentRequestMessages } from '../../../shared/payments/payment-request-messages';
import { formMessages } from '../../../shared/validation/form-rules';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import type {
  CheckoutInput as CheckoutInputGql,
  PaymentInformationInput,
  UserError,
} from '../../generated/resolvers-types';
import { buyerInSorg } from '../customers/customers.service';
import {
  loadProducts,
  productCannotPurchase,
  productStockView,
  type Buyer,
  type ProductModel,
} from '../catalog/catalog.service';
import type { NoticeDeps } from '../push/notifications.service';
import { notifyOrderEvent } from './order-events';
import { loadOrders, type OrderModel } from './order-view.service';
import * as repo from './place-order.repository';

/** A stock row of an article in a sorg at one location, as the catalog loads it and checkout locks it. */
type StockRow = ProductModel['stockRows'][number];

/** One difference as GraphQL CheckoutChange (values as text). */
export type CheckoutChangeModel = DraftChangeText;

export interface CheckoutResultModel {
  message: { status: 'SUCCESS' | 'FAILED'; description: string };
  orders: OrderModel[];
  userErrors: UserError[];
  changes: CheckoutChangeModel[];
}

/** An order of a checkout to charge by card or ACH (minor units of its currency). */
export interface OrderCharge {
  orderId: number;
  orderNo: string;
  sorg: string;
  amount: number;
  currency: string;
  paymentMethodId: number;
}

/**
 * The payments module's charging path for a checkout's orders (payments.service chargeCheckoutOrders), handed in
 * through AppDeps because payments depends on orders: one request per order tied by order_id, the order's payment
 * flags moved with it. `message` is the (English, translated by the client) reason of a failed charge.
 */
export type ChargeCheckoutOrders = (
  buyer: Buyer,
  args: { orders: readonly OrderCharge[]; paymentRequestData: PaymentInformationInput },
) => Promise<{
  userErrors: UserError[];
  results: { orderId: number; outcome: 'completed' | 'processing' | 'failed'; message: string | null }[];
}>;

type CheckoutDeps = Pick<AppDeps, 'db' | 'logger' | 'chargeCheckoutOrders'> & NoticeDeps;

/** What a checkout is besides its input: the request's Idempotency-Key, written on its orders. */
export interface CheckoutRequest {
  requestKey: string;
}

const failed = (
  description: string,
  userErrors: UserError[],
  changes: CheckoutChangeModel[] = [],
): CheckoutResultModel => ({ message: { status: 'FAILED', description }, orders: [], userErrors, changes });

const problem = (field: string | null, message: string, code: ErrorCode = ErrorCode.BAD_USER_INPUT): UserError => ({
  field,
  message,
  code,
});

/** The order number (the seed's 'SO-{sorg}-NNNNNN'): the order's own id, so numbers never collide or race. */
export const orderNumberOf = (sorg: string, id: number) => `SO-${sorg}-${String(id).padStart(6, '0')}`;
/** The ERP number an order gets on entering OPEN (as the seed writes it); the order desk gives it on ACCEPT. */
export const sapOrderNoOf = (sorg: string, id: number) => String(Number(sorg.slice(0, 1) || '0') * 100_000_000 + id);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Schema paths in the GraphQL input's names (the shared schema calls a shipment's rate `shipmentId`). */
function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (part === 'shipmentId' ? 'rateId' : part === 'shipmentNotes' ? 'notes' : String(part)))
    .join('.');
}

/** A refused line: why, as the draft change list names it, and the problem of the line. */
interface Refusal {
  index: number;
  sorg: string;
  articleCode: string;
  articleId: number | null;
  reason: LineRefusal;
  message: string;
}

interface PricedLine {
  index: number;
  sorg: string;
  articleCode: string;
  articleId: number;
  qty: number;
  product: ProductModel;
  rows: StockRow[];
}

/** Loads the products of (article, sorg) pairs, each sorg for the buyer in that sorg (the catalog's pricing). */
async function productsBySorg(db: Db, buyer: Buyer, pairs: readonly { articleId: number; sorg: string }[]) {
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

/** Stock rows in the order a reservation takes them: the supplying location first, then by priority. */
function reservationOrder(rows: readonly StockRow[], supplyLocation: string): StockRow[] {
  const only = supplyLocation.trim();
  return [...rows].sort(
    (a, b) =>
      Number(b.location === only) - Number(a.location === only) ||
      a.priority - b.priority ||
      a.location.localeCompare(b.location),
  );
}

/**
 * Why a line cannot be ordered now, on the stock rows as locked: the cart's cannot-purchase rule (blocks, price,
 * quota, line maximum) with the stock checks apart, since every stock check at checkout removes the line with the
 * spec's 'Your order exceeds the available stock…' (docs/decisions.md "Placing orders"):
 * availableStockCheck (host or sorg) — the quantity must be in stock now; exactQtyCheck (host or sorg) — it must
 * be confirmable with a date (stock now plus announced arrivals); exactQtyCheckout (host) — the same, checked at
 * checkout only, whatever the cart allowed.
 */
function lineProblem(
  line: PricedLine,
  quotaRemaining: number | null,
  buyer: Buyer,
): CannotPurchaseReason | 'STOCK' | null {
  const terms = buyerInSorg(buyer, line.sorg);
  const fresh: ProductModel = {
    ...line.product,
    stockRows: line.rows,
    quotaRemaining,
    buyer: { ...line.product.buyer, availableStockCheck: false, exactQtyCheck: false },
  };
  const [reason] = productCannotPurchase(fresh, line.qty);
  if (reason && reason.code !== 'NO_STOCK') return reason;
  const available = productStockView(fresh).availableQty;
  const confirmations = supplyConfirmations(line.rows, line.qty, {
    today: buyer.today,
    supplyLocation: buyer.config.supplyLocation,
  });
  const undated = confirmations.some((c) => c.supplyDate === null);
  if (terms.availableStockCheck && available < line.qty) return 'STOCK';
  if (terms.exactQtyCheck && undated) return 'STOCK';
  const unconfirmed = unconfirmedAtCheckout([{ articleCode: line.articleCode, confirmations }], buyer.config);
  if (unconfirmed.length > 0) return 'STOCK';
  return null;
}

/**
 * Places the products as one order per sorg (spec 01 §5): validates the input, checks ship-to, payment, saved
 * payment, shipments, the host's switches (canCheckout, cartDisclaimer, creditCheck, orderConfirmation, the stock
 * checks), prices every line with the catalog's pricing, and in one transaction reserves stock, counts quotas and
 * credit, writes the orders and takes their lines out of the cart. With a snapshot (an offline draft) or seen
 * prices, any difference places nothing and answers the changes. The caller runs it once per Idempotency-Key.
 */
export async function checkout(
  deps: CheckoutDeps,
  buyer: Buyer,
  args: { input: CheckoutInputGql } & CheckoutRequest,
): Promise<CheckoutResultModel> {
  const { db } = deps;
  const { input, requestKey } = args;
  const config = buyer.config;
  // A retry whose idempotency record is gone (the process died between the commit and the record, or the record
  // expired) finds the orders its first run placed by their request key, and answers them (spec 01 §5: once).
  if ((await repo.ordersOfRequestKey(db, buyer.userId, buyer.customer.id, requestKey)).length > 0) {
    return answerPlaced(deps, buyer, { input, requestKey, replay: true });
  }
  if (!config.canCheckout)
    return failed(placeOrderMessages.checkoutOff, [problem(null, placeOrderMessages.checkoutOff, ErrorCode.FORBIDDEN)]);

  // The field rules (spec 01 §5), against the host sorg's day.
  const today = orderDayOf(buyer.now, config.sorg);
  const parsed = checkoutInputSchema(today).safeParse({
    shipto: input.shipto,
    shiptoVersion: input.shiptoVersion,
    paymentId: input.paymentId,
    savedPaymentId: input.savedPaymentId ?? undefined,
    custPoNo: input.custPoNo ?? undefined,
    notes: input.notes ?? undefined,
    requestDeliveryDate: input.requestDeliveryDate ?? null,
    products: input.products.map((p) => ({
      articleCode: p.articleCode,
      sorg: p.sorg,
      qty: p.qty,
      uom: p.uom,
      seenUnitPrice: p.seenUnitPrice ?? undefined,
    })),
    shipments: input.shipments.map((s) => ({
      sorg: s.sorg,
      shipmentId: s.rateId,
      shipmentNotes: s.notes ?? undefined,
    })),
    shipComplete: input.shipComplete ?? undefined,
  });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => problem(fieldOf(issue.path), issue.message));
    return failed(errors[0]?.message ?? placeOrderMessages.refused, errors);
  }
  const form = parsed.data;
  const errors: UserError[] = [];
  if (config.cartDisclaimer.trim() !== '' && input.disclaimerAccepted !== true) {
    errors.push(problem('disclaimerAccepted', placeOrderMessages.disclaimerRequired));
  }

  // Ship-to: the customer's own (another's is unknown, as an id that does not exist), at the version shown.
  const shipTo = /^\d+$/.test(form.shipto)
    ? await repo.shipToOf(db, buyer.customer.id, Number(form.shipto))
    : undefined;
  if (!shipTo) errors.push(problem('shipto', placeOrderMessages.unknownShipTo, ErrorCode.NOT_FOUND));
  else if (!input.snapshot && form.shiptoVersion !== String(shipTo.version)) {
    errors.push(problem('shipto', checkoutMessages.shiptoChanged, ErrorCode.SHIPTO_CHANGED));
  }

  // Sorgs: one order per sorg the customer buys in.
  const groups = splitCartBySorg(form.products.map((p, index) => ({ ...p, index })));
  const sorgs = groups.map((g) => g.sorg);
  for (const group of groups) {
    if (!buyerInSorg(buyer, group.sorg).inSorg) {
      for (const line of group.lines) {
        errors.push(problem(`products.${String(line.index)}.sorg`, cartMessages.noAreaInSorg(group.sorg)));
      }
    }
  }

  // Payment: a method of one of the orders' sorgs; each order pays with its sorg's method of the same type.
  const methods = await repo.paymentMethodsWithDiscount(db, sorgs);
  const chosen = methods.find((m) => String(m.id) === form.paymentId);
  const methodOf = new Map<string, (typeof methods)[number]>();
  if (!chosen) errors.push(problem('paymentId', placeOrderMessages.unknownPayment, ErrorCode.NOT_FOUND));
  else {
    errors.push(...paymentDataProblems(chosen.type, input, today));
    for (const sorg of sorgs) {
      const method = chosen.sorg === sorg ? chosen : methods.find((m) => m.sorg === sorg && m.type === chosen.type);
      if (method) methodOf.set(sorg, method);
    }
    if (methodOf.size < sorgs.length) errors.push(problem('paymentId', placeOrderMessages.paymentNotForSorg));
  }
  if (form.savedPaymentId !== undefined && form.savedPaymentId !== '') {
    const saved = /^\d+$/.test(form.savedPaymentId)
      ? await repo.savedPaymentOf(db, Number(form.savedPaymentId), buyer.userId, buyer.customer.id)
      : undefined;
    if (!saved || saved.paymentMethodId !== chosen?.id) {
      errors.push(problem('savedPaymentId', placeOrderMessages.unknownSavedPayment, ErrorCode.NOT_FOUND));
    }
  }

  // Shipments: a rate of the order's sorg; a rate with input needs its text (shipmentNotes).
  const rateIds = form.shipments.flatMap((s) => (/^\d+$/.test(s.shipmentId) ? [Number(s.shipmentId)] : []));
  const rates = new Map((await repo.ratesByIds(db, rateIds)).map((r) => [String(r.id), r]));
  const rateOf = new Map<string, { rate: NonNullable<ReturnType<typeof rates.get>>; notes: string; index: number }>();
  form.shipments.forEach((shipment, index) => {
    const rate = rates.get(shipment.shipmentId);
    if (rate?.sorg !== shipment.sorg) {
      errors.push(problem(`shipments.${String(index)}.rateId`, placeOrderMessages.unknownRate, ErrorCode.NOT_FOUND));
      return;
    }
    const notes = shipment.shipmentNotes ?? '';
    if (rate.input && notes === '') errors.push(problem(`shipments.${String(index)}.notes`, formMessages.required));
    rateOf.set(shipment.sorg, { rate, notes: rate.input ? notes : '', index });
  });

  // Articles by their code; prices, tiers, blocks and quotas as the catalog gives them to this buyer.
  const articleRows = await repo.articlesByCodes(
    db,
    form.products.map((p) => p.articleCode),
  );
  const articleOf = new Map(articleRows.map((a) => [a.articleCode, a]));
  const known = form.products.flatMap((p) => {
    const article = articleOf.get(p.articleCode);
    return article ? [{ articleId: article.id, sorg: p.sorg }] : [];
  });
  const products = await productsBySorg(db, buyer, known);

  // A line's currency is its price's; a rate in another currency is never charged (spec 01 §3 Shipment rate).
  for (const group of groups) {
    const priced = group.lines
      .map((l) => products.get(group.sorg)?.get(articleOf.get(l.articleCode)?.id ?? -1)?.price)
      .find((p) => p);
    const chosenRate = rateOf.get(group.sorg);
    if (priced && chosenRate && chosenRate.rate.currency !== priced.currency) {
      errors.push(problem(`shipments.${String(chosenRate.index)}.rateId`, placeOrderMessages.rateCurrency));
    }
  }
  if (errors.length > 0) return failed(errors[0]?.message ?? placeOrderMessages.refused, errors);
  if (!shipTo || !chosen) return failed(placeOrderMessages.refused, []);

  const snapshot = input.snapshot ?? null;
  const placed = await withRetry(() =>
    db.transaction(async (tx) => {
      // One checkout of a customer at a time, and never beside a change of its cart.
      await repo.lockCustomerCart(tx, buyer.customer.id);
      // The same request running twice at once (its idempotency record lost): the first placed, this one answers.
      if ((await repo.ordersOfRequestKey(tx, buyer.userId, buyer.customer.id, requestKey)).length > 0) {
        return { kind: 'existing' as const };
      }
      const pairs = known.map((k) => ({ ...k }));
      const lockedRows = await repo.lockStock(tx, pairs);
      const rowsOf = (articleId: number, sorg: string) =>
        lockedRows.filter((r) => r.articleId === articleId && r.sorg === sorg);

      const refusals: Refusal[] = [];
      const lines: PricedLine[] = [];
      for (const group of groups) {
        const quotas = await repo.lockQuotas(
          tx,
          buyer.customer.id,
          group.sorg,
          group.lines.flatMap((l) => {
            const a = articleOf.get(l.articleCode);
            return a ? [a.id] : [];
          }),
        );
        for (const l of group.lines) {
          const article = articleOf.get(l.articleCode);
          const product = article ? products.get(group.sorg)?.get(article.id) : undefined;
          const base = { index: l.index, sorg: group.sorg, articleCode: l.articleCode };
          if (!article || !product?.flags) {
            refusals.push({
              ...base,
              articleId: article?.id ?? null,
              reason: 'NOT_SOLD',
              message: cartMessages.unknownCode,
            });
            continue;
          }
          const line: PricedLine = {
            ...base,
            articleId: article.id,
            qty: l.qty,
            product,
            rows: rowsOf(article.id, group.sorg),
          };
          const quota = quotas.find((q) => q.articleId === article.id);
          const issue = lineProblem(line, quota ? Math.max(0, quota.quota - quota.used) : null, buyer);
          if (issue === 'STOCK') {
            refusals.push({
              ...base,
              articleId: article.id,
              reason: 'STOCK_EXCEEDED',
              message: checkoutMessages.stockExceeded,
            });
          } else if (issue) {
            refusals.push({ ...base, articleId: article.id, reason: issue.code, message: issue.message });
          } else {
            lines.push(line);
          }
        }
      }

      // Prices and totals of what can be placed: the cart's tier rule and the shared totals, per order.
      const totals: SorgOrderTotal[] = groups.flatMap((group) => {
        const ofSorg = lines.filter((l) => l.sorg === group.sorg);
        if (ofSorg.length === 0) return [];
        const method = methodOf.get(group.sorg);
        const charge = rateOf.get(group.sorg);
        return sorgOrderTotals(
          ofSorg.map((l) => ({
            sorg: l.sorg,
            articleCode: l.articleCode,
            qty: l.qty,
            dealer: l.product.price?.dealer ?? 0,
            tiers: toTierRules(l.product.tiers),
            currency: l.product.price?.currency ?? '',
          })),
          charge ? [{ sorg: group.sorg, rate: charge.rate.rate, currency: charge.rate.currency }] : [],
          method?.paymentDiscount ?? 0,
        );
      });
      const pricedOf = (l: PricedLine) =>
        totals.find((t) => t.sorg === l.sorg)?.lines.find((p) => p.articleCode === l.articleCode);

      // What the user saw against now: a draft's snapshot, or the unit prices the page showed.
      const current: DraftLine[] = lines.map((l) => {
        const priced = pricedOf(l);
        return {
          sorg: l.sorg,
          articleCode: l.articleCode,
          qty: l.qty,
          unitPrice: priced?.unitPrice ?? 0,
          tier: priced?.tier?.salesDealNo ?? null,
          availableQty: productStockView({ ...l.product, stockRows: l.rows }).availableQty,
        };
      });
      const currentTotals: DraftOrderTotal[] = totals.map((t) => ({
        sorg: t.sorg,
        shipment: t.shipment,
        total: t.total,
      }));
      let changes: DraftChange[] = [];
      if (snapshot) {
        changes = draftChanges(
          {
            shiptoVersion: snapshot.shiptoVersion,
            lines: snapshot.lines.map((l) => ({ ...l, tier: l.tier ?? null })),
            totals: snapshot.totals,
          },
          { shiptoVersion: String(shipTo.version), lines: current, refused: refusals, totals: currentTotals },
        );
      } else {
        changes = form.products.flatMap((p) => {
          const now = current.find((c) => c.sorg === p.sorg && c.articleCode === p.articleCode);
          return p.seenUnitPrice !== undefined && now && now.unitPrice !== p.seenUnitPrice
            ? [
                {
                  kind: 'PRICE' as const,
                  sorg: p.sorg,
                  articleCode: p.articleCode,
                  before: p.seenUnitPrice,
                  after: now.unitPrice,
                },
              ]
            : [];
        });
      }
      if (changes.length > 0) return { kind: 'changed' as const, changes };

      if (refusals.length > 0) {
        // A line over the stock leaves the cart (spec 01 §8 '…We removed your order, please update.').
        await repo.deleteCartLines(
          tx,
          buyer.customer.id,
          refusals.flatMap((r) =>
            r.reason === 'STOCK_EXCEEDED' && r.articleId !== null ? [{ articleId: r.articleId, sorg: r.sorg }] : [],
          ),
        );
        return { kind: 'refused' as const, refusals };
      }

      // creditCheck: the company of each order's area must be open to buy its total and not blocked.
      const exposure: { companyId: number; amount: number }[] = [];
      if (config.creditCheck) {
        const credits = await repo.lockCreditOf(
          tx,
          buyer.customer.id,
          totals.map((t) => t.sorg),
        );
        const byCompany = new Map<
          number,
          { credit: NonNullable<(typeof credits)[number]['credit']>; amount: number; precision: number }
        >();
        for (const total of totals) {
          const entry = credits.find((c) => c.sorg === total.sorg);
          const credit = entry?.credit;
          // No figures for the area's company: it is not under credit control (docs/decisions.md).
          if (!credit || entry.companyId === null) continue;
          if (credit.currency !== total.currency) {
            return { kind: 'credit' as const, reason: creditMessages.noFigures };
          }
          const precision = lines.find((l) => l.sorg === total.sorg)?.product.price?.decimalPrecision ?? 2;
          const known = byCompany.get(entry.companyId);
          byCompany.set(entry.companyId, { credit, amount: (known?.amount ?? 0) + total.total, precision });
        }
        for (const [companyId, { credit, amount, precision }] of byCompany) {
          const refusal = creditRefusal(credit, amount);
          if (refusal) return { kind: 'credit' as const, reason: creditRefusalMessage(refusal, precision).text };
          exposure.push({ companyId, amount });
        }
      }

      // Stock: what is there now is reserved for the order (the rest, where allowed, is a back order).
      const takes: { articleId: number; sorg: string; location: string; qty: number }[] = [];
      for (const line of lines) {
        let left = line.qty;
        for (const row of reservationOrder(line.rows, config.supplyLocation)) {
          if (left === 0) break;
          const take = Math.min(left, Math.max(0, row.availableQty));
          if (take === 0) continue;
          takes.push({ articleId: line.articleId, sorg: line.sorg, location: row.location, qty: take });
          left -= take;
        }
      }
      for (const group of groups) {
        const used = lines.filter((l) => l.sorg === group.sorg).map((l) => ({ articleId: l.articleId, qty: l.qty }));
        await repo.useQuotas(tx, buyer.customer.id, group.sorg, used);
      }

      // The orders, one per sorg, numbered from their own ids.
      const status = initialOrderStatus(config);
      const now = buyer.now;
      const ids: number[] = [];
      for (const total of totals) {
        const method = methodOf.get(total.sorg);
        const charge = rateOf.get(total.sorg);
        const ofSorg = lines.filter((l) => l.sorg === total.sorg);
        const first = ofSorg[0]?.product.price;
        const id = await repo.nextOrderId(tx);
        const paymentState = method ? initialPaymentState(method.type) : null;
        await repo.insertOrder(tx, {
          id,
          orderNo: orderNumberOf(total.sorg, id),
          sapOrderNo: givesSapOrderNo(null, status) ? sapOrderNoOf(total.sorg, id) : null,
          customerId: buyer.customer.id,
          sorg: total.sorg,
          status,
          createdBy: buyer.userId,
          createdAt: now,
          statusChangedAt: now,
          shipTo: [shipTo.name, shipTo.address, shipTo.postalCode, shipTo.city, shipTo.country]
            .map((part) => part.trim())
            .filter((part) => part !== '')
            .join(', '),
          shipToId: shipTo.id,
          custPoNo: form.custPoNo,
          deliveryDate: form.requestDeliveryDate ?? null,
          notes: form.notes,
          shipComplete: form.shipComplete,
          requestKey,
          totalOrder: total.total,
          currency: total.currency,
          decimalPrecision: first?.decimalPrecision ?? 2,
          shipmentRateId: charge?.rate.id ?? null,
          shipmentAmount: total.shipment,
          shipmentNotes: charge?.notes ?? '',
          paymentMethodId: method?.id ?? null,
          paymentDiscountAmount: total.paymentDiscount,
          paymentState,
          paymentExpiredAt: paymentState && method ? new Date(now.getTime() + method.expiryDays * DAY_MS) : null,
        });
        await repo.insertOrderLines(
          tx,
          ofSorg.map((l) => {
            const priced = pricedOf(l);
            return {
              orderId: id,
              articleId: l.articleId,
              articleCode: l.articleCode,
              description: l.product.article.name,
              orderQty: l.qty,
              uom: l.product.article.uom,
              price: priced?.unitPrice ?? 0,
              promoPrice: null,
              subtotal: priced?.subtotal ?? 0,
            };
          }),
        );
        ids.push(id);
      }
      for (const { companyId, amount } of exposure) await repo.addExposure(tx, companyId, amount);
      // Ordered lines leave the cart.
      await repo.deleteCartLines(
        tx,
        buyer.customer.id,
        lines.map((l) => ({ articleId: l.articleId, sorg: l.sorg })),
      );
      // Last: the stock write bumps the catalog revision (one row every stock change locks), so it is held only
      // for the commit. The stock rows themselves have been locked since the checks.
      const reserved = await repo.reserveStock(tx, takes);
      if (reserved !== takes.length) throw new Error('stock moved under a lock');
      return { kind: 'placed' as const, ids };
    }),
  );

  switch (placed.kind) {
    case 'changed':
      return failed(placeOrderMessages.changed, [], placed.changes.map(draftChangeAsText));
    case 'refused': {
      const stock = placed.refusals.some((r) => r.reason === 'STOCK_EXCEEDED');
      return failed(
        stock ? checkoutMessages.stockExceeded : placeOrderMessages.refused,
        placed.refusals.map((r) =>
          problem(
            `products.${String(r.index)}`,
            r.message,
            r.reason === 'STOCK_EXCEEDED' ? ErrorCode.STOCK_EXCEEDED : ErrorCode.BAD_USER_INPUT,
          ),
        ),
      );
    }
    case 'credit':
      return failed(checkoutMessages.orderFailed, [problem(null, placed.reason, ErrorCode.ORDER_FAILED)]);
    case 'existing':
      return answerPlaced(deps, buyer, { input, requestKey, replay: true });
    case 'placed':
      break;
  }
  return answerPlaced(deps, buyer, { input, requestKey, replay: false });
}

/**
 * Card or ACH (spec 01 §4 "Payment is immediate"): the payment information entered (checked by the same shared
 * schemas as create payment request) or a saved payment; any other method takes none.
 */
function paymentDataProblems(methodType: string, input: CheckoutInputGql, today: string): UserError[] {
  const kind = paymentKindOf(methodType);
  const data = input.paymentRequestData;
  if (kind === null || !isImmediatePaymentType(methodType)) return [];
  const saved = input.savedPaymentId ?? data?.id ?? '';
  if (saved !== '') return [];
  if (!data) return [problem('paymentRequestData', paymentRequestMessages.paymentInformationRequired)];
  const { id: _id, ...given } = data;
  const fields = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== null));
  const parsed = paymentInformationSchema(kind, today).safeParse(fields);
  return parsed.success
    ? []
    : paymentInformationProblems(parsed.error).map((p) => problem(`paymentRequestData.${p.field}`, p.message));
}

/**
 * The answer for the orders of a request key, after the commit (or again, for a retry): the card or ACH orders
 * still waiting are charged through the payments module (one payment request each; an order already charged is
 * not charged again), then the orders are read back. Only a first run tells the customer's users: an order
 * waiting for its transfer as PAYMENT_WAITING (amount, deadline), a declined charge as PAYMENT_FAILED, the others
 * as PLACED; a failure to tell them never undoes the order. A declined charge keeps the order, its payment failed,
 * and answers the reason on paymentRequestData (docs/decisions.md "Checkout card and ACH").
 */
async function answerPlaced(
  deps: CheckoutDeps,
  buyer: Buyer,
  args: { input: CheckoutInputGql; requestKey: string; replay: boolean },
): Promise<CheckoutResultModel> {
  const placed = await repo.ordersOfRequestKey(deps.db, buyer.userId, buyer.customer.id, args.requestKey);
  const ids = placed.map((o) => o.id);
  const toCharge = placed.filter(
    (o) => o.paymentState === 'WAITING' && o.paymentMethodId !== null && isImmediatePaymentType(o.methodType ?? ''),
  );
  const userErrors: UserError[] = [];
  const failedIds: number[] = [];
  const charged = new Set<number>();
  const data = args.input.paymentRequestData ?? (args.input.savedPaymentId ? { id: args.input.savedPaymentId } : null);
  if (toCharge.length > 0 && data) {
    const outcome = await deps.chargeCheckoutOrders(buyer, {
      orders: toCharge.map((o) => ({
        orderId: o.id,
        orderNo: o.orderNo,
        sorg: o.sorg,
        amount: o.totalOrder,
        currency: o.currency,
        paymentMethodId: o.paymentMethodId ?? 0,
      })),
      paymentRequestData: data,
    });
    userErrors.push(...outcome.userErrors);
    for (const result of outcome.results) {
      charged.add(result.orderId);
      if (result.outcome !== 'failed') continue;
      failedIds.push(result.orderId);
      const message = result.message ?? placeOrderMessages.refused;
      if (!userErrors.some((e) => e.message === message)) {
        userErrors.push(problem('paymentRequestData', message, ErrorCode.PAYMENT_DECLINED));
      }
    }
  }
  const orders = await loadOrders(deps, buyer, ids);
  if (!args.replay) {
    const waiting = orders
      .filter((o) => o.orderPayment?.isPaymentWaiting && !charged.has(Number(o.id)))
      .map((o) => Number(o.id));
    const others = ids.filter((id) => !waiting.includes(id) && !failedIds.includes(id));
    try {
      if (others.length > 0) await notifyOrderEvent(deps, { orderIds: others, event: 'PLACED' });
      if (waiting.length > 0) await notifyOrderEvent(deps, { orderIds: waiting, event: 'PAYMENT_WAITING' });
      if (failedIds.length > 0) await notifyOrderEvent(deps, { orderIds: failedIds, event: 'PAYMENT_FAILED' });
    } catch (error) {
      deps.logger.error('order placed, notifying failed', { error, orderIds: ids });
    }
  }
  return {
    message: {
      status: 'SUCCESS',
      description: ids.length > 1 ? placeOrderMessages.placedMany : placeOrderMessages.placed,
    },
    orders,
    userErrors,
    changes: [],
  };
}

/** PostgreSQL's "try again" failures: a deadlock or a serialisation failure rolls the transaction back whole. */
const RETRYABLE = new Set(['40P01', '40001']);

async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code =
        (error as { code?: unknown; cause?: { code?: unknown } }).code ??
        (error as { cause?: { code?: unknown } }).cause?.code;
      if (attempt >= attempts || !RETRYABLE.has(String(code))) throw error;
    }
  }
}
