import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CatalogSortOrder } from '../../../../shared/catalog/catalog-filter';
import type { CatalogListSearch, CatalogSortField } from '../../../../shared/catalog/list-search';
import { ShellIcon } from '../../../ui/shell/shell-icon';
import classes from './catalog.module.css';

interface SortOption {
  id: string;
  field: CatalogSortField;
  order: CatalogSortOrder;
  label: MessageDescriptor;
}

function SortIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4" />
    </svg>
  );
}

/** The sorts the list offers; the first is the default (spec 01 §9: price ascending). */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'price-asc', field: 'price', order: 'ASC', label: msg`Price: low to high` },
  { id: 'price-desc', field: 'price', order: 'DESC', label: msg`Price: high to low` },
  { id: 'recommended', field: 'recommended', order: 'ASC', label: msg`Recommended` },
  { id: 'name-asc', field: 'name', order: 'ASC', label: msg`Name: A to Z` },
  { id: 'name-desc', field: 'name', order: 'DESC', label: msg`Name: Z to A` },
  { id: 'newest', field: 'modelYear', order: 'DESC', label: msg`Newest model year` },
];

/**
 * The sort menu of a list. `defaultLabel` names the server's own order when the URL has no sort (price ascending
 * for the catalog; latest or most frequent first for the purchase lists).
 */
export function SortMenu({
  search,
  defaultLabel,
  onChange,
}: {
  search: CatalogListSearch;
  defaultLabel?: MessageDescriptor;
  onChange: (next: CatalogListSearch) => void;
}) {
  const { i18n, t } = useLingui();
  const current = SORT_OPTIONS.find(
    (option) => option.field === search.sortByField && option.order === (search.sortByOrder ?? 'ASC'),
  );
  const label = current ? i18n._(current.label) : i18n._(defaultLabel ?? SORT_OPTIONS[0]?.label ?? msg`Sort`);
  const choose = (option: SortOption | null) => {
    const next: CatalogListSearch = { ...search };
    delete next.page;
    if (option) {
      next.sortByField = option.field;
      next.sortByOrder = option.order;
    } else {
      delete next.sortByField;
      delete next.sortByOrder;
    }
    onChange(next);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<SortIcon />}
          rightSection={<ShellIcon name="chevron-down" size={14} />}
          aria-label={t`Sort by: ${label}`}
          data-testid="sort-menu"
          className={classes.sortButton}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {defaultLabel && (
          <Menu.Item
            onClick={() => {
              choose(null);
            }}
            aria-current={current ? undefined : 'true'}
            fw={current ? undefined : 700}
          >
            {i18n._(defaultLabel)}
          </Menu.Item>
        )}
        {SORT_OPTIONS.map((option) => (
          <Menu.Item
            key={option.id}
            onClick={() => {
              choose(option);
            }}
            aria-current={current?.id === option.id ? 'true' : undefined}
            fw={current?.id === option.id ? 700 : undefined}
          >
            {i18n._(option.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
