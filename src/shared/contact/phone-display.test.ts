import { describe, expect, it } from 'vitest';
import { formatPhoneForHost, groupPhoneDigits, normalizeTelpCode, phoneTelHref } from './phone-display';

describe('formatPhoneForHost', () => {
  it('removes the leading 0 and puts the host code in front (the three demo hosts)', () => {
    expect(formatPhoneForHost('081234567890', '+62')).toBe('+62 812 345 67890');
    expect(formatPhoneForHost('5035550100', '+1')).toBe('+1 503 555 0100');
    expect(formatPhoneForHost('03012345678', '+49')).toBe('+49 301 234 5678');
  });

  it('shows the same stored number differently when the host code changes', () => {
    expect(formatPhoneForHost('0215550100', '+62')).toBe('+62 215 550 100');
    expect(formatPhoneForHost('0215550100', '+1')).toBe('+1 215 550 100');
  });

  it('uses the spec default +62 when the host has no usable code, and accepts a code without +', () => {
    expect(formatPhoneForHost('0812345678', '')).toBe('+62 812 345 678');
    expect(formatPhoneForHost('0812345678', undefined)).toBe('+62 812 345 678');
    expect(formatPhoneForHost('0812345678', '49')).toBe('+49 812 345 678');
  });

  it('leaves a number typed with + as it is', () => {
    expect(formatPhoneForHost('+49 30 1234567', '+62')).toBe('+49 30 1234567');
    expect(formatPhoneForHost('  +1 503 555 0100 ', '+62')).toBe('+1 503 555 0100');
  });

  it('reads the 00 prefix as an international number: grouped when it is the host country, else kept whole', () => {
    expect(formatPhoneForHost('006281234567890', '+62')).toBe('+62 812 345 67890');
    expect(formatPhoneForHost('00493012345678', '+62')).toBe('+493012345678');
  });

  it('ignores typed separators and keeps text that is not a number', () => {
    expect(formatPhoneForHost('0812-3456 (789)', '+62')).toBe('+62 812 345 6789');
    expect(formatPhoneForHost('ask the shop', '+62')).toBe('ask the shop');
    expect(formatPhoneForHost('', '+62')).toBe('');
    expect(formatPhoneForHost(null, '+62')).toBe('');
    expect(formatPhoneForHost('0', '+62')).toBe('0');
  });
});

describe('groupPhoneDigits', () => {
  it('groups three, three, then fours, a last group under three joining the one before', () => {
    expect(groupPhoneDigits('12')).toBe('12');
    expect(groupPhoneDigits('1234')).toBe('1234');
    expect(groupPhoneDigits('1234567')).toBe('123 4567');
    expect(groupPhoneDigits('12345678')).toBe('123 45678');
    expect(groupPhoneDigits('1234567890')).toBe('123 456 7890');
    expect(groupPhoneDigits('123456789012')).toBe('123 456 789 012');
    expect(groupPhoneDigits('1234567890123')).toBe('123 456 7890 123');
  });
});

describe('normalizeTelpCode and phoneTelHref', () => {
  it('normalises the config value', () => {
    expect(normalizeTelpCode('+1')).toBe('+1');
    expect(normalizeTelpCode(' 62 ')).toBe('+62');
    expect(normalizeTelpCode(null)).toBe('+62');
  });

  it('dials the formatted international number without its spaces', () => {
    expect(phoneTelHref('+62 812 345 67890')).toBe('tel:+6281234567890');
    expect(phoneTelHref('+49 30 1234567')).toBe('tel:+49301234567');
    expect(phoneTelHref('ask the shop')).toBeNull();
    expect(phoneTelHref('')).toBeNull();
  });
});
