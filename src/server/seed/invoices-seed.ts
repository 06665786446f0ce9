// The demo invoices (spec 01 §3 Invoice, Price component, Average payment days; §4 Credit): per demo customer due and
// overdue invoices up to 120 days, an invoice in installments, credit notes, invoices waiting for or pending payment,
// two years of paid invoices with their clearing day, an invoice per shipped delivery; one company blocked per
// reason (spec 01 §4 Credit blocked reasons), never a demo user's company.
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, companyCredit, customerAreas, customers } from '../modules/customers/customers.tables';
import { averagePaymentDays, invoiceLines, invoices, priceComponents } from '../modules/invoices/invoices.tables';
import { deliveries, deliveryLines, orderLines } from '../modules/orders/orders.tables';
import { bulkInsert, nextId, syncSerial } from './bulk-insert';
import type { DemoActors } from './catalog-seed';
import { createRandom } from './random';
import { orderDayOf } from '../../shared/orders/order-dates';

/** The blocked reasons of spec 01 §4 Credit, one company each. */
export const CREDIT_BLOCKED_REASONS = [
  'limit_exceeded',
  'overdue_over_limit',
  'oldest_ar_blocked',
  'other_company_blocked',
] as const;

/** Price components per sorg (spec 01 §3 Price component): the optional amount columns each module shows. */
export const DEMO_PRICE_COMPONENTS: { sorg: string; module: string; additionalDisplays: string[] }[] = [
  { sorg: '1000', module: 'invoice', additionalDisplays: ['recycleFee', 'surcharges', 'freightAllowance'] },
  { sorg: '1000', module: 'order', additionalDisplays: ['shippingCost'] },
  { sorg: '2000', module: 'invoice', additionalDisplays: ['tax', 'shippingCost'] },
  { sorg: '2000', module: 'order', additionalDisplays: ['tax'] },
  { sorg: '3000', module: 'invoice', additionalDisplays: ['recycleFee', 'earlyPaymentDiscount'] },
  { sorg: '3000', module: 'order', additionalDisplays: [] },
];

/** One US dollar in minor units of each demo sorg's currency. */
const USD_IN_MINOR: Record<string, number> = { '1000': 100, '2000': 16_000, '3000': 92 };
const CURRENCY: Record<string, string> = { '1000': 'USD', '2000': 'IDR', '3000': 'EUR' };
const DAY_MS = 86_400_000;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

const ARTICLES = [
  { code: 'PAA-1001', name: 'Chain 11-speed', brand: 'Shimano', usd: 28 },
  { code: 'PAA-1002', name: 'Brake pads (pair)', brand: 'Shimano', usd: 9 },
  { code: 'PAA-1003', name: 'Inner tube 29"', brand: 'Schwalbe', usd: 7 },
  { code: 'PAA-1004', name: 'Tyre 700x28', brand: 'Continental', usd: 35 },
  { code: 'BIKE-2001', name: 'Trail 29 frame kit', brand: 'Polygon', usd: 640 },
  { code: 'BIKE-2002', name: 'City bike 28"', brand: 'Polygon', usd: 420 },
];

export interface InvoicesSeedCounts {
  invoices: number;
  lines: number;
  blockedCompanies: number;
}

/** The demo customers whose invoices are seeded: the dealer's, the vendor's and the sales rep's first 30. */
export function invoiceDemoCustomers(actors: DemoActors): number[] {
  return [...new Set([actors.dealerCustomerId, actors.vendorCustomerId, ...actors.salesCustomerIds.slice(0, 30)])];
}

