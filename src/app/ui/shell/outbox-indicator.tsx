import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LazyTooltip } from './floating-on-intent';
import { localeLink } from './locale-link';
import { ShellIcon } from './shell-icon';
import type { OutboxBadgeInfo } from './shell-types';

/**
 * The top bar's outbox button with the number of unsent items, on every page while something waits; the
 * attention colour when the server refused an item. Nothing waiting: nothing shown (the menus keep the entry).
 */
export function OutboxIndicator({ outbox, locale }: { outbox: OutboxBadgeInfo | undefined; locale: string }) {
  const { t } = useLingui();
  if (!outbox || outbox.unsent === 0) return null;
  const count = outbox.unsent;
  const needsAttention = outbox.attention > 0;
  const label = needsAttention ? t`Outbox: ${count} unsent, some need your attention` : t`Outbox: ${count} unsent`;
  // The tooltip sits on the button (the indicator's box is the button's), so the badge is not drawn again.
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      offset={6}
      color={needsAttention ? 'error' : 'primary'}
      data-testid="outbox-badge"
      data-attention={needsAttention}
    >
      <LazyTooltip label={label}>
        <ActionIcon
          component={Link}
          {...localeLink(locale, '/outbox')}
          variant="subtle"
          color={needsAttention ? 'error' : 'gray'}
          size={44}
          aria-label={label}
        >
          <ShellIcon name="outbox" size={22} />
        </ActionIcon>
      </LazyTooltip>
    </Indicator>
  );
}

/** The count beside the menus' "Outbox" entry; nothing when nothing waits. */
export function OutboxCount({ outbox }: { outbox: OutboxBadgeInfo | undefined }) {
  if (!outbox || outbox.unsent === 0) return null;
  return (
    <Badge
      size="md"
      circle={outbox.unsent < 10}
      color={outbox.attention > 0 ? 'error' : 'primary'}
      data-testid="outbox-menu-count"
      data-attention={outbox.attention > 0}
    >
      {outbox.unsent}
    </Badge>
  );
}
