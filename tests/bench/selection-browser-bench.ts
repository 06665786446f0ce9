// `npm run bench:selection`: time per selection toggle on /payment/invoice over 2,000 open invoices in Chromium at
// 4× CPU — from the checkbox click to the next frame (React's commit of the toggled rows and the footer, the shared
// summarizeSelection, layout and paint). The page is the real build served by `npm start`; only the open-invoices
// answer is replaced by 2,000 generated rows (with installments, credit notes and rows under a request), so the
// figure does not depend on the seed. Prints figures; asserts nothing (aim ≤ 16 ms). BENCH_ROWS and BENCH_TOGGLES
// change the run; the Node-only figure of the rules is `npx tsx tests/bench/selection-bench.ts`.
import { chromium, type Route } from '@playwright/test';
import {
  chromePath,
  chromiumArgs,
  ensureClientBuild,
  esbuildNameShim,
  percentile,
  startBenchServer,
} from '../../scripts/bench-support';
import { PASSWORD } from '../e2e/support/portal';

const ROWS = Number(process.env.BENCH_ROWS ?? 2_000);
const TOGGLES = Number(process.env.BENCH_TOGGLES ?? 120);
const CPU_SLOWDOWN = 4;

function day(offset: number): string {
  return new Date(Date.UTC(2026, 10, 26) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** 2,000 open invoices of one company, as openInvoiceV5 answers them (one bucket: the page flattens them). */
function generatedInvoices() {
  return Array.from({ length: ROWS }, (_, i) => {
    const overdue = 60 - (i % 180);
    const installment = i % 10 === 0 ? 1 + (i % 3) : 0;
    const invoiceNo = `INV-${String(installment > 0 ? i - (i % 3) : i).padStart(6, '0')}`;
    return {
      id: i + 1,
      sorg: '1000',
      invoiceNo,
      assignment: `${invoiceNo}-${String(installment)}-${String(i)}`,
      installment,
      invoiceDate: day(overdue - 30),
      dueDate: day(overdue),
      overdue,
      status: 'Open',
      currency: 'USD',
      accountingAmount: i % 17 === 0 ? -(1_000 + i) : 10_000 + i * 7,
      accountingNo: `ACC-${String(i).padStart(6, '0')}`,
      earlyPaymentDiscount: i % 4 === 0 ? 150 : 0,
      freightAllowance: i % 6 === 0 ? 80 : 0,
      payerCode: '0001000001',
      payerName: 'Bench payer',
    };
  });
}

async function replaceOpenInvoices(route: Route): Promise<void> {
  const body = route.request().postData() ?? '';
  if (!body.includes('PaymentsPayInvoices')) {
    await route.continue();
    return;
  }
  const answer = await route.fetch();
  const json = (await answer.json()) as { data?: { customerArea?: { sorg: string }[] } };
  const areas = (json.data?.customerArea ?? []).map((area) => ({
    ...area,
    merchantConfig: { allowPayInvoice: true },
  }));
  await route.fulfill({
    response: answer,
    json: {
      data: {
        customerArea: areas,
        openInvoiceV5: [
          {
            companyCode: 'BENCH',
            sorg: '1000',
            currency: 'USD',
            customerAgeing: [{ invoice: generatedInvoices() }],
            pendingPayment: [],
            waitingForPayment: [],
          },
        ],
      },
    },
  });
}

ensureClientBuild();
const server = await startBenchServer('selection');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
try {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(esbuildNameShim);
  const page = await context.newPage();
  await page.goto('/en-us/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('dealer');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /^Welcome,/ }).waitFor({ timeout: 60_000 });
  await page.route('**/graphql', replaceOpenInvoices);
  await page.goto('/en-us/payment/invoice');
  await page.getByTestId('selection-summary').waitFor({ timeout: 60_000 });
  await page.locator('tbody input[type=checkbox]').first().waitFor();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const { measured: times, synchronous } = await page.evaluate(async (toggles: number) => {
    const box = document.querySelector('tbody')?.closest('div') as HTMLDivElement | null;
    const nextFrame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          setTimeout(resolve, 0);
        });
      });
    const measured: number[] = [];
    const synchronous: number[] = [];
    for (let t = 0; t < toggles; t++) {
      // Three places in the list (top, middle, near the end), ten rows each, selected and then deselected.
      if (box && t % 20 === 0) {
        box.scrollTop = [0, box.scrollHeight / 2, box.scrollHeight * 0.9][(t / 20) % 3] ?? 0;
        await nextFrame();
        await nextFrame();
      }
      const boxes = [...document.querySelectorAll<HTMLInputElement>('tbody input[type=checkbox]')];
      const target = boxes[8 + (t % 10)] ?? boxes[t % boxes.length];
      if (!target) break;
      const started = performance.now();
      target.click();
      synchronous.push(performance.now() - started);
      await nextFrame();
      measured.push(performance.now() - started);
    }
    return { measured, synchronous };
  }, TOGGLES);
  const selected = await page.getByTestId('selection-summary').textContent();
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `/payment/invoice, ${String(ROWS)} rows, ${String(CPU_SLOWDOWN)}× CPU, ${String(times.length)} toggles ` +
      `(click → next frame): mean ${mean.toFixed(1)} ms, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms. Footer at the end: ${String(selected)}`,
  );
  console.log(
    `  of which the click itself (React's synchronous render and commit, the shared summary): ` +
      `p50 ${percentile(synchronous, 50).toFixed(1)} ms, p95 ${percentile(synchronous, 95).toFixed(1)} ms`,
  );
  console.log('Aim: ≤ 16 ms per toggle.');
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
