/**
 * The built-in sandbox gateway's documented test numbers (spec 01 §7 Invoices and payments; docs/operations.md).
 * No money moves in the sandbox: each number below decides the outcome of a charge, so a test or a demo can reach
 * every payment status on purpose. Any other number is refused as "not a sandbox test number", so a real card typed
 * into the sandbox is never treated as charged. Shown to users beside the "Sandbox — no money moves" label.
 */

/** What a sandbox charge does. `pending` settles later through a signed webhook ("on processing" until then). */
export type SandboxOutcome = 'complete' | 'pending' | 'declined' | 'insufficient_funds' | 'processing_error';

export interface SandboxTestNumber {
  number: string;
  outcome: SandboxOutcome;
  /** What a person reads in the list of test numbers. */
  note: string;
}

/** The label every payment screen, mail and receipt shows while the sandbox is the host's gateway. */
export const SANDBOX_LABEL = 'Sandbox — no money moves';

/** Test cards (all pass the Luhn check; any future expiry date and any 3-digit code, 4 for American Express). */
export const SANDBOX_CARDS: readonly SandboxTestNumber[] = [
  { number: '4242424242424242', outcome: 'complete', note: 'Visa: paid at once' },
  { number: '5555555555554444', outcome: 'complete', note: 'MasterCard: paid at once' },
  { number: '378282246310005', outcome: 'complete', note: 'American Express: paid at once' },
  { number: '6011111111111117', outcome: 'complete', note: 'Discover: paid at once' },
  { number: '4000000000000002', outcome: 'declined', note: 'Visa: declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds', note: 'Visa: declined, insufficient funds' },
  { number: '4000000000000119', outcome: 'processing_error', note: 'Visa: the gateway fails (try again later)' },
];

/** Test routing numbers of bank accounts (ACH; all pass the ABA check), with any account number. */
export const SANDBOX_ROUTING_NUMBERS: readonly SandboxTestNumber[] = [
  { number: '110000000', outcome: 'pending', note: 'ACH: on processing, settles through a webhook' },
  { number: '011000015', outcome: 'declined', note: 'ACH: refused, account closed' },
  { number: '021000021', outcome: 'insufficient_funds', note: 'ACH: refused, insufficient funds' },
];

/** The outcome a sandbox card number or routing number leads to; undefined for a number not in the lists. */
export function sandboxOutcomeOf(kind: 'card' | 'bank', number: string): SandboxOutcome | undefined {
  const digits = number.replace(/[\s-]/g, '');
  const list = kind === 'card' ? SANDBOX_CARDS : SANDBOX_ROUTING_NUMBERS;
  return list.find((entry) => entry.number === digits)?.outcome;
}
