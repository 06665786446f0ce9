import { Menu, ScrollArea, Tooltip, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isActivePath, localeLink } from './locale-link';
import { ShellIcon } from './shell-icon';
import type { NavItem } from './shell-types';
import classes from './shell.module.css';

interface SideDrawerProps {
  items: NavItem[];
  locale: string;
  currentPath: string;
  label: string;
}

function isItemActive(item: NavItem, currentPath: string): boolean {
  if (item.path !== undefined) return isActivePath(currentPath, item.path);
  return (item.children ?? []).some((child) => isItemActive(child, currentPath));
}

function LinkEntry({
  item,
  locale,
  currentPath,
}: {
  item: NavItem & { path: string };
  locale: string;
  currentPath: string;
}) {
  const active = isActivePath(currentPath, item.path);
  return (
    <Tooltip
      label={item.label}
      position="right"
      withArrow
      offset={10}
      events={{ hover: true, focus: true, touch: false }}
    >
      <UnstyledButton
        component={Link}
        {...localeLink(locale, item.path)}
        className={classes.railButton}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        aria-label={item.label}
      >
        <ShellIcon name={item.icon} size={22} />
      </UnstyledButton>
    </Tooltip>
  );
}

/** A group's flyout: opens on hover, click, Enter or the arrow keys, and lists the allowed sub-menus. */
function GroupEntry({ item, locale, currentPath }: { item: NavItem; locale: string; currentPath: string }) {
  const active = isItemActive(item, currentPath);
  return (
    <Menu trigger="click-hover" position="right-start" offset={10} openDelay={50} closeDelay={150} withinPortal loop>
      <Menu.Target>
        <UnstyledButton
          className={classes.railButton}
          data-active={active || undefined}
          aria-label={item.label}
          data-testid={`nav-group-${item.id}`}
        >
          <ShellIcon name={item.icon} size={22} />
          <span className={classes.railChevron}>
            <ShellIcon name="chevron-right" size={10} />
          </span>
        </UnstyledButton>
      </Menu.Target>
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

/** The desktop mini side drawer (spec 01 §2): one icon per entry; groups open a flyout of their sub-menus. */
export function SideDrawer({ items, locale, currentPath, label }: SideDrawerProps) {
  return (
    <ScrollArea type="hover" scrollbarSize={4} className={classes.railScroll}>
      <ul className={classes.rail} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            {item.path !== undefined ? (
              <LinkEntry item={{ ...item, path: item.path }} locale={locale} currentPath={currentPath} />
            ) : (
              <GroupEntry item={item} locale={locale} currentPath={currentPath} />
            )}
          </li>
        ))}
      </ul>
    </ScrollArea>
  );
}
