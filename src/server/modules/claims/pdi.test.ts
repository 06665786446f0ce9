// The PDI API (spec 02 §3 PDI, §5): create, update, soft delete and restore, one active PDI per frame, integer
// checklist ids, the frame's article data and recalls, other dealers' PDIs refused.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersOf } from '../../../../tests/support/builders';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { frames, recallFrames } from '../frames/frames.tables';
import { pdiChecks } from './claims.tables';
import { pdiMessages } from './pdi.service';

const PDI = `id clientId frameNumber articleCode description brand merchandise modelYear model series mechanic custCode
  custName checklist { id checklist description checked sorting } isDeleted recalls { code } version`;
const PAYLOAD = `message { status description } userErrors { field message code } pdi { ${PDI} }`;

interface Pdi {
  id: string;
  clientId: string | null;
  frameNumber: string;
  articleCode: string | null;
  description: string;
  brand: string;
  mechanic: string;
  custCode: string;
  checklist: { id: number; checked: boolean; sorting: number }[];
  isDeleted: boolean;
  recalls: { code: string }[];
  version: number;
}
interface Payload {
  message: { status: string };
  userErrors: { field: string | null; message: string; code: string }[];
  pdi: Pdi | null;
}

let server: TestServer;
let dealerCode = '';
let dealerCustomerId = 0;
let checklistIds: number[] = [];

