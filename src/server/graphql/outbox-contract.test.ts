import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq, notInArray } from 'drizzle-orm';
import { customersOf, png } from '../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../tests/support/test-server';
import { catalogSyncDocument } from '../../browser/catalog/catalog-sync';
import { deviceCheckoutDataDocument, deviceShipmentRatesDocument } from '../../browser/checkout-data';
import type { DeviceCheckoutDataQuery, DeviceShipmentRatesQuery } from '../../browser/gql/graphql';
import { acceptOrderDraftChanges, getOrderDraft, saveOrderDraft } from '../../browser/order-drafts';
import { localDb } from '../../browser/local-db';
import {
  enqueue,
  getEntry,
  outboxKinds,
  replayOutbox,
  type EnqueueRequest,
  type OutboxEntry,
  type OutboxKind,
  type OutboxTransport,
} from '../../browser/outbox';
import { identityOf } from '../../browser/token-claims';
import { emptyClaimForm, toClaimBikeInput } from '../../shared/claims/claim-form';
import { emptyVisitForm, toVisitInput } from '../../shared/visit-forms/visit-form';
import { claims } from '../modules/claims/claims.tables';
import { frames, recallFrames, stolenBikeReports } from '../modules/frames/frames.tables';

// The outbox's contract with the server, one test per kind (ARCHITECTURE.md "Offline"): each kind's entries are
// queued as the app queues them and sent by the real replay — the kind's own typed document and variables, its
// Idempotency-Key and Acting-Customer header — to the real server; the answer must read with the kind's result
// handling, and a broken entry must come back refused (attention), never sent.

// The replay asks navigator for Web Locks and storage; Node 20 has no navigator (the replay runs without both).
vi.stubGlobal('navigator', {});

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
  localDb().close();
});

/** The outbox's transport over the in-process server, as one session (a token of a user and customer). */
function transportOf(accessToken: string): OutboxTransport & { userId: string } {
  const identity = identityOf(accessToken);
  if (!identity) throw new Error('not a JWT');
  return {
    userId: identity.userId,
    session: () => Promise.resolve({ userId: identity.userId, customerId: identity.r3 ?? identity.isr, accessToken }),
    refresh: () => Promise.resolve(false),
    fetch: async (path, init) => server.request(`http://localhost/api${path}`, init),
  };
}

/** Queues entries for the session's user and customer, as the app does, and sends them with the real replay. */
async function queueAndSend(
  accessToken: string,
  requests: Omit<EnqueueRequest, 'userId' | 'actingFor'>[],
): Promise<OutboxEntry[]> {
  const transport = transportOf(accessToken);
  const identity = identityOf(accessToken);
  const queued: OutboxEntry[] = [];
  for (const request of requests) {
    const entry = await enqueue({
      ...request,
      ...(queued[0] && request.recordId === 'same' ? { recordId: queued[0].recordId } : {}),
      userId: transport.userId,
      actingFor: { r3: identity?.r3 ?? null, isr: identity?.isr ?? null },
    });
    queued.push(entry);
  }
  const summary = await replayOutbox({ transport });
  expect(summary.signInRequired).toBe(false);
  expect(summary.offline).toBe(false);
  const settled = await Promise.all(queued.map((entry) => getEntry(entry.key)));
  return settled.map((found) => {
    if (!found) throw new Error('entry lost');
    return found.entry;
  });
}

/** The kinds this file holds a contract test for: a new kind of the registry fails here until it has one. */
const covered: OutboxKind[] = [
  'consumer-voice',
  'cart-update',
  'visit-form',
  'checkout',
  'claim',
  'claim-comment',
  'pdi',
];

it('has a contract test for every kind of the registry', () => {
  expect(Object.keys(outboxKinds).sort()).toEqual([...covered].sort());
});

