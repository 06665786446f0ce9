import { queryOptions } from '@tanstack/react-query';
import type { CreditFiguresFragment, CreditPageQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { queryKeys } from '../../../lib/query-keys';
import { creditBlockingInvoicesDocument, creditPageDocument, creditWidgetDocument } from './credit.operations';

export type CreditFigures = CreditFiguresFragment;
export type CreditPageData = CreditPageQuery;

// Credit moves with every order and payment: a minute old is still useful in the navbar, never kept offline.
const CREDIT_STALE_MS = 60_000;

/** The acting customer's companies' credit figures for the navbar widget. */
export function creditWidgetQuery() {
  return queryOptions({
    queryKey: queryKeys.credit.widget(),
    queryFn: async ({ signal }) => (await graphqlRequest(creditWidgetDocument, {}, { signal })).creditInformation,
    staleTime: CREDIT_STALE_MS,
  });
}

/** The credit page: figures, credit customers and average payment days. */
export function creditPageQuery() {
  return queryOptions({
    queryKey: queryKeys.credit.page(),
    queryFn: ({ signal }) => graphqlRequest(creditPageDocument, {}, { signal }),
    staleTime: CREDIT_STALE_MS,
  });
}

/** A blocked company's open invoices (every bucket flattened), for the invoices behind its block. */
export function creditBlockingInvoicesQuery(custCode: string, sorgs: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.credit.blockingInvoices(custCode, sorgs),
    queryFn: async ({ signal }) => {
      const { openInvoiceV5 } = await graphqlRequest(
        creditBlockingInvoicesDocument,
        { custCode, sorgs: [...sorgs] },
        { signal },
      );
      return openInvoiceV5.flatMap((company) => company.customerAgeing.flatMap((bucket) => bucket.invoice));
    },
    staleTime: CREDIT_STALE_MS,
  });
}