async function gql<T = Record<string, unknown>>(
  username: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Awaited<ReturnType<typeof server.graphql<T>>>> {
  return server.graphql<T>(query, variables, await server.tokenFor(username));
}
const create = (username: string, input: Record<string, unknown>, clientId?: string) =>
  gql<{ createClaimPDI: Payload }>(
    username,
    `mutation($input: PdiInput!, $clientId: String) { createClaimPDI(input: $input, clientId: $clientId) { ${PAYLOAD} } }`,
    { input, clientId },
  ).then((r) => r.data?.createClaimPDI);
const update = (username: string, id: string, baseVersion: number, input: Record<string, unknown>) =>
  gql<{ updateClaimPDI: Payload }>(
    username,
    `mutation($id: ID!, $v: Int!, $input: PdiInput!) { updateClaimPDI(id: $id, baseVersion: $v, input: $input) { ${PAYLOAD} } }`,
    { id, v: baseVersion, input },
  ).then((r) => r.data?.updateClaimPDI);
const remove = (username: string, id: string) =>
  gql<{ deleteClaimPDI: Payload }>(username, `mutation($id: ID!) { deleteClaimPDI(id: $id) { ${PAYLOAD} } }`, {
    id,
  }).then((r) => r.data?.deleteClaimPDI);
const restore = (username: string, id: string) =>
  gql<{ restoreClaimPDI: Payload }>(username, `mutation($id: ID!) { restoreClaimPDI(id: $id) { ${PAYLOAD} } }`, {
    id,
  }).then((r) => r.data?.restoreClaimPDI);

/** A new frame shipped to the dealer's customer, of a seeded frame's article; with a recall when asked. */
async function newFrame(recalled = false): Promise<string> {
  const [seeded] = await server.db
    .select()
    .from(frames)
    .where(eq(frames.shippedToCustomerId, dealerCustomerId))
    .limit(1);
  const frameNumber = `PDI${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
  await server.db.insert(frames).values({
    frameNumber,
    articleId: seeded?.articleId ?? null,
    modelYear: seeded?.modelYear ?? null,
    shippedToCustomerId: dealerCustomerId,
    shippedAt: '2026-10-01',
  });
  if (recalled) {
    const [campaign] = await server.db.select({ id: recallFrames.campaignId }).from(recallFrames).limit(1);
    await server.db.insert(recallFrames).values({ campaignId: campaign?.id ?? 0, frameNumber });
  }
  return frameNumber;
}

const input = (frameNumber: string, overrides: Record<string, unknown> = {}) => ({
  custCode: dealerCode,
  frameNumber,
  mechanic: 'Jo Mechanic',
  checklist: checklistIds.map((id, i) => ({ id, checked: i % 2 === 0 })),
  ...overrides,
});

beforeAll(async () => {
  server = await createTestServer();
  const [customer] = await customersOf(server.db, 'dealer');
  dealerCode = customer?.custCodeIsr ?? customer?.custCodeR3 ?? '';
  dealerCustomerId = customer?.id ?? 0;
  const template = await gql<{ claimPDIChecklist: { id: number; sorting: number }[] }>(
    'dealer',
    '{ claimPDIChecklist { id checklist description sorting } }',
  );
  checklistIds = template.data?.claimPDIChecklist.map((item) => item.id) ?? [];
});
afterAll(async () => {
  await server.close();
});

describe('PDI', () => {
  it('has a checklist of 8–12 items with integer ids in sorting order', () => {
    expect(checklistIds.length).toBeGreaterThanOrEqual(8);
    expect(checklistIds.length).toBeLessThanOrEqual(12);
    expect(checklistIds.every((id) => Number.isInteger(id))).toBe(true);
  });

  it('records a PDI with the frame’s article data and open recalls; one active per frame', async () => {
    const frame = await newFrame(true);
    const created = await create('dealer', input(frame.toLowerCase()));
    expect(created?.userErrors).toEqual([]);
    const pdi = created?.pdi;
    expect(pdi).toMatchObject({ frameNumber: frame, custCode: dealerCode, isDeleted: false, version: 1 });
    expect(pdi?.description).not.toBe('');
    expect(pdi?.recalls.length).toBeGreaterThan(0);
    expect(pdi?.checklist.map((c) => c.id)).toEqual(checklistIds);
    expect(pdi?.checklist.map((c) => c.checked)).toEqual(checklistIds.map((_, i) => i % 2 === 0));
    const second = await create('dealer', input(frame));
    expect(second?.userErrors).toEqual([{ field: 'frameNumber', message: pdiMessages.activeExists, code: 'CONFLICT' }]);
  });

  it('takes checklist ids sent as integers only, and refuses unknown ones', async () => {
    const frame = await newFrame();
    const asText = await gql(
      'dealer',
      `mutation { createClaimPDI(input: { custCode: "${dealerCode}",
      frameNumber: "${frame}", mechanic: "Jo", checklist: [{ id: "1", checked: true }] }) { pdi { id } } }`,
    );
    expect(asText.errors?.length).toBeGreaterThan(0);
    const unknown = await create('dealer', input(frame, { checklist: [{ id: 999_999, checked: true }] }));
    expect(unknown?.userErrors[0]).toMatchObject({ field: 'checklist.0.id', message: pdiMessages.unknownItem });
  });

  it('updates with baseVersion, deletes softly and restores; a restore waits while another PDI is active', async () => {
    const frame = await newFrame();
    const first = (await create('dealer', input(frame)))?.pdi;
    const updated = await update('dealer', first?.id ?? '', 1, input(frame, { mechanic: 'Kim Wrench' }));
    expect(updated?.pdi).toMatchObject({ mechanic: 'Kim Wrench', version: 2 });
    const stale = await update('dealer', first?.id ?? '', 1, input(frame));
    expect(stale?.userErrors[0]?.code).toBe('CONFLICT');
    expect(stale?.pdi?.version).toBe(2);

    const deleted = await remove('dealer', first?.id ?? '');
    expect(deleted?.pdi?.isDeleted).toBe(true);
    const list = await gql<{ claimPDIs: { items: { id: string }[] } }>(
      'dealer',
      'query($s: String, $d: Boolean) { claimPDIs(search: $s, showDeleted: $d) { items { id isDeleted } } }',
      { s: frame, d: false },
    );
    expect(list.data?.claimPDIs.items).toEqual([]);
    const withDeleted = await gql<{ claimPDIs: { items: { id: string }[] } }>(
      'dealer',
      'query($s: String, $d: Boolean) { claimPDIs(search: $s, showDeleted: $d) { items { id isDeleted } } }',
      { s: frame, d: true },
    );
    expect(withDeleted.data?.claimPDIs.items.map((p) => p.id)).toEqual([first?.id]);

    const replacement = (await create('dealer', input(frame)))?.pdi;
    expect(replacement?.id).toBeDefined();
    const refused = await restore('dealer', first?.id ?? '');
    expect(refused?.userErrors).toEqual([{ field: 'id', message: pdiMessages.restoreConflict, code: 'CONFLICT' }]);
    await remove('dealer', replacement?.id ?? '');
    const restored = await restore('dealer', first?.id ?? '');
    expect(restored?.pdi).toMatchObject({ id: first?.id, isDeleted: false });
    const checks = await server.db
      .select()
      .from(pdiChecks)
      .where(eq(pdiChecks.pdiId, Number(first?.id)));
    expect(checks).toHaveLength(checklistIds.length);
  });

  it('answers a replayed create with the same client id once', async () => {
    const frame = await newFrame();
    const clientId = `pdi-${randomUUID()}`;
    const answers = await Promise.all([1, 2, 3].map(() => create('dealer', input(frame), clientId)));
    expect(new Set(answers.map((a) => a?.pdi?.id)).size).toBe(1);
    const byClientId = await gql<{ claimPDI: { id: string } | null }>(
      'dealer',
      'query($id: ID!) { claimPDI(id: $id) { id } }',
      {
        id: clientId,
      },
    );
    expect(byClientId.data?.claimPDI?.id).toBe(answers[0]?.pdi?.id);
  });

  it("refuses other dealers' PDIs", async () => {
    const frame = await newFrame();
    const pdi = (await create('dealer', input(frame)))?.pdi;
    const id = pdi?.id ?? '';
    const read = await gql<{ claimPDI: unknown }>('sales2', 'query($id: ID!) { claimPDI(id: $id) { id } }', { id });
    expect(read.data?.claimPDI).toBeNull();
    expect((await update('sales2', id, 1, input(frame)))?.userErrors[0]?.code).toBe('NOT_FOUND');
    expect((await remove('sales2', id))?.userErrors[0]?.code).toBe('NOT_FOUND');
    expect((await restore('sales2', id))?.userErrors[0]?.code).toBe('NOT_FOUND');
    const foreign = await create('sales2', input(await newFrame()));
    expect(foreign?.userErrors[0]?.field).toBe('custCode');
  });
});
