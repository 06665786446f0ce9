import { describe, expect, it } from 'vitest';
import { BIKE_CATEGORIES, BIKE_SERIES, DRIVETRAINS, MERCHANDISE_CATEGORIES } from './catalog-data';
import {
  bikeDescriptionIn,
  CONTENT_TRANSLATIONS,
  groupsetDescriptionIn,
  paaDescriptionIn,
  promotionTermsIn,
  SEED_LANGUAGES,
  type SeedLanguage,
} from './content-translations';
import { EQUIPMENT } from './visit-forms-data';

// Not exported by seed.ts: copied from its announcement insert.
const ANNOUNCEMENT = [
  'Model year 2027 pre-orders are open',
  '<p>Pre-order the new <strong>model year 2027</strong> bikes now and get them delivered before spring. Early orders are confirmed first.</p>',
];

// Not exported by catalog-seed.ts: copied from buildPromotions (name, badge, tagline, description of each).
const PROMOTION_TEXTS = [
  'Spring trail days',
  'Spring deal',
  'Up to 10 % off hardtails and full-suspension bikes',
  'Get your store ready for the trail season: every mountain bike is reduced for a few weeks.',
  'Polygon weeks',
  'Marin weeks',
  'Brand weeks',
  'Order two or more and save 5 %',
  'The whole range of the brand at a better price when you order at least two bikes.',
  'Model year 2024 clearance',
  'Clearance',
  'Last 2024 models while stock lasts',
  'Selected 2024 bikes with a fixed amount off per bike, at most five per order line.',
  'Helmet safety month',
  'Safety first',
  '15 % off helmets from 5 pieces',
  'Stock up on helmets for the new season: from five pieces per line, 15 % off.',
  'Lights on',
  'Be seen',
  'Lezyne lights 10 % off, selected sets even more',
  'Dark evenings sell lights: Lezyne lights reduced, and selected articles at a fixed price off.',
  'Drivetrain upgrade',
  'Upgrade',
  '7 % off selected Shimano 105 and GRX groupsets',
  'Upgrade season for your workshop customers.',
  'Winter city bikes',
  'Winter deal',
  'City bikes 6 % off (ended)',
  'City bikes for the winter months.',
  'Model year 2027 pre-order',
  'Pre-order',
  'Early orders of 2027 e-bikes get 4 % off',
  'Starts next month: pre-order next season’s e-bikes and get them first.',
];

const CATEGORY_NAMES = MERCHANDISE_CATEGORIES.map((c) => c.name);
const BIKE_CATEGORY_WORDINGS = BIKE_CATEGORIES.map((c) => c.wording);
const EQUIPMENT_NAMES = [...new Set(Object.values(EQUIPMENT).flatMap((list) => list.map((e) => e.name)))];

const ALL_TEXTS = [
  ...ANNOUNCEMENT,
  ...CATEGORY_NAMES,
  ...BIKE_CATEGORY_WORDINGS,
  ...PROMOTION_TEXTS,
  ...EQUIPMENT_NAMES,
];

/** Texts that are the same as the English in some languages: abbreviations and loanwords of the trade. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly SeedLanguage[]>> = {
  BMX: ['de', 'fr', 'id', 'ms'],
  'E-MTB': ['de', 'id', 'ms'],
  'E-Bikes': ['de'],
  Upgrade: ['de'],
};

/** Brand and product names that must survive translation unchanged. */
const NAMES = ['Polygon', 'Marin', 'Lezyne', 'Shimano', 'GRX', 'WIM'];

const translationOf = (text: string, language: SeedLanguage) => CONTENT_TRANSLATIONS[text]?.[language];

