import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Radio, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { WindowPagination } from '../../../ui/data-table/window-pagination';
import type { CustomerSummary } from '../../../domain/customer/acting-customer';
import { useCustomerSearch } from '../use-customer-search';
import { CUSTOMER_DIALOG_VISIBLE_PAGES } from './customer-card-list';
import { SearchIcon } from './customer-icons';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';
import { PhoneLink } from '../../../domain/contact/phone-link';

interface CustomerRadioTableProps {
  current: CustomerSummary | null;
  showGroup: boolean;
  disabled: boolean;
  onChoose: (customer: CustomerSummary) => void;
  /** Apply on the customer already active: nothing to switch, the dialog just closes. */
  onKeep: () => void;
}

/**
 * The older selection list (config.features.newCustomerSelectionList off, spec 01 §2): a radio table of 10 rows,
 * the current customer preselected, and an Apply button.
 */
export function CustomerRadioTable({ current, showGroup, disabled, onChoose, onKeep }: CustomerRadioTableProps) {
  const { t } = useLingui();
  const { search, setSearch, debouncedSearch, page, setPage, query } = useCustomerSearch({ enabled: true });
  const [selected, setSelected] = useState<CustomerSummary | null>(current);
  const list = query.data;

  const apply = () => {
    if (!selected) return;
    if (selected.id === current?.id) onKeep();
    else onChoose(selected);
  };

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        type="search"
        label={t`Search customers`}
        placeholder={t`Name, code or city`}
        leftSection={<SearchIcon />}
        rightSection={search !== debouncedSearch || query.isFetching ? <Loader size={14} /> : null}
        value={search}
        maxLength={100}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
      />
      {list === undefined ? (
        <Group justify="center" py="lg">
          {query.isError ? <EmptyState type="no-data" headingOrder={3} /> : <Loader size="sm" />}
        </Group>
      ) : list.items.length === 0 ? (
        <EmptyState type={debouncedSearch.trim() === '' ? 'no-data' : 'no-results'} headingOrder={3} />
      ) : (
        <Radio.Group
          value={selected?.id ?? null}
          onChange={(id) => {
            setSelected(list.items.find((customer) => customer.id === id) ?? null);
          }}
          aria-label={t`Customers`}
        >
          <Table.ScrollContainer minWidth={560}>
            <Table highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <VisuallyHidden>
                      <Trans>Choose</Trans>
                    </VisuallyHidden>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Customer</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Code</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>City</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Contact</Trans>
                  </Table.Th>
                  {showGroup && (
                    <Table.Th>
                      <Trans>Group</Trans>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.items.map((customer) => (
                  <Table.Tr
                    key={customer.id}
                    {...(customer.id === current?.id
                      ? { bg: 'var(--app-color-tint-faint)', 'aria-current': true }
                      : {})}
                  >
                    <Table.Td>
                      <Radio value={customer.id} aria-label={customer.name} disabled={disabled} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {customer.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {customer.address}
                      </Text>
                    </Table.Td>
                    <Table.Td ff="monospace">{displayCustomerCode(customer.code)}</Table.Td>
                    <Table.Td>{customer.city}</Table.Td>
                    <Table.Td>
                      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {customer.email}
                      </Text>
                      <Text size="xs">
                        <PhoneLink phone={customer.phone} />
                      </Text>
                    </Table.Td>
                    {showGroup && <Table.Td>{customer.group}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Radio.Group>
      )}
      <Group justify="space-between" wrap="wrap">
        {list !== undefined && (
          <WindowPagination
            page={page}
            total={list.pageTotal}
            onChange={setPage}
            visiblePages={CUSTOMER_DIALOG_VISIBLE_PAGES}
          />
        )}
        <Button ml="auto" disabled={disabled || selected === null} onClick={apply}>
          <Trans>Apply</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
