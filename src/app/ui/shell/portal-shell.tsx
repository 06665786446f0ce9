import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Container, Group, Image, rem, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type CSSProperties, Fragment, lazy, type ReactNode, Suspense } from 'react';
import { type HeaderAction, headerOf } from '../../../shared/access/header';
import { CONTENT_MAX_WIDTH, mobileTitle, WIDE_CONTENT_MAX_WIDTH } from '../../../shared/access/shell';
import { useOnceTrue } from '../../on-first-use';
import { LanguageMenu } from './language-menu';
import { localeLink } from './locale-link';
import { OnlineIndicator } from './online-indicator';
import { OutboxIndicator } from './outbox-indicator';
import { ProfileMenu } from './profile-menu';
import { useRailExpanded } from './rail-state';
import { ShellBreadcrumbs } from './shell-breadcrumbs';
import { ShellIcon } from './shell-icon';
import type { Crumb, LanguageControl, NavItem, ProfileControl } from './shell-types';
import { SideDrawer } from './side-drawer';
import { TopBarOverlayProvider } from './top-bar-overlay';
import classes from './shell.module.css';

/** The portal's layouts (docs/decisions.md, "Layouts"); `bare` pages do not use this frame. */
export type ShellLayout = 'default' | 'v2' | 'v3';

/** Desktop bar height (48 + its border): the spec's 49 px announcement offset on large screens. */
export const HEADER_HEIGHT = 49;
/** The phone's second header row, holding the customer chip and the preview button. */
export const MOBILE_SECOND_ROW_HEIGHT = 50;
const RAIL_WIDTH = 64;
/** The rail with its labels (rail-state.ts). */
const RAIL_EXPANDED_WIDTH = 256;
/** Mantine's `sm` breakpoint: from here the desktop bar and the rail, below it the phone's header rows. */
export const WIDE_FRAME_QUERY = '(min-width: 48em)';

/**
 * Whether the screen is wide enough for the desktop bar and the rail; read before the first render, so nothing is
 * drawn for the other width first.
 */
export function useWideFrame(): boolean {
  return useMediaQuery(WIDE_FRAME_QUERY, false, { getInitialValueInEffect: false });
}

// The phone and tablet navigation drawer (Mantine's Drawer with its modal, focus trap and scroll lock, ~11 KB gzip)
// loads when it is first opened: the desktop never opens it. Its chunk is precached, so the first open is not
// delayed offline, and nothing is drawn while it loads (no loading flash, the shell's loading rules).
const NavigationDrawer = lazy(() =>
  import('./navigation-drawer').then((module) => ({ default: module.NavigationDrawer })),
);

export interface ShellPage {
  /** The translated page title. */
  title: string;
  breadcrumbs: Crumb[];
  /** Back arrow instead of the menu button on phones (detail, form, cart and claim pages). */
  backArrow: boolean;
  /** Search icon on phones (list pages). */
  searchIcon: boolean;
  /** Content up to 1400 px (sales overview). */
  wide: boolean;
}

/** What the route puts into the frame; an absent slot is not shown. */
export interface ShellSlots {
  /** Every layout, where the route table does not hide it (the route leaves the slot empty then). */
  customerChip?: ReactNode;
  /** Every layout: a band above the content (the active customer). */
  customerBand?: ReactNode;
  /** Catalog pages only (shared/access/header.ts), where the host allows it. */
  previewButton?: ReactNode;
  /** Every layout, for users who may use a cart (the route leaves the slot empty otherwise). */
  cart?: ReactNode;
  /** Every layout, where the credit widget's rule allows it. */
  credit?: ReactNode;
  /** The in-app notifications' bell (loaded in idle time), beside the profile menu on every layout. */
  notifications?: ReactNode;
  /** V2 only: the announcement display above the content. */
  announcement?: ReactNode;
  /** Catalog pages only: the catalog's controls (bike/PAA toggle, categories, search) in a sub-bar under the header. */
  catalogBar?: ReactNode;
  /** Always mounted: the customer dialog, the consumer voice dialog, the banner pop-up. */
  dialogs?: ReactNode;
}

