import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  freightBenefitTargets,
  paymentMerchants,
  paymentMethods,
  shipmentRates,
  shipToAddresses,
  type FreightBenefitTargetRow,
  type PaymentMerchantRow,
  type PaymentMethodRow,
  type ShipmentRateRow,
  type ShipToAddressRow,
} from './orders.tables';

/** A customer's ship-to addresses, the default first, then by code. */
export function shipTosOf(db: Db, customerId: number): Promise<ShipToAddressRow[]> {
  return db
    .select()
    .from(shipToAddresses)
    .where(eq(shipToAddresses.customerId, customerId))
    .orderBy(desc(shipToAddresses.isDefault), asc(shipToAddresses.code));
}

/** The shipment rates of some sorgs, by sorg and their order. */
export function ratesOf(db: Db, sorgs: readonly string[]): Promise<ShipmentRateRow[]> {
  if (sorgs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shipmentRates)
    .where(inArray(shipmentRates.sorg, [...sorgs]))
    .orderBy(asc(shipmentRates.sorg), asc(shipmentRates.sortOrder), asc(shipmentRates.id));
}

/** The freight-allowance targets of some sorgs, optionally only of some warehouse areas. */
export function freightTargetsOf(
  db: Db,
  sorgs: readonly string[],
  areas: readonly string[] | null,
): Promise<FreightBenefitTargetRow[]> {
  if (sorgs.length === 0 || areas?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(freightBenefitTargets)
    .where(
      and(
        inArray(freightBenefitTargets.sorg, [...sorgs]),
        areas ? inArray(freightBenefitTargets.warehouseArea, [...areas]) : undefined,
      ),
    )
    .orderBy(asc(freightBenefitTargets.sorg), asc(freightBenefitTargets.warehouseArea));
}

/** The payment methods of some sorgs with their merchants. */
export async function paymentMethodsOf(
  db: Db,
  sorgs: readonly string[],
): Promise<{ method: PaymentMethodRow; merchants: PaymentMerchantRow[] }[]> {
  if (sorgs.length === 0) return [];
  const methods = await db
    .select()
    .from(paymentMethods)
    .where(inArray(paymentMethods.sorg, [...sorgs]))
    .orderBy(asc(paymentMethods.sorg), asc(paymentMethods.sortOrder), asc(paymentMethods.id));
  const merchants =
    methods.length === 0
      ? []
      : await db
          .select()
          .from(paymentMerchants)
          .where(
            inArray(
              paymentMerchants.paymentMethodId,
              methods.map((m) => m.id),
            ),
          )
          .orderBy(asc(paymentMerchants.id));
  return methods.map((method) => ({
    method,
    merchants: merchants.filter((m) => m.paymentMethodId === method.id),
  }));
}
