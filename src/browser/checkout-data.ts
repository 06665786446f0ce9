import { graphql } from './gql';
import type { DeviceCheckoutDataQuery, DeviceShipmentRatesQuery } from './gql/graphql';
import { localDb, type CheckoutDataRow } from './local-db';
import { ApiClient, type OutboxTransport } from './outbox/transport';

// What checkout needs offline (spec 01 §5; ARCHITECTURE.md "Offline"): the active customer's ship-to addresses,
// shipment rates, freight allowances and payment methods, saved when its catalog is prepared for offline and read
// by the checkout page when the network does not answer. Kept per user and customer like the catalog copy: a copy
// for another customer is removed when a new one is saved, so one customer's addresses never show for another.

export const deviceCheckoutDataDocument = graphql(`
  query DeviceCheckoutData {
    shiptoV2 {
      id
      code
      name
      address
      city
      postalCode
      country
      phone
      warehouseArea
      isDefault
      version
    }
    paymentMethods {
      id
      sorg
      type
      desc
      paymentMerchants {
        id
        instruction
        extPaymentGatewayId
        paymentDiscount
        paymentId
      }
    }
    cartFreightBenefits(qtyByWarehouseArea: []) {
      warehouseArea
      targetQty
      isHomeWarehouse
      discountAmount
    }
  }
`);

export const deviceShipmentRatesDocument = graphql(`
  query DeviceShipmentRates($cartItems: [ShipmentCartItemInput!]!) {
    customerShipmentRates(cartItems: $cartItems) {
      id
      sorg
      type
      desc
      input
      rate {
        rate
        currency
      }
    }
  }
`);

/** The checkout's data of one customer as the device keeps it. */
export interface DeviceCheckoutData {
  shiptoV2: DeviceCheckoutDataQuery['shiptoV2'];
  paymentMethods: DeviceCheckoutDataQuery['paymentMethods'];
  cartFreightBenefits: DeviceCheckoutDataQuery['cartFreightBenefits'];
  /** Every rate of the customer's sorgs (the page narrows them to the sorgs of the cart). */
  customerShipmentRates: DeviceShipmentRatesQuery['customerShipmentRates'];
}

const TIMEOUT_MS = 30_000;

function rowId(userId: string, customerId: string): string {
  return `${userId}:${customerId}`;
}

async function ask<Result>(client: ApiClient, query: string, variables: unknown): Promise<Result> {
  const answer = await client.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    timeoutMs: TIMEOUT_MS,
  });
  const body = answer.body as { data?: Result; errors?: { message: string }[] } | undefined;
  if (answer.status !== 200 || !body?.data) {
    throw new Error(body?.errors?.[0]?.message ?? `The checkout data could not be read (${String(answer.status)})`);
  }
  return body.data;
}

/**
 * Downloads the checkout data of the session's active customer and keeps it on the device in place of the user's
 * copies for other customers. Resolves to what was saved; undefined when the session has no customer.
 */
export async function syncCheckoutData(
  transport: OutboxTransport,
  now: () => number = Date.now,
): Promise<DeviceCheckoutData | undefined> {
  const session = await transport.session();
  if (!session?.customerId) return undefined;
  const { userId, customerId } = session;
  const client = new ApiClient(transport, session);
  const main = await ask<DeviceCheckoutDataQuery>(client, deviceCheckoutDataDocument.toString(), {});
  // Rates are per sorg; the sorgs the customer buys in are those of its payment methods (no sorg without one can
  // be checked out).
  const sorgs = [...new Set(main.paymentMethods.map((method) => method.sorg))].sort();
  const rates =
    sorgs.length === 0
      ? { customerShipmentRates: [] }
      : await ask<DeviceShipmentRatesQuery>(client, deviceShipmentRatesDocument.toString(), {
          cartItems: sorgs.map((sorg) => ({ articleCode: '-', sorg, qty: 1 })),
        });
  const data: DeviceCheckoutData = { ...main, customerShipmentRates: rates.customerShipmentRates };
  const db = localDb();
  await db.transaction('rw', db.checkoutData, async () => {
    await db.checkoutData
      .where('userId')
      .equals(userId)
      .filter((row) => row.customerId !== customerId)
      .delete();
    const row: CheckoutDataRow = { id: rowId(userId, customerId), userId, customerId, savedAt: now(), data };
    await db.checkoutData.put(row);
  });
  return data;
}

/** The device's checkout data of a user's customer, with when it was saved; undefined when there is none. */
export async function readCheckoutData(
  userId: string,
  customerId: string,
): Promise<{ savedAt: number; data: DeviceCheckoutData } | undefined> {
  const row = await localDb().checkoutData.get(rowId(userId, customerId));
  return row ? { savedAt: row.savedAt, data: row.data as DeviceCheckoutData } : undefined;
}
