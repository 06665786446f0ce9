import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/support/test-server';
import { RESERVED_CATALOG_SLUGS } from './catalog-data';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

// Db is typed over both drivers, so execute() answers `unknown`; PGlite and node-postgres both give { rows }.
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await server.db.execute(query)) as { rows: T[] }).rows;
}
async function number(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string | null }>(query);
  return Number(row?.n ?? 0);
}

/** The customer of the demo dealer user. */
const DEALER_CUSTOMER = sql`(select uc.customer_id from user_customers uc join users u on u.id = uc.user_id
  where u.username = 'dealer' limit 1)`;

describe('demo catalog seed', () => {
  it('has at least 300 bike models, 2,000 bike articles, 1,500 PAA articles and 40 groupsets', async () => {
    expect(
      await number(sql`select count(*)::int as n from product_groups where category = 'bike'`),
    ).toBeGreaterThanOrEqual(300);
    const perCategory = await rows<{ category: string; groups: number; articles: number }>(
      sql`select g.category, count(distinct g.id)::int as groups, count(*)::int as articles
          from articles a join product_groups g on g.id = a.product_group_id group by g.category`,
    );
    const of = (category: string) => perCategory.find((c) => c.category === category);
    expect(of('bike')?.articles).toBeGreaterThanOrEqual(2000);
    expect(of('paa')?.articles).toBeGreaterThanOrEqual(1500);
    expect(of('groupset')?.groups).toBeGreaterThanOrEqual(40);
    // Per sorg too, since a dealer sees only its own sorg's catalog.
    const perSorg = await rows<{ sorg: string; category: string; n: number }>(
      sql`select s.sorg, g.category, count(*)::int as n from article_sorgs s join articles a on a.id = s.article_id
          join product_groups g on g.id = a.product_group_id group by 1, 2`,
    );
    for (const sorg of ['1000', '2000', '3000']) {
      expect(perSorg.find((r) => r.sorg === sorg && r.category === 'bike')?.n).toBeGreaterThanOrEqual(2000);
      expect(perSorg.find((r) => r.sorg === sorg && r.category === 'paa')?.n).toBeGreaterThanOrEqual(1500);
    }
  });

  it('gives bikes frame sizes, wheel sizes and colours', async () => {
    const wheels = await rows<{ wheel_size: string }>(
      sql`select distinct a.wheel_size from articles a join product_groups g on g.id = a.product_group_id
          where g.category = 'bike'`,
    );
    expect(wheels.map((w) => w.wheel_size).sort()).toEqual(['20', '24', '26', '27.5', '29', '700c']);
    expect(
      await number(sql`select count(*)::int as n from articles a join product_groups g on g.id = a.product_group_id
        where g.category = 'bike' and (a.frame_size is null or a.color is null or a.color_hex is null)`),
    ).toBe(0);
  });

  it("has article codes starting with 'I' and with '0', and some old codes", async () => {
    expect(await number(sql`select count(*)::int as n from articles where article_code like 'I%'`)).toBeGreaterThan(0);
    expect(await number(sql`select count(*)::int as n from articles where article_code like '0%'`)).toBeGreaterThan(0);
    expect(await number(sql`select count(*)::int as n from articles where old_code is not null`)).toBeGreaterThan(0);
  });

  it('uses kebab-case slugs, unique across groups and articles, none of them a reserved word', async () => {
    const slugs = await rows<{ slug: string }>(
      sql`select slug from product_groups union all select slug from articles`,
    );
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(slugs.length);
    for (const { slug } of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(RESERVED_CATALOG_SLUGS.has(slug)).toBe(false);
    }
    expect(RESERVED_CATALOG_SLUGS.size).toBe(8);
  });

  it('draws one SVG per product group and colour', async () => {
    // Every colour of every group has its image ('' for a group without colours), and no image is left over.
    expect(
      await number(sql`select count(*)::int as n from (select distinct product_group_id, coalesce(color, '') as color from articles) a
        left join product_images i on i.product_group_id = a.product_group_id and i.color = a.color where i.svg is null`),
    ).toBe(0);
    expect(
      await number(sql`select count(*)::int as n from product_images i where not exists (select 1 from articles a
        where a.product_group_id = i.product_group_id and coalesce(a.color, '') = i.color)`),
    ).toBe(0);
    const images = await rows<{ svg: string; etag: string }>(sql`select svg, etag from product_images`);
    for (const { svg, etag } of images) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox=')).toBe(true);
      expect(svg).not.toMatch(/<script|href|url\(|on[a-z]+=/i);
      expect(svg.length).toBeLessThan(3500);
      expect(etag).toBe(createHash('sha1').update(svg).digest('hex').slice(0, 12));
    }
  });

  it('prices articles per sorg, with group prices and a few articles without a price', async () => {
    const ranges = await rows<{ sorg: string; min: number; max: number; precision: number }>(
      sql`select p.sorg, min(p.retail)::float8 as min, max(p.retail)::float8 as max, max(p.decimal_precision) as precision
          from prices p join articles a on a.id = p.article_id join product_groups g on g.id = a.product_group_id
          where g.category = 'bike' group by p.sorg order by p.sorg`,
    );
    expect(ranges.map((r) => `${r.sorg} ${r.precision}`)).toEqual(['1000 2', '2000 0', '3000 2']);
    const [us, id] = ranges;
    expect(us?.min).toBeGreaterThanOrEqual(40_000);
    expect(us?.max).toBeLessThanOrEqual(900_000);
    expect(id?.min).toBeGreaterThanOrEqual(3_000_000);
    expect(id?.max).toBeLessThanOrEqual(120_000_000);
    expect(
      await number(sql`select count(*)::int as n from prices where dealer < retail * 0.55 or dealer > retail * 0.8`),
    ).toBe(0);
    expect(
      await number(sql`select count(*)::int as n from article_sorgs s where not exists (select 1 from prices p
        where p.article_id = s.article_id and p.sorg = s.sorg)`),
    ).toBeGreaterThan(3);
    // Group prices for the demo dealer's own customer group.
    expect(
      await number(sql`select count(*)::int as n from prices p join customer_areas ca on ca.cust_group = p.cust_group
        and ca.sorg = p.sorg where ca.customer_id = ${DEALER_CUSTOMER}`),
    ).toBeGreaterThan(20);
  });

  it('stores discount tiers as negative discounts with >= and <= terms', async () => {
    const tiers = await rows<{ term: string; type: string; n: number; max: number }>(
      sql`select term, type, count(*)::int as n, max(discount)::float8 as max from discount_tiers group by 1, 2`,
    );
    expect(tiers.every((t) => t.max < 0)).toBe(true);
    expect(new Set(tiers.map((t) => t.term))).toEqual(new Set(['>=', '<=']));
    expect(new Set(tiers.map((t) => t.type))).toEqual(new Set(['%', 'fixed']));
    expect(
      await number(sql`select count(*)::int as n from discount_tiers where sales_deal_no !~ '^SD-[0-9]{4}-[0-9]{4,}$'`),
    ).toBe(0);
    // Roughly a third of the priced article-sorgs have tiers.
    const share = await number(sql`select (select count(distinct (article_id, sorg)) from discount_tiers)::float8
      / (select count(*) from prices where cust_group = '') as n`);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.42);
  });

  it('has stock that is sometimes zero and sometimes arriving within 45 days', async () => {
    expect(
      await number(sql`select count(*)::int as n from (select article_id, sorg from stock group by 1, 2
        having sum(available_qty) = 0) zero`),
    ).toBeGreaterThan(100);
    expect(
      await number(sql`select count(*)::int as n from stock where next_arrival_qty > 0
        and next_arrival_date > current_date and next_arrival_date <= current_date + 45`),
    ).toBeGreaterThan(100);
    expect(
      await number(sql`select count(*)::int as n from stock where available_for_order_at is not null`),
    ).toBeGreaterThan(0);
    const locations = await rows<{ sorg: string; location: string }>(
      sql`select distinct sorg, location from stock order by 1, 2`,
    );
    expect(locations.map((l) => `${l.sorg} ${l.location}`)).toEqual([
      '1000 US-EAST',
      '1000 US-WEST',
      '2000 JAKARTA',
      '2000 SURABAYA',
      '3000 AMSTERDAM',
    ]);
  });

  it('has running, expired and future promotions in every sorg', async () => {
    const states = await rows<{ sorg: string; running: number; expired: number; future: number }>(
      sql`select sorg, count(*) filter (where valid_from <= now() and valid_to >= now())::int as running,
            count(*) filter (where valid_to < now())::int as expired, count(*) filter (where valid_from > now())::int as future
          from promotions group by sorg order by sorg`,
    );
    expect(states).toHaveLength(3);
    for (const s of states) {
      expect(s.running).toBeGreaterThanOrEqual(4);
      expect(s.expired).toBeGreaterThanOrEqual(1);
      expect(s.future).toBeGreaterThanOrEqual(1);
    }
    expect(await number(sql`select count(*)::int as n from promotion_details where value >= 0`)).toBe(0);
  });

  it('gives the demo dealer order quotas, some used up', async () => {
    const quotas = await rows<{ quota: number; used: number }>(
      sql`select quota, used from order_quotas where customer_id = ${DEALER_CUSTOMER}`,
    );
    expect(quotas.length).toBeGreaterThanOrEqual(5);
    expect(quotas.some((q) => q.used >= q.quota)).toBe(true);
    expect(quotas.some((q) => q.used < q.quota)).toBe(true);
  });
});

