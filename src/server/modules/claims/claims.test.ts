// Over 400 lines: the claims API's suite (filing with files, duplicates, PAA, stolen and recalled frames, status
// changes with history and notices, internal comments, other dealers' ids) over one test server.
import { randomUUID } from 'node:crypto';
import { and, count, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersOf, png, userIdOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { claimMessages } from '../../../shared/claims/claim-input';
import { CLAIM_FILE_SLOT_NAMES } from '../../../shared/claims/claim-rules';
import { attachmentMessages } from '../../../shared/files/attachments';
import { claimWorkflowMessages } from '../../../shared/claims/claim-workflow';
import { frames, recallFrames, stolenBikeReports } from '../frames/frames.tables';
import { userNotifications } from '../push/push.tables';
import { claimComments, claimFiles, claimHistories, claims } from './claims.tables';

const CLAIM = `id clientId referenceNo productCategory custCode custName status { id description category } frameNumber
  frameShippedTo frameShippedToName shippedToAnotherCustomer articleCode articleDescription nonCode qty description
  brandName files { id slot url fileName contentType size title } docs { docType url }
  additionalDocuments { id no url title } stolenBike recallFrames { id code completedAt } isNotAWarranty
  reasonRejection creditNoteNo deliveryOrderNo histories { fromStatus { id } toStatus { id } reason }
  comments { id comment internal } nextStatuses { status { id } needsReason sideEffect } canEdit version`;
const PAYLOAD = `message { status description } userErrors { field message code } claim { ${CLAIM} }`;
const CREATE_BIKE = `mutation ClaimsCreateBike($input: ClaimBikeInput!, $files: [ClaimFileInput!], $clientId: String) {
  createClaimBike(input: $input, files: $files, clientId: $clientId) { ${PAYLOAD} } }`;
const CREATE_PAA = `mutation ClaimsCreatePaa($input: ClaimPaaInput!, $files: [ClaimFileInput!], $clientId: String) {
  createClaimPaa(input: $input, files: $files, clientId: $clientId) { ${PAYLOAD} } }`;
const UPDATE_BIKE = `mutation ClaimsUpdateBike($id: ID!, $baseVersion: Int!, $input: ClaimBikeInput!,
  $files: [ClaimFileInput!]) {
  updateClaimBike(id: $id, baseVersion: $baseVersion, input: $input, files: $files) { ${PAYLOAD} } }`;
const STATUS = `mutation ClaimsStatus($id: ID!, $newStatus: String!, $reason: String, $creditNoteNo: String) {
  updateClaimStatus(id: $id, newStatus: $newStatus, reason: $reason, creditNoteNo: $creditNoteNo) { ${PAYLOAD} } }`;
const COMMENT = `mutation ClaimsComment($id: ID!, $comment: String!, $isInternal: Boolean) {
  createClaimComment(id: $id, comment: $comment, isInternal: $isInternal) {
    message { status } userErrors { field message code } comment { id internal } } }`;
const ONE = `query ClaimsOne($id: ID!, $embed: [ClaimEmbed!]) { claimV2(id: $id, embed: $embed) { ${CLAIM} } }`;
const COMMENTS = `query ClaimsComments($claimId: ID!) { claimComments(claimId: $claimId) { id comment internal } }`;
const LIST = `query ClaimsList($page: Int, $limit: Int, $filter: ClaimFilter, $custCodes: [String!]) {
  claimsV3(page: $page, limit: $limit, filter: $filter, custCodes: $custCodes) {
    items { id referenceNo status { id } } info { page count pageTotal } } }`;
const ADD_DOC = `mutation ClaimsAddDoc($claimId: ID!, $file: ClaimFileInput!, $title: String!) {
  createClaimAdditionalDocument(claimId: $claimId, additionalDocument: $file, title: $title) {
    userErrors { field message code } additionalDocument { id no title url } } }`;

interface Claim {
  id: string;
  frameShippedTo: string | null;
  clientId: string | null;
  referenceNo: string;
  status: { id: string };
  frameNumber: string | null;
  shippedToAnotherCustomer: boolean;
  files: { id: string; slot: string; url: string; contentType: string }[];
  additionalDocuments: { id: string; no: number; title: string }[];
  stolenBike: boolean;
  recallFrames: { id: string; code: string; completedAt: string | null }[];
  histories: { fromStatus: { id: string } | null; toStatus: { id: string }; reason: string }[];
  comments: { id: string; comment: string; internal: boolean }[];
  nextStatuses: { status: { id: string }; needsReason: boolean; sideEffect: string | null }[];
  isNotAWarranty: boolean;
  reasonRejection: string;
  creditNoteNo: string | null;
  version: number;
  [field: string]: unknown;
}
interface Payload {
  message: { status: 'SUCCESS' | 'FAILED'; description: string };
  userErrors: { field: string | null; message: string; code: string }[];
  claim: Claim | null;
}

let server: TestServer;
let dealerCode = '';
let dealerCustomerId = 0;

async function gql<T = Record<string, unknown>>(
  username: string,
  query: string,
  variables: Record<string, unknown> = {},
  host = 'localhost',
): Promise<Awaited<ReturnType<typeof server.graphql<T>>>> {
  return server.graphql<T>(query, variables, await server.tokenFor(username), host);
}
const createBike = async (username: string, variables: Record<string, unknown>, host?: string) =>
  (await gql<{ createClaimBike: Payload }>(username, CREATE_BIKE, variables, host)).data?.createClaimBike;
const createPaa = async (username: string, variables: Record<string, unknown>, host?: string) =>
  (await gql<{ createClaimPaa: Payload }>(username, CREATE_PAA, variables, host)).data?.createClaimPaa;
const changeStatus = async (username: string, variables: Record<string, unknown>) =>
  (await gql<{ updateClaimStatus: Payload }>(username, STATUS, variables)).data?.updateClaimStatus;
const claimOf = async (username: string, id: string, embed: string[] = []) =>
  (await gql<{ claimV2: Claim | null }>(username, ONE, { id, embed })).data?.claimV2;

/** A tiny MP4 (an ftyp box) and a PDF: enough for the type checks. */
const MP4 = Buffer.from([
  0,
  0,
  0,
  0x18,
  0x66,
  0x74,
  0x79,
  0x70,
  0x69,
  0x73,
  0x6f,
  0x6d,
  0,
  0,
  2,
  0,
  ...new Array<number>(8).fill(0),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(username: string, bytes: Buffer, contentType: string, slot = 'photo1'): Promise<string> {
  const auth = { authorization: `Bearer ${await server.tokenFor(username)}` };
  const started = await server.postJson(
    '/api/uploads',
    { key: randomUUID(), slot, fileName: `${slot}.bin`, contentType, size: bytes.length },
    { headers: auth },
  );
  if (started.status !== 201) throw new Error(`upload start: ${String(started.status)} ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  const res = await server.request(`/api/uploads/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'upload-offset': '0' },
    body: new Uint8Array(bytes),
  });
  if (res.status !== 200) throw new Error(`upload: ${String(res.status)} ${await res.text()}`);
  return id;
}

/** An upload for every one of the 15 slots: photos, the video, PDFs for the documents. */
async function allSlots(username: string) {
  return Promise.all(
    CLAIM_FILE_SLOT_NAMES.map(async (slot) => {
      if (slot === 'video') return { slot, uploadId: await upload(username, MP4, 'video/mp4', slot) };
      if (slot.startsWith('photo')) return { slot, uploadId: await upload(username, png(32, 24), 'image/png', slot) };
      return { slot, uploadId: await upload(username, PDF, 'application/pdf', slot) };
    }),
  );
}

const consumer = {
  name: 'Pat Rider',
  phone: '5035550199',
  city: 'Portland',
  address: '1 Main St',
  email: 'pat@example.test',
};
const bikeInput = (frameNumber: string | null, overrides: Record<string, unknown> = {}) => ({
  custCode: dealerCode,
  frameNumber,
  description: 'Crack near the bottom bracket',
  contactPersonName: 'Dana Dealer',
  contactPersonPhone: '5035550100',
  purchaseDate: '2026-03-01',
  consumer,
  problems: [{ part: 'Frame', description: 'Crack in the frame' }],
  ...overrides,
});
const paaInput = (overrides: Record<string, unknown> = {}) => ({
  custCode: dealerCode,
  articleCode: paaArticle,
  qty: 2,
  description: 'Zip broke after a week',
  contactPersonName: 'Dana Dealer',
  contactPersonPhone: '5035550100',
  purchaseDate: '2026-06-01',
  consumer,
  problems: [{ part: 'Accessory', description: 'Zip, buckle or strap broken' }],
  ...overrides,
});

let paaArticle = '';
/** Frames of the dealer's customer: neither stolen nor recalled, each used by one test. */
let freeFrames: string[] = [];
let stolenFrame = '';
let recalledFrame = '';
let elsewhereFrame = '';

beforeAll(async () => {
  server = await createTestServer();
  const [customer] = await customersOf(server.db, 'dealer');
  dealerCode = customer?.custCodeIsr ?? customer?.custCodeR3 ?? '';
  dealerCustomerId = customer?.id ?? 0;
  const stolen = await server.db.select({ f: stolenBikeReports.frameNumber }).from(stolenBikeReports);
  const recalled = await server.db.selectDistinct({ f: recallFrames.frameNumber }).from(recallFrames);
  stolenFrame = stolen[0]?.f ?? '';
  recalledFrame = recalled[0]?.f ?? '';
  const used = await server.db.selectDistinct({ f: claims.frameNumber }).from(claims);
  const skip = [...stolen, ...recalled, ...used].flatMap((r) => (r.f ? [r.f] : []));
  freeFrames = (
    await server.db
      .select({ f: frames.frameNumber })
      .from(frames)
      .where(and(eq(frames.shippedToCustomerId, dealerCustomerId), notInArray(frames.frameNumber, skip)))
  ).map((r) => r.f);
  const elsewhere = await server.db
    .select({ f: frames.frameNumber })
    .from(frames)
    .where(ne(frames.shippedToCustomerId, dealerCustomerId))
    .limit(1);
  elsewhereFrame = elsewhere[0]?.f ?? '';
  if (elsewhereFrame === '') {
    // No delivered bike of another customer in this seed: one shipped to the second rep's first customer.
    const [other] = await customersOf(server.db, 'sales2');
    elsewhereFrame = 'ELSEWHERE0001';
    await server.db
      .insert(frames)
      .values({ frameNumber: elsewhereFrame, shippedToCustomerId: other?.id ?? 0, shippedAt: '2026-01-01' });
  }
  const articles = await gql<{ claimArticles: { articleCode: string }[] }>(
    'dealer',
    `query ClaimsArticles { claimArticles(search: "", productCategory: "paa", limit: 1) { articleCode } }`,
  );
  paaArticle = articles.data?.claimArticles[0]?.articleCode ?? '';
});
afterAll(async () => {
  await server.close();
});

const nextFrame = () => {
  const frame = freeFrames.shift();
  if (!frame) throw new Error('no free demo frame left');
  return frame;
};

describe('claim reference data and capabilities', () => {
  it('lists the eight statuses and the dealer capabilities per host (PAA only where claimAllowPAA)', async () => {
    const statuses = await gql<{ claimStatus: { id: string }[] }>(
      'dealer',
      '{ claimStatus { id description category } }',
    );
    expect(statuses.data?.claimStatus.map((s) => s.id)).toEqual([
      'submitted',
      'in-review',
      'need-more-info',
      'approved',
      'rejected',
      'credited',
      'replaced',
      'closed',
    ]);
    const caps = `{ claimUserCapabilities { canCreate canEdit canChangeStatus canSeeInternal canSeeAllCustomers canCreatePaa } }`;
    const home = await gql<{ claimUserCapabilities: Record<string, boolean> }>('dealer', caps);
    expect(home.data?.claimUserCapabilities).toEqual({
      canCreate: true,
      canEdit: true,
      canChangeStatus: false,
      canSeeInternal: false,
      canSeeAllCustomers: false,
      canCreatePaa: true,
    });
    const eu = await gql<{ claimUserCapabilities: Record<string, boolean> }>('dealer', caps, {}, 'eu.localhost');
    expect(eu.data?.claimUserCapabilities.canCreatePaa).toBe(false);
    const warranty = await gql<{ claimUserCapabilities: Record<string, boolean> }>('warranty', caps);
    expect(warranty.data?.claimUserCapabilities).toMatchObject({ canChangeStatus: true, canSeeInternal: true });
  });

  it('the seed has two stolen frames and two recall campaigns', async () => {
    const stolen = await server.db.select({ n: count() }).from(stolenBikeReports);
    const campaigns = await server.db.selectDistinct({ id: recallFrames.campaignId }).from(recallFrames);
    expect(stolen[0]?.n).toBe(2);
    expect(campaigns).toHaveLength(2);
  });

  it('the seed has claims in every status for the demo dealer', async () => {
    const page = await gql<{ claimsV3: { items: { status: { id: string } }[]; info: { count: number } } }>(
      'dealer',
      LIST,
      { limit: 20 },
    );
    expect(new Set(page.data?.claimsV3.items.map((c) => c.status.id)).size).toBe(8);
  });
});

describe('filing claims', () => {
  it('files a bike claim with all 15 slots by upload id; the files are served to its users only', async () => {
    const files = await allSlots('dealer');
    const payload = await createBike('dealer', { input: bikeInput(nextFrame()), files });
    expect(payload?.userErrors).toEqual([]);
    const claim = payload?.claim;
    expect(claim?.referenceNo).toMatch(/^CLB-\d{4}-\d{6}$/);
    expect(claim?.status.id).toBe('submitted');
    expect(claim?.files.map((f) => f.slot)).toEqual(CLAIM_FILE_SLOT_NAMES);
    expect(claim?.histories).toEqual([]);
    const video = claim?.files.find((f) => f.slot === 'video');
    const res = await server.request(video?.url ?? '', {
      headers: { authorization: `Bearer ${await server.tokenFor('dealer')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    const doc = claim?.files.find((f) => f.slot === 'invoice');
    const docRes = await server.request(doc?.url ?? '', {
      headers: { authorization: `Bearer ${await server.tokenFor('dealer')}` },
    });
    expect(docRes.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const other = await server.request(video?.url ?? '', {
      headers: { authorization: `Bearer ${await server.tokenFor('sales2')}` },
    });
    expect(other.status).toBe(404);
    const warranty = await server.request(video?.url ?? '', {
      headers: { authorization: `Bearer ${await server.tokenFor('warranty')}` },
    });
    expect(warranty.status).toBe(200);
  });

  it('files a PAA claim with all 15 slots on a host with claimAllowPAA, refuses it elsewhere', async () => {
    const files = await allSlots('dealer');
    const payload = await createPaa('dealer', { input: paaInput(), files });
    expect(payload?.userErrors).toEqual([]);
    expect(payload?.claim?.referenceNo).toMatch(/^CLP-\d{4}-\d{6}$/);
    expect(payload?.claim?.files.map((f) => f.slot)).toEqual(CLAIM_FILE_SLOT_NAMES);
    const before = await server.db.select({ n: count() }).from(claims);
    const refused = await createPaa('dealer', { input: paaInput(), files: [] }, 'eu.localhost');
    expect(refused?.userErrors).toEqual([{ field: null, message: claimMessages.paaNotAllowed, code: 'FORBIDDEN' }]);
    expect(await server.db.select({ n: count() }).from(claims)).toEqual(before);
  });

  it('refuses a seventh photo, a sixth additional document and a file of the wrong kind for its slot', async () => {
    const photo = await upload('dealer', png(8, 8), 'image/png');
    const seventh = await createBike('dealer', {
      input: bikeInput(freeFrames[0] ?? ''),
      files: [{ slot: 'photo7', uploadId: photo }],
    });
    expect(seventh?.userErrors).toEqual([
      { field: 'files.0', message: claimMessages.tooManyFiles, code: 'BAD_USER_INPUT' },
    ]);
    const sixth = await createBike('dealer', {
      input: bikeInput(freeFrames[0] ?? ''),
      files: [{ slot: 'additionalDoc6', uploadId: photo }],
    });
    expect(sixth?.userErrors[0]?.message).toBe(claimMessages.tooManyFiles);
    const pdf = await upload('dealer', PDF, 'application/pdf');
    const wrongKind = await createBike('dealer', {
      input: bikeInput(freeFrames[0] ?? ''),
      files: [{ slot: 'photo1', uploadId: pdf }],
    });
    expect(wrongKind?.userErrors).toEqual([
      { field: 'files.0', message: attachmentMessages.notAPhoto, code: 'BAD_USER_INPUT' },
    ]);
    expect(wrongKind?.claim).toBeNull();
  });

  it('takes a file sent inline in a multipart request', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: CREATE_BIKE,
        variables: { input: bikeInput(nextFrame()), files: [{ slot: 'photo1', file: null }] },
        operationName: 'ClaimsCreateBike',
      }),
    );
    form.append('map', JSON.stringify({ '0': ['variables.files.0.file'] }));
    form.append('0', new File([new Uint8Array(png(40, 30))], 'crack.png', { type: 'image/png' }));
    const res = await server.app.request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${await server.tokenFor('dealer')}` },
      body: form,
    });
    const body = (await res.json()) as { data?: { createClaimBike: Payload } };
    expect(body.data?.createClaimBike.userErrors).toEqual([]);
    expect(body.data?.createClaimBike.claim?.files.map((f) => [f.slot, f.contentType])).toEqual([
      ['photo1', 'image/png'],
    ]);
  });

  it('5 concurrent creates with one client id make one claim', async () => {
    const clientId = `claim-${randomUUID()}`;
    const frame = nextFrame();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createBike('dealer', { input: bikeInput(frame), clientId })),
    );
    const ids = new Set(answers.map((a) => a?.claim?.id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a?.userErrors.length === 0)).toBe(true);
    const rows = await server.db.select({ n: count() }).from(claims).where(eq(claims.clientId, clientId));
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a stolen frame (FORBIDDEN, the support e-mail named) and stores nothing', async () => {
    const before = await server.db.select({ n: count() }).from(claims);
    const payload = await createBike('dealer', { input: bikeInput(stolenFrame.toLowerCase()) });
    expect(payload?.userErrors).toEqual([
      {
        field: 'frameNumber',
        message: 'This frame is reported stolen — contact support@dealer-portal.test',
        code: 'FORBIDDEN',
      },
    ]);
    expect(await server.db.select({ n: count() }).from(claims)).toEqual(before);
    const stolen = await gql<{ claimStolenBike: { stolen: boolean; message: string | null } }>(
      'dealer',
      `query ClaimsStolen($f: String!) { claimStolenBike(frameNumber: $f) { stolen message } }`,
      { f: stolenFrame },
    );
    expect(stolen.data?.claimStolenBike.stolen).toBe(true);
  });

  it('accepts a recalled frame with its recalls, and a frame shipped elsewhere with the warning', async () => {
    const recalled = await createBike('dealer', { input: bikeInput(recalledFrame) });
    expect(recalled?.userErrors).toEqual([]);
    expect(recalled?.claim?.recallFrames.length).toBeGreaterThan(0);
    const answer = await gql<{ claimRecallFrames: { recalls: unknown[]; frame: { frameNumber: string } | null } }>(
      'dealer',
      `query ClaimsRecalls($f: String!) { claimRecallFrames(frameNumber: $f, embed: [FRAME]) {
        recalls { code } frame { frameNumber } } }`,
      { f: recalledFrame },
    );
    expect(answer.data?.claimRecallFrames.frame?.frameNumber).toBe(recalledFrame);
    const elsewhere = await createBike('dealer', { input: bikeInput(elsewhereFrame) });
    expect(elsewhere?.userErrors).toEqual([]);
    // The warning, without the other dealer's code or name (only the warranty team sees those).
    expect(elsewhere?.claim).toMatchObject({
      shippedToAnotherCustomer: true,
      frameShippedTo: null,
      frameShippedToName: null,
    });
    const staff = await claimOf('warranty', elsewhere?.claim?.id ?? '');
    expect(staff?.frameShippedTo).not.toBeNull();
  });

  it('checks the consumer by the shared form rules', async () => {
    const payload = await createBike('dealer', {
      input: bikeInput(freeFrames[0] ?? '', { consumer: { ...consumer, phone: '12ab', email: 'nope' } }),
    });
    expect(payload?.userErrors.map((e) => e.field).sort()).toEqual(['consumer.email', 'consumer.phone']);
  });
});

