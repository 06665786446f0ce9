// The cards of the home page per user (spec 01 §2 home: a home for each role). Which cards a user gets follows
// from the scopes that open the pages behind them (spec 01 §6, spec 02 §6), so a card never links to a page the
// user may not open: the dealer's buying cards, the sales rep's field cards, the administrator's work queues and
// failed sign-ins.
import { hasScope } from '../access/scopes';
import { openVisitBrands } from '../visit-forms/visit-access';
import type { VisitBrand } from '../visit-forms/visit-address';

export const HOME_CARDS = [
  // Sales rep: who is being served, the visits, the device's copy and outbox, the customers not seen for long.
  'customer',
  'visits',
  'offline',
  'unvisited',
  // Administrator: what waits for a decision, and the accounts with failed sign-ins (user administration).
  'waiting',
  'sign-in-failures',
  // Buying (a dealer, or a rep acting for a customer).
  'quick-actions',
  'cart',
  'orders',
  'invoices',
  'credit',
  'promotions',
] as const;

export type HomeCard = (typeof HOME_CARDS)[number];

/**
 * The order desk's rule (shared/orders/order-desk.ts mayUseOrderDesk, which a test keeps equal): page.orderlist held
 * with a user area limited to 'all'. Repeated here because that file brings zod, which the home's first load does
 * not carry.
 */
export function worksOrderDesk(viewer: { scopes: readonly string[]; limitations: readonly string[] }): boolean {
  return viewer.scopes.includes('page.orderlist') && viewer.limitations.includes('all');
}

/** What the home page knows about the signed-in user. */
export interface HomeViewer {
  scopes: readonly string[];
  /** A sales user (spec 01 §3 isSales). */
  isSales: boolean;
  /** An active customer is selected (or is the user's own). */
  hasCustomer: boolean;
  userAreas: readonly { sorg: string; limitation: string }[];
}

/**
 * The cards of a user's home, in the order they show. Customer-owned cards (cart, orders, invoices, credit) need
 * an active customer; a rep without one sees "Select a customer" in their place.
 */
export function homeCardsFor(viewer: HomeViewer): HomeCard[] {
  const has = (scope: Parameters<typeof hasScope>[1]) => hasScope(viewer.scopes, scope);
  const limitations = viewer.userAreas.map((area) => area.limitation);
  const visits = has('page.formvisit') && openVisitBrands(viewer.userAreas).length > 0;
  const cards = new Set<HomeCard>();

  if (viewer.isSales) {
    cards.add('customer');
    if (visits) cards.add('visits');
    cards.add('offline');
    if (visits) cards.add('unvisited');
  }
  const decidesClaims = has('claim.status-change');
  if (worksOrderDesk({ scopes: viewer.scopes, limitations }) || decidesClaims) cards.add('waiting');
  // Who failed to sign in is user administration's to see (spec 01 §6 page.user-management; the server's rule too).
  if (has('page.user-management')) cards.add('sign-in-failures');

  if (viewer.hasCustomer) {
    const ordering = has('cart.display-order-qty');
    if (ordering || has('page.claim')) cards.add('quick-actions');
    if (ordering) cards.add('cart');
    if (has('page.orderlist')) cards.add('orders');
    if (has('page.invoice-status') && has('invoice-status.read')) cards.add('invoices');
    // The credit widget's rule: its figures need invoice-status.read too (docs/decisions.md "Credit widget").
    if (has('credit-status.read') && has('invoice-status.read')) cards.add('credit');
    if (has('page.catalog')) cards.add('promotions');
  }
  return HOME_CARDS.filter((card) => cards.has(card));
}

/** The quick actions a user gets on the home (each a page the user may open). */
export type QuickAction = 'fast-order' | 'repeat-order' | 'claims';

