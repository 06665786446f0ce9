import { Trans, useLingui } from '@lingui/react/macro';
import { Combobox, Group, Image, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SUGGESTION_DEBOUNCE_MS, shouldSuggest } from '../../../../shared/catalog/catalog-rules';
import { toUrlSearch } from '../../../../shared/catalog/list-search';
import { ShellIcon } from '../../../ui/shell/shell-icon';
import { searchSuggestionQuery } from '../api/catalog.queries';
import { productHref } from '../catalog-links';
import classes from './catalog-app-bar.module.css';

const SEARCH_OPTION = '__search__';

interface CatalogSearchProps {
  locale: string;
  category: 'bike' | 'paa';
  /** The phone's copy: the header's search icon focuses it (`data-page-search`). */
  isPageSearch?: boolean;
}

/**
 * The catalog search with suggestions (spec 01 §5): from 3 characters, 650 ms after the last keystroke, 4
 * products with image, name and displayed code; Enter (or 'Search for …') opens the product list with the term.
 * A failed suggestion request is logged ('Something went wrong (01).') and shows nothing.
 */
export function CatalogSearch({ locale, category, isPageSearch = false }: CatalogSearchProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
    },
  });
  const enabled = shouldSuggest(debounced) && combobox.dropdownOpened;
  const suggestions = useQuery({ ...searchSuggestionQuery(debounced, category), enabled });
  const products = enabled ? (suggestions.data?.products ?? []) : [];
  const term = value.trim();

  const searchList = () => {
    if (term === '') return;
    combobox.closeDropdown();
    void navigate({
      to: '/$locale/catalog/list',
      params: { locale },
      search: toUrlSearch({ category, search: term }),
    });
  };

  const submit = (optionValue: string) => {
    if (optionValue === SEARCH_OPTION) {
      searchList();
      return;
    }
    const product = products.find((candidate) => candidate.id === optionValue);
    combobox.closeDropdown();
    if (product) {
      setValue('');
      void navigate({ href: productHref(locale, product.category, product.slug) });
    }
  };

  const showDropdown = shouldSuggest(term);
  return (
    <div role="search" className={classes.searchForm}>
      <Combobox
        store={combobox}
        onOptionSubmit={submit}
        withinPortal
        position="bottom-start"
        width="target"
        classNames={{ dropdown: classes.suggestions }}
      >
        <Combobox.Target>
          <TextInput
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => {
              combobox.openDropdown();
            }}
            onBlur={() => {
              combobox.closeDropdown();
            }}
            onKeyDown={(event) => {
              // A highlighted suggestion is the combobox's to submit; otherwise Enter searches the list.
              if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
                event.preventDefault();
                searchList();
              }
              if (event.key === 'Escape') combobox.closeDropdown();
            }}
            placeholder={t`Search products`}
            aria-label={t`Search products`}
            type="search"
            enterKeyHint="search"
            leftSection={<ShellIcon name="search" size={16} />}
            rightSection={suggestions.isFetching && enabled ? <Loader size={14} /> : undefined}
            classNames={{ root: classes.searchRoot, input: classes.searchInput }}
            {...(isPageSearch ? { 'data-page-search': true } : {})}
            data-testid="catalog-search"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!showDropdown}>
          <Combobox.Options aria-label={t`Suggestions`}>
            {products.map((product) => (
              <Combobox.Option key={product.id} value={product.id} className={classes.suggestion}>
                <Group gap="sm" wrap="nowrap">
                  <Image src={product.image} alt="" w={48} h={36} fit="contain" className={classes.suggestionImage} />
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={500} lineClamp={1}>
                      {product.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {product.articleCodeDisplay}
                    </Text>
                  </Stack>
                </Group>
              </Combobox.Option>
            ))}
            <Combobox.Option value={SEARCH_OPTION} className={classes.suggestion}>
              <Group gap="xs" wrap="nowrap">
                <ShellIcon name="search" size={16} />
                <Text size="sm" lineClamp={1}>
                  <Trans>Search for “{term}”</Trans>
                </Text>
              </Group>
            </Combobox.Option>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </div>
  );
}
