import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProductGroupCardProductGroupFragment, ProductRowProductFragment } from '../../../gql/graphql';
import { productHref } from '../catalog-links';
import { useCatalogPreview } from '../../../domain/catalog/catalog-preview';
import { useMoney } from '../../../lib/format';
import { StockDot } from './stock-dot';
import classes from './catalog.module.css';

/** A model card's group, with the articles the model view quota let the list load (none on the home). */
export type CardGroup = ProductGroupCardProductGroupFragment & {
  items?: Pick<ProductRowProductFragment, 'id' | 'frameSize' | 'wheelSize' | 'color' | 'articleCodeDisplay'>[];
};

/** The variant labels of a card: sizes (or colours, or codes) of its loaded articles, each once. */
export function variantLabels(items: NonNullable<CardGroup['items']>): string[] {
  const labels: string[] = [];
  for (const item of items) {
    const label = item.frameSize ?? item.wheelSize ?? item.color ?? item.articleCodeDisplay;
    if (!labels.includes(label)) labels.push(label);
  }
  return labels;
}

/**
 * A model in the model view (and the home's best sellers): image with the promotion badge, brand and year, name,
 * colours, at most `quota` variants with '+N more', 'from' dealer price and retail, and the stock dot.
 */
export function ProductGroupCard({ group, locale, quota }: { group: CardGroup; locale: string; quota?: number }) {
  const { t } = useLingui();
  const money = useMoney();
  const href = productHref(locale, group.category, group.slug);
  const shownItems = group.items?.slice(0, quota ?? group.items.length);
  const variants = shownItems ? variantLabels(shownItems) : [];
  const more = shownItems ? group.itemCount - shownItems.length : 0;
  const meta = [group.brand.description, group.modelYear === null ? null : String(group.modelYear)]
    .filter((part) => part !== null)
    .join(' · ');
  const startingAt = group.startingAt === null ? null : money(group.startingAt, group.format);
  const maxRetail = group.maxRetail === null ? null : money(group.maxRetail, group.format);
  const preview = useCatalogPreview();
  const colorNames = group.colors.map((color) => color.name).join(', ');

  return (
    <Card withBorder radius="md" padding="sm" component="article" className={classes.card} data-testid="product-card">
      <Card.Section pos="relative">
        <Image src={group.image} alt="" className={classes.cardImage} loading="lazy" />
        {group.promotionBadge && (
          <Badge color="tertiary" variant="filled" className={classes.cardBadge} data-testid="promotion-badge">
            {group.promotionBadge}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        {meta !== '' && (
          <Text size="xs" c="dimmed" truncate>
            {meta}
          </Text>
        )}
        <Anchor component={Link} to={href} className={classes.cardTitle} lineClamp={2} underline="hover">
          {group.parentName}
        </Anchor>
        {group.colors.length > 0 && (
          <Group gap={4} aria-label={t`Colours: ${colorNames}`} role="img">
            {group.colors.slice(0, 8).map((color) => (
              <span
                key={color.name}
                className={classes.swatch}
                style={{ backgroundColor: color.hex ?? 'transparent' }}
                title={color.name}
              />
            ))}
          </Group>
        )}
        {variants.length > 0 && (
          <Group gap={4} className={classes.cardLayer}>
            {variants.map((label) => (
              <Badge key={label} variant="outline" color="gray" radius="sm" size="sm" tt="none">
                {label}
              </Badge>
            ))}
            {more > 0 && (
              <Anchor component={Link} to={href} size="xs">
                <Trans>+{more} more</Trans>
              </Anchor>
            )}
          </Group>
        )}
        <div>
          {preview ? (
            maxRetail !== null && (
              <Text fw={700} className={classes.price} data-testid="retail-up-to">
                <Trans>Retail up to {maxRetail}</Trans>
              </Text>
            )
          ) : startingAt === null ? (
            <Text size="sm" c="dimmed">
              <Trans>No price</Trans>
            </Text>
          ) : (
            <Text fw={700} className={classes.price} data-testid="starting-at">
              <Trans>from {startingAt}</Trans>
            </Text>
          )}
          {!preview && maxRetail !== null && (
            <Text size="xs" c="dimmed" className={classes.price}>
              <Trans>Retail up to {maxRetail}</Trans>
            </Text>
          )}
        </div>
        <StockDot status={group.inStock ? 'in-stock' : 'out-of-stock'} size="xs" />
      </Stack>
    </Card>
  );
}
