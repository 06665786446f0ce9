/**
 * Phone numbers as the portal shows them (spec 01 §3 and spec 02 shared form rules: "Phone: digits only, max 17.
 * Formatting removes a leading 0 and prepends +62 by default"; the +62 is the host's `telpCode`, whose default
 * is +62).
 *
 * Stored numbers are digits only. Two prefixes say whether a number carries its country already:
 * - `00` (the international call prefix) or a typed `+`: international, shown as `+` and the rest;
 * - otherwise national: a single leading 0 (the trunk prefix) is removed and the host's code put in front.
 *
 * Grouping (for reading, never for dialling): the country code, then the national number in two groups of three
 * digits and the rest in groups of four; a last group shorter than three digits joins the group before it (six
 * digits then read as two threes) (`+62 812 345 67890`, `+1 503 555 0100`, `+49 301 234 5678`). An international number keeps its digits in one
 * group after the `+` when its country is not the host's (country codes have one to three digits and the portal
 * does not know them all), and is grouped like a national one when it starts with the host's own code.
 */

/** The host's country code as `+` and digits; the spec's +62 when the config holds nothing usable. */
export function normalizeTelpCode(telpCode: string | null | undefined): string {
  const digits = (telpCode ?? '').replace(/\D/g, '');
  return digits === '' ? '+62' : `+${digits}`;
}

/** The digits of a national number in the groups described above. */
export function groupPhoneDigits(digits: string): string {
  const groups: string[] = [];
  let rest = digits;
  for (const size of [3, 3]) {
    if (rest.length <= size) break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  while (rest.length > 4) {
    groups.push(rest.slice(0, 4));
    rest = rest.slice(4);
  }
  if (rest !== '') {
    // A last group of one or two digits is hard to read alone: it joins the group before it (six digits read
    // better as two threes).
    if (rest.length < 3 && groups.length > 0) {
      const joined = `${groups.pop() ?? ''}${rest}`;
      groups.push(...(joined.length === 6 ? [joined.slice(0, 3), joined.slice(3)] : [joined]));
    } else groups.push(rest);
  }
  return groups.join(' ');
}

/**
 * A phone number as shown on this host: `+CC` and the grouped national number. Empty stays empty; a number typed
 * with `+` is left as it was typed; text that is not a phone number (letters) is shown unchanged.
 */
export function formatPhoneForHost(phone: string | null | undefined, telpCode: string | null | undefined): string {
  const raw = (phone ?? '').trim();
  if (raw === '') return '';
  if (raw.startsWith('+')) return raw;
  // Spaces, dashes, dots and brackets are formatting; anything else means this is not a number to rewrite.
  const digits = raw.replace(/[\s\-()./]/g, '');
  if (!/^\d+$/.test(digits)) return raw;
  const code = normalizeTelpCode(telpCode);
  const codeDigits = code.slice(1);
  if (digits.startsWith('00')) {
    const international = digits.slice(2);
    if (international === '') return raw;
    if (international.startsWith(codeDigits) && international.length > codeDigits.length) {
      return `${code} ${groupPhoneDigits(international.slice(codeDigits.length))}`;
    }
    return `+${international}`;
  }
  const national = digits.replace(/^0/, '');
  if (national === '') return raw;
  return `${code} ${groupPhoneDigits(national)}`;
}

/** The `tel:` address of a shown number: its `+` and digits only (RFC 3966 global number), or null for none. */
export function phoneTelHref(formatted: string): string | null {
  const global = formatted.replace(/[^\d+]/g, '');
  return /^\+\d{3,}$/.test(global) ? `tel:${global}` : null;
}
