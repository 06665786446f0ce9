import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  VISIT_BRANDS,
  VISIT_PHOTO_SLOTS,
  type VisitBrand,
  type VisitPhotoSlot,
} from '../../shared/visit-forms/visit-form';
import { visitDayOf } from '../../shared/visit-forms/visit-list-filter';
import type { Db } from '../db/client';
import { encodePng } from '../lib/png';
import { uploads } from '../modules/uploads/uploads.tables';
import {
  formVisitOptions,
  formVisitPhotos,
  formVisits,
  formVisitSeries,
  type VisitOptionKind,
} from '../modules/visit-forms/visit-forms.tables';
import { bulkInsert, syncSerial } from './bulk-insert';
import { BIKE_SERIES, BRANDS } from './catalog-data';
import { createRandom, type Random } from './random';
import { translatedTexts } from './seed-texts';
import {
  BRAND_DISPLAYS,
  DISPLAY_DESCRIPTIONS,
  EQUIPMENT,
  EQUIPMENT_TEXTS,
  FAMILY_BRANDS,
  MIDRANGE_DESCRIPTIONS,
  OTHER_MIDRANGES,
  OTHER_SERIES,
  VISIT_NOTES,
  type VisitOptionSpec,
} from './visit-forms-data';

/** A rep whose customers get past visits. */
export interface VisitRep {
  userId: number;
  /** The customers to visit (their one sorg each), in the rep's order. */
  customers: readonly { id: number; sorg: string }[];
  visits: number;
}

export interface VisitFormsSeedOptions {
  now: Date;
  uploadsDir: string;
  reps: readonly VisitRep[];
}

export interface VisitFormsSeedCounts {
  options: number;
  series: number;
  visits: number;
  photos: number;
}

const DAY_MS = 86_400_000;
/** How far back the past visits go. */
const HISTORY_DAYS = 120;
const PHOTO_WIDTH = 160;
const PHOTO_HEIGHT = 120;

/** A deterministic version-4 UUID from the seed's random numbers. */
function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 16 }, (_, i) => {
    let byte = random.int(0, 255);
    if (i === 6) byte = (byte & 0x0f) | 0x40;
    if (i === 8) byte = (byte & 0x3f) | 0x80;
    return byte.toString(16).padStart(2, '0');
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Between `min` and `max` distinct items, in the list's order. */
function pickSome<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const pool = [...items];
  const picked = new Set<T>();
  const count = Math.min(pool.length, random.int(min, max));
  while (picked.size < count) picked.add(pool.splice(random.int(0, pool.length - 1), 1)[0] as T);
  return items.filter((item) => picked.has(item));
}

type Rgb = readonly [number, number, number];

