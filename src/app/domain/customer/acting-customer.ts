import { customerId } from '../../../shared/customers/customer-code';
import type { User } from '../../lib/api';
import { isBoolean, isRecord, isString, nullish, recordOf, required, safely, withDefault } from '../../lib/json-shape';

// GET /api/user passes its customer fields through untyped (lib/api.ts checks only what the session needs);
// this is the customer side of it, checked once here, by hand: the shell loads it with home (lib/json-shape.ts).

function parseCustCode(value: unknown) {
  const code = recordOf(value, 'custCode');
  return {
    unified: nullish(code, 'unified', isString),
    isr: nullish(code, 'isr', isString),
    r3: nullish(code, 'r3', isString),
  };
}

function parseCustomerData(value: Record<string, unknown>) {
  return {
    id: nullish(value, 'id', isString),
    custName: required(value, 'custName', isString),
    custCode: parseCustCode(value.custCode),
    custAddress: nullish(value, 'custAddress', isString),
    custCity: nullish(value, 'custCity', isString),
    custEmail: nullish(value, 'custEmail', isString),
    custPhone: nullish(value, 'custPhone', isString),
  };
}

function parseViewer(user: Record<string, unknown>) {
  const customerData = nullish(user, 'customerData', isRecord);
  return {
    isSales: withDefault(user, 'isSales', isBoolean, false),
    isCustomer: withDefault(user, 'isCustomer', isBoolean, false),
    isCustVendor: withDefault(user, 'isCustVendor', isBoolean, false),
    customerData: customerData ? parseCustomerData(customerData) : customerData,
  };
}

function parseActingCode(user: Record<string, unknown>) {
  const customerData = nullish(user, 'customerData', isRecord);
  return customerData ? parseCustCode(customerData.custCode) : undefined;
}

/**
 * The acting customer's code (isr, else r3) from GET /api/user — what updateProductsInCart and the outbox send —
 * or null without a customer. Only the code is read: a customer without its other fields still orders.
 */
export function actingCustomerCodeOf(user: Record<string, unknown>): string | null {
  const code = safely(() => parseActingCode(user));
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
  const parsed = safely(() => parseViewer(user));
  const viewer = parsed ?? { isSales: false, isCustomer: false, isCustVendor: false };
  const data = parsed?.customerData;
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
