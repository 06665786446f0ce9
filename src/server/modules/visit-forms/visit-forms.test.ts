// Over 400 lines: the visit form API's suite (create, edit, list, photos, access, multipart) over one test server.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { errorMessages } from '../../../shared/errors/error-codes';
import { formMessages } from '../../../shared/validation/form-rules';
import { visitFormMessages } from '../../../shared/visit-forms/visit-messages';
import { userCustomers } from '../customers/customers.tables';
import { uploads } from '../uploads/uploads.tables';
import { formVisitPhotos, formVisits } from './visit-forms.tables';
import { png, userIdOf } from '../../../../tests/support/builders';

// ------------------------------------------------------------------------------------------------------------------
// Documents and helpers

const VISIT = `id clientId brand sorg custCode custName brandDisplay brandDisplayDescription otherMidrange
  otherMidrangeDescription brandDomination qtyPlgGrp qtyNonPlgGrp seriesList seriesBrand { brand series }
  otherSeriesList equipment equipmentText notes photos { slot url contentType size width height } version createdAt
  createdBy updatedAt updatedBy canEdit`;
const PAYLOAD = `message { status description } userErrors { field message code } formVisit { ${VISIT} }`;
const CREATE = `mutation VisitsCreate($input: FormVisitInput!, $photos: [FormVisitPhotoInput!], $clientId: String) {
  createFormVisit(input: $input, photos: $photos, clientId: $clientId) { ${PAYLOAD} } }`;
const UPDATE = `mutation VisitsUpdate($id: ID!, $baseVersion: Int!, $input: FormVisitInput!, $photos: [FormVisitPhotoInput!]) {
  updateFormVisit(id: $id, baseVersion: $baseVersion, input: $input, photos: $photos) { ${PAYLOAD} } }`;
const DELETE = `mutation VisitsDelete($id: ID!) { deleteFormVisit(id: $id) { ${PAYLOAD} } }`;
const LIST = `query VisitsList($brand: String!, $custCodes: [String!], $page: Int, $limit: Int, $date: String,
  $from: String, $to: String, $id: ID) {
  formVisits(brand: $brand, custCodes: $custCodes, page: $page, limit: $limit, date: $date, from: $from, to: $to, id: $id) {
    items { ${VISIT} } info { page count pageTotal } } }`;

interface Photo {
  slot: string;
  url: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
}
interface Visit {
  id: string;
  clientId: string | null;
  brand: string;
  sorg: string;
  custCode: string;
  custName: string;
  brandDisplay: string[];
  brandDomination: boolean | null;
  qtyPlgGrp: number | null;
  qtyNonPlgGrp: number | null;
  equipment: string[];
  notes: string | null;
  photos: Photo[];
  version: number;
  createdBy: string;
  updatedBy: string;
  canEdit: boolean;
  [field: string]: unknown;
}
interface Payload {
  message: { status: 'SUCCESS' | 'FAILED'; description: string };
  userErrors: { field: string | null; message: string; code: string }[];
  formVisit: Visit | null;
}
interface Page {
  items: Visit[];
  info: { page: number; count: number; pageTotal: number };
}

let server: TestServer;

async function gql<T = Record<string, unknown>>(
  username: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Awaited<ReturnType<typeof server.graphql<T>>>> {
  return server.graphql<T>(query, variables, await server.tokenFor(username));
}

const create = async (username: string, variables: Record<string, unknown>) =>
  (await gql<{ createFormVisit: Payload }>(username, CREATE, variables)).data?.createFormVisit;
const update = async (username: string, variables: Record<string, unknown>) =>
  (await gql<{ updateFormVisit: Payload }>(username, UPDATE, variables)).data?.updateFormVisit;
const remove = async (username: string, id: string) =>
  (await gql<{ deleteFormVisit: Payload }>(username, DELETE, { id })).data?.deleteFormVisit;
const list = (username: string, variables: Record<string, unknown>) =>
  gql<{ formVisits: Page }>(username, LIST, { brand: 'polygon', ...variables });

/** A visit's input: one of each reference list of the brand family, or as overridden. */
function input(custCode: string, overrides: Record<string, unknown> = {}) {
  return {
    brand: 'polygon',
    custCode,
    brandDisplay: ['POLYGON', 'MARIN'],
    otherMidrange: ['GIANT'],
    seriesList: ['Siskiu'],
    seriesBrand: [{ brand: 'Polygon', series: 'Siskiu' }],
    otherSeriesList: [],
    ...overrides,
  };
}
const wimInput = (custCode: string, overrides: Record<string, unknown> = {}) =>
  input(custCode, {
    brand: 'wim',
    brandDisplay: ['WIM'],
    otherMidrange: ['UNITED'],
    seriesList: ['Volt'],
    seriesBrand: [{ brand: 'WIM Cycles', series: 'Volt' }],
    ...overrides,
  });

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await server.db.execute(query)) as { rows: T[] }).rows;
}

interface TestCustomer {
  id: number;
  code: string;
  sorg: string;
  name: string;
}

/** The customers a user is linked to, by id. */
async function customersOf(username: string, sorg: string): Promise<TestCustomer[]> {
  return rows<TestCustomer>(sql`select c.id, coalesce(c.cust_code_isr, c.cust_code_r_3) as code, ca.sorg, c.name
    from user_customers uc join users u on u.id = uc.user_id join customers c on c.id = uc.customer_id
    join customer_areas ca on ca.customer_id = c.id
    where u.username = ${username} and ca.sorg = ${sorg} order by c.id`);
}

/**
 * A small real baseline JPEG (one grey component, every 8×8 block mid grey, one-code Huffman tables): what a
 * browser decodes, built here so no binary file is committed.
 */
function jpeg(width: number, height: number): Buffer {
  const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
  const segment = (marker: number, payload: number[]) => [0xff, marker, ...u16(payload.length + 2), ...payload];
  // Each block is DC category 0 (code '0') and end-of-block (code '0'): two zero bits; the last byte pads with ones.
  const bits = Math.ceil(width / 8) * Math.ceil(height / 8) * 2;
  const scan = new Array<number>(Math.ceil(bits / 8)).fill(0);
  const pad = scan.length * 8 - bits;
  if (pad > 0) scan[scan.length - 1] = (1 << pad) - 1;
  return Buffer.from([
    ...[0xff, 0xd8],
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, ...u16(height), ...u16(width), 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0]),
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan,
    ...[0xff, 0xd9],
  ]);
}