/** A small picture of what a slot shows (a shop front, a display, a banner, a hangtag), drawn in flat shapes. */
function drawPhoto(slot: VisitPhotoSlot, brand: VisitBrand, random: Random): Buffer {
  const w = PHOTO_WIDTH;
  const h = PHOTO_HEIGHT;
  const rgb = new Uint8Array(w * h * 3);
  const rect = (x: number, y: number, width: number, height: number, [r, g, b]: Rgb) => {
    for (let row = Math.max(0, y); row < Math.min(h, y + height); row++) {
      for (let col = Math.max(0, x); col < Math.min(w, x + width); col++) {
        const at = (row * w + col) * 3;
        rgb[at] = r;
        rgb[at + 1] = g;
        rgb[at + 2] = b;
      }
    }
  };
  const ring = (cx: number, cy: number, radius: number, colour: Rgb) => {
    for (let a = 0; a < 64; a++) {
      const angle = (a / 64) * Math.PI * 2;
      rect(Math.round(cx + Math.cos(angle) * radius), Math.round(cy + Math.sin(angle) * radius), 2, 2, colour);
    }
  };
  const bike = (x: number, y: number, colour: Rgb) => {
    ring(x, y, 9, [30, 30, 30]);
    ring(x + 26, y, 9, [30, 30, 30]);
    rect(x, y - 2, 26, 3, colour);
    rect(x + 10, y - 14, 3, 14, colour);
  };
  const brandColour: Rgb = brand === 'wim' ? [214, 40, 40] : [0, 154, 206];
  const shade = (base: number) => Math.min(255, base + random.int(-25, 25));
  const wall: Rgb = [shade(225), shade(215), shade(200)];
  if (slot.startsWith('frontShop')) {
    rect(0, 0, w, h, [shade(170), shade(205), 235]);
    rect(10, 28, w - 20, h - 28, wall);
    rect(10, 28, w - 20, 14, brandColour);
    rect(22, 56, 52, 40, [150, 190, 215]);
    rect(92, 56, 28, h - 56, [90, 60, 40]);
    bike(30, 86, brandColour);
  } else if (slot.startsWith('displayShop')) {
    rect(0, 0, w, h, wall);
    rect(0, 92, w, h - 92, [shade(150), shade(120), 90]);
    for (let i = 0; i < 4; i++) bike(8 + i * 38, 80 - (i % 2) * 30, i % 2 === 0 ? brandColour : [60, 60, 60]);
  } else if (slot === 'displayHangtagShimano') {
    rect(0, 0, w, h, [245, 245, 245]);
    rect(50, 20, 60, 80, [20, 60, 140]);
    rect(60, 32, 40, 8, [255, 255, 255]);
    rect(76, 8, 8, 14, [120, 120, 120]);
  } else {
    // Banner and poster.
    rect(0, 0, w, h, wall);
    rect(20, 12, w - 40, h - 24, brandColour);
    rect(30, 24, w - 60, 10, [255, 255, 255]);
    bike(58, 78, [255, 255, 255]);
  }
  return encodePng(w, h, rgb);
}

function optionRows(brand: VisitBrand, kind: VisitOptionKind, specs: readonly VisitOptionSpec[]) {
  // Brand names stay as they are; the equipment is named in each language.
  return specs.map((spec, sorting) => ({
    brand,
    kind,
    code: spec.code,
    name: spec.name,
    sorting,
    texts: kind === 'equipment' ? translatedTexts({ name: spec.name }) : {},
  }));
}

/**
 * The visit forms' reference lists per brand family (brand displays, other midranges, equipment, and the series of
 * the family's catalog brands), and a few months of past visits of the given reps, each with photos drawn here as
 * small PNGs and stored as the reps' uploads (rows + files under DATA_DIR/uploads), so they are served like real
 * ones. Deterministic apart from `now`.
 */
