import { Trans, useLingui } from '@lingui/react/macro';
import {
  Accordion,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type CatalogListSearch, type ListFilterKey, withListFilter } from '../../../../shared/catalog/list-search';
import type { CatalogFilterOptionsQuery } from '../../../gql/graphql';
import { type MoneyFormat, toMajor, toMinor, useHostMoneyFormat } from '../../../lib/format';
import { compareSizes } from '../../../../shared/catalog/size-order';
import classes from './filter-panel.module.css';

export type FilterOptions = CatalogFilterOptionsQuery['filter'];

/** A choice of a filter: its value in the URL, its label and how many product groups have it. */
export interface FilterChoice {
  value: string;
  label: string;
  count?: number;
}

interface FilterPanelProps {
  options: FilterOptions | undefined;
  /** The bike categories of the category menu (bikes only): the 'Bike type' filter. */
  bikeCategories?: FilterChoice[] | undefined;
  search: CatalogListSearch;
  onChange: (next: CatalogListSearch) => void;
}

function sortedSizes(choices: FilterChoice[] | undefined): FilterChoice[] | undefined {
  return choices ? [...choices].sort((a, b) => compareSizes(a.value, b.value)) : undefined;
}

/** The sections open until the user closes them. */
const DEFAULT_OPEN = ['promotions', 'brands', 'bikeCategories', 'frameSizes', 'price'];

/** Lists longer than this show their first entries and a 'Show all' button. */
const COLLAPSED_LENGTH = 6;

