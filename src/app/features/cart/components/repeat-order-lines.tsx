import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Image, Stack, Table, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { parseQuantity } from '../../../../shared/catalog/fast-order';
import { CART_BATCH_LIMIT, inBatches } from '../../../../shared/catalog/purchase-rules';
import { NetworkError } from '../../../lib/api';
import { localeLink } from '../../../ui/shell/locale-link';
import type { CartChange } from '../../../domain/cart/cart-change';
import { cannotPurchaseText, serverMessageText } from '../../../domain/cart/cart-messages';
import { useUpdateCart } from '../../../domain/cart/cart.queries';
import type { OrderHistoryEntry } from '../api/cart.queries';
import { fastOrderProblemText } from '../fast-order-messages';
import { queueCartChanges } from '../../../domain/cart/cart-queue';
import { formatMoney } from '../../../lib/format';
import { CartUpdateReport, type ReportRow, reportRows } from './cart-update-report';
import classes from './repeat-order.module.css';
import { formatCount, quantityText } from '../../../lib/quantity';

type Line = OrderHistoryEntry['lines'][number];

interface RepeatOrderLinesProps {
  locale: string;
  custCode: string;
  order: OrderHistoryEntry;
}

/** A line can be ordered again: still sold to the customer, priced, not blocked. */
function isOrderable(line: Line): boolean {
  const product = line.product;
  if (!product?.price) return false;
  return !product.cannotPurchase.some((r) => r.code === 'BLOCKED' || r.code === 'NO_PRICE');
}

/** The stock as the badge says it: the quantity, or the host's mask ('10+'), when there is any. */
function stockText(
  i18n: I18n,
  stock: { inStock: boolean; available: readonly { qty: number | null; mask: string | null }[] },
): string {
  if (!stock.inStock) return i18n._(msg`Out of stock`);
  const first = stock.available[0];
  // A quantity in the user's number format (as every count on screen); the host's mask ('10+') as it is.
  const qty = first?.qty ?? null;
  const amount = qty === null ? (first?.mask ?? null) : formatCount(i18n, qty);
  return amount === null ? i18n._(msg`In stock`) : i18n._(msg`In stock: ${amount}`);
}

/**
 * The lines of a past order with today's price and stock (repeat order, spec 01 §2): the user picks the
 * quantities (the ordered ones to begin with; 0 leaves a line out) and adds them to the cart in one request, then
 * sees the per-row report. A product no longer sold shows as such and cannot be added.
 */