interface PortalShellProps {
  layout: ShellLayout;
  locale: string;
  /** The current path below the locale prefix. */
  currentPath: string;
  brand: { logoSrc: string; fallbackLogoSrc: string; title: string };
  nav: NavItem[];
  profile: ProfileControl;
  language: LanguageControl;
  page: ShellPage;
  slots: ShellSlots;
  /** Whether the device is online (the app's one connectivity source, lib/connectivity). */
  online: boolean;
  onBack: () => void;
  children: ReactNode;
}

/** A list page's search field carries `data-page-search`; the phone's search icon jumps to it. */
function focusPageSearch(): void {
  const field = document.querySelector<HTMLElement>('[data-page-search]');
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

function Brand({ brand, locale }: { brand: PortalShellProps['brand']; locale: string }) {
  return (
    <UnstyledButton component={Link} {...localeLink(locale, '/')} className={classes.brand}>
      <Image className={classes.logo} src={brand.logoSrc} fallbackSrc={brand.fallbackLogoSrc} alt="" />
      <Text fw={700} truncate className={classes.brandTitle}>
        {brand.title}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The frame of every signed-in page: the header, the desktop rail, the phone's header and navigation drawer, the
 * global overlay of the top-bar menus, breadcrumbs and the content width. The header is the same on every layout
 * (shared/access/header.ts): the layouts differ in the announcement (V2), and the catalog's sub-bar and preview
 * button (V3); docs/decisions.md, "Layouts".
 */
export function PortalShell(props: PortalShellProps) {
  const { layout, locale, currentPath, brand, nav, profile, language, page, slots, online, onBack, children } = props;
  const { t } = useLingui();
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerUsed = useOnceTrue(drawerOpened);
  const [railExpanded, toggleRail] = useRailExpanded();
  // Only the frame of this width is drawn: drawing both and hiding one rendered every header action twice
  // (docs/decisions.md, "The frame of one width only").
  const wide = useWideFrame();
  const header = headerOf({
    layout,
    path: currentPath,
    mayUseCart: slots.cart !== undefined,
    mayShowCredit: slots.credit !== undefined,
    previewAllowed: slots.previewButton !== undefined,
    customerChipAllowed: slots.customerChip !== undefined,
  });
  const showChip = header.customerChip;
  const showPreview = header.preview;
  const hasSecondRow = header.phoneSecondRow;
  const isHome = currentPath === '/';

  const menuButton = (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={drawer.open} aria-label={t`Open navigation`}>
      <ShellIcon name="menu" size={22} />
    </ActionIcon>
  );

  const action = (name: HeaderAction, phone: boolean): ReactNode => {
    switch (name) {
      case 'online':
        return <OnlineIndicator key={name} online={online} compact={phone} />;
      case 'outbox':
        return <OutboxIndicator key={name} outbox={profile.outbox} locale={locale} />;
      case 'language':
        return <LanguageMenu key={name} language={language} />;
      case 'cart':
        return <Fragment key={name}>{slots.cart}</Fragment>;
      case 'credit':
        return <Fragment key={name}>{slots.credit}</Fragment>;
      case 'notifications':
        return <Fragment key={name}>{slots.notifications}</Fragment>;
      case 'profile':
        return <ProfileMenu key={name} profile={profile} language={language} locale={locale} />;
    }
  };

  return (
    <TopBarOverlayProvider>
      <a className={classes.skipLink} href="#content">
        {t`Skip to content`}
      </a>
      {/* The frame (shell.module.css): a fixed header, the rail fixed beside the content from tablets up, and
          the content under and beside them; its sizes in CSS variables that sticky parts of pages read too. */}
      <div
        className={classes.frame}
        data-layout={layout}
        style={
          {
            '--frame-header-phone': rem(HEADER_HEIGHT + (hasSecondRow ? MOBILE_SECOND_ROW_HEIGHT : 0)),
            '--frame-header': rem(HEADER_HEIGHT),
            '--frame-rail': rem(railExpanded ? RAIL_EXPANDED_WIDTH : RAIL_WIDTH),
          } as CSSProperties
        }
      >
        <header className={classes.header}>
          {/* Tablet and desktop bar: the same actions on every page; the customer and the preview before them. */}
          {wide ? (
            <Group h={HEADER_HEIGHT - 1} px="md" gap="sm" wrap="nowrap" className={classes.bar}>
              <Brand brand={brand} locale={locale} />
              {showChip && slots.customerChip}
              <div className={classes.spacer} />
              {showPreview && slots.previewButton}
              <Group gap="sm" wrap="nowrap" data-testid="header-actions">
                {header.actions.map((name) => action(name, false))}
              </Group>
            </Group>
          ) : (
            <>
              {/* Phone header: menu or back arrow, the page title, search on lists, then the phone's actions. */}
              <Group h={HEADER_HEIGHT - 1} px="xs" gap={4} wrap="nowrap" className={classes.bar}>
                {page.backArrow ? (
                  <ActionIcon variant="subtle" color="gray" size="lg" onClick={onBack} aria-label={t`Back`}>
                    <ShellIcon name="back" size={22} />
                  </ActionIcon>
                ) : (
                  menuButton
                )}
                <Title order={1} size="h5" fw={600} className={classes.mobileTitle} data-testid="mobile-title">
                  {mobileTitle(page.title)}
                </Title>
                {page.searchIcon && (
                  <ActionIcon variant="subtle" color="gray" size="lg" onClick={focusPageSearch} aria-label={t`Search`}>
                    <ShellIcon name="search" />
                  </ActionIcon>
                )}
                {header.phoneActions.map((name) => action(name, true))}
                {page.backArrow && menuButton}
              </Group>
              {hasSecondRow && (
                <Group h={MOBILE_SECOND_ROW_HEIGHT} px="sm" gap="xs" wrap="nowrap" className={classes.secondRow}>
                  {showChip && slots.customerChip}
                  <div className={classes.spacer} />
                  {/* Phones: the credit widget sits in the second row, beside the customer it belongs to. */}
                  {slots.credit}
                  {showPreview && slots.previewButton}
                </Group>
              )}
            </>
          )}
        </header>

        {wide && (
          <nav className={classes.navbar}>
            <SideDrawer
              items={nav}
              locale={locale}
              currentPath={currentPath}
              label={t`Main menu`}
              expanded={railExpanded}
              onToggle={toggleRail}
              toggleLabel={railExpanded ? t`Collapse menu` : t`Expand menu`}
            />
          </nav>
        )}

        <main className={classes.main}>
          {wide && header.catalogBar && slots.catalogBar !== undefined && (
            <Box className={classes.subBar} data-testid="catalog-sub-bar">
              <Container size={CONTENT_MAX_WIDTH} px="lg" py={6}>
                {slots.catalogBar}
              </Container>
            </Box>
          )}
          {slots.customerBand}
          {layout === 'v2' && slots.announcement}
          <Container
            id="content"
            tabIndex={-1}
            size={page.wide ? WIDE_CONTENT_MAX_WIDTH : CONTENT_MAX_WIDTH}
            className={classes.content}
          >
            {wide && !isHome && <ShellBreadcrumbs crumbs={page.breadcrumbs} locale={locale} homeLabel={t`Home`} />}
            {children}
          </Container>
        </main>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavigationDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            items={nav}
            locale={locale}
            currentPath={currentPath}
            profile={profile}
            language={language}
          />
        </Suspense>
      )}
      {slots.dialogs}
    </TopBarOverlayProvider>
  );
}