describe('editing and status changes', () => {
  it('refuses a stale baseVersion with CONFLICT and the server claim', async () => {
    const created = await createBike('dealer', { input: bikeInput(nextFrame()) });
    const claim = created?.claim;
    const first = await gql<{ updateClaimBike: Payload }>('dealer', UPDATE_BIKE, {
      id: claim?.id,
      baseVersion: 1,
      input: bikeInput(claim?.frameNumber ?? '', { description: 'Changed once' }),
    });
    expect(first.data?.updateClaimBike.claim?.version).toBe(2);
    const stale = await gql<{ updateClaimBike: Payload }>('dealer', UPDATE_BIKE, {
      id: claim?.id,
      baseVersion: 1,
      input: bikeInput(claim?.frameNumber ?? '', { description: 'Changed twice' }),
    });
    expect(stale.data?.updateClaimBike.userErrors[0]?.code).toBe('CONFLICT');
    expect(stale.data?.updateClaimBike.claim?.version).toBe(2);
  });

  it('refuses transitions not permitted; writes valid ones to the history and tells the dealer', async () => {
    const created = await createBike('dealer', { input: bikeInput(nextFrame()) });
    const id = created?.claim?.id ?? '';
    const byDealer = await changeStatus('dealer', { id, newStatus: 'in-review' });
    expect(byDealer?.userErrors[0]).toMatchObject({ code: 'FORBIDDEN', message: claimWorkflowMessages.notPermitted });
    const skipping = await changeStatus('warranty', { id, newStatus: 'credited' });
    expect(skipping?.userErrors[0]?.code).toBe('FORBIDDEN');
    const noReason = await changeStatus('warranty', { id, newStatus: 'need-more-info' });
    expect(noReason?.userErrors[0]).toMatchObject({ field: 'reason', message: claimWorkflowMessages.reasonRequired });
    const dealerId = await userIdOf(server.db, 'dealer');
    const [before] = await server.db
      .select({ n: count() })
      .from(userNotifications)
      .where(eq(userNotifications.userId, dealerId));
    const moved = await changeStatus('warranty', { id, newStatus: 'need-more-info', reason: 'Add the sticker photo' });
    expect(moved?.userErrors).toEqual([]);
    expect(moved?.claim?.status.id).toBe('need-more-info');
    const histories = await server.db
      .select()
      .from(claimHistories)
      .where(eq(claimHistories.claimId, Number(id)));
    expect(histories.map((h) => [h.fromStatusId, h.toStatusId, h.reason])).toEqual([
      [null, 'submitted', ''],
      ['submitted', 'need-more-info', 'Add the sticker photo'],
    ]);
    const notices = await server.db.select().from(userNotifications).where(eq(userNotifications.userId, dealerId));
    expect(notices.length).toBe((before?.n ?? 0) + 1);
    expect(notices.at(-1)).toMatchObject({ kind: 'claim.statusChanged', url: `/en-us/claim/${id}` });
    // The dealer's edit answers "need more information": back to "in review".
    const edited = await gql<{ updateClaimBike: Payload }>('dealer', UPDATE_BIKE, {
      id,
      baseVersion: moved?.claim?.version,
      input: bikeInput(moved?.claim?.frameNumber ?? '', { description: 'Photo added' }),
    });
    expect(edited.data?.updateClaimBike.claim?.status.id).toBe('in-review');
    const approved = await changeStatus('warranty', { id, newStatus: 'approved' });
    expect(approved?.claim?.nextStatuses.map((s) => s.status.id).sort()).toEqual(['credited', 'replaced']);
    const noNumber = await changeStatus('warranty', { id, newStatus: 'credited' });
    expect(noNumber?.userErrors[0]?.field).toBe('creditNoteNo');
    const credited = await changeStatus('warranty', { id, newStatus: 'credited', creditNoteNo: 'CN-1' });
    expect(credited?.claim).toMatchObject({ creditNoteNo: 'CN-1', status: { id: 'credited' } });
  });

  it('a rejection records isNotAWarranty and the reason', async () => {
    const created = await createBike('dealer', { input: bikeInput(nextFrame()) });
    const rejected = await changeStatus('warranty', {
      id: created?.claim?.id,
      newStatus: 'rejected',
      reason: 'Crash damage',
    });
    expect(rejected?.claim).toMatchObject({ isNotAWarranty: true, reasonRejection: 'Crash damage' });
  });
});