describe('consumer-voice', () => {
  const kind = outboxKinds['consumer-voice'];

  it('is stored once with its line breaks, and its answer reads as the kind payload', async () => {
    const message = `Contract ${String(Date.now())}\nsecond line`;
    const [entry] = await queueAndSend(await server.tokenFor('dealer'), [
      { kind: 'consumer-voice', input: { message }, label: 'contract' },
    ]);
    expect(entry?.state).toBe('sent');
    expect(kind.readResult(entry?.result)?.message.status).toBe('SUCCESS');
    const stored = await server.request('/api/dev/consumer-feedback?user=dealer');
    const { feedback } = (await stored.json()) as { feedback: { message: string }[] };
    expect(feedback.filter((row) => row.message === message)).toHaveLength(1);
  });

  it('an empty message is refused with the field, not sent', async () => {
    const [entry] = await queueAndSend(await server.tokenFor('dealer'), [
      { kind: 'consumer-voice', input: { message: '' }, label: 'contract' },
    ]);
    expect(entry?.state).toBe('attention');
    expect(entry?.lastError?.fields?.length).toBeGreaterThan(0);
  });
});

describe('cart-update', () => {
  const kind = outboxKinds['cart-update'];

  /** An article the dealer may order, from the catalog download's own document. */
  async function orderableArticle(accessToken: string) {
    const answer = await server.graphql<{
      catalogSync: {
        products: {
          articleCode: string;
          sorg: string;
          uom: string;
          allowToOrder: boolean;
          price: { dealer: number } | null;
        }[];
      };
    }>(catalogSyncDocument.toString(), { limit: 200, first: false }, accessToken);
    const article = answer.data?.catalogSync.products.find((product) => product.allowToOrder);
    if (!article) throw new Error(`no orderable article: ${JSON.stringify(answer.errors)}`);
    return article;
  }

  it('adds the quantity with the price the user saw, and its answer reads as the kind payload', async () => {
    const accessToken = await server.tokenFor('dealer');
    const custCode = identityOf(accessToken)?.r3 ?? '';
    const article = await orderableArticle(accessToken);
    const [entry] = await queueAndSend(accessToken, [
      {
        kind: 'cart-update',
        input: {
          products: [
            {
              custCode,
              articleCode: article.articleCode,
              sorg: article.sorg,
              qty: 1,
              uom: article.uom,
              add: true,
              ...(article.price ? { seenUnitPrice: article.price.dealer } : {}),
            },
          ],
        },
        label: 'contract',
      },
    ]);
    expect(entry?.lastError).toBeNull();
    expect(entry?.state).toBe('sent');
    const payload = kind.readResult(entry?.result);
    expect(payload?.results.map((row) => [row.articleCode, row.status])).toEqual([[article.articleCode, 'ADDED']]);
    expect(payload?.cart.totalQty).toBeGreaterThan(0);
  });

  it("a row for another customer's code is refused with the field, not sent", async () => {
    const accessToken = await server.tokenFor('dealer');
    const article = await orderableArticle(accessToken);
    const [entry] = await queueAndSend(accessToken, [
      {
        kind: 'cart-update',
        input: { products: [{ custCode: 'NOT-MINE', articleCode: article.articleCode, sorg: article.sorg, qty: 1 }] },
        label: 'contract',
      },
    ]);
    expect(entry?.state).toBe('attention');
    expect(entry?.lastError?.fields?.map((f) => f.field)).toEqual(['products.0.custCode']);
  });
});

