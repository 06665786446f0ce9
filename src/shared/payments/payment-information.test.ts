import { describe, expect, it } from 'vitest';
import {
  bankAccountSchema,
  cardSchema,
  cardTypeOf,
  isAbaRoutingNumber,
  isCardExpired,
  isLuhnValid,
  maskedDisplay,
  paymentInformationMessages as m,
  paymentInformationProblems,
  paymentInformationSchema,
  paymentKindOf,
} from './payment-information';
import { SANDBOX_CARDS, SANDBOX_ROUTING_NUMBERS } from './sandbox-cards';

const TODAY = '2026-11-26';

const visa = {
  creditCardType: 'Visa',
  creditCardNumber: '4242 4242 4242 4242',
  expiredMonth: 12,
  expiredYear: 2027,
  securityCode: '123',
  shouldSavePayment: true,
};

function problems(schema: ReturnType<typeof cardSchema> | typeof bankAccountSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return paymentInformationProblems(result.error);
}

describe('isLuhnValid', () => {
  it('accepts valid numbers and refuses a changed digit', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('4242-4242')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});

describe('isAbaRoutingNumber', () => {
  it('checks the 3-7-1 checksum on exactly nine digits', () => {
    expect(isAbaRoutingNumber('110000000')).toBe(true);
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('011000015')).toBe(true);
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('11000000')).toBe(false);
    expect(isAbaRoutingNumber('1100000000')).toBe(false);
    expect(isAbaRoutingNumber('11000000a')).toBe(false);
    expect(isAbaRoutingNumber('000000000')).toBe(false);
  });
});

describe('cardTypeOf', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['4222222222222', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['2223003122003222', 'MasterCard'],
    ['378282246310005', 'American Express'],
    ['371449635398431', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['6445644564456445', 'Discover'],
    ['6221260000000000', 'Discover'],
    ['3530111333300000', null],
    ['424242424242424', null],
  ])('%s is %s', (digits, type) => {
    expect(cardTypeOf(digits)).toBe(type);
  });
});

describe('isCardExpired', () => {
  it('keeps a card valid through the end of its month', () => {
    expect(isCardExpired(11, 2026, TODAY)).toBe(false);
    expect(isCardExpired(10, 2026, TODAY)).toBe(true);
    expect(isCardExpired(12, 2025, TODAY)).toBe(true);
    expect(isCardExpired(1, 2027, TODAY)).toBe(false);
    expect(isCardExpired(11, 2026, '2026-11-30')).toBe(false);
    expect(isCardExpired(11, 2026, '2026-12-01')).toBe(true);
  });
});

describe('cardSchema', () => {
  const schema = cardSchema(TODAY);

  it('parses a valid card, keeping digits only', () => {
    const card = schema.parse(visa);
    expect(card.creditCardNumber).toBe('4242424242424242');
    expect(card.shouldSavePayment).toBe(true);
  });

  it('defaults shouldSavePayment to false', () => {
    const { shouldSavePayment: _, ...rest } = visa;
    expect(schema.parse(rest).shouldSavePayment).toBe(false);
  });

  it('refuses a number failing Luhn', () => {
    expect(problems(schema, { ...visa, creditCardNumber: '4242424242424241' })).toEqual([
      { field: 'creditCardNumber', message: m.cardNumber },
    ]);
    expect(problems(schema, { ...visa, creditCardNumber: '42' })).toEqual([
      { field: 'creditCardNumber', message: m.cardNumber },
    ]);
  });

  it('refuses a number of another card type', () => {
    expect(problems(schema, { ...visa, creditCardType: 'MasterCard' })).toEqual([
      { field: 'creditCardNumber', message: m.cardNumberType },
    ]);
  });

  it('refuses an unknown card type', () => {
    expect(problems(schema, { ...visa, creditCardType: 'JCB' })).toEqual([
      { field: 'creditCardType', message: m.cardType },
    ]);
  });

  it('refuses an expired card: a past month this year, or a past year', () => {
    expect(problems(schema, { ...visa, expiredMonth: 10, expiredYear: 2026 })).toEqual([
      { field: 'expiredMonth', message: m.expired },
    ]);
    expect(problems(schema, { ...visa, expiredMonth: 12, expiredYear: 2025 })).toEqual([
      { field: 'expiredYear', message: m.expired },
    ]);
    expect(problems(schema, { ...visa, expiredMonth: 11, expiredYear: 2026 })).toEqual([]);
  });

  it('refuses a month outside 1–12 and a year too far ahead or not whole', () => {
    expect(problems(schema, { ...visa, expiredMonth: 13 })).toEqual([
      { field: 'expiredMonth', message: m.expiredMonth },
    ]);
    expect(problems(schema, { ...visa, expiredMonth: 0 })).toEqual([
      { field: 'expiredMonth', message: m.expiredMonth },
    ]);
    expect(problems(schema, { ...visa, expiredYear: 2047 })).toEqual([
      { field: 'expiredYear', message: m.expiredYear },
    ]);
    expect(problems(schema, { ...visa, expiredYear: 2027.5 })).toEqual([
      { field: 'expiredYear', message: m.expiredYear },
    ]);
  });

  it('wants 3 digits of security code, 4 for American Express', () => {
    expect(problems(schema, { ...visa, securityCode: '1234' })).toEqual([
      { field: 'securityCode', message: m.securityCode },
    ]);
    expect(problems(schema, { ...visa, securityCode: '12a' })).toEqual([
      { field: 'securityCode', message: m.securityCode },
    ]);
    const amex = { ...visa, creditCardType: 'American Express', creditCardNumber: '378282246310005' };
    expect(problems(schema, { ...amex, securityCode: '123' })).toEqual([
      { field: 'securityCode', message: m.securityCodeAmex },
    ]);
    expect(problems(schema, { ...amex, securityCode: '1234' })).toEqual([]);
  });

  it('never puts the number or the code in an error', () => {
    const result = schema.safeParse({ ...visa, creditCardNumber: '4242424242424241', securityCode: '98765' });
    expect(result.success).toBe(false);
    const text = JSON.stringify(result.error) + String(result.error);
    expect(text).not.toContain('4242424242424241');
    expect(text).not.toContain('98765');
    const wrongType = schema.safeParse({ ...visa, creditCardNumber: 4242424242424242 });
    expect(JSON.stringify(wrongType.error)).not.toContain('4242424242424242');
  });
});

