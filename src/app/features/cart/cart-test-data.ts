// Builders of the cart's GraphQL answers for the component tests of this feature (not used by the app).
import type { CartData, CartLine, CartLineResult } from '../../domain/cart/cart.queries';

export const USD = {
  currency: 'USD',
  symbol: '$',
  thousandSeparator: ',',
  decimalSeparator: '.',
  decimalPrecision: 2,
};

export const EUR = { currency: 'EUR', symbol: '€', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 2 };

interface LineOptions {
  articleCode: string;
  qty?: number;
  sorg?: string;
  dealer?: number;
  /** A '%' tier from this quantity (discount −5). */
  tierFrom?: number;
  problems?: CartLine['problems'];
  format?: typeof USD;
  /** The stock the host shows (null: masked); plenty by default. */
  available?: (number | null)[];
}

export function cartLine({
  articleCode,
  qty = 1,
  sorg = '1000',
  dealer = 10_000,
  tierFrom,
  problems = [],
  format = USD,
  available = [1000],
}: LineOptions): CartLine {
  const tiers =
    tierFrom === undefined
      ? []
      : [
          {
            salesDealNo: 'SD1',
            term: '>=',
            qty: tierFrom,
            type: '%',
            discount: -5,
            uom: 'PC',
            unitPrice: dealer * 0.95,
          },
        ];
  const applied = tiers.find((tier) => qty >= tier.qty) ?? null;
  const unitPrice = applied ? applied.unitPrice : dealer;
  return {
    id: `${articleCode}:${sorg}`,
    qty,
    uom: 'PC',
    sorg,
    unitPrice,
    subtotal: unitPrice * qty,
    appliedTier: applied,
    problems,
    product: {
      id: articleCode,
      name: `Product ${articleCode}`,
      articleCode,
      articleCodeDisplay: articleCode,
      slug: articleCode.toLowerCase(),
      category: 'PAA',
      image: `/api/images/${articleCode}.svg`,
      uom: 'PC',
      color: 'Red',
      frameSize: null,
      maxOrderQty: null,
      stock: { available: available.map((qty) => ({ qty })) },
      price: { dealer, format, discount: tiers },
    },
  };
}

const SORG_NAMES: Record<string, string> = { '1000': 'Bikes North America', '3000': 'Bikes Europe' };

/** A cart of these lines with the totals the server computes (per sorg group, in first-seen order). */
export function cartOf(lines: CartLine[]): CartData {
  const groups = new Map<string, CartData['groups'][number]>();
  for (const line of lines) {
    const group = groups.get(line.sorg) ?? {
      sorg: line.sorg,
      sorgName: SORG_NAMES[line.sorg] ?? line.sorg,
      totalQty: 0,
      total: 0,
      format: line.product.price?.format ?? USD,
    };
    group.totalQty += line.qty;
    group.total += line.subtotal;
    groups.set(line.sorg, group);
  }
  return { lines, totalQty: lines.reduce((sum, l) => sum + l.qty, 0), groups: [...groups.values()] };
}

export function result(
  articleCode: string,
  status: CartLineResult['status'],
  extra: Partial<CartLineResult> = {},
): CartLineResult {
  return {
    articleCode,
    sorg: '1000',
    status,
    message: null,
    limit: null,
    qty: 0,
    unitPrice: null,
    previousUnitPrice: null,
    ...extra,
  };
}

/** The GraphQL answer of updateProductsInCart. */
export function updateAnswer(results: CartLineResult[], cart: CartData, refusal?: { code: string; message: string }) {
  return {
    data: {
      updateProductsInCart: {
        message: { status: refusal ? 'FAILED' : 'SUCCESS', description: refusal?.message ?? '' },
        userErrors: refusal ? [{ field: null, message: refusal.message, code: refusal.code }] : [],
        results,
        cart,
      },
    },
  };
}

/** GET /api/user of a dealer acting for customer 1000001 (with the cart scope unless told otherwise). */
export function dealerUser(options: { scopes?: string[]; customer?: boolean } = {}) {
  const { scopes = ['cart.display-order-qty', 'page.catalog'], customer = true } = options;
  return {
    id: 3,
    name: 'Dana Dealer',
    username: 'dealer',
    scopes,
    isCustomer: true,
    hasCustCode: customer,
    customerData: customer
      ? { id: '1000001', custName: 'Pedal Pushers', custCode: { unified: null, isr: '1000001', r3: '001000001' } }
      : null,
  };
}

/** A session whose token names user 3 acting for customer 001000001 (the outbox files entries by it). */
export function storeDealerSession(): void {
  const claims = btoa(JSON.stringify({ sub: '3', r3: '001000001', isr: '1000001' })).replace(/=+$/, '');
  localStorage.setItem(
    'portal.session',
    JSON.stringify({ accessToken: `e30.${claims}.sig`, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000 }),
  );
}

/**
 * Loads the modules a queued cart change imports on demand (the outbox runner, the engine and the local database):
 * their first load in a test worker takes seconds (every outbox kind is transformed), which a test waiting for the
 * queued note must not spend inside its wait.
 */
export async function loadOutboxModules(): Promise<void> {
  await Promise.all([import('../../domain/offline/outbox-runner'), import('../../../browser/outbox')]);
}
