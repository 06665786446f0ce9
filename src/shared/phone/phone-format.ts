/** Country code prepended when the host config sets no `telpCode` (S1 §5, §9). */
export const DEFAULT_TELP_CODE = '+62';

/**
 * A phone number in international form: spaces and dashes removed, then a leading 0 replaced by the host's
 * country code. A number already starting with + is kept; one starting with the code's digits
 * ('62812…' for +62) only gets its + back; any other number gets the code prepended. '' stays ''.
 */
export function formatPhone(raw: string, telpCode: string = DEFAULT_TELP_CODE): string {
  const number = raw.replace(/[\s-]/g, '');
  // Host configs may write the code with or without its +.
  const codeDigits = telpCode.replace(/^\+/, '');
  if (number === '' || number.startsWith('+')) return number;
  if (number.startsWith('0')) return `+${codeDigits}${number.slice(1)}`;
  if (number.startsWith(codeDigits)) return `+${number}`;
  return `+${codeDigits}${number}`;
}
