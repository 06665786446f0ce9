import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Group, Image, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProductGroupCardProductGroupFragment, ProductRowProductFragment } from '../../../gql/graphql';
import { useFormat, useMoney } from '../../../lib/format';
import { productHref } from '../catalog-links';
import { useCatalogPreview } from '../../../domain/catalog/catalog-preview';
import { availableFigure, stockStatusOf } from '../stock';
import { StockDot } from './stock-dot';
import classes from './catalog.module.css';

export type ItemGroup = ProductGroupCardProductGroupFragment & { items: ProductRowProductFragment[] };

function variantOf(item: ProductRowProductFragment): string {
  return [item.frameSize, item.wheelSize, item.color].filter((part) => part !== null && part !== '').join(' · ');
}

/**
 * One group in the item view (`view=item`): its header and at most `quota` of its articles as rows — code,
 * variant, stock, dealer and retail price — with '+N more' leading to the product page (spec 01 §9 item view
 * quota).
 */
export function ProductItemGroup({ group, locale, quota }: { group: ItemGroup; locale: string; quota: number }) {
  const money = useMoney();
  const format = useFormat();
  const preview = useCatalogPreview();
  const rows = group.items.slice(0, quota);
  const more = group.itemCount - rows.length;
  const href = productHref(locale, group.category, group.slug);
  return (
    <Paper withBorder radius="md" p="sm" component="section" data-testid="item-group">
      <Group gap="sm" wrap="nowrap" mb="xs">
        <Image src={group.image} alt="" className={classes.thumb} width={72} height={54} loading="lazy" />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={href} fw={600} underline="hover">
            {group.parentName}
          </Anchor>
          <Text size="xs" c="dimmed" truncate>
            {[group.brand.description, group.modelYear === null ? null : String(group.modelYear)]
              .filter((part) => part !== null)
              .join(' · ')}
          </Text>
        </Stack>
        {group.promotionBadge && (
          <Badge color="tertiary" variant="filled">
            {group.promotionBadge}
          </Badge>
        )}
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table className={classes.rowTable} verticalSpacing={6} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Article</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Variant</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Stock</Trans>
              </Table.Th>
              {!preview && (
                <Table.Th ta="right">
                  <Trans>Dealer price</Trans>
                </Table.Th>
              )}
              <Table.Th ta="right">
                <Trans>Retail</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => {
              const status = stockStatusOf(item.stock);
              const figure = availableFigure(item.stock.available);
              const arrival = item.stock.nextArrival;
              const arrivalDate = arrival ? format.date(arrival.date) : '';
              return (
                <Table.Tr key={item.id} data-testid="item-row">
                  <Table.Td>
                    <Anchor component={Link} to={productHref(locale, item.category, item.slug)} size="sm">
                      {item.articleCodeDisplay}
                    </Anchor>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {item.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {item.colorHex && (
                        <span
                          className={classes.swatch}
                          style={{ backgroundColor: item.colorHex }}
                          aria-hidden="true"
                        />
                      )}
                      <Text size="sm">{variantOf(item) || '—'}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <StockDot
                      status={status}
                      size="xs"
                      label={
                        status === 'in-stock' && figure !== null ? (
                          <Trans>{figure} in stock</Trans>
                        ) : status === 'arriving' && arrival ? (
                          <Trans>Arriving {arrivalDate}</Trans>
                        ) : undefined
                      }
                    />
                  </Table.Td>
                  {!preview && (
                    <Table.Td ta="right">
                      {item.price ? money(item.price.dealer, item.price.format) : <Trans>No price</Trans>}
                    </Table.Td>
                  )}
                  <Table.Td ta="right">
                    {item.price?.retailDisplay ? money(item.price.retail, item.price.format) : '—'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more > 0 && (
        <Anchor component={Link} to={href} size="sm" mt="xs" display="inline-block">
          <Trans>+{more} more</Trans>
        </Anchor>
      )}
    </Paper>
  );
}