export async function seedVisitForms(db: Db, options: VisitFormsSeedOptions): Promise<VisitFormsSeedCounts> {
  const { now, reps } = options;
  const random = createRandom(20260515);

  const optionList = VISIT_BRANDS.flatMap((brand) => [
    ...optionRows(brand, 'brand-display', BRAND_DISPLAYS[brand]),
    ...optionRows(brand, 'other-midrange', OTHER_MIDRANGES[brand]),
    ...optionRows(brand, 'equipment', EQUIPMENT[brand]),
  ]);
  await bulkInsert(db, formVisitOptions, optionList);
  const brandName = new Map(BRANDS.map((b) => [b.code, b.description]));
  const seriesOf = (brand: VisitBrand) =>
    BIKE_SERIES.filter((s) => FAMILY_BRANDS[brand].includes(s.brand)).map((s) => ({
      brand: brandName.get(s.brand) ?? s.brand,
      series: s.name,
    }));
  const seriesRows = VISIT_BRANDS.flatMap((brand) =>
    seriesOf(brand).map((s, sorting) => ({ brand, seriesBrand: s.brand, series: s.series, sorting })),
  );
  await bulkInsert(db, formVisitSeries, seriesRows);

  const visitRows: (typeof formVisits.$inferInsert)[] = [];
  const photoRows: (typeof formVisitPhotos.$inferInsert)[] = [];
  const uploadRows: (typeof uploads.$inferInsert)[] = [];
  const files: { id: string; bytes: Buffer }[] = [];
  let id = 0;
  for (const rep of reps) {
    if (rep.customers.length === 0) continue;
    for (let n = 0; n < rep.visits; n++) {
      id++;
      const customer = rep.customers[n % rep.customers.length] ?? rep.customers[0];
      if (!customer) continue;
      // WIM is sold in sorg 2000 only: every other visit there is a WIM visit.
      const brand: VisitBrand = customer.sorg === '2000' && random.chance(0.5) ? 'wim' : 'polygon';
      const createdAt = new Date(now.getTime() - random.int(1, HISTORY_DAYS) * DAY_MS - random.int(0, 8 * 60) * 60_000);
      const edited = random.chance(0.2);
      const updatedAt = edited ? new Date(createdAt.getTime() + random.int(10, 600) * 60_000) : createdAt;
      const series = seriesOf(brand);
      const seriesBrand = pickSome(random, series, 0, 3);
      visitRows.push({
        id,
        brand,
        customerId: customer.id,
        sorg: customer.sorg,
        clientId: null,
        brandDisplay: pickSome(random, BRAND_DISPLAYS[brand], 1, 3).map((o) => o.code),
        brandDisplayDescription: random.chance(0.6) ? random.pick(DISPLAY_DESCRIPTIONS) : null,
        otherMidrange: pickSome(random, OTHER_MIDRANGES[brand], 0, 3).map((o) => o.code),
        otherMidrangeDescription: random.chance(0.4) ? random.pick(MIDRANGE_DESCRIPTIONS) : null,
        // The rep leaves the question unanswered now and then (spec 02 §5: then it is not sent).
        brandDomination: random.chance(0.2) ? null : random.chance(0.55),
        qtyPlgGrp: random.int(4, 60),
        qtyNonPlgGrp: random.int(0, 80),
        seriesList: [...new Set(pickSome(random, series, 1, 4).map((s) => s.series))],
        seriesBrand,
        otherSeriesList: random.chance(0.15) ? [random.pick(OTHER_SERIES)] : [],
        // Nothing ticked is stored as no list at all (spec 02 §5: equipment only when not empty).
        equipment: random.chance(0.2) ? null : pickSome(random, EQUIPMENT[brand], 1, 4).map((o) => o.code),
        equipmentText: random.chance(0.3) ? random.pick(EQUIPMENT_TEXTS) : null,
        notes: random.chance(0.8) ? random.pick(VISIT_NOTES) : null,
        visitedOn: visitDayOf(createdAt, customer.sorg),
        version: edited ? 2 : 1,
        createdBy: rep.userId,
        createdAt,
        updatedBy: rep.userId,
        updatedAt,
      });
      const slots = VISIT_PHOTO_SLOTS.filter(
        (slot) => slot === 'frontShop1' || slot === 'displayShop1' || random.chance(0.25),
      );
      for (const slot of slots) {
        const uploadId = uuidFrom(random);
        const bytes = drawPhoto(slot, brand, random);
        files.push({ id: uploadId, bytes });
        uploadRows.push({
          id: uploadId,
          userId: rep.userId,
          recordKey: `seed-visit-${String(id)}`,
          slot,
          fileName: `${slot}.png`,
          contentType: 'image/png',
          size: bytes.length,
          received: bytes.length,
          status: 'complete',
          attachedTo: `form-visit:${String(id)}`,
          createdAt,
          completedAt: createdAt,
        });
        photoRows.push({ visitId: id, slot, uploadId, width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
      }
    }
  }
  mkdirSync(options.uploadsDir, { recursive: true });
  for (const file of files) writeFileSync(join(options.uploadsDir, file.id), file.bytes);
  await bulkInsert(db, uploads, uploadRows);
  await bulkInsert(db, formVisits, visitRows);
  await syncSerial(db, formVisits);
  await bulkInsert(db, formVisitPhotos, photoRows);
  return { options: optionList.length, series: seriesRows.length, visits: visitRows.length, photos: photoRows.length };
}
