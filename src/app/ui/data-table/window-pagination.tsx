import { useLingui } from '@lingui/react/macro';
import { Group, Pagination } from '@mantine/core';
import { pageWindow } from './page-window';

interface WindowPaginationProps {
  page: number;
  /** Number of pages. */
  total: number;
  onChange: (page: number) => void;
  /** How many page buttons show at once. */
  visiblePages: number;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * Previous, a fixed window of page buttons, next: the spec's "pagination shows N pages" (Vuetify's total-visible),
 * which Mantine's siblings/boundaries model cannot express.
 */
export function WindowPagination({
  page,
  total,
  onChange,
  visiblePages,
  disabled,
  size = 'sm',
}: WindowPaginationProps) {
  const { t } = useLingui();
  if (total <= 1) return null;
  return (
    <Pagination.Root
      total={total}
      value={page}
      onChange={onChange}
      size={size}
      {...(disabled === undefined ? {} : { disabled })}
    >
      <Group gap={4} wrap="nowrap" component="nav" aria-label={t`Pages`}>
        <Pagination.Previous aria-label={t`Previous page`} />
        {pageWindow(page, total, visiblePages).map((number) => (
          <Pagination.Control
            key={number}
            active={number === page}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t`Page ${number}`}
            disabled={disabled}
            onClick={() => {
              onChange(number);
            }}
          >
            {number}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label={t`Next page`} />
      </Group>
    </Pagination.Root>
  );
}
