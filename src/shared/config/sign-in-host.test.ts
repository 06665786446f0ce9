import { describe, expect, it } from 'vitest';
import { signInHost, wrongHostMessage } from './sign-in-host';

const hostsBySorg = new Map([
  ['1000', ['localhost']],
  ['2000', ['id.localhost']],
  ['3000', ['shop.eu.localhost', 'eu.localhost']],
]);

describe('signInHost', () => {
  it('allows a user with an area in the host sorg, and a user without areas', () => {
    expect(signInHost({ hostSorg: '3000', userSorgs: ['1000', '3000'], hostsBySorg })).toEqual({ allowed: true });
    expect(signInHost({ hostSorg: '3000', userSorgs: [], hostsBySorg })).toEqual({ allowed: true });
  });

  it('refuses a user whose areas are all in other sorgs, naming the host of the first area', () => {
    expect(signInHost({ hostSorg: '3000', userSorgs: ['1000'], hostsBySorg })).toEqual({
      allowed: false,
      rightHost: 'localhost',
    });
    expect(signInHost({ hostSorg: '1000', userSorgs: ['9999', '3000'], hostsBySorg })).toEqual({
      allowed: false,
      rightHost: 'eu.localhost',
    });
  });

  it('refuses without a host when none serves the user', () => {
    expect(signInHost({ hostSorg: '1000', userSorgs: ['9999'], hostsBySorg })).toEqual({
      allowed: false,
      rightHost: null,
    });
  });
});

describe('wrongHostMessage', () => {
  it('names the right host, or asks to contact support', () => {
    expect(wrongHostMessage('localhost')).toBe(
      'Your account does not order through this site. Please sign in at localhost.',
    );
    expect(wrongHostMessage(null)).toBe('Your account does not order through this site. Please contact support.');
  });
});
