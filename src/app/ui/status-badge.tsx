import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a state means to the user, which decides its colour: waiting on someone (warning), under way (info,
 * primary), done (success), refused or failed (error), or over without a verdict (neutral).
 */
export type StatusTone = 'neutral' | 'info' | 'primary' | 'success' | 'warning' | 'error';

/** The theme colour of each tone (spec 01 §9 theme colours; neutral is Mantine's grey). */
export const STATUS_TONE_COLORS: Record<StatusTone, string> = {
  neutral: 'gray',
  info: 'info',
  primary: 'primary',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'tt' | 'children'> {
  tone: StatusTone;
  /** The state in the user's words, sentence case (translated by the caller). */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The one status badge of the app: coloured by its tone, in sentence case as written (never Mantine's shouting
 * capitals) and never cut in a narrow table cell.
 */
export function StatusBadge({ tone, children, variant = 'light', ...rest }: StatusBadgeProps) {
  return (
    <Badge variant={variant} color={STATUS_TONE_COLORS[tone]} tt="none" miw="max-content" data-tone={tone} {...rest}>
      {children}
    </Badge>
  );
}
