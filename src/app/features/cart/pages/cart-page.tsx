import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import { cartQuery, type CartLine } from '../../../domain/cart/cart.queries';
import { cartOwner } from '../cart-outbox';
import { CartChangesNotice } from '../components/cart-changes-notice';
import { CartLineRow } from '../components/cart-line-row';
import { CartSummary } from '../components/cart-summary';
import { NoCartNotice } from '../components/no-cart-notice';
import { PendingAdditions } from '../components/pending-additions';
import { useCartOutbox } from '../use-cart-outbox';
import { useCartViewer } from '../../../domain/cart/use-cart-viewer';
import classes from '../components/cart-page.module.css';

const route = getRouteApi('/$locale/_portal/cart/');

/**
 * /cart (scope cart.display-order-qty, a selected customer): the active customer's cart grouped by sorg, with
 * quantities, tiers, problems and totals per sorg; the host's disclaimer and, with canCheckout, the way to
 * checkout. Changes made offline wait in the outbox and show as waiting; what the server re-priced is listed.
 */
export function CartPage({ listActions }: { listActions?: ReactNode } = {}) {
  const { viewer } = useCartViewer();
  if (!viewer?.canLoadCart || viewer.custCode === null) {
    return (
      <Stack>
        <CartTitle />
        <NoCartNotice viewer={viewer} />
      </Stack>
    );
  }
  return <CartContents custCode={viewer.custCode} listActions={listActions} />;
}

function CartTitle() {
  return (
    <Title order={1} size="h2">
      <Trans>Cart</Trans>
    </Title>
  );
}

/** `listActions`: what the route puts beside the cart's own actions (the named lists, a feature of their own). */
function CartContents({ custCode, listActions }: { custCode: string; listActions?: ReactNode }) {
  const { t } = useLingui();
  const { locale } = route.useParams();
  const { config } = useCartViewer();
  const { data: cart } = useSuspenseQuery(cartQuery());
  const owner = cartOwner();
  const outbox = useCartOutbox(owner?.userId ?? null, owner?.customerId ?? null);

  // The newest waiting change per line; additions of products not in the cart are listed apart.
  const pendingByLine = new Map(outbox.pending.map((p) => [`${p.sorg}:${p.articleCode}`, p]));
  const lineKeys = new Set(cart.lines.map((line) => `${line.sorg}:${line.product.articleCode}`));
  const additions = outbox.pending.filter((p) => p.add || !lineKeys.has(`${p.sorg}:${p.articleCode}`));

  const linesBySorg = new Map<string, CartLine[]>();
  for (const line of cart.lines) linesBySorg.set(line.sorg, [...(linesBySorg.get(line.sorg) ?? []), line]);
  const hasProblems = cart.lines.some((line) => line.problems.length > 0);

  const notices = (
    <CartChangesNotice
      priceChanges={outbox.priceChanges}
      refused={outbox.refused}
      lines={cart.lines}
      groups={cart.groups}
      onAcknowledge={outbox.acknowledge}
    />
  );

  if (cart.lines.length === 0) {
    return (
      <Stack>
        <CartTitle />
        {notices}
        <PendingAdditions additions={additions} />
        <EmptyState
          type="custom"
          title={<Trans>Your cart is empty</Trans>}
          description={<Trans>Add products from the catalog, or type their article codes in a fast order.</Trans>}
          action={
            <Group gap="xs" justify="center">
              <Button component={Link} {...localeLink(locale, '/catalog')}>
                <Trans>Go to the catalog</Trans>
              </Button>
              <Button component={Link} {...localeLink(locale, '/catalog/fast-order')} variant="default">
                <Trans>Fast order</Trans>
              </Button>
              {listActions}
            </Group>
          }
        />
      </Stack>
    );
  }

  const totalQty = cart.totalQty;
  const productCount = cart.lines.length;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <CartTitle />
        <Text c="dimmed" data-testid="cart-count">
          <Trans>
            <Plural value={productCount} one="# product" other="# products" />,{' '}
            <Plural value={totalQty} one="# piece" other="# pieces" />
          </Trans>
        </Text>
      </Group>
      {notices}
      <PendingAdditions additions={additions} />
      <div className={classes.layout}>
        <Stack gap="md" className={classes.lines}>
          {cart.groups.map((group) => (
            <Paper
              key={group.sorg}
              withBorder
              radius="md"
              px="md"
              py="xs"
              component="section"
              aria-label={group.sorgName}
              data-testid="cart-group"
              data-sorg={group.sorg}
            >
              {/* The sales organisation by its name only: its code is an internal value. */}
              <Group justify="space-between" align="baseline" py="xs" className={classes.groupHeader}>
                <Title order={2} size="h4">
                  {group.sorgName}
                </Title>
              </Group>
              <div>
                {(linesBySorg.get(group.sorg) ?? []).map((line) => (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    custCode={custCode}
                    format={group.format}
                    pending={pendingByLine.get(`${line.sorg}:${line.product.articleCode}`)}
                    stockChecked={config.availableStockCheck}
                  />
                ))}
              </div>
            </Paper>
          ))}
          <Group>
            <Button component={Link} {...localeLink(locale, '/catalog/fast-order')} variant="default">
              <Trans>Fast order</Trans>
            </Button>
            <Button component={Link} {...localeLink(locale, '/catalog/repeat-order')} variant="default">
              <Trans>Repeat an order</Trans>
            </Button>
            {listActions}
          </Group>
        </Stack>
        <div className={classes.aside}>
          <CartSummary
            locale={locale}
            groups={cart.groups}
            totalQty={totalQty}
            canCheckout={config.canCheckout}
            disclaimer={config.cartDisclaimer}
            hasProblems={hasProblems}
          />
        </div>
      </div>
      {outbox.pending.some((p) => p.state === 'attention') && (
        <Alert color="error" title={t`A cart change was not accepted`}>
          <Text size="sm">
            <Trans>
              The server refused a change you made offline. Open the{' '}
              <Anchor component={Link} {...localeLink(locale, '/outbox')} inherit>
                outbox
              </Anchor>{' '}
              to see why and discard it.
            </Trans>
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