/** Uploads a file through POST/PATCH /api/uploads as the outbox does; `complete: false` sends half of it. */
async function upload(
  username: string,
  bytes: Buffer = png(64, 48),
  options: { contentType?: string; complete?: boolean; slot?: string } = {},
): Promise<string> {
  const auth = { authorization: `Bearer ${await server.tokenFor(username)}` };
  const started = await server.postJson(
    '/api/uploads',
    {
      key: randomUUID(),
      slot: options.slot ?? 'frontShop1',
      fileName: 'photo',
      contentType: options.contentType ?? 'image/png',
      size: bytes.length,
    },
    { headers: auth },
  );
  if (started.status !== 201) throw new Error(`upload start: ${String(started.status)} ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  const half = options.complete === false ? Math.floor(bytes.length / 2) : bytes.length;
  const res = await server.request(`/api/uploads/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'upload-offset': '0' },
    body: new Uint8Array(bytes.subarray(0, half)),
  });
  if (res.status !== 200) throw new Error(`upload: ${String(res.status)} ${await res.text()}`);
  return id;
}

async function getPhoto(username: string | null, url: string, headers: Record<string, string> = {}) {
  return server.request(url, {
    headers: { ...headers, ...(username ? { authorization: `Bearer ${await server.tokenFor(username)}` } : {}) },
  });
}

const uploadRow = async (id: string) => (await server.db.select().from(uploads).where(eq(uploads.id, id)))[0];
const visitRow = async (id: string) =>
  (
    await server.db
      .select()
      .from(formVisits)
      .where(eq(formVisits.id, Number(id)))
  )[0];

let salesUs: TestCustomer[];
let salesIdn: TestCustomer[];
let sales2Us: TestCustomer[];

beforeAll(async () => {
  server = await createTestServer();
  // The seed's past visits use the first 12 US and 10 Indonesian customers of `sales`: these tests use later ones.
  salesUs = (await customersOf('sales', '1000')).slice(20);
  salesIdn = (await customersOf('sales', '2000')).slice(20);
  sales2Us = (await customersOf('sales2', '1000')).slice(10);
});
afterAll(async () => {
  await server.close();
});

const customer = (customers: TestCustomer[], index: number) => {
  const found = customers[index];
  if (!found) throw new Error(`no customer ${String(index)}`);
  return found;
};

// ------------------------------------------------------------------------------------------------------------------

