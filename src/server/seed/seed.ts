// Over 400 lines: the demo seed's users, hosts, customers and content as data, then the steps that write them in order.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { SCOPES, type Scope } from '../../shared/access/scopes';
import { LOCALES, localeInfo } from '../../shared/locales';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import {
  companies,
  companyCreditCustomers,
  customerAreas,
  customers,
  userCustomers,
} from '../modules/customers/customers.tables';
import { announcements, banners, hosts, sorgs } from '../modules/hosts/hosts.tables';
import {
  contentTargetMarkets,
  groupRoleRoles,
  groupRoles,
  languages,
  permissions,
  rolePermissions,
  roles,
  userAreas,
  userContentTargetMarkets,
  userRoles,
  users,
} from '../modules/users/users.tables';
import { seedCatalog, type CatalogCounts, type DemoActors } from './catalog-seed';
import { seedClaims, type ClaimsSeedCounts } from './claims-seed';
import { seedInvoices } from './invoices-seed';
import { CITIES, CUSTOMER_GROUPS, DEMO_HOSTS, DEMO_SORGS, SHOP_WORDS } from './demo-data';
import { seedOrders, type OrdersSeedCounts } from './orders-seed';
import { createRandom } from './random';
import { translatedTexts } from './seed-texts';
import { seedVisitForms, type VisitFormsSeedCounts } from './visit-forms-seed';

export const DEMO_PASSWORD = 'Demo1234';

/** Customers per sorg at scale 1 (550 in all). */
const CUSTOMERS_PER_SORG = { '1000': 250, '2000': 150, '3000': 150 } as const;
const INSERT_CHUNK = 1000;

/** What every user who orders for a dealer needs: catalog, orders, invoices, claims and content. */
const ORDERING_SCOPES: Scope[] = [
  'consumer-voice.submit',
  'profile.update',
  'cart.display-order-qty',
  'credit-status.read',
  'invoice-status.read',
  'page.home-page',
  'page.catalog',
  'page.order-status',
  'page.invoice-status',
  'page.payment-request',
  'page.claim',
  'page.pdi',
  'page.bonus-dealer',
  'page.customer-sales-report',
  'page.download-area',
  'page.marketing-material',
  'page.sales-document',
  'page.news',
  'page.orderlist',
];
const SALES_SCOPES: Scope[] = [
  ...ORDERING_SCOPES,
  'menu.change-cust',
  'page.sales-area',
  'page.dashboard',
  'page.formvisit',
  'payment.approve',
];
const DEALER_SCOPES: Scope[] = [...ORDERING_SCOPES, 'page.upload-area', 'page.click-collect'];
const VENDOR_SCOPES: Scope[] = [
  'profile.update',
  'consumer-voice.submit',
  'page.home-page',
  'page.3rdpartycatalog',
  'page.3rdpartyorder',
  'page.3rdpartyarticlemaintenance',
  'page.news',
  'page.orderlist',
];
/** The warranty team (spec 02 §4 names no roles for claims): decides claims, reads internal comments. */
const WARRANTY_SCOPES: Scope[] = [
  'profile.update',
  'page.home-page',
  'page.news',
  'page.claim',
  'page.pdi',
  'claim.status-change',
  'claim.internal-comment',
];
const AUDITOR_SCOPES: Scope[] = [
  'profile.update',
  'page.home-page',
  'page.dashboard',
  'page.download-area',
  'page.order-status',
  'page.invoice-status',
  'credit-status.read',
  'invoice-status.read',
  'page.news',
  'page.orderlist',
];

export const DEMO_ROLES: { name: string; description: string; scopes: readonly Scope[] }[] = [
  { name: 'administrator', description: 'Administrator', scopes: SCOPES },
  { name: 'salesman', description: 'Sales representative', scopes: SALES_SCOPES },
  { name: 'dealer', description: 'Dealer', scopes: DEALER_SCOPES },
  { name: 'cust.vendor', description: 'Customer vendor', scopes: VENDOR_SCOPES },
  { name: 'auditor', description: 'Auditor', scopes: AUDITOR_SCOPES },
  { name: 'warranty', description: 'Warranty team', scopes: WARRANTY_SCOPES },
];

async function insertChunked<T extends Record<string, unknown>>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

