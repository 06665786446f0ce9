// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isSessionPage, rememberReturnTo, safeReturnPath, takeReturnTo } from './return-to';
import { identityOf, sameIdentity } from '../../browser/token-claims';

const origin = 'http://localhost:3000';

beforeEach(() => {
  sessionStorage.clear();
});

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/de/orders?page=2#top', origin)).toBe('/de/orders?page=2#top');
    expect(safeReturnPath('/en-us', origin)).toBe('/en-us');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'en-us/orders',
      '',
      42,
      null,
    ]) {
      expect(safeReturnPath(value, origin)).toBeNull();
    }
  });
});

describe('remember / take', () => {
  it('returns the page once, and only to the user it belongs to', () => {
    rememberReturnTo('/en-us/orders', '7');
    expect(takeReturnTo('8')).toBeNull();
    rememberReturnTo('/en-us/orders', '7');
    expect(takeReturnTo('7')).toBe('/en-us/orders');
    expect(takeReturnTo('7')).toBeNull();
    rememberReturnTo('/en-us/orders', null);
    expect(takeReturnTo('9')).toBe('/en-us/orders');
  });

  it("never keeps the session's own pages", () => {
    for (const path of ['/en-us/login', '/de/forgot-password', '/fr/reset-password?token=x', '/en-us/maintenance']) {
      expect(isSessionPage(path)).toBe(true);
      rememberReturnTo(path, '7');
      expect(takeReturnTo('7')).toBeNull();
    }
    expect(isSessionPage('/en-us/login-help')).toBe(false);
  });
});

describe('identityOf', () => {
  const token = (payload: object) =>
    `e30.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

  it('reads sub, r3 and isr from the payload without verifying', () => {
    expect(identityOf(token({ sub: '7', r3: 'R1', isr: null, fam: 'f' }))).toEqual({
      userId: '7',
      r3: 'R1',
      isr: null,
    });
    expect(identityOf(token({ sub: 7, r3: '', isr: 'I1' }))).toEqual({ userId: '7', r3: null, isr: 'I1' });
  });

  it('answers null for what is not a JWT with a subject', () => {
    for (const value of ['access-1', '', null, undefined, 'a.b.c', token({ r3: 'R1' })]) {
      expect(identityOf(value)).toBeNull();
    }
  });

  it('compares user and customer', () => {
    const a = { userId: '7', r3: 'R1', isr: null };
    expect(sameIdentity(a, { ...a })).toBe(true);
    expect(sameIdentity(a, { ...a, r3: 'R2' })).toBe(false);
    expect(sameIdentity(a, { ...a, isr: 'I' })).toBe(false);
    expect(sameIdentity(a, { ...a, userId: '8' })).toBe(false);
  });
});
