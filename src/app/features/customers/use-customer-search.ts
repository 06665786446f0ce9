import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type CustomerPageSize, customerListQuery } from './api/customers.queries';

/** Spec 01 §9: the customer dialog's search waits 450 ms after the last key. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 450;

/** The dialog's search box, page and page size, and the page of customers they select. */
export function useCustomerSearch({
  enabled,
  initialLimit = 10,
}: {
  enabled: boolean;
  initialLimit?: CustomerPageSize;
}) {
  const [search, setSearchValue] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, CUSTOMER_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [limit, setLimitValue] = useState<CustomerPageSize>(initialLimit);
  const query = useQuery({ ...customerListQuery({ search: debouncedSearch, page, limit }), enabled });

  useEffect(() => {
    // Spec 01 §8: the customer-list load fails silently; a console line keeps it diagnosable.
    if (query.error) console.warn('Customer list failed to load', query.error);
  }, [query.error]);

  return {
    search,
    /** A new term starts again at page 1. */
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    /** The term the shown list was searched with (what the server got). */
    debouncedSearch,
    page,
    setPage,
    limit,
    setLimit: (value: CustomerPageSize) => {
      setLimitValue(value);
      setPage(1);
    },
    query,
  };
}
