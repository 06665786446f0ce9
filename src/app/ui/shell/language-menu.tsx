import { useLingui } from '@lingui/react/macro';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useFloatingOnIntent } from './floating-on-intent';
import { ShellIcon } from './shell-icon';
import type { LanguageControl, LanguageOption } from './shell-types';
import { useTopBarMenuOverlay } from './top-bar-overlay';
import classes from './shell.module.css';

export function Flag({ option }: { option: Pick<LanguageOption, 'flagSrc'> }) {
  return <img className={classes.flag} src={option.flagSrc} alt="" width={24} height={16} />;
}

/** One language as the menus list it: flag, display name and the prefix that tells the English ones apart. */
export function LanguageLabel({ option }: { option: LanguageOption }) {
  return (
    <span className={classes.languageLabel}>
      <span>{option.name}</span>
      <Text span size="xs" c="dimmed">
        {option.code}
      </Text>
    </span>
  );
}

/**
 * The navbar's language menu (spec 01 §2): the current flag; the host's languages with their flags. The menu
 * mounts on first use (floating-on-intent.tsx); until then the same button shows.
 */
export function LanguageMenu({ language }: { language: LanguageControl }) {
  const { t } = useLingui();
  const onOverlay = useTopBarMenuOverlay();
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
  const current = language.options.find((option) => option.locale === language.current);
  if (language.options.length === 0) return null;
  const currentName = current ? `${current.name} (${current.code})` : language.current;
  const button = (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      loading={language.isChanging}
      leftSection={current ? <Flag option={current} /> : <ShellIcon name="language" />}
      rightSection={<ShellIcon name="chevron-down" size={14} />}
      title={currentName}
      data-testid="language-menu-button"
      {...(parts ? { ref: targetRef, ...intentProps } : intentProps)}
    >
      <VisuallyHidden>{t`Language`}</VisuallyHidden>
      {current?.code ?? language.current.toUpperCase()}
    </Button>
  );
  if (!parts) return button;
  const { Menu } = parts;
  return (
    <Menu opened={opened} onChange={change} position="bottom-end" width={240} withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Language`}</Menu.Label>
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
      </Menu.Dropdown>
    </Menu>
  );
}
