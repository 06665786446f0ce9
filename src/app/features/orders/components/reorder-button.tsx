import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CartChange } from '../../../domain/cart/cart-change';
import { cartResultText, serverMessageText } from '../../../domain/cart/cart-messages';
import { useUpdateCart } from '../../../domain/cart/cart.queries';
import { notify } from '../../../lib/notify';
import { localeLink } from '../../../ui/shell/locale-link';
import type { OrderDetail } from '../api/orders.queries';

/**
 * Reorder: the order's lines go into the cart at today's prices and stock, through the cart's own mutation (the
 * cart re-prices every line; the button and the confirmation say so, docs/decisions.md "Order pages").
 */
export function ReorderButton({ order, locale }: { order: OrderDetail; locale: string }) {
  const { t, i18n } = useLingui();
  const update = useUpdateCart(order.custCode);
  const [opened, setOpened] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ articleCode: string; text: string }[]>([]);
  const changes: CartChange[] = order.details
    .filter((line) => line.orderQty > 0)
    .map((line) => ({ articleCode: line.articleCode, sorg: order.sorg, qty: line.orderQty, uom: line.uom, add: true }));

  const lineCount = changes.length;

  const handleConfirm = async () => {
    setProblem(null);
    try {
      const report = await update.mutateAsync(changes);
      if (report.error !== null || report.refusal !== null) {
        setProblem(
          report.refusal
            ? (serverMessageText(i18n, report.refusal.message) ?? t`The cart refused the lines.`)
            : t`The lines could not be added to the cart. Please try again.`,
        );
        return;
      }
      const notAdded = report.results.flatMap((result) => {
        const text = cartResultText(i18n, result);
        return text === null ? [] : [{ articleCode: result.articleCode, text }];
      });
      const added = report.results.length - notAdded.length;
      notify.success({
        title: t`Added to the cart at today's prices`,
        message: (
          <Anchor component={Link} {...localeLink(locale, '/cart')}>
            <Plural
              value={added}
              one="# line is in the cart: open the cart"
              other="# lines are in the cart: open the cart"
            />
          </Anchor>
        ),
      });
      // Lines the cart refused (no stock, no price, blocked) stay listed in the dialog with their reason.
      if (notAdded.length > 0) setRefused(notAdded);
      else setOpened(false);
    } catch (error) {
      console.error('Reorder failed', error);
      setProblem(t`The lines could not be added to the cart. Please try again.`);
    }
  };

  return (
    <>
      <Button
        variant="light"
        onClick={() => {
          setProblem(null);
          setRefused([]);
          setOpened(true);
        }}
        disabled={changes.length === 0}
        data-testid="reorder"
      >
        <Trans>Reorder at today's prices</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title={t`Reorder`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            <Plural
              value={lineCount}
              one="The # line of this order is added to the cart at today's prices and stock, not at the prices of the order."
              other="The # lines of this order are added to the cart at today's prices and stock, not at the prices of the order."
            />
          </Text>
          {refused.length > 0 && (
            <Alert color="warning" variant="light" title={t`Not added`} data-testid="reorder-refused">
              <Stack gap={2}>
                {refused.map((row) => (
                  <Text size="sm" key={row.articleCode}>
                    {row.articleCode}: {row.text}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          {problem !== null && (
            <Alert color="error" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setOpened(false);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={() => void handleConfirm()} loading={update.isPending} data-testid="reorder-confirm">
              <Trans>Add to cart</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
