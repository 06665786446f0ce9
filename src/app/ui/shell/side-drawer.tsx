import { UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LazyTooltip, useFloatingOnIntent } from './floating-on-intent';
import { isActivePath, localeLink } from './locale-link';
import { ShellIcon } from './shell-icon';
import type { NavItem } from './shell-types';
import classes from './shell.module.css';

interface SideDrawerProps {
  items: NavItem[];
  locale: string;
  currentPath: string;
  label: string;
  /** Labels beside the icons (the user's choice, rail-state.ts). */
  expanded: boolean;
  onToggle: () => void;
  /** The toggle's accessible name ('Expand menu' or 'Collapse menu', translated). */
  toggleLabel: string;
}

function isItemActive(item: NavItem, currentPath: string): boolean {
  if (item.path !== undefined) return isActivePath(currentPath, item.path);
  return (item.children ?? []).some((child) => isItemActive(child, currentPath));
}

interface EntryProps {
  locale: string;
  currentPath: string;
  expanded: boolean;
}

/** The entry's label beside its icon while the rail is expanded (the accessible name is the button's own). */
function RailLabel({ label }: { label: string }) {
  return (
    <span className={classes.railLabel} aria-hidden="true">
      {label}
    </span>
  );
}

function LinkEntry({ item, locale, currentPath, expanded }: EntryProps & { item: NavItem & { path: string } }) {
  const active = isActivePath(currentPath, item.path);
  const link = (
    <UnstyledButton
      component={Link}
      {...localeLink(locale, item.path)}
      className={classes.railButton}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={item.label}
    >
      <ShellIcon name={item.icon} size={22} />
      {expanded && <RailLabel label={item.label} />}
    </UnstyledButton>
  );
  // Expanded, the label is on screen: no tooltip repeats it.
  if (expanded) return link;
  return (
    <LazyTooltip
      label={item.label}
      position="right"
      withArrow
      offset={10}
      events={{ hover: true, focus: true, touch: false }}
    >
      {link}
    </LazyTooltip>
  );
}

/**
 * A group's flyout: opens on hover, click, Enter or the arrow keys, and lists the allowed sub-menus. The menu mounts
 * on first use (floating-on-intent.tsx); until then the same button shows, and the hover or key that mounts it
 * opens it.
 */
function GroupEntry({ item, locale, currentPath, expanded }: EntryProps & { item: NavItem }) {
  const active = isItemActive(item, currentPath);
  const [opened, setOpened] = useState(false);
  const { parts, intentProps, targetRef } = useFloatingOnIntent({
    onOpen: () => {
      setOpened(true);
    },
    openOnHover: true,
  });
  const button = (
    <UnstyledButton
      className={classes.railButton}
      data-active={active || undefined}
      aria-label={item.label}
      data-testid={`nav-group-${item.id}`}
      {...(parts ? { ref: targetRef, ...intentProps } : intentProps)}
    >
      <ShellIcon name={item.icon} size={22} />
      {expanded && <RailLabel label={item.label} />}
      <span className={classes.railChevron}>
        <ShellIcon name="chevron-right" size={10} />
      </span>
    </UnstyledButton>
  );
  if (!parts) return button;
  const { Menu } = parts;
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      trigger="click-hover"
      position="right-start"
      offset={10}
      openDelay={50}
      closeDelay={150}
      withinPortal
      loop
    >
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{item.label}</Menu.Label>
        {(item.children ?? []).map((child) =>
          child.path === undefined ? null : (
            <Menu.Item
              key={child.id}
              component={Link}
              {...localeLink(locale, child.path)}
              leftSection={<ShellIcon name={child.icon} size={18} />}
              aria-current={isActivePath(currentPath, child.path) ? 'page' : undefined}
              data-active={isActivePath(currentPath, child.path) || undefined}
            >
              {child.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The desktop mini side drawer (spec 01 §2): one icon per entry, or icon and label once expanded; groups open a
 * flyout of their sub-menus in both states. The entries scroll inside the rail (a 768 px tall tablet does not fit
 * the admin's menu); the expand toggle stays below them, always in sight.
 */
export function SideDrawer({ items, locale, currentPath, label, expanded, onToggle, toggleLabel }: SideDrawerProps) {
  return (
    <div className={classes.railFrame} data-expanded={expanded || undefined}>
      <div className={classes.railScroll}>
        <ul className={classes.rail} aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>
              {item.path !== undefined ? (
                <LinkEntry
                  item={{ ...item, path: item.path }}
                  locale={locale}
                  currentPath={currentPath}
                  expanded={expanded}
                />
              ) : (
                <GroupEntry item={item} locale={locale} currentPath={currentPath} expanded={expanded} />
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className={classes.railFooter}>
        <UnstyledButton
          className={classes.railButton}
          onClick={onToggle}
          aria-label={toggleLabel}
          data-testid="rail-toggle"
        >
          <span className={classes.railToggleIcon}>
            <ShellIcon name="chevron-right" size={18} />
          </span>
        </UnstyledButton>
      </div>
    </div>
  );
}
