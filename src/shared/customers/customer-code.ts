/** A customer's codes in the three back-end systems (S1 §3); any of them may be missing. */
export interface CustCode {
  unified: string | null;
  isr: string | null;
  r3: string | null;
}

/** The derived customer id: isr, or r3 when isr is absent (S1 §3); null when both are. Empty counts as absent. */
export function customerId(code: Pick<CustCode, 'isr' | 'r3'>): string | null {
  return code.isr || code.r3 || null;
}

/** The custGroup of the first customer area, or 'N/A' when there is none (S1 §3). */
export function firstCustGroup(
  custAreas: readonly { custGroup?: string | null | undefined }[] | null | undefined,
): string {
  return custAreas?.[0]?.custGroup || 'N/A';
}
