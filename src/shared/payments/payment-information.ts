// Payment information as entered (spec 01 §3 Payment information: accountType, accountNumber, routingNumber,
// creditCardNumber, creditCardType, expiredMonth, expiredYear, securityCode, shouldSavePayment; §5 Payment types).
// One schema for the page's form and the server. Secrets (numbers, security code) never appear in a message, a
// display or a zod issue: messages carry no values, and zod 4 keeps the input out of issues unless asked.
// The sandbox gateway's test numbers are in ./sandbox-cards.ts (they pass these schemas: tested here).
import { z } from 'zod';
import { formMessages } from '../validation/form-rules';

/** Spec 01 §5 Payment types. */
export const BANK_ACCOUNT_TYPES = ['Checking', 'General Ledger', 'Savings', 'Corporate Checking'] as const;
export const CARD_TYPES = ['Visa', 'MasterCard', 'American Express', 'Discover'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export type CardType = (typeof CARD_TYPES)[number];

/** Texts of the payment information form (ICU ids, no values; ours: the spec has none). */
export const paymentInformationMessages = {
  accountType: 'Choose an account type: Checking, General Ledger, Savings or Corporate Checking',
  routingNumber: 'Enter a valid 9-digit routing number',
  accountNumber: 'Enter an account number of 4 to 17 digits',
  cardType: 'Choose a card type: Visa, MasterCard, American Express or Discover',
  cardNumber: 'Enter a valid card number',
  cardNumberType: 'The card number does not match the card type',
  expiredMonth: 'Enter the expiry month (1 to 12)',
  expiredYear: 'Enter the expiry year (4 digits)',
  expired: 'The card has expired',
  securityCode: 'Enter the 3-digit security code',
  securityCodeAmex: 'Enter the 4-digit security code (American Express)',
} as const;

/** Digits only: spaces and dashes typed between groups are dropped. */
export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum of a card number (digits only). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** An ABA routing number: 9 digits, not all zero, 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  const at = (i: number): number => Number(value.charAt(i));
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0;
}

