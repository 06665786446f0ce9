// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notificationTarget, parsePushPayload } from './worker-protocol';

const ORIGIN = 'https://portal.example';

describe('push payloads', () => {
  it('reads the server payload and refuses a url outside the app', () => {
    expect(parsePushPayload('{"title":"Shipped","body":"Soon","url":"/de/orders/1","tag":"o1"}')).toEqual({
      title: 'Shipped',
      body: 'Soon',
      url: '/de/orders/1',
      tag: 'o1',
    });
    expect(parsePushPayload('{"title":"T","url":"https://evil.example/"}').url).toBe('/');
    expect(parsePushPayload('plain text')).toEqual({ title: 'Dealer portal', body: 'plain text', url: '/' });
    expect(parsePushPayload(undefined).title).toBe('Dealer portal');
  });
});

describe('notification clicks', () => {
  it('open the notification page of this origin, never another site', () => {
    expect(notificationTarget({ url: '/en-us/outbox' }, ORIGIN)).toBe(`${ORIGIN}/en-us/outbox`);
    expect(notificationTarget({ url: 'https://evil.example/x' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget({ url: '//evil.example/x' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget(null, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
