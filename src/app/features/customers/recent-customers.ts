import { z } from 'zod/mini';
import type { CustomerSummary } from '../../domain/customer/acting-customer';

// The last customers a user switched to, newest first, on this device (per user id: several users may share a
// shop computer). Only what the dialog shows at the top; the list itself always comes from the server.
export const RECENT_CUSTOMERS_LIMIT = 5;

const recentSchema = z.array(
  z.object({
    id: z.string().check(z.minLength(1)),
    code: z.string(),
    name: z.string(),
    address: z._default(z.string(), ''),
    city: z._default(z.string(), ''),
    email: z._default(z.string(), ''),
    phone: z._default(z.string(), ''),
  }),
);

function storageKey(userId: string): string {
  return `portal.recent-customers.${userId}`;
}

/** The user's recently used customers, newest first; nothing (not an error) when storage is empty or broken. */
export function readRecentCustomers(userId: string): CustomerSummary[] {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    if (raw === null) return [];
    const parsed = recentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.slice(0, RECENT_CUSTOMERS_LIMIT) : [];
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
