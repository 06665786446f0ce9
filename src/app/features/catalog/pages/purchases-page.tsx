import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type CatalogListSearch, toUrlSearch } from '../../../../shared/catalog/list-search';
import { ProductListPage } from './product-list-page';

/**
 * Previous purchases and frequent purchases (spec 01 §7): the product list of what the active customer ordered
 * before, per category (the server's filter needs one), latest or most frequent first unless sorted.
 */
export function PurchasesPage({
  kind,
  search,
}: {
  kind: 'previous-purchases' | 'frequent-purchases';
  search: CatalogListSearch;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const category = search.category ?? 'bike';
  return (
    <ProductListPage
      source={kind}
      search={{ ...search, category }}
      title={kind === 'previous-purchases' ? t`Previous purchases` : t`Frequent purchases`}
      defaultSortLabel={kind === 'previous-purchases' ? msg`Latest purchase first` : msg`Most often ordered first`}
      toolbar={
        <SegmentedControl
          value={category}
          onChange={(value) => {
            const next = value === 'paa' ? 'paa' : value === 'groupset' ? 'groupset' : 'bike';
            // Another category has other filters: only the view and the sort carry over.
            const carried: CatalogListSearch = { category: next };
            if (search.view) carried.view = search.view;
            if (search.sortByField) {
              carried.sortByField = search.sortByField;
              carried.sortByOrder = search.sortByOrder ?? 'ASC';
            }
            void navigate({ to: '.', search: toUrlSearch(carried) });
          }}
          data={[
            { value: 'bike', label: t`Bikes` },
            { value: 'paa', label: t`PAA` },
            { value: 'groupset', label: t`Groupsets` },
          ]}
          aria-label={t`Category`}
          w="fit-content"
        />
      }
    />
  );
}