export function quickActionsFor(viewer: HomeViewer): QuickAction[] {
  const actions: QuickAction[] = [];
  if (hasScope(viewer.scopes, 'cart.display-order-qty')) actions.push('fast-order', 'repeat-order');
  if (hasScope(viewer.scopes, 'page.claim')) actions.push('claims');
  return actions;
}

const DAY_MS = 24 * 60 * 60_000;
/** Customers not visited for this many days are listed on the rep's home (spec 01 §2 home). */
export const UNVISITED_DAYS = 60;

/**
 * The customers of several brand families' lists as one list: a store on more than one list (the same code and
 * sales org) appears once, with its latest visit of any brand (a WIM visit counts as a visit to the store).
 */
export function mergeVisitCustomers<C extends { custCode: string; sorg: string; lastVisitAt: string | null }>(
  lists: readonly (readonly C[])[],
): C[] {
  const byStore = new Map<string, C>();
  for (const customer of lists.flat()) {
    const key = `${customer.sorg}:${customer.custCode}`;
    const seen = byStore.get(key);
    const later =
      seen === undefined ||
      (customer.lastVisitAt !== null &&
        (seen.lastVisitAt === null || Date.parse(customer.lastVisitAt) > Date.parse(seen.lastVisitAt)));
    if (later) byStore.set(key, customer);
  }
  return [...byStore.values()];
}

/**
 * The rep's customers whose last visit is older than `days` (or who were never visited), longest unseen first
 * (never visited before all others), then by code.
 */
export function customersNotVisited<C extends { custCode: string; lastVisitAt: string | null }>(
  customers: readonly C[],
  now: Date,
  days = UNVISITED_DAYS,
): C[] {
  const limit = now.getTime() - days * DAY_MS;
  const time = (customer: C) => (customer.lastVisitAt === null ? Number.NaN : Date.parse(customer.lastVisitAt));
  return customers
    .filter((customer) => {
      const at = time(customer);
      return Number.isNaN(at) || at < limit;
    })
    .sort((a, b) => {
      const ta = time(a);
      const tb = time(b);
      if (Number.isNaN(ta) !== Number.isNaN(tb)) return Number.isNaN(ta) ? -1 : 1;
      if (!Number.isNaN(ta) && ta !== tb) return ta - tb;
      return a.custCode.localeCompare(b.custCode);
    });
}

/** The days of today and of this week (Monday to Sunday) around `now`, as YYYY-MM-DD in local time. */
export function visitWeekOf(now: Date): { today: string; weekFrom: string; weekTo: string } {
  const day = (date: Date) =>
    `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return { today: day(now), weekFrom: day(monday), weekTo: day(sunday) };
}

/** The brand families' names as the visit forms show them (brand names: the same in every language). */
export const VISIT_BRAND_NAMES: Readonly<Record<VisitBrand, string>> = { polygon: 'Polygon', wim: 'WIM' };

/** One brand family's visits of today and of this week, as the home's visits card reads them. */
export interface BrandVisits<V extends { createdAt: string }> {
  brand: VisitBrand;
  today: { items: readonly V[]; count: number };
  week: { count: number };
}

/**
 * The visits card of a rep who may use several brand families' visit forms (Polygon and WIM): the counts of today
 * and of this week per brand and in all, and today's visits of every brand merged, the latest first, each with its
 * brand (spec 01 §2 home).
 */
export function visitsOfBrands<V extends { createdAt: string }>(
  perBrand: readonly BrandVisits<V>[],
): {
  today: number;
  week: number;
  brands: { brand: VisitBrand; today: number; week: number }[];
  latest: (V & { brand: VisitBrand })[];
} {
  const latest = perBrand
    .flatMap(({ brand, today }) => today.items.map((visit) => ({ ...visit, brand })))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return {
    today: perBrand.reduce((sum, b) => sum + b.today.count, 0),
    week: perBrand.reduce((sum, b) => sum + b.week.count, 0),
    brands: perBrand.map((b) => ({ brand: b.brand, today: b.today.count, week: b.week.count })),
    latest,
  };
}