describe('visit-form', () => {
  const kind = outboxKinds['visit-form'];

  /** A sales rep's token (no customer chosen: a visit names its customer itself) and one of their customers. */
  async function salesForCustomer() {
    const { accessToken } = await server.login('sales');
    const answer = await server.graphql<{ formVisitSalesCustomers: { custCode: string; custName: string }[] }>(
      'query ContractVisitCustomers { formVisitSalesCustomers(sorg: "1000") { custCode custName } }',
      {},
      accessToken,
    );
    const customer = answer.data?.formVisitSalesCustomers[0];
    if (!customer) throw new Error('the rep serves no Polygon customer');
    return { token: accessToken, customer };
  }

  it('a create and an update queued behind it (before the id was known) both arrive', async () => {
    const { token, customer } = await salesForCustomer();
    const values = { ...emptyVisitForm(), customer: `1000:${customer.custCode}`, brandDisplay: ['POLYGON'] };
    const edited = { ...values, qtyPlgGrp: '4', notes: 'edited offline' };
    const [create, update] = await queueAndSend(token, [
      {
        kind: 'visit-form',
        input: { brand: 'polygon', visit: toVisitInput('polygon', values), custName: customer.custName, values },
        label: 'contract',
      },
      {
        kind: 'visit-form',
        op: 'update',
        recordId: 'same',
        input: {
          brand: 'polygon',
          visit: toVisitInput('polygon', edited),
          id: null,
          baseVersion: null,
          createdHere: true,
          custName: customer.custName,
          values: edited,
        },
        label: 'contract',
      },
    ]);
    expect([create?.state, update?.state]).toEqual(['sent', 'sent']);
    const created = kind.readResult(create?.result)?.formVisit;
    expect(created?.clientId).toBe(create?.recordId);
    expect(created?.custCode).toBe(customer.custCode);
    const updated = kind.readResult(update?.result)?.formVisit;
    expect(updated?.id).toBe(created?.id);
    expect(updated?.version).toBe(2);
    expect(updated?.qtyPlgGrp).toBe(4);
  });

  it('an update from a stale version is refused as a CONFLICT that carries the stored visit', async () => {
    const { token, customer } = await salesForCustomer();
    const values = { ...emptyVisitForm(), customer: `1000:${customer.custCode}`, brandDisplay: ['POLYGON'] };
    const [create, stale] = await queueAndSend(token, [
      {
        kind: 'visit-form',
        input: { brand: 'polygon', visit: toVisitInput('polygon', values), custName: customer.custName, values },
        label: 'contract',
      },
      {
        kind: 'visit-form',
        op: 'update',
        recordId: 'same',
        input: {
          brand: 'polygon',
          visit: toVisitInput('polygon', values),
          id: null,
          baseVersion: 7,
          createdHere: true,
          custName: customer.custName,
          values,
        },
        label: 'contract',
      },
    ]);
    expect(create?.state).toBe('sent');
    expect(stale?.state).toBe('attention');
    expect(stale?.lastError?.code).toBe('CONFLICT');
    expect(kind.readResult(stale?.result)?.formVisit?.version).toBe(1);
  });
});

