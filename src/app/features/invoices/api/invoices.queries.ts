import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type {
  InvoicesAreasQuery,
  InvoicesDetailQuery,
  InvoicesOpenQuery,
  InvoicesRowFragment,
} from '../../../gql/graphql';
import { ACCEPT, apiUrl, bearer, errorFromAnswer, isAbortError, NetworkError, readBody } from '../../../lib/api';
import { graphqlRequest } from '../../../lib/graphql';
import { withSession } from '../../../lib/session';
import {
  invoiceAreasDocument,
  invoiceDetailDocument,
  openInvoicesDocument,
  paidInvoicesDocument,
  sendInvoiceEmailDocument,
} from './invoices.operations';

export type InvoiceRow = InvoicesRowFragment;
export type OpenInvoiceCompany = InvoicesOpenQuery['openInvoiceV5'][number];
export type InvoiceArea = InvoicesAreasQuery['customerArea'][number];
export type InvoiceDetail = NonNullable<InvoicesDetailQuery['invoice']>;
export type InvoiceInstallment = InvoiceDetail['installments'][number];
export type InvoiceLine = InvoiceDetail['lines'][number];

const STALE_MS = 30_000;

/**
 * The invoices area's query keys, under the 'invoices' root (a customer switch drops them with every customer
 * answer: router.tsx keeps only the host-wide roots).
 */
export const invoiceKeys = {
  root: ['invoices'] as const,
  open: (custCode: string) => ['invoices', 'open', custCode] as const,
  areas: () => ['invoices', 'areas'] as const,
  detail: (sorg: string, invoiceNo: string) => ['invoices', 'detail', sorg, invoiceNo] as const,
  paid: (from: string, to: string) => ['invoices', 'paid', from, to] as const,
};

/** The acting customer's open invoices per company (openInvoiceV5 in every sorg it buys in). */
export function openInvoicesQuery(custCode: string) {
  return queryOptions({
    queryKey: invoiceKeys.open(custCode),
    queryFn: async ({ signal }) =>
      (await graphqlRequest(openInvoicesDocument, { custCode, sorgs: [] }, { signal })).openInvoiceV5,
    staleTime: STALE_MS,
  });
}

/** The acting customer's areas (merchantConfig.allowPayInvoice per sorg). */
export function invoiceAreasQuery() {
  return queryOptions({
    queryKey: invoiceKeys.areas(),
    queryFn: async ({ signal }) => (await graphqlRequest(invoiceAreasDocument, {}, { signal })).customerArea,
    staleTime: 5 * 60_000,
  });
}

/** One invoice with its installments and lines; null when it is not the customer's or does not exist. */
export function invoiceDetailQuery(sorg: string, invoiceNo: string) {
  return queryOptions({
    queryKey: invoiceKeys.detail(sorg, invoiceNo),
    queryFn: async ({ signal }): Promise<InvoiceDetail | null> =>
      (await graphqlRequest(invoiceDetailDocument, { invoiceNo, sorg }, { signal })).invoice ?? null,
    staleTime: STALE_MS,
  });
}

/** Paid invoices cleared from `from` to `to` (at most 30 days: checked before asking). */
export function paidInvoicesQuery(from: string, to: string) {
  return queryOptions({
    queryKey: invoiceKeys.paid(from, to),
    queryFn: async ({ signal }): Promise<InvoiceRow[]> =>
      (await graphqlRequest(paidInvoicesDocument, { from, to }, { signal })).invoicesByDateRange,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/**
 * A refusal of send invoice email: the server's (English) text, its code and, when too many mails were sent, the
 * seconds until the next may go; the dialog says it in the user's language (invoice-mail-texts.ts).
 */
export class InvoiceMailRefused extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
  }
}

/** Mails the invoice PDF to the address on file (never shown: spec 01 §3 contact values). */
export function useSendInvoiceEmail() {
  return useMutation({
    mutationKey: [...invoiceKeys.root, 'send-email'],
    mutationFn: async ({ sorg, invoiceNo }: { sorg: string; invoiceNo: string }): Promise<void> => {
      const { sendInvoiceEmail: result } = await graphqlRequest(sendInvoiceEmailDocument, {
        invoiceNumber: invoiceNo,
        sorg,
      });
      if (!result.status) {
        const [problem] = result.userErrors;
        throw new InvoiceMailRefused(
          problem?.message ?? result.description,
          problem?.code ?? null,
          result.retryAfterSeconds ?? null,
        );
      }
    },
  });
}

/** The file name the PDF is saved as. */
export function invoicePdfName(invoiceNo: string): string {
  return `Invoice ${invoiceNo.replace(/[^\w.-]+/g, '_')}.pdf`;
}

/**
 * The invoice PDF (GET /api/invoices/{sorg}/{invoiceNo}/pdf), fetched with the session's token (a link cannot send
 * it) and handed to the browser to save.
 */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationKey: [...invoiceKeys.root, 'pdf'],
    mutationFn: async ({ sorg, invoiceNo }: { sorg: string; invoiceNo: string }): Promise<void> => {
      const blob = await withSession(async (accessToken): Promise<Blob> => {
        let response: Response;
        try {
          response = await fetch(apiUrl(`/invoices/${encodeURIComponent(sorg)}/${encodeURIComponent(invoiceNo)}/pdf`), {
            headers: { Accept: `application/pdf,${ACCEPT}`, ...bearer(accessToken) },
          });
        } catch (error) {
          if (isAbortError(error)) throw error;
          throw new NetworkError(error);
        }
        if (!response.ok) throw errorFromAnswer(response, await readBody(response));
        return response.blob();
      });
      const url = URL.createObjectURL(blob);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = invoicePdfName(invoiceNo);
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        setTimeout(() => {
          URL.revokeObjectURL(url);
        }, 10_000);
      }
    },
  });
}
