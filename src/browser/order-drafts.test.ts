import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutInput } from './gql/graphql';
import { localDb } from './local-db';
import { enqueue } from './outbox/enqueue';
import { outboxKinds } from './outbox/kinds';
import { replayOutbox } from './outbox/replay';
import type { OutboxSession, OutboxTransport } from './outbox/transport';
import {
  acceptOrderDraftChanges,
  closeOrderDraft,
  draftStatusOf,
  getOrderDraft,
  listOrderDrafts,
  OrderDraftError,
  resendOrderDraft,
  saveOrderDraft,
  type OrderDraftData,
} from './order-drafts';

// Offline order drafts (src/browser/order-drafts.ts) and the checkout outbox kind, against a scripted server: the
// draft's state follows its entries, the checkout waits for its customer's queued cart changes, goes for the
// customer it was drafted for, and accepting a change list is a new entry with a new key and the new figures.

beforeEach(async () => {
  await Promise.all(localDb().tables.map((table) => table.clear()));
});

const DEALER = { r3: '001000001', isr: '1000001' };
const OTHER = { r3: '001000002', isr: '1000002' };

function draftData(overrides: Partial<CheckoutInput> = {}): OrderDraftData {
  return {
    actingFor: DEALER,
    customerName: 'Bike Shop One',
    input: {
      shipto: '7',
      shiptoVersion: '3',
      paymentId: '11',
      products: [
        { articleCode: 'A', sorg: '1000', qty: 2, uom: 'EA', seenUnitPrice: 10_000 },
        { articleCode: 'B', sorg: '1000', qty: 1, uom: 'EA', seenUnitPrice: 5_000 },
      ],
      shipments: [{ sorg: '1000', rateId: '21' }],
      snapshot: {
        shiptoVersion: '3',
        lines: [
          { sorg: '1000', articleCode: 'A', qty: 2, unitPrice: 10_000, tier: null, availableQty: 9 },
          { sorg: '1000', articleCode: 'B', qty: 1, unitPrice: 5_000, tier: null, availableQty: 4 },
        ],
        totals: [{ sorg: '1000', shipment: 2_000, total: 27_000 }],
      },
      ...overrides,
    },
    lineNames: [
      { sorg: '1000', articleCode: 'A', name: 'Bike A' },
      { sorg: '1000', articleCode: 'B', name: 'Bike B' },
    ],
    formats: {},
    shipToLabel: 'Main Street 1',
  };
}

type Answer = (operation: string, variables: Record<string, unknown>) => { status: number; body: unknown };

/** A server that answers by operation, recording what was sent with which headers. */
function scriptedServer(answer: Answer) {
  const sent: { operation: string; key: string; acting: string | null; variables: Record<string, unknown> }[] = [];
  const transport = (customerId: string | null): OutboxTransport => ({
    session: () => Promise.resolve<OutboxSession>({ userId: 'rep', customerId, accessToken: 'token' }),
    refresh: () => Promise.resolve(false),
    fetch: (_path, init) => {
      const headers = new Headers(init.headers);
      const { query, variables } = JSON.parse(init.body as string) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = /mutation (\w+)/.exec(query)?.[1] ?? '';
      sent.push({
        operation,
        key: headers.get('Idempotency-Key') ?? '',
        acting: headers.get('Acting-Customer'),
        variables,
      });
      const { status, body } = answer(operation, variables);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    },
  });
  return { sent, transport };
}

const ok = { status: 'SUCCESS', description: 'OK' };
const cartAnswer = {
  data: { updateProductsInCart: { message: ok, userErrors: [], results: [], cart: { totalQty: 1 } } },
};
const placed = {
  data: {
    checkout: {
      message: ok,
      userErrors: [],
      orders: [{ id: '1', orderNo: 'SO-1', sorg: '1000', totalOrder: 27_000 }],
      changes: [],
    },
  },
};
const priceChanged = {
  data: {
    checkout: {
      message: { status: 'SUCCESS', description: 'Changes to review' },
      userErrors: [],
      orders: [],
      changes: [
        { kind: 'PRICE', sorg: '1000', articleCode: 'A', reason: null, qty: null, before: '10000', after: '12000' },
        { kind: 'TOTAL', sorg: '1000', articleCode: null, reason: null, qty: null, before: '27000', after: '31000' },
      ],
    },
  },
};

async function queueCartChange(customer = DEALER) {
  return enqueue({
    userId: 'rep',
    actingFor: customer,
    kind: 'cart-update',
    recordId: `cart:${customer.isr}:1000:A`,
    input: { products: [{ custCode: customer.isr, articleCode: 'A', sorg: '1000', qty: 2, seenUnitPrice: 10_000 }] },
    label: 'A × 2',
  });
}

