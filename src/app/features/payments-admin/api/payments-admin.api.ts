import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminPaymentFieldsFragment } from '../../../gql/graphql';
import { ACCEPT, apiUrl, bearer, errorFromAnswer, isAbortError, NetworkError, readBody } from '../../../lib/api';
import { graphqlRequest } from '../../../lib/graphql';
import { withSession } from '../../../lib/session';
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

const CHUNK = 1_048_576;

/** Sends a file through the resumable upload (POST /uploads, PATCH chunks) and answers its id for a mutation. */
export function uploadFile(file: File): Promise<string> {
  return withSession(async (accessToken) => {
    const call = async (path: string, init: RequestInit) => {
      let response: Response;
      try {
        response = await fetch(apiUrl(path), {
          ...init,
          headers: { Accept: ACCEPT, ...bearer(accessToken), ...(init.headers as Record<string, string>) },
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new NetworkError(error);
      }
      const body = await readBody(response);
      if (!response.ok) throw errorFromAnswer(response, body);
      return body as { id: string; received: number };
    };
    const started = await call('/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        key: `payment-${crypto.randomUUID()}`,
        slot: 'doc',
        fileName: file.name || 'document',
        contentType: file.type || 'application/octet-stream',
        size: file.size,
      }),
    });
    for (let offset = started.received; offset < file.size; offset += CHUNK) {
      await call(`/uploads/${encodeURIComponent(started.id)}`, {
        method: 'PATCH',
        headers: { 'Upload-Offset': String(offset) },
        body: file.slice(offset, offset + CHUNK),
      });
    }
    return started.id;
  });
}

/** Opens a payment document (the link needs the session's token, so the bytes come through fetch). */
export async function openPaymentDoc(url: string): Promise<void> {
  const blob = await withSession(async (accessToken) => {
    let response: Response;
    try {
      response = await fetch(url.startsWith('/api/') ? apiUrl(url.slice(4)) : url, { headers: bearer(accessToken) });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new NetworkError(error);
    }
    if (!response.ok) throw errorFromAnswer(response, await readBody(response));
    return response.blob();
  });
  const objectUrl = URL.createObjectURL(blob);
  window.open(objectUrl, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
