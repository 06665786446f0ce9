// The checkout's read side (spec 01 §7 shiptoV2, customerShipmentRates, cartFreightBenefits, payment methods).
import type { AppDeps } from '../../app-deps';
import type { Buyer } from '../customers/customers.service';
import * as repo from './checkout.repository';

/** The sorgs the buyer buys in (a ship-to, rate or method of any other sorg is never offered). */
function buyingSorgs(buyer: Buyer): string[] {
  return buyer.sorgs.filter((s) => s.inSorg).map((s) => s.sorg);
}

export async function shipTos(deps: Pick<AppDeps, 'db'>, buyer: Buyer) {
  const rows = await repo.shipTosOf(deps.db, buyer.customer.id);
  return rows.map((row) => ({ ...row, id: String(row.id), version: String(row.version) }));
}

/**
 * The rates of the sorgs the cart items are ordered in (one order per sorg, each with its shipment), narrowed to
 * `merchant` (a sorg code) when given.
 */
export async function shipmentRatesFor(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  args: { cartItems: readonly { sorg: string }[]; merchant?: string | null },
) {
  const cartSorgs = new Set(args.cartItems.map((item) => item.sorg));
  const sorgs = buyingSorgs(buyer).filter((s) => cartSorgs.has(s) && (args.merchant == null || s === args.merchant));
  const rows = await repo.ratesOf(deps.db, sorgs);
  return rows.map((row) => ({
    id: String(row.id),
    sorg: row.sorg,
    type: row.type,
    desc: row.description,
    input: row.input,
    rate: { rate: row.rate, currency: row.currency },
  }));
}

/**
 * The freight allowances of the areas named (every area of the buyer's sorgs when none is named). The home
 * warehouse is the area of the customer's default ship-to.
 */
export async function freightBenefits(
  deps: Pick<AppDeps, 'db'>,
  buyer: Buyer,
  qtyByWarehouseArea: readonly { warehouseArea: string }[],
) {
  const areas = qtyByWarehouseArea.length === 0 ? null : [...new Set(qtyByWarehouseArea.map((q) => q.warehouseArea))];
  const [targets, addresses] = await Promise.all([
    repo.freightTargetsOf(deps.db, buyingSorgs(buyer), areas),
    repo.shipTosOf(deps.db, buyer.customer.id),
  ]);
  const home = addresses.find((a) => a.isDefault)?.warehouseArea;
  return targets.map((t) => ({
    warehouseArea: t.warehouseArea,
    targetQty: t.targetQty,
    isHomeWarehouse: t.warehouseArea === home,
    discountAmount: t.discountPercent,
  }));
}

export async function paymentMethodsFor(deps: Pick<AppDeps, 'db'>, buyer: Buyer, sorg?: string | null) {
  const sorgs = buyingSorgs(buyer).filter((s) => sorg == null || s === sorg);
  const methods = await repo.paymentMethodsOf(deps.db, sorgs);
  return methods.map(({ method, merchants }) => ({
    id: String(method.id),
    sorg: method.sorg,
    type: method.type,
    desc: method.description,
    paymentMerchants: merchants.map((m) => ({
      id: String(m.id),
      instruction: m.instruction,
      extPaymentGatewayId: m.extPaymentGatewayId,
      paymentDiscount: m.paymentDiscount,
      paymentId: String(method.id),
    })),
  }));
}
