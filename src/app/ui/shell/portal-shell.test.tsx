import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchMediaQueries, renderUi } from '../../../../tests/support/render-ui';
import { PortalShell, type ShellLayout, type ShellPage, type ShellSlots, WIDE_FRAME_QUERY } from './portal-shell';
import { RAIL_EXPANDED_KEY } from './rail-state';
import type { LanguageControl, NavItem, ProfileControl } from './shell-types';

const nav: NavItem[] = [
  { id: 'home', label: 'Home', icon: 'home', path: '/' },
  { id: 'order', label: 'Orders', icon: 'order', path: '/order' },
  {
    id: 'claims',
    label: 'Claims and PDI',
    icon: 'claim',
    children: [
      { id: 'claim', label: 'Claims', icon: 'claim', path: '/claim' },
      { id: 'pdi', label: 'PDI', icon: 'claim', path: '/pdi' },
    ],
  },
];

const language: LanguageControl = {
  options: [
    { locale: 'en-us', name: 'English', flagSrc: '/language/en-us.svg', code: 'EN-US' },
    { locale: 'en-uk', name: 'English', flagSrc: '/language/en-uk.svg', code: 'EN-UK' },
  ],
  current: 'en-us',
  onChange: vi.fn(),
  isChanging: false,
};

const page: ShellPage = {
  title: 'An exceptionally long page title for a small phone screen',
  breadcrumbs: [
    { label: 'Claims', path: '/claim' },
    { label: 'Claim details', path: '/claim/12' },
    { label: 'Edit claim', path: '/claim/12/edit' },
  ],
  backArrow: true,
  searchIcon: false,
  wide: false,
};

// A tablet or desktop unless a test says otherwise (jsdom matches no media query: a phone).
let restoreMatchMedia: () => void = () => undefined;
beforeEach(() => {
  restoreMatchMedia = matchMediaQueries([WIDE_FRAME_QUERY]);
});
afterEach(() => {
  restoreMatchMedia();
  localStorage.clear();
});

/** From here on the test runs at a phone's width. */
function onPhone(): void {
  restoreMatchMedia();
  restoreMatchMedia = matchMediaQueries([]);
}

function renderShell(
  overrides: { profile?: Partial<ProfileControl>; slots?: ShellSlots; layout?: ShellLayout; currentPath?: string } = {},
) {
  const profile: ProfileControl = {
    userName: 'Sam Sales',
    canEditProfile: true,
    onConsumerVoice: vi.fn(),
    onLogout: vi.fn(),
    isLoggingOut: false,
    ...overrides.profile,
  };
  const view = renderUi(
    <PortalShell
      layout={overrides.layout ?? 'v2'}
      locale="en-us"
      currentPath={overrides.currentPath ?? '/claim/12/edit'}
      brand={{ logoSrc: '/images/logo.svg', fallbackLogoSrc: '/images/logo.svg', title: 'Dealer Portal' }}
      nav={nav}
      profile={profile}
      language={language}
      page={page}
      slots={overrides.slots ?? {}}
      online
      onBack={vi.fn()}
    >
      <p>The page</p>
    </PortalShell>,
    { path: '/en-us/claim/12/edit' },
  );
  return { ...view, profile };
}