describe('checkout', () => {
  const kind = outboxKinds.checkout;

  /**
   * A checkout of one in-stock article as the device would draft it offline, from the device's own documents
   * (its checkout data and catalog copy); the snapshot's price is one cent off, so the server must answer changes.
   */
  async function draftedCheckout(accessToken: string) {
    const catalog = await server.graphql<{
      catalogSync: {
        products: {
          articleCode: string;
          name: string;
          sorg: string;
          uom: string;
          allowToOrder: boolean;
          price: { dealer: number } | null;
          stock: { available: { qty: number | null }[] };
        }[];
      };
    }>(catalogSyncDocument.toString(), { limit: 500, first: false }, accessToken);
    const choices = await server.graphql<DeviceCheckoutDataQuery>(
      deviceCheckoutDataDocument.toString(),
      {},
      accessToken,
    );
    const data = choices.data;
    if (!data) throw new Error(`no checkout data: ${JSON.stringify(choices.errors)}`);
    const sorgs = new Set(data.paymentMethods.map((m) => m.sorg));
    const article = catalog.data?.catalogSync.products.find(
      (p) =>
        p.allowToOrder &&
        p.price !== null &&
        sorgs.has(p.sorg) &&
        p.stock.available.reduce((sum, s) => sum + (s.qty ?? 0), 0) >= 5,
    );
    if (!article?.price) throw new Error('no orderable article in stock');
    const rates = await server.graphql<DeviceShipmentRatesQuery>(
      deviceShipmentRatesDocument.toString(),
      { cartItems: [{ articleCode: article.articleCode, sorg: article.sorg, qty: 1 }] },
      accessToken,
    );
    const shipTo = data.shiptoV2[0];
    const method = data.paymentMethods.find((m) => m.sorg === article.sorg);
    const rate = rates.data?.customerShipmentRates.find((r) => r.sorg === article.sorg && !r.input);
    if (!shipTo || !method || !rate) throw new Error('no ship-to, payment method or rate');
    const seen = article.price.dealer + 1;
    return {
      article,
      input: {
        shipto: shipTo.id,
        shiptoVersion: shipTo.version,
        paymentId: method.id,
        custPoNo: 'contract',
        disclaimerAccepted: true,
        products: [
          { articleCode: article.articleCode, sorg: article.sorg, qty: 1, uom: article.uom, seenUnitPrice: seen },
        ],
        shipments: [{ sorg: article.sorg, rateId: rate.id }],
        snapshot: {
          shiptoVersion: shipTo.version,
          lines: [
            {
              sorg: article.sorg,
              articleCode: article.articleCode,
              qty: 1,
              unitPrice: seen,
              tier: null,
              availableQty: 5,
            },
          ],
          totals: [{ sorg: article.sorg, shipment: rate.rate.rate, total: seen + rate.rate.rate }],
        },
      },
    };
  }

  it('a draft whose price moved is answered with its change list, nothing placed; accepted, it is placed once', async () => {
    const accessToken = await server.tokenFor('dealer');
    const identity = identityOf(accessToken);
    const transport = transportOf(accessToken);
    const { article, input } = await draftedCheckout(accessToken);
    const draft = await saveOrderDraft({
      userId: transport.userId,
      data: {
        actingFor: { r3: identity?.r3 ?? null, isr: identity?.isr ?? null },
        customerName: 'contract',
        input,
        lineNames: [],
        formats: {},
        shipToLabel: '',
      },
    });
    await replayOutbox({ transport });
    const review = await getOrderDraft(transport.userId, draft.id);
    expect(review?.status).toBe('needs-review');
    expect(review?.orders).toEqual([]);
    expect(kind.readResult(review?.entry?.result)?.orders).toEqual([]);
    expect(review?.changes).toContainEqual({
      kind: 'PRICE',
      sorg: article.sorg,
      articleCode: article.articleCode,
      before: input.snapshot.lines[0]?.unitPrice,
      after: article.price?.dealer,
    });

    await acceptOrderDraftChanges(transport.userId, draft.id);
    await replayOutbox({ transport });
    const placed = await getOrderDraft(transport.userId, draft.id);
    expect(placed?.entry?.lastError ?? null).toBeNull();
    expect(placed?.status).toBe('placed');
    expect(placed?.orders).toHaveLength(1);
    expect(placed?.entry?.key).not.toBe(review?.entry?.key);
    const payload = kind.readResult(placed?.entry?.result);
    expect(payload?.orders[0]?.orderNo).toBe(placed?.orders[0]?.orderNo);
  });

  it('a draft for a customer the user does not serve is refused (attention), never placed', async () => {
    const accessToken = await server.tokenFor('dealer');
    const transport = transportOf(accessToken);
    const { input } = await draftedCheckout(accessToken);
    const draft = await saveOrderDraft({
      userId: transport.userId,
      data: {
        actingFor: { r3: 'NOT-MINE', isr: 'NOT-MINE' },
        customerName: 'contract',
        input,
        lineNames: [],
        formats: {},
        shipToLabel: '',
      },
    });
    await replayOutbox({ transport });
    const refused = await getOrderDraft(transport.userId, draft.id);
    expect(refused?.entry?.state).toBe('attention');
    expect(refused?.status).toBe('refused');
    expect(refused?.orders).toEqual([]);
  });
});