describe('bankAccountSchema', () => {
  const account = {
    accountType: 'Checking',
    routingNumber: '110000000',
    accountNumber: '000123456789',
    shouldSavePayment: false,
  };

  it('parses a valid account', () => {
    expect(bankAccountSchema.parse(account)).toMatchObject({ accountType: 'Checking', accountNumber: '000123456789' });
  });

  it('takes the four account types of the spec only', () => {
    for (const accountType of ['Checking', 'General Ledger', 'Savings', 'Corporate Checking']) {
      expect(problems(bankAccountSchema, { ...account, accountType })).toEqual([]);
    }
    expect(problems(bankAccountSchema, { ...account, accountType: 'Money Market' })).toEqual([
      { field: 'accountType', message: m.accountType },
    ]);
  });

  it('refuses a routing number failing the ABA checksum and a short account number', () => {
    expect(problems(bankAccountSchema, { ...account, routingNumber: '110000001' })).toEqual([
      { field: 'routingNumber', message: m.routingNumber },
    ]);
    expect(problems(bankAccountSchema, { ...account, accountNumber: '123' })).toEqual([
      { field: 'accountNumber', message: m.accountNumber },
    ]);
  });

  it('never puts the numbers in an error', () => {
    const result = bankAccountSchema.safeParse({ ...account, routingNumber: '110000001', accountNumber: '12' });
    expect(JSON.stringify(result.error)).not.toMatch(/110000001|"12"/);
  });
});

describe('paymentKindOf and paymentInformationSchema', () => {
  it('pays at once when the method type includes ACH or Credit Card', () => {
    expect(paymentKindOf('Credit Card')).toBe('card');
    expect(paymentKindOf('Online credit card')).toBe('card');
    expect(paymentKindOf('ACH')).toBe('ach');
    expect(paymentKindOf('ACH Debit')).toBe('ach');
    expect(paymentKindOf('Bank Transfer')).toBeNull();
    expect(paymentKindOf('Cash')).toBeNull();
    expect(paymentKindOf('Coaching')).toBeNull();
  });

  it('chooses the schema by kind', () => {
    expect(paymentInformationSchema('card', TODAY).safeParse(visa).success).toBe(true);
    expect(paymentInformationSchema('ach', TODAY).safeParse(visa).success).toBe(false);
  });
});

describe('maskedDisplay', () => {
  it('shows the type and the last four digits only', () => {
    expect(maskedDisplay({ creditCardType: 'Visa', creditCardNumber: '4242424242424242' })).toBe('Visa •••• 4242');
    expect(maskedDisplay({ accountType: 'Checking', accountNumber: '000123456789' })).toBe('Checking •••• 6789');
    expect(maskedDisplay({ creditCardType: 'American Express', creditCardNumber: '3782 822463 10005' })).toBe(
      'American Express •••• 0005',
    );
  });
});

describe('the sandbox test numbers (./sandbox-cards)', () => {
  const schema = cardSchema(TODAY);

  it.each(SANDBOX_CARDS)('card $number ($note) passes the card schema', ({ number }) => {
    const type = cardTypeOf(number);
    expect(type).not.toBeNull();
    const securityCode = type === 'American Express' ? '1234' : '123';
    const input = { creditCardType: type, creditCardNumber: number, expiredMonth: 1, expiredYear: 2030, securityCode };
    expect(problems(schema, input)).toEqual([]);
  });

  it.each(SANDBOX_ROUTING_NUMBERS)('routing number $number ($note) passes the bank schema', ({ number }) => {
    const input = { accountType: 'Checking', routingNumber: number, accountNumber: '000123456789' };
    expect(problems(bankAccountSchema, input)).toEqual([]);
  });
});
