import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Indicator, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFormat } from '../../../lib/format';
import { notificationsQuery, type UserNotification, useMarkNotificationsRead } from '../api/notifications.queries';
import classes from './notification-bell.module.css';

function BellIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

/** A notification's page below the locale: its url may carry the locale already, or not. */
function pathOf(url: string, locale: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return `/${locale}`;
  return url === `/${locale}` || url.startsWith(`/${locale}/`) ? url : `/${locale}${url}`;
}

/**
 * The in-app notifications (spec 01 §1: what web push told the user, also without push): a bell with the unread
 * count in the header and a menu of the latest, each opening its page and marked read. Loaded by the portal layout
 * in idle time, never on the first page's path.
 */
export function NotificationBell({ locale }: { locale: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const list = useQuery(notificationsQuery());
  const markRead = useMarkNotificationsRead();
  const items = list.data ?? [];
  const unread = items.filter((item) => !item.read).length;

  const open = (item: UserNotification) => {
    if (!item.read) markRead.mutate([item.id]);
    void navigate({ to: pathOf(item.url, locale) });
  };

  return (
    <Menu position="bottom-end" width={360} withinPortal>
      {/* The menu's ARIA (aria-haspopup, aria-expanded) belongs on the button, not on the indicator's div. */}
      <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="error" offset={4}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
            data-testid="notification-bell"
          >
            <BellIcon />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        <Group justify="space-between" px="sm" py={6} wrap="nowrap">
          <Text fw={600} size="sm">
            <Trans>Notifications</Trans>
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            onClick={() => {
              markRead.mutate(null);
            }}
          >
            <Trans>Mark all read</Trans>
          </Button>
        </Group>
        <Menu.Divider />
        {list.isError && !list.data ? (
          <Stack gap={4} p="sm" role="alert">
            <Text size="sm">
              <Trans>The notifications could not be loaded.</Trans>
            </Text>
            <Button size="compact-xs" variant="default" onClick={() => void list.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {list.isPending ? <Trans>Loading…</Trans> : <Trans>No notifications yet.</Trans>}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            {items.map((item) => (
              <Menu.Item
                key={item.id}
                onClick={() => {
                  open(item);
                }}
                className={item.read ? classes.item : `${classes.item} ${classes.unread}`}
                data-testid="notification-item"
                data-read={item.read}
              >
                <Text size="sm" fw={item.read ? 400 : 600} lineClamp={1}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {item.body}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.dateTime(item.createdAt)}
                </Text>
              </Menu.Item>
            ))}
          </ScrollArea.Autosize>
        )}
        {unread > 0 && (
          <Text size="xs" c="dimmed" px="sm" py={4}>
            <Plural value={unread} one="# unread" other="# unread" />
          </Text>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