describe('demo order history', () => {
  it('keeps every order total equal to the sum of its lines less the payment discount plus the shipment', async () => {
    expect(await number(sql`select count(*)::int as n from order_lines where subtotal <> price * order_qty`)).toBe(0);
    expect(
      await number(sql`select count(*)::int as n from orders o where o.total_order <> (select coalesce(sum(l.subtotal), 0)
        from order_lines l where l.order_id = o.id) - o.payment_discount_amount + o.shipment_amount`),
    ).toBe(0);
    expect(
      await number(
        sql`select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
      ),
    ).toBe(0);
    const currencies = await rows<{ sorg: string; currency: string; decimal_precision: number }>(
      sql`select distinct sorg, currency, decimal_precision from orders order by sorg`,
    );
    expect(currencies).toEqual([
      { sorg: '1000', currency: 'USD', decimal_precision: 2 },
      { sorg: '2000', currency: 'IDR', decimal_precision: 0 },
      { sorg: '3000', currency: 'EUR', decimal_precision: 2 },
    ]);
    expect(await number(sql`select count(*)::int as n from orders where order_no !~ '^SO-[0-9]{4}-[0-9]{6}$'`)).toBe(0);
  });

  it('covers two years for the demo dealer, with articles ordered again and again', async () => {
    const [span] = await rows<{ orders: number; days: number }>(
      sql`select count(*)::int as orders, extract(day from now() - min(created_at))::int as days
          from orders where customer_id = ${DEALER_CUSTOMER}`,
    );
    expect(span?.orders).toBeGreaterThanOrEqual(40);
    expect(span?.days).toBeGreaterThanOrEqual(690);
    expect(
      await number(sql`select count(*)::int as n from (select l.article_id from order_lines l join orders o on o.id = l.order_id
        where o.customer_id = ${DEALER_CUSTOMER} group by l.article_id having count(distinct o.id) >= 2) frequent`),
    ).toBeGreaterThanOrEqual(5);
    const statuses = await rows<{ status: string }>(sql`select distinct status from orders order by status`);
    // Every status: the history's, and the showcase orders' (partly confirmed, cancelled, rejected).
    expect(statuses.map((s) => s.status)).toEqual([
      'CANCELLED',
      'CONFIRMED',
      'OPEN',
      'PARTIALLY_CONFIRMED',
      'PARTIALLY_SHIPPED',
      'PENDING_CONFIRMATION',
      'REJECTED',
      'SHIPPED',
    ]);
  });

  it('gives every demo customer a default ship-to and each sorg its rates, freight targets and payment methods', async () => {
    expect(
      await number(sql`select count(*)::int as n from orders o where o.ship_to_id is not null and not exists
        (select 1 from ship_to_addresses s where s.id = o.ship_to_id and s.customer_id = o.customer_id)`),
    ).toBe(0);
    expect(
      await number(
        sql`select count(*)::int as n from ship_to_addresses where customer_id = ${DEALER_CUSTOMER} and is_default`,
      ),
    ).toBe(1);
    const types = await rows<{ type: string }>(sql`select distinct type from payment_methods order by type`);
    // Immediate methods (ACH, card) pay invoices through the gateway (spec 01 §4).
    expect(types.map((t) => t.type)).toEqual(['ACH', 'Bank Transfer', 'Credit Card', 'On Account']);
    const sorgs = await rows<{ sorg: string; rates: number; inputs: number; targets: number }>(
      sql`select m.sorg, (select count(*)::int from shipment_rates r where r.sorg = m.sorg) as rates,
          (select count(*)::int from shipment_rates r where r.sorg = m.sorg and r.input) as inputs,
          (select count(*)::int from freight_benefit_targets f where f.sorg = m.sorg) as targets
          from payment_methods m group by m.sorg order by m.sorg`,
    );
    for (const sorg of sorgs) expect(sorg).toMatchObject({ rates: 3, inputs: 1 });
    expect(sorgs.every((s) => s.targets > 0)).toBe(true);
  });

  it('shows every payment state, and no SAP number while an order waits for the order desk or was rejected', async () => {
    const states = await rows<{ state: string }>(
      sql`select distinct payment_state as state from orders where payment_state is not null order by 1`,
    );
    expect(states.map((s) => s.state)).toEqual(['COMPLETED', 'FAILED', 'UPLOADED', 'VOIDED', 'WAITING']);
    expect(
      await number(
        sql`select count(*)::int as n from orders
          where (status in ('PENDING_CONFIRMATION', 'REJECTED')) <> (sap_order_no is null)`,
      ),
    ).toBe(0);
    expect(
      await number(
        sql`select count(*)::int as n from orders where payment_state is not null and payment_expired_at is null`,
      ),
    ).toBe(0);
  });

  it('gives the sales rep’s first customers and every sorg’s best sellers a history', async () => {
    expect(
      await number(sql`select count(distinct o.customer_id)::int as n from orders o join user_customers uc on uc.customer_id = o.customer_id
        join users u on u.id = uc.user_id where u.username = 'sales'`),
    ).toBeGreaterThanOrEqual(35);
    const sold = await rows<{ sorg: string; category: string; articles: number }>(
      sql`select o.sorg, g.category, count(distinct l.article_id)::int as articles from orders o
          join order_lines l on l.order_id = o.id join articles a on a.id = l.article_id
          join product_groups g on g.id = a.product_group_id
          where o.created_at > now() - interval '12 months' group by 1, 2`,
    );
    for (const sorg of ['1000', '2000', '3000'])
      for (const category of ['bike', 'paa', 'groupset'])
        expect(sold.find((s) => s.sorg === sorg && s.category === category)?.articles ?? 0).toBeGreaterThanOrEqual(8);
  });
});