describe('createFormVisit', () => {
  it('stores a visit with its photos and answers it in the spec shape', async () => {
    const shop = customer(salesUs, 0);
    const photos = [
      await upload('sales', png(320, 240)),
      await upload('sales', jpeg(64, 40), { contentType: 'image/jpeg' }),
    ];
    const answer = await create('sales', {
      input: input(shop.code, {
        brandDisplayDescription: 'Wall display, 8 bikes.',
        brandDomination: true,
        plgGrp: 14,
        nonPlgGrp: 30,
        otherSeriesList: ['Cargo bike'],
        equipment: ['WORKSHOP', 'REPAIR-STAND'],
        equipmentText: 'Second stand ordered.',
        notes: 'Busy Saturday.\nOwner wants more size M.',
      }),
      photos: [
        { slot: 'displayShop1', uploadId: photos[1] },
        { slot: 'frontShop1', uploadId: photos[0] },
      ],
    });
    expect(answer?.message).toEqual({ status: 'SUCCESS', description: visitFormMessages.saved });
    expect(answer?.userErrors).toEqual([]);
    const visit = answer?.formVisit;
    expect(visit).toMatchObject({
      brand: 'polygon',
      sorg: '1000',
      custCode: shop.code,
      custName: shop.name,
      brandDisplay: ['POLYGON', 'MARIN'],
      brandDisplayDescription: 'Wall display, 8 bikes.',
      otherMidrange: ['GIANT'],
      brandDomination: true,
      qtyPlgGrp: 14,
      qtyNonPlgGrp: 30,
      seriesList: ['Siskiu'],
      seriesBrand: [{ brand: 'Polygon', series: 'Siskiu' }],
      otherSeriesList: ['Cargo bike'],
      equipment: ['WORKSHOP', 'REPAIR-STAND'],
      equipmentText: 'Second stand ordered.',
      notes: 'Busy Saturday.\nOwner wants more size M.',
      version: 1,
      createdBy: 'Sam Sales',
      updatedBy: 'Sam Sales',
      canEdit: true,
      clientId: null,
    });
    // Photos in slot order, with the pixel size read from their headers.
    expect(visit?.photos).toEqual([
      {
        slot: 'frontShop1',
        url: `/api/visit-forms/photos/${photos[0] ?? ''}`,
        contentType: 'image/png',
        size: png(320, 240).length,
        width: 320,
        height: 240,
      },
      {
        slot: 'displayShop1',
        url: `/api/visit-forms/photos/${photos[1] ?? ''}`,
        contentType: 'image/jpeg',
        size: jpeg(64, 40).length,
        width: 64,
        height: 40,
      },
    ]);
    expect((await uploadRow(photos[0] ?? ''))?.attachedTo).toBe(`form-visit:${visit?.id ?? ''}`);
  });

  it('stores brandDomination only when answered and equipment only when not empty', async () => {
    const shop = customer(salesUs, 1);
    const unanswered = await create('sales', { input: input(shop.code, { equipment: [] }) });
    expect(unanswered?.formVisit).toMatchObject({ brandDomination: null, equipment: [], qtyPlgGrp: null, notes: null });
    const stored = await visitRow(unanswered?.formVisit?.id ?? '0');
    expect(stored).toMatchObject({ brandDomination: null, equipment: null, qtyPlgGrp: null, notes: null });

    const answeredNo = await create('sales', {
      input: input(shop.code, { brandDomination: false, equipment: ['WORKSHOP'], notes: '   ' }),
    });
    expect(answeredNo?.formVisit).toMatchObject({ brandDomination: false, equipment: ['WORKSHOP'], notes: null });
    expect(await visitRow(answeredNo?.formVisit?.id ?? '0')).toMatchObject({
      brandDomination: false,
      equipment: ['WORKSHOP'],
    });
  });

  it("refuses the picker's unified value and the customer's unified code: only its own code is accepted", async () => {
    const shop = customer(salesUs, 2);
    const [codes] = await rows<{ unified: string }>(
      sql`select cust_code_unified as unified from customers where id = ${shop.id}`,
    );
    for (const custCode of [`1000:${shop.code}`, codes?.unified ?? 'U']) {
      const answer = await create('sales', { input: input(custCode) });
      expect(answer?.message.status).toBe('FAILED');
      expect(answer?.userErrors).toEqual([
        { field: 'custCode', message: visitFormMessages.unifiedCode, code: 'BAD_USER_INPUT' },
      ]);
    }
  });

  it('refuses field values with the shared rules and choices outside the reference lists, storing nothing', async () => {
    const shop = customer(salesUs, 3);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from form_visits`);
    const answer = await create('sales', {
      input: input(shop.code, {
        brandDisplay: ['POLYGON', 'WIM'],
        notes: 'Owner said <b>hi</b>',
        plgGrp: -2,
      }),
    });
    expect(answer?.message).toEqual({ status: 'FAILED', description: visitFormMessages.notSaved });
    expect(answer?.userErrors).toEqual(
      expect.arrayContaining([
        { field: 'notes', message: formMessages.text, code: 'BAD_USER_INPUT' },
        { field: 'plgGrp', message: formMessages.numeric, code: 'BAD_USER_INPUT' },
      ]),
    );
    const notInList = await create('sales', { input: input(shop.code, { brandDisplay: ['POLYGON', 'WIM'] }) });
    expect(notInList?.userErrors).toEqual([
      { field: 'brandDisplay.1', message: visitFormMessages.notInList, code: 'BAD_USER_INPUT' },
    ]);
    const badSeries = await create('sales', {
      input: input(shop.code, { seriesBrand: [{ brand: 'Marin', series: 'Siskiu' }], equipment: ['DISCO'] }),
    });
    expect(badSeries?.userErrors.map((e) => e.field)).toEqual(['equipment.0', 'seriesBrand.0']);
    const unknown = await create('sales', { input: input('9999999') });
    expect(unknown?.userErrors).toEqual([
      { field: 'custCode', message: visitFormMessages.customerNotFound, code: 'BAD_USER_INPUT' },
    ]);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from form_visits`)).toEqual(before);
  });

  it('answers 400, never 500, for a quantity that is not a number', async () => {
    const shop = customer(salesUs, 3);
    const res = await gql('sales', CREATE, { input: input(shop.code, { plgGrp: '12a' }) });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('access', () => {
  it("refuses another rep's customer with CUSTOMER_NOT_YOURS and the spec's text", async () => {
    const theirs = customer(sales2Us, 0);
    const answer = await create('sales', { input: input(theirs.code) });
    expect(answer).toEqual({
      message: { status: 'FAILED', description: visitFormMessages.notSaved },
      userErrors: [{ field: 'custCode', message: errorMessages.customerNotYours, code: 'CUSTOMER_NOT_YOURS' }],
      formVisit: null,
    });
    expect(errorMessages.customerNotYours).toBe(
      'This customer does not belong to you anymore, please contact sales support',
    );
  });

  it('refuses writes for a customer the rep no longer serves, also on the rep’s own earlier visit', async () => {
    const shop = customer(salesUs, 4);
    const created = await create('sales', { input: input(shop.code) });
    const visit = created?.formVisit;
    // The customer moves to another rep.
    await server.db
      .delete(userCustomers)
      .where(and(eq(userCustomers.userId, await userIdOf(server.db, 'sales')), eq(userCustomers.customerId, shop.id)));
    const again = await create('sales', { input: input(shop.code) });
    expect(again?.userErrors).toEqual([
      { field: 'custCode', message: errorMessages.customerNotYours, code: 'CUSTOMER_NOT_YOURS' },
    ]);
    const edit = await update('sales', { id: visit?.id, baseVersion: 1, input: input(shop.code, { notes: 'Later' }) });
    expect(edit?.userErrors).toEqual([
      { field: 'custCode', message: errorMessages.customerNotYours, code: 'CUSTOMER_NOT_YOURS' },
    ]);
    expect((await visitRow(visit?.id ?? '0'))?.notes).toBeNull();
    // Nor does the list show it any more.
    expect((await list('sales', { id: visit?.id })).data?.formVisits.items).toEqual([]);
  });

  it('hides a visit from another rep: not listed, not served, not editable, not deletable', async () => {
    const shop = customer(salesUs, 5);
    const photo = await upload('sales');
    const created = await create('sales', {
      input: input(shop.code),
      photos: [{ slot: 'frontShop1', uploadId: photo }],
    });
    const visit = created?.formVisit;
    if (!visit) throw new Error('no visit');
    expect((await list('sales2', { id: visit.id })).data?.formVisits).toEqual({
      items: [],
      info: { page: 1, count: 0, pageTotal: 1 },
    });
    expect((await list('sales2', { custCodes: [shop.code] })).data?.formVisits.items).toEqual([]);
    expect((await getPhoto('sales2', visit.photos[0]?.url ?? '')).status).toBe(404);
    const notFound = [{ field: 'id', message: visitFormMessages.notFound, code: 'NOT_FOUND' }];
    expect((await update('sales2', { id: visit.id, baseVersion: 1, input: input(shop.code) }))?.userErrors).toEqual(
      notFound,
    );
    expect((await remove('sales2', visit.id))?.userErrors).toEqual(notFound);
    expect(await visitRow(visit.id)).toMatchObject({ version: 1, deletedAt: null });
  });

  it("lets the admin (limitation all) read a rep's visit but only its author change it", async () => {
    const shop = customer(salesUs, 5);
    const visit = (await create('sales', { input: input(shop.code) }))?.formVisit;
    const seen = (await list('admin', { id: visit?.id })).data?.formVisits.items;
    expect(seen?.map((v) => [v.id, v.canEdit, v.createdBy])).toEqual([[visit?.id, false, 'Sam Sales']]);
    const edit = await update('admin', { id: visit?.id, baseVersion: 1, input: input(shop.code) });
    expect(edit?.userErrors).toEqual([{ field: 'id', message: visitFormMessages.onlyAuthor, code: 'FORBIDDEN' }]);
    expect((await remove('admin', visit?.id ?? ''))?.userErrors[0]?.code).toBe('FORBIDDEN');
  });

  it('needs page.formvisit for every operation (403)', async () => {
    const shop = customer(salesUs, 6);
    const operations: [string, Record<string, unknown>][] = [
      [LIST, { brand: 'polygon' }],
      ['query VisitsOptions { formVisitBrandDisplay(brand: "polygon") { code } }', {}],
      ['query VisitsCustomers { formVisitSalesCustomers { custCode } }', {}],
      [CREATE, { input: input(shop.code) }],
      [DELETE, { id: '1' }],
    ];
    for (const [query, variables] of operations) {
      const res = await gql('dealer', query, variables);
      expect(res.status).toBe(403);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('opens WIM only for users with a sales area in sorg 2000', async () => {
    // sales2 sells in sorg 1000 only.
    const closed = await gql<{ formVisits: Page }>('sales2', LIST, { brand: 'wim' });
    expect(closed.status).toBe(404);
    expect(closed.errors?.[0]).toMatchObject({
      message: visitFormMessages.brandClosed,
      extensions: { code: 'NOT_FOUND' },
    });
    const lists = await gql('sales2', 'query VisitsWimLists { formVisitEquipment(brand: "wim") { code } }');
    expect(lists.status).toBe(404);
    const write = await create('sales2', { input: wimInput(customer(sales2Us, 0).code) });
    expect(write?.userErrors).toEqual([{ field: 'brand', message: visitFormMessages.brandClosed, code: 'FORBIDDEN' }]);
    expect((await gql('sales2', LIST, { brand: 'polygon' })).status).toBe(200);

    // sales has an area in 2000: WIM visits for Indonesian dealers, not for US ones.
    const wim = await create('sales', { input: wimInput(customer(salesIdn, 0).code) });
    expect(wim?.formVisit).toMatchObject({ brand: 'wim', sorg: '2000', brandDisplay: ['WIM'] });
    const us = await create('sales', { input: wimInput(customer(salesUs, 6).code) });
    expect(us?.userErrors).toEqual([
      { field: 'custCode', message: visitFormMessages.notWimCustomer, code: 'BAD_USER_INPUT' },
    ]);
    // Each family has its own lists: a polygon code is not a WIM choice.
    const mixed = await create('sales', { input: wimInput(customer(salesIdn, 0).code, { brandDisplay: ['POLYGON'] }) });
    expect(mixed?.userErrors[0]?.field).toBe('brandDisplay.0');
  });
});

describe('formVisits', () => {
  let shop: TestCustomer;
  let ids: string[];

  beforeAll(async () => {
    shop = customer(salesUs, 10);
    ids = [];
    for (let i = 0; i < 12; i++) {
      const visit = (await create('sales', { input: input(shop.code, { plgGrp: i }), clientId: `list-${String(i)}` }))
        ?.formVisit;
      ids.push(visit?.id ?? '');
    }
    // Spread them over days (the day is the visit's day in its sorg's time zone).
    const days = ['2026-01-10', '2026-01-20', '2026-02-25'];
    for (const [i, day] of days.entries()) {
      await server.db
        .update(formVisits)
        .set({ visitedOn: day, createdAt: new Date(`${day}T15:00:00Z`) })
        .where(eq(formVisits.id, Number(ids[i])));
    }
    // And a WIM visit of another family, at another customer.
    await create('sales', { input: wimInput(customer(salesIdn, 1).code) });
  });

  const page = async (variables: Record<string, unknown>) => {
    const res = await list('sales', { custCodes: [shop.code], ...variables });
    expect(res.status).toBe(200);
    return res.data?.formVisits;
  };

  it('pages newest first with 10 or 20 a page', async () => {
    const first = await page({ limit: 10 });
    expect(first?.info).toEqual({ page: 1, count: 12, pageTotal: 2 });
    expect(first?.items).toHaveLength(10);
    // Newest first: the nine created now (latest first), then the ones dated earlier, by date.
    expect(first?.items.map((v) => v.id)).toEqual([...ids.slice(3).reverse(), ids[2]]);
    const second = await page({ limit: 10, page: 2 });
    expect(second?.items.map((v) => v.id)).toEqual([ids[1], ids[0]]);
    expect((await page({ limit: 20 }))?.items).toHaveLength(12);
    expect((await page({ page: 5 }))?.items).toEqual([]);
    // The default page size is 10.
    expect((await list('sales', { custCodes: [shop.code] })).data?.formVisits.items).toHaveLength(10);
  });

  it('filters by brand and by customers', async () => {
    const polygon = await list('sales', { limit: 20 });
    expect(polygon.data?.formVisits.items.every((v) => v.brand === 'polygon')).toBe(true);
    const wim = await list('sales', { brand: 'wim', limit: 20 });
    expect(wim.data?.formVisits.items.length).toBeGreaterThan(0);
    expect(wim.data?.formVisits.items.every((v) => v.brand === 'wim' && v.sorg === '2000')).toBe(true);
    const other = customer(salesUs, 1);
    const two = await list('sales', { custCodes: [shop.code, other.code], limit: 20 });
    expect(new Set(two.data?.formVisits.items.map((v) => v.custCode))).toEqual(new Set([shop.code, other.code]));
    // A customer that is not the rep's matches nothing.
    expect((await list('sales', { custCodes: [customer(sales2Us, 0).code] })).data?.formVisits.info.count).toBe(0);
  });

  it('filters by one day and by a range of days', async () => {
    expect((await page({ date: '2026-01-10' }))?.items.map((v) => v.id)).toEqual([ids[0]]);
    expect((await page({ from: '2026-01-05', to: '2026-02-04' }))?.items.map((v) => v.id)).toEqual([ids[1], ids[0]]);
    expect((await page({ from: '2026-01-20', to: '2026-02-19', date: '2026-01-20' }))?.items.map((v) => v.id)).toEqual([
      ids[1],
    ]);
    expect((await page({ from: '2025-12-01', to: '2025-12-31' }))?.info.count).toBe(0);
  });

  it("refuses a range over 30 days with 'Date range must not exceed 30 days' (400 BAD_USER_INPUT)", async () => {
    const res = await list('sales', { from: '2026-01-01', to: '2026-02-01' });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: 'Date range must not exceed 30 days',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) as unknown,
      }),
    ]);
    for (const variables of [
      { from: '2026-01-01' },
      { date: 'yesterday' },
      { limit: 15 },
      { page: 0 },
      { brand: 'giant' },
      { id: 'x'.repeat(101) },
    ]) {
      const bad = await list('sales', variables);
      expect(bad.status).toBe(400);
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('finds one visit by its id or by the client id its device gave it', async () => {
    expect((await page({ id: ids[4] }))?.items.map((v) => v.id)).toEqual([ids[4]]);
    expect((await list('sales', { id: 'list-4' })).data?.formVisits.items.map((v) => v.id)).toEqual([ids[4]]);
    expect((await list('sales', { id: '999999' })).data?.formVisits.items).toEqual([]);
    // A WIM visit is not in the polygon list.
    const wim = (await list('sales', { brand: 'wim', limit: 20 })).data?.formVisits.items[0];
    expect((await list('sales', { id: wim?.id })).data?.formVisits.items).toEqual([]);
  });
});

describe('idempotent creates', () => {
  /** POST /api/graphql as the outbox sends it: with an Idempotency-Key. */
  async function sendWithKey(key: string, variables: Record<string, unknown>) {
    const res = await server.app.request('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${await server.tokenFor('sales')}`,
        'idempotency-key': key,
      },
      body: JSON.stringify({ query: CREATE, variables, operationName: 'VisitsCreate' }),
    });
    return { status: res.status, body: (await res.json()) as { data?: { createFormVisit: Payload } } };
  }

  it('stores one visit for 5 concurrent duplicates with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const notes = `Concurrent ${key}`;
    const photo = await upload('sales');
    const variables = {
      input: input(customer(salesUs, 7).code, { notes }),
      photos: [{ slot: 'frontShop1', uploadId: photo }],
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendWithKey(key, variables)));
    const stored = await server.db.select().from(formVisits).where(eq(formVisits.notes, notes));
    expect(stored).toHaveLength(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of ok) expect(answer.body.data?.createFormVisit.formVisit?.id).toBe(String(stored[0]?.id));
    // The outbox retries later: the same answer, still one visit.
    const replay = await sendWithKey(key, variables);
    expect(replay.body.data?.createFormVisit.formVisit?.id).toBe(String(stored[0]?.id));
    expect(await server.db.select().from(formVisits).where(eq(formVisits.notes, notes))).toHaveLength(1);
  });

  it('stores one visit for one client id sent with different keys, one after another or at once', async () => {
    const clientId = randomUUID();
    const variables = { input: input(customer(salesUs, 7).code, { notes: 'Client id once' }), clientId };
    const first = await sendWithKey(randomUUID(), variables);
    const second = await sendWithKey(randomUUID(), variables);
    expect(first.body.data?.createFormVisit.formVisit).toMatchObject({ clientId });
    expect(second.body.data?.createFormVisit.message.status).toBe('SUCCESS');
    expect(second.body.data?.createFormVisit.formVisit?.id).toBe(first.body.data?.createFormVisit.formVisit?.id);

    const together = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendWithKey(randomUUID(), { ...variables, clientId: together })),
    );
    const stored = await server.db.select().from(formVisits).where(eq(formVisits.clientId, together));
    expect(stored).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.data?.createFormVisit.formVisit?.id).toBe(String(stored[0]?.id));
    }
  });

  it('lets an update queued behind its own create name the visit by its client id', async () => {
    const clientId = randomUUID();
    const shop = customer(salesUs, 7);
    await create('sales', { input: input(shop.code), clientId });
    const edit = await update('sales', { id: clientId, baseVersion: 1, input: input(shop.code, { notes: 'Queued' }) });
    expect(edit?.formVisit).toMatchObject({ clientId, version: 2, notes: 'Queued' });
    // Another rep's client id names nothing.
    expect(
      (await update('sales2', { id: clientId, baseVersion: 2, input: input(shop.code) }))?.userErrors[0]?.code,
    ).toBe('NOT_FOUND');
    for (const clientId of ['not a client id!', '42']) {
      expect((await create('sales', { input: input(shop.code), clientId }))?.userErrors).toEqual([
        { field: 'clientId', message: visitFormMessages.clientId, code: 'BAD_USER_INPUT' },
      ]);
    }
  });
});

