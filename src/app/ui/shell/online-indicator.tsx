import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { LazyTooltip } from './floating-on-intent';
import classes from './shell.module.css';

/** Whether the device is online (spec 01 §4 Connectivity): a badge, or with `compact` a dot (phones). */
export function OnlineIndicator({ online, compact = false }: { online: boolean; compact?: boolean }) {
  const { t } = useLingui();
  const label = online ? t`Online` : t`Offline`;
  if (compact) {
    return (
      <LazyTooltip label={label}>
        <span
          className={classes.onlineDot}
          data-online={online}
          role="status"
          aria-label={label}
          data-testid="online-indicator"
        />
      </LazyTooltip>
    );
  }
  return (
    <Badge variant="dot" color={online ? 'success' : 'gray'} size="sm" role="status" data-testid="online-indicator">
      {label}
    </Badge>
  );
}
