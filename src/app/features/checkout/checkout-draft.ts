import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The checkout form's draft (ARCHITECTURE.md "Offline"; docs/decisions.md "Checkout page"): what the user chose and
 * typed, and the checkout's Idempotency-Key, in the device's database per user and customer. The key is made when
 * the checkout opens and kept with the values, so a reload, a second tab or a retry after a lost answer sends the
 * same key and the server places the order once. Both steps of the phone layout read the same draft.
 */

export interface CheckoutFormValues {
  shiptoId: string | null;
  /** The chosen rate of each sorg's order, and the text a rate with `input` asks for. */
  shipments: Record<string, { rateId: string; notes: string }>;
  paymentId: string | null;
  savedPaymentId: string | null;
  custPoNo: string;
  notes: string;
  /** YYYY-MM-DD or ''. */
  requestDeliveryDate: string;
  disclaimerAccepted: boolean;
  /** 'Ship complete' (true) or 'ship as available' (false, the default; docs/decisions.md "Ship complete"). */
  shipComplete: boolean;
}

export interface CheckoutDraft {
  values: CheckoutFormValues;
  /** The Idempotency-Key of the next Place order. */
  key: string;
  /**
   * The variables last sent with `key` whose answer never came (no network, a server failure): sent again first
   * when the user changed the form meanwhile and the server says the key went with another request.
   */
  lastSent: unknown;
}

export const emptyCheckoutValues: CheckoutFormValues = {
  shiptoId: null,
  shipments: {},
  paymentId: null,
  savedPaymentId: null,
  custPoNo: '',
  notes: '',
  requestDeliveryDate: '',
  disclaimerAccepted: false,
  shipComplete: false,
};

export const CHECKOUT_DRAFT_FORM = 'checkout';

const drafts = () => import('../../../browser/drafts');

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function isCheckoutDraft(value: unknown): value is CheckoutDraft {
  return typeof value === 'object' && value !== null && 'values' in value && 'key' in value;
}

export function freshCheckoutDraft(): CheckoutDraft {
  return { values: emptyCheckoutValues, key: newIdempotencyKey(), lastSent: null };
}

function draftQueryKey(userId: string, customerId: string | null) {
  return ['checkoutDraft', userId, customerId ?? '-'] as const;
}

// The newest draft of this page's life per user and customer: a refetch of the query (an invalidation of every
// query, a focus) answers it rather than the device's copy, which may be a write behind.
const latest = new Map<string, CheckoutDraft>();
const latestId = (userId: string, customerId: string | null) => `${userId}:${customerId ?? '-'}`;

/** The saved draft, or a new one (with a new key, saved at once so a reload keeps that key). */
export function checkoutDraftQuery(userId: string, customerId: string | null) {
  return queryOptions({
    queryKey: draftQueryKey(userId, customerId),
    queryFn: async (): Promise<CheckoutDraft> => {
      const known = latest.get(latestId(userId, customerId));
      if (known) return known;
      const { loadDraft, saveDraft } = await drafts();
      const row = await loadDraft(userId, customerId, CHECKOUT_DRAFT_FORM);
      if (row && isCheckoutDraft(row.data)) {
        return { ...row.data, values: { ...emptyCheckoutValues, ...row.data.values } };
      }
      const draft = freshCheckoutDraft();
      await saveDraft(userId, customerId, CHECKOUT_DRAFT_FORM, draft);
      return draft;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

// Every change is written at once, one write after the other, so a reload right after typing keeps it.
let writes: Promise<void> = Promise.resolve();

/** The draft of the signed-in user and active customer, with its writers. */
export function useCheckoutDraft(owner: { userId: string; customerId: string | null }) {
  const queryClient = useQueryClient();
  const query = useQuery(checkoutDraftQuery(owner.userId, owner.customerId));

  const persist = useCallback(
    async (draft: CheckoutDraft) => {
      const { saveDraft } = await drafts();
      await saveDraft(owner.userId, owner.customerId, CHECKOUT_DRAFT_FORM, draft);
    },
    [owner.userId, owner.customerId],
  );

  const write = useCallback(
    (next: CheckoutDraft, now = false) => {
      latest.set(latestId(owner.userId, owner.customerId), next);
      queryClient.setQueryData(draftQueryKey(owner.userId, owner.customerId), next);
      writes = writes.then(() => persist(next)).catch(() => undefined);
      return now ? writes : Promise.resolve();
    },
    [queryClient, owner.userId, owner.customerId, persist],
  );

  const current = useCallback(
    (): CheckoutDraft =>
      latest.get(latestId(owner.userId, owner.customerId)) ??
      queryClient.getQueryData<CheckoutDraft>(draftQueryKey(owner.userId, owner.customerId)) ??
      freshCheckoutDraft(),
    [queryClient, owner.userId, owner.customerId],
  );

  const setValues = useCallback(
    (patch: Partial<CheckoutFormValues>) => {
      const draft = current();
      void write({ ...draft, values: { ...draft.values, ...patch } });
    },
    [current, write],
  );

  return {
    draft: query.data,
    isLoading: query.isPending,
    setValues,
    current,
    /** Replaces the draft and writes it at once (before a request goes out). */
    save: (next: CheckoutDraft) => write(next, true),
    /** After an order was placed: the form starts empty with a new key for the next, deliberate order. */
    reset: () => write(freshCheckoutDraft(), true),
  };
}
