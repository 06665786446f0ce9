import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Spoiler, Stack, Text } from '@mantine/core';
import type { PromotionCardPromotionFragment } from '../../../gql/graphql';
import { useFormat } from '../../../lib/format';
import { fromProductCategory, toUrlSearch } from '../../../../shared/catalog/list-search';
import { AnchorLink } from './router-links';

/**
 * A promotion (spec 01 §3): its badge, name and tagline, how long it runs, its terms (folded) and a link to the
 * products it covers. `withLink` false on the product page, which is one of them.
 */
export function PromotionCard({
  promotion,
  locale,
  withLink = true,
}: {
  promotion: PromotionCardPromotionFragment;
  locale: string;
  withLink?: boolean;
}) {
  const format = useFormat();
  const until = format.date(promotion.validTo);
  const locations = promotion.locations.join(', ');
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="promotion-card">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Badge color="tertiary" variant="filled">
            {promotion.badge}
          </Badge>
          {until !== '' && (
            <Text size="xs" c="dimmed">
              <Trans>Until {until}</Trans>
            </Text>
          )}
        </Group>
        <Text fw={700}>{promotion.name}</Text>
        {promotion.tagline !== '' && <Text size="sm">{promotion.tagline}</Text>}
        {promotion.description !== '' && promotion.description !== promotion.tagline && (
          <Text size="sm" c="dimmed">
            {promotion.description}
          </Text>
        )}
        {promotion.locations.length > 0 && (
          <Text size="xs" c="dimmed">
            <Trans>Where: {locations}</Trans>
          </Text>
        )}
        {promotion.terms !== '' && (
          <Spoiler maxHeight={0} showLabel={<Trans>Terms</Trans>} hideLabel={<Trans>Hide terms</Trans>}>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {promotion.terms}
            </Text>
          </Spoiler>
        )}
        {withLink && (
          <AnchorLink
            to="/$locale/catalog/list"
            params={{ locale }}
            search={toUrlSearch({ category: fromProductCategory(promotion.category), promotions: [promotion.code] })}
            size="sm"
            fw={600}
          >
            <Trans>View the products</Trans>
          </AnchorLink>
        )}
      </Stack>
    </Card>
  );
}
