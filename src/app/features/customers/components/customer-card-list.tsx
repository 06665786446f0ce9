import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { EmptyState } from '../../../ui/empty-state';
import { WindowPagination } from '../../../ui/data-table/window-pagination';
import { CUSTOMER_PAGE_SIZES, type CustomerPageSize } from '../api/customers.queries';
import type { CustomerSummary } from '../../../domain/customer/acting-customer';
import { useCustomerSearch } from '../use-customer-search';
import { CustomerCard } from './customer-card';
import { SearchIcon } from './customer-icons';
import classes from './customer-dialog.module.css';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

/** Spec 01 §2: the dialog's pagination shows 4 pages. */
export const CUSTOMER_DIALOG_VISIBLE_PAGES = 4;

interface CustomerCardListProps {
  current: CustomerSummary | null;
  recent: readonly CustomerSummary[];
  showGroup: boolean;
  /** Offline or switching: the list stays readable, choosing waits. */
  disabled: boolean;
  onChoose: (customer: CustomerSummary) => void;
}

function isPageSize(value: number): value is CustomerPageSize {
  return (CUSTOMER_PAGE_SIZES as readonly number[]).includes(value);
}

/** The current customer selection list: search, recently used, cards, page size and pages. */
export function CustomerCardList({ current, recent, showGroup, disabled, onChoose }: CustomerCardListProps) {
  const { t } = useLingui();
  const { search, setSearch, debouncedSearch, page, setPage, limit, setLimit, query } = useCustomerSearch({
    enabled: true,
  });
  const list = query.data;
  const otherRecent = recent.filter((customer) => customer.id !== current?.id);
  const typing = search !== debouncedSearch;

  return (
    <Stack gap="sm">
      {otherRecent.length > 0 && search === '' && (
        <section aria-labelledby="recent-customers-title">
          <Title order={3} size="xs" tt="uppercase" c="dimmed" mb={6} id="recent-customers-title">
            <Trans>Recently used</Trans>
          </Title>
          <div className={classes.recent}>
            {otherRecent.map((customer) => (
              <Button
                key={customer.id}
                size="compact-sm"
                variant="default"
                disabled={disabled}
                title={`${displayCustomerCode(customer.code)} ${customer.name}`}
                onClick={() => {
                  onChoose(customer);
                }}
                styles={{ label: { maxWidth: 220 } }}
              >
                <Text span ff="monospace" size="xs" mr={6}>
                  {displayCustomerCode(customer.code)}
                </Text>
                <Text span size="sm" truncate>
                  {customer.name}
                </Text>
              </Button>
            ))}
          </div>
        </section>
      )}

      <TextInput
        data-autofocus
        type="search"
        label={t`Search customers`}
        placeholder={t`Name, code or city`}
        leftSection={<SearchIcon />}
        rightSection={typing || query.isFetching ? <Loader size={14} /> : null}
        value={search}
        maxLength={100}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
      />

      {list === undefined ? (
        query.isError ? (
          <EmptyState type="no-data" headingOrder={3} />
        ) : (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label={t`Loading customers`} />
          </Group>
        )
      ) : list.items.length === 0 ? (
        debouncedSearch.trim() === '' ? (
          <EmptyState type="no-data" headingOrder={3} description={<Trans>There are no customers to choose.</Trans>} />
        ) : (
          <EmptyState type="no-results" headingOrder={3} search={debouncedSearch} />
        )
      ) : (
        <div className={classes.list} role="list" aria-label={t`Customers`} aria-busy={query.isFetching}>
          {list.items.map((customer) => (
            <div key={customer.id} role="listitem" className={classes.listItem}>
              <CustomerCard
                customer={customer}
                showGroup={showGroup}
                isCurrent={customer.id === current?.id}
                disabled={disabled}
                onChoose={() => {
                  onChoose(customer);
                }}
              />
            </div>
          ))}
        </div>
      )}

      {list !== undefined && list.count > 0 && (
        <div className={classes.footer}>
          <Group gap="xs" wrap="nowrap">
            <NativeSelect
              size="xs"
              aria-label={t`Customers per page`}
              data={CUSTOMER_PAGE_SIZES.map(String)}
              value={String(limit)}
              onChange={(event) => {
                const size = Number(event.currentTarget.value);
                if (isPageSize(size)) setLimit(size);
              }}
            />
            <Text size="xs" c="dimmed" aria-live="polite">
              <Plural value={list.count} one="# customer" other="# customers" />
            </Text>
          </Group>
          <WindowPagination
            page={page}
            total={list.pageTotal}
            onChange={setPage}
            visiblePages={CUSTOMER_DIALOG_VISIBLE_PAGES}
          />
        </div>
      )}
    </Stack>
  );
}
