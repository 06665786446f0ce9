import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AppearanceMenu } from './appearance-menu';
import { useFloatingOnIntent } from './floating-on-intent';
import { Flag, LanguageLabel } from './language-menu';
import { localeLink } from './locale-link';
import { OutboxCount } from './outbox-indicator';
import { ShellIcon } from './shell-icon';
import type { LanguageControl, ProfileControl } from './shell-types';
import { useTopBarMenuOverlay } from './top-bar-overlay';
import classes from './shell.module.css';

/** Spec 01 §9: the profile menu is 390 px wide. */
export const PROFILE_MENU_WIDTH = 390;

interface ProfileMenuProps {
  profile: ProfileControl;
  language: LanguageControl;
  locale: string;
}

/**
 * The profile button (spec 01 §2): the user's name or '-', and a menu with the edit-profile cog, a language
 * submenu, consumer voice, the outbox with its count, "Ready for offline", "Install app" (where offered) and
 * logout, and the appearance (light, dark, system). The menu mounts on first use (floating-on-intent.tsx); until
 * then the same button shows.
 */
export function ProfileMenu({ profile, language, locale }: ProfileMenuProps) {
  const { t } = useLingui();
  const onOverlay = useTopBarMenuOverlay();
  const name = profile.userName ?? '-';
  const current = language.options.find((option) => option.locale === language.current);
  const [opened, setOpened] = useState(false);
  const change = (next: boolean) => {
    setOpened(next);
    onOverlay(next);
  };
  const { parts, intentProps, targetRef } = useFloatingOnIntent({
    onOpen: () => {
      change(true);
    },
  });
  const button = (
    <UnstyledButton
      className={classes.profileButton}
      aria-label={t`Account menu of ${name}`}
      data-testid="profile-menu-button"
      {...(parts ? { ref: targetRef, ...intentProps } : intentProps)}
    >
      <Avatar size={30} radius="xl" color="primary">
        <ShellIcon name="user" size={18} />
      </Avatar>
      <Text size="sm" fw={500} truncate className={classes.profileName}>
        {name}
      </Text>
      <ShellIcon name="chevron-down" size={14} />
    </UnstyledButton>
  );
  if (!parts) return button;
  const { Menu } = parts;
  return (
    <Menu opened={opened} onChange={change} position="bottom-end" width={PROFILE_MENU_WIDTH} withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" px="sm" py="xs" wrap="nowrap">
          <Avatar size={40} radius="xl" color="primary">
            <ShellIcon name="user" size={22} />
          </Avatar>
          <Text fw={600} truncate data-testid="profile-name">
            {name}
          </Text>
        </Group>
        <Menu.Divider />
        {profile.canEditProfile && (
          <Menu.Item
            component={Link}
            {...localeLink(locale, '/user/edit-profile')}
            leftSection={<ShellIcon name="settings" size={18} />}
          >
            <Trans>Edit profile</Trans>
          </Menu.Item>
        )}
        {language.options.length > 0 && (
          <Menu.Sub position="left-start">
            <Menu.Sub.Target>
              <Menu.Sub.Item
                leftSection={current ? <Flag option={current} /> : <ShellIcon name="language" size={18} />}
              >
                <Trans>Language</Trans>
              </Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              {language.options.map((option) => (
                <Menu.Item
                  key={option.locale}
                  leftSection={<Flag option={option} />}
                  aria-current={option.locale === language.current ? 'true' : undefined}
                  data-current={option.locale === language.current || undefined}
                  onClick={() => {
                    if (option.locale !== language.current) language.onChange(option.locale);
                  }}
                >
                  <LanguageLabel option={option} />
                </Menu.Item>
              ))}
            </Menu.Sub.Dropdown>
          </Menu.Sub>
        )}
        <AppearanceMenu Menu={Menu} />
        {profile.onConsumerVoice && (
          <Menu.Item leftSection={<ShellIcon name="message" size={18} />} onClick={profile.onConsumerVoice}>
            <Trans>Consumer Voice</Trans>
          </Menu.Item>
        )}
        {profile.outbox && (
          <>
            <Menu.Item
              component={Link}
              {...localeLink(locale, '/outbox')}
              leftSection={<ShellIcon name="outbox" size={18} />}
              rightSection={<OutboxCount outbox={profile.outbox} />}
            >
              <Trans>Outbox</Trans>
            </Menu.Item>
            <Menu.Item
              component={Link}
              {...localeLink(locale, '/offline')}
              leftSection={<ShellIcon name="offline" size={18} />}
            >
              <Trans>Ready for offline</Trans>
            </Menu.Item>
          </>
        )}
        {profile.onInstallApp && (
          <Menu.Item leftSection={<ShellIcon name="install" size={18} />} onClick={profile.onInstallApp}>
            <Trans>Install app</Trans>
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="error"
          leftSection={<ShellIcon name="logout" size={18} />}
          disabled={profile.isLoggingOut}
          onClick={profile.onLogout}
        >
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
