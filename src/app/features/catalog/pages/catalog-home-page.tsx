import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { joinMerchandiseCategories } from '../../../../shared/catalog/list-search';
import { ButtonLink } from '../../../ui/button-link';
import { bestSellersQuery, bikeCategoriesQuery, filterOptionsQuery, promotionsQuery } from '../api/catalog.queries';
import { CustomerRequiredNotice, isCustomerRequiredError } from '../components/customer-required';
import { PreviewNotice } from '../components/preview-notice';
import { CatalogPhoneBar } from '../components/catalog-phone-bar';
import { ProductGroupCard } from '../components/product-group-card';
import { PromotionCard } from '../components/promotion-card';
import { AnchorLink, CardLink } from '../components/router-links';
import classes from './catalog-home-page.module.css';

function Section({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function SectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="error" title={<Trans>This part could not be loaded</Trans>}>
      <Button size="xs" variant="light" mt="xs" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}

/** A category tile: its label, linking to the list of its merchandise categories. */
interface CategoryTile {
  id: string;
  label: string;
  mcIds: string[];
}

/**
 * The catalog home (/catalog?category=bike|paa, spec 01 §2): the category's running promotions with badge and
 * tagline, its 8 best sellers and its categories, with shortcuts to the whole list and the purchase lists.
 */
export function CatalogHomePage({ locale, category }: { locale: string; category: 'bike' | 'paa' }) {
  const { t } = useLingui();
  const promotions = useQuery(promotionsQuery(category));
  const bestSellers = useQuery(bestSellersQuery(category));
  const bikeCategories = useQuery({ ...bikeCategoriesQuery(), enabled: category === 'bike' });
  const paaOptions = useQuery({ ...filterOptionsQuery('paa'), enabled: category === 'paa' });
  const tiles: CategoryTile[] =
    category === 'bike'
      ? (bikeCategories.data ?? []).map((entry) => ({ id: entry.id, label: entry.wording, mcIds: entry.mcIds }))
      : (paaOptions.data?.categories ?? []).map((entry) => ({
          id: entry.value,
          label: entry.label,
          mcIds: [entry.value],
        }));
  const categoriesPending = category === 'bike' ? bikeCategories.isPending : paaOptions.isPending;

  const allLink = (
    <AnchorLink to="/$locale/catalog/list" params={{ locale }} search={{ category }} fw={600}>
      {category === 'bike' ? <Trans>All bikes</Trans> : <Trans>All parts and accessories</Trans>}
    </AnchorLink>
  );

  // A sales user or admin without a customer: the server's reason once, not a failed section each.
  if ([promotions, bestSellers].some((query) => isCustomerRequiredError(query.error))) {
    return (
      <Stack gap="xl">
        <CatalogPhoneBar />
        <CustomerRequiredNotice />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <CatalogPhoneBar />
      <PreviewNotice />
      <Stack gap="xs">
        <Title order={1} size="h2">
          {category === 'bike' ? <Trans>Bike Catalog</Trans> : <Trans>PAA Catalog</Trans>}
        </Title>
        <Group gap="xs">
          <ButtonLink to="/$locale/catalog/list" params={{ locale }} search={{ category }} variant="filled">
            {category === 'bike' ? <Trans>Browse all bikes</Trans> : <Trans>Browse all PAA</Trans>}
          </ButtonLink>
          <ButtonLink
            to="/$locale/catalog/previous-purchases"
            params={{ locale }}
            search={{ category }}
            variant="default"
          >
            <Trans>Previous purchases</Trans>
          </ButtonLink>
          <ButtonLink
            to="/$locale/catalog/frequent-purchases"
            params={{ locale }}
            search={{ category }}
            variant="default"
          >
            <Trans>Frequent purchases</Trans>
          </ButtonLink>
        </Group>
      </Stack>

      {promotions.isError ? (
        <Section title={<Trans>Promotions</Trans>}>
          <SectionError onRetry={() => void promotions.refetch()} />
        </Section>
      ) : promotions.isPending ? (
        <Skeleton height={140} radius="md" />
      ) : promotions.data.length > 0 ? (
        <Section title={<Trans>Promotions</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {promotions.data.map((promotion) => (
              <PromotionCard key={promotion.code} promotion={promotion} locale={locale} />
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      <Section title={<Trans>Best sellers</Trans>} action={allLink}>
        {bestSellers.isError ? (
          <SectionError onRetry={() => void bestSellers.refetch()} />
        ) : bestSellers.isPending ? (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={300} radius="md" />
            ))}
          </SimpleGrid>
        ) : bestSellers.data.length === 0 ? (
          <Text c="dimmed">
            <Trans>No best sellers yet.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="best-sellers">
            {bestSellers.data.map((group) => (
              <ProductGroupCard key={group.id} group={group} locale={locale} />
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Section title={<Trans>Categories</Trans>}>
        {categoriesPending ? (
          <Skeleton height={80} radius="md" />
        ) : tiles.length === 0 ? (
          allLink
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="category-tiles">
            {tiles.map((tile) => {
              const name = tile.label;
              return (
                <CardLink
                  key={tile.id}
                  withBorder
                  radius="md"
                  padding="md"
                  to="/$locale/catalog/list"
                  params={{ locale }}
                  search={{ category, merchandiseCategories: joinMerchandiseCategories(tile.mcIds) }}
                  className={classes.tile}
                  aria-label={t`${name}: show the products`}
                >
                  <Text fw={600}>{name}</Text>
                </CardLink>
              );
            })}
          </SimpleGrid>
        )}
      </Section>
    </Stack>
  );
}
