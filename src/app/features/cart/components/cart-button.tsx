import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Divider, Group, Indicator, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { cartBadgeCount } from '../../../../shared/access/shell';
import { configQuery } from '../../../lib/config';
import { queryKeys } from '../../../lib/query-keys';
import { onBeforeSignOut } from '../../../lib/session';
import { localeLink } from '../../../ui/shell/locale-link';
import { ShellIcon } from '../../../ui/shell/shell-icon';
import { useTopBarMenuOverlay } from '../../../ui/shell/top-bar-overlay';
import { useFloatingOnIntent } from '../../../ui/shell/floating-on-intent';
import { cartQuery } from '../../../domain/cart/cart.queries';
import { clearOfflineCart } from '../../../domain/cart/cart-offline-copy';
import { cartOwner, projectedCartCounts } from '../cart-outbox';
import { useCartOutbox } from '../use-cart-outbox';
import { formatMoney } from '../../../lib/format';
import { useCatalogPreview } from '../../../domain/catalog/catalog-preview';
import { useCartViewer } from '../../../domain/cart/use-cart-viewer';
import classes from './cart-button.module.css';

/**
 * The top bar's cart button (spec 01 §2): a badge with the cart's total quantity, or a spinner while it loads;
 * its popup (at most 420 px wide) shows the total price — per sorg when the cart holds several — and the number
 * of products, with 'View cart' and a fast-order shortcut. Only with scope cart.display-order-qty; the cart is
 * loaded only for users with a customer code (spec 01 §6). The badge counts pieces with CART_COUNT_TOTAL_QTY and
 * products without it (docs/decisions.md, "Config switches"). No props: the portal layout puts it in its slot. The
 * popup mounts on first use (ui/shell/floating-on-intent.tsx); until then the same button shows.
 */
