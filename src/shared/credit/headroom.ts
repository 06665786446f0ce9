// Credit headroom at checkout (spec 01 §3 Credit information; §8 'Order Failed!' (insufficient order balance)):
// what each company may still order on credit after the cart's orders, and whether checkout's creditCheck would
// refuse them. The same rule as the server's check: the orders of the sorgs whose area belongs to one company are
// summed, and creditRefusal decides (open-to-buy.ts). Pure: the checkout page renders what this returns.
import { creditRefusal, openToBuy, type CreditFigures, type CreditRefusal } from './open-to-buy';

/** One company's credit figures and the sorgs of the acting customer's areas that belong to it. */
export interface CompanyCredit extends CreditFigures {
  company: { code: string; name: string };
  sorgs: readonly string[];
}

/** One order of the checkout: its sorg and its total (minor units of `currency`). */
export interface OrderAmount {
  sorg: string;
  total: number;
  currency: string;
}

/** What is left of a company's open to buy after an order of `amount`, and whether credit refuses it. */
export interface HeadroomAfterOrder {
  /** Open to buy before the order (limit − exposure). */
  before: number;
  /** Open to buy after the order (negative when the order goes over it). */
  after: number;
  /** What checkout would answer ('Order Failed!' with this reason), null when credit covers the order. */
  refusal: CreditRefusal | null;
}

/** The headroom after one order of `amount` (minor units of the figures' currency). */
export function headroomAfterOrder(figures: CreditFigures, amount: number): HeadroomAfterOrder {
  const before = openToBuy(figures);
  return { before, after: before - amount, refusal: creditRefusal(figures, amount) };
}

/** The headroom of one company for the cart's orders in its sorgs. */
export type CompanyHeadroom = {
  company: { code: string; name: string };
  /** The sorgs of the cart's orders that this company's credit covers. */
  sorgs: string[];
  currency: string;
  /** The sum of those orders' totals. */
  amount: number;
} & (
  | ({ kind: 'figures' } & HeadroomAfterOrder)
  /** An order in another currency than the company's figures: checkout refuses it (creditMessages.noFigures). */
  | { kind: 'currency' }
);

/**
 * The headroom of each company the cart's orders fall under, in the order of `companies`. An order whose sorg no
 * company lists is not under credit control (the server skips it too) and appears in no entry.
 */
export function checkoutHeadroom(
  companies: readonly CompanyCredit[],
  orders: readonly OrderAmount[],
): CompanyHeadroom[] {
  return companies.flatMap((credit): CompanyHeadroom[] => {
    const own = orders.filter((order) => credit.sorgs.includes(order.sorg));
    if (own.length === 0) return [];
    const base = {
      company: credit.company,
      sorgs: own.map((order) => order.sorg),
      currency: credit.currency,
      amount: own.reduce((sum, order) => sum + order.total, 0),
    };
    if (own.some((order) => order.currency !== credit.currency)) return [{ ...base, kind: 'currency' }];
    return [{ ...base, kind: 'figures', ...headroomAfterOrder(credit, base.amount) }];
  });
}
