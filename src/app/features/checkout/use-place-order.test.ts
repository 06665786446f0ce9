// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql';
import type * as GraphqlModule from '../../lib/graphql';
import { NetworkError } from '../../lib/api';
import { freshCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import { placeOrder } from './use-place-order';
import type { CheckoutInput } from '../../gql/graphql';

const sent: { input: unknown; key: string | undefined }[] = [];
let answers: (() => unknown)[] = [];

vi.mock('../../lib/graphql', async (original) => {
  const actual: typeof GraphqlModule = await original();
  return {
    ...actual,
    graphqlRequest: vi.fn(
      (_doc: unknown, variables: { input: unknown }, options: { headers?: Record<string, string> }) => {
        sent.push({ input: variables.input, key: options.headers?.['Idempotency-Key'] });
        const next = answers.shift();
        if (!next) throw new Error('no answer');
        return Promise.resolve().then(next);
      },
    ),
  };
});

function input(po: string): CheckoutInput {
  return { shipto: '1', shiptoVersion: '1', paymentId: '2', custPoNo: po, products: [], shipments: [] };
}

const placed = {
  checkout: { message: { status: 'SUCCESS', description: '' }, userErrors: [], orders: [{ orderNo: 'W1' }] },
};
const refused = {
  checkout: {
    message: { status: 'FAILED', description: 'Order Failed!' },
    userErrors: [{ field: 'custPoNo', message: 'Must be at most 35 characters', code: 'BAD_USER_INPUT' }],
    orders: [],
  },
};

function draftAccess(start: CheckoutDraft) {
  let draft = start;
  const resets: number[] = [];
  return {
    current: () => draft,
    save: (next: CheckoutDraft) => {
      draft = next;
      return Promise.resolve();
    },
    reset: () => {
      resets.push(1);
      draft = freshCheckoutDraft();
      return Promise.resolve();
    },
    get draft() {
      return draft;
    },
    resets,
  };
}

beforeEach(() => {
  sent.length = 0;
  answers = [];
});

describe('placeOrder', () => {
  it("sends the draft's key, and makes a new one only after the order was placed", async () => {
    const access = draftAccess(freshCheckoutDraft());
    const key = access.draft.key;
    answers = [() => placed];
    const outcome = await placeOrder(access, input('A'));
    expect(outcome).toMatchObject({ kind: 'placed', orders: [{ orderNo: 'W1' }] });
    expect(sent).toEqual([{ input: input('A'), key }]);
    expect(access.resets).toHaveLength(1);
    expect(access.draft.key).not.toBe(key);
  });

  it('keeps the key and the request after a lost answer, so the retry is the same request', async () => {
    const access = draftAccess(freshCheckoutDraft());
    const key = access.draft.key;
    answers = [
      () => {
        throw new NetworkError(new Error('offline'));
      },
      () => placed,
    ];
    expect((await placeOrder(access, input('A'))).kind).toBe('unknown');
    expect(access.draft.key).toBe(key);
    expect(access.draft.lastSent).toEqual(input('A'));
    expect((await placeOrder(access, input('A'))).kind).toBe('placed');
    expect(sent.map((s) => s.key)).toEqual([key, key]);
  });

  it('after a lost answer and a changed form, asks with the earlier request when the server says the key was used', async () => {
    const access = draftAccess(freshCheckoutDraft());
    const key = access.draft.key;
    answers = [
      () => {
        throw new NetworkError(new Error('offline'));
      },
      () => {
        throw new GraphQLRequestError(422, 'key used', 'IDEMPOTENCY_KEY_REUSED');
      },
      () => placed,
    ];
    await placeOrder(access, input('A'));
    const outcome = await placeOrder(access, input('B'));
    expect(outcome.kind).toBe('placed');
    expect(sent).toEqual([
      { input: input('A'), key },
      { input: input('B'), key },
      { input: input('A'), key },
    ]);
  });

  it('takes a new key after a refusal (the corrected form is a new request) and keeps nothing placed', async () => {
    const access = draftAccess(freshCheckoutDraft());
    const key = access.draft.key;
    answers = [() => refused];
    const outcome = await placeOrder(access, input('x'.repeat(36)));
    expect(outcome).toMatchObject({ kind: 'refused', message: 'Order Failed!' });
    expect(access.resets).toHaveLength(0);
    expect(access.draft.key).not.toBe(key);
    expect(access.draft.lastSent).toBeNull();
  });

  it('a refusal of the whole request (the customer is no longer yours) places nothing and takes a new key', async () => {
    const access = draftAccess(freshCheckoutDraft());
    const key = access.draft.key;
    answers = [
      () => {
        throw new GraphQLRequestError(
          409,
          'This customer does not belong to you anymore, please contact sales support',
          'CUSTOMER_NOT_YOURS',
        );
      },
    ];
    const outcome = await placeOrder(access, input('A'));
    expect(outcome).toMatchObject({ kind: 'refused', userErrors: [{ code: 'CUSTOMER_NOT_YOURS' }] });
    expect(access.draft.key).not.toBe(key);
  });

  it('a request still in flight under the key is not a refusal: the key stays', async () => {
    const access = draftAccess(freshCheckoutDraft());
    const key = access.draft.key;
    answers = [
      () => {
        throw new GraphQLRequestError(409, 'This request is already being processed', 'IN_FLIGHT');
      },
    ];
    expect((await placeOrder(access, input('A'))).kind).toBe('unknown');
    expect(access.draft.key).toBe(key);
  });
});
