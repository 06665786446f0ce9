// `npm run bench:export`: the open-order export's workbook (exceljs streaming writer, the server's own
// writeOpenOrdersWorkbook) for 10,000 open-order lines and 2,000 delivery lines, written into a stream that counts
// the bytes. Prints time, file size, the longest event-loop gap (a 5 ms interval timer, as the checklist measured)
// and RSS, yielding as the server does (every 200 rows or 20 ms) and every 2,000 rows (the checklist's). Asserts
// nothing.
// BENCH_ROWS changes the number of lines.
import { Writable } from 'node:stream';
import { writeOpenOrdersWorkbook } from '../../src/server/modules/reports/open-orders-workbook';
import type { OpenOrderCompanyModel } from '../../src/server/modules/orders/open-orders.service';

let rows = Number(process.env.BENCH_ROWS ?? 10_000);
const format = { currency: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 };

function company(): OpenOrderCompanyModel {
  const orders: OpenOrderCompanyModel['orders'] = [];
  for (let i = 0; i < rows; i += 1) {
    const orderNo = `SO-2000-${String(100_000 + Math.floor(i / 8))}`;
    orders.push({
      soNumber: String(200_000_000 + Math.floor(i / 8)),
      orderNumber: orderNo,
      orderType: i % 10 === 0 ? 'CF' : 'ZOR',
      orderTypeDisplay: i % 10 === 0 ? 'Consignment Fill Up' : 'Standard order',
      poNumber: `PO-${String(i)}`,
      createdAt: new Date(Date.UTC(2026, 9, 1 + (i % 50), 8, 30)).toISOString(),
      requestDeliveryDate: '2026-12-15',
      expectedDeliveryDate: i % 3 === 0 ? '2026-12-20' : null,
      notes: 'Deliver before noon, call the shop first',
      internalNotes: null,
      createdBy: 'Sales Representative',
      shipTo: 'Toko Sepeda Maju Jaya',
      shipToAddress: 'Jl. Jenderal Sudirman No. 12, Jakarta Pusat 10220',
      custCode: 'C200123',
      custName: 'Toko Sepeda Maju Jaya',
      articleCode: `A${String(100_000 + (i % 3_000))}`,
      articleCodeDisplay: `A${String(100_000 + (i % 3_000))}`,
      name: 'Polygon Siskiu T8 29 Large Red 2026',
      brand: 'POLYGON',
      qty: 1 + (i % 7),
      subTotal: (1 + (i % 7)) * 14_500_000,
      price: 14_500_000,
      uom: 'PC',
      productCategory: 'Bike',
      modelYear: '2026',
      status: 'PARTIALLY_CONFIRMED',
      format,
    });
  }
  const deliveries: OpenOrderCompanyModel['deliveries'] = [];
  for (let d = 0; d < rows / 50; d += 1) {
    deliveries.push({
      doNumber: `DO-2000-${String(d).padStart(6, '0')}`,
      estimatedDeliveryDate: '2026-12-18',
      detail: orders.slice(d * 10, d * 10 + 10).map((o) => ({
        orderNo: o.orderNumber,
        articleCode: o.articleCode,
        articleCodeDisplay: o.articleCodeDisplay,
        description: o.name,
        orderQty: o.qty,
        price: o.price,
        orderType: o.orderType,
        custCode: o.custCode,
      })),
    });
  }
  return { companyCode: 'ID01', companyName: 'PT Insera Sena', orders, deliveries };
}

async function run(label: string, pace: { rowsPerYield: number; sliceMs: number }) {
  const data = [company()];
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const at = performance.now();
    longest = Math.max(longest, at - last);
    last = at;
  }, 5);
  const started = performance.now();
  const written = await writeOpenOrdersWorkbook(data, sink, { withInternalNotes: false, ...pace });
  const ms = performance.now() - started;
  clearInterval(timer);
  const rss = process.memoryUsage().rss / 1024 / 1024;
  console.log(
    `${label}: ${String(written.orders)} lines + ${String(written.deliveries)} delivery lines, ` +
      `${(ms / 1000).toFixed(2)} s, ${(bytes / 1024 / 1024).toFixed(2)} MiB, longest event-loop gap ${longest.toFixed(0)} ms, RSS ${rss.toFixed(0)} MiB`,
  );
}

// A warm-up run of 1,000 lines (module loading, JIT: the first rows written block longest) first, not printed.
const wanted = rows;
rows = 1_000;
await writeOpenOrdersWorkbook([company()], new Writable({ write: (_c, _e, done) => done() }), {
  withInternalNotes: false,
});
rows = wanted;
console.log(`Open-order export bench (Node ${process.version}):`);
await run('server (yield every 200 rows or 20 ms)', { rowsPerYield: 200, sliceMs: 20 });
await run('checklist (yield every 2,000 rows)    ', { rowsPerYield: 2000, sliceMs: Infinity });
