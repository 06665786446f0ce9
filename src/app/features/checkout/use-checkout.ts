import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toTierRules } from '../../../shared/catalog/discount-tiers';
import { splitCartBySorg } from '../../../shared/orders/checkout.schema';
import { sorgOrderTotals, type SorgOrderTotal } from '../../../shared/orders/order-totals';
import { cartQuery, type CartGroup, type CartLine } from '../../domain/cart/cart.queries';
import { checkoutChoicesQuery, checkoutRatesQuery } from './api/checkout.queries';
import type { CheckoutFormValues } from './checkout-draft';
import type { CheckoutLine } from './checkout-input';

export type CheckoutChoices = Awaited<ReturnType<NonNullable<ReturnType<typeof checkoutChoicesQuery>['queryFn']>>>;
export type ShipTo = CheckoutChoices['shiptoV2'][number];
export type PaymentMethod = CheckoutChoices['paymentMethods'][number];
export type SavedPayment = CheckoutChoices['savedPayments'][number];
type ShipmentRateList = Awaited<ReturnType<NonNullable<ReturnType<typeof checkoutRatesQuery>['queryFn']>>>;
export type ShipmentRate = ShipmentRateList[number];

/** One order of the checkout: a sorg of the cart with its lines, rates and money format. */
export interface CheckoutOrder {
  sorg: string;
  group: CartGroup | undefined;
  lines: CartLine[];
  rates: ShipmentRate[];
}

/**
 * The payment methods the checkout offers. The checkout takes one paymentId for every order (spec 01 §7); with
 * several sorgs only the kinds of method every sorg offers are listed, and the id sent is the first sorg's
 * (docs/decisions.md "Checkout page"). Card and ACH are charged through the host's gateway once the orders are
 * placed (docs/decisions.md "Checkout card and ACH").
 */
export function offeredMethods(methods: readonly PaymentMethod[], sorgs: readonly string[]): PaymentMethod[] {
  const [first, ...others] = sorgs;
  if (first === undefined) return [];
  return methods.filter(
    (method) =>
      method.sorg === first && others.every((s) => methods.some((m) => m.sorg === s && m.type === method.type)),
  );
}

/** The percent a method takes off the goods (its merchant's paymentDiscount). */
export function methodDiscount(method: PaymentMethod | undefined): number {
  return method?.paymentMerchants[0]?.paymentDiscount ?? 0;
}

/**
 * Everything the checkout page shows, from the cart, the choices and the form's values: the values with their
 * defaults filled in (first ship-to, first rate of each sorg, first payment method), the orders and their totals.
 */
export function useCheckout(values: CheckoutFormValues | undefined) {
  const cart = useQuery(cartQuery());
  const lines = useMemo(() => cart.data?.lines ?? [], [cart.data]);
  const sorgs = useMemo(() => [...new Set(lines.map((line) => line.sorg))].sort(), [lines]);
  const choices = useQuery({ ...checkoutChoicesQuery(sorgs), enabled: sorgs.length > 0 });
  const cartItems = useMemo(
    () => lines.map((line) => ({ articleCode: line.product.articleCode, sorg: line.sorg, qty: line.qty })),
    [lines],
  );
  const rates = useQuery({ ...checkoutRatesQuery(cartItems), enabled: cartItems.length > 0 });

  const shipTos = choices.data?.shiptoV2 ?? [];
  const methods = offeredMethods(choices.data?.paymentMethods ?? [], sorgs);

  // The defaults: the first (default) ship-to, each sorg's first rate, the first method (spec: "default first").
  const effective: CheckoutFormValues | undefined = values && {
    ...values,
    shiptoId: shipTos.some((s) => s.id === values.shiptoId) ? values.shiptoId : (shipTos[0]?.id ?? null),
    paymentId: methods.some((m) => m.id === values.paymentId) ? values.paymentId : (methods[0]?.id ?? null),
    shipments: Object.fromEntries(
      sorgs.flatMap((sorg) => {
        const ofSorg = (rates.data ?? []).filter((rate) => rate.sorg === sorg);
        const chosen = values.shipments[sorg];
        if (chosen && ofSorg.some((rate) => rate.id === chosen.rateId)) return [[sorg, chosen]];
        const first = ofSorg[0];
        return first ? [[sorg, { rateId: first.id, notes: chosen?.notes ?? '' }]] : [];
      }),
    ),
  };

  const shipTo = shipTos.find((s) => s.id === effective?.shiptoId);
  const method = methods.find((m) => m.id === effective?.paymentId);
  const savedPayments = (choices.data?.savedPayments ?? []).filter((saved) => saved.paymentMerchant === method?.id);

  const orders: CheckoutOrder[] = splitCartBySorg(lines).map(({ sorg, lines: ofSorg }) => ({
    sorg,
    group: cart.data?.groups.find((g) => g.sorg === sorg),
    lines: ofSorg,
    rates: (rates.data ?? []).filter((rate) => rate.sorg === sorg),
  }));

  // A few lines and one rate per sorg: computed on each render, like `orders` it reads.
  const totals = ((): SorgOrderTotal[] => {
    try {
      return sorgOrderTotals(
        lines.map((line) => ({
          sorg: line.sorg,
          articleCode: line.product.articleCode,
          qty: line.qty,
          dealer: line.product.price?.dealer ?? line.unitPrice,
          tiers: toTierRules(line.product.price?.discount ?? []),
          currency: line.product.price?.format.currency ?? '',
        })),
        orders.flatMap((order) => {
          const rate = order.rates.find((r) => r.id === effective?.shipments[order.sorg]?.rateId);
          return rate ? [{ sorg: order.sorg, rate: rate.rate.rate, currency: rate.rate.currency }] : [];
        }),
        methodDiscount(method),
      );
    } catch {
      // A rate in another currency than its order's is never offered (the server refuses it too).
      return [];
    }
  })();

  const checkoutLines: CheckoutLine[] = lines.map((line) => ({
    articleCode: line.product.articleCode,
    sorg: line.sorg,
    qty: line.qty,
    uom: line.uom,
    unitPrice: line.unitPrice,
  }));

  return {
    cart,
    choices,
    rates,
    isLoading: cart.isPending || (sorgs.length > 0 && (choices.isPending || rates.isPending)),
    error: cart.error ?? choices.error ?? rates.error,
    lines,
    sorgs,
    orders,
    shipTos,
    shipTo,
    methods,
    method,
    savedPayments,
    values: effective,
    totals,
    checkoutLines,
  };
}
