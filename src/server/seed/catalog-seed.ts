// Over 400 lines: one function writes the whole demo catalog table by table, each step using the ids the last wrote.
import type { DiscountTierRule } from '../../shared/catalog/discount-tiers';
import type { Db } from '../db/client';
import {
  articleSorgs,
  articleTags,
  articles,
  bikeCategories,
  brands,
  catalogBlocks,
  discountTiers,
  merchandiseCategories,
  orderQuotas,
  prices,
  productGroups,
  productImages,
  promotionDetails,
  promotions,
  series,
  stock,
  tags,
} from '../modules/catalog/catalog.tables';
import { bulkInsert, nextId, syncSerial } from './bulk-insert';
import {
  BIKE_CATEGORIES,
  BIKE_COLOURS,
  BIKE_SERIES,
  BRANDS,
  CRANK_LENGTHS,
  DRIVETRAINS,
  FRAME_SIZES,
  GROUPSETS,
  MERCHANDISE_CATEGORIES,
  PAA_COLOURS,
  PAA_LINES,
  PRICE_RULES,
  RESERVED_CATALOG_SLUGS,
  STOCK_LOCATIONS,
  TAGS,
  type BikeMc,
  type BikeSeriesSpec,
  type Colour,
  type ProductCategoryCode,
} from './catalog-data';
import { DEMO_HOSTS, DEMO_SORGS } from './demo-data';
import { bikeSvg, groupsetSvg, paaSvg, svgEtag, type BikeStyle } from './product-svg';
import { bikeDescriptionIn, groupsetDescriptionIn, paaDescriptionIn, promotionTermsIn } from './content-translations';
import { createRandom, type Random } from './random';
import { categoryWordIn, textsPerLanguage, translatedTexts } from './seed-texts';

/** A customer as the catalog and order seeds need it. */
export interface SeedCustomer {
  id: number;
  sorg: string;
  /** null: the customer has no group ('N/A'). */
  custGroup: string | null;
  name: string;
  address: string;
  city: string;
}

/** Who the demo users are and whom they act for, from the customer seed. */
export interface DemoActors {
  customers: readonly SeedCustomer[];
  dealerCustomerId: number;
  vendorCustomerId: number;
  /** The sales rep's customers, in the order the rep's list shows them. */
  salesCustomerIds: readonly number[];
  userIds: { admin: number; sales: number; dealer: number; vendor: number };
}

export interface CatalogSeedOptions {
  scale: number;
  now: Date;
  actors: DemoActors;
}

/** An article as the order seed needs it. */
export interface SeededArticle {
  id: number;
  code: string;
  name: string;
  category: ProductCategoryCode;
  /** Relative demand (0..1): popular articles sell more often and rank higher under 'recommended'. */
  popularity: number;
}

/** What an article costs a customer of a sorg, for the order history. */
export interface SorgOffer {
  article: SeededArticle;
  /** Dealer price for every group ('' row), minor units. */
  dealer: number;
  /** Dealer prices of groups with a price of their own. */
  groupDealer: ReadonlyMap<string, number>;
  tiers: readonly DiscountTierRule[];
}

export interface CatalogCounts {
  brands: number;
  bikeModels: number;
  bikeArticles: number;
  paaGroups: number;
  paaArticles: number;
  groupsetGroups: number;
  groupsetArticles: number;
  articleSorgs: number;
  prices: number;
  discountTiers: number;
  promotions: number;
  stockRows: number;
  images: number;
}

export interface SeededCatalog {
  counts: CatalogCounts;
  /** Per sorg, the articles a customer can order there with a price (the order seed buys from these). */
  offers: ReadonlyMap<string, readonly SorgOffer[]>;
  currencies: ReadonlyMap<string, { currency: string; decimalPrecision: number }>;
}

type GroupRow = typeof productGroups.$inferInsert & { id: number };
type ArticleRow = typeof articles.$inferInsert & { id: number };

interface ArticleInfo {
  row: ArticleRow;
  category: ProductCategoryCode;
  mcCode: string;
  brandCode: string;
  modelYear: number | null;
  usd: number;
  popularity: number;
  sorgs: readonly string[];
  retailDisplay: boolean;
}

const SORG_CODES = DEMO_SORGS.map((s) => s.code);
const EDITIONS = ['SE', 'LTD', 'Signature', 'Anniversary', 'Limited', 'Special', 'Heritage', 'Custom', 'Launch'];
const BIKE_STYLE: Record<BikeMc, BikeStyle> = {
  'B-MTB-HT': 'hardtail',
  'B-MTB-FS': 'full-suspension',
  'B-ROAD': 'road',
  'B-GRAVEL': 'gravel',
  'B-CITY': 'city',
  'B-TREKKING': 'trekking',
  'B-FOLDING': 'folding',
  'B-KIDS': 'kids',
  'B-BMX': 'bmx',
  'B-EMTB': 'e-mtb',
  'B-ECITY': 'e-city',
};

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/"/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`catalog seed: missing ${what}`);
  return value;
}

/** Picks `count` different items (fewer when the list is shorter). */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(...pool.splice(random.int(0, pool.length - 1), 1));
  return picked;
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  return pickDistinct(random, items, items.length);
}

