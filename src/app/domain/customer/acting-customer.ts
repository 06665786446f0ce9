import { z } from 'zod/mini';
import { customerId } from '../../../shared/customers/customer-code';
import type { User } from '../../lib/api';

// GET /api/user passes its customer fields through untyped (lib/api.ts checks only what the session needs);
// this is the customer side of it, checked once here.
const custCodeSchema = z.object({
  unified: z.nullish(z.string()),
  isr: z.nullish(z.string()),
  r3: z.nullish(z.string()),
});

const customerDataSchema = z.looseObject({
  id: z.nullish(z.string()),
  custName: z.string(),
  custCode: custCodeSchema,
  custAddress: z.nullish(z.string()),
  custCity: z.nullish(z.string()),
  custEmail: z.nullish(z.string()),
  custPhone: z.nullish(z.string()),
});

const viewerSchema = z.looseObject({
  isSales: z._default(z.boolean(), false),
  isCustomer: z._default(z.boolean(), false),
  isCustVendor: z._default(z.boolean(), false),
  customerData: z.nullish(customerDataSchema),
});

const actingCodeSchema = z.looseObject({ customerData: z.nullish(z.looseObject({ custCode: custCodeSchema })) });

/**
 * The acting customer's code (isr, else r3) from GET /api/user — what updateProductsInCart and the outbox send —
 * or null without a customer. Only the code is read: a customer without its other fields still orders.
 */
export function actingCustomerCodeOf(user: Record<string, unknown>): string | null {
  const parsed = actingCodeSchema.safeParse(user);
  const code = parsed.success ? parsed.data.customerData?.custCode : undefined;
  return code ? customerId({ isr: code.isr ?? null, r3: code.r3 ?? null }) : null;
}

/** A customer as the chip, the band and the dialog show it. */
export interface CustomerSummary {
  /** isr, or r3 when isr is absent: what POST /api/change-cust/{id} takes. */
  id: string;
  /** The code shown beside the name (the same isr-or-r3 rule). */
  code: string;
  name: string;
  address: string;
  city: string;
  email: string;
  phone: string;
}

/** What the customer features need to know about the signed-in user. */
export interface CustomerViewer {
  userId: string;
  /** Scope menu.change-cust: sees the full list and may switch (spec 01 §6). */
  canSwitch: boolean;
  /** isSales, isCustomer or isCustVendor: the only users the dialog is shown to (spec 01 §6). */
  mayUseDialog: boolean;
  /** The customer the user acts for now, or null when none is selected. */
  activeCustomer: CustomerSummary | null;
}

/** The customer side of GET /api/user; a malformed answer counts as "no customer", never as a crash. */
export function customerViewerOf(user: User): CustomerViewer {
  const parsed = viewerSchema.safeParse(user);
  const viewer = parsed.success ? parsed.data : { isSales: false, isCustomer: false, isCustVendor: false };
  const data = parsed.success ? parsed.data.customerData : null;
  const code = data ? (customerId({ isr: data.custCode.isr ?? null, r3: data.custCode.r3 ?? null }) ?? '') : '';
  return {
    userId: String(user.id),
    canSwitch: user.scopes.includes('menu.change-cust'),
    mayUseDialog: viewer.isSales || viewer.isCustomer || viewer.isCustVendor,
    activeCustomer: data
      ? {
          id: data.id || code,
          code,
          name: data.custName,
          address: data.custAddress ?? '',
          city: data.custCity ?? '',
          email: data.custEmail ?? '',
          phone: data.custPhone ?? '',
        }
      : null,
  };
}