describe('updateFormVisit', () => {
  it('changes the visit and its version; a stale base version answers CONFLICT with the server visit', async () => {
    const shop = customer(salesUs, 8);
    const visit = (await create('sales', { input: input(shop.code, { notes: 'First' }) }))?.formVisit;
    const edited = await update('sales', {
      id: visit?.id,
      baseVersion: 1,
      input: input(shop.code, { notes: 'Second', brandDomination: true }),
    });
    expect(edited?.message).toEqual({ status: 'SUCCESS', description: visitFormMessages.updated });
    expect(edited?.formVisit).toMatchObject({ id: visit?.id, version: 2, notes: 'Second', brandDomination: true });

    // Another device still edits version 1.
    const stale = await update('sales', {
      id: visit?.id,
      baseVersion: 1,
      input: input(shop.code, { notes: 'Third' }),
    });
    expect(stale?.message).toEqual({ status: 'FAILED', description: visitFormMessages.notSaved });
    expect(stale?.userErrors).toEqual([
      { field: 'baseVersion', message: visitFormMessages.conflict, code: 'CONFLICT' },
    ]);
    expect(stale?.formVisit).toMatchObject({ id: visit?.id, version: 2, notes: 'Second' });
    expect(await visitRow(visit?.id ?? '0')).toMatchObject({ version: 2, notes: 'Second' });
  });

  it('keeps, replaces and removes photo slots, releasing the photos that leave', async () => {
    const shop = customer(salesUs, 8);
    const a = await upload('sales', png(30, 20));
    const b = await upload('sales', png(31, 20));
    const c = await upload('sales', png(32, 20));
    const d = await upload('sales', png(33, 20));
    const visit = (
      await create('sales', {
        input: input(shop.code),
        photos: [
          { slot: 'frontShop1', uploadId: a },
          { slot: 'frontShop2', uploadId: b },
          { slot: 'displayBanner', uploadId: c },
        ],
      })
    )?.formVisit;
    const edited = await update('sales', {
      id: visit?.id,
      baseVersion: 1,
      input: input(shop.code),
      photos: [
        { slot: 'frontShop2', uploadId: d },
        { slot: 'displayBanner', uploadId: null },
      ],
    });
    expect(edited?.userErrors).toEqual([]);
    expect(edited?.formVisit?.photos.map((p) => [p.slot, p.url.split('/').pop(), p.width])).toEqual([
      ['frontShop1', a, 30],
      ['frontShop2', d, 33],
    ]);
    // The replaced and the removed photo are free again (pruned later) and no longer served.
    expect((await uploadRow(b))?.attachedTo).toBeNull();
    expect((await uploadRow(c))?.attachedTo).toBeNull();
    expect((await uploadRow(d))?.attachedTo).toBe(`form-visit:${visit?.id ?? ''}`);
    expect((await getPhoto('sales', `/api/visit-forms/photos/${b}`)).status).toBe(404);
    expect((await getPhoto('sales', `/api/visit-forms/photos/${a}`)).status).toBe(200);

    // Moving a photo to another slot keeps it; an update without photos changes none.
    const moved = await update('sales', {
      id: visit?.id,
      baseVersion: 2,
      input: input(shop.code),
      photos: [
        { slot: 'frontShop1', uploadId: null },
        { slot: 'displayPoster', uploadId: a },
      ],
    });
    expect(moved?.formVisit?.photos.map((p) => p.slot)).toEqual(['frontShop2', 'displayPoster']);
    const untouched = await update('sales', { id: visit?.id, baseVersion: 3, input: input(shop.code) });
    expect(untouched?.formVisit?.photos.map((p) => p.slot)).toEqual(['frontShop2', 'displayPoster']);
  });

  it('refuses a change of brand, bad slots, and a photo in two slots', async () => {
    const shop = customer(salesIdn, 2);
    const visit = (await create('sales', { input: input(shop.code) }))?.formVisit;
    expect((await update('sales', { id: visit?.id, baseVersion: 1, input: wimInput(shop.code) }))?.userErrors).toEqual([
      { field: 'brand', message: visitFormMessages.brandChange, code: 'BAD_USER_INPUT' },
    ]);
    const photo = await upload('sales');
    const bad = await update('sales', {
      id: visit?.id,
      baseVersion: 1,
      input: input(shop.code),
      photos: [
        { slot: 'roof1', uploadId: photo },
        { slot: 'frontShop1', uploadId: photo },
        { slot: 'frontShop2', uploadId: photo },
        { slot: 'frontShop1', uploadId: null },
      ],
    });
    expect(bad?.userErrors).toEqual([
      { field: 'photos.0', message: visitFormMessages.unknownSlot, code: 'BAD_USER_INPUT' },
      { field: 'photos.2', message: visitFormMessages.photoInTwoSlots, code: 'BAD_USER_INPUT' },
      { field: 'photos.3', message: visitFormMessages.slotTwice, code: 'BAD_USER_INPUT' },
    ]);
    expect((await visitRow(visit?.id ?? '0'))?.version).toBe(1);
  });
});

