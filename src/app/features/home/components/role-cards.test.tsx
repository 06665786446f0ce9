import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderUi, storeTestSession, stubFetch } from '../../../../../tests/support/render-ui';
import { SignInFailuresCard } from './admin-cards';
import { VisitsCard } from './field-cards';
import { HomeCardSlot } from './home-card';

// The administrator's failed sign-ins and the rep's visits of every brand family (spec 01 §2 home).

beforeEach(() => {
  storeTestSession();
});

afterEach(() => {
  localStorage.clear();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the sign-in failures card', () => {
  it('lists each account with its failures, last time, masked addresses and a Locked badge', async () => {
    stubFetch((call) =>
      call.operation === 'HomeSignInFailures'
        ? jsonResponse(200, {
            data: {
              signInFailures: [
                {
                  username: 'vendor',
                  name: 'Val Vendor',
                  failures: 12,
                  lastAttemptAt: minutesAgo(1),
                  locked: true,
                  maskedAddresses: ['203.0.113.x', '198.51.100.x'],
                },
                {
                  username: 'nobody',
                  name: null,
                  failures: 1,
                  lastAttemptAt: minutesAgo(5),
                  locked: false,
                  maskedAddresses: ['2001:db8:85a3:…'],
                },
              ],
            },
          })
        : jsonResponse(404),
    );
    renderUi(
      <HomeCardSlot title="Sign-in failures" testId="sign-in-failures">
        <SignInFailuresCard />
      </HomeCardSlot>,
      { path: '/en-us' },
    );
    const rows = await screen.findAllByTestId('home-sign-in-failure');
    expect(rows).toHaveLength(2);
    const [vendor, nobody] = rows as [HTMLElement, HTMLElement];
    expect(within(vendor).getByTestId('home-sign-in-failure-user').textContent).toBe('Val Vendor');
    expect(within(vendor).getByTestId('home-sign-in-failure-locked').textContent).toBe('Locked');
    expect(within(vendor).getByTestId('home-sign-in-failure-count').textContent).toMatch(/^12 failures · \d/);
    expect(vendor.textContent).toContain('vendor · 203.0.113.x · 198.51.100.x');
    // An unknown username shows as typed, without a badge.
    expect(within(nobody).getByTestId('home-sign-in-failure-user').textContent).toBe('nobody');
    expect(within(nobody).queryByTestId('home-sign-in-failure-locked')).toBeNull();
    expect(within(nobody).getByTestId('home-sign-in-failure-count').textContent).toMatch(/^1 failure · /);
  });

  it('says so when nobody failed to sign in', async () => {
    stubFetch(() => jsonResponse(200, { data: { signInFailures: [] } }));
    renderUi(
      <HomeCardSlot title="Sign-in failures" testId="sign-in-failures">
        <SignInFailuresCard />
      </HomeCardSlot>,
      { path: '/en-us' },
    );
    expect(await screen.findByText('No failed sign-ins in the last 24 hours')).toBeTruthy();
    expect(screen.queryByTestId('home-sign-in-failure')).toBeNull();
  });
});

describe('the visits card', () => {
  const visitsOf = (brand: unknown) =>
    brand === 'wim'
      ? {
          today: {
            items: [{ id: 'w1', custCode: 'C2', custName: 'Wim Shop', createdAt: minutesAgo(10) }],
            info: { count: 1 },
          },
          week: { items: [{ id: 'w1' }], info: { count: 4 } },
        }
      : {
          today: {
            items: [
              { id: 'p1', custCode: 'C1', custName: 'Polygon Shop', createdAt: minutesAgo(30) },
              { id: 'p2', custCode: 'C3', custName: 'Early Shop', createdAt: minutesAgo(90) },
            ],
            info: { count: 2 },
          },
          week: { items: [{ id: 'p1' }], info: { count: 7 } },
        };

  it('counts the visits of every brand the rep may use, per brand and in all, and names the brand', async () => {
    const calls = stubFetch((call) =>
      call.operation === 'HomeVisits'
        ? jsonResponse(200, { data: visitsOf(call.variables?.brand) })
        : jsonResponse(404),
    );
    renderUi(
      <HomeCardSlot title="Visits" testId="visits">
        <VisitsCard locale="en-us" brands={['polygon', 'wim']} />
      </HomeCardSlot>,
      { path: '/en-us' },
    );
    const brands = await screen.findAllByTestId('home-visits-brand');
    expect(calls.filter((c) => c.operation === 'HomeVisits').map((c) => c.variables?.brand)).toEqual([
      'polygon',
      'wim',
    ]);
    expect(brands.map((row) => row.textContent)).toEqual(['Polygon2 today · 7 this week', 'WIM1 today · 4 this week']);
    expect(screen.getByTestId('home-visits-today').textContent).toContain('3');
    expect(screen.getByTestId('home-visits-week').textContent).toContain('11');
    // Today's visits of both brands, the latest first, each with its brand.
    expect(
      screen.getAllByTestId('home-visit').map((row) => /^(.+ · (?:WIM|Polygon))/.exec(row.textContent)?.[1]),
    ).toEqual(['Wim Shop · WIM', 'Polygon Shop · Polygon', 'Early Shop · Polygon']);
    expect(screen.getByRole('link', { name: 'New WIM visit' }).getAttribute('href')).toBe(
      '/en-us/visit-form/wim/create',
    );
    expect(screen.getByRole('link', { name: 'New Polygon visit' }).getAttribute('href')).toBe(
      '/en-us/visit-form/polygon/create',
    );
  });

  it('keeps the one-brand card as it was for a rep with one brand', async () => {
    stubFetch((call) => jsonResponse(200, { data: visitsOf(call.variables?.brand) }));
    renderUi(
      <HomeCardSlot title="Visits" testId="visits">
        <VisitsCard locale="en-us" brands={['polygon']} />
      </HomeCardSlot>,
      { path: '/en-us' },
    );
    expect((await screen.findByTestId('home-visits-week')).textContent).toContain('7');
    expect(screen.queryByTestId('home-visits-brand')).toBeNull();
    expect(screen.getByRole('link', { name: 'New visit' }).getAttribute('href')).toBe(
      '/en-us/visit-form/polygon/create',
    );
    expect(screen.getByRole('link', { name: 'All visits' }).getAttribute('href')).toBe('/en-us/visit-form/polygon');
  });
});