export function RepeatOrderLines({ locale, custCode, order }: RepeatOrderLinesProps) {
  const { t, i18n } = useLingui();
  const update = useUpdateCart(custCode);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(order.lines.map((line) => [line.articleCode, isOrderable(line) ? String(line.orderQty) : '0'])),
  );
  const [report, setReport] = useState<{ rows: ReportRow[]; message: string | null; queued: number } | null>(null);
  const [failed, setFailed] = useState(false);

  const parsed = order.lines.map((line) => ({
    line,
    qty: parseQuantity(quantities[line.articleCode] ?? '0', { allowZero: true }),
  }));
  const hasErrors = parsed.some((p) => !p.qty.ok);
  const totalThen = formatMoney(order.totalOrder, order.format);
  const chosen = parsed.flatMap(({ line, qty }) =>
    qty.ok && qty.qty > 0 && line.product ? [{ line, qty: qty.qty, product: line.product }] : [],
  );

  const handleAdd = async () => {
    setFailed(false);
    const changes: CartChange[] = chosen.map(({ qty, product }) => ({
      articleCode: product.articleCode,
      sorg: product.sorg,
      qty,
      uom: product.uom,
      add: true,
      name: product.name,
    }));
    try {
      const answer = await update.mutateAsync(changes);
      // No connection: what was not sent waits in the outbox (75 rows per entry, as the server takes them).
      const queued = new Set<CartChange>();
      if (answer.error instanceof NetworkError && answer.notSent.length > 0) {
        try {
          for (const batch of inBatches(answer.notSent, CART_BATCH_LIMIT)) {
            await queueCartChanges(custCode, batch);
            for (const change of batch) queued.add(change);
          }
        } catch (error) {
          console.error('The order could not be saved on this device', error);
        }
      }
      const names = new Map(chosen.map(({ product }) => [product.articleCode, product.name]));
      const rows = reportRows(
        changes.map((c) => ({ articleCode: c.articleCode, sorg: c.sorg, qty: c.qty })),
        answer.results,
        (row) => {
          const name = names.get(row.articleCode);
          return name === undefined ? {} : { name };
        },
      ).map((row, index): ReportRow => {
        if (row.result !== null) return row;
        const change = changes[index];
        return { ...row, notSent: change && queued.has(change) ? 'queued' : 'failed' };
      });
      setReport({
        rows,
        message: answer.refusal ? serverMessageText(i18n, answer.refusal.message) : null,
        queued: queued.size,
      });
      if (answer.error && queued.size < answer.notSent.length) setFailed(true);
    } catch (error) {
      console.error('The order could not be added to the cart', error);
      setFailed(true);
    }
  };

  return (
    <Stack gap="md" data-testid="repeat-order-lines">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Product`}</Table.Th>
              <Table.Th>{t`Quantity`}</Table.Th>
              <Table.Th className={classes.number}>{t`Price today`}</Table.Th>
              <Table.Th>{t`Stock`}</Table.Th>
              <Table.Th className={classes.number}>{t`Ordered`}</Table.Th>
              <Table.Th className={classes.number}>{t`Price then`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parsed.map(({ line, qty }) => {
              const product = line.product;
              const name = product?.name ?? line.description;
              return (
                <Table.Tr key={line.articleCode} data-testid="repeat-order-line">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {product && <Image src={product.image} alt="" w={48} h={48} fit="contain" radius="sm" />}
                      <div className={classes.name}>
                        <Text size="sm" fw={500} lineClamp={2}>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed" className={classes.code}>
                          {product?.articleCodeDisplay ?? line.articleCode}
                        </Text>
                        {product && product.cartQty > 0 && <InCart qty={product.cartQty} />}
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      value={quantities[line.articleCode] ?? '0'}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setQuantities((current) => ({ ...current, [line.articleCode]: value }));
                      }}
                      disabled={!isOrderable(line)}
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={t`Quantity of ${name}`}
                      error={qty.ok ? undefined : fastOrderProblemText(i18n, qty.reason)}
                      w={96}
                    />
                  </Table.Td>
                  <Table.Td className={classes.number}>
                    {product?.price ? formatMoney(product.price.dealer, product.price.format) : '–'}
                  </Table.Td>
                  <Table.Td>
                    {!product ? (
                      <Badge color="gray" variant="light">{t`No longer sold`}</Badge>
                    ) : (
                      <Stack gap={2}>
                        <Badge color={product.stock.inStock ? 'success' : 'warning'} variant="light">
                          {stockText(i18n, product.stock)}
                        </Badge>
                        {product.cannotPurchase
                          .filter((r) => r.code !== 'NO_STOCK')
                          .map((reason) => (
                            <Text key={reason.code} size="xs" c="error">
                              {cannotPurchaseText(i18n, reason)}
                            </Text>
                          ))}
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.number}>{quantityText(i18n, line.orderQty, line.uom)}</Table.Td>
                  <Table.Td className={classes.number}>{formatMoney(line.price, order.format)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Ordered then: {totalThen}</Trans>
        </Text>
        <Button
          onClick={() => void handleAdd()}
          loading={update.isPending}
          disabled={hasErrors || chosen.length === 0}
          data-testid="repeat-order-add"
        >
          <Trans>Add to cart</Trans>
        </Button>
      </Group>
      {failed && (
        <Alert color="error" role="alert">
          <Trans>The cart could not be changed. Please try again when you are online.</Trans>
        </Alert>
      )}
      {report?.message && (
        <Alert color="error" role="alert">
          {report.message}
        </Alert>
      )}
      {report && report.queued > 0 && <QueuedNote count={report.queued} />}
      {report && (
        <>
          <CartUpdateReport rows={report.rows} />
          <div>
            <Button component={Link} {...localeLink(locale, '/cart')} variant="light">
              <Trans>View cart</Trans>
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}

function InCart({ qty }: { qty: number }) {
  return (
    <Text size="xs" c="dimmed">
      <Trans>{qty} in the cart</Trans>
    </Text>
  );
}

function QueuedNote({ count }: { count: number }) {
  return (
    <Alert color="info">
      <Trans>Saved on this device: {count} articles will be added to the cart when you are back online.</Trans>
    </Alert>
  );
}