describe('claim and claim-comment', () => {
  const claim = outboxKinds.claim;
  const claimComment = outboxKinds['claim-comment'];
  // An MP4 as the server checks it: a `ftyp` box first (spec 02 §9: the video goes as it is).
  const video = new Uint8Array([
    ...Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'),
    ...new Uint8Array(4096).fill(7),
  ]);

  /** The dealer's token, its customer's code and two of its frames: a free one and a stolen one. */
  async function dealerWithFrames() {
    const token = await server.tokenFor('dealer');
    const [customer] = await customersOf(server.db, 'dealer');
    const custCode = customer?.custCodeIsr ?? customer?.custCodeR3 ?? '';
    const stolen = await server.db.select({ f: stolenBikeReports.frameNumber }).from(stolenBikeReports).limit(1);
    const used = (await server.db.selectDistinct({ f: claims.frameNumber }).from(claims)).flatMap((r) =>
      r.f ? [r.f] : [],
    );
    const recalled = (await server.db.selectDistinct({ f: recallFrames.frameNumber }).from(recallFrames)).map(
      (r) => r.f,
    );
    const free = await server.db
      .select({ f: frames.frameNumber })
      .from(frames)
      .where(
        and(
          eq(frames.shippedToCustomerId, customer?.id ?? 0),
          notInArray(frames.frameNumber, [...used, ...recalled, ...stolen.map((r) => r.f), '-']),
        ),
      )
      .limit(2);
    return { token, custCode, free: free.map((r) => r.f), stolen: stolen[0]?.f ?? '' };
  }

  const bike = (custCode: string, frameNumber: string) => ({
    ...toClaimBikeInput({
      ...emptyClaimForm('bike', custCode),
      frameNumber,
      description: 'Crack at the rear dropout',
      contactPersonName: 'Dana Dealer',
      contactPersonPhone: '5035550100',
      purchaseDate: '2026-03-01',
      consumerName: 'Pat Rider',
      consumerPhone: '5035550199',
    }),
  });

  it('a bike claim with a photo and a video, an edit and a comment queued behind it all arrive once', async () => {
    const { token, custCode, free } = await dealerWithFrames();
    const frame = free[0] ?? '';
    const [create, update, comment] = await queueAndSend(token, [
      {
        kind: 'claim',
        input: { productCategory: 'bike', bike: bike(custCode, frame.toLowerCase()), custName: 'contract' },
        label: 'contract',
        files: [
          { slot: 'photo1', file: new Blob([new Uint8Array(png(32, 24))], { type: 'image/png' }), fileName: 'a.png' },
          { slot: 'video', file: new Blob([video], { type: 'video/mp4' }), fileName: 'crack.mp4' },
        ],
      },
      {
        kind: 'claim',
        op: 'update',
        recordId: 'same',
        input: {
          productCategory: 'bike',
          bike: { ...bike(custCode, frame), description: 'Crack at the rear dropout, edited offline' },
          id: null,
          baseVersion: null,
          createdHere: true,
          removedSlots: ['photo1'],
          custName: 'contract',
        },
        label: 'contract',
      },
      {
        kind: 'claim-comment',
        recordId: 'same',
        input: { claimId: 'unknown-yet', comment: 'Written offline', isInternal: false },
        label: 'contract',
      },
    ]);
    expect([create?.state, update?.state, comment?.state]).toEqual(['sent', 'sent', 'sent']);
    const created = claim.readResult(create?.result)?.claim;
    expect(created?.clientId).toBe(create?.recordId);
    expect(created?.frameNumber).toBe(frame);
    expect(created?.files.map((file) => file.slot).sort()).toEqual(['photo1', 'video']);
    expect(created?.files.find((file) => file.slot === 'video')?.size).toBe(video.length);
    const updated = claim.readResult(update?.result)?.claim;
    expect(updated?.id).toBe(created?.id);
    expect(updated?.version).toBe(2);
    expect(updated?.files.map((file) => file.slot)).toEqual(['video']);
    expect(claimComment.readResult(comment?.result)?.comment?.comment).toBe('Written offline');
  });

  it('a claim for a stolen frame (filed offline, checks pending) is refused with the reason, nothing stored', async () => {
    const { token, custCode, stolen } = await dealerWithFrames();
    const before = await server.db.select({ n: count() }).from(claims);
    const [entry] = await queueAndSend(token, [
      {
        kind: 'claim',
        input: { productCategory: 'bike', bike: bike(custCode, stolen), checksPending: true, custName: 'contract' },
        label: 'contract',
      },
    ]);
    expect(entry?.state).toBe('attention');
    expect(entry?.lastError?.code).toBe('FORBIDDEN');
    expect(entry?.lastError?.fields?.[0]?.field).toBe('frameNumber');
    expect(await server.db.select({ n: count() }).from(claims)).toEqual(before);
  });
});