/** The currency fields every price of a sorg carries, from its host config. */
function currencyOf(sorg: string) {
  const host = DEMO_HOSTS.find((h) => h.sorg === sorg);
  const c = host?.config.currency;
  return {
    currency: c?.display ?? 'USD',
    symbol: c?.symbol ?? '$',
    thousandSeparator: c?.thousandSeparator ?? ',',
    decimalSeparator: c?.decimalSeparator ?? '.',
    decimalPrecision: c?.decimalPrecision ?? 2,
  };
}

/** A US list price in a sorg's minor units, rounded the way that market prices (1,299.00 / 49.99 / Rp 12.450.000). */
function retailIn(sorg: string, usd: number, category: ProductCategoryCode): number {
  const rule = must(PRICE_RULES[sorg], `price rule of ${sorg}`);
  const step = category === 'paa' ? rule.paaStep : rule.bikeStep;
  const rounded = Math.max(step, Math.round((usd * rule.perUsd) / step) * step);
  return category === 'paa' && rule.charm ? rounded - 1 : rounded;
}

/** A dealer price or discount rounded to what the currency shows: whole dollars/euros for bikes, 1,000 rupiah. */
function roundMoney(sorg: string, amount: number, category: ProductCategoryCode): number {
  const step = sorg === '2000' ? 1000 : category === 'paa' ? 1 : 100;
  return Math.round(amount / step) * step;
}

/** A US bike retail price that ends in 9, from 409 to 8,999. */
const charmUsd = (usd: number) => {
  const step = usd < 1000 ? 10 : 100;
  return Math.min(8999, Math.max(409, Math.round(usd / step) * step - 1));
};

class SlugRegistry {
  private readonly used = new Set<string>();
  /** A unique kebab-case slug from `base`: never a reserved word, never one used before (suffix -2, -3 …). */
  take(base: string): string {
    const root = kebab(base) || 'product';
    let slug = root;
    for (let i = 2; this.used.has(slug) || RESERVED_CATALOG_SLUGS.has(slug); i++) slug = `${root}-${i}`;
    this.used.add(slug);
    return slug;
  }
}

/**
 * Builds the demo catalog in memory (ids assigned here, from the tables' next free ids) and writes it with a few
 * bulk statements. Deterministic: the same scale gives the same catalog; only dates follow `now`.
 */
