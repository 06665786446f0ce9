import { useLingui } from '@lingui/react/macro';
import { ActionIcon, AppShell, Box, Container, Group, Image, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { CONTENT_MAX_WIDTH, mobileTitle, WIDE_CONTENT_MAX_WIDTH } from '../../../shared/access/shell';
import { useOnceTrue } from '../../on-first-use';
import { LanguageMenu } from './language-menu';
import { localeLink } from './locale-link';
import { OnlineIndicator } from './online-indicator';
import { OutboxIndicator } from './outbox-indicator';
import { ProfileMenu } from './profile-menu';
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
  customerChip?: ReactNode;
  /** Every layout: a band above the content (the active customer). */
  customerBand?: ReactNode;
  previewButton?: ReactNode;
  cart?: ReactNode;
  credit?: ReactNode;
  /** The in-app notifications' bell (loaded in idle time), beside the profile menu on every layout. */
  notifications?: ReactNode;
  /** V2 only: the announcement display above the content. */
  announcement?: ReactNode;
  /** V3 only: the catalog's controls in the app bar (bike/PAA toggle, categories, search). */
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
 * The frame of every signed-in page: the desktop bar and mini side drawer, the phone's header and navigation
 * drawer, the global overlay of the top-bar menus, breadcrumbs and the content width. `default` has a slim bar
 * (logo, profile); `v2` adds the customer chip, preview, language, cart and credit and the announcement; `v3` is
 * the catalog's app bar, without the side drawer (its menu button opens the navigation drawer).
 */
export function PortalShell(props: PortalShellProps) {
  const { layout, locale, currentPath, brand, nav, profile, language, page, slots, online, onBack, children } = props;
  const { t } = useLingui();
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerUsed = useOnceTrue(drawerOpened);
  const isV2 = layout === 'v2';
  const isV3 = layout === 'v3';
  const showChip = (isV2 || isV3) && slots.customerChip !== undefined;
  const showPreview = isV2 && slots.previewButton !== undefined;
  const hasSecondRow = showChip || showPreview;
  const isHome = currentPath === '/';

  const menuButton = (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={drawer.open} aria-label={t`Open navigation`}>
      <ShellIcon name="menu" size={22} />
    </ActionIcon>
  );

  return (
    <TopBarOverlayProvider>
      <a className={classes.skipLink} href="#content">
        {t`Skip to content`}
      </a>
      <AppShell
        header={{ height: { base: HEADER_HEIGHT + (hasSecondRow ? MOBILE_SECOND_ROW_HEIGHT : 0), sm: HEADER_HEIGHT } }}
        navbar={{ width: RAIL_WIDTH, breakpoint: 'sm', collapsed: { mobile: true, desktop: isV3 } }}
        data-layout={layout}
      >
        <AppShell.Header className={classes.header}>
          {/* Desktop and tablet bar. */}
          <Group h={HEADER_HEIGHT - 1} px="md" gap="sm" wrap="nowrap" visibleFrom="sm" className={classes.bar}>
            {isV3 && menuButton}
            <Brand brand={brand} locale={locale} />
            {isV3 && slots.catalogBar}
            {isV2 && showChip && slots.customerChip}
            <div className={classes.spacer} />
            {isV3 && showChip && slots.customerChip}
            <OnlineIndicator online={online} />
            <OutboxIndicator outbox={profile.outbox} locale={locale} />
            {showPreview && slots.previewButton}
            {!(layout === 'default') && <LanguageMenu language={language} />}
            {!(layout === 'default') && slots.cart}
            {isV2 && slots.credit}
            {slots.notifications}
            <ProfileMenu profile={profile} language={language} locale={locale} />
          </Group>
          {/* Phone header: menu or back arrow, the page title, search on lists. */}
          <Group h={HEADER_HEIGHT - 1} px="xs" gap={4} wrap="nowrap" hiddenFrom="sm" className={classes.bar}>
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
            <OnlineIndicator online={online} compact />
            <OutboxIndicator outbox={profile.outbox} locale={locale} />
            {slots.notifications}
            {layout !== 'default' && slots.cart}
            {page.backArrow && menuButton}
          </Group>
          {hasSecondRow && (
            <Group
              h={MOBILE_SECOND_ROW_HEIGHT}
              px="sm"
              gap="xs"
              wrap="nowrap"
              hiddenFrom="sm"
              className={classes.secondRow}
            >
              {showChip && slots.customerChip}
              <div className={classes.spacer} />
              {/* Phones: the credit widget sits in the second row, beside the customer it belongs to. */}
              {isV2 && slots.credit}
              {showPreview && slots.previewButton}
            </Group>
          )}
        </AppShell.Header>

        <AppShell.Navbar className={classes.navbar}>
          <SideDrawer items={nav} locale={locale} currentPath={currentPath} label={t`Main menu`} />
        </AppShell.Navbar>

        <AppShell.Main className={classes.main}>
          {slots.customerBand}
          {isV2 && slots.announcement}
          <Container
            id="content"
            tabIndex={-1}
            size={page.wide ? WIDE_CONTENT_MAX_WIDTH : CONTENT_MAX_WIDTH}
            px={{ base: 'sm', sm: 'lg' }}
            py={{ base: 'md', sm: 'lg' }}
            className={classes.content}
          >
            {!isHome && (
              <Box visibleFrom="sm">
                <ShellBreadcrumbs crumbs={page.breadcrumbs} locale={locale} homeLabel={t`Home`} />
              </Box>
            )}
            {children}
          </Container>
        </AppShell.Main>
      </AppShell>
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
