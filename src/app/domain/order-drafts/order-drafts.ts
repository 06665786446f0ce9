import type { DeviceCheckoutData } from '../../../browser/checkout-data';
import type { SyncedProduct } from '../../../browser/catalog/catalog-sync';
import type { OrderDraftData, OrderDraftView } from '../../../browser/order-drafts';
import { useQuery } from '@tanstack/react-query';
import type { DraftSnapshot } from '../../../shared/orders/draft-changes';
import type { SorgOrderTotal } from '../../../shared/orders/order-totals';
import type { CheckoutInput } from '../../gql/graphql';
import type { MoneyFormat } from '../../lib/format';
import { userQuery } from '../../lib/user';
import { customerViewerOf } from '../customer/acting-customer';
import { outboxOwner } from '../offline/outbox-owner';

// The page's side of offline order drafts (spec 01 §5 Checkout; docs/decisions.md "Offline order drafts"): the
// checkout's data kept on the device with the catalog copy, and "Place order" without a connection. The local
// database and the outbox load when they are first needed, not with the checkout page.

const drafts = () => import('../../../browser/order-drafts');

/** A line of the order as the page priced it. */
export interface DraftedLine {
  sorg: string;
  articleCode: string;
  name: string;
  qty: number;
  /** Minor units, after the tier. */
  unitPrice: number;
  /** The salesDealNo of the tier applied; null: the dealer price. */
  tier: string | null;
}

/** What the page showed when "Place order" was pressed offline. */
export interface OfflineOrderRequest {
  /** The checkout as the page would send it online (its seenUnitPrice are the prices shown). */
  input: CheckoutInput;
  lines: readonly DraftedLine[];
  /** Per sorg: the shipment and the total shown. */
  totals: readonly { sorg: string; shipment: number; total: number }[];
  formats: Record<string, MoneyFormat>;
  customerName: string;
  shipToLabel: string;
}

function availableOf(product: SyncedProduct | undefined): number {
  return (product?.stock.available ?? []).reduce((sum, entry) => sum + (entry.qty ?? 0), 0);
}

/**
 * The snapshot of what the user saw: each line's price, tier and the stock the device's catalog copy shows, the
 * ship-to version and the totals per sorg (src/shared/orders DraftSnapshot).
 */
export async function draftSnapshot(
  scope: { userId: string; customerId: string },
  request: Pick<OfflineOrderRequest, 'input' | 'lines' | 'totals'>,
): Promise<DraftSnapshot> {
  const { localDb } = await import('../../../browser/local-db');
  const rows = await localDb().catalogProducts.bulkGet(
    request.lines.map((line) => `${scope.userId}:${scope.customerId}:${line.articleCode}`),
  );
  return {
    shiptoVersion: request.input.shiptoVersion,
    lines: request.lines.map((line, index) => ({
      sorg: line.sorg,
      articleCode: line.articleCode,
      qty: line.qty,
      unitPrice: line.unitPrice,
      tier: line.tier,
      availableQty: availableOf(rows[index]?.data as SyncedProduct | undefined),
    })),
    totals: request.totals.map(({ sorg, shipment, total }) => ({ sorg, shipment, total })),
  };
}

/**
 * "Place order" without a connection: keeps the draft with what the user saw and queues its checkout for the
 * active customer, behind that customer's queued cart changes, with its own Idempotency-Key. Resolves to the draft.
 */
export async function draftOrderOffline(request: OfflineOrderRequest): Promise<OrderDraftView> {
  const owner = outboxOwner();
  if (!owner?.customerId) throw new Error('No signed-in user and customer to draft the order for');
  const snapshot = await draftSnapshot({ userId: owner.userId, customerId: owner.customerId }, request);
  const data: OrderDraftData = {
    actingFor: owner.actingFor,
    customerName: request.customerName,
    input: {
      ...request.input,
      snapshot: { shiptoVersion: snapshot.shiptoVersion, lines: [...snapshot.lines], totals: [...snapshot.totals] },
    },
    lineNames: request.lines.map(({ sorg, articleCode, name }) => ({ sorg, articleCode, name })),
    formats: request.formats,
    shipToLabel: request.shipToLabel,
  };
  const { saveOrderDraft } = await drafts();
  const draft = await saveOrderDraft({ userId: owner.userId, data });
  const { replayNow } = await import('../offline/outbox-runner');
  void replayNow().catch((error: unknown) => {
    console.warn('The outbox could not be sent now', error);
  });
  return draft;
}

/** The active customer's checkout data as the device keeps it (read when the network does not answer). */
export async function deviceCheckoutData(): Promise<DeviceCheckoutData | undefined> {
  const owner = outboxOwner();
  if (!owner?.customerId) return undefined;
  const { readCheckoutData } = await import('../../../browser/checkout-data');
  return (await readCheckoutData(owner.userId, owner.customerId))?.data;
}

/**
 * Keeps the active customer's checkout data on the device (with the catalog copy: "Ready for offline" and its
 * background refresh). Failures are logged: the catalog copy is still useful without it.
 */
export async function saveCheckoutDataForOffline(): Promise<void> {
  const [{ syncCheckoutData }, { pageTransport }] = await Promise.all([
    import('../../../browser/checkout-data'),
    import('../offline/outbox-runner'),
  ]);
  try {
    await syncCheckoutData(pageTransport);
  } catch (error) {
    console.warn('The checkout data could not be kept for offline', error);
  }
}

/** The active customer's name, for a draft's heading (empty while GET /api/user has not answered). */
export function useActiveCustomerName(): string {
  const { data: user } = useQuery(userQuery());
  return user ? (customerViewerOf(user).activeCustomer?.name ?? '') : '';
}

/**
 * What a draft keeps, from what the checkout page shows: the priced lines and totals of each order (the shared
 * sorgOrderTotals), the cart lines for names and money formats, the chosen ship-to.
 */
export function offlineOrderRequestOf(page: {
  input: CheckoutInput;
  totals: readonly SorgOrderTotal[];
  cartLines: readonly {
    sorg: string;
    product: { articleCode: string; name: string; price?: { format: MoneyFormat } | null };
  }[];
  customerName: string;
  shipTo: { name: string; address: string; city: string } | undefined;
}): OfflineOrderRequest {
  const nameOf = (sorg: string, articleCode: string) =>
    page.cartLines.find((l) => l.sorg === sorg && l.product.articleCode === articleCode)?.product.name ?? articleCode;
  const formats: Record<string, MoneyFormat> = {};
  for (const line of page.cartLines) {
    const format = line.product.price?.format;
    if (format && !(line.sorg in formats)) formats[line.sorg] = format;
  }
  return {
    input: page.input,
    lines: page.totals.flatMap((order) =>
      order.lines.map((line) => ({
        sorg: order.sorg,
        articleCode: line.articleCode,
        name: nameOf(order.sorg, line.articleCode),
        qty: line.qty,
        unitPrice: line.unitPrice,
        tier: line.tier?.salesDealNo ?? null,
      })),
    ),
    totals: page.totals.map((order) => ({ sorg: order.sorg, shipment: order.shipment, total: order.total })),
    formats,
    customerName: page.customerName,
    shipToLabel: page.shipTo
      ? [page.shipTo.name, page.shipTo.address, page.shipTo.city].filter(Boolean).join(', ')
      : '',
  };
}
