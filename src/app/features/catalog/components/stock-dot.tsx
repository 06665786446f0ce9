import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StockStatus } from '../stock';
import classes from './catalog.module.css';

/** A coloured dot and its words: green in stock, orange arriving, red out of stock (colour is never alone). */
export function StockDot({
  status,
  label,
  size = 'sm',
}: {
  status: StockStatus;
  /** Replaces the default words ('In stock', 'Arriving', 'Out of stock'). */
  label?: ReactNode;
  size?: 'xs' | 'sm';
}) {
  return (
    <Group gap={6} wrap="nowrap" data-stock={status} className={classes.stockDot}>
      <span className={classes.dot} data-status={status} aria-hidden="true" />
      <Text size={size} component="span" className={classes.stockLabel}>
        {label ??
          (status === 'in-stock' ? (
            <Trans>In stock</Trans>
          ) : status === 'arriving' ? (
            <Trans>Arriving</Trans>
          ) : (
            <Trans>Out of stock</Trans>
          ))}
      </Text>
    </Group>
  );
}