describe('photos by upload id', () => {
  it('refuses uploads that are not images, not the caller’s, not complete, or used by another visit', async () => {
    const shop = customer(salesUs, 9);
    const pdf = await upload('sales', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200)]), {
      contentType: 'application/pdf',
    });
    const theirs = await upload('sales2');
    const half = await upload('sales', png(200, 200, [1, 2, 3]), { complete: false });
    const used = await upload('sales');
    await create('sales', { input: input(shop.code), photos: [{ slot: 'frontShop1', uploadId: used }] });
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from form_visits`);
    const answer = await create('sales', {
      input: input(shop.code),
      photos: [
        { slot: 'frontShop1', uploadId: pdf },
        { slot: 'frontShop2', uploadId: theirs },
        { slot: 'frontShop3', uploadId: half },
        { slot: 'frontShop4', uploadId: used },
        { slot: 'displayShop1', uploadId: 'not-an-id' },
      ],
    });
    expect(answer?.message.status).toBe('FAILED');
    expect(answer?.userErrors).toEqual([
      { field: 'photos.0', message: 'This file is not a photo', code: 'BAD_USER_INPUT' },
      { field: 'photos.1', message: 'This file was not found; upload it again', code: 'BAD_USER_INPUT' },
      { field: 'photos.2', message: 'This file has not been uploaded completely', code: 'BAD_USER_INPUT' },
      { field: 'photos.3', message: 'This file is already used by another record', code: 'BAD_USER_INPUT' },
      { field: 'photos.4', message: 'This file was not found; upload it again', code: 'BAD_USER_INPUT' },
    ]);
    // Nothing stored, and the caller's own free photo was not taken.
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from form_visits`)).toEqual(before);
    expect((await uploadRow(pdf))?.attachedTo).toBeNull();
    // A JSON request cannot carry a file: a string where the file belongs is refused, not a 500.
    const notAFile = await gql<{ createFormVisit: Payload }>('sales', CREATE, {
      input: input(shop.code),
      photos: [
        { slot: 'frontShop1', file: 'data:image/png;base64,iVBORw0KGgo=' },
        { slot: 'frontShop2', uploadId: used, file: 'x' },
      ],
    });
    expect(notAFile.status).toBe(200);
    expect(notAFile.data?.createFormVisit.userErrors).toEqual([
      { field: 'photos.0', message: visitFormMessages.notAFile, code: 'BAD_USER_INPUT' },
      { field: 'photos.1', message: visitFormMessages.uploadAndFile, code: 'BAD_USER_INPUT' },
    ]);
  });

  it('refuses photos over 100 MB and files that are not images at the upload, before any byte', async () => {
    const auth = { authorization: `Bearer ${await server.tokenFor('sales')}` };
    const start = (contentType: string, size: number) =>
      server.postJson(
        '/api/uploads',
        { key: randomUUID(), slot: 'frontShop1', fileName: 'x', contentType, size },
        { headers: auth },
      );
    const big = await start('image/jpeg', 100 * 1024 * 1024 + 1);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ message: 'Photos may be at most 100 MB', code: 'FILE_TOO_LARGE' });
    expect((await start('image/svg+xml', 100)).status).toBe(415);
  });
});

