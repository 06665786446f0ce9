import { Plural, useLingui } from '@lingui/react/macro';
import { Group, LoadingOverlay, NativeSelect, Paper, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useMinLoading } from '../../lib/use-min-loading';
import { EmptyState } from '../empty-state';
import classes from './data-table.module.css';
import { WindowPagination } from './window-pagination';

/** Table page sizes (spec 01 §9: 10 or 20, default 10). */
export const DATA_TABLE_PAGE_SIZES = [10, 20] as const;
export type DataTablePageSize = (typeof DATA_TABLE_PAGE_SIZES)[number];
export const DEFAULT_DATA_TABLE_PAGE_SIZE: DataTablePageSize = 10;
/** Most page buttons shown at once (spec 01 §9: "up to 10 pages shown"). */
export const DATA_TABLE_VISIBLE_PAGES = 10;
/** Below this viewport width rows become cards (spec 01 §9 "Mobile table breakpoint 600"). */
export const DATA_TABLE_CARD_QUERY = '(max-width: 599.98px)';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Rows over all pages. */
  totalCount: number;
  page: number;
  pageSize: DataTablePageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: DataTablePageSize) => void;
  /** A page is being fetched: the loader shows for at least 200 ms (spec 01 §9). */
  fetching?: boolean;
  /** What shows when there are no rows; the "no data" panel by default. */
  empty?: ReactNode;
  /** Names the table for assistive technology. */
  caption: string;
}

function isPageSize(value: number): value is DataTablePageSize {
  return (DATA_TABLE_PAGE_SIZES as readonly number[]).includes(value);
}

/** A server-paged table: a Mantine table on wide screens, one card per row under 600 px. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  totalCount,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  fetching = false,
  empty,
  caption,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const asCards = useMediaQuery(DATA_TABLE_CARD_QUERY);
  const loading = useMinLoading(fetching);
  const pageTotal = Math.max(1, Math.ceil(totalCount / pageSize));

  let body: ReactNode;
  if (rows.length === 0 && !loading) {
    body = empty ?? <EmptyState type="no-data" />;
  } else if (asCards) {
    body = (
      <div className={classes.cards} role="list" aria-label={caption} data-layout="cards">
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder radius="md" p="sm" role="listitem">
            <dl className={classes.card}>
              {columns.map((column) => (
                <div key={column.key} className={classes.pair}>
                  <dt>{column.header}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          </Paper>
        ))}
      </div>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="xs" data-layout="table" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <div className={classes.root} aria-busy={loading}>
      <LoadingOverlay visible={loading} zIndex={2} overlayProps={{ blur: 1 }} />
      {body}
      {totalCount > 0 && (
        <div className={classes.footer}>
          <Group gap="xs" wrap="nowrap">
            <NativeSelect
              size="xs"
              label={t`Rows per page`}
              styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
              data={DATA_TABLE_PAGE_SIZES.map(String)}
              value={String(pageSize)}
              onChange={(event) => {
                const size = Number(event.currentTarget.value);
                if (!isPageSize(size)) return;
                onPageSizeChange(size);
                // The old page number means other rows at the new size: start over at the first page.
                onPageChange(1);
              }}
            />
            <Text size="xs" c="dimmed">
              <Plural value={totalCount} one="# row" other="# rows" />
            </Text>
          </Group>
          <WindowPagination
            page={page}
            total={pageTotal}
            onChange={onPageChange}
            visiblePages={DATA_TABLE_VISIBLE_PAGES}
            disabled={loading}
          />
        </div>
      )}
    </div>
  );
}
