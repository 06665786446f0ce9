import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CannotPurchaseCode } from '../../../gql/graphql';
import { useFormat } from '../../../lib/format';
import { cannotPurchaseText } from '../../../domain/cart/cart-messages';
import { availableFigure, stockFigure, stockStatusOf, type RowStock } from '../stock';
import { StockDot } from './stock-dot';
import classes from './size-color-grid.module.css';

/** An article of the grid: its size, colour, stock and whether it can be ordered. */
export interface GridProduct {
  id: string;
  articleCodeDisplay: string;
  frameSize: string | null;
  color: string | null;
  colorHex: string | null;
  cartQty: number;
  stock: RowStock;
  cannotPurchase: readonly { code: CannotPurchaseCode; message: string; limit: number | null }[];
}

/** The rows (sizes, first-seen order: the server sorts by size) and columns (colours) of a model's articles. */
export function gridAxes(products: readonly GridProduct[]): { sizes: string[]; colors: GridProduct[] } {
  const sizes: string[] = [];
  const colors: GridProduct[] = [];
  for (const product of products) {
    const size = product.frameSize ?? '';
    if (!sizes.includes(size)) sizes.push(size);
    if (!colors.some((color) => (color.color ?? '') === (product.color ?? ''))) colors.push(product);
  }
  return { sizes, colors };
}

interface SizeColorGridProps {
  products: readonly GridProduct[];
  /** Typed quantities by article id. */
  quantities: Readonly<Record<string, string>>;
  /** Article ids whose typed quantity is refused. */
  invalid: ReadonlySet<string>;
  /** Without a cart (scope or customer missing), the grid shows stock only. */
  canOrder: boolean;
  selectedId: string | null;
  onQuantityChange: (id: string, text: string) => void;
  /** A cell was focused or clicked: its article becomes the page's selected one. */
  onSelect: (id: string) => void;
}

/**
 * The bike's size × colour grid (spec 01 §2, product page): per cell the stock (masked figures show the mask)
 * and the next arrival, and a quantity field, so several sizes go into the cart at once. A model with many colours
 * is wider than a phone: the grid scrolls sideways inside its own box with the size column pinned, and the page
 * itself never scrolls sideways.
 */
export function SizeColorGrid({
  products,
  quantities,
  invalid,
  canOrder,
  selectedId,
  onQuantityChange,
  onSelect,
}: SizeColorGridProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { sizes, colors } = gridAxes(products);
  // Draws the pinned column's edge shadow once cells pass under it (React skips the render when it stays the same).
  const [isScrolled, setIsScrolled] = useState(false);
  const cellOf = (size: string, color: string) =>
    products.find((product) => (product.frameSize ?? '') === size && (product.color ?? '') === color);

  return (
    // Without quantity fields nothing inside takes the focus: the box does, so a keyboard can scroll it.
    <div
      className={classes.scroller}
      data-scrolled={isScrolled || undefined}
      data-testid="size-color-grid-scroller"
      tabIndex={canOrder ? undefined : 0}
      role={canOrder ? undefined : 'group'}
      aria-label={canOrder ? undefined : t`Sizes and colours`}
      onScroll={(event) => {
        setIsScrolled(event.currentTarget.scrollLeft > 0);
      }}
    >
      <Table
        className={classes.grid}
        style={{ '--grid-colors': colors.length }}
        withColumnBorders
        data-testid="size-color-grid"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.sizeCell}>
              <Trans>Size</Trans>
            </Table.Th>
            {colors.map((color) => (
              <Table.Th key={color.color ?? ''} scope="col" className={classes.colorHead}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  {color.colorHex && (
                    <span className={classes.swatch} style={{ backgroundColor: color.colorHex }} aria-hidden="true" />
                  )}
                  <span>{color.color ?? '—'}</span>
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sizes.map((size) => (
            <Table.Tr key={size}>
              <Table.Th scope="row" className={classes.sizeCell}>
                {size || '—'}
              </Table.Th>
              {colors.map((color) => {
                const product = cellOf(size, color.color ?? '');
                if (!product) {
                  return (
                    <Table.Td key={color.color ?? ''} className={classes.empty}>
                      <Text size="xs" c="dimmed">
                        <Trans>not offered</Trans>
                      </Text>
                    </Table.Td>
                  );
                }
                const status = stockStatusOf(product.stock);
                const figure = availableFigure(product.stock.available);
                const arrival = product.stock.nextArrival;
                const arrivalFigure = arrival ? stockFigure(arrival) : null;
                const arrivalDate = arrival ? format.date(arrival.date) : '';
                const blocked = product.cannotPurchase.length > 0;
                const reasons = product.cannotPurchase.map((reason) => cannotPurchaseText(i18n, reason)).join(', ');
                const sizeName = size || '—';
                const colorName = color.color ?? '—';
                const inCart = product.cartQty;
                const label = t`Quantity of size ${sizeName}, ${colorName}`;
                return (
                  <Table.Td
                    key={color.color ?? ''}
                    className={classes.cell}
                    data-selected={product.id === selectedId || undefined}
                    data-testid="grid-cell"
                    data-article={product.articleCodeDisplay}
                    onClick={() => {
                      onSelect(product.id);
                    }}
                  >
                    <Stack gap={4}>
                      <StockDot
                        status={status}
                        size="xs"
                        label={status === 'in-stock' && figure !== null ? figure : undefined}
                      />
                      {arrival && (
                        <Text size="xs" c="dimmed">
                          {arrivalFigure !== null ? (
                            <Trans>
                              Arriving {arrivalDate}: {arrivalFigure}
                            </Trans>
                          ) : (
                            <Trans>Arriving {arrivalDate}</Trans>
                          )}
                        </Text>
                      )}
                      {canOrder && (
                        <TextInput
                          size="xs"
                          inputMode="numeric"
                          aria-label={label}
                          placeholder="0"
                          value={quantities[product.id] ?? ''}
                          disabled={blocked}
                          title={blocked ? reasons : undefined}
                          error={invalid.has(product.id) ? t`*Must Be Numeric` : undefined}
                          onFocus={() => {
                            onSelect(product.id);
                          }}
                          onChange={(event) => {
                            onQuantityChange(product.id, event.currentTarget.value);
                          }}
                          classNames={{ input: classes.qtyInput }}
                        />
                      )}
                      {blocked && (
                        <Text size="xs" c="dimmed">
                          {reasons}
                        </Text>
                      )}
                      {product.cartQty > 0 && (
                        <Text size="xs" c="primary">
                          <Trans>{inCart} in cart</Trans>
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
