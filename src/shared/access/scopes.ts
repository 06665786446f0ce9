/**
 * Every scope named by the spec (spec 01 §6, spec 02 §6). Scopes come to a user through roles → permissions.
 */
export const SCOPES = [
  'menu.change-cust',
  'consumer-voice.submit',
  'profile.update',
  'cart.display-order-qty',
  'credit-status.read',
  'invoice-status.read',
  'page.home-page',
  'page.catalog',
  'page.orderlist',
  'page.order-status',
  'page.invoice-status',
  'page.payment-request',
  'page.sales-area',
  'page.dashboard',
  'page.3rdpartycatalog',
  'page.3rdpartyorder',
  'page.3rdpartyarticlemaintenance',
  'page.formvisit',
  'page.catalog-analyze',
  'page.user-management',
  'page.user-management-us',
  'page.download-area',
  'page.upload-area',
  'page.claim',
  'page.bonus-dealer',
  'page.customer-sales-report',
  'page.pdi',
  'page.announcement',
  'page.banner',
  'page.marketing-material',
  'marketing-material.cud',
  'page.sales-document',
  'sales-document.cu',
  'page.news',
  'news.cu',
  'page.click-collect',
  /** Ours (spec 02 §7 names no scope): administer payments — upload, approve, void (docs/decisions.md). */
  'payment.approve',
  /** Ours (spec 02 §4 names no roles for claims): move a claim to another status (docs/decisions.md "Claims"). */
  'claim.status-change',
  /** Ours: read and write a claim's internal comments, see every customer's claims (the warranty team). */
  'claim.internal-comment',
] as const;

export type Scope = (typeof SCOPES)[number];

/** Whether the held scopes satisfy a requirement: one scope, or a list where any one suffices (spec 02 §6). */
export function hasScope(held: readonly string[], required: Scope | readonly Scope[]): boolean {
  const anyOf: readonly string[] = typeof required === 'string' ? [required] : required;
  return anyOf.length === 0 || anyOf.some((scope) => held.includes(scope));
}

/** Limitations of user areas that mark a sales user (spec 02 §6). */
export const SALES_LIMITATIONS = ['salesman', 'sales_group', 'sales_office'] as const;
/** Role names that count as sales (spec 01 §3). */
export const SALES_ROLES = ['salesman', 'sales.group'] as const;

export const LIMITATIONS = [...SALES_LIMITATIONS, 'customer', 'cust_vendor', 'audit', 'all'] as const;
export type Limitation = (typeof LIMITATIONS)[number];

/** Derived flags of the logged-in user (spec 01 §3); both spec definitions of "sales" are honoured. */
export function deriveUserFlags(input: { limitations: readonly string[]; roleNames: readonly string[] }): {
  isSales: boolean;
  isCustomer: boolean;
  isCustVendor: boolean;
} {
  return {
    isSales:
      input.limitations.some((l) => (SALES_LIMITATIONS as readonly string[]).includes(l)) ||
      input.roleNames.some((r) => (SALES_ROLES as readonly string[]).includes(r)),
    isCustomer: input.limitations.includes('customer'),
    isCustVendor: input.limitations.includes('cust_vendor'),
  };
}
