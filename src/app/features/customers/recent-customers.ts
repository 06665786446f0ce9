import type { CustomerSummary } from '../../domain/customer/acting-customer';
import { isArray, isNonEmptyString, isString, recordOf, required, ShapeError, withDefault } from '../../lib/json-shape';

// The last customers a user switched to, newest first, on this device (per user id: several users may share a
// shop computer). Only what the dialog shows at the top; the list itself always comes from the server.
export const RECENT_CUSTOMERS_LIMIT = 5;

// Checked by hand: the customer chip loads this module with home (lib/json-shape.ts). Throws on a bad shape.
function parseRecent(value: unknown): CustomerSummary[] {
  if (!isArray(value)) throw new ShapeError('the recent customers are not a list');
  return value.map((entry) => {
    const customer = recordOf(entry, 'a recent customer');
    return {
      id: required(customer, 'id', isNonEmptyString),
      code: required(customer, 'code', isString),
      name: required(customer, 'name', isString),
      address: withDefault(customer, 'address', isString, ''),
      city: withDefault(customer, 'city', isString, ''),
      email: withDefault(customer, 'email', isString, ''),
      phone: withDefault(customer, 'phone', isString, ''),
    };
  });
}

function storageKey(userId: string): string {
  return `portal.recent-customers.${userId}`;
}

/** The user's recently used customers, newest first; nothing (not an error) when storage is empty or broken. */
export function readRecentCustomers(userId: string): CustomerSummary[] {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    if (raw === null) return [];
    return parseRecent(JSON.parse(raw)).slice(0, RECENT_CUSTOMERS_LIMIT);
  } catch {
    return [];
  }
}

/** Puts `customer` first, drops an older entry of the same customer and keeps at most five. */
export function rememberRecentCustomer(userId: string, customer: CustomerSummary): void {
  const next = [customer, ...readRecentCustomers(userId).filter((c) => c.id !== customer.id)].slice(
    0,
    RECENT_CUSTOMERS_LIMIT,
  );
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // Storage full or disabled: the shortcut list is a convenience, switching still works.
  }
}