describe('pdi', () => {
  const kind = outboxKinds.pdi;

  /** The dealer's token, its customer's code and the checklist template's ids. */
  async function dealerAndChecklist() {
    const token = await server.tokenFor('dealer');
    const [customer] = await customersOf(server.db, 'dealer');
    const custCode = customer?.custCodeIsr ?? customer?.custCodeR3 ?? '';
    const answer = await server.graphql<{ claimPDIChecklist: { id: number }[] }>(
      'query { claimPDIChecklist { id } }',
      {},
      token,
    );
    const ids = (answer.data?.claimPDIChecklist ?? []).map((item) => item.id);
    expect(ids.length).toBeGreaterThan(2);
    return { token, custCode, ids };
  }

  it('a PDI recorded offline and an edit queued behind its create arrive once, with integer checklist ids', async () => {
    const { token, custCode, ids } = await dealerAndChecklist();
    const frameNumber = `PDIC${String(Date.now()).slice(-9)}`;
    // The ids as a stored form gives them back: strings (spec 02 §5: converted to integers when sent).
    const checklist = (ticked: number[]) => ids.map((id) => ({ id: String(id), checked: ticked.includes(id) }));
    const [create, update] = await queueAndSend(token, [
      {
        kind: 'pdi',
        input: { pdi: { custCode, frameNumber, mechanic: 'Jo', checklist: checklist([ids[0] ?? 0]) }, custName: 'c' },
        label: 'contract',
      },
      {
        kind: 'pdi',
        op: 'update',
        recordId: 'same',
        input: {
          pdi: { custCode, frameNumber, mechanic: 'Jo Edited', checklist: checklist([ids[1] ?? 0, ids[2] ?? 0]) },
          id: null,
          baseVersion: null,
          createdHere: true,
          custName: 'c',
        },
        label: 'contract',
      },
    ]);
    expect([create?.state, update?.state]).toEqual(['sent', 'sent']);
    const created = kind.readResult(create?.result)?.pdi;
    expect(created?.clientId).toBe(create?.recordId);
    expect(created?.frameNumber).toBe(frameNumber);
    const updated = kind.readResult(update?.result)?.pdi;
    expect(updated?.id).toBe(created?.id);
    expect(updated?.version).toBe((created?.version ?? 0) + 1);
    expect(updated?.mechanic).toBe('Jo Edited');
    expect(updated?.checklist.filter((item) => item.checked).map((item) => item.id)).toEqual([ids[1], ids[2]]);
    const list = await server.graphql<{ claimPDIs: { items: { id: string }[] } }>(
      'query ($s: String) { claimPDIs(search: $s, showDeleted: true, page: 1, limit: 10) { items { id } } }',
      { s: frameNumber },
      token,
    );
    expect(list.data?.claimPDIs.items).toHaveLength(1);
  });

  it('a second PDI of a frame with an active one is refused with the reason, not stored', async () => {
    const { token, custCode, ids } = await dealerAndChecklist();
    const frameNumber = `PDID${String(Date.now()).slice(-9)}`;
    const pdi = { custCode, frameNumber, mechanic: 'Jo', checklist: ids.map((id) => ({ id, checked: false })) };
    const [first, second] = await queueAndSend(token, [
      { kind: 'pdi', input: { pdi, custName: 'c' }, label: 'contract' },
      { kind: 'pdi', input: { pdi, custName: 'c' }, label: 'contract' },
    ]);
    expect(first?.state).toBe('sent');
    expect(second?.state).toBe('attention');
    expect(second?.lastError?.code).toBe('CONFLICT');
    expect(second?.lastError?.fields?.[0]?.field).toBe('frameNumber');
  });
});
