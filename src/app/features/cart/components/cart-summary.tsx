import { Trans } from '@lingui/react/macro';
import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { localeLink } from '../../../ui/shell/locale-link';
import type { CartGroup } from '../../../domain/cart/cart.queries';
import { formatMoney } from '../../../lib/format';
import classes from './cart-page.module.css';

interface CartSummaryProps {
  locale: string;
  groups: readonly CartGroup[];
  totalQty: number;
  canCheckout: boolean;
  disclaimer: string;
  /** Some lines cannot be ordered as they are (no stock, no price, over a limit). */
  hasProblems: boolean;
}

/**
 * The cart's totals: per sorg group (spec 01 §5 "The total is summed per sorg group"; amounts in each group's own
 * currency, never added across currencies) and the total quantity; the host's cartDisclaimer; the checkout button
 * only with canCheckout (spec 01 §3); without it the summary says why (docs/decisions.md "Checkout page").
 */
export function CartSummary({ locale, groups, totalQty, canCheckout, disclaimer, hasProblems }: CartSummaryProps) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.summary} data-testid="cart-summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Summary</Trans>
        </Title>
        {groups.map(({ sorg, sorgName, totalQty: qty, total, format }) => (
          <Group key={sorg} justify="space-between" align="flex-start" wrap="nowrap" data-testid="cart-sorg-total">
            <div>
              <Text size="sm" fw={500}>
                {sorgName}
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>{qty} pcs</Trans>
              </Text>
            </div>
            <Text fw={700} className={classes.amount}>
              {formatMoney(total, format)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            <Trans>Total quantity</Trans>
          </Text>
          <Text fw={700} data-testid="cart-total-qty">
            {totalQty}
          </Text>
        </Group>
        {disclaimer !== '' && (
          <Text size="xs" c="dimmed" data-testid="cart-disclaimer">
            {disclaimer}
          </Text>
        )}
        {hasProblems && (
          <Alert color="warning" variant="light" p="xs">
            <Text size="sm">
              <Trans>Some lines cannot be ordered as they are. Change or remove them before checkout.</Trans>
            </Text>
          </Alert>
        )}
        {canCheckout ? (
          <Button
            component={Link}
            {...localeLink(locale, '/cart/checkout')}
            size="md"
            fullWidth
            data-testid="cart-checkout"
          >
            <Trans>Checkout</Trans>
          </Button>
        ) : (
          <Alert color="info" variant="light" p="xs" data-testid="cart-no-checkout">
            <Text size="sm">
              <Trans>
                This portal does not take orders online. Please send your order to your sales representative or sales
                support.
              </Trans>
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
