import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { deviceCheckoutData } from '../../../domain/order-drafts/order-drafts';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import {
  checkoutChoicesDocument,
  checkoutCreditDocument,
  checkoutFreightDocument,
  checkoutRatesDocument,
  checkoutSupplyDocument,
} from './checkout.operations';
import { fetchPlacedOrder, placedOrderQueryKey } from '../use-place-order';

/** Ship-to addresses, payment methods and saved payments of the active customer. */
export function checkoutChoicesQuery(sorgs: readonly string[]) {
  return queryOptions({
    queryKey: ['checkout', 'choices', [...sorgs]] as const,
    // Offline: the copy kept with the catalog ("Ready for offline"); saved payments are not kept (display only).
    queryFn: offlineFirst(
      ({ signal }) => graphqlRequest(checkoutChoicesDocument, { sorgs: [...sorgs] }, { signal }),
      async () => {
        const device = await deviceCheckoutData();
        return device && { shiptoV2: device.shiptoV2, paymentMethods: device.paymentMethods, savedPayments: [] };
      },
    ),
    staleTime: 60_000,
  });
}

/** The shipment rates of each sorg of the cart. */
export function checkoutRatesQuery(cartItems: readonly { articleCode: string; sorg: string; qty: number }[]) {
  return queryOptions({
    queryKey: ['checkout', 'rates', cartItems] as const,
    queryFn: offlineFirst(
      async ({ signal }) =>
        (await graphqlRequest(checkoutRatesDocument, { cartItems: [...cartItems] }, { signal })).customerShipmentRates,
      async () => {
        const sorgs = new Set(cartItems.map((item) => item.sorg));
        return (await deviceCheckoutData())?.customerShipmentRates.filter((rate) => sorgs.has(rate.sorg));
      },
    ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The freight allowance of the warehouse area the chosen ship-to is served from. */
export function checkoutFreightQuery(warehouseArea: string, qty: number) {
  return queryOptions({
    queryKey: ['checkout', 'freight', warehouseArea, qty] as const,
    queryFn: offlineFirst(
      async ({ signal }) =>
        (await graphqlRequest(checkoutFreightDocument, { areas: [{ warehouseArea, qty }] }, { signal }))
          .cartFreightBenefits,
      async () =>
        (await deviceCheckoutData())?.cartFreightBenefits.filter((benefit) => benefit.warehouseArea === warehouseArea),
    ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** When each line can be supplied for the requested day (futureConfirmationDisplay). */
export function checkoutSupplyQuery(orders: readonly { articleCode: string; qty: number }[], day: string | null) {
  return queryOptions({
    queryKey: ['checkout', 'supply', orders, day] as const,
    queryFn: async ({ signal }) =>
      (await graphqlRequest(checkoutSupplyDocument, { orders: [...orders], reqDeliveryDate: day }, { signal }))
        .stockOrderConfirmations,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * The credit figures of the acting customer's companies (creditCheck's headroom). Not kept for offline use: an
 * offline draft's credit is checked when it is sent, and without figures the page shows no headroom.
 */
export function checkoutCreditQuery() {
  return queryOptions({
    queryKey: ['checkout', 'credit'] as const,
    queryFn: async ({ signal }) => (await graphqlRequest(checkoutCreditDocument, {}, { signal })).creditInformation,
    // Asked again each time the checkout opens: an order placed a moment ago has already used some of the credit.
    staleTime: 0,
  });
}

/** A placed order for the confirmation page: the checkout's answer first, then the server's copy. */
export function placedOrderQuery(orderNo: string) {
  return queryOptions({
    queryKey: placedOrderQueryKey(orderNo),
    queryFn: ({ signal }) => fetchPlacedOrder(orderNo, signal),
    staleTime: 30_000,
  });
}
