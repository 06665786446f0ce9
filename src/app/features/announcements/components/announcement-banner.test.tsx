import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  matchMediaQueries,
  type RecordedCall,
  renderUi,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { resetFirstUseTurns, setBannerPopupShowing } from '../../../domain/first-use/first-use-turns';
import { queryKeys } from '../../../lib/query-keys';
import { ANNOUNCEMENT_DISMISSAL_MS } from '../announcement-dismissal';
import { ANNOUNCEMENT_MOBILE_QUERY, AnnouncementBanner } from './announcement-banner';

const longText = 'Spring deliveries are planned week by week. '.repeat(12);
const announcement = (content: string, type = 'home_page') => ({
  id: 1,
  type,
  title: 'Model year 2027 pre-orders are open',
  url: '/catalog?category=bike',
  content,
  from: '2026-01-01T00:00:00.000Z',
  to: '2030-12-31T23:59:59.000Z',
});

let calls: RecordedCall[] = [];
let restoreMatchMedia: () => void = () => undefined;

function serve(answer: () => Response) {
  calls = stubFetch((call) => (call.url.startsWith('/api/active-announcements/') ? answer() : jsonResponse(404)));
}

function mobile(isMobile: boolean) {
  restoreMatchMedia();
  restoreMatchMedia = matchMediaQueries(isMobile ? [ANNOUNCEMENT_MOBILE_QUERY] : []);
}

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session.user(), { id: 7, name: 'Dana', username: 'dealer', scopes: [] });
  return renderUi(<AnnouncementBanner />, { queryClient, path: '/en-us' });
}

beforeEach(() => {
  localStorage.clear();
  mobile(false);
  serve(() => jsonResponse(200, [announcement(`<p>${longText}</p>`)]));
});

afterEach(() => {
  resetFirstUseTurns();
  restoreMatchMedia();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AnnouncementBanner', () => {
  it('loads with basic auth and shows home-page announcements only, sanitised', async () => {
    serve(() =>
      jsonResponse(200, [
        announcement('<p>Pre-order <strong>now</strong><img src="x" onerror="alert(1)"></p><script>alert(2)</script>'),
        { ...announcement('<p>Checkout banner</p>', 'checkout'), id: 2 },
      ]),
    );
    setup();
    const banner = await screen.findByRole('complementary', { name: 'Announcements' });
    expect(calls[0]?.url).toBe('/api/active-announcements/localhost');
    expect(within(banner).getByText('Model year 2027 pre-orders are open')).toBeTruthy();
    expect(banner.innerHTML).toContain('<strong>now</strong>');
    expect(banner.innerHTML).not.toContain('onerror');
    expect(banner.innerHTML).not.toContain('script');
    expect(within(banner).queryByText('Checkout banner')).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
      '/en-us/catalog?category=bike',
    );
  });

  it('keeps its place, unseen and out of reach, while the banner pop-up is open, and shows when it closes', async () => {
    setup();
    await screen.findByRole('complementary', { name: 'Announcements' });
    act(() => {
      setBannerPopupShowing(true);
    });
    // Out of the accessibility tree, but still laid out: the page under the pop-up does not move.
    expect(screen.queryByRole('complementary', { name: 'Announcements' })).toBeNull();
    const waiting = screen.getByTestId('announcement-banner');
    expect(waiting.style.visibility).toBe('hidden');
    expect(waiting.hasAttribute('inert')).toBe(true);
    act(() => {
      setBannerPopupShowing(false);
    });
    const shown = screen.getByRole('complementary', { name: 'Announcements' });
    expect(shown.style.visibility).toBe('');
    expect(shown.hasAttribute('inert')).toBe(false);
  });

  it('collapses long content on mobile to 150 px, with Show more / Show less', async () => {
    mobile(true);
    setup();
    const banner = await screen.findByRole('complementary', { name: 'Announcements' });
    const toggle = within(banner).getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content?.style.maxHeight).toBe('150px');
    fireEvent.click(toggle);
    expect(within(banner).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(content?.style.maxHeight).toBe('');
  });

  it('does not collapse on larger screens or short content', async () => {
    setup();
    const banner = await screen.findByRole('complementary', { name: 'Announcements' });
    expect(within(banner).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('dismissing hides it for 2 hours', async () => {
    const now = Date.now();
    setup();
    const banner = await screen.findByRole('complementary', { name: 'Announcements' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss announcements' }));
    expect(screen.queryByRole('complementary', { name: 'Announcements' })).toBeNull();
    const until = Number(localStorage.getItem('portal.announcement.dismissed-until.7'));
    expect(until - now).toBeGreaterThanOrEqual(ANNOUNCEMENT_DISMISSAL_MS);
  });

  it("logs 'Invalid Data!' when the answer is not a list, and shows nothing", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => jsonResponse(200, { announcements: [] }));
    setup();
    await waitFor(() => {
      expect(warn).toHaveBeenCalledWith('Invalid Data!', expect.anything());
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("logs 'Server Error!' on errors, and shows nothing", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => jsonResponse(500, { message: 'boom' }));
    setup();
    await waitFor(() => {
      expect(warn).toHaveBeenCalledWith('Server Error!', expect.anything());
    });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => Promise.resolve(jsonResponse(500, { message: 'boom' }))],
    ['the answer is not a list', () => Promise.resolve(jsonResponse(200, { announcements: [] }))],
  ])('keeps the saved announcements when %s', async (_case, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    calls = stubFetch((call) =>
      call.url.startsWith('/api/active-announcements/') ? answer() : Promise.resolve(jsonResponse(404)),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.session.user(), { id: 7, name: 'Dana', username: 'dealer', scopes: [] });
    // The copy restored from the device at start: stale, so the banner asks the server again.
    queryClient.setQueryData(queryKeys.announcements.active('localhost'), [
      {
        id: '1',
        type: 'home_page',
        title: 'Saved on this device',
        url: null,
        html: '<p>Kept offline</p>',
        textLength: 12,
      },
    ]);
    await queryClient.invalidateQueries({ refetchType: 'none' });
    renderUi(<AnnouncementBanner />, { queryClient, path: '/en-us' });
    await waitFor(() => {
      expect(calls.some((call) => call.url === '/api/active-announcements/localhost')).toBe(true);
    });
    await waitFor(() => {
      expect(queryClient.getQueryState(queryKeys.announcements.active('localhost'))?.fetchStatus).toBe('idle');
    });
    const banner = screen.getByRole('complementary', { name: 'Announcements' });
    expect(within(banner).getByText('Saved on this device')).toBeTruthy();
    expect(within(banner).getByText('Kept offline')).toBeTruthy();
  });

  it('sticks at the given top offset', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.session.user(), { id: 7, name: 'Dana', username: 'dealer', scopes: [] });
    renderUi(<AnnouncementBanner topOffset={139} />, { queryClient, path: '/en-us' });
    const banner = await screen.findByRole('complementary', { name: 'Announcements' });
    expect(banner.style.top).toBe('139px');
  });
});