/** Whether the database holds no demo data yet (no host). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(hosts);
  return (row?.n ?? 0) === 0;
}

function bannerSvg(title: string, subtitle: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${hue},80%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,55%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<g fill="none" stroke="#fff" stroke-width="10" opacity="0.35"><circle cx="930" cy="270" r="90"/><circle cx="1120" cy="270" r="90"/><path d="M930 270 L1000 150 L1080 150 L1120 270 M1000 150 L1030 270 L930 270"/></g>
<text x="70" y="180" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${title}</text>
<text x="70" y="250" font-family="sans-serif" font-size="32" fill="#fff">${subtitle}</text>
</svg>`;
}

export interface SeedOptions {
  /** Multiplies the volume of customers, bike models and PAA (benchmarks: `npm run seed -- --scale N`). */
  scale?: number;
  uploadsDir: string;
  /** The seed's "today": stock arrivals, promotions and the order history are dated relative to it. */
  now?: Date;
}

// A type alias, not an interface: main.ts logs the result as a Record<string, unknown>, which an interface is not.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type SeedResult = {
  customers: number;
  users: number;
  articles: number;
  orders: number;
  catalog: CatalogCounts;
  history: OrdersSeedCounts;
  visitForms: VisitFormsSeedCounts;
  claims: ClaimsSeedCounts;
  timingsMs: { catalog: number; orders: number; invoices: number; visitForms: number };
};