export async function seedCatalog(db: Db, options: CatalogSeedOptions): Promise<SeededCatalog> {
  const { scale, now, actors } = options;
  const random = createRandom(20260401);
  const today = (days: number) => isoDate(addDays(now, days));

  const ids = {
    brand: await nextId(db, brands, brands.id),
    serie: await nextId(db, series, series.id),
    mc: await nextId(db, merchandiseCategories, merchandiseCategories.id),
    tag: await nextId(db, tags, tags.id),
    group: await nextId(db, productGroups, productGroups.id),
    article: await nextId(db, articles, articles.id),
    promotion: await nextId(db, promotions, promotions.id),
  };

  // Brands, merchandise categories, series and tags.
  const brandRows = BRANDS.map((b) => ({ id: ids.brand++, code: b.code, description: b.description }));
  const brandId = new Map(brandRows.map((b) => [b.code, b.id]));
  const brandName = new Map(brandRows.map((b) => [b.code, b.description]));
  const brandStyle = new Map(BRANDS.map((b) => [b.code, b.codeStyle]));
  const mcRows = MERCHANDISE_CATEGORIES.map((m) => ({
    id: ids.mc++,
    code: m.code,
    name: m.name,
    category: m.category,
    texts: translatedTexts({ name: m.name }),
  }));
  const mcId = new Map(mcRows.map((m) => [m.code, m.id]));
  const mcName = new Map(mcRows.map((m) => [m.code, m.name]));
  const serieRows: (typeof series.$inferInsert & { id: number })[] = [];
  const serieId = new Map<string, number>();
  const addSerie = (brand: string, name: string) => {
    const key = `${brand}|${name}`;
    let id = serieId.get(key);
    if (id === undefined) {
      id = ids.serie++;
      serieId.set(key, id);
      serieRows.push({ id, brandId: must(brandId.get(brand), brand), name });
    }
    return id;
  };
  const tagRows = TAGS.map((t) => ({ id: ids.tag++, type: t.type, name: t.name, fileName: null }));
  const tagId = new Map(tagRows.map((t) => [t.name, t.id]));

  const slugs = new SlugRegistry();
  const groupRows: GroupRow[] = [];
  const articleInfos: ArticleInfo[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const articleTagRows: (typeof articleTags.$inferInsert)[] = [];
  let codeSerial = 10_000;

  /** An article code in its brand's style: 'I…' and '0…' (SAP numbers) show their last 6 characters. */
  const articleCode = (brand: string, year: number | null) => {
    codeSerial++;
    const style = brandStyle.get(brand) ?? 'prefix';
    if (style === 'I') return `I${pad((year ?? 2025) % 100, 2)}${pad(codeSerial, 7)}`;
    if (style === '0') return `0000000000${pad(codeSerial, 8)}`;
    return `${brand.replace(/[^A-Z]/g, '').slice(0, 3)}${pad(codeSerial, 7)}`;
  };
  const oldCode = (brand: string, year: number | null) =>
    random.chance(0.07)
      ? `${brand.slice(0, 3)}-${pad(((year ?? 2025) - 1) % 100, 2)}-${pad(codeSerial % 100_000, 5)}`
      : null;

  /** Which sorgs sell a product group: most sell everywhere, some only in one or two. */
  const pickSorgs = (): string[] => {
    const r = random.next();
    if (r < 0.84) return [...SORG_CODES];
    if (r < 0.9) return ['1000', '3000'];
    if (r < 0.94) return ['1000', '2000'];
    if (r < 0.96) return ['2000', '3000'];
    if (r < 0.98) return ['2000'];
    if (r < 0.99) return ['1000'];
    return ['3000'];
  };
  const tagArticle = (articleId: number, names: Iterable<string>) => {
    for (const name of names) articleTagRows.push({ articleId, tagId: must(tagId.get(name), `tag ${name}`) });
  };

  // Bike models: every series × trim × model year (2024 only for most), repeated as editions at larger scales.
  const bikeModels: { spec: BikeSeriesSpec; trimIndex: number; year: number; edition: number }[] = [];
  for (let edition = 0; edition < scale; edition++) {
    for (const spec of BIKE_SERIES) {
      spec.trims.forEach((_, trimIndex) => {
        for (const year of [2024, 2025, 2026]) {
          if (year === 2024 && !random.chance(0.8)) continue;
          bikeModels.push({ spec, trimIndex, year, edition });
        }
      });
    }
  }
  for (const { spec, trimIndex, year, edition } of bikeModels) {
    const trim = must(spec.trims[trimIndex], 'trim');
    const editionName = edition === 0 ? '' : ` ${EDITIONS[edition - 1] ?? `Edition ${edition + 1}`}`;
    const parentName = `${spec.name} ${trim}${editionName}`;
    const slug = slugs.take(`${parentName} ${year}`);
    const groupId = ids.group++;
    const share = spec.trims.length > 1 ? trimIndex / (spec.trims.length - 1) : 0;
    const yearFactor = year === 2026 ? 1.04 : year === 2024 ? 0.95 : 1;
    const usd = charmUsd((spec.usd[0] + (spec.usd[1] - spec.usd[0]) * share) * yearFactor * (1 + edition * 0.02));
    const drivetrain = random.pick(DRIVETRAINS[spec.mc]);
    const brand = must(brandName.get(spec.brand), spec.brand);
    groupRows.push({
      id: groupId,
      slug,
      parentName,
      category: 'bike',
      brandId: must(brandId.get(spec.brand), spec.brand),
      serieId: addSerie(spec.brand, spec.name),
      merchandiseCategoryId: must(mcId.get(spec.mc), spec.mc),
      modelYear: year,
      description: `The ${brand} ${parentName} (${year}) is a ${(mcName.get(spec.mc) ?? '').toLowerCase()} bike with a ${spec.material} frame and ${drivetrain}.`,
      texts: textsPerLanguage((language) => ({
        description: bikeDescriptionIn(language, {
          brand,
          parentName,
          year,
          category: categoryWordIn(language, mcName.get(spec.mc) ?? ''),
          material: spec.material,
          drivetrain,
        }),
      })),
    });
    const allSizes = FRAME_SIZES[spec.mc];
    const sizeCount = allSizes.length <= 3 ? allSizes.length : random.int(3, Math.min(5, allSizes.length));
    const firstSize = random.int(0, allSizes.length - sizeCount);
    const sizes = allSizes.slice(firstSize, firstSize + sizeCount);
    const single = allSizes.length === 1;
    const colourCount = single ? random.int(2, 3) : random.chance(0.1) ? 1 : random.chance(0.45) ? 2 : 3;
    const colours = pickDistinct(random, BIKE_COLOURS, colourCount);
    const sorgs = pickSorgs();
    const groupPopularity = random.next() ** 2.5;
    const retailDisplay = !random.chance(0.05);
    const modelTags = bikeTags(spec, year, usd);
    for (const colour of colours) {
      const svg = bikeSvg(`${brand} ${parentName} ${year}, ${colour.name}`, colour.hex, BIKE_STYLE[spec.mc]);
      imageRows.push({ productGroupId: groupId, color: colour.name, svg, etag: svgEtag(svg) });
    }
    colours.forEach((colour, colourIndex) => {
      for (const size of sizes) {
        const sizeRank = allSizes.indexOf(size);
        const id = ids.article++;
        const middle = Math.abs(sizeRank - (allSizes.length - 1) / 2) <= 1;
        articleInfos.push({
          row: {
            id,
            articleCode: articleCode(spec.brand, year),
            oldCode: oldCode(spec.brand, year),
            slug: slugs.take(`${slug} ${size} ${colour.name}`),
            productGroupId: groupId,
            name: `${brand} ${parentName} ${year} ${size} ${colour.name}`,
            uom: 'PC',
            frameSize: size,
            wheelSize: wheelFor(spec, trim, size),
            color: colour.name,
            colorHex: colour.hex,
            sizeRank,
          },
          category: 'bike',
          mcCode: spec.mc,
          brandCode: spec.brand,
          modelYear: year,
          usd,
          popularity: groupPopularity * (middle ? 1 : 0.5) * (colourIndex === 0 ? 1 : 0.7),
          sorgs,
          retailDisplay,
        });
        tagArticle(id, modelTags);
      }
    });
  }
  const bikeModelCount = groupRows.length;

  // PAA product lines: brand × base × suffix names, as many groups as it takes to reach each category's target.
  for (const line of PAA_LINES) {
    const names: { brand: string; name: string }[] = [];
    for (const brand of line.brands)
      for (const base of line.bases)
        for (const suffix of line.suffixes) names.push({ brand, name: suffix ? `${base} ${suffix}` : base });
    const order = shuffled(random, names);
    let made = 0;
    for (let i = 0; made < line.target * scale; i++) {
      const pick = must(order[i % order.length], 'PAA name');
      const generation = Math.floor(i / order.length);
      const brand = must(brandName.get(pick.brand), pick.brand);
      const parentName = `${brand} ${pick.name}${generation > 0 ? ` Gen ${generation + 1}` : ''}`;
      const slug = slugs.take(parentName);
      const groupId = ids.group++;
      const year = random.int(2024, 2026);
      groupRows.push({
        id: groupId,
        slug,
        parentName,
        category: 'paa',
        brandId: must(brandId.get(pick.brand), pick.brand),
        serieId: null,
        merchandiseCategoryId: must(mcId.get(line.mc), line.mc),
        modelYear: year,
        description: `${parentName}: ${(mcName.get(line.mc) ?? '').toLowerCase()} by ${brand}.`,
        texts: textsPerLanguage((language) => ({
          description: paaDescriptionIn(language, {
            parentName,
            category: categoryWordIn(language, mcName.get(line.mc) ?? ''),
            brand,
          }),
        })),
      });
      let sizes: (string | null)[] = [null];
      if (line.sizes && line.sizeCount) {
        const count = Math.min(line.sizes.length, random.int(line.sizeCount[0], line.sizeCount[1]));
        const first = random.int(0, line.sizes.length - count);
        sizes = line.sizes.slice(first, first + count);
      }
      const colourCount = random.int(line.colourCount[0], line.colourCount[1]);
      const colours: (Colour | null)[] = colourCount === 0 ? [null] : pickDistinct(random, PAA_COLOURS, colourCount);
      const usd = line.usd[0] + (line.usd[1] - line.usd[0]) * random.next() ** 2;
      const sorgs = pickSorgs();
      const groupPopularity = random.next() ** 2.5;
      const retailDisplay = !random.chance(0.05);
      const groupTags = paaTags(line.mc, pick.name, year, random);
      for (const colour of colours) {
        const svg = paaSvg(colour ? `${parentName}, ${colour.name}` : parentName, line.mc, colour?.hex ?? '#8a9096');
        imageRows.push({ productGroupId: groupId, color: colour?.name ?? '', svg, etag: svgEtag(svg) });
      }
      colours.forEach((colour, colourIndex) => {
        for (const size of sizes) {
          const id = ids.article++;
          const variant = [size, colour?.name].filter((part): part is string => Boolean(part));
          articleInfos.push({
            row: {
              id,
              articleCode: articleCode(pick.brand, year),
              oldCode: oldCode(pick.brand, year),
              slug: slugs.take(`${slug} ${variant.join(' ') || 'standard'}`),
              productGroupId: groupId,
              name: [parentName, ...variant].join(' '),
              uom: 'PC',
              frameSize: size,
              wheelSize: size ? (line.wheelOf?.(size) ?? null) : null,
              color: colour?.name ?? null,
              colorHex: colour?.hex ?? null,
              sizeRank: size ? (line.sizes?.indexOf(size) ?? 0) : 0,
            },
            category: 'paa',
            mcCode: line.mc,
            brandCode: pick.brand,
            modelYear: year,
            usd,
            popularity: groupPopularity * (colourIndex === 0 ? 1 : 0.6),
            sorgs,
            retailDisplay,
          });
          tagArticle(id, groupTags);
          made++;
        }
      });
    }
  }
  const paaGroupCount = groupRows.length - bikeModelCount;

  // Groupsets: one group per groupset, sold by crank length.
  for (const g of GROUPSETS) {
    const brand = must(brandName.get(g.brand), g.brand);
    const parentName = `${brand} ${g.name}`;
    const slug = slugs.take(`${parentName} groupset`);
    const groupId = ids.group++;
    groupRows.push({
      id: groupId,
      slug,
      parentName,
      category: 'groupset',
      brandId: must(brandId.get(g.brand), g.brand),
      serieId: addSerie(g.brand, g.series),
      merchandiseCategoryId: must(mcId.get(g.mc), g.mc),
      modelYear: random.int(2024, 2026),
      description: `${parentName}: crankset, shifters, derailleurs, cassette, chain and brakes.`,
      texts: textsPerLanguage((language) => ({ description: groupsetDescriptionIn(language, { parentName }) })),
    });
    const svg = groupsetSvg(parentName, g.finish);
    imageRows.push({ productGroupId: groupId, color: '', svg, etag: svgEtag(svg) });
    const lengths = g.usd >= 800 ? CRANK_LENGTHS : g.usd >= 300 ? CRANK_LENGTHS.slice(1, 4) : ['170 mm'];
    const sorgs = pickSorgs();
    const groupPopularity = random.next() ** 2;
    for (const length of lengths) {
      const id = ids.article++;
      articleInfos.push({
        row: {
          id,
          articleCode: articleCode(g.brand, null),
          oldCode: oldCode(g.brand, null),
          slug: slugs.take(`${slug} ${length}`),
          productGroupId: groupId,
          name: `${parentName} groupset ${length}`,
          uom: 'SET',
          frameSize: length,
          wheelSize: null,
          color: null,
          colorHex: null,
          sizeRank: CRANK_LENGTHS.indexOf(length),
        },
        category: 'groupset',
        mcCode: g.mc,
        brandCode: g.brand,
        modelYear: null,
        usd: g.usd,
        popularity: groupPopularity * (length === '172.5 mm' || length === '170 mm' ? 1 : 0.5),
        sorgs,
        retailDisplay: true,
      });
    }
  }

  // Per sorg: sale flags, prices, discount tiers and stock.
  const dealerCustomer = actors.customers.find((c) => c.id === actors.dealerCustomerId);
  const dealerGroup = dealerCustomer?.custGroup ?? null;
  const dealerSorg = dealerCustomer?.sorg ?? '1000';
  const articleSorgRows: (typeof articleSorgs.$inferInsert)[] = [];
  const priceRows: (typeof prices.$inferInsert)[] = [];
  const tierRows: (typeof discountTiers.$inferInsert)[] = [];
  const stockRows: (typeof stock.$inferInsert)[] = [];
  const offers = new Map<string, SorgOffer[]>(SORG_CODES.map((s) => [s, []]));
  const dealNo = new Map<string, number>();
  const groupRatio = new Map<string, number>();

  for (const info of articleInfos) {
    const { row, category } = info;
    const seeded: SeededArticle = {
      id: row.id,
      code: row.articleCode,
      name: row.name,
      category,
      popularity: info.popularity,
    };
    for (const sorg of info.sorgs) {
      const blocked = random.next();
      const maxOrderQty = random.chance(0.04)
        ? category === 'paa'
          ? random.pick([10, 12, 20, 24])
          : random.int(2, 5)
        : null;
      articleSorgRows.push({
        articleId: row.id,
        sorg,
        allowToOrder: blocked >= 0.01,
        orderBlocked: blocked >= 0.01 && blocked < 0.02,
        sorgBlocked: blocked >= 0.02 && blocked < 0.026,
        hierarchyBlocked: blocked >= 0.026 && blocked < 0.032,
        maxOrderQty,
        recommendedRank: Math.round(info.popularity * 1000) + random.int(0, 40),
      });

      // A handful of articles have no price in a sorg, so 'no price' shows.
      if (random.chance(0.006)) continue;
      const currency = currencyOf(sorg);
      const retail = retailIn(sorg, info.usd, category);
      const ratioKey = `${row.productGroupId}|${sorg}`;
      let ratio = groupRatio.get(ratioKey);
      if (ratio === undefined) {
        ratio = category === 'paa' ? 0.6 + random.next() * 0.1 : 0.64 + random.next() * 0.11;
        groupRatio.set(ratioKey, ratio);
      }
      const dealer = roundMoney(sorg, retail * ratio, category);
      priceRows.push({
        articleId: row.id,
        sorg,
        custGroup: '',
        retail,
        dealer,
        ...currency,
        retailDisplay: info.retailDisplay,
      });
      // Group prices: a better dealer price for the demo dealer's group in its sorg, and for Premium Dealers.
      const groupFactors: [string, number][] = [];
      if (dealerGroup && sorg === dealerSorg && random.chance(0.08)) groupFactors.push([dealerGroup, 0.96]);
      if (random.chance(0.06) && !groupFactors.some(([group]) => group === 'Premium Dealer'))
        groupFactors.push(['Premium Dealer', 0.95]);
      const groupDealer = new Map<string, number>();
      for (const [custGroup, factor] of groupFactors) {
        const amount = roundMoney(sorg, dealer * factor, category);
        groupDealer.set(custGroup, amount);
        priceRows.push({
          articleId: row.id,
          sorg,
          custGroup,
          retail,
          dealer: amount,
          ...currency,
          retailDisplay: info.retailDisplay,
        });
      }

      const tiers = random.chance(1 / 3) ? tierLadder(random, category, sorg, dealer) : [];
      if (tiers.length > 0) {
        const deal = (dealNo.get(sorg) ?? 0) + 1;
        dealNo.set(sorg, deal);
        const salesDealNo = `SD-${sorg}-${pad(deal, 4)}`;
        for (const tier of tiers) {
          tier.salesDealNo = salesDealNo;
          tierRows.push({ articleId: row.id, sorg, custGroup: '', uom: row.uom ?? 'PC', ...tier });
        }
      }
      offers.get(sorg)?.push({ article: seeded, dealer, groupDealer, tiers });

      stockRows.push(...stockFor(random, row.id, sorg, category, info.modelYear, today));
    }
  }

  // Blocks: a PAA brand for the demo dealer's group, e-MTBs for standard dealers in Indonesia, BMX in Europe.
  const blockRows: (typeof catalogBlocks.$inferInsert)[] = [
    { sorg: dealerSorg, custGroup: dealerGroup, brandId: brandId.get('KNOG') ?? null, merchandiseCategoryId: null },
    { sorg: '2000', custGroup: 'Standard Dealer', brandId: null, merchandiseCategoryId: mcId.get('B-EMTB') ?? null },
    { sorg: '3000', custGroup: null, brandId: null, merchandiseCategoryId: mcId.get('B-BMX') ?? null },
  ];

  const { promotionRows, detailRows } = buildPromotions({
    random,
    now,
    firstId: ids.promotion,
    articleInfos,
    brandId,
    mcId,
    offers,
  });

  // Order quotas of the demo dealer's customer: some used up, some partly used, some untouched.
  const quotaRows: (typeof orderQuotas.$inferInsert)[] = [];
  const quotaCandidates = (offers.get(dealerSorg) ?? []).filter((o) => o.article.popularity > 0.2);
  for (const [i, offer] of pickDistinct(random, quotaCandidates, 8).entries()) {
    const quota = offer.article.category === 'paa' ? random.int(10, 40) : random.int(3, 12);
    const used = i < 3 ? quota : i < 6 ? random.int(1, quota - 1) : 0;
    quotaRows.push({ customerId: actors.dealerCustomerId, articleId: offer.article.id, sorg: dealerSorg, quota, used });
  }

  const bikeCategoryRows = BIKE_CATEGORIES.map((c, position) => ({
    wording: c.wording,
    texts: translatedTexts({ wording: c.wording }),
    mcIds: c.mcCodes.map((code) => must(mcId.get(code), code)).sort((a, b) => a - b),
    position,
  }));

  await bulkInsert(db, brands, brandRows);
  await bulkInsert(db, merchandiseCategories, mcRows);
  await bulkInsert(db, series, serieRows);
  await bulkInsert(db, tags, tagRows);
  await bulkInsert(db, bikeCategories, bikeCategoryRows);
  await bulkInsert(db, productGroups, groupRows);
  await bulkInsert(
    db,
    articles,
    articleInfos.map((a) => a.row),
  );
  await bulkInsert(db, productImages, imageRows);
  await bulkInsert(db, articleTags, articleTagRows);
  await bulkInsert(db, articleSorgs, articleSorgRows);
  await bulkInsert(db, catalogBlocks, blockRows);
  await bulkInsert(db, prices, priceRows);
  await bulkInsert(db, discountTiers, tierRows);
  await bulkInsert(db, promotions, promotionRows);
  await bulkInsert(db, promotionDetails, detailRows);
  await bulkInsert(db, stock, stockRows);
  await bulkInsert(db, orderQuotas, quotaRows);
  for (const table of [brands, merchandiseCategories, series, tags, productGroups, articles, promotions])
    await syncSerial(db, table);

  const count = (category: ProductCategoryCode) => articleInfos.filter((a) => a.category === category).length;
  return {
    counts: {
      brands: brandRows.length,
      bikeModels: bikeModelCount,
      bikeArticles: count('bike'),
      paaGroups: paaGroupCount,
      paaArticles: count('paa'),
      groupsetGroups: GROUPSETS.length,
      groupsetArticles: count('groupset'),
      articleSorgs: articleSorgRows.length,
      prices: priceRows.length,
      discountTiers: tierRows.length,
      promotions: promotionRows.length,
      stockRows: stockRows.length,
      images: imageRows.length,
    },
    offers,
    currencies: new Map(
      SORG_CODES.map((sorg) => {
        const c = currencyOf(sorg);
        return [sorg, { currency: c.currency, decimalPrecision: c.decimalPrecision }];
      }),
    ),
  };
}

function wheelFor(spec: BikeSeriesSpec, trim: string, size: string): string {
  const small = size === 'XS' || size === 'S';
  switch (spec.mc) {
    case 'B-MTB-HT':
    case 'B-MTB-FS':
    case 'B-EMTB':
      if (spec.small26) return small ? '26' : '27.5';
      return small ? '27.5' : '29';
    case 'B-GRAVEL':
      return size === 'XS' ? '27.5' : '700c';
    case 'B-CITY':
      return spec.small26 ? '26' : '700c';
    case 'B-ECITY':
      return size === 'S' ? '27.5' : '700c';
    case 'B-FOLDING':
    case 'B-BMX':
      return '20';
    case 'B-KIDS':
      return trim === '24' ? '24' : '20';
    default:
      return '700c';
  }
}

function bikeTags(spec: BikeSeriesSpec, year: number, usd: number): string[] {
  const names: string[] = [];
  if (year === 2026) names.push('New');
  if (spec.mc === 'B-EMTB' || spec.mc === 'B-ECITY') names.push('E-bike');
  if (spec.material === 'carbon') names.push('Carbon');
  if ((spec.mc === 'B-ROAD' || spec.mc === 'B-GRAVEL' || spec.mc === 'B-MTB-HT') && usd >= 2000)
    names.push('Lightweight');
  if (spec.mc === 'B-MTB-FS' || spec.mc === 'B-GRAVEL' || (spec.mc === 'B-MTB-HT' && usd >= 900))
    names.push('Tubeless Ready');
  const usage: Record<BikeMc, string> = {
    'B-MTB-HT': 'Trail',
    'B-MTB-FS': 'Trail',
    'B-EMTB': 'Trail',
    'B-ROAD': 'Race',
    'B-GRAVEL': 'Adventure',
    'B-CITY': 'Commute',
    'B-TREKKING': 'Adventure',
    'B-ECITY': 'Commute',
    'B-FOLDING': 'Commute',
    'B-KIDS': 'Family',
    'B-BMX': 'Park',
  };
  names.push(usage[spec.mc]);
  if (spec.mc === 'B-MTB-FS' && usd >= 4000) names.push('Race');
  if (spec.mc === 'B-TREKKING' || spec.mc === 'B-GRAVEL') names.push('Commute');
  return names;
}

function paaTags(mc: string, name: string, year: number, random: Random): string[] {
  const names: string[] = [];
  if (year === 2026 && random.chance(0.5)) names.push('New');
  if (/Light|Extralight|Aerothan|Carbon|Nanofly/.test(name)) names.push('Lightweight');
  if (name.includes('Tubeless')) names.push('Tubeless Ready');
  if (mc === 'P-LIGHT' || mc === 'P-LOCK' || mc === 'P-BAG') names.push('Commute');
  if ((mc === 'P-TYRE' || mc === 'P-PEDAL' || mc === 'P-GRIP') && random.chance(0.5)) names.push('Trail');
  if (/Race|Bib/.test(name)) names.push('Race');
  return names;
}

/** A ladder of quantity discounts (negative: −5 with '%' is 5 % off); salesDealNo is filled in by the caller. */
function tierLadder(random: Random, category: ProductCategoryCode, sorg: string, dealer: number): DiscountTierRule[] {
  const pct = (term: '>=' | '<=', qty: number, discount: number): DiscountTierRule => ({
    salesDealNo: '',
    term,
    qty,
    type: '%',
    discount: -discount,
  });
  const fixed = (qty: number, share: number): DiscountTierRule => ({
    salesDealNo: '',
    term: '>=',
    qty,
    type: 'fixed',
    discount: -Math.max(sorg === '2000' ? 1000 : 1, roundMoney(sorg, dealer * share, category)),
  });
  const r = random.next();
  if (category === 'paa') {
    if (r < 0.45) return [pct('>=', 5, 5), pct('>=', 10, 8), pct('>=', 25, 12)];
    if (r < 0.7) return [pct('>=', 12, 10)];
    if (r < 0.9) return [fixed(10, 0.05), fixed(24, 0.1)];
    return [pct('<=', 4, 3), pct('>=', 20, 10)];
  }
  if (category === 'groupset') return r < 0.7 ? [pct('>=', 3, 3), pct('>=', 5, 5)] : [fixed(4, 0.04)];
  if (r < 0.5) return [pct('>=', 3, 3), pct('>=', 5, 5), pct('>=', 10, 10)];
  if (r < 0.75) return [pct('>=', 2, 2), pct('>=', 6, 6)];
  if (r < 0.9) return [fixed(3, 0.04), fixed(8, 0.08)];
  return [pct('<=', 2, 2), pct('>=', 10, 8)];
}

/** Stock rows of one article in one sorg: sometimes nothing now, sometimes an arrival within 15–45 days. */
function stockFor(
  random: Random,
  articleId: number,
  sorg: string,
  category: ProductCategoryCode,
  modelYear: number | null,
  day: (offset: number) => string,
): (typeof stock.$inferInsert)[] {
  const locations = STOCK_LOCATIONS[sorg] ?? [];
  const soldOut = random.chance(0.18);
  const rows: (typeof stock.$inferInsert)[] = [];
  locations.forEach(({ location, priority }, index) => {
    if (index > 0 && !random.chance(0.7)) return;
    const empty = soldOut || (index > 0 && random.chance(0.25));
    const available = empty
      ? 0
      : category === 'paa'
        ? random.int(3, 300)
        : category === 'groupset'
          ? random.int(1, 40)
          : random.int(1, 25);
    const arriving = random.chance(empty ? 0.65 : 0.25);
    const custorder = random.chance(0.3) ? (category === 'paa' ? random.int(2, 40) : random.int(1, 8)) : 0;
    // Pre-orders of next season's models: orderable from a later date.
    const preorder = modelYear === 2026 && empty && random.chance(0.3);
    rows.push({
      articleId,
      sorg,
      location,
      priority,
      availableQty: available,
      availableDate: available > 0 ? day(0) : null,
      custorderQty: custorder,
      custorderDate: custorder > 0 ? day(random.int(2, 14)) : null,
      nextArrivalQty: arriving ? (category === 'paa' ? random.int(20, 500) : random.int(5, 60)) : 0,
      nextArrivalDate: arriving ? day(random.int(15, 45)) : null,
      availableForOrderAt: preorder ? day(random.int(10, 40)) : null,
    });
  });
  return rows;
}

interface PromotionInput {
  random: Random;
  now: Date;
  firstId: number;
  articleInfos: readonly ArticleInfo[];
  brandId: ReadonlyMap<string, number>;
  mcId: ReadonlyMap<string, number>;
  offers: ReadonlyMap<string, readonly SorgOffer[]>;
}

/**
 * Promotions per sorg and category: most running now, one ended last month and one starting next month. Offer
 * values are negative like the discount tiers (−10 with '%' is 10 % off; 'fixed' is minor units off per unit).
 */
function buildPromotions(input: PromotionInput) {
  const { random, now, articleInfos, brandId, mcId, offers } = input;
  let id = input.firstId;
  const promotionRows: (typeof promotions.$inferInsert & { id: number })[] = [];
  const detailRows: (typeof promotionDetails.$inferInsert)[] = [];
  const infoById = new Map(articleInfos.map((a) => [a.row.id, a]));
  const at = (days: number) => addDays(now, days);
  const fmt = (date: Date) => isoDate(date);

  for (const sorg of SORG_CODES) {
    const locations = (STOCK_LOCATIONS[sorg] ?? []).map((l) => l.location);
    const sorgOffers = offers.get(sorg) ?? [];
    const add = (
      code: string,
      fields: { category: ProductCategoryCode; name: string; badge: string; tagline: string; description: string },
      from: number,
      to: number,
      details: Omit<typeof promotionDetails.$inferInsert, 'promotionId'>[],
      where: readonly string[] = locations,
    ) => {
      const promotionId = id++;
      const validFrom = at(from);
      const validTo = at(to);
      promotionRows.push({
        id: promotionId,
        code: `${code}-${sorg}`,
        sorg,
        ...fields,
        terms: `Valid for orders placed from ${fmt(validFrom)} to ${fmt(validTo)} while stock lasts. Not combinable with other promotions; quantity discounts still apply.`,
        texts: textsPerLanguage((language) => ({
          ...translatedTexts(fields)[language],
          terms: promotionTermsIn(language, fmt(validFrom), fmt(validTo)),
        })),
        locations: [...where],
        validFrom,
        validTo,
      });
      for (const detail of details) detailRows.push({ promotionId, ...detail });
    };
    const byBrandMc = (predicate: (info: ArticleInfo) => boolean, count: number) =>
      pickDistinct(
        random,
        sorgOffers.filter((o) => {
          const info = infoById.get(o.article.id);
          return info ? predicate(info) : false;
        }),
        count,
      );

    const mc = (code: string) => must(mcId.get(code), code);
    const brand = (code: string) => must(brandId.get(code), code);
    add(
      'SPRING-TRAIL',
      {
        category: 'bike',
        name: 'Spring trail days',
        badge: 'Spring deal',
        tagline: 'Up to 10 % off hardtails and full-suspension bikes',
        description: 'Get your store ready for the trail season: every mountain bike is reduced for a few weeks.',
      },
      -20,
      40,
      [
        { merchandiseCategoryId: mc('B-MTB-HT'), type: '%', value: -8, minQty: 1, maxQty: null },
        { merchandiseCategoryId: mc('B-MTB-FS'), type: '%', value: -10, minQty: 1, maxQty: null },
      ],
    );
    add(
      'BRAND-WEEKS',
      {
        category: 'bike',
        name: sorg === '2000' ? 'Polygon weeks' : 'Marin weeks',
        badge: 'Brand weeks',
        tagline: 'Order two or more and save 5 %',
        description: 'The whole range of the brand at a better price when you order at least two bikes.',
      },
      -5,
      25,
      [{ brandId: brand(sorg === '2000' ? 'POLYGON' : 'MARIN'), type: '%', value: -5, minQty: 2, maxQty: null }],
    );
    add(
      'CLEARANCE-2024',
      {
        category: 'bike',
        name: 'Model year 2024 clearance',
        badge: 'Clearance',
        tagline: 'Last 2024 models while stock lasts',
        description: 'Selected 2024 bikes with a fixed amount off per bike, at most five per order line.',
      },
      -60,
      30,
      byBrandMc((a) => a.category === 'bike' && a.modelYear === 2024, 20).map((o) => ({
        articleId: o.article.id,
        type: 'fixed',
        value: -roundMoney(sorg, o.dealer * 0.12, 'bike'),
        minQty: null,
        maxQty: 5,
      })),
      locations.slice(0, 1),
    );
    add(
      'HELMET-SAFETY',
      {
        category: 'paa',
        name: 'Helmet safety month',
        badge: 'Safety first',
        tagline: '15 % off helmets from 5 pieces',
        description: 'Stock up on helmets for the new season: from five pieces per line, 15 % off.',
      },
      -10,
      20,
      [{ merchandiseCategoryId: mc('P-HELMET'), type: '%', value: -15, minQty: 5, maxQty: null }],
    );
    add(
      'LIGHTS-ON',
      {
        category: 'paa',
        name: 'Lights on',
        badge: 'Be seen',
        tagline: 'Lezyne lights 10 % off, selected sets even more',
        description: 'Dark evenings sell lights: Lezyne lights reduced, and selected articles at a fixed price off.',
      },
      -3,
      45,
      [
        { brandId: brand('LEZYNE'), type: '%', value: -10, minQty: null, maxQty: null },
        ...byBrandMc((a) => a.mcCode === 'P-LIGHT' && a.brandCode !== 'LEZYNE', 6).map((o) => ({
          articleId: o.article.id,
          type: 'fixed',
          value: -roundMoney(sorg, o.dealer * 0.15, 'paa'),
          minQty: 3,
          maxQty: 24,
        })),
      ],
    );
    add(
      'UPGRADE',
      {
        category: 'groupset',
        name: 'Drivetrain upgrade',
        badge: 'Upgrade',
        tagline: '7 % off selected Shimano 105 and GRX groupsets',
        description: 'Upgrade season for your workshop customers.',
      },
      -15,
      35,
      byBrandMc((a) => a.category === 'groupset' && /105|GRX/.test(a.row.name), 12).map((o) => ({
        articleId: o.article.id,
        type: '%',
        value: -7,
        minQty: null,
        maxQty: null,
      })),
    );
    add(
      'WINTER-CITY',
      {
        category: 'bike',
        name: 'Winter city bikes',
        badge: 'Winter deal',
        tagline: 'City bikes 6 % off (ended)',
        description: 'City bikes for the winter months.',
      },
      -120,
      -30,
      [{ merchandiseCategoryId: mc('B-CITY'), type: '%', value: -6, minQty: null, maxQty: null }],
    );
    add(
      'PREORDER-2027',
      {
        category: 'bike',
        name: 'Model year 2027 pre-order',
        badge: 'Pre-order',
        tagline: 'Early orders of 2027 e-bikes get 4 % off',
        description: 'Starts next month: pre-order next season’s e-bikes and get them first.',
      },
      20,
      80,
      [
        { merchandiseCategoryId: mc('B-EMTB'), type: '%', value: -4, minQty: null, maxQty: null },
        { merchandiseCategoryId: mc('B-ECITY'), type: '%', value: -4, minQty: null, maxQty: null },
      ],
    );
  }
  return { promotionRows, detailRows };
}
