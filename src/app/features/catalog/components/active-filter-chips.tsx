import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import {
  activeFilterChips,
  type CatalogListSearch,
  type FilterChip,
  type FilterKey,
  withoutChip,
  withoutFilters,
} from '../../../../shared/catalog/list-search';
import { type MoneyFormat, useMoney } from '../../../lib/format';
import { ShellIcon } from '../../../ui/shell/shell-icon';
import type { FilterChoice, FilterOptions } from './filter-panel';
import classes from './catalog.module.css';

interface ActiveFilterChipsProps {
  search: CatalogListSearch;
  options: FilterOptions | undefined;
  bikeCategories?: FilterChoice[] | undefined;
  onChange: (next: CatalogListSearch) => void;
}

/** The choices behind each chip key, to show a label instead of an id. */
function choicesOf(
  key: FilterKey,
  options: FilterOptions | undefined,
  bikeCategories: FilterChoice[] | undefined,
): FilterChoice[] {
  switch (key) {
    case 'promotions':
      return options?.promotions ?? [];
    case 'brands':
      return options?.brands ?? [];
    case 'bikeCategories':
      return bikeCategories ?? [];
    case 'merchandiseCategories':
      return options?.categories ?? [];
    case 'series':
      return options?.series ?? [];
    case 'models':
      return options?.models ?? [];
    case 'frameSizes':
      return options?.frameSizes ?? [];
    case 'wheelSizes':
      return options?.wheelSizes ?? [];
    case 'articleTags':
      return options?.tags ?? [];
    case 'articleTagCategory':
      return options?.tagCategories ?? [];
    default:
      return [];
  }
}

/** The active filters as removable chips (one per value), with 'Clear all'. Nothing when no filter is set. */
export function ActiveFilterChips({ search, options, bikeCategories, onChange }: ActiveFilterChipsProps) {
  const { t } = useLingui();
  const money = useMoney();
  const chips = activeFilterChips(search);
  if (chips.length === 0) return null;
  const format: MoneyFormat | null = options?.priceRange?.format ?? null;

  const labelOf = (chip: FilterChip): string => {
    if (chip.key === 'hasStock') return t`In stock only`;
    if (chip.key === 'priceFrom') {
      const amount = money(Number(chip.value), format);
      return t`From ${amount}`;
    }
    if (chip.key === 'priceTo') {
      const amount = money(Number(chip.value), format);
      return t`Up to ${amount}`;
    }
    const label = choicesOf(chip.key, options, bikeCategories).find((choice) => choice.value === chip.value)?.label;
    return label ?? chip.value;
  };

  return (
    <Group gap={6}>
      <Group gap={6} data-testid="active-filters" aria-label={t`Active filters`} role="list">
        {chips.map((chip) => {
          const label = labelOf(chip);
          return (
            <div key={`${chip.key}:${chip.value}`} role="listitem">
              <Button
                variant="light"
                color="gray"
                radius="xl"
                size="compact-sm"
                rightSection={<ShellIcon name="close" size={14} />}
                aria-label={t`Remove filter ${label}`}
                className={classes.chip}
                onClick={() => {
                  onChange(withoutChip(search, chip));
                }}
              >
                {label}
              </Button>
            </div>
          );
        })}
      </Group>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => {
          onChange(withoutFilters(search));
        }}
      >
        <Trans>Clear all</Trans>
      </Button>
    </Group>
  );
}