describe('saveOrderDraft', () => {
  it('keeps the draft with its snapshot and queues one checkout entry for its customer', async () => {
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });
    expect(draft.status).toBe('waiting');
    expect(draft.customerId).toBe(DEALER.r3);
    const entries = await localDb().outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'checkout', recordId: draft.id, actingFor: DEALER });
    // The Outbox page names the drafted products (spec 01 §5 Article code display: no internal id).
    expect(outboxKinds.checkout.describe(entries[0]?.input)).toBe('Bike A · A × 2, Bike B · B × 1');
    const [listed] = await listOrderDrafts('rep', { customerId: DEALER.r3 });
    expect(listed?.data.input.snapshot?.totals).toEqual([{ sorg: '1000', shipment: 2_000, total: 27_000 }]);
    expect(await listOrderDrafts('rep', { customerId: OTHER.r3 })).toEqual([]);
  });

  it('refuses a draft without the snapshot of what the user saw', async () => {
    await expect(saveOrderDraft({ userId: 'rep', data: draftData({ snapshot: null }) })).rejects.toThrow(/snapshot/);
  });
});

describe('the checkout entry in the outbox', () => {
  it("waits for its customer's cart changes queued before it, then is sent", async () => {
    let cartFails = true;
    const server = scriptedServer((operation) => {
      if (operation === 'OutboxUpdateProductsInCart') {
        return cartFails ? { status: 503, body: { message: 'busy' } } : { status: 200, body: cartAnswer };
      }
      return { status: 200, body: placed };
    });
    await queueCartChange();
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });

    await replayOutbox({ transport: server.transport(DEALER.r3), random: () => 0 });
    // The cart change failed (503, retried later): the draft's checkout did not overtake it.
    expect(server.sent.map((s) => s.operation)).toEqual(['OutboxUpdateProductsInCart']);
    expect((await getOrderDraft('rep', draft.id))?.status).toBe('waiting');

    cartFails = false;
    await localDb().outbox.toCollection().modify({ nextAttemptAt: 0 });
    await replayOutbox({ transport: server.transport(DEALER.r3) });
    expect(server.sent.map((s) => s.operation)).toEqual([
      'OutboxUpdateProductsInCart',
      'OutboxUpdateProductsInCart',
      'OutboxCheckout',
    ]);
    const after = await getOrderDraft('rep', draft.id);
    expect(after?.status).toBe('placed');
    expect(after?.orders.map((o) => o.orderNo)).toEqual(['SO-1']);
  });

  it("does not wait for another customer's cart changes, nor for refused ones", async () => {
    const server = scriptedServer((operation) =>
      operation === 'OutboxUpdateProductsInCart'
        ? { status: 503, body: { message: 'busy' } }
        : { status: 200, body: placed },
    );
    await queueCartChange(OTHER);
    const refused = await queueCartChange();
    await localDb().outbox.update(refused.key, { state: 'attention' });
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });
    await replayOutbox({ transport: server.transport(DEALER.r3), random: () => 0 });
    expect(server.sent.map((s) => s.operation)).toEqual(['OutboxUpdateProductsInCart', 'OutboxCheckout']);
    expect((await getOrderDraft('rep', draft.id))?.status).toBe('placed');
  });

  it('is sent for the customer it was drafted for after the rep switched customer', async () => {
    const server = scriptedServer(() => ({ status: 200, body: placed }));
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });
    await replayOutbox({ transport: server.transport(OTHER.r3) });
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.acting).toBe(new URLSearchParams({ r3: DEALER.r3, isr: DEALER.isr }).toString());
    expect(server.sent[0]?.key).toBe((await getOrderDraft('rep', draft.id))?.entry?.key);
    expect(server.sent[0]?.variables).toMatchObject({ input: { snapshot: { shiptoVersion: '3' } } });
  });
});

