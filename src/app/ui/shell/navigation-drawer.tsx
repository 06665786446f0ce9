import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, CloseButton, Drawer, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { DRAWER_SCROLL_HINT_PX } from '../../../shared/access/shell';
import { AppearanceButtons } from './appearance-menu';
import { Flag, LanguageLabel } from './language-menu';
import { isActivePath, localeLink } from './locale-link';
import { OutboxCount } from './outbox-indicator';
import { ShellIcon } from './shell-icon';
import type { LanguageControl, NavItem, ProfileControl } from './shell-types';
import classes from './shell.module.css';

interface NavigationDrawerProps {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  locale: string;
  currentPath: string;
  profile: ProfileControl;
  language: LanguageControl;
}

function NavEntry({ item, locale, currentPath }: { item: NavItem; locale: string; currentPath: string }) {
  if (item.path !== undefined) {
    const active = isActivePath(currentPath, item.path);
    return (
      <NavLink
        component={Link}
        {...localeLink(locale, item.path)}
        label={item.label}
        leftSection={<ShellIcon name={item.icon} />}
        active={active}
        aria-current={active ? 'page' : undefined}
      />
    );
  }
  const children = item.children ?? [];
  const containsActive = children.some((child) => child.path !== undefined && isActivePath(currentPath, child.path));
  return (
    <NavLink
      label={item.label}
      leftSection={<ShellIcon name={item.icon} />}
      defaultOpened={containsActive}
      childrenOffset={28}
    >
      {children.map((child) => (
        <NavEntry key={child.id} item={child} locale={locale} currentPath={currentPath} />
      ))}
    </NavLink>
  );
}

/** Remaining scroll of an element, in px. */
function remainingScroll(element: HTMLElement): number {
  return element.scrollHeight - element.clientHeight - element.scrollTop;
}

/**
 * The full-width navigation drawer (spec 01 §2): the user's name with the edit-profile cog, the menu, a language
 * picker, Consumer Voice and Logout. It closes on route change; a down-arrow shows while more than 30 px are left
 * to scroll. Phones open it from the menu button; the catalog's app bar (V3) opens it on every screen.
 */
export function NavigationDrawer({
  opened,
  onClose,
  items,
  locale,
  currentPath,
  profile,
  language,
}: NavigationDrawerProps) {
  const { t } = useLingui();
  // A callback ref: the drawer's content mounts after `opened` turns true (portal and transition).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [canScroll, setCanScroll] = useState(false);

  const measure = useCallback(() => {
    setCanScroll(scrollElement !== null && remainingScroll(scrollElement) > DRAWER_SCROLL_HINT_PX);
  }, [scrollElement]);

  // Closes on route change.
  const closeOnNavigation = useEffectEvent(onClose);
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current !== currentPath) closeOnNavigation();
    shownPath.current = currentPath;
  }, [currentPath]);

  useEffect(() => {
    if (!scrollElement) return;
    const observer = new ResizeObserver(measure);
    observer.observe(scrollElement);
    if (scrollElement.firstElementChild) observer.observe(scrollElement.firstElementChild);
    return () => {
      observer.disconnect();
    };
  }, [scrollElement, measure]);

  const name = profile.userName ?? '-';

  return (
    <Drawer.Root opened={opened} onClose={onClose} size="100%" position="left">
      <Drawer.Overlay />
      <Drawer.Content aria-label={t`Navigation`}>
        <Drawer.Header className={classes.drawerHeader}>
          <Group gap="xs" wrap="nowrap" className={classes.drawerUser}>
            <ShellIcon name="user" size={22} />
            <Title order={2} size="h5" fw={600} className={classes.drawerUserName}>
              {name}
            </Title>
            {profile.canEditProfile && (
              <ActionIcon
                component={Link}
                {...localeLink(locale, '/user/edit-profile')}
                variant="subtle"
                color="gray"
                aria-label={t`Edit profile`}
              >
                <ShellIcon name="settings" />
              </ActionIcon>
            )}
          </Group>
          <CloseButton onClick={onClose} aria-label={t`Close navigation`} />
        </Drawer.Header>
        <div className={classes.drawerBody}>
          <div ref={setScrollElement} className={classes.drawerScroll} onScroll={measure} data-testid="drawer-scroll">
            <Stack gap="lg" p="md">
              <nav aria-label={t`Main menu`}>
                {items.map((item) => (
                  <NavEntry key={item.id} item={item} locale={locale} currentPath={currentPath} />
                ))}
              </nav>
              {language.options.length > 0 && (
                <section aria-labelledby="drawer-language">
                  <Text id="drawer-language" size="sm" fw={600} c="dimmed" mb="xs">
                    <Trans>Language</Trans>
                  </Text>
                  <Stack gap={4}>
                    {language.options.map((option) => {
                      const current = option.locale === language.current;
                      return (
                        <Button
                          key={option.locale}
                          variant={current ? 'light' : 'subtle'}
                          color={current ? 'primary' : 'gray'}
                          justify="flex-start"
                          leftSection={<Flag option={option} />}
                          aria-pressed={current}
                          loading={language.isChanging && current}
                          onClick={() => {
                            if (!current) language.onChange(option.locale);
                          }}
                        >
                          <LanguageLabel option={option} />
                        </Button>
                      );
                    })}
                  </Stack>
                </section>
              )}
              <AppearanceButtons />
              <Stack gap="xs">
                {profile.onConsumerVoice && (
                  <Button
                    mih={44}
                    variant="default"
                    leftSection={<ShellIcon name="message" />}
                    onClick={() => {
                      onClose();
                      profile.onConsumerVoice?.();
                    }}
                  >
                    <Trans>Consumer Voice</Trans>
                  </Button>
                )}
                {profile.outbox && (
                  <>
                    <Button
                      mih={44}
                      component={Link}
                      {...localeLink(locale, '/outbox')}
                      variant="default"
                      justify="space-between"
                      leftSection={<ShellIcon name="outbox" />}
                      rightSection={<OutboxCount outbox={profile.outbox} />}
                    >
                      <Trans>Outbox</Trans>
                    </Button>
                    <Button
                      mih={44}
                      component={Link}
                      {...localeLink(locale, '/offline')}
                      variant="default"
                      justify="flex-start"
                      leftSection={<ShellIcon name="offline" />}
                    >
                      <Trans>Ready for offline</Trans>
                    </Button>
                  </>
                )}
                {profile.onInstallApp && (
                  <Button
                    mih={44}
                    variant="default"
                    justify="flex-start"
                    leftSection={<ShellIcon name="install" />}
                    onClick={() => {
                      onClose();
                      profile.onInstallApp?.();
                    }}
                  >
                    <Trans>Install app</Trans>
                  </Button>
                )}
                <Button
                  mih={44}
                  variant="light"
                  color="error"
                  leftSection={<ShellIcon name="logout" />}
                  loading={profile.isLoggingOut}
                  onClick={profile.onLogout}
                >
                  <Trans>Log out</Trans>
                </Button>
              </Stack>
            </Stack>
          </div>
          {canScroll && (
            <ActionIcon
              className={classes.scrollHint}
              radius="xl"
              size="lg"
              aria-label={t`Scroll down`}
              onClick={() => {
                scrollElement?.scrollBy({ top: scrollElement.clientHeight * 0.8, behavior: 'smooth' });
              }}
            >
              <ShellIcon name="arrow-down" />
            </ActionIcon>
          )}
        </div>
      </Drawer.Content>
    </Drawer.Root>
  );
}