function CheckboxList({
  label,
  choices,
  selected,
  onChange,
}: {
  label: string;
  choices: FilterChoice[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const total = choices.length;
  // Chosen entries stay visible when the list is collapsed.
  const visible =
    showAll || choices.length <= COLLAPSED_LENGTH
      ? choices
      : choices.filter((choice, index) => index < COLLAPSED_LENGTH || selected.includes(choice.value));
  return (
    <Checkbox.Group label={label} value={[...selected]} onChange={onChange} classNames={{ label: classes.srOnly }}>
      <Stack gap={2} mt={4}>
        {visible.map((choice) => (
          <Checkbox
            key={choice.value}
            value={choice.value}
            classNames={{ root: classes.option, body: classes.optionBody, labelWrapper: classes.optionLabel }}
            label={
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <span>{choice.label}</span>
                {choice.count !== undefined && (
                  <Text span size="xs" c="dimmed">
                    {choice.count}
                  </Text>
                )}
              </Group>
            }
          />
        ))}
      </Stack>
      {choices.length > visible.length || showAll ? (
        <UnstyledButton
          className={classes.more}
          onClick={() => {
            setShowAll((value) => !value);
          }}
        >
          {showAll ? <Trans>Show fewer</Trans> : <Trans>Show all ({total})</Trans>}
        </UnstyledButton>
      ) : null}
    </Checkbox.Group>
  );
}

function PriceRange({
  search,
  format,
  bounds,
  onChange,
}: {
  search: CatalogListSearch;
  format: MoneyFormat;
  bounds: { min: number; max: number } | null;
  onChange: (next: CatalogListSearch) => void;
}) {
  const { t } = useLingui();
  const initialFrom = search.priceFrom === undefined ? '' : toMajor(search.priceFrom, format);
  const initialTo = search.priceTo === undefined ? '' : toMajor(search.priceTo, format);
  const [from, setFrom] = useState<string | number>(initialFrom);
  const [to, setTo] = useState<string | number>(initialTo);
  // The URL changed elsewhere (a chip removed, the filters cleared): show what it says.
  const [seen, setSeen] = useState({ from: search.priceFrom, to: search.priceTo });
  if (seen.from !== search.priceFrom || seen.to !== search.priceTo) {
    setSeen({ from: search.priceFrom, to: search.priceTo });
    setFrom(initialFrom);
    setTo(initialTo);
  }
  const apply = () => {
    const next: CatalogListSearch = { ...search };
    delete next.page;
    delete next.priceFrom;
    delete next.priceTo;
    if (typeof from === 'number' && from >= 0) next.priceFrom = toMinor(from, format);
    if (typeof to === 'number' && to >= 0) next.priceTo = toMinor(to, format);
    onChange(next);
  };
  const common = {
    min: 0,
    allowNegative: false,
    decimalScale: format.decimalPrecision,
    thousandSeparator: format.thousandSeparator,
    decimalSeparator: format.decimalSeparator,
    prefix: `${format.symbol} `,
    hideControls: true,
    size: 'sm',
  } as const;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Group gap="xs" grow wrap="nowrap" align="flex-end">
        <NumberInput
          {...common}
          label={t`From`}
          value={from}
          onChange={setFrom}
          placeholder={bounds ? String(toMajor(bounds.min, format)) : undefined}
        />
        <NumberInput
          {...common}
          label={t`To`}
          value={to}
          onChange={setTo}
          placeholder={bounds ? String(toMajor(bounds.max, format)) : undefined}
        />
      </Group>
      <Button type="submit" variant="light" size="xs" mt="xs" fullWidth>
        <Trans>Apply price</Trans>
      </Button>
    </form>
  );
}

/**
 * Every filter of spec 01 §3 for the list's category, from the server's `filter` choices: stock, promotions,
 * brands, bike type, category, series, models, frame and wheel size, tag type and tags, and the price range.
 * Each change writes the URL (back on page 1); sections without choices are left out (PAA has no sizes).
 */
export function FilterPanel({ options, bikeCategories, search, onChange }: FilterPanelProps) {
  const { t } = useLingui();
  const hostFormat = useHostMoneyFormat();
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const setList = (key: ListFilterKey) => (values: string[]) => {
    onChange(withListFilter(search, key, values));
  };
  const selected = (key: ListFilterKey) => search[key] ?? [];

  const sections: { id: string; title: string; active: boolean; body: ReactNode }[] = [];
  const list = (id: ListFilterKey, title: string, choices: FilterChoice[] | undefined) => {
    if (!choices || choices.length === 0) return;
    sections.push({
      id,
      title,
      active: selected(id).length > 0,
      body: <CheckboxList label={title} choices={choices} selected={selected(id)} onChange={setList(id)} />,
    });
  };
  const multi = (id: ListFilterKey, title: string, choices: FilterChoice[] | undefined) => {
    if (!choices || choices.length === 0) return;
    sections.push({
      id,
      title,
      active: selected(id).length > 0,
      body: (
        <MultiSelect
          label={title}
          data={choices.map((choice) => ({ value: choice.value, label: choice.label }))}
          value={[...selected(id)]}
          onChange={setList(id)}
          searchable
          clearable
          nothingFoundMessage={t`Nothing found`}
          placeholder={selected(id).length === 0 ? t`Any` : undefined}
          comboboxProps={{ withinPortal: true }}
          classNames={{ label: classes.srOnly }}
        />
      ),
    });
  };

  list('promotions', t`Promotions`, options?.promotions);
  list('brands', t`Brands`, options?.brands);
  list('bikeCategories', t`Bike type`, bikeCategories);
  list('merchandiseCategories', t`Category`, options?.categories);
  multi('series', t`Series`, options?.series);
  multi('models', t`Models`, options?.models);
  list('frameSizes', t`Frame size`, sortedSizes(options?.frameSizes));
  list('wheelSizes', t`Wheel size`, sortedSizes(options?.wheelSizes));
  if (options && options.tagCategories.length > 0) {
    sections.push({
      id: 'articleTagCategory',
      title: t`Tag type`,
      active: search.articleTagCategory !== undefined,
      body: (
        <Select
          label={t`Tag type`}
          data={options.tagCategories.map((choice) => ({ value: choice.value, label: choice.label }))}
          value={search.articleTagCategory ?? null}
          onChange={(value) => {
            const next: CatalogListSearch = { ...search };
            delete next.page;
            if (value === null) delete next.articleTagCategory;
            else next.articleTagCategory = value;
            onChange(next);
          }}
          clearable
          placeholder={t`Any`}
          comboboxProps={{ withinPortal: true }}
          classNames={{ label: classes.srOnly }}
        />
      ),
    });
  }
  list('articleTags', t`Tags`, options?.tags);
  const range = options?.priceRange;
  sections.push({
    id: 'price',
    title: t`Dealer price`,
    active: search.priceFrom !== undefined || search.priceTo !== undefined,
    body: (
      <PriceRange
        search={search}
        format={range?.format ?? hostFormat}
        bounds={range ? { min: range.min, max: range.max } : null}
        onChange={onChange}
      />
    ),
  });

  // Open: what the user opened, else the sections with a choice made and the usual ones. Controlled, because the
  // choices arrive after the panel first renders.
  const isOpen = (section: { id: string; active: boolean }) =>
    toggled[section.id] ?? (section.active || DEFAULT_OPEN.includes(section.id));
  return (
    <Stack gap="xs" data-testid="filter-panel">
      <Switch
        label={t`In stock only`}
        checked={search.hasStock === true}
        onChange={(event) => {
          const next: CatalogListSearch = { ...search };
          delete next.page;
          if (event.currentTarget.checked) next.hasStock = true;
          else delete next.hasStock;
          onChange(next);
        }}
        classNames={{ root: classes.switchRoot }}
      />
      <Accordion
        multiple
        value={sections.filter(isOpen).map((section) => section.id)}
        onChange={(values) => {
          setToggled((current) => ({
            ...current,
            ...Object.fromEntries(sections.map((section) => [section.id, values.includes(section.id)])),
          }));
        }}
        variant="default"
        chevronPosition="right"
        classNames={{ control: classes.accordionControl, content: classes.accordionContent }}
      >
        {sections.map((section) => (
          <Accordion.Item key={section.id} value={section.id}>
            <Accordion.Control>
              <Text size="sm" fw={600}>
                {section.title}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>{section.body}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