describe('a change list', () => {
  async function draftNeedingReview() {
    let answer: unknown = priceChanged;
    const server = scriptedServer(() => ({ status: 200, body: answer }));
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });
    await replayOutbox({ transport: server.transport(DEALER.r3) });
    return {
      server,
      draft,
      answerWith: (next: unknown) => {
        answer = next;
      },
    };
  }

  it('moves the draft to needs review with the changes, nothing placed', async () => {
    const { draft } = await draftNeedingReview();
    const view = await getOrderDraft('rep', draft.id);
    expect(view?.status).toBe('needs-review');
    expect(view?.orders).toEqual([]);
    expect(view?.changes).toEqual([
      { kind: 'PRICE', sorg: '1000', articleCode: 'A', before: 10_000, after: 12_000 },
      { kind: 'TOTAL', sorg: '1000', before: 27_000, after: 31_000 },
    ]);
  });

  it('accepted: a new entry with a new key carries the new figures as its snapshot', async () => {
    const { server, draft, answerWith } = await draftNeedingReview();
    const firstKey = server.sent[0]?.key;
    await acceptOrderDraftChanges('rep', draft.id);
    const pending = await getOrderDraft('rep', draft.id);
    expect(pending?.status).toBe('waiting');
    expect(pending?.entry?.key).not.toBe(firstKey);
    answerWith(placed);
    await replayOutbox({ transport: server.transport(DEALER.r3) });
    expect(server.sent).toHaveLength(2);
    const second = server.sent[1];
    expect(second?.key).not.toBe(firstKey);
    expect(second?.variables).toMatchObject({
      input: {
        products: [
          { articleCode: 'A', seenUnitPrice: 12_000 },
          { articleCode: 'B', seenUnitPrice: 5_000 },
        ],
        snapshot: {
          lines: [{ articleCode: 'A', unitPrice: 12_000 }, { articleCode: 'B' }],
          totals: [{ sorg: '1000', shipment: 2_000, total: 31_000 }],
        },
      },
    });
    const done = await getOrderDraft('rep', draft.id);
    expect(done?.status).toBe('placed');
    expect(done?.earlier).toHaveLength(1);
  });

  it('prices moving again during review give a new list on the next sync', async () => {
    const { server, draft, answerWith } = await draftNeedingReview();
    await acceptOrderDraftChanges('rep', draft.id);
    answerWith({
      data: {
        checkout: {
          ...priceChanged.data.checkout,
          changes: [
            { kind: 'PRICE', sorg: '1000', articleCode: 'A', reason: null, qty: null, before: '12000', after: '12500' },
          ],
        },
      },
    });
    await replayOutbox({ transport: server.transport(DEALER.r3) });
    const view = await getOrderDraft('rep', draft.id);
    expect(view?.status).toBe('needs-review');
    expect(view?.changes).toEqual([{ kind: 'PRICE', sorg: '1000', articleCode: 'A', before: 12_000, after: 12_500 }]);
  });

  it('answered as a refusal that carries the list (FAILED), accepting replaces the refused entry', async () => {
    const failed = {
      data: { checkout: { ...priceChanged.data.checkout, message: { status: 'FAILED', description: 'x' } } },
    };
    const server = scriptedServer(() => ({ status: 200, body: failed }));
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });
    await replayOutbox({ transport: server.transport(DEALER.r3) });
    const review = await getOrderDraft('rep', draft.id);
    expect(review?.entry?.state).toBe('attention');
    expect(review?.status).toBe('needs-review');
    const accepted = await acceptOrderDraftChanges('rep', draft.id);
    expect(accepted.status).toBe('waiting');
    expect(accepted.entry?.replaces).toBe(review?.entry?.key);
    expect((await localDb().outbox.get(review?.entry?.key ?? ''))?.state).toBe('discarded');
  });

  it('can only be accepted while the draft needs review', async () => {
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });
    await expect(acceptOrderDraftChanges('rep', draft.id)).rejects.toBeInstanceOf(OrderDraftError);
  });
});

describe('draft states', () => {
  it('a refusal (userErrors) leaves the draft refused with the reason; discarding closes it unsent', async () => {
    const server = scriptedServer(() => ({
      status: 200,
      body: {
        data: {
          checkout: {
            message: { status: 'FAILED', description: 'Order Failed!' },
            userErrors: [{ field: null, message: 'Order Failed!', code: 'ORDER_FAILED' }],
            orders: [],
            changes: [],
          },
        },
      },
    }));
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });
    await replayOutbox({ transport: server.transport(DEALER.r3) });
    const refused = await getOrderDraft('rep', draft.id);
    expect(refused?.status).toBe('refused');
    expect(refused?.error?.message).toBe('Order Failed!');
    await closeOrderDraft('rep', draft.id);
    expect(await listOrderDrafts('rep')).toEqual([]);
    expect((await localDb().outbox.get(refused?.entry?.key ?? ''))?.state).toBe('discarded');
  });

  it('a draft whose entry was never written offers to send it, once', async () => {
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });
    await localDb().outbox.clear();
    expect((await getOrderDraft('rep', draft.id))?.status).toBe('unsent');
    await resendOrderDraft('rep', draft.id);
    expect((await getOrderDraft('rep', draft.id))?.status).toBe('waiting');
    await expect(resendOrderDraft('rep', draft.id)).rejects.toBeInstanceOf(OrderDraftError);
  });

  it('reads a closed draft as closed whatever its entry says', () => {
    expect(draftStatusOf({ closedAt: 1 }, undefined).status).toBe('closed');
  });

  it("survives sign-out: only another user's wipe leaves it", async () => {
    const draft = await saveOrderDraft({ userId: 'rep', data: draftData() });
    const { wipeUser } = await import('./wipe-user');
    await wipeUser('someone-else');
    expect((await getOrderDraft('rep', draft.id))?.status).toBe('waiting');
    await wipeUser('rep');
    expect(await getOrderDraft('rep', draft.id)).toBeUndefined();
  });
});