describe('multipart createFormVisit (GraphQL multipart request spec)', () => {
  async function multipart(variables: Record<string, unknown>, files: { path: string; file: File }[]) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: CREATE, variables, operationName: 'VisitsCreate' }));
    form.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]]))));
    files.forEach((f, i) => {
      form.append(String(i), f.file);
    });
    const res = await server.app.request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${await server.tokenFor('sales')}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { data?: { createFormVisit: Payload } } };
  }

  it('stores a visit with a real PNG and JPEG sent inline, served back byte for byte', async () => {
    const shop = customer(salesIdn, 3);
    const front = png(120, 90, [200, 40, 40]);
    const display = jpeg(48, 32);
    const { status, body } = await multipart(
      {
        input: wimInput(shop.code),
        photos: [
          { slot: 'frontShop1', file: null },
          { slot: 'displayShop1', file: null },
        ],
      },
      [
        {
          path: 'variables.photos.0.file',
          file: new File([new Uint8Array(front)], 'front.png', { type: 'image/png' }),
        },
        // Sent without a type: recognised by its first bytes.
        { path: 'variables.photos.1.file', file: new File([new Uint8Array(display)], 'display.jpg') },
      ],
    );
    expect(status).toBe(200);
    const answer = body.data?.createFormVisit;
    expect(answer?.userErrors).toEqual([]);
    expect(answer?.formVisit?.photos.map((p) => [p.slot, p.contentType, p.size, p.width, p.height])).toEqual([
      ['frontShop1', 'image/png', front.length, 120, 90],
      ['displayShop1', 'image/jpeg', display.length, 48, 32],
    ]);
    const served = await getPhoto('sales', answer?.formVisit?.photos[1]?.url ?? '');
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(display)).toBe(true);
  });

  it('refuses a photo over 100 MB sent inline', async () => {
    const shop = customer(salesIdn, 3);
    const huge = new Uint8Array(100 * 1024 * 1024 + 1);
    huge.set(png(8, 8).subarray(0, 16));
    const { status, body } = await multipart(
      { input: wimInput(shop.code), photos: [{ slot: 'frontShop1', file: null }] },
      [{ path: 'variables.photos.0.file', file: new File([huge], 'huge.png', { type: 'image/png' }) }],
    );
    expect(status).toBe(200);
    expect(body.data?.createFormVisit.userErrors).toEqual([
      { field: 'photos.0', message: 'Photos may be at most 100 MB', code: 'BAD_USER_INPUT' },
    ]);
  });

  it('refuses a multipart request over 101 MB with 413 before reading it', async () => {
    const res = await server.app.request('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${await server.tokenFor('sales')}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(101 * 1024 * 1024 + 1),
      },
      body: '--x--',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: 'The request body is too large: send large photos through /api/uploads',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
  });

  it('refuses a file that is not an image, whatever it is declared as', async () => {
    const shop = customer(salesIdn, 3);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from form_visits`);
    const { status, body } = await multipart(
      {
        input: wimInput(shop.code),
        photos: [
          { slot: 'frontShop1', file: null },
          { slot: 'frontShop2', file: null },
        ],
      },
      [
        {
          path: 'variables.photos.0.file',
          file: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.png', { type: 'image/png' }),
        },
        { path: 'variables.photos.1.file', file: new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }) },
      ],
    );
    expect(status).toBe(200);
    expect(body.data?.createFormVisit.userErrors).toEqual([
      { field: 'photos.0', message: 'This file is not a photo', code: 'BAD_USER_INPUT' },
      { field: 'photos.1', message: 'This file is not a photo', code: 'BAD_USER_INPUT' },
    ]);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from form_visits`)).toEqual(before);
  });
});

