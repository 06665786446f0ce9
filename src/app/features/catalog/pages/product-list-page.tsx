import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import {
  activeFilterChips,
  type CatalogCategory,
  type CatalogListSearch,
  hasActiveFilters,
  toUrlSearch,
  withoutFilters,
} from '../../../../shared/catalog/list-search';
import { configQuery } from '../../../lib/config';
import { DEFAULT_LOCALE, resolveLocale } from '../../../lib/locale';
import { WindowPagination } from '../../../ui/data-table/window-pagination';
import { EmptyState } from '../../../ui/empty-state';
import {
  bikeCategoriesQuery,
  filterOptionsQuery,
  productGroupsQuery,
  type ProductListSource,
} from '../api/catalog.queries';
import { catalogConfigOf } from '../catalog-viewer';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { CatalogPhoneBar } from '../components/catalog-phone-bar';
import { CustomerRequiredNotice, isCustomerRequiredError } from '../components/customer-required';
import { FilterPanel } from '../components/filter-panel';
import { OfflineCopyNotice } from '../components/offline-copy-notice';
import { PreviewNotice } from '../components/preview-notice';
import { ProductGroupCard } from '../components/product-group-card';
import { ProductItemGroup } from '../components/product-item-group';
import { SortMenu } from '../components/sort-menu';
import { productListArgs } from '../product-list-args';
import classes from './product-list-page.module.css';

interface ProductListPageProps {
  source: ProductListSource;
  /** The list URL, parsed by the route. */
  search: CatalogListSearch;
  /** The category of /catalog/bike, /paa, /groupset: it wins over the URL's. */
  fixedCategory?: CatalogCategory;
  title: ReactNode;
  /** The sort menu's name for the server's own order (purchase lists); the catalog's is price ascending. */
  defaultSortLabel?: MessageDescriptor;
  /** Above the list: the purchase lists' category switch. */
  toolbar?: ReactNode;
}

/** The list's layout switch: the filter side panel from this width, a drawer below (tablets and phones). */
const SIDE_PANEL_QUERY = '(min-width: 75em)';

/**
 * A product list (spec 01 §2 /catalog/list, the category pages, previous and frequent purchases): the filters
 * as a side panel on desktop and a drawer on tablets and phones, chips of the active filters, the sort menu, the
 * model view (cards) or item view (rows), pages of 12 and the empty state. Everything lives in the URL.
 */
