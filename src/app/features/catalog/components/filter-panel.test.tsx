import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import type { CatalogListSearch } from '../../../../shared/catalog/list-search';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterPanel, type FilterOptions } from './filter-panel';

const choice = (value: string, label = value, count = 1) => ({ value, label, count });

const options: FilterOptions = {
  brands: [choice('1', 'Polygon', 135), choice('2', 'Marin', 118)],
  promotions: [choice('SPRING', 'Spring trail days', 95)],
  tags: [choice('Tubeless Ready')],
  tagCategories: [choice('usage')],
  categories: [choice('3', 'Road')],
  priceRange: {
    min: 25900,
    max: 648600,
    format: { currency: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 },
  },
  series: [choice('7', 'Trail')],
  frameSizes: [choice('52'), choice('XL'), choice('S'), choice('20"'), choice('M')],
  wheelSizes: [choice('29'), choice('27.5')],
  models: [choice('301', 'Hustle 1')],
};

describe('FilterPanel', () => {
  it('writes a checked brand into the search, back on page 1', () => {
    const onChange = vi.fn<(next: CatalogListSearch) => void>();
    renderUi(
      <FilterPanel options={options} search={{ category: 'bike', page: 3, brands: ['1'] }} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Marin/ }));
    expect(onChange).toHaveBeenCalledWith({ category: 'bike', brands: ['1', '2'] });
  });

  it('lists frame sizes from small to large', () => {
    renderUi(<FilterPanel options={options} search={{}} onChange={vi.fn()} />);
    const sizes = within(screen.getByRole('group', { name: 'Frame size' }))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value'));
    expect(sizes).toEqual(['S', 'M', 'XL', '20"', '52']);
  });

  it('applies a price range in minor units and the stock switch', () => {
    const onChange = vi.fn<(next: CatalogListSearch) => void>();
    renderUi(<FilterPanel options={options} search={{ category: 'bike' }} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '1200.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'bike', priceFrom: 50000, priceTo: 120050 });
    fireEvent.click(screen.getByRole('switch', { name: 'In stock only' }));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'bike', hasStock: true });
  });
});

describe('ActiveFilterChips', () => {
  it('names each chip by its label and removes one value at a time', () => {
    const onChange = vi.fn<(next: CatalogListSearch) => void>();
    renderUi(
      <ActiveFilterChips
        options={options}
        search={{ category: 'bike', brands: ['1', '2'], frameSizes: ['M'], priceTo: 120000, page: 2 }}
        onChange={onChange}
      />,
    );
    const chips = within(screen.getByTestId('active-filters')).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Polygon', 'Marin', 'M', 'Up to $1,200.00']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Polygon' }));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'bike', brands: ['2'], frameSizes: ['M'], priceTo: 120000 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith({ category: 'bike' });
  });

  it('shows nothing without filters', () => {
    renderUi(<ActiveFilterChips options={options} search={{ category: 'bike', search: 'x' }} onChange={vi.fn()} />);
    expect(screen.queryByTestId('active-filters')).toBeNull();
  });
});
