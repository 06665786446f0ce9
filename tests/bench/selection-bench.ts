// `npx tsx tests/bench/selection-bench.ts`: time per selection toggle over 2,000 open invoices in Node — one
// toggleSelection plus one summarizeSelection (spec 01 §5 rules, both rules, with installments and credit notes),
// as the invoice page does on every click. The index is built once per list. Prints figures; asserts nothing.
// BENCH_ROWS and BENCH_TOGGLES change the run. The browser figure (Chromium, 4× CPU) is measured by the page's e2e.
import { percentile } from '../../scripts/bench-support';
import {
  indexInvoices,
  summarizeSelection,
  toggleSelection,
  type InvoicePaymentRule,
  type SelectionInvoice,
} from '../../src/shared/invoices/selection';

const rowCount = Number(process.env.BENCH_ROWS ?? 2_000);
const toggles = Number(process.env.BENCH_TOGGLES ?? 2_000);

function day(offset: number): string {
  return new Date(Date.UTC(2026, 10, 26) + offset * 86_400_000).toISOString().slice(0, 10);
}

const rows: SelectionInvoice[] = Array.from({ length: rowCount }, (_, i) => {
  const overdue = 60 - (i % 180);
  const installment = i % 10 === 0 ? 1 + (i % 3) : 0;
  const invoiceNo = `INV-${String(installment > 0 ? i - (i % 3) : i).padStart(6, '0')}`;
  return {
    sorg: '1000',
    invoiceNo,
    assignment: `${invoiceNo}-${String(installment)}-${String(i)}`,
    installment,
    dueDate: day(overdue),
    overdue,
    status: i % 50 === 0 ? 'Waiting For Payment' : 'Open',
    currency: 'USD',
    accountingAmount: i % 17 === 0 ? -(1_000 + i) : 10_000 + i * 7,
    earlyPaymentDiscount: i % 4 === 0 ? 150 : 0,
    freightAllowance: i % 6 === 0 ? 80 : 0,
  };
});

const indexStart = performance.now();
const index = indexInvoices(rows);
const indexMs = performance.now() - indexStart;

for (const rule of ['oldest', 'overdue'] as InvoicePaymentRule[]) {
  let keys = new Set<string>();
  const times: number[] = [];
  let sink = 0;
  for (let t = 0; t < toggles; t++) {
    // Walk the list selecting, then deselecting, with a stride so the selection grows to half the rows.
    const row = rows[(t * 7) % rowCount];
    if (!row) continue;
    const started = performance.now();
    keys = toggleSelection(keys, row);
    const summary = summarizeSelection(index, keys, {
      rule,
      payingOffered: true,
      allowPartialPayment: true,
      paymentDiscountPercent: 1.5,
      decimalPrecision: 2,
    });
    times.push(performance.now() - started);
    sink += summary.total + summary.wrong.size;
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${rule.padEnd(7)} ${String(rowCount)} rows, ${String(times.length)} toggles: ` +
      `mean ${mean.toFixed(3)} ms, p50 ${percentile(times, 50).toFixed(3)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(3)} ms, max ${Math.max(...times).toFixed(3)} ms (checksum ${String(sink)})`,
  );
}
console.log(`index built once: ${indexMs.toFixed(3)} ms`);