/** Inserts the deterministic demo data (README "Demo logins") into an empty, migrated database. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const now = options.now ?? new Date();
  const random = createRandom(20261121);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.insert(sorgs).values(
    DEMO_SORGS.map(({ code, name, merchantName }) => ({
      code,
      name,
      merchantName,
      exactQtyCheck: code === '3000',
      availableStockCheck: code !== '1000',
    })),
  );
  await db.insert(hosts).values(DEMO_HOSTS.map((h) => ({ hostname: h.hostname, sorg: h.sorg, config: h.config })));
  await db.insert(languages).values(LOCALES.map((code) => ({ id: code, description: localeInfo[code].displayName })));

  // Scopes, roles and group roles.
  const permissionRows = await db
    .insert(permissions)
    .values(SCOPES.map((name) => ({ name, description: name })))
    .returning();
  const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));
  const roleRows = await db
    .insert(roles)
    .values(DEMO_ROLES.map(({ name, description }) => ({ name, description })))
    .returning();
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  await db.insert(rolePermissions).values(
    DEMO_ROLES.flatMap((role) =>
      role.scopes.map((scope) => ({
        roleId: roleId.get(role.name) ?? 0,
        permissionId: permissionId.get(scope) ?? 0,
      })),
    ),
  );
  const groupRows = await db
    .insert(groupRoles)
    .values([{ description: 'Administrators' }, { description: 'Sales' }, { description: 'Dealers' }])
    .returning();
  const groupId = new Map(groupRows.map((g) => [g.description, g.id]));
  await db.insert(groupRoleRoles).values([
    { groupRoleId: groupId.get('Administrators') ?? 0, roleId: roleId.get('administrator') ?? 0 },
    { groupRoleId: groupId.get('Sales') ?? 0, roleId: roleId.get('salesman') ?? 0 },
    { groupRoleId: groupId.get('Dealers') ?? 0, roleId: roleId.get('dealer') ?? 0 },
  ]);
  const marketRows = await db
    .insert(contentTargetMarkets)
    .values([
      { marketName: 'North America', source: 'sorg:1000', brand: 'all' },
      { marketName: 'Indonesia', source: 'sorg:2000', brand: 'all' },
      { marketName: 'Europe', source: 'sorg:3000', brand: 'all' },
    ])
    .returning();

  // Customers with their areas, companies and credit customers.
  const customerRows: (typeof customers.$inferInsert)[] = [];
  const customerSorg: string[] = [];
  let serial = 0;
  for (const sorg of DEMO_SORGS) {
    const words = SHOP_WORDS[sorg.code];
    const cities = CITIES[sorg.code];
    if (!words || !cities) continue;
    for (let i = 0; i < CUSTOMERS_PER_SORG[sorg.code] * scale; i++) {
      serial++;
      const city = random.pick(cities);
      const name = `${random.pick(words.first)} ${random.pick(words.second)}${random.chance(0.3) ? ` ${city}` : ''}`;
      const number = String(serial).padStart(6, '0');
      // About one in eight has no isr code: its derived id is then the r3 code.
      const hasIsr = random.int(1, 8) !== 1;
      const slug =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '')
          .slice(0, 16) || 'shop';
      customerRows.push({
        custCodeUnified: `U${sorg.code}${number}`,
        custCodeIsr: hasIsr ? `${sorg.code.slice(0, 1)}${number}` : null,
        custCodeR3: `00${sorg.code.slice(0, 1)}${number}`,
        name,
        address: `${random.pick(words.streets)} ${random.int(1, 240)}`,
        city,
        email: `${slug}${serial}@dealers.test`,
        phone: `${sorg.code === '2000' ? '08' : '0'}${random.int(100_000_000, 999_999_999)}`,
      });
      customerSorg.push(sorg.code);
    }
  }
  const customerIds: number[] = [];
  await insertChunked(customerRows, async (chunk) => {
    const inserted = await db.insert(customers).values(chunk).returning({ id: customers.id });
    customerIds.push(...inserted.map((r) => r.id));
  });

  const companyRows: (typeof companies.$inferInsert)[] = [];
  const companyOfCustomer: number[] = [];
  customerIds.forEach((_, index) => {
    const sorg = customerSorg[index] ?? '1000';
    if (index % 5 === 0) {
      companyRows.push({
        code: `C${sorg}${String(companyRows.length + 1).padStart(5, '0')}`,
        name: `${customerRows[index]?.name ?? 'Dealer'} Holding`,
        sorg,
        accountCurrent: sorg === '2000' ? 'IDR' : sorg === '3000' ? 'EUR' : 'USD',
        creditControl: `CC${sorg}`,
      });
    }
    companyOfCustomer.push(companyRows.length - 1);
  });
  const companyIds: number[] = [];
  await insertChunked(companyRows, async (chunk) => {
    const inserted = await db.insert(companies).values(chunk).returning({ id: companies.id });
    companyIds.push(...inserted.map((r) => r.id));
  });
  // The first customer of each sorg (the demo dealer owns the US one) pays its invoices online (spec 01 §3 Customer
  // area merchantConfig.allowPayInvoice); the others at random.
  const paysOnline = new Set(['1000', '2000', '3000'].map((sorg) => customerIds[customerSorg.indexOf(sorg)]));
  const areaRows = customerIds.map((customerId, index) => {
    const sorg = customerSorg[index] ?? '1000';
    return {
      customerId,
      sorg,
      custGroup: random.pick(CUSTOMER_GROUPS),
      accountCurrent: sorg === '2000' ? 'IDR' : sorg === '3000' ? 'EUR' : 'USD',
      server: `R3-${sorg}`,
      creditControl: `CC${sorg}`,
      includeTax: sorg !== '1000',
      companyId: companyIds[companyOfCustomer[index] ?? 0] ?? null,
      allowPayInvoice: random.chance(0.7) || paysOnline.has(customerId),
    };
  });
  await insertChunked(areaRows, (chunk) => db.insert(customerAreas).values(chunk));
  await insertChunked(
    customerIds.map((customerId, index) => ({ companyId: companyIds[companyOfCustomer[index] ?? 0] ?? 0, customerId })),
    (chunk) => db.insert(companyCreditCustomers).values(chunk),
  );

  // Users.
  const sorgCustomers = (sorg: string) => customerIds.filter((_, i) => customerSorg[i] === sorg);
  const demoUsers = [
    {
      username: 'admin',
      name: 'Alex Admin',
      email: 'admin@dealer-portal.test',
      languageId: 'en-us',
      group: 'Administrators',
      role: 'administrator',
    },
    {
      username: 'sales',
      name: 'Sam Sales',
      email: 'sales@dealer-portal.test',
      languageId: 'en-us',
      group: 'Sales',
      role: 'salesman',
    },
    // A second rep with other customers, in the US only: the visit forms' "another rep" (no WIM for this one).
    {
      username: 'sales2',
      name: 'Robin Rep',
      email: 'sales2@dealer-portal.test',
      languageId: 'en-us',
      group: 'Sales',
      role: 'salesman',
    },
    {
      username: 'dealer',
      name: 'Dana Dealer',
      email: 'dealer@dealer-portal.test',
      languageId: 'en-us',
      group: 'Dealers',
      role: 'dealer',
    },
    {
      username: 'vendor',
      name: 'Vic Vendor',
      email: 'vendor@dealer-portal.test',
      languageId: 'en-uk',
      group: null,
      role: 'cust.vendor',
    },
    {
      username: 'auditor',
      name: 'Ari Auditor',
      email: 'auditor@dealer-portal.test',
      languageId: 'en-uk',
      group: null,
      role: 'auditor',
    },
    // The warranty team: decides claims of every customer (docs/decisions.md "Claims").
    {
      username: 'warranty',
      name: 'Wren Warranty',
      email: 'warranty@dealer-portal.test',
      languageId: 'en-us',
      group: null,
      role: 'warranty',
    },
  ];
  const userRows = await db
    .insert(users)
    .values(
      demoUsers.map((u) => ({
        username: u.username,
        name: u.name,
        email: u.email,
        passwordHash,
        languageId: u.languageId,
        groupRoleId: u.group ? (groupId.get(u.group) ?? null) : null,
        sendEmailWarranty: u.role !== 'cust.vendor',
      })),
    )
    .returning();
  const userId = new Map(userRows.map((u) => [u.username, u.id]));
  const id = (name: string) => userId.get(name) ?? 0;
  await db
    .insert(userRoles)
    .values(demoUsers.map((u) => ({ userId: id(u.username), roleId: roleId.get(u.role) ?? 0 })));
  await db
    .insert(userAreas)
    .values([
      ...DEMO_SORGS.map((s) => ({ userId: id('admin'), sorg: s.code, limitation: 'all' })),
      { userId: id('sales'), sorg: '1000', limitation: 'salesman', option: 'salesman', value: 'S100' },
      { userId: id('sales'), sorg: '2000', limitation: 'salesman', option: 'salesman', value: 'S200' },
      { userId: id('sales2'), sorg: '1000', limitation: 'salesman', option: 'salesman', value: 'S101' },
      { userId: id('dealer'), sorg: '1000', limitation: 'customer' },
      { userId: id('vendor'), sorg: '1000', limitation: 'cust_vendor' },
      { userId: id('auditor'), sorg: '1000', limitation: 'audit' },
      ...DEMO_SORGS.map((s) => ({ userId: id('warranty'), sorg: s.code, limitation: 'warranty' })),
    ]);
  await db
    .insert(userContentTargetMarkets)
    .values([
      ...marketRows.map((m) => ({ userId: id('admin'), marketId: m.id })),
      { userId: id('sales'), marketId: marketRows[0]?.id ?? 0 },
      { userId: id('sales'), marketId: marketRows[1]?.id ?? 0 },
      { userId: id('sales2'), marketId: marketRows[0]?.id ?? 0 },
      { userId: id('dealer'), marketId: marketRows[0]?.id ?? 0 },
      { userId: id('vendor'), marketId: marketRows[0]?.id ?? 0 },
      { userId: id('auditor'), marketId: marketRows[0]?.id ?? 0 },
    ]);
  const us = sorgCustomers('1000');
  const idn = sorgCustomers('2000');
  // The sales rep serves 160 US and 80 Indonesian dealers; the dealer owns the first US customer.
  const salesLinks = [...us.slice(0, 160 * scale), ...idn.slice(0, 80 * scale)].map((customerId) => ({
    userId: id('sales'),
    customerId,
  }));
  await insertChunked(salesLinks, (chunk) => db.insert(userCustomers).values(chunk));
  // The second rep serves the next 40 US dealers, none of the first rep's.
  const sales2Customers = us.slice(160 * scale, 200 * scale);
  await insertChunked(
    sales2Customers.map((customerId) => ({ userId: id('sales2'), customerId })),
    (chunk) => db.insert(userCustomers).values(chunk),
  );
  await db.insert(userCustomers).values([
    { userId: id('dealer'), customerId: us[0] ?? 0 },
    { userId: id('vendor'), customerId: us[us.length - 1] ?? 0 },
  ]);

  // Announcements and banners per sorg (fixed dates, so the data is the same on every machine).
  const from = new Date('2026-01-01T00:00:00Z');
  const to = new Date('2030-12-31T23:59:59Z');
  const announcement = {
    title: 'Model year 2027 pre-orders are open',
    content:
      '<p>Pre-order the new <strong>model year 2027</strong> bikes now and get them delivered before spring. Early orders are confirmed first.</p>',
  };
  await db.insert(announcements).values(
    DEMO_SORGS.map((s) => ({
      sorg: s.code,
      ...announcement,
      texts: translatedTexts(announcement),
      url: '/catalog?category=bike',
      validFrom: from,
      validTo: to,
    })),
  );
  const bannerDir = join(options.uploadsDir, 'banners');
  mkdirSync(bannerDir, { recursive: true });
  const bannerSpecs = [
    { file: 'spring-service.svg', title: 'Spring service week', subtitle: 'Workshop parts at dealer prices', hue: 195 },
    { file: 'new-season.svg', title: 'New season line-up', subtitle: 'See what arrives next month', hue: 12 },
  ];
  for (const b of bannerSpecs) writeFileSync(join(bannerDir, b.file), bannerSvg(b.title, b.subtitle, b.hue));
  await db.insert(banners).values(
    DEMO_SORGS.flatMap((s) =>
      bannerSpecs.map((b, sorting) => ({
        sorg: s.code,
        bannerFile: b.file,
        link: '/catalog?category=bike',
        sorting,
        validFrom: from,
        validTo: to,
      })),
    ),
  );

  // The catalog and two years of orders, for the customers the demo users act for.
  const actors: DemoActors = {
    customers: customerIds.map((customerId, index) => ({
      id: customerId,
      sorg: customerSorg[index] ?? '1000',
      custGroup: areaRows[index]?.custGroup ?? null,
      name: customerRows[index]?.name ?? '',
      address: customerRows[index]?.address ?? '',
      city: customerRows[index]?.city ?? '',
    })),
    dealerCustomerId: us[0] ?? 0,
    vendorCustomerId: us[us.length - 1] ?? 0,
    salesCustomerIds: salesLinks.map((link) => link.customerId),
    userIds: { admin: id('admin'), sales: id('sales'), dealer: id('dealer'), vendor: id('vendor') },
  };
  const catalogStarted = performance.now();
  const catalog = await seedCatalog(db, { scale, now, actors });
  const ordersStarted = performance.now();
  const history = await seedOrders(db, { now, actors, catalog });
  const ordersMs = performance.now() - ordersStarted;
  // Invoices, their ageing and the credit blocks (spec 01 §3 Invoice, §4 Credit).
  const invoicesStarted = performance.now();
  await seedInvoices(db, { now, actors });
  const invoicesMs = performance.now() - invoicesStarted;

  // A few months of store visits by both reps: the first rep's first US and Indonesian dealers, the second rep's.
  const visitsStarted = performance.now();
  const sorgOf = new Map(customerIds.map((customerId, index) => [customerId, customerSorg[index] ?? '1000']));
  const visitCustomers = (ids: readonly number[]) =>
    ids.map((customerId) => ({ id: customerId, sorg: sorgOf.get(customerId) ?? '1000' }));
  const visitForms = await seedVisitForms(db, {
    now,
    uploadsDir: options.uploadsDir,
    reps: [
      { userId: id('sales'), customers: visitCustomers([...us.slice(0, 12), ...idn.slice(0, 10)]), visits: 44 },
      { userId: id('sales2'), customers: visitCustomers(sales2Customers.slice(0, 8)), visits: 12 },
    ],
  });
  const visitFormsMs = performance.now() - visitsStarted;

  // Warranty claims and PDI of the dealer's customer, frames of its delivered bikes (and of the second rep's first
  // customer: a frame shipped elsewhere).
  const claimsSeed = await seedClaims(db, {
    now,
    customerIds: [us[0] ?? 0],
    otherCustomerId: sales2Customers[0] ?? 0,
    dealerUserId: id('dealer'),
    warrantyUserId: id('warranty'),
  });

  // Planner statistics for what was just loaded: PGlite has no autovacuum, and without them the price lookups pick
  // the wrong index (1.8 s instead of 20 ms per 1,000 articles in the offline download).
  await db.execute(sql`analyze`);

  return {
    customers: customerIds.length,
    users: userRows.length,
    articles: catalog.counts.bikeArticles + catalog.counts.paaArticles + catalog.counts.groupsetArticles,
    orders: history.orders,
    catalog: catalog.counts,
    history,
    visitForms,
    claims: claimsSeed,
    timingsMs: {
      catalog: Math.round(ordersStarted - catalogStarted),
      orders: Math.round(ordersMs),
      invoices: Math.round(invoicesMs),
      visitForms: Math.round(visitFormsMs),
    },
  };
}