describe('content translations', () => {
  it('lists the seed texts it is checked against', () => {
    expect(CATEGORY_NAMES).toHaveLength(27);
    expect(BIKE_CATEGORY_WORDINGS).toHaveLength(5);
    expect(EQUIPMENT_NAMES).toContain('Kids corner');
    expect(new Set(ALL_TEXTS).size).toBe(ALL_TEXTS.length);
  });

  it.each(ALL_TEXTS)('translates %s into every language', (text) => {
    for (const language of SEED_LANGUAGES) {
      const translated = translationOf(text, language);
      expect(translated, `${language}: ${text}`).toBeTypeOf('string');
      expect(translated?.trim(), `${language}: ${text}`).not.toBe('');
      expect(translated, `${language}: ${text}`).toBe(translated?.trim());
      if (SAME_AS_ENGLISH[text]?.includes(language)) expect(translated).toBe(text);
      else expect(translated, `${language}: ${text}`).not.toBe(text);
    }
  });

  it('holds no text the seed does not have', () => {
    expect(Object.keys(CONTENT_TRANSLATIONS).sort()).toEqual([...ALL_TEXTS].sort());
  });

  it.each(ALL_TEXTS)('keeps the numbers, names, % spacing and HTML of %s', (text) => {
    for (const language of SEED_LANGUAGES) {
      const translated = translationOf(text, language) ?? '';
      for (const number of text.match(/\d+/g) ?? []) expect(translated, `${language}: ${text}`).toContain(number);
      for (const name of NAMES) if (text.includes(name)) expect(translated, `${language}: ${text}`).toContain(name);
      if (text.includes('%')) {
        if (language === 'de' || language === 'fr') {
          expect(translated, `${language}: ${text}`).toMatch(/\d %/);
          expect(translated).not.toMatch(/\d%/);
        } else {
          expect(translated, `${language}: ${text}`).toMatch(/\d%/);
          expect(translated).not.toMatch(/\d %/);
        }
      }
      expect(translated.match(/<\/?[a-z]+>/g) ?? [], `${language}: ${text}`).toEqual(text.match(/<\/?[a-z]+>/g) ?? []);
      expect(translated, `${language}: ${text}`).not.toContain('  ');
    }
  });

  it('writes the promotion terms with both dates in every language', () => {
    const seen = new Set<string>();
    for (const language of SEED_LANGUAGES) {
      const terms = promotionTermsIn(language, '2026-11-07', '2026-12-31');
      expect(terms).toContain('2026-11-07');
      expect(terms).toContain('2026-12-31');
      expect(terms.indexOf('2026-11-07')).toBeLessThan(terms.indexOf('2026-12-31'));
      expect(terms).not.toMatch(/Valid for|while stock lasts/);
      expect(terms).toMatch(/\.$/);
      seen.add(terms);
    }
    expect(seen.size).toBe(SEED_LANGUAGES.length);
    expect(promotionTermsIn('de', '07.11.2026', '31.12.2026')).toBe(
      'Gültig für Bestellungen vom 07.11.2026 bis 31.12.2026, solange der Vorrat reicht. Nicht mit anderen Aktionen kombinierbar; Mengenrabatte gelten weiterhin.',
    );
  });

  it('describes a bike with its brand, model, year, category, frame and drivetrain in every language', () => {
    const bike = {
      brand: 'POLYGON',
      parentName: 'Siskiu T8',
      year: 2026,
      material: 'aluminium',
      drivetrain: 'Shimano Deore 1x12',
    };
    expect(bikeDescriptionIn('de', { ...bike, category: 'Hardtail-Mountainbike' })).toBe(
      'Das POLYGON Siskiu T8 (2026) ist ein Hardtail-Mountainbike mit Aluminiumrahmen und Shimano Deore 1x12.',
    );
    expect(bikeDescriptionIn('fr', { ...bike, category: 'VTT semi-rigide' })).toBe(
      "Le POLYGON Siskiu T8 (2026) est un VTT semi-rigide doté d'un cadre en aluminium et d'une transmission Shimano Deore 1x12.",
    );
    expect(bikeDescriptionIn('id', { ...bike, category: 'Sepeda gunung hardtail' })).toBe(
      'POLYGON Siskiu T8 (2026) adalah sepeda gunung hardtail dengan rangka aluminium dan Shimano Deore 1x12.',
    );
    expect(bikeDescriptionIn('ms', { ...bike, category: 'Basikal gunung hardtail' })).toBe(
      'POLYGON Siskiu T8 (2026) ialah basikal gunung hardtail dengan rangka aluminium dan Shimano Deore 1x12.',
    );
  });

  it('translates every frame material and keeps an unknown one as given', () => {
    const materials = [...new Set(BIKE_SERIES.map((s) => s.material))];
    const expected: Record<SeedLanguage, Record<string, string>> = {
      de: { aluminium: 'Aluminiumrahmen', carbon: 'Carbonrahmen', steel: 'Stahlrahmen' },
      fr: { aluminium: 'cadre en aluminium', carbon: 'cadre en carbone', steel: 'cadre en acier' },
      id: { aluminium: 'rangka aluminium', carbon: 'rangka karbon', steel: 'rangka baja' },
      ms: { aluminium: 'rangka aluminium', carbon: 'rangka karbon', steel: 'rangka keluli' },
    };
    for (const language of SEED_LANGUAGES) {
      for (const material of materials) {
        const text = bikeDescriptionIn(language, {
          brand: 'MARIN',
          parentName: 'Nicasio 2',
          year: 2025,
          category: CONTENT_TRANSLATIONS.Road?.[language] ?? '',
          material,
          drivetrain: 'Shimano 105 2x12',
        });
        expect(text, `${language} ${material}`).toContain(expected[language][material]);
      }
      const titanium = bikeDescriptionIn(language, {
        brand: 'MARIN',
        parentName: 'Nicasio 2',
        year: 2025,
        category: CONTENT_TRANSLATIONS.Road?.[language] ?? '',
        material: 'titanium',
        drivetrain: 'Shimano 105 2x12',
      });
      expect(titanium).toContain('titanium');
    }
  });

  it('gives a full sentence for every bike category, drivetrain and language, category in any case', () => {
    const bikeMcs = MERCHANDISE_CATEGORIES.filter((c) => c.category === 'bike');
    for (const language of SEED_LANGUAGES) {
      for (const mc of bikeMcs) {
        const category = translationOf(mc.name, language) ?? '';
        for (const drivetrain of DRIVETRAINS[mc.code as keyof typeof DRIVETRAINS]) {
          const p = { brand: 'ENTITY', parentName: 'Rookie 24', year: 2024, category, material: 'steel', drivetrain };
          const text = bikeDescriptionIn(language, p);
          expect(text).toMatch(/^\S.* \(2024\) .*\.$/);
          expect(text).toContain('ENTITY Rookie 24 (2024)');
          // The category reads as the stored label (de) or with a small first letter (fr, id, ms; not VTT, BMX).
          expect(text.toLowerCase()).toContain(category.toLowerCase());
          const firstWord = category.split(' ')[0] ?? '';
          if (language === 'de' || firstWord === firstWord.toUpperCase()) expect(text).toContain(category);
          // Lower-cased input comes back as the label.
          expect(bikeDescriptionIn(language, { ...p, category: category.toLowerCase() })).toBe(text);
          // English words of the drivetrain are translated; component names only are kept as given.
          expect(text).not.toMatch(/speed hub|single speed|gearing| motor,|undefined| bike with /);
          if (!/motor|hub|speed|gearing/.test(drivetrain)) expect(text).toContain(drivetrain);
        }
      }
    }
  });

  it('translates the English words of drivetrains', () => {
    const p = { brand: 'POLYGON', parentName: 'Kalosi 2', year: 2026, category: 'E-Citybike', material: 'aluminium' };
    expect(bikeDescriptionIn('de', { ...p, drivetrain: 'Bafang hub motor, Shimano Nexus 7' })).toBe(
      'Das POLYGON Kalosi 2 (2026) ist ein E-Citybike mit Aluminiumrahmen und Bafang-Nabenmotor, Shimano Nexus 7.',
    );
    expect(bikeDescriptionIn('fr', { ...p, category: 'Vélo de ville', drivetrain: 'Shimano Nexus 3-speed hub' })).toBe(
      "Le POLYGON Kalosi 2 (2026) est un vélo de ville doté d'un cadre en aluminium et d'un moyeu Shimano Nexus à 3 vitesses.",
    );
    expect(
      bikeDescriptionIn('ms', { ...p, category: 'BMX', material: 'steel', drivetrain: 'single speed, 25/9 gearing' }),
    ).toBe('POLYGON Kalosi 2 (2026) ialah BMX dengan rangka keluli dan gear tunggal, nisbah 25/9.');
  });

  it('describes PAA lines and groupsets with their inputs in every language', () => {
    const paa = MERCHANDISE_CATEGORIES.filter((c) => c.category === 'paa');
    for (const language of SEED_LANGUAGES) {
      for (const mc of paa) {
        const category = translationOf(mc.name, language) ?? '';
        const text = paaDescriptionIn(language, { parentName: 'Lezyne Macro Drive', category, brand: 'Lezyne' });
        expect(text).toMatch(/^Lezyne Macro Drive ?: .+ Lezyne\.$/);
        expect(text.toLowerCase()).toContain(category.toLowerCase());
        expect(text).not.toContain(' by ');
      }
      const groupset = groupsetDescriptionIn(language, { parentName: 'Shimano 105 R7100 2x12' });
      expect(groupset).toMatch(/^Shimano 105 R7100 2x12 ?: .+\.$/);
      expect(groupset).not.toMatch(/shifters|chain and brakes/);
    }
    expect(paaDescriptionIn('de', { parentName: 'Abus Hyban', category: 'Helme', brand: 'ABUS' })).toBe(
      'Abus Hyban: Helme von ABUS.',
    );
    expect(paaDescriptionIn('fr', { parentName: 'Abus Hyban', category: 'Casques', brand: 'ABUS' })).toBe(
      'Abus Hyban : casques de la marque ABUS.',
    );
    expect(paaDescriptionIn('id', { parentName: 'Abus Hyban', category: 'helm', brand: 'ABUS' })).toBe(
      'Abus Hyban: helm dari ABUS.',
    );
    expect(paaDescriptionIn('ms', { parentName: 'Abus Hyban', category: 'Topi keledar', brand: 'ABUS' })).toBe(
      'Abus Hyban: topi keledar daripada ABUS.',
    );
  });
});