describe('visit photo pixel size', () => {
  const tooLarge = (field: string) => ({
    field,
    message: 'Visit photos may be at most 2048 pixels on their longest side',
    code: 'BAD_USER_INPUT',
  });

  it('refuses a photo over 2048 px on its longest side by upload id, and takes one of exactly 2048 px', async () => {
    const shop = customer(salesUs, 14);
    const wide = await upload('sales', png(2049, 4));
    const tall = await upload('sales', jpeg(16, 2049), { contentType: 'image/jpeg', slot: 'frontShop2' });
    const refused = await create('sales', {
      input: input(shop.code),
      photos: [
        { slot: 'frontShop1', uploadId: wide },
        { slot: 'frontShop2', uploadId: tall },
      ],
    });
    expect(refused?.message.status).toBe('FAILED');
    expect(refused?.userErrors).toEqual([tooLarge('photos.0'), tooLarge('photos.1')]);
    expect((await uploadRow(wide))?.attachedTo).toBeNull();

    const fits = await upload('sales', png(2048, 4));
    const saved = await create('sales', { input: input(shop.code), photos: [{ slot: 'frontShop1', uploadId: fits }] });
    expect(saved?.userErrors).toEqual([]);
    expect(saved?.formVisit?.photos.map((p) => [p.width, p.height])).toEqual([[2048, 4]]);

    // An update is held to the same.
    const bigger = await upload('sales', png(4, 3000));
    const updated = await update('sales', {
      id: saved?.formVisit?.id,
      baseVersion: 1,
      input: input(shop.code),
      photos: [{ slot: 'frontShop2', uploadId: bigger }],
    });
    expect(updated?.userErrors).toEqual([tooLarge('photos.0')]);
  });

  it('refuses a photo over 2048 px sent inline, and stores no visit', async () => {
    const shop = customer(salesIdn, 4);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from form_visits`);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: CREATE,
        variables: { input: wimInput(shop.code), photos: [{ slot: 'frontShop1', file: null }] },
        operationName: 'VisitsCreate',
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.photos.0.file'] }));
    form.append('0', new File([new Uint8Array(png(2100, 2))], 'wide.png', { type: 'image/png' }));
    const res = await server.app.request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${await server.tokenFor('sales')}` },
      body: form,
    });
    const body = (await res.json()) as { data?: { createFormVisit: Payload } };
    expect(body.data?.createFormVisit.userErrors).toEqual([tooLarge('photos.0')]);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from form_visits`)).toEqual(before);
  });
});

describe('deleteFormVisit', () => {
  it('deletes the visit, stops serving its photos, and succeeds again when repeated', async () => {
    const shop = customer(salesUs, 11);
    const photo = await upload('sales');
    const visit = (
      await create('sales', { input: input(shop.code), photos: [{ slot: 'frontShop1', uploadId: photo }] })
    )?.formVisit;
    const deleted = await remove('sales', visit?.id ?? '');
    expect(deleted).toEqual({
      message: { status: 'SUCCESS', description: visitFormMessages.deleted },
      userErrors: [],
      formVisit: null,
    });
    expect((await list('sales', { id: visit?.id })).data?.formVisits.items).toEqual([]);
    expect((await getPhoto('sales', visit?.photos[0]?.url ?? '')).status).toBe(404);
    expect((await uploadRow(photo))?.attachedTo).toBeNull();
    expect(
      await server.db
        .select()
        .from(formVisitPhotos)
        .where(eq(formVisitPhotos.visitId, Number(visit?.id))),
    ).toEqual([]);
    expect((await remove('sales', visit?.id ?? ''))?.message.status).toBe('SUCCESS');
    expect(
      (await update('sales', { id: visit?.id, baseVersion: 1, input: input(shop.code) }))?.userErrors[0]?.code,
    ).toBe('NOT_FOUND');
    expect((await remove('sales', '424242'))?.userErrors[0]?.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/visit-forms/photos/{uploadId}', () => {
  it('serves the photo privately and immutably, with its type and nosniff', async () => {
    const shop = customer(salesUs, 12);
    const bytes = png(50, 40);
    const photo = await upload('sales', bytes);
    await create('sales', { input: input(shop.code), photos: [{ slot: 'frontShop1', uploadId: photo }] });
    const url = `/api/visit-forms/photos/${photo}`;
    const res = await getPhoto('sales', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toBe(`"${photo}"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const again = await getPhoto('sales', url, { 'if-none-match': `"${photo}"` });
    expect(again.status).toBe(304);
    // The admin acts for every customer; the dealer lacks the scope; no token is 401; an unknown id 404.
    expect((await getPhoto('admin', url)).status).toBe(200);
    expect((await getPhoto('dealer', url)).status).toBe(403);
    expect((await getPhoto(null, url)).status).toBe(401);
    expect((await getPhoto('sales', `/api/visit-forms/photos/${randomUUID()}`)).status).toBe(404);
    expect((await getPhoto('sales', '/api/visit-forms/photos/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    // An upload that belongs to no visit is not served here.
    expect((await getPhoto('sales', `/api/visit-forms/photos/${await upload('sales')}`)).status).toBe(404);
  });
});

