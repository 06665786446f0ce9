import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activate, i18n, prefetchCatalogs } from './i18n';

// The real catalogs, compiled by the Lingui plugin as in the build.
const NOTIFICATIONS = msg`E-mail notifications`;
const text = () => i18n._(NOTIFICATIONS);

describe('activate', () => {
  // First: what a page has loaded stays loaded for the session (a module-wide set).
  it("gives a sign-in page the sign-in catalog only, and a portal page the shell's with it", async () => {
    const signIn = msg`Sign in`;
    const openNavigation = msg`Open navigation`;
    await activate('de', 'de-DE', ['sign-in']);
    expect(i18n._(signIn)).toBe('Anmelden');
    expect(i18n._(openNavigation)).toBe('Open navigation');

    await activate('de', 'de-DE', ['sign-in', 'messages']);
    expect(i18n._(signIn)).toBe('Anmelden');
    expect(i18n._(openNavigation)).toBe('Navigation öffnen');
  });

  it("loads the shell's catalog with the page's feature catalogs, and keeps the features on a change of language", async () => {
    await activate('de', 'de-DE');
    expect(text()).toBe('E-mail notifications');

    await activate('de', 'de-DE', ['profile']);
    expect(i18n.locale).toBe('de');
    expect(text()).toBe('E-Mail-Benachrichtigungen');
    expect(document.documentElement.lang).toBe('de-DE');

    // Another language: the profile's texts come in it too, without the page asking again.
    await activate('fr', 'fr-FR');
    expect(text()).toBe('Notifications par e-mail');
  });

  it('fetches catalogs ahead without changing what is active', async () => {
    await activate('de', 'de-DE');
    const before = text();
    await prefetchCatalogs('ms', ['visit-forms', 'orders']);
    expect(i18n.locale).toBe('de');
    expect(text()).toBe(before);
  });
});