describe('comments, documents and other dealers', () => {
  it('hides internal comments from dealers on both paths', async () => {
    const created = await createBike('dealer', { input: bikeInput(nextFrame()) });
    const id = created?.claim?.id ?? '';
    const open = await gql<{ createClaimComment: { comment: { id: string } | null } }>('warranty', COMMENT, {
      id,
      comment: 'We need the invoice',
    });
    expect(open.data?.createClaimComment.comment).not.toBeNull();
    await gql('warranty', COMMENT, { id, comment: 'Known batch problem', isInternal: true });
    const refused = await gql<{ createClaimComment: { userErrors: { code: string }[] } }>('dealer', COMMENT, {
      id,
      comment: 'Sneaky',
      isInternal: true,
    });
    expect(refused.data?.createClaimComment.userErrors[0]?.code).toBe('FORBIDDEN');
    const stored = await server.db
      .select()
      .from(claimComments)
      .where(eq(claimComments.claimId, Number(id)));
    expect(stored.filter((c) => c.internal)).toHaveLength(1);

    const embedded = await claimOf('dealer', id, ['COMMENTS']);
    expect(embedded?.comments.map((c) => c.comment)).toEqual(['We need the invoice']);
    const listed = await gql<{ claimComments: { comment: string }[] }>('dealer', COMMENTS, { claimId: id });
    expect(listed.data?.claimComments.map((c) => c.comment)).toEqual(['We need the invoice']);
    const internal = await gql<{ claimComments: { internal: boolean }[] }>('warranty', COMMENTS, { claimId: id });
    expect(internal.data?.claimComments.map((c) => c.internal)).toEqual([false, true]);
    const internalEmbed = await claimOf('warranty', id, ['COMMENTS']);
    expect(internalEmbed?.comments).toHaveLength(2);
  });

  it('puts additional documents into the next free slot with their title', async () => {
    const created = await createBike('dealer', { input: bikeInput(nextFrame()) });
    const id = created?.claim?.id ?? '';
    for (const n of [1, 2]) {
      const pdf = await upload('dealer', PDF, 'application/pdf', 'additionalDoc');
      const added = await gql<{ createClaimAdditionalDocument: { additionalDocument: { no: number; title: string } } }>(
        'dealer',
        ADD_DOC,
        { claimId: id, file: { slot: 'additionalDoc', uploadId: pdf }, title: `Receipt ${String(n)}` },
      );
      expect(added.data?.createClaimAdditionalDocument.additionalDocument).toMatchObject({
        no: n,
        title: `Receipt ${String(n)}`,
      });
    }
    const files = await server.db
      .select()
      .from(claimFiles)
      .where(eq(claimFiles.claimId, Number(id)));
    expect(files.map((f) => f.slot).sort()).toEqual(['additionalDoc1', 'additionalDoc2']);
  });

  it("refuses other dealers' claims on every path", async () => {
    const created = await createBike('dealer', { input: bikeInput(nextFrame()) });
    const id = created?.claim?.id ?? '';
    expect(await claimOf('sales2', id)).toBeNull();
    const comments = await gql<{ claimComments: unknown[] }>('sales2', COMMENTS, { claimId: id });
    expect(comments.data?.claimComments).toEqual([]);
    const update = await gql<{ updateClaimBike: Payload }>('sales2', UPDATE_BIKE, {
      id,
      baseVersion: 1,
      input: bikeInput(created?.claim?.frameNumber ?? ''),
    });
    expect(update.data?.updateClaimBike.userErrors[0]?.code).toBe('NOT_FOUND');
    const comment = await gql<{ createClaimComment: { userErrors: { code: string }[] } }>('sales2', COMMENT, {
      id,
      comment: 'Hello',
    });
    expect(comment.data?.createClaimComment.userErrors[0]?.code).toBe('NOT_FOUND');
    const list = await gql<{ claimsV3: { items: { id: string }[] } }>('sales2', LIST, { custCodes: [dealerCode] });
    expect(list.data?.claimsV3.items).toEqual([]);
  });
});
