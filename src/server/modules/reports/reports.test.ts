// The open-order export against a real server: exportOpenOrders makes the report, GET /api/reports/{id}/download
// streams it to its owner only, read back with exceljs; expiry, the file name's day and the OE1 failure path.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { createLogger } from '../../lib/logger';
import { attachmentDisposition } from './reports.routes';
import { writeDownload } from './reports.service';

let server: TestServer;
// Tokens are checked against the real time: the clock starts now and only moves forward.
let clock = new Date();

interface ExportAnswer {
  exportOpenOrders: {
    message: { status: string };
    userErrors: { message: string }[];
    report: { id: string; kind: string; fileName: string; status: string; expiresAt: string } | null;
  };
}

const EXPORT = `mutation { exportOpenOrders { message { status } userErrors { message }
  report { id kind fileName status createdAt expiresAt } } }`;

async function exportAs(user: string) {
  const res = await server.graphql<ExportAnswer>(EXPORT, {}, await server.tokenFor(user));
  return res;
}

async function download(user: string, id: string) {
  return server.request(`http://localhost/api/reports/${id}/download`, {
    headers: { authorization: `Bearer ${await server.tokenFor(user)}` },
  });
}

beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
});

afterAll(async () => {
  await server.close();
});

describe('exportOpenOrders and the download', () => {
  it('streams the owner its open orders as an xlsx: two sheets, frozen header, autofilter, numbers as numbers', async () => {
    const made = await exportAs('dealer');
    const report = made.data?.exportOpenOrders.report;
    expect(made.data?.exportOpenOrders.message.status).toBe('SUCCESS');
    expect(report).toMatchObject({ kind: 'open-orders', status: 'ready' });
    expect(report?.fileName).toMatch(/^List Open Order - \d{2}-\d{2}-\d{4}\.xlsx$/);
    // About an hour to download.
    const lifetime = new Date(report?.expiresAt ?? 0).getTime() - clock.getTime();
    expect(lifetime).toBe(60 * 60 * 1000);

    const res = await download('dealer', report?.id ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const name = report?.fileName ?? '';
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Open orders', 'Deliveries']);

    // The same data as the page's openOrderV4 (the dealer sees no internal notes).
    const page = await server.graphql<{
      openOrderV4: { orders: { orderNumber: string; qty: number }[]; deliveries: { detail: unknown[] }[] }[];
    }>(
      'query { openOrderV4 { orders { orderNumber qty } deliveries { detail { orderNo } } } }',
      {},
      await server.tokenFor('dealer'),
    );
    const companies = page.data?.openOrderV4 ?? [];
    const lineCount = companies.reduce((n, c) => n + c.orders.length, 0);
    const deliveryLineCount = companies.reduce((n, c) => n + c.deliveries.reduce((m, d) => m + d.detail.length, 0), 0);
    expect(lineCount).toBeGreaterThan(0);

    const orders = workbook.getWorksheet('Open orders');
    if (!orders) throw new Error('no orders sheet');
    expect(orders.rowCount).toBe(lineCount + 1);
    const headers = (orders.getRow(1).values as unknown[]).slice(1);
    expect(headers).toContain('Order number');
    expect(headers).toContain('Open quantity');
    expect(headers).toContain('Subtotal');
    expect(headers).toContain('Requested delivery date');
    expect(headers).not.toContain('Internal notes');
    expect(orders.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(orders.autoFilter).toBeTruthy();
    const column = (title: string) => headers.indexOf(title) + 1;
    const first = orders.getRow(2);
    expect(typeof first.getCell(column('Open quantity')).value).toBe('number');
    expect(typeof first.getCell(column('Subtotal')).value).toBe('number');
    expect(first.getCell(column('Created at')).value).toBeInstanceOf(Date);
    expect(first.getCell(column('Order number')).text).toBe(companies.flatMap((c) => c.orders)[0]?.orderNumber);
    const qtyTotal = companies.flatMap((c) => c.orders).reduce((n, o) => n + o.qty, 0);
    let sheetTotal = 0;
    orders.eachRow((row, index) => {
      if (index > 1) sheetTotal += Number(row.getCell(column('Open quantity')).value);
    });
    expect(sheetTotal).toBe(qtyTotal);

    const deliveries = workbook.getWorksheet('Deliveries');
    expect(deliveries?.rowCount).toBe(deliveryLineCount + 1);
  });

  it('answers another user, an unknown and a malformed id 404 alike, and an expired link 410', async () => {
    const made = await exportAs('dealer');
    const id = made.data?.exportOpenOrders.report?.id ?? '';
    for (const user of ['sales', 'admin', 'vendor']) {
      const res = await download(user, id);
      expect(res.status, user).toBe(404);
      const body = await res.text();
      expect(body).not.toContain('List Open Order');
    }
    expect((await download('dealer', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await download('dealer', 'not-a-uuid')).status).toBe(404);
    const anonymous = await server.request(`http://localhost/api/reports/${id}/download`);
    expect(anonymous.status).toBe(401);

    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const late = await download('dealer', id);
    expect(late.status).toBe(410);
    expect(((await late.json()) as { message: string }).message).toBe(
      'This download has expired: export the list again',
    );
  });

  it('needs page.order-status and a customer', async () => {
    // The admin and the rep have no customer selected.
    for (const user of ['admin', 'sales']) {
      const res = await exportAs(user);
      expect(res.errors?.[0]?.message, user).toBe('Please select a customer first');
    }
    // The vendor lacks page.order-status.
    expect((await exportAs('vendor')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('names the file by the day of the host sorg (America/Chicago for localhost)', async () => {
    clock = new Date('2030-03-02T04:30:00Z'); // still 1 March in Chicago
    const made = await exportAs('dealer');
    expect(made.data?.exportOpenOrders.report?.fileName).toBe('List Open Order - 01-03-2030.xlsx');
    clock = new Date();
  });
});

describe('failures', () => {
  it("logs 'Something went wrong (OE1).' and ends the answer when writing fails", async () => {
    const logged: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger = {
      ...createLogger('silent'),
      error: (message: string, fields?: Record<string, unknown>) =>
        logged.push({ message, ...(fields ? { fields } : {}) }),
    };
    const broken = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('disk full'));
      },
    });
    broken.on('error', () => undefined);
    const made = await exportAs('dealer');
    const id = made.data?.exportOpenOrders.report?.id ?? '';
    const companies = [
      {
        companyCode: 'C1',
        companyName: 'Company',
        deliveries: [],
        orders: [
          {
            soNumber: '1',
            orderNumber: 'SO-1',
            orderType: 'ZOR',
            orderTypeDisplay: 'Standard',
            poNumber: '',
            createdAt: new Date().toISOString(),
            requestDeliveryDate: null,
            expectedDeliveryDate: null,
            notes: '',
            internalNotes: null,
            createdBy: '',
            shipTo: '',
            shipToAddress: '',
            custCode: '',
            custName: '',
            articleCode: 'A',
            articleCodeDisplay: 'A',
            name: 'A',
            brand: '',
            qty: 1,
            subTotal: 100,
            price: 100,
            uom: 'PC',
            productCategory: '',
            modelYear: '',
            status: 'OPEN',
            format: {
              currency: 'USD',
              symbol: '$',
              thousandSeparator: ',',
              decimalSeparator: '.',
              decimalPrecision: 2,
            },
          },
        ],
      },
    ];
    const report = {
      id,
      kind: 'open-orders',
      ownerUserId: 0,
      customerId: null,
      parameters: {},
      status: 'ready' as const,
      fileName: 'x.xlsx',
      error: null,
      createdAt: new Date(),
      expiresAt: new Date(),
    };
    await writeDownload(
      { db: server.db, logger },
      { kind: 'ready', report, data: companies, withInternalNotes: false },
      broken,
    );
    expect(logged.map((l) => l.message)).toContain('Something went wrong (OE1).');
    // The report is marked failed: a second download answers the spec's text without a 5xx.
    const again = await download('dealer', id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('Something went wrong (OE1).');
  });

  it('quotes the ASCII file name and encodes the UTF-8 one', () => {
    expect(attachmentDisposition('List Open Order - 21-11-2026.xlsx')).toBe(
      `attachment; filename="List Open Order - 21-11-2026.xlsx"; filename*=UTF-8''List%20Open%20Order%20-%2021-11-2026.xlsx`,
    );
    expect(attachmentDisposition('Liste "ouverte" é.xlsx')).toBe(
      `attachment; filename="Liste _ouverte_ _.xlsx"; filename*=UTF-8''Liste%20%22ouverte%22%20%C3%A9.xlsx`,
    );
  });
});
