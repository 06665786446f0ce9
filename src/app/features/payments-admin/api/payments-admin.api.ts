import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminPaymentFieldsFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import {
  adminPaymentFiltersDocument,
  adminPaymentsDocument,
  approvePaymentDocument,
  deletePaymentDocDocument,
  uploadPaymentDocDocument,
  uploadPaymentDocument,
  voidPaymentDocument,
} from './payments-admin.operations';

export type AdminPayment = AdminPaymentFieldsFragment;
export type PaymentModule = 'INVOICE' | 'ORDER';

export interface AdminPaymentFilter {
  sorg: string;
  module: PaymentModule;
  status: string | null;
  page: number;
}

// Online only and never persisted: staff act on the server's state of the moment.
const ROOT = ['payments-admin'] as const;
export const paymentsAdminKeys = {
  root: ROOT,
  filters: () => [...ROOT, 'filters'] as const,
  list: (filter: AdminPaymentFilter) => [...ROOT, 'list', filter] as const,
};

export function adminPaymentFiltersQuery() {
  return queryOptions({
    queryKey: paymentsAdminKeys.filters(),
    queryFn: ({ signal }) => graphqlRequest(adminPaymentFiltersDocument, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function adminPaymentsQuery(filter: AdminPaymentFilter) {
  return queryOptions({
    queryKey: paymentsAdminKeys.list(filter),
    queryFn: async ({ signal }) =>
      (
        await graphqlRequest(
          adminPaymentsDocument,
          { sorg: filter.sorg, module: filter.module, status: filter.status, page: filter.page },
          { signal },
        )
      ).paymentsBySorgAndModule,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

interface ChangeAnswer {
  userErrors: { field?: string | null; message: string; code: string }[];
  payment?: AdminPayment | null;
}

/** One of the staff changes, by name, answering its userErrors and the payment as it is now. */
export async function changePayment(
  change:
    | {
        kind: 'upload';
        input: { externalId?: string; orderNumber?: string; amount: number; currency: string; uploadId: string };
      }
    | { kind: 'uploadDoc'; paymentId: string; uploadId: string }
    | { kind: 'deleteDoc'; id: string }
    | { kind: 'approve'; id: string }
    | { kind: 'void'; orderNumber: string },
): Promise<ChangeAnswer> {
  switch (change.kind) {
    case 'upload':
      return (await graphqlRequest(uploadPaymentDocument, { input: change.input })).uploadPayment;
    case 'uploadDoc':
      return (
        await graphqlRequest(uploadPaymentDocDocument, { paymentId: change.paymentId, uploadId: change.uploadId })
      ).uploadPaymentDoc;
    case 'deleteDoc':
      return (await graphqlRequest(deletePaymentDocDocument, { id: change.id })).deletePaymentDoc;
    case 'approve':
      return (await graphqlRequest(approvePaymentDocument, { id: change.id })).approvePayment;
    case 'void':
      return (await graphqlRequest(voidPaymentDocument, { orderNumber: change.orderNumber })).voidPayment;
  }
}
