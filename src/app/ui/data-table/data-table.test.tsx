import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchMediaQueries, renderUi } from '../../../../tests/support/render-ui';
import { DATA_TABLE_CARD_QUERY, DataTable, type DataTablePageSize } from './data-table';
import { pageWindow } from './page-window';

interface Row {
  id: string;
  name: string;
  city: string;
}

const all: Row[] = Array.from({ length: 235 }, (_, i) => ({
  id: String(i + 1),
  name: `Dealer ${String(i + 1)}`,
  city: i % 2 ? 'Denver' : 'Portland',
}));

const columns = [
  { key: 'name', header: 'Name', render: (row: Row) => row.name },
  { key: 'city', header: 'City', render: (row: Row) => row.city },
];

function Harness({ rows = all, fetching = false }: { rows?: Row[]; fetching?: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<DataTablePageSize>(10);
  return (
    <DataTable
      caption="Dealers"
      columns={columns}
      rows={rows.slice((page - 1) * pageSize, page * pageSize)}
      rowKey={(row) => row.id}
      totalCount={rows.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      fetching={fetching}
    />
  );
}

let restoreMatchMedia: () => void = () => undefined;

afterEach(() => {
  restoreMatchMedia();
  vi.useRealTimers();
});

describe('pageWindow', () => {
  it('shows at most N pages around the current one, clamped to the ends', () => {
    expect(pageWindow(1, 24, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(12, 24, 10)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(pageWindow(24, 24, 10)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageWindow(1, 3, 4)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 9, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(1, 0, 4)).toEqual([]);
  });
});

describe('DataTable', () => {
  it('pages 10 rows at a time (default) with up to 10 page buttons, and 20 on request', () => {
    renderUi(<Harness />);
    const table = screen.getByRole('table', { name: 'Dealers' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(10);
    expect(screen.getByText('235 rows')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(table).getByText('Dealer 11')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(within(table).getByText('Dealer 61')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');

    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '20' } });
    expect(within(screen.getByRole('table', { name: 'Dealers' })).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' }).options).toHaveLength(2);
  });

  it('turns rows into cards under 600 px', () => {
    restoreMatchMedia = matchMediaQueries([DATA_TABLE_CARD_QUERY]);
    renderUi(<Harness />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getByRole('list', { name: 'Dealers' });
    const [first, ...rest] = within(cards).getAllByRole('listitem');
    expect(rest).toHaveLength(9);
    if (!first) throw new Error('no card');
    expect(within(first).getByText('Name')).toBeTruthy();
    expect(within(first).getByText('Dealer 1')).toBeTruthy();
  });

  it('shows the empty state when there are no rows', () => {
    renderUi(<Harness rows={[]} />);
    expect(screen.getByRole('heading', { name: 'No data' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Page/ })).toBeNull();
  });

  it('keeps the page loader for at least 200 ms, even when the fetch is faster', () => {
    vi.useFakeTimers();
    const { rerender } = renderUi(<Harness fetching />);
    const root = () => screen.getByRole('table', { name: 'Dealers' }).closest('[aria-busy]');
    expect(root()?.getAttribute('aria-busy')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(50);
    });
    rerender(<Harness fetching={false} />);
    expect(root()?.getAttribute('aria-busy')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(140);
    });
    expect(root()?.getAttribute('aria-busy')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(root()?.getAttribute('aria-busy')).toBe('false');
  });
});