/** The card type a number's prefix and length belong to (the networks' published ranges), or null. */
export function cardTypeOf(digits: string): CardType | null {
  const len = digits.length;
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  const six = Number(digits.slice(0, 6));
  if (digits.startsWith('4') && (len === 13 || len === 16 || len === 19)) return 'Visa';
  if (((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) && len === 16) return 'MasterCard';
  if ((two === 34 || two === 37) && len === 15) return 'American Express';
  const discover = four === 6011 || (three >= 644 && three <= 649) || two === 65 || (six >= 622126 && six <= 622925);
  if (discover && len >= 16 && len <= 19) return 'Discover';
  return null;
}

/** The security code's length for a card type: 4 for American Express, else 3. */
export function securityCodeLength(type: CardType): 3 | 4 {
  return type === 'American Express' ? 4 : 3;
}

/** Whether a card valid through the end of month/year is expired on `today` ('YYYY-MM-DD'). */
export function isCardExpired(month: number, year: number, today: string): boolean {
  const [todayYear, todayMonth] = today.split('-').map(Number);
  if (todayYear === undefined || todayMonth === undefined) throw new RangeError('today must be YYYY-MM-DD');
  return year < todayYear || (year === todayYear && month < todayMonth);
}

/** How far ahead an expiry year may be (cards are issued for at most a few years; 20 is generous). */
export const EXPIRY_YEARS_AHEAD = 20;

/** Whether a payment method pays at once (spec 01 §4: "immediate when the method type includes ACH or Credit Card"). */
export function paymentKindOf(methodType: string): 'ach' | 'card' | null {
  const type = methodType.toLowerCase();
  if (type.includes('credit card')) return 'card';
  if (/\bach\b/.test(type)) return 'ach';
  return null;
}

const m = paymentInformationMessages;

/** Shared by both kinds: the saved payment's id (when updating one) and whether to save it. */
const common = {
  id: z.string().trim().min(1).optional(),
  shouldSavePayment: z.boolean({ error: formMessages.required }).default(false),
};

/** A bank account (ACH). */
export const bankAccountSchema = z.object({
  ...common,
  accountType: z.enum(BANK_ACCOUNT_TYPES, { error: m.accountType }),
  routingNumber: z
    .string({ error: m.routingNumber })
    .transform(digitsOnly)
    .refine(isAbaRoutingNumber, { error: m.routingNumber }),
  accountNumber: z
    .string({ error: m.accountNumber })
    .transform(digitsOnly)
    .refine((v) => /^\d{4,17}$/.test(v), { error: m.accountNumber }),
});

/** A card; expiry is checked against `today` ('YYYY-MM-DD', the host sorg's day). */
export function cardSchema(today: string) {
  const todayYear = Number(today.slice(0, 4));
  return z
    .object({
      ...common,
      creditCardType: z.enum(CARD_TYPES, { error: m.cardType }),
      creditCardNumber: z
        .string({ error: m.cardNumber })
        .transform(digitsOnly)
        .refine((v) => /^\d{12,19}$/.test(v) && isLuhnValid(v), { error: m.cardNumber }),
      expiredMonth: z
        .number({ error: m.expiredMonth })
        .int({ error: m.expiredMonth })
        .min(1, m.expiredMonth)
        .max(12, m.expiredMonth),
      expiredYear: z
        .number({ error: m.expiredYear })
        .int({ error: m.expiredYear })
        .max(todayYear + EXPIRY_YEARS_AHEAD, m.expiredYear),
      securityCode: z.string({ error: m.securityCode }).trim(),
    })
    .superRefine((card, ctx) => {
      // Zod runs this even when a field already failed: check only what the fields' own rules let through.
      const number = card.creditCardNumber;
      if (/^\d{12,19}$/.test(number) && isLuhnValid(number) && cardTypeOf(number) !== card.creditCardType) {
        ctx.addIssue({ code: 'custom', path: ['creditCardNumber'], message: m.cardNumberType });
      }
      const { expiredMonth: month, expiredYear: year } = card;
      if (Number.isInteger(year) && year < todayYear) {
        ctx.addIssue({ code: 'custom', path: ['expiredYear'], message: m.expired });
      } else if (Number.isInteger(month) && month >= 1 && month <= 12 && isCardExpired(month, year, today)) {
        ctx.addIssue({ code: 'custom', path: ['expiredMonth'], message: m.expired });
      }
      const length = securityCodeLength(card.creditCardType);
      if (!(length === 4 ? /^\d{4}$/ : /^\d{3}$/).test(card.securityCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['securityCode'],
          message: length === 4 ? m.securityCodeAmex : m.securityCode,
        });
      }
    });
}

export type BankAccountInformation = z.infer<typeof bankAccountSchema>;
export type CardInformation = z.infer<ReturnType<typeof cardSchema>>;

/** The schema for the method's kind ({@link paymentKindOf}). */
export function paymentInformationSchema(kind: 'ach' | 'card', today: string) {
  return kind === 'card' ? cardSchema(today) : bankAccountSchema;
}

/** The field problems of a failed parse, as {field, message} (userErrors); never the values. */
export function paymentInformationProblems(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/** The four digits a display shows. */
function lastFour(digits: string): string {
  return digitsOnly(digits).slice(-4);
}

/**
 * What a saved payment shows (spec 01 §3 Saved payment.display): the card type or account type and the last four
 * digits, e.g. 'Visa •••• 4242', 'Checking •••• 6789'. Nothing else of the number is ever kept.
 */
export function maskedDisplay(
  info:
    | Pick<CardInformation, 'creditCardType' | 'creditCardNumber'>
    | Pick<BankAccountInformation, 'accountType' | 'accountNumber'>,
): string {
  return 'creditCardType' in info
    ? `${info.creditCardType} •••• ${lastFour(info.creditCardNumber)}`
    : `${info.accountType} •••• ${lastFour(info.accountNumber)}`;
}