export async function seedInvoices(
  db: Db,
  { now, actors }: { now: Date; actors: DemoActors },
): Promise<InvoicesSeedCounts> {
  const random = createRandom(20261201);
  const demo = invoiceDemoCustomers(actors);
  const info = await db
    .select({
      id: customers.id,
      name: customers.name,
      payerCode: sql<string>`coalesce(${customers.custCodeIsr}, ${customers.custCodeR3}, '')`,
      sorg: customerAreas.sorg,
      companyCode: sql<string>`coalesce(${companies.code}, '')`,
    })
    .from(customers)
    .innerJoin(customerAreas, eq(customerAreas.customerId, customers.id))
    .leftJoin(companies, eq(companies.id, customerAreas.companyId))
    .where(inArray(customers.id, demo));

  // The shipped deliveries of these customers, in one statement (the last 60 lines each are enough).
  const shipped = await db
    .select({
      customerId: deliveries.customerId,
      doNumber: deliveries.doNumber,
      deliveryDate: deliveries.deliveryDate,
      code: orderLines.articleCode,
      name: orderLines.description,
      qty: deliveryLines.qty,
      price: orderLines.price,
    })
    .from(deliveries)
    .innerJoin(deliveryLines, eq(deliveryLines.deliveryId, deliveries.id))
    .innerJoin(orderLines, eq(orderLines.id, deliveryLines.orderLineId))
    .where(and(inArray(deliveries.customerId, demo), isNotNull(deliveries.deliveryDate)))
    .orderBy(deliveries.customerId, deliveries.deliveryDate, deliveries.doNumber);
  type ShippedLine = (typeof shipped)[number];
  const shippedOf = new Map<number, ShippedLine[]>();
  for (const row of shipped) {
    const lines = shippedOf.get(row.customerId) ?? [];
    if (lines.length < 60) lines.push(row);
    shippedOf.set(row.customerId, lines);
  }

  let invoiceId = await nextId(db, invoices, invoices.id);
  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  const lineRows: (typeof invoiceLines.$inferInsert)[] = [];
  const apdRows: (typeof averagePaymentDays.$inferInsert)[] = [];
  let serial = 0;

  for (const customer of info) {
    // The sorg's own day, as the server ages invoices by it (overdue = due − the host's today): around midnight UTC
    // the US and Europe are on different days.
    const today = orderDayOf(now, customer.sorg);
    const unit = USD_IN_MINOR[customer.sorg] ?? 100;
    const currency = CURRENCY[customer.sorg] ?? 'USD';
    const base = {
      customerId: customer.id,
      sorg: customer.sorg,
      currency,
      payerCode: customer.payerCode,
      payerName: customer.name,
      companyCode: customer.companyCode,
      terms: 'Net 30',
      lineItem: '',
      accountingNo: '',
    };
    /** Adds one invoice (or installment) with 1–3 lines; returns its grand total. */
    const add = (fields: {
      invoiceNo: string;
      assignment?: string;
      installment?: number;
      invoiceDate: string;
      dueDate: string;
      status: string;
      clearingDate?: string | null;
      sign?: 1 | -1;
      share?: number;
      doNo?: string;
      lines?: { code: string; name: string; brand: string; qty: number; price: number }[];
    }) => {
      const id = invoiceId++;
      const sign = fields.sign ?? 1;
      const lines =
        fields.lines ??
        Array.from({ length: random.int(1, 3) }, () => {
          const article = random.pick(ARTICLES);
          return { ...article, qty: random.int(1, 12), price: article.usd * unit };
        });
      let net = 0;
      for (const line of lines) {
        const subTotal = line.qty * line.price;
        net += subTotal;
        // The lines belong to the invoice: written once, with its first installment.
        if ((fields.installment ?? 1) === 1)
          lineRows.push({
            invoiceId: id,
            articleCode: line.code,
            name: line.name,
            brand: line.brand,
            uom: 'PC',
            qty: line.qty,
            price: line.price,
            subTotal,
          });
      }
      const tax = customer.sorg === '1000' ? 0 : Math.round(net * 0.1);
      const recycleFee = customer.sorg === '2000' ? 0 : Math.round(net * 0.005);
      const shippingCost = net > 500 * unit ? 0 : 15 * unit;
      const grandTotal = sign * (net + tax + recycleFee + shippingCost);
      const share = fields.share ?? 1;
      serial++;
      invoiceRows.push({
        ...base,
        id,
        invoiceNo: fields.invoiceNo,
        assignment: fields.assignment ?? fields.invoiceNo,
        installment: fields.installment ?? 0,
        doNo: fields.doNo ?? (sign > 0 ? `80${String(serial).padStart(8, '0')}` : ''),
        invoiceDate: fields.invoiceDate,
        dueDate: fields.dueDate,
        status: fields.status,
        clearingDate: fields.clearingDate ?? null,
        notes: sign < 0 ? 'Credit note: returned goods' : '',
        detailNotes: '',
        recycleFee,
        surcharges: 0,
        accountingAmount: Math.round(grandTotal * share),
        accountingNo: `AC${String(serial).padStart(8, '0')}`,
        paymentDiscount: 0,
        grandTotal,
        tax,
        shippingCost,
        discount: 0,
        expeditionName: sign > 0 ? random.pick(['DHL Freight', 'UPS', 'JNE', 'DB Schenker']) : '',
        expeditionTracking: sign > 0 ? `TRK${String(serial).padStart(9, '0')}` : '',
        fiscalYear: Number(fields.invoiceDate.slice(0, 4)),
        freightAllowance: sign > 0 && fields.installment === undefined ? Math.round(net * 0.01) : 0,
        earlyPaymentDiscount: sign > 0 && fields.installment === undefined ? Math.round(net * 0.02) : 0,
      });
      return grandTotal;
    };
    const no = () => `9${customer.sorg.slice(0, 1)}${String(serial + 1).padStart(8, '0')}`;

    // Open invoices: not due and overdue in every bucket (down to 120 days), a credit note or two.
    for (const overdue of [25, 10, 0, -1, -15, -30, -31, -45, -60, -61, -90, -91, -120]) {
      const dueDate = addDays(today, overdue);
      add({ invoiceNo: no(), invoiceDate: addDays(dueDate, -30), dueDate, status: 'Open' });
    }
    for (const overdue of [5, -20]) {
      const dueDate = addDays(today, overdue);
      add({ invoiceNo: no(), invoiceDate: addDays(dueDate, -30), dueDate, status: 'Open', sign: -1 });
    }
    // An invoice in three installments: the same number, a different assignment each, 30 days apart.
    const installmentNo = no();
    const firstDue = addDays(today, -35);
    const installmentLines = [{ ...ARTICLES[4], qty: 3, price: (ARTICLES[4]?.usd ?? 640) * unit }].map((a) => ({
      code: a.code ?? '',
      name: a.name ?? '',
      brand: a.brand ?? '',
      qty: a.qty,
      price: a.price,
    }));
    for (const installment of [1, 2, 3]) {
      add({
        invoiceNo: installmentNo,
        assignment: `${installmentNo}-${String(installment)}`,
        installment,
        invoiceDate: addDays(firstDue, -30),
        dueDate: addDays(firstDue, (installment - 1) * 30),
        status: 'Open',
        share: 1 / 3,
        lines: installmentLines,
      });
    }
    // Under a live payment request: waiting for the dealer's transfer, and paid at the gateway awaiting clearing.
    add({
      invoiceNo: no(),
      invoiceDate: addDays(today, -40),
      dueDate: addDays(today, -10),
      status: 'Waiting For Payment',
    });
    add({ invoiceNo: no(), invoiceDate: addDays(today, -35), dueDate: addDays(today, -5), status: 'Pending Payment' });

    // Two years of paid invoices with their clearing day; the average payment days per year follow from them.
    const perYear = new Map<number, { weighted: number; amount: number }>();
    for (let month = 1; month <= 24; month++) {
      const invoiceDate = addDays(today, -month * 30 - random.int(0, 20));
      const dueDate = addDays(invoiceDate, 30);
      const clearingDate = addDays(invoiceDate, random.int(20, 50));
      if (clearingDate >= today) continue;
      const total = add({ invoiceNo: no(), invoiceDate, dueDate, status: 'Paid', clearingDate });
      const year = Number(clearingDate.slice(0, 4));
      const days = Math.round((Date.parse(clearingDate) - Date.parse(invoiceDate)) / DAY_MS);
      const sum = perYear.get(year) ?? { weighted: 0, amount: 0 };
      sum.weighted += days * total;
      sum.amount += total;
      perYear.set(year, sum);
    }
    for (const [year, sum] of perYear) {
      apdRows.push({
        sorg: customer.sorg,
        customerId: customer.id,
        year,
        days: sum.amount > 0 ? Math.round(sum.weighted / sum.amount) : 0,
      });
    }

    // An invoice per shipped delivery (the order desk ships them): paid once older than 45 days.
    const byDelivery = new Map<string, ShippedLine[]>();
    for (const row of shippedOf.get(customer.id) ?? []) {
      byDelivery.set(row.doNumber, [...(byDelivery.get(row.doNumber) ?? []), row]);
    }
    for (const [doNo, rows] of byDelivery) {
      const invoiceDate = rows[0]?.deliveryDate ?? today;
      const dueDate = addDays(invoiceDate, 30);
      const paid = addDays(invoiceDate, 45) < today;
      add({
        invoiceNo: no(),
        invoiceDate,
        dueDate,
        doNo,
        status: paid ? 'Paid' : 'Open',
        clearingDate: paid ? addDays(invoiceDate, 28) : null,
        lines: rows.map((r) => ({ code: r.code, name: r.name, brand: '', qty: r.qty, price: r.price })),
      });
    }
  }

  await bulkInsert(db, invoices, invoiceRows);
  await bulkInsert(db, invoiceLines, lineRows);
  await syncSerial(db, invoices);
  await syncSerial(db, invoiceLines);
  await bulkInsert(db, averagePaymentDays, apdRows);
  await bulkInsert(db, priceComponents, DEMO_PRICE_COMPONENTS);

  // One company per blocked reason among the sales rep's Indonesian customers: no demo user's own company, and
  // not the US companies checkout's seed keeps near its limit or blocked.
  const kept = await db
    .selectDistinct({ companyId: customerAreas.companyId })
    .from(customerAreas)
    .where(inArray(customerAreas.customerId, demo));
  const keptIds = kept.map((k) => k.companyId).filter((id): id is number => id !== null);
  const candidates = await db
    .selectDistinct({ companyId: customerAreas.companyId })
    .from(customerAreas)
    .innerJoin(companyCredit, eq(companyCredit.companyId, customerAreas.companyId))
    .where(
      and(
        inArray(customerAreas.customerId, [...actors.salesCustomerIds]),
        eq(customerAreas.sorg, '2000'),
        isNull(companyCredit.reasonBlocked),
        keptIds.length > 0 ? notInArray(customerAreas.companyId, keptIds) : undefined,
      ),
    )
    .orderBy(customerAreas.companyId)
    .limit(CREDIT_BLOCKED_REASONS.length);
  let blockedCompanies = 0;
  for (const [index, reason] of CREDIT_BLOCKED_REASONS.entries()) {
    const companyId = candidates[index]?.companyId;
    if (companyId == null) continue;
    await db.update(companyCredit).set({ reasonBlocked: reason }).where(eq(companyCredit.companyId, companyId));
    blockedCompanies++;
  }
  return { invoices: invoiceRows.length, lines: lineRows.length, blockedCompanies };
}