describe('reference lists and customers', () => {
  it('lists each brand family’s own brand displays, other midranges, equipment and series', async () => {
    const res = await gql<Record<string, { code?: string; name?: string; brand?: string; series?: string }[]>>(
      'sales',
      `query VisitsLists($brand: String!) {
        formVisitBrandDisplay(brand: $brand) { code name }
        formVisitOtherMidRange(brand: $brand) { code name }
        formVisitEquipment(brand: $brand) { code name }
        formVisitSeries(brand: $brand) { brand series }
      }`,
      { brand: 'polygon' },
    );
    expect(res.data?.formVisitBrandDisplay?.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Polygon', 'Marin', 'Entity']),
    );
    expect(res.data?.formVisitOtherMidRange?.length).toBeGreaterThan(5);
    expect(res.data?.formVisitEquipment?.map((o) => o.code)).toContain('WORKSHOP');
    expect(new Set(res.data?.formVisitSeries?.map((s) => s.brand))).toEqual(new Set(['Polygon', 'Marin', 'Entity']));
    const wim = await gql<{ formVisitBrandDisplay: { name: string }[]; formVisitSeries: { brand: string }[] }>(
      'sales',
      'query VisitsWim { formVisitBrandDisplay(brand: "wim") { name } formVisitSeries(brand: "wim") { brand } }',
    );
    expect(wim.data?.formVisitBrandDisplay.map((o) => o.name)).toContain('WIM Cycles');
    expect(wim.data?.formVisitBrandDisplay.map((o) => o.name)).not.toContain('Polygon');
    expect(new Set(wim.data?.formVisitSeries.map((s) => s.brand))).toEqual(new Set(['WIM Cycles']));
  });

  it('lists the rep’s customers by sorg, with their last visit, and only those with visits on request', async () => {
    interface Row {
      custCode: string;
      custName: string;
      sorg: string;
      city: string | null;
      lastVisitAt: string | null;
    }
    const customers = async (username: string, variables: Record<string, unknown>) =>
      (
        await gql<{ formVisitSalesCustomers: Row[] }>(
          username,
          `query VisitsCustomers($sorg: String, $only: Boolean, $brand: String) {
            formVisitSalesCustomers(sorg: $sorg, onlyCustomerHasFormVisit: $only, brand: $brand) {
              custCode custName sorg city lastVisitAt } }`,
          variables,
        )
      ).data?.formVisitSalesCustomers ?? [];
    const all = await customers('sales', {});
    // Every customer the rep is linked to (240 seeded, less one an earlier test moved to another rep).
    const [linked] = await rows<{ n: number }>(
      sql`select count(*)::int as n from user_customers uc join users u on u.id = uc.user_id where u.username = 'sales'`,
    );
    expect(all).toHaveLength(linked?.n ?? -1);
    expect(all.length).toBeGreaterThan(200);
    const idn = await customers('sales', { sorg: '2000' });
    expect(idn).toHaveLength(80);
    expect(idn.every((c) => c.sorg === '2000')).toBe(true);
    const names = idn.map((c) => c.custName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The seed's past visits, and this file's.
    const visited = await customers('sales', { only: true });
    expect(visited.length).toBeGreaterThan(10);
    expect(visited.length).toBeLessThan(all.length);
    expect(visited.every((c) => c.lastVisitAt !== null)).toBe(true);
    const wimVisited = await customers('sales', { only: true, brand: 'wim' });
    expect(wimVisited.length).toBeGreaterThan(0);
    expect(wimVisited.every((c) => c.sorg === '2000')).toBe(true);
    // The other rep sees only its own customers, and WIM stays closed to it.
    const theirs = await customers('sales2', {});
    expect(theirs).toHaveLength(40);
    expect(theirs.some((c) => all.some((mine) => mine.custCode === c.custCode))).toBe(false);
    const closed = await gql('sales2', 'query VisitsClosed { formVisitSalesCustomers(brand: "wim") { custCode } }');
    expect(closed.status).toBe(404);
  });
});

describe('seeded visits', () => {
  it('gives both reps a few months of visits with photos served like real ones', async () => {
    const seeded = (await list('sales', { limit: 20, page: 3 })).data?.formVisits;
    expect(seeded?.info.count).toBeGreaterThan(30);
    const withPhotos = seeded?.items.find((v) => v.photos.length > 0);
    const photo = withPhotos?.photos[0];
    expect(photo).toMatchObject({ contentType: 'image/png', width: 160, height: 120 });
    const res = await getPhoto('sales', photo?.url ?? '');
    expect(res.status).toBe(200);
    expect([...new Uint8Array(await res.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await list('sales', { brand: 'wim' })).data?.formVisits.info.count).toBeGreaterThan(0);
    expect((await list('sales2', {})).data?.formVisits.info.count).toBeGreaterThan(5);
  });
});

describe('GET /api/dev/form-visits', () => {
  it("lists a user's visits with each photo's pixel size and bytes, since a moment", async () => {
    const since = new Date().toISOString();
    const shop = customer(salesUs, 13);
    const clientId = randomUUID();
    const photos = [
      await upload('sales', png(2048, 1536)),
      await upload('sales', jpeg(16, 16), { contentType: 'image/jpeg' }),
    ];
    await create('sales', {
      input: input(shop.code),
      clientId,
      photos: [
        { slot: 'frontShop1', uploadId: photos[0] },
        { slot: 'frontShop2', uploadId: photos[1] },
      ],
    });
    const res = await server.request(`/api/dev/form-visits?user=SALES&since=${encodeURIComponent(since)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      visits: { clientId: string; photoCount: number; photos: { width: number; height: number; size: number }[] }[];
    };
    expect(body.visits).toHaveLength(1);
    expect(body.visits[0]).toMatchObject({
      clientId,
      photoCount: 2,
      photos: [
        { slot: 'frontShop1', width: 2048, height: 1536, size: png(2048, 1536).length },
        { slot: 'frontShop2', width: 16, height: 16, size: jpeg(16, 16).length },
      ],
    });
    const byClient = (await (await server.request(`/api/dev/form-visits?user=sales&clientId=${clientId}`)).json()) as {
      visits: unknown[];
    };
    expect(byClient.visits).toHaveLength(1);
    expect((await server.request('/api/dev/form-visits')).status).toBe(400);
  });

  it('answers 404 in production', async () => {
    const production = await createTestServer({ env: { NODE_ENV: 'production' } });
    try {
      expect((await production.request('/api/dev/form-visits?user=sales')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