export function ProductListPage({
  source,
  search,
  fixedCategory,
  title,
  defaultSortLabel,
  toolbar,
}: ProductListPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const params = useParams({ strict: false });
  const locale = resolveLocale(params.locale) ?? DEFAULT_LOCALE;
  const { data: config } = useQuery(configQuery());
  const catalogConfig = catalogConfigOf(config);
  const { view, category, args } = productListArgs(search, catalogConfig, fixedCategory);
  const list = useQuery(productGroupsQuery(source, args));
  const options = useQuery(filterOptionsQuery(category, args.filter));
  const bikeCategories = useQuery({ ...bikeCategoriesQuery(), enabled: category === 'bike' });
  const bikeChoices =
    category === 'bike' ? bikeCategories.data?.map((entry) => ({ value: entry.id, label: entry.wording })) : undefined;
  const [drawerOpened, drawer] = useDisclosure(false);
  const hasSidePanel = useMediaQuery(SIDE_PANEL_QUERY, true);
  const topRef = useRef<HTMLDivElement>(null);

  const go = (next: CatalogListSearch, options: { scroll?: boolean } = {}) => {
    // The category page's category is its path; the list keeps it in the URL.
    const target: CatalogListSearch = fixedCategory ? { ...next } : { ...next, category };
    if (fixedCategory) delete target.category;
    void navigate({ to: '.', search: toUrlSearch(target) as never, resetScroll: false });
    if (options.scroll) topRef.current?.scrollIntoView({ block: 'start' });
  };

  const filterCount = activeFilterChips(search).length;
  const panel = <FilterPanel options={options.data} bikeCategories={bikeChoices} search={search} onChange={go} />;
  const { data } = list;
  const isPlaceholder = list.isPlaceholderData;

  let results: ReactNode;
  if (list.isPending) {
    results = (
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={320} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError && isCustomerRequiredError(list.error)) {
    results = <CustomerRequiredNotice />;
  } else if (list.isError) {
    results = (
      <Alert color="error" title={t`The products could not be loaded`}>
        <Button
          mt="xs"
          size="xs"
          variant="light"
          onClick={() => {
            void list.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (list.data.items.length === 0) {
    const filtered = hasActiveFilters(search) || search.search !== undefined;
    results = (
      <EmptyState
        type="no-results"
        {...(search.search === undefined ? {} : { search: search.search })}
        description={
          filtered ? (
            <Trans>No product matches these filters. Remove a filter or try another search.</Trans>
          ) : (
            <Trans>There are no products here yet.</Trans>
          )
        }
        action={
          filtered ? (
            <Button
              variant="light"
              onClick={() => {
                const next = withoutFilters(search);
                delete next.search;
                go(next);
              }}
            >
              <Trans>Clear filters</Trans>
            </Button>
          ) : undefined
        }
      />
    );
  } else if (view === 'item') {
    results = (
      <Stack gap="md">
        {list.data.items.map((group) => (
          <ProductItemGroup key={group.id} group={group} locale={locale} quota={catalogConfig.itemViewQuota} />
        ))}
      </Stack>
    );
  } else {
    results = (
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        {list.data.items.map((group) => (
          <ProductGroupCard key={group.id} group={group} locale={locale} quota={catalogConfig.modelViewQuota} />
        ))}
      </SimpleGrid>
    );
  }

  const count = data?.info.count ?? 0;
  const term = search.search ?? '';
  return (
    <Stack gap="md" ref={topRef}>
      <CatalogPhoneBar />
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {title}
        </Title>
        {data && (
          <Text c="dimmed" size="sm" data-testid="result-count" aria-live="polite">
            <Plural value={count} one="# product" other="# products" />
          </Text>
        )}
      </Group>
      {toolbar}
      <PreviewNotice />
      <OfflineCopyNotice asOf={data?.offlineAsOf} />
      {search.search !== undefined && (
        <Group gap="xs">
          <Text>
            <Trans>Results for “{term}”</Trans>
          </Text>
          <CloseButton
            size="sm"
            aria-label={t`Clear the search`}
            onClick={() => {
              const next = { ...search };
              delete next.search;
              delete next.page;
              go(next);
            }}
          />
        </Group>
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap" className={classes.toolbarStart}>
          {!hasSidePanel && (
            <Button
              variant="default"
              onClick={drawer.open}
              className={classes.touch}
              rightSection={
                filterCount > 0 ? (
                  <Badge size="sm" circle>
                    {filterCount}
                  </Badge>
                ) : undefined
              }
            >
              <Trans>Filters</Trans>
            </Button>
          )}
          <ActiveFilterChips search={search} options={options.data} bikeCategories={bikeChoices} onChange={go} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            size="sm"
            value={view}
            onChange={(value) => {
              const next: CatalogListSearch = { ...search };
              delete next.page;
              if (value === catalogConfig.defaultView) delete next.view;
              else next.view = value === 'item' ? 'item' : 'group';
              go(next);
            }}
            data={[
              { value: 'group', label: t`Models` },
              { value: 'item', label: t`Articles` },
            ]}
            aria-label={t`View`}
            className={classes.touch}
          />
          <SortMenu search={search} {...(defaultSortLabel ? { defaultLabel: defaultSortLabel } : {})} onChange={go} />
        </Group>
      </Group>
      <div className={classes.layout} data-side-panel={hasSidePanel || undefined}>
        {hasSidePanel && (
          <Box component="aside" aria-label={t`Filters`} className={classes.sidePanel}>
            {panel}
          </Box>
        )}
        <Box
          className={classes.results}
          data-loading={isPlaceholder || undefined}
          aria-busy={list.isPending || isPlaceholder}
          data-testid="product-results"
        >
          {results}
          {data && data.info.pageTotal > 1 && (
            <Group justify="center" mt="lg">
              <WindowPagination
                page={data.info.page}
                total={data.info.pageTotal}
                visiblePages={5}
                onChange={(page) => {
                  go({ ...search, page }, { scroll: true });
                }}
              />
            </Group>
          )}
        </Box>
      </div>
      {!hasSidePanel && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          title={
            <Text fw={700}>
              <Trans>Filters</Trans>
            </Text>
          }
          position="right"
          size="sm"
        >
          {panel}
          <Button fullWidth mt="md" onClick={drawer.close} className={classes.touch}>
            {data ? (
              <Plural value={count} one="Show # product" other="Show # products" />
            ) : (
              <Trans>Show products</Trans>
            )}
          </Button>
        </Drawer>
      )}
    </Stack>
  );
}