describe('PortalShell', () => {
  it('renders the page in the frame with the side drawer', async () => {
    renderShell();
    expect(await screen.findByText('The page')).toBeTruthy();
    const rail = screen.getByRole('list', { name: 'Main menu' });
    expect(within(rail).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/en-us/order');
    expect(within(rail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en-us');
    // A group is a button whose flyout lists its entries; the current page's group is marked.
    const group = within(rail).getByRole('button', { name: 'Claims and PDI' });
    expect(group.hasAttribute('data-active')).toBe(true);
  });

  it('shows breadcrumbs from home to the page, the last one disabled', async () => {
    renderShell();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en-us', '/en-us/claim', '/en-us/claim/12']);
    const current = crumbs.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Edit claim');
    expect(current?.tagName).not.toBe('A');
  });

  it('cuts the phone title at 36 characters and offers the back arrow', async () => {
    onPhone();
    renderShell();
    expect((await screen.findByTestId('mobile-title')).textContent).toBe('An exceptionally long page title for…');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  // jsdom never finishes Mantine's transitions, so the open dropdown stays display: none: `hidden: true`.
  it('offers edit profile, language, consumer voice and logout in the profile menu', async () => {
    const { profile } = renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Sam Sales' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      (await within(menu).findByRole('menuitem', { name: 'Edit profile', hidden: true })).getAttribute('href'),
    ).toBe('/en-us/user/edit-profile');
    expect(within(menu).getByText('Language')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Consumer Voice', hidden: true }));
    expect(profile.onConsumerVoice).toHaveBeenCalledOnce();
  });

  it("leaves out what the user may not do, and shows '-' without a name", async () => {
    renderShell({ profile: { userName: null, canEditProfile: false, onConsumerVoice: undefined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of -' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(await within(menu).findByRole('menuitem', { name: 'Log out', hidden: true })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Edit profile', hidden: true })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Consumer Voice', hidden: true })).toBeNull();
  });

  it('shows the unsent count in the top bar and offers Outbox, Ready for offline and Install app', async () => {
    const { profile } = renderShell({ profile: { outbox: { unsent: 2, attention: 1 }, onInstallApp: vi.fn() } });
    const badge = await screen.findByRole('link', { name: 'Outbox: 2 unsent, some need your attention' });
    expect(badge.getAttribute('href')).toBe('/en-us/outbox');

    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Sam Sales' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    const outbox = await within(menu).findByRole('menuitem', { name: /Outbox/, hidden: true });
    expect(outbox.getAttribute('href')).toBe('/en-us/outbox');
    expect(within(outbox).getByTestId('outbox-menu-count').textContent).toBe('2');
    expect(within(menu).getByRole('menuitem', { name: 'Ready for offline', hidden: true }).getAttribute('href')).toBe(
      '/en-us/offline',
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Install app', hidden: true }));
    expect(profile.onInstallApp).toHaveBeenCalledOnce();
  });

  it('has no outbox entries or badge without the outbox, and no Install app where it cannot be installed', async () => {
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Sam Sales' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    await within(menu).findByRole('menuitem', { name: 'Log out', hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: /Outbox/, hidden: true })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Install app', hidden: true })).toBeNull();
    expect(screen.queryByTestId('outbox-badge')).toBeNull();
  });

  it('turns the global overlay on while a top-bar menu is open', async () => {
    renderShell();
    expect(screen.queryByTestId('top-bar-overlay')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Sam Sales' }));
    await waitFor(() => {
      expect(screen.queryByTestId('top-bar-overlay')).not.toBeNull();
    });
  });

  it('puts the slots of V2 in the bar and the dialogs in the page', async () => {
    renderShell({
      slots: {
        customerChip: <button type="button">Chip</button>,
        previewButton: <a href="/en-us/catalog?preview=true">Preview</a>,
        announcement: <aside>Announcement</aside>,
        dialogs: <div role="dialog" aria-label="A dialog" />,
      },
    });
    expect(await screen.findByRole('button', { name: 'Chip' })).toBeTruthy();
    expect(screen.getByText('Announcement')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'A dialog' })).toBeTruthy();
  });

  it('keeps the same header actions on every layout; preview and the catalog bar only on catalog pages', async () => {
    const slots: ShellSlots = {
      customerChip: <button type="button">Chip</button>,
      previewButton: <a href="/en-us/catalog?preview=true">Preview</a>,
      cart: <button type="button">Cart</button>,
      credit: <button type="button">Credit</button>,
      notifications: <button type="button">Notifications</button>,
      announcement: <aside>Announcement</aside>,
      catalogBar: <div>Catalog controls</div>,
    };
    const pages: { layout: ShellLayout; currentPath: string }[] = [
      { layout: 'v2', currentPath: '/' },
      { layout: 'v3', currentPath: '/catalog' },
      { layout: 'default', currentPath: '/user/edit-profile' },
      { layout: 'default', currentPath: '/outbox' },
    ];
    const names: string[][] = [];
    for (const { layout, currentPath } of pages) {
      const view = renderShell({ layout, currentPath, slots });
      const actions = await screen.findByTestId('header-actions');
      names.push(
        within(actions)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label') ?? button.textContent),
      );
      // The chip is the route's to hide (it gives no slot then), not the layout's.
      expect(screen.getByRole('button', { name: 'Chip' })).toBeTruthy();
      const catalog = layout === 'v3';
      expect(screen.queryByRole('link', { name: 'Preview' }) !== null, currentPath).toBe(catalog);
      expect(screen.queryByText('Catalog controls') !== null, currentPath).toBe(catalog);
      expect(screen.queryByText('Announcement') !== null, currentPath).toBe(layout === 'v2');
      view.unmount();
    }
    // The language button's text: its hidden label and the code.
    expect(names[0]).toEqual(['LanguageEN-US', 'Cart', 'Credit', 'Notifications', 'Account menu of Sam Sales']);
    for (const other of names.slice(1)) expect(other).toEqual(names[0]);
  });

  it('expands the rail to labels, remembers it, and starts expanded the next time', async () => {
    const first = renderShell();
    const rail = await screen.findByRole('list', { name: 'Main menu' });
    // Collapsed: icons only, their names on the buttons.
    expect(within(rail).queryByText('Orders')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(within(rail).getByText('Orders')).toBeTruthy();
    expect(within(rail).getByText('Claims and PDI')).toBeTruthy();
    expect(localStorage.getItem(RAIL_EXPANDED_KEY)).toBe('true');
    first.unmount();

    // The next start: expanded from the first render, the toggle now collapses.
    renderShell();
    const restored = await screen.findByRole('list', { name: 'Main menu' });
    expect(within(restored).getByText('Orders')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(within(restored).queryByText('Orders')).toBeNull();
    expect(localStorage.getItem(RAIL_EXPANDED_KEY)).toBe('false');
  });

  it("draws only the frame of the screen's width: the bar and rail from tablets up, the phone's rows below", async () => {
    const slots: ShellSlots = {
      customerChip: <button type="button">Chip</button>,
      cart: <button type="button">Cart</button>,
      credit: <button type="button">Credit</button>,
    };
    const wide = renderShell({ slots });
    expect(await screen.findByRole('list', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByTestId('header-actions')).toBeTruthy();
    expect(screen.queryByTestId('mobile-title')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^(Chip|Cart|Credit)$/ })).toHaveLength(3);
    wide.unmount();

    onPhone();
    renderShell({ slots });
    expect(await screen.findByTestId('mobile-title')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByTestId('header-actions')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
    // Each once: the cart in the phone's bar, the chip and the credit widget in its second row.
    expect(screen.getAllByRole('button', { name: /^(Chip|Cart|Credit)$/ })).toHaveLength(3);
  });
});
