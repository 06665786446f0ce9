import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DATE_RANGE_MAX_DAYS,
  NOTES_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PO_NUMBER_MAX_LENGTH,
  QUANTITY_MIN,
  VISIT_PHOTOS_MAX_BYTES,
  alphanumericField,
  comboRequiredField,
  emailField,
  formMessages,
  hasItems,
  isAlphanumeric,
  isDateRangeWithin,
  isDownloadPeriodValid,
  isEmail,
  isMultiLineText,
  isNotEmpty,
  isNumeric,
  isPhone,
  isProvided,
  isText,
  isValidPassword,
  maxLengthMessage,
  multiLineTextField,
  numericField,
  passwordField,
  phoneField,
  requiredBoolean,
  requiredString,
  textField,
} from './form-rules';

/** The messages of a failed parse, or [] when it passes. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('formMessages', () => {
  it('keeps the spec texts byte-exact (they are Lingui message ids)', () => {
    expect(formMessages.notEmpty).toBe('Must not be empty');
    expect(formMessages.required).toBe('Required');
    expect(formMessages.text).toBe(
      "Only number, alphabet, dot, comma, dash, slash, 'and, colon, and space are allowed",
    );
    expect(formMessages.alphanumeric).toBe('Only alphabet and number are allowed');
    expect(formMessages.email).toBe('Email must be valid');
    expect(formMessages.phone).toBe('*Must Be Numeric (17 digits max)');
    expect(formMessages.numeric).toBe('*Must Be Numeric');
    expect(formMessages.password).toBe(
      'Password must be at least 8 characters and contain a digit, an upper-case and a lower-case letter',
    );
    expect(formMessages.dateRange).toBe('Date range must not exceed 30 days');
    expect(formMessages.downloadPeriod).toBe('Download period must be at most one year and within the same year');
  });

  it('fills the max-length placeholder', () => {
    expect(maxLengthMessage(35)).toBe('Must be at most 35 characters');
  });
});

describe('limits', () => {
  it('match the spec', () => {
    expect(PO_NUMBER_MAX_LENGTH).toBe(35);
    expect(NOTES_MAX_LENGTH).toBe(100);
    expect(QUANTITY_MIN).toBe(1);
    expect(PHONE_MAX_DIGITS).toBe(17);
    expect(DATE_RANGE_MAX_DAYS).toBe(30);
    expect(VISIT_PHOTOS_MAX_BYTES).toBe(104_857_600);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
});

describe('isNotEmpty', () => {
  it('rejects empty and whitespace-only strings', () => {
    expect(isNotEmpty('')).toBe(false);
    expect(isNotEmpty(' \t\n ')).toBe(false);
    expect(isNotEmpty(' a ')).toBe(true);
  });
});

describe('isProvided', () => {
  it('fails null, undefined and the empty string', () => {
    expect(isProvided(null)).toBe(false);
    expect(isProvided(undefined)).toBe(false);
    expect(isProvided('')).toBe(false);
  });

  it('passes false and 0', () => {
    expect(isProvided(false)).toBe(true);
    expect(isProvided(0)).toBe(true);
    expect(isProvided('x')).toBe(true);
  });
});

describe('hasItems', () => {
  it('needs at least one item', () => {
    expect(hasItems([])).toBe(false);
    expect(hasItems(null)).toBe(false);
    expect(hasItems(undefined)).toBe(false);
    expect(hasItems(['a'])).toBe(true);
  });
});

describe('isText', () => {
  it('allows letters, digits, space and - . , / & :', () => {
    expect(isText('Jl. Sudirman 12-14, Blok A/B & C: Lt. 3')).toBe(true);
    expect(isText('')).toBe(true);
  });

  it('allows non-ASCII letters, composed and decomposed', () => {
    expect(isText('Müller Fahrräder')).toBe(true);
    expect(isText('Vélo Café')).toBe(true);
    expect(isText('Cafe\u0301')).toBe(true);
  });

  it.each(['a\nb', "O'Brien", 'a_b', 'a;b', 'a!', 'a@b', '(a)', 'a"b', '100%', 'a\tb', '<script>', 'a\\nb'])(
    'rejects %j',
    (value) => {
      expect(isText(value)).toBe(false);
    },
  );
});

describe('isMultiLineText', () => {
  it('allows the text characters plus \\n and \\r\\n line breaks', () => {
    expect(isMultiLineText('Line one,\nline two\r\nline 3: ok')).toBe(true);
    expect(isMultiLineText('\n\n')).toBe(true);
  });

  it('still rejects characters outside the text set', () => {
    expect(isMultiLineText('Line one\nline two!')).toBe(false);
    expect(isMultiLineText('tab\there')).toBe(false);
    expect(isMultiLineText('lone\rcarriage return')).toBe(false);
  });
});

describe('isAlphanumeric', () => {
  it('allows letters and digits only', () => {
    expect(isAlphanumeric('AB12cd')).toBe(true);
    expect(isAlphanumeric('Größe9')).toBe(true);
    expect(isAlphanumeric('AB 12')).toBe(false);
    expect(isAlphanumeric('AB-12')).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(isEmail('dealer.one+orders@bike-shop.co.id')).toBe(true);
    expect(isEmail('dealer@shop')).toBe(false);
    expect(isEmail('dealer shop@x.com')).toBe(false);
    expect(isEmail('@x.com')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
});

describe('isPhone', () => {
  it('accepts exactly 17 digits and rejects 18', () => {
    expect(isPhone('1'.repeat(17))).toBe(true);
    expect(isPhone('1'.repeat(18))).toBe(false);
  });

  it('accepts digits only', () => {
    expect(isPhone('081234567890')).toBe(true);
    expect(isPhone('+6281234')).toBe(false);
    expect(isPhone('0812 345')).toBe(false);
    expect(isPhone('')).toBe(false);
  });
});

describe('isNumeric', () => {
  it('accepts digits only', () => {
    expect(isNumeric('0123')).toBe(true);
    expect(isNumeric('12.5')).toBe(false);
    expect(isNumeric('-1')).toBe(false);
    expect(isNumeric('1e3')).toBe(false);
    expect(isNumeric('')).toBe(false);
  });
});

describe('isValidPassword', () => {
  it('accepts the 8-character demo password', () => {
    expect(isValidPassword('Demo1234')).toBe(true);
  });

  it('rejects 7 characters', () => {
    expect(isValidPassword('Demo123')).toBe(false);
  });

  it.each([
    ['no upper-case letter', 'demo1234'],
    ['no lower-case letter', 'DEMO1234'],
    ['no digit', 'Demodemo'],
  ])('rejects a password with %s', (_reason, value) => {
    expect(isValidPassword(value)).toBe(false);
  });
});

describe('requiredString', () => {
  it('says Required for missing and empty values', () => {
    expect(messagesOf(requiredString(), undefined)).toEqual(['Required']);
    expect(messagesOf(requiredString(), null)).toEqual(['Required']);
    expect(messagesOf(requiredString(), '')).toEqual(['Required']);
  });

  it('says Must not be empty for whitespace only', () => {
    expect(messagesOf(requiredString(), '   ')).toEqual(['Must not be empty']);
  });

  it('accepts any non-blank text', () => {
    expect(messagesOf(requiredString(), 'anything!')).toEqual([]);
  });
});

describe('requiredBoolean', () => {
  it('lets false pass and rejects a missing value', () => {
    expect(messagesOf(requiredBoolean(), false)).toEqual([]);
    expect(messagesOf(requiredBoolean(), undefined)).toEqual(['Required']);
  });
});

describe('comboRequiredField', () => {
  it('needs at least one item, with the message Required', () => {
    const schema = comboRequiredField(z.string());
    expect(messagesOf(schema, [])).toEqual(['Required']);
    expect(messagesOf(schema, undefined)).toEqual(['Required']);
    expect(messagesOf(schema, ['a'])).toEqual([]);
  });
});

describe('textField', () => {
  it('applies the text rule with its message', () => {
    expect(messagesOf(textField(), 'Bad!')).toEqual([formMessages.text]);
    expect(messagesOf(textField(), 'Good, 1/2')).toEqual([]);
  });

  it('lets an optional field stay empty', () => {
    expect(messagesOf(textField(), '')).toEqual([]);
  });

  it('gives a required field only the Required message when empty', () => {
    expect(messagesOf(textField({ required: true, max: 5 }), '')).toEqual(['Required']);
  });

  it('caps the length at max (35 passes, 36 fails for a PO number)', () => {
    const poNumber = textField({ max: PO_NUMBER_MAX_LENGTH });
    expect(messagesOf(poNumber, 'A'.repeat(35))).toEqual([]);
    expect(messagesOf(poNumber, 'A'.repeat(36))).toEqual(['Must be at most 35 characters']);
  });
});

describe('multiLineTextField', () => {
  it('accepts line breaks that the text field rejects', () => {
    expect(messagesOf(multiLineTextField(), 'a\nb')).toEqual([]);
    expect(messagesOf(textField(), 'a\nb')).toEqual([formMessages.text]);
    expect(messagesOf(multiLineTextField(), 'a\nb?')).toEqual([formMessages.text]);
  });
});

describe('alphanumericField, emailField, phoneField, numericField', () => {
  it('each reports its own message', () => {
    expect(messagesOf(alphanumericField(), 'a-b')).toEqual([formMessages.alphanumeric]);
    expect(messagesOf(emailField(), 'not-an-email')).toEqual([formMessages.email]);
    expect(messagesOf(phoneField(), '1'.repeat(18))).toEqual([formMessages.phone]);
    expect(messagesOf(numericField(), '12a')).toEqual([formMessages.numeric]);
  });

  it('let an optional field stay empty even where the rule itself needs a value', () => {
    expect(isEmail('')).toBe(false);
    expect(messagesOf(emailField(), '')).toEqual([]);
    expect(messagesOf(phoneField(), '')).toEqual([]);
    expect(messagesOf(numericField(), '')).toEqual([]);
  });

  it('a required email field rejects an empty value', () => {
    expect(messagesOf(emailField({ required: true }), '')).toEqual(['Required']);
    expect(messagesOf(emailField({ required: true }), 'a@b.de')).toEqual([]);
  });
});

describe('passwordField', () => {
  it('is required and applies the password rule', () => {
    expect(messagesOf(passwordField(), '')).toEqual(['Required']);
    expect(messagesOf(passwordField(), 'demo1234')).toEqual([formMessages.password]);
    expect(messagesOf(passwordField(), 'Demo1234')).toEqual([]);
  });
});

describe('isDateRangeWithin', () => {
  it('passes 30 days and fails 31 days by default', () => {
    expect(isDateRangeWithin('2024-01-01', '2024-01-31')).toBe(true);
    expect(isDateRangeWithin('2024-01-01', '2024-02-01')).toBe(false);
  });

  it('counts across a leap day and a DST change in UTC', () => {
    expect(isDateRangeWithin('2024-02-15', '2024-03-16', 30)).toBe(true);
    expect(isDateRangeWithin('2024-02-15', '2024-03-17', 30)).toBe(false);
    expect(isDateRangeWithin('2024-03-01', '2024-03-31', 30)).toBe(true);
    expect(isDateRangeWithin('2024-10-01', '2024-10-31', 30)).toBe(true);
  });

  it('uses the given maximum', () => {
    expect(isDateRangeWithin('2024-01-01', '2024-01-08', 7)).toBe(true);
    expect(isDateRangeWithin('2024-01-01', '2024-01-09', 7)).toBe(false);
  });

  it('accepts a single day and rejects a reversed range', () => {
    expect(isDateRangeWithin('2024-05-05', '2024-05-05')).toBe(true);
    expect(isDateRangeWithin('2024-05-06', '2024-05-05')).toBe(false);
  });

  it.each(['2023-02-29', '2024-13-01', '2024-1-01', '01-01-2024', '2024-01-01T00:00:00Z', ''])(
    'rejects the malformed date %j',
    (value) => {
      expect(isDateRangeWithin(value, '2024-01-02')).toBe(false);
      expect(isDateRangeWithin('2023-01-01', value)).toBe(false);
    },
  );
});

describe('isDownloadPeriodValid', () => {
  it('passes a whole calendar year', () => {
    expect(isDownloadPeriodValid('2024-01-01', '2024-12-31')).toBe(true);
  });

  it('fails a short period that crosses into the next year', () => {
    expect(isDownloadPeriodValid('2024-12-31', '2025-01-01')).toBe(false);
  });

  it('fails reversed and invalid periods', () => {
    expect(isDownloadPeriodValid('2024-06-02', '2024-06-01')).toBe(false);
    expect(isDownloadPeriodValid('2024-02-30', '2024-03-01')).toBe(false);
  });
});
