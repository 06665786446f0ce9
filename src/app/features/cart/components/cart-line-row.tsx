import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { stockShortfall } from '../../../../shared/orders/guardrails';
import { notify } from '../../../lib/notify';
import { ShellIcon } from '../../../ui/shell/shell-icon';
import { cannotPurchaseText } from '../../../domain/cart/cart-messages';
import type { CartLine } from '../../../domain/cart/cart.queries';
import type { PendingCartChange } from '../cart-outbox';
import { nextTierHint, tierLabel } from '../cart-tiers';
import { formatMoney, type MoneyFormat } from '../../../lib/format';
import { expectedUnitPrice, useChangeCartLine } from '../use-change-cart-line';
import { QuantityStepper } from './quantity-stepper';
import classes from './cart-line-row.module.css';

interface CartLineRowProps {
  line: CartLine;
  custCode: string;
  /** The group's money format, for a line whose product lost its price. */
  format: MoneyFormat;
  /** The newest change of this line still waiting in the outbox, if any. */
  pending?: PendingCartChange | undefined;
  /**
   * The host or the line's sorg checks the stock (availableStockCheck): the server removes a line over it, so the
   * line does not warn. Off, a quantity over the stock is taken and the line says how many ship now.
   */
  stockChecked?: boolean;
}

/**
 * One cart line (spec 01 §3 Cart line, §5 tiers): image, name, the article code as shown, the unit price with the
 * tier applied and the next tier's hint, the quantity stepper, the subtotal and what stops the line from being
 * ordered. 0 removes the line; a removal can be undone from its notice. A change waiting in the outbox shows its
 * quantity and the price the user saw, marked as waiting.
 */
export function CartLineRow({ line, custCode, format, pending, stockChecked = false }: CartLineRowProps) {
  const { t, i18n } = useLingui();
  const { change, isPending, revision } = useChangeCartLine(custCode);
  const { product } = line;
  const money = product.price?.format ?? format;
  const name = product.name;

  // A queued change (not an addition) is what the user asked for: show its quantity and price until it is sent.
  const waiting = pending !== undefined && !pending.add ? pending : undefined;
  const qty = waiting ? waiting.qty : line.qty;
  const unitPrice = waiting
    ? (waiting.seenUnitPrice ?? expectedUnitPrice(line, qty) ?? line.unitPrice)
    : line.unitPrice;
  const subtotal = waiting ? unitPrice * qty : line.subtotal;
  const tier = waiting ? null : line.appliedTier;
  const hint = product.price
    ? nextTierHint(i18n, { qty, dealer: product.price.dealer, tiers: product.price.discount, format: money })
    : null;
  const isDiscounted = tier !== null && product.price !== null && tier.unitPrice < product.price.dealer;
  // The sorg's own check shows as the line's NO_STOCK problem (spec 01 §8): the problem says it, not a warning.
  const checked = stockChecked || line.problems.some((problem) => problem.code === 'NO_STOCK');
  // A cart kept on the device by an earlier version has no stock (cart-offline-copy.ts): no warning, no crash.
  const kept = product as { stock?: typeof product.stock };
  const shortfall = stockShortfall(qty, kept.stock?.available ?? [], checked || kept.stock === undefined);

  const remove = async () => {
    const previous = line.qty;
    const outcome = await change(line, 0);
    if (outcome !== 'saved') return;
    const id = `cart-removed-${line.id}`;
    notify.success({
      id,
      title: t`Removed from the cart`,
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" truncate>
            {name}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              notify.hide(id);
              void change({ ...line, qty: 0 }, previous);
            }}
          >
            <Trans>Undo</Trans>
          </Button>
        </Group>
      ),
    });
  };

  return (
    <div className={classes.row} data-testid="cart-line" data-article-code={product.articleCode}>
      <Image
        className={classes.image}
        src={product.image}
        alt=""
        w={72}
        h={72}
        fit="contain"
        radius="sm"
        loading="lazy"
      />
      <Stack gap={4} className={classes.info}>
        <Text fw={600} lineClamp={2}>
          {name}
        </Text>
        <Text size="sm" c="dimmed" className={classes.code}>
          {product.articleCodeDisplay}
          {[product.color, product.frameSize].filter(Boolean).length > 0 &&
            ` · ${[product.color, product.frameSize].filter(Boolean).join(' · ')}`}
        </Text>
        <Group gap={6} wrap="wrap">
          {tier && (
            <Badge color="success" variant="light" size="sm" tt="none" data-testid="cart-line-tier">
              {tierLabel(i18n, tier, money)}
            </Badge>
          )}
          {waiting && (
            <Badge
              color={waiting.state === 'attention' ? 'error' : 'gray'}
              variant="light"
              size="sm"
              data-testid="cart-line-pending"
            >
              {waiting.state === 'attention' ? (
                <Trans>Not sent: needs your attention</Trans>
              ) : (
                <Trans>Waiting to send</Trans>
              )}
            </Badge>
          )}
          {line.problems.map((problem) => (
            <Badge key={problem.code} color="error" variant="light" size="sm" data-testid="cart-line-problem">
              {cannotPurchaseText(i18n, problem)}
            </Badge>
          ))}
        </Group>
        {shortfall && (
          <Text size="xs" fw={600} className={classes.stockWarning} data-testid="cart-line-stock-warning">
            {shortfall.inStock === 0 ? (
              <Trans>None in stock; the line ships when available</Trans>
            ) : (
              <Plural
                value={shortfall.inStock}
                one="# in stock; the rest ships when available"
                other="# in stock; the rest ships when available"
              />
            )}
          </Text>
        )}
        {hint && (
          <Text size="xs" c="dimmed" data-testid="cart-line-next-tier">
            {hint}
          </Text>
        )}
      </Stack>
      <div className={classes.price}>
        <Text size="xs" c="dimmed" className={classes.label}>
          <Trans>Unit price</Trans>
        </Text>
        <Text fw={500} data-testid="cart-line-unit-price" className={classes.amount}>
          {formatMoney(unitPrice, money)}
        </Text>
        {isDiscounted && product.price && (
          <Text size="xs" c="dimmed" td="line-through" className={classes.amount}>
            {formatMoney(product.price.dealer, money)}
          </Text>
        )}
      </div>
      <div className={classes.qty}>
        <QuantityStepper
          value={qty}
          label={name}
          max={product.maxOrderQty}
          isPending={isPending}
          revision={revision}
          onCommit={(next) => {
            if (next === 0) void remove();
            else void change(line, next);
          }}
        />
      </div>
      <div className={classes.subtotal}>
        <Text size="xs" c="dimmed" className={classes.label}>
          <Trans>Subtotal</Trans>
        </Text>
        <Text fw={700} data-testid="cart-line-subtotal" className={classes.amount}>
          {formatMoney(subtotal, money)}
        </Text>
      </div>
      <Tooltip label={t`Remove ${name}`}>
        <ActionIcon
          className={classes.remove}
          variant="subtle"
          color="gray"
          size={36}
          onClick={() => {
            void remove();
          }}
          disabled={isPending}
          aria-label={t`Remove ${name}`}
        >
          <ShellIcon name="close" size={18} />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
