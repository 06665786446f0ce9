import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  PaymentInformationInput,
  PaymentRequestInput,
  PaymentsOptionsQuery,
  PaymentsPayInvoicesQuery,
  PaymentsRequestFragment,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { queryKeys } from '../../../lib/query-keys';
import {
  createPaymentRequestDocument,
  deletePaymentReceiptDocument,
  deleteUserPaymentDocument,
  paymentOptionsDocument,
  paymentRequestDocument,
  paymentRequestsDocument,
  payInvoicesDocument,
  simulateTransferDocument,
  uploadPaymentReceiptDocument,
  voidPaymentRequestDocument,
} from './payments.operations';
import { uploadFileOnline } from '../../../domain/uploads/upload-file';

export type PayInvoicesData = PaymentsPayInvoicesQuery;
export type PaymentOptions = PaymentsOptionsQuery;
export type PaymentMethodOption = PaymentsOptionsQuery['paymentMethods'][number];
export type SavedPaymentOption = PaymentsOptionsQuery['savedPayments'][number];
export type PaymentRequestView = PaymentsRequestFragment;

/** The answer of a mutation of this area: the request, or the userErrors and nothing done. */
export interface PaymentAnswer {
  paymentRequest: PaymentRequestView | null;
  userErrors: { field?: string | null; message: string }[];
}

/** The open invoices of the acting customer per company, with the areas that say whether paying is offered. */
export function payInvoicesQuery(custCode: string) {
  return queryOptions({
    queryKey: queryKeys.payments.invoices(custCode),
    queryFn: ({ signal }) => graphqlRequest(payInvoicesDocument, { custCode }, { signal }),
    // Invoices change when someone pays: always ask again when the page opens.
    staleTime: 0,
    // Online only: a failed read is shown, not retried from a copy.
    retry: 1,
  });
}

/** The payment methods and saved payments of one sorg (merchant). */
export function paymentOptionsQuery(sorg: string) {
  return queryOptions({
    queryKey: queryKeys.payments.options(sorg),
    queryFn: ({ signal }) => graphqlRequest(paymentOptionsDocument, { sorg }, { signal }),
    staleTime: 60_000,
    retry: 1,
  });
}

/** One page of the acting customer's payment requests, newest first. */
export function paymentRequestsQuery(filter: { page: number; perPage: number; status?: string | undefined }) {
  return queryOptions({
    queryKey: queryKeys.payments.requests(filter),
    queryFn: async ({ signal }) =>
      (
        await graphqlRequest(
          paymentRequestsDocument,
          { filter: { page: filter.page, perPage: filter.perPage, status: filter.status ?? null } },
          { signal },
        )
      ).paymentRequests,
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** One request by its externalId (the result view polls it while the gateway settles). */
export function paymentRequestQuery(externalId: string) {
  return queryOptions({
    queryKey: queryKeys.payments.request(externalId),
    queryFn: async ({ signal }) =>
      (await graphqlRequest(paymentRequestDocument, { externalId }, { signal })).paymentRequest,
    staleTime: 0,
    retry: 1,
  });
}

/** Everything createPaymentRequestV3 takes. `paymentRequestData` is the only place payment information goes. */
export interface CreatePaymentRequestVariables {
  input: PaymentRequestInput;
  accountingNumbers: string[];
  isPartialPayment: boolean;
  extRefData: string | null;
  paymentRequestData: PaymentInformationInput | null;
}

/**
 * Sends createPaymentRequestV3 once with the Idempotency-Key given (a double click or a retry after a lost answer
 * pays once). The variables live only in this call: nothing of them is cached, persisted or queued.
 */
export async function createPaymentRequest(
  variables: CreatePaymentRequestVariables,
  idempotencyKey: string,
): Promise<PaymentAnswer> {
  const { createPaymentRequestV3 } = await graphqlRequest(createPaymentRequestDocument, variables, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return createPaymentRequestV3;
}

/** Sandbox only: the payer's bank transfers to the virtual account. */
export async function simulateTransfer(externalId: string): Promise<PaymentAnswer> {
  const { simulateTransfer: answer } = await graphqlRequest(
    simulateTransferDocument,
    { externalId },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  return answer;
}

/** Voids the payer's live request in the merchant; its invoices are Open again. */
export async function voidPaymentRequest(payerCode: string, merchant: string): Promise<PaymentAnswer> {
  const { voidPaymentRequest: answer } = await graphqlRequest(
    voidPaymentRequestDocument,
    { payerCode, merchant },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  return answer;
}

/** Deletes a saved payment of the user. */
export async function deleteUserPayment(id: string) {
  const { deleteUserPayment: answer } = await graphqlRequest(
    deleteUserPaymentDocument,
    { id },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  return answer;
}

/** Uploads a transfer receipt (the file first, then the mutation) to a request that waits for payment. */
export async function uploadPaymentReceipt(externalId: string, file: File): Promise<PaymentAnswer> {
  const uploadId = await uploadFileOnline(file, { key: `receipt-${crypto.randomUUID()}`, slot: 'receipt' });
  const { uploadPaymentReceipt: answer } = await graphqlRequest(
    uploadPaymentReceiptDocument,
    { externalId, uploadId },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  return answer;
}

/** Deletes one of the payer's receipts while the request still waits for payment. */
export async function deletePaymentReceipt(id: string): Promise<PaymentAnswer> {
  const { deletePaymentReceipt: answer } = await graphqlRequest(
    deletePaymentReceiptDocument,
    { id },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  return answer;
}