export function CartButton() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const params = useParams({ strict: false });
  const locale = params.locale ?? 'en-us';
  const { viewer } = useCartViewer();
  const onOverlay = useTopBarMenuOverlay();
  const [opened, setOpened] = useState(false);
  const preview = useCatalogPreview();
  const canLoad = viewer?.canLoadCart === true;
  const cart = useQuery({ ...cartQuery(), enabled: canLoad });
  const { data: config } = useQuery(configQuery());
  const owner = canLoad ? cartOwner() : null;
  const outbox = useCartOutbox(owner?.userId ?? null, owner?.customerId ?? null);
  const { parts, intentProps, targetRef } = useFloatingOnIntent({
    onOpen: () => {
      setOpened(true);
      onOverlay(true);
    },
  });

  // Spec 01 §4: logout first clears the cart, then logs out (also a forced end: the cart belongs to the session).
  useEffect(
    () =>
      onBeforeSignOut(() => {
        queryClient.removeQueries({ queryKey: queryKeys.cart.root });
        clearOfflineCart();
      }),
    [queryClient],
  );

  // Preview mode shows the catalog as the dealer's customers see it: no cart.
  if (preview || (viewer && !viewer.canSeeCart)) return null;

  const isLoading = viewer === null || (canLoad && cart.isPending);
  // Changes made offline count at once: the badge shows the cart as it will be once they arrive.
  const waiting = outbox.pending.filter((p) => p.state !== 'attention').length;
  const projected = waiting > 0 ? projectedCartCounts(cart.data?.lines ?? [], outbox.pending) : null;
  const totalQty = projected?.totalQty ?? cart.data?.totalQty ?? 0;
  const productCount = cart.data?.lines.length ?? 0;
  const badgeCount = cartBadgeCount(
    { totalQty, lineCount: projected?.lineCount ?? productCount },
    config?.features.cartCountTotalQty === true,
  );
  const groups = cart.data?.groups ?? [];
  const waitingText = plural(waiting, {
    one: '# change waiting to be sent',
    other: '# changes waiting to be sent',
  });
  const label = isLoading
    ? t`Cart, loading`
    : canLoad
      ? waiting > 0
        ? t`Cart: ${plural(totalQty, { one: '# piece', other: '# pieces' })}, ${waitingText}`
        : t`Cart: ${plural(totalQty, { one: '# piece', other: '# pieces' })}, ${plural(productCount, { one: '# product', other: '# products' })}`
      : t`Cart`;

  const toggle = (next: boolean) => {
    setOpened(next);
    onOverlay(next);
  };
  const close = () => {
    toggle(false);
  };

  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={44}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={opened}
      {...(parts
        ? {
            ref: targetRef,
            onClick: () => {
              toggle(!opened);
            },
            onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
              if (event.key === 'Escape' && opened) close();
            },
          }
        : intentProps)}
    >
      <ShellIcon name="cart" size={22} />
    </ActionIcon>
  );

  return (
    <Indicator
      label={isLoading ? <Loader size={10} color="white" aria-hidden="true" /> : badgeCount > 999 ? '999+' : badgeCount}
      size={18}
      offset={6}
      disabled={!isLoading && (!canLoad || badgeCount === 0)}
      {...(waiting > 0 ? { color: 'warning.9' } : {})}
      data-testid="cart-badge"
      data-loading={isLoading || undefined}
      data-waiting={waiting > 0 ? waiting : undefined}
    >
      {/* withRoles off: the dialog is named by its own label, not by the button's (a count and a sentence). */}
      {parts ? (
        <parts.Popover
          opened={opened}
          onChange={toggle}
          position="bottom-end"
          shadow="md"
          width={360}
          withinPortal
          withRoles={false}
          trapFocus
          returnFocus
        >
          <parts.Popover.Target>{button}</parts.Popover.Target>
          <parts.Popover.Dropdown
            className={classes.dropdown}
            role="dialog"
            aria-label={t`Cart summary`}
            aria-modal={false}
          >
            <Stack gap="sm">
              <Title order={2} size="h4">
                <Trans>Cart</Trans>
              </Title>
              {waiting > 0 && (
                <Text size="sm" c="warning.9" fw={600} data-testid="cart-popup-waiting">
                  {waitingText}
                </Text>
              )}
              {!canLoad ? (
                <Text size="sm" c="dimmed">
                  <Trans>Select a customer to see the cart.</Trans>
                </Text>
              ) : cart.isPending ? (
                <Group gap="xs">
                  <Loader size="sm" />
                  <Text size="sm">
                    <Trans>Loading the cart…</Trans>
                  </Text>
                </Group>
              ) : cart.isError && !cart.data ? (
                <Text size="sm" c="error">
                  <Trans>The cart could not be loaded.</Trans>
                </Text>
              ) : productCount === 0 ? (
                <Text size="sm" c="dimmed" data-testid="cart-popup-empty">
                  <Trans>Your cart is empty.</Trans>
                </Text>
              ) : (
                <Stack gap={6} data-testid="cart-popup-summary">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">
                      <Trans>Products</Trans>
                    </Text>
                    <Text size="sm" fw={600} data-testid="cart-popup-count">
                      {productCount}
                    </Text>
                  </Group>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">
                      <Trans>Pieces</Trans>
                    </Text>
                    <Text size="sm" fw={600}>
                      {totalQty}
                    </Text>
                  </Group>
                  <Divider />
                  {groups.map(({ sorg, sorgName, total, format }) => (
                    <Group key={sorg} justify="space-between" gap="xs" wrap="nowrap" data-testid="cart-popup-total">
                      <Text size="sm" truncate>
                        {groups.length > 1 ? <Trans>Total {sorgName}</Trans> : <Trans>Total</Trans>}
                      </Text>
                      <Text size="sm" fw={700} className={classes.amount}>
                        {formatMoney(total, format)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
              <Group gap="xs" justify="flex-end" wrap="wrap">
                <Button component={Link} {...localeLink(locale, '/cart')} onClick={close}>
                  <Trans>View cart</Trans>
                </Button>
                <Button
                  component={Link}
                  {...localeLink(locale, '/catalog/fast-order')}
                  variant="default"
                  onClick={close}
                  leftSection={<ShellIcon name="order" size={16} />}
                >
                  <Trans>Fast order</Trans>
                </Button>
              </Group>
            </Stack>
          </parts.Popover.Dropdown>
        </parts.Popover>
      ) : (
        button
      )}
    </Indicator>
  );
}
