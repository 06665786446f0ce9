// Claim limits the spec does not show (spec 02 "Business limits for claims … not shown"): designed, recorded in
// docs/decisions.md "Claims". The video cap and the document cap are the attachment limits of
// src/shared/files/attachments.ts (per kind), one file per slot.
import type { ClaimProductCategory } from './claim-rules';

/** The warranty period per product category, in years from the purchase date (bike frames 5, PAA 2). */
export const CLAIM_WARRANTY_YEARS: Record<ClaimProductCategory, number> = { bike: 5, paa: 2 };

export const claimLimitMessages = {
  purchaseInFuture: 'The purchase date cannot be in the future',
  warrantyOver: 'The warranty period of {years} years has passed',
} as const;

/**
 * The purchase-to-claim rule: the purchase date is not after the claim's day and the claim is filed within the
 * category's warranty period. Both days YYYY-MM-DD. Null when the claim may be filed.
 */
export function claimWarrantyProblem(category: ClaimProductCategory, purchaseDate: string, claimDay: string) {
  if (purchaseDate > claimDay) return claimLimitMessages.purchaseInFuture;
  const years = CLAIM_WARRANTY_YEARS[category];
  const [y, m, d] = claimDay.split('-').map(Number) as [number, number, number];
  const limit = `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return purchaseDate < limit ? claimLimitMessages.warrantyOver.replace('{years}', String(years)) : null;
}
