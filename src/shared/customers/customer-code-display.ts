/**
 * How a customer code is shown: one rule for every page. The back-end systems pad numeric customer numbers with
 * zeros (the r3 code `001000007`, the isr code `1000012`); on screen an all-digit code loses its leading zeros, as SAP
 * shows its own numbers, so the two systems' codes of one shape look alike. Codes with letters (the unified code
 * `U1000000007`) are shown as they are, trimmed. The stored code is unchanged: searches match it as a substring, so
 * the code as shown finds the customer too.
 */
export function displayCustomerCode(code: string | null | undefined): string {
  const trimmed = (code ?? '').trim();
  if (!/^[0-9]+$/.test(trimmed)) return trimmed;
  return trimmed.replace(/^0+/, '') || '0';
}
