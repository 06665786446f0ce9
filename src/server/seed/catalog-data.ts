// Over 400 lines: word lists only, no logic.
// The words the demo catalog is built from: brands, series, merchandise categories, colours, PAA product lines
// and groupsets. catalog-seed.ts turns them into rows; nothing here touches the database.

/**
 * The fixed children of /catalog: no product group or article may take one of these as its slug, or its page
 * would be unreachable (docs/decisions.md, "Reserved slugs").
 */
export const RESERVED_CATALOG_SLUGS: ReadonlySet<string> = new Set([
  'bike',
  'paa',
  'groupset',
  'list',
  'fast-order',
  'previous-purchases',
  'frequent-purchases',
  'repeat-order',
]);

export type ProductCategoryCode = 'bike' | 'paa' | 'groupset';

export interface BrandSpec {
  code: string;
  description: string;
  /** How its article codes look: 'I…' and '0…' codes show only their last 6 characters (spec 01 §5). */
  codeStyle: 'I' | '0' | 'prefix';
}

export const BRANDS: readonly BrandSpec[] = [
  { code: 'POLYGON', description: 'Polygon', codeStyle: 'I' },
  { code: 'MARIN', description: 'Marin', codeStyle: 'prefix' },
  { code: 'WIM', description: 'WIM Cycles', codeStyle: '0' },
  { code: 'ENTITY', description: 'Entity', codeStyle: '0' },
  { code: 'SHIMANO', description: 'Shimano', codeStyle: 'prefix' },
  { code: 'SRAM', description: 'SRAM', codeStyle: 'prefix' },
  { code: 'MICROSHIFT', description: 'microSHIFT', codeStyle: 'prefix' },
  { code: 'LAZER', description: 'Lazer', codeStyle: 'prefix' },
  { code: 'ABUS', description: 'Abus', codeStyle: 'prefix' },
  { code: 'SCHWALBE', description: 'Schwalbe', codeStyle: 'prefix' },
  { code: 'KENDA', description: 'Kenda', codeStyle: 'I' },
  { code: 'MAXXIS', description: 'Maxxis', codeStyle: 'prefix' },
  { code: 'LEZYNE', description: 'Lezyne', codeStyle: 'prefix' },
  { code: 'KNOG', description: 'Knog', codeStyle: 'prefix' },
  { code: 'CRANKBROTHERS', description: 'Crankbrothers', codeStyle: 'prefix' },
  { code: 'SELLE-ROYAL', description: 'Selle Royal', codeStyle: 'prefix' },
  { code: 'ELITE', description: 'Elite', codeStyle: 'prefix' },
  { code: 'TOPEAK', description: 'Topeak', codeStyle: 'prefix' },
  { code: 'ORTLIEB', description: 'Ortlieb', codeStyle: 'prefix' },
  { code: 'ODI', description: 'ODI', codeStyle: 'prefix' },
];

export interface MerchandiseCategorySpec {
  code: string;
  name: string;
  category: ProductCategoryCode;
}

export const MERCHANDISE_CATEGORIES: readonly MerchandiseCategorySpec[] = [
  { code: 'B-MTB-HT', name: 'Hardtail Mountain', category: 'bike' },
  { code: 'B-MTB-FS', name: 'Full Suspension Mountain', category: 'bike' },
  { code: 'B-ROAD', name: 'Road', category: 'bike' },
  { code: 'B-GRAVEL', name: 'Gravel', category: 'bike' },
  { code: 'B-CITY', name: 'City', category: 'bike' },
  { code: 'B-TREKKING', name: 'Trekking', category: 'bike' },
  { code: 'B-FOLDING', name: 'Folding', category: 'bike' },
  { code: 'B-KIDS', name: 'Kids', category: 'bike' },
  { code: 'B-BMX', name: 'BMX', category: 'bike' },
  { code: 'B-EMTB', name: 'E-MTB', category: 'bike' },
  { code: 'B-ECITY', name: 'E-City', category: 'bike' },
  { code: 'P-HELMET', name: 'Helmets', category: 'paa' },
  { code: 'P-TYRE', name: 'Tyres', category: 'paa' },
  { code: 'P-TUBE', name: 'Tubes', category: 'paa' },
  { code: 'P-LIGHT', name: 'Lights', category: 'paa' },
  { code: 'P-LOCK', name: 'Locks', category: 'paa' },
  { code: 'P-PEDAL', name: 'Pedals', category: 'paa' },
  { code: 'P-SADDLE', name: 'Saddles', category: 'paa' },
  { code: 'P-BOTTLE', name: 'Bottles & Cages', category: 'paa' },
  { code: 'P-APPAREL', name: 'Apparel', category: 'paa' },
  { code: 'P-TOOL', name: 'Tools', category: 'paa' },
  { code: 'P-PUMP', name: 'Pumps', category: 'paa' },
  { code: 'P-BAG', name: 'Bags', category: 'paa' },
  { code: 'P-GRIP', name: 'Grips', category: 'paa' },
  { code: 'G-ROAD', name: 'Road Groupsets', category: 'groupset' },
  { code: 'G-MTB', name: 'MTB Groupsets', category: 'groupset' },
  { code: 'G-GRAVEL', name: 'Gravel Groupsets', category: 'groupset' },
];

/** The category menu: each label stands for a sorted list of merchandise categories. */
export const BIKE_CATEGORIES: readonly { wording: string; mcCodes: readonly string[] }[] = [
  { wording: 'Mountain', mcCodes: ['B-MTB-HT', 'B-MTB-FS'] },
  { wording: 'Road & Gravel', mcCodes: ['B-ROAD', 'B-GRAVEL'] },
  { wording: 'City & Trekking', mcCodes: ['B-CITY', 'B-TREKKING', 'B-FOLDING'] },
  { wording: 'E-Bikes', mcCodes: ['B-EMTB', 'B-ECITY'] },
  { wording: 'Kids & BMX', mcCodes: ['B-KIDS', 'B-BMX'] },
];

export const TAGS: readonly { type: string; name: string }[] = [
  { type: 'feature', name: 'New' },
  { type: 'feature', name: 'E-bike' },
  { type: 'feature', name: 'Lightweight' },
  { type: 'feature', name: 'Tubeless Ready' },
  { type: 'feature', name: 'Carbon' },
  { type: 'usage', name: 'Commute' },
  { type: 'usage', name: 'Trail' },
  { type: 'usage', name: 'Race' },
  { type: 'usage', name: 'Adventure' },
  { type: 'usage', name: 'Family' },
  { type: 'usage', name: 'Park' },
];

export interface Colour {
  name: string;
  hex: string;
}

export const BIKE_COLOURS: readonly Colour[] = [
  { name: 'Stealth Black', hex: '#1d1f21' },
  { name: 'Gloss White', hex: '#f2f2f0' },
  { name: 'Racing Red', hex: '#d62828' },
  { name: 'Ocean Blue', hex: '#1f6fb2' },
  { name: 'Forest Green', hex: '#2d6a4f' },
  { name: 'Sunburst Orange', hex: '#f77f00' },
  { name: 'Graphite Grey', hex: '#5c6770' },
  { name: 'Desert Sand', hex: '#c2b280' },
  { name: 'Deep Teal', hex: '#1a8e8a' },
  { name: 'Purple Haze', hex: '#6a4c93' },
  { name: 'Acid Lime', hex: '#9acd32' },
  { name: 'Midnight Navy', hex: '#14213d' },
  { name: 'Copper', hex: '#b87333' },
  { name: 'Mint', hex: '#7fc8a9' },
  { name: 'Sunflower Yellow', hex: '#f4c430' },
  { name: 'Flamingo Pink', hex: '#ef476f' },
];

export const PAA_COLOURS: readonly Colour[] = [
  { name: 'Black', hex: '#222222' },
  { name: 'White', hex: '#f4f4f4' },
  { name: 'Red', hex: '#c62828' },
  { name: 'Blue', hex: '#1565c0' },
  { name: 'Silver', hex: '#b0b7bd' },
  { name: 'Neon Yellow', hex: '#d4e157' },
  { name: 'Orange', hex: '#ef6c00' },
  { name: 'Green', hex: '#2e7d32' },
  { name: 'Grey', hex: '#757575' },
];

export type BikeMc =
  | 'B-MTB-HT'
  | 'B-MTB-FS'
  | 'B-ROAD'
  | 'B-GRAVEL'
  | 'B-CITY'
  | 'B-TREKKING'
  | 'B-FOLDING'
  | 'B-KIDS'
  | 'B-BMX'
  | 'B-EMTB'
  | 'B-ECITY';

export interface BikeSeriesSpec {
  brand: string;
  name: string;
  mc: BikeMc;
  /** Trim levels: each is a model per model year. */
  trims: readonly string[];
  /** Retail price range in US dollars, from the cheapest trim to the dearest. */
  usd: readonly [number, number];
  material: 'aluminium' | 'carbon' | 'steel';
  /** 26" wheels instead of 27.5" on the small sizes (entry hardtails and city bikes). */
  small26?: boolean;
}

export const BIKE_SERIES: readonly BikeSeriesSpec[] = [
  {
    brand: 'POLYGON',
    name: 'Siskiu',
    mc: 'B-MTB-FS',
    trims: ['T7', 'T8', 'D7', 'D8', 'N9'],
    usd: [1399, 4199],
    material: 'aluminium',
  },
  {
    brand: 'POLYGON',
    name: 'Collosus',
    mc: 'B-MTB-FS',
    trims: ['N8', 'N9', 'T9'],
    usd: [3499, 7499],
    material: 'carbon',
  },
  {
    brand: 'POLYGON',
    name: 'Xtrada',
    mc: 'B-MTB-HT',
    trims: ['5', '6', '7', '8', '9'],
    usd: [599, 1799],
    material: 'aluminium',
  },
  {
    brand: 'POLYGON',
    name: 'Cascade',
    mc: 'B-MTB-HT',
    trims: ['3', '4', '5'],
    usd: [449, 749],
    material: 'aluminium',
    small26: true,
  },
  {
    brand: 'POLYGON',
    name: 'Premier',
    mc: 'B-MTB-HT',
    trims: ['4', '5'],
    usd: [409, 599],
    material: 'steel',
    small26: true,
  },
  {
    brand: 'POLYGON',
    name: 'Strattos',
    mc: 'B-ROAD',
    trims: ['S3', 'S5', 'S7', 'S8'],
    usd: [999, 3499],
    material: 'aluminium',
  },
  { brand: 'POLYGON', name: 'Helios', mc: 'B-ROAD', trims: ['A7', 'A8', 'C9'], usd: [2499, 6499], material: 'carbon' },
  {
    brand: 'POLYGON',
    name: 'Bend',
    mc: 'B-GRAVEL',
    trims: ['R2', 'R5', 'RD'],
    usd: [1099, 2599],
    material: 'aluminium',
  },
  {
    brand: 'POLYGON',
    name: 'Path',
    mc: 'B-CITY',
    trims: ['2', '3', '5', 'i8'],
    usd: [549, 1299],
    material: 'aluminium',
  },
  {
    brand: 'POLYGON',
    name: 'Sierra',
    mc: 'B-CITY',
    trims: ['AX', 'Lady'],
    usd: [409, 599],
    material: 'steel',
    small26: true,
  },
  {
    brand: 'POLYGON',
    name: 'Heist',
    mc: 'B-CITY',
    trims: ['2.0', '3.0', '5.0'],
    usd: [599, 999],
    material: 'aluminium',
  },
  { brand: 'POLYGON', name: 'Kalosi', mc: 'B-ECITY', trims: ['2', '5'], usd: [1999, 2999], material: 'aluminium' },
  { brand: 'POLYGON', name: 'Mayhem', mc: 'B-EMTB', trims: ['3', '5', '7'], usd: [3999, 7999], material: 'aluminium' },
  { brand: 'POLYGON', name: 'Relic', mc: 'B-KIDS', trims: ['20', '24'], usd: [409, 549], material: 'aluminium' },
  { brand: 'POLYGON', name: 'Rudge', mc: 'B-BMX', trims: ['1', '2', '3'], usd: [419, 699], material: 'steel' },
  { brand: 'POLYGON', name: 'Urbano', mc: 'B-FOLDING', trims: ['3', '5'], usd: [499, 899], material: 'aluminium' },
  { brand: 'POLYGON', name: 'Tambora', mc: 'B-TREKKING', trims: ['G3', 'G5'], usd: [849, 1399], material: 'aluminium' },
  {
    brand: 'MARIN',
    name: 'Rift Zone',
    mc: 'B-MTB-FS',
    trims: ['1', '2', '3', 'XR'],
    usd: [1999, 5499],
    material: 'aluminium',
  },
  { brand: 'MARIN', name: 'Alpine Trail', mc: 'B-MTB-FS', trims: ['XR', 'C1'], usd: [3999, 6999], material: 'carbon' },
  {
    brand: 'MARIN',
    name: 'San Quentin',
    mc: 'B-MTB-HT',
    trims: ['1', '2', '3'],
    usd: [899, 1899],
    material: 'aluminium',
  },
  {
    brand: 'MARIN',
    name: 'Bobcat Trail',
    mc: 'B-MTB-HT',
    trims: ['3', '4', '5'],
    usd: [599, 1099],
    material: 'aluminium',
    small26: true,
  },
  {
    brand: 'MARIN',
    name: 'Wildcat Trail',
    mc: 'B-MTB-HT',
    trims: ['1', '2', '3'],
    usd: [549, 899],
    material: 'aluminium',
    small26: true,
  },
  { brand: 'MARIN', name: 'Nicasio', mc: 'B-ROAD', trims: ['1', '2', 'Plus'], usd: [999, 1699], material: 'steel' },
  {
    brand: 'MARIN',
    name: 'Gestalt',
    mc: 'B-GRAVEL',
    trims: ['1', '2', 'X10', 'XR'],
    usd: [1099, 2999],
    material: 'aluminium',
  },
  {
    brand: 'MARIN',
    name: 'Four Corners',
    mc: 'B-GRAVEL',
    trims: ['1', '2', 'Elite'],
    usd: [1099, 2099],
    material: 'steel',
  },
  { brand: 'MARIN', name: 'DSX', mc: 'B-GRAVEL', trims: ['1', '2'], usd: [1299, 2099], material: 'aluminium' },
  { brand: 'MARIN', name: 'Fairfax', mc: 'B-CITY', trims: ['1', '2', '3'], usd: [599, 1099], material: 'aluminium' },
  {
    brand: 'MARIN',
    name: 'Larkspur',
    mc: 'B-CITY',
    trims: ['1', '2'],
    usd: [549, 799],
    material: 'aluminium',
    small26: true,
  },
  { brand: 'MARIN', name: 'Muirwoods', mc: 'B-TREKKING', trims: ['1', '2'], usd: [799, 1299], material: 'steel' },
  { brand: 'MARIN', name: 'Donky Jr', mc: 'B-KIDS', trims: ['20', '24'], usd: [419, 649], material: 'aluminium' },
  { brand: 'MARIN', name: 'Bayview Trail', mc: 'B-KIDS', trims: ['20', '24'], usd: [409, 549], material: 'aluminium' },
  { brand: 'MARIN', name: 'Sausalito E', mc: 'B-ECITY', trims: ['1', '2'], usd: [2299, 3199], material: 'aluminium' },
  { brand: 'MARIN', name: 'Alpine Trail E', mc: 'B-EMTB', trims: ['1', '2'], usd: [5499, 8499], material: 'aluminium' },
  { brand: 'MARIN', name: 'Headlands', mc: 'B-GRAVEL', trims: ['1', '2'], usd: [2499, 4499], material: 'carbon' },
  { brand: 'WIM', name: 'Volt', mc: 'B-ECITY', trims: ['1', '2', '3'], usd: [1799, 2999], material: 'aluminium' },
  { brand: 'WIM', name: 'Flux', mc: 'B-TREKKING', trims: ['1', '2'], usd: [699, 1099], material: 'aluminium' },
  { brand: 'WIM', name: 'Sprint', mc: 'B-ROAD', trims: ['2', '4'], usd: [899, 1599], material: 'aluminium' },
  { brand: 'WIM', name: 'Kid Rider', mc: 'B-KIDS', trims: ['20', '24'], usd: [409, 499], material: 'steel' },
  { brand: 'WIM', name: 'Metro', mc: 'B-FOLDING', trims: ['7', '9'], usd: [449, 799], material: 'aluminium' },
  { brand: 'WIM', name: 'Trail Boss', mc: 'B-EMTB', trims: ['1', '2'], usd: [4199, 5999], material: 'aluminium' },
  { brand: 'WIM', name: 'Cruiser', mc: 'B-CITY', trims: ['3', '7'], usd: [429, 699], material: 'steel', small26: true },
  { brand: 'ENTITY', name: 'Hustle', mc: 'B-BMX', trims: ['1', '2', 'Pro'], usd: [409, 899], material: 'steel' },
  { brand: 'ENTITY', name: 'Jump', mc: 'B-BMX', trims: ['20', 'Pro'], usd: [449, 799], material: 'steel' },
  { brand: 'ENTITY', name: 'Rookie', mc: 'B-KIDS', trims: ['20', '24'], usd: [409, 529], material: 'aluminium' },
  { brand: 'ENTITY', name: 'Dirt', mc: 'B-MTB-HT', trims: ['1', '2'], usd: [699, 1299], material: 'steel' },
  { brand: 'ENTITY', name: 'Aero', mc: 'B-ROAD', trims: ['7', '9'], usd: [4999, 8999], material: 'carbon' },
];

/** Frame sizes per merchandise category, smallest first (their index is sizeRank). */
export const FRAME_SIZES: Record<BikeMc, readonly string[]> = {
  'B-MTB-HT': ['XS', 'S', 'M', 'L', 'XL'],
  'B-MTB-FS': ['XS', 'S', 'M', 'L', 'XL'],
  'B-EMTB': ['S', 'M', 'L', 'XL'],
  'B-ROAD': ['49', '52', '54', '56', '58', '61'],
  'B-GRAVEL': ['XS', 'S', 'M', 'L', 'XL'],
  'B-CITY': ['XS', 'S', 'M', 'L'],
  'B-TREKKING': ['S', 'M', 'L', 'XL'],
  'B-ECITY': ['S', 'M', 'L'],
  'B-FOLDING': ['OS'],
  'B-KIDS': ['OS'],
  'B-BMX': ['20"', '20.5"', '21"'],
};

/** What a model of a category is built with, for its description. */
export const DRIVETRAINS: Record<BikeMc, readonly string[]> = {
  'B-MTB-HT': ['Shimano Cues 1x10', 'Shimano Deore 1x12', 'SRAM SX Eagle 1x12', 'microSHIFT Advent X 1x10'],
  'B-MTB-FS': ['Shimano Deore 1x12', 'Shimano SLX 1x12', 'Shimano XT 1x12', 'SRAM GX Eagle Transmission'],
  'B-EMTB': ['Shimano EP801 motor, Deore 1x12', 'Bosch Performance CX motor, SRAM GX Eagle'],
  'B-ROAD': ['Shimano Tiagra 2x10', 'Shimano 105 2x12', 'Shimano Ultegra Di2 2x12', 'SRAM Rival AXS 2x12'],
  'B-GRAVEL': ['Shimano GRX 1x11', 'Shimano GRX 2x10', 'SRAM Apex XPLR 1x12'],
  'B-CITY': ['Shimano Nexus 3-speed hub', 'Shimano Tourney 1x7', 'Shimano Altus 2x8'],
  'B-TREKKING': ['Shimano Alivio 3x9', 'Shimano Deore 1x11', 'Shimano Nexus 8-speed hub'],
  'B-ECITY': ['Bafang hub motor, Shimano Nexus 7', 'Shimano E5000 motor, Altus 1x9'],
  'B-FOLDING': ['Shimano Tourney 1x7', 'single speed'],
  'B-KIDS': ['Shimano Tourney 1x7', 'single speed'],
  'B-BMX': ['single speed, 25/9 gearing'],
};

export interface PaaLineSpec {
  mc: string;
  brands: readonly string[];
  bases: readonly string[];
  suffixes: readonly string[];
  /** How many articles of this category the catalog aims for at scale 1. */
  target: number;
  usd: readonly [number, number];
  /** Size choices of a group (stored as the article's size, frameSize); a group takes a run of them. */
  sizes?: readonly string[];
  /** How many sizes a group takes (min, max). */
  sizeCount?: readonly [number, number];
  /** How many colours a group comes in (min, max); 0 means no colour (the image key is then ''). */
  colourCount: readonly [number, number];
  /** Wheel size of each size, where the size is a tyre or tube dimension. */
  wheelOf?: (size: string) => string | null;
}

const tyreWheel = (size: string) =>
  size.startsWith('700') ? '700c' : (/^(20|24|26|27\.5|29)\b/.exec(size)?.[1] ?? null);

export const PAA_LINES: readonly PaaLineSpec[] = [
  {
    mc: 'P-HELMET',
    brands: ['LAZER', 'ABUS', 'POLYGON', 'ENTITY'],
    bases: [
      'Tempo',
      'Compact',
      'Jackal',
      'Coyote',
      'Sphere',
      'Cameleon',
      'Strada',
      'Volante',
      'Urban',
      'Trailblazer',
      'Aero',
    ],
    suffixes: ['', 'MIPS', 'KinetiCore', 'Youth', 'Pro', 'LED'],
    target: 230,
    usd: [39, 249],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    sizeCount: [2, 3],
    colourCount: [1, 3],
  },
  {
    mc: 'P-TYRE',
    brands: ['SCHWALBE', 'KENDA', 'MAXXIS'],
    bases: [
      'Nobby Nic',
      'Racing Ralph',
      'Marathon Plus',
      'G-One Allround',
      'Big Apple',
      'Minion DHF',
      'Minion DHR II',
      'Ardent',
      'Rekon',
      'Dissector',
      'Small Block Eight',
      'Kwick Journey',
      'Booster',
      'Pro One',
      'Hans Dampf',
    ],
    suffixes: ['', 'Addix', 'EXO', 'Tubeless Ready', 'Performance', 'Super Trail'],
    target: 270,
    usd: [24, 89],
    sizes: [
      '20 x 2.25',
      '24 x 2.35',
      '26 x 2.25',
      '27.5 x 2.35',
      '27.5 x 2.60',
      '29 x 2.25',
      '29 x 2.40',
      '29 x 2.60',
      '700 x 28c',
      '700 x 32c',
      '700 x 40c',
      '700 x 45c',
    ],
    sizeCount: [2, 5],
    colourCount: [0, 0],
    wheelOf: tyreWheel,
  },
  {
    mc: 'P-TUBE',
    brands: ['SCHWALBE', 'KENDA', 'MAXXIS'],
    bases: [
      'Standard Tube',
      'Light Tube',
      'Extralight Tube',
      'Thorn Resistant Tube',
      'Aerothan Tube',
      'Welter Weight Tube',
    ],
    suffixes: ['', 'Presta 48 mm', 'Presta 60 mm', 'Schrader'],
    target: 140,
    usd: [6, 29],
    sizes: [
      '20 x 1.5-2.4',
      '24 x 1.5-2.5',
      '26 x 1.9-2.5',
      '27.5 x 2.1-2.8',
      '29 x 2.1-2.6',
      '700 x 18-25c',
      '700 x 28-35c',
      '700 x 35-45c',
    ],
    sizeCount: [3, 5],
    colourCount: [0, 0],
    wheelOf: tyreWheel,
  },
  {
    mc: 'P-LIGHT',
    brands: ['LEZYNE', 'KNOG', 'POLYGON'],
    bases: [
      'Lite Drive',
      'Macro Drive',
      'Strip Drive',
      'Zecto Drive',
      'Blinder',
      'Plug',
      'Cobber',
      'Bilby',
      'Beacon',
      'Night Owl',
    ],
    suffixes: ['', '400', '800', '1200', 'Rear', 'Front', 'Twin Pack'],
    target: 110,
    usd: [15, 149],
    colourCount: [1, 2],
  },
  {
    mc: 'P-LOCK',
    brands: ['ABUS', 'KNOG', 'TOPEAK'],
    bases: ['Granit', 'Bordo', 'Ultimate', 'Steel-O-Flex', 'Strongman', 'Partner', 'Hummer'],
    suffixes: ['', 'Plus', 'Mini', 'Combo', 'XL'],
    target: 80,
    usd: [19, 129],
    sizes: ['55 cm', '85 cm', '120 cm', '180 cm'],
    sizeCount: [1, 3],
    colourCount: [0, 0],
  },
  {
    mc: 'P-PEDAL',
    brands: ['CRANKBROTHERS', 'ENTITY', 'POLYGON'],
    bases: ['Stamp', 'Mallet', 'Candy', 'Eggbeater', 'Double Shot', 'Flatline', 'Grip King', 'Platform'],
    suffixes: ['', '1', '3', '7', '11', 'Small', 'Large'],
    target: 110,
    usd: [19, 199],
    colourCount: [1, 4],
  },
  {
    mc: 'P-SADDLE',
    brands: ['SELLE-ROYAL', 'POLYGON', 'ENTITY'],
    bases: ['Scientia', 'Vivo', 'Respiro', 'Freccia', 'Essenza', 'Comfort', 'Race', 'Gel Cruiser'],
    suffixes: ['', 'Athletic', 'Moderate', 'Relaxed', 'Carbon', 'Women'],
    target: 130,
    usd: [29, 179],
    sizes: ['135 mm', '143 mm', '155 mm', '170 mm'],
    sizeCount: [1, 3],
    colourCount: [1, 2],
  },
  {
    mc: 'P-BOTTLE',
    brands: ['ELITE', 'POLYGON', 'ENTITY'],
    bases: ['Fly', 'Jet', 'Corsa', 'Nanofly', 'Deboyo', 'Ice Fly', 'Cage', 'Vico Cage'],
    suffixes: ['', 'Team', 'Insulated', 'Carbon', 'Kids'],
    target: 120,
    usd: [5, 39],
    sizes: ['550 ml', '750 ml', '950 ml'],
    sizeCount: [1, 2],
    colourCount: [1, 3],
  },
  {
    mc: 'P-APPAREL',
    brands: ['POLYGON', 'MARIN', 'ENTITY'],
    bases: [
      'Trail Jersey',
      'Race Jersey',
      'Bib Shorts',
      'Baggy Shorts',
      'Rain Jacket',
      'Wind Vest',
      'Gloves',
      'Long Finger Gloves',
      'Cap',
      'Socks',
      'Hoodie',
      'T-Shirt',
    ],
    suffixes: ['', 'Pro', 'Sport', 'Women', 'Kids', 'Thermal'],
    target: 520,
    usd: [12, 179],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    sizeCount: [3, 6],
    colourCount: [1, 2],
  },
  {
    mc: 'P-TOOL',
    brands: ['TOPEAK', 'LEZYNE', 'CRANKBROTHERS'],
    bases: [
      'Mini',
      'Hexus',
      'Alien',
      'Multi',
      'Tyre Lever Set',
      'Chain Tool',
      'Torque Wrench',
      'Shop Stand',
      'Tubeless Kit',
    ],
    suffixes: ['', '9', '18', '20 Pro', 'II', 'X', 'Pro'],
    target: 70,
    usd: [9, 199],
    colourCount: [1, 1],
  },
  {
    mc: 'P-PUMP',
    brands: ['TOPEAK', 'LEZYNE'],
    bases: [
      'JoeBlow',
      'Road Morph',
      'Micro Floor',
      'Pocket Drive',
      'Sport Drive',
      'CO2 Drive',
      'Race Rocket',
      'Mini Morph',
    ],
    suffixes: ['', 'Sport', 'Pro', 'HV', 'HP', 'G'],
    target: 70,
    usd: [19, 149],
    colourCount: [1, 2],
  },
  {
    mc: 'P-BAG',
    brands: ['ORTLIEB', 'TOPEAK', 'POLYGON'],
    bases: [
      'Saddle Bag',
      'Frame Pack',
      'Handlebar Pack',
      'Back-Roller',
      'Seat-Pack',
      'Top Tube Pack',
      'Commuter Pannier',
      'Hip Pack',
    ],
    suffixes: ['', 'Classic', 'Plus', 'City', 'Free', 'Micro'],
    target: 110,
    usd: [19, 199],
    sizes: ['0.6 L', '1.2 L', '4 L', '11 L', '20 L'],
    sizeCount: [1, 2],
    colourCount: [1, 2],
  },
  {
    mc: 'P-GRIP',
    brands: ['ODI', 'ENTITY', 'POLYGON'],
    bases: ['Elite Pro', 'Ruffian', 'Longneck', 'Vans', 'Lock-On', 'Ergo', 'Soft'],
    suffixes: ['', 'MX', 'V2.1', 'XL', 'Kids'],
    target: 80,
    usd: [9, 39],
    colourCount: [1, 4],
  },
];

export interface GroupsetSpec {
  brand: string;
  series: string;
  name: string;
  mc: 'G-ROAD' | 'G-MTB' | 'G-GRAVEL';
  usd: number;
  /** The finish its drawing uses. */
  finish: string;
}

export const GROUPSETS: readonly GroupsetSpec[] = [
  { brand: 'SHIMANO', series: 'Claris', name: 'Claris R2000 2x8', mc: 'G-ROAD', usd: 299, finish: '#8d939a' },
  { brand: 'SHIMANO', series: 'Sora', name: 'Sora R3000 2x9', mc: 'G-ROAD', usd: 379, finish: '#8d939a' },
  { brand: 'SHIMANO', series: 'Tiagra', name: 'Tiagra 4700 2x10', mc: 'G-ROAD', usd: 499, finish: '#6d737a' },
  { brand: 'SHIMANO', series: '105', name: '105 R7100 2x12', mc: 'G-ROAD', usd: 899, finish: '#3b3f44' },
  { brand: 'SHIMANO', series: '105', name: '105 Di2 R7150 2x12', mc: 'G-ROAD', usd: 1599, finish: '#3b3f44' },
  { brand: 'SHIMANO', series: 'Ultegra', name: 'Ultegra R8100 2x12', mc: 'G-ROAD', usd: 1499, finish: '#55595e' },
  { brand: 'SHIMANO', series: 'Ultegra', name: 'Ultegra Di2 R8170 2x12', mc: 'G-ROAD', usd: 2499, finish: '#55595e' },
  { brand: 'SHIMANO', series: 'Dura-Ace', name: 'Dura-Ace R9200 2x12', mc: 'G-ROAD', usd: 2899, finish: '#1f2124' },
  { brand: 'SHIMANO', series: 'Dura-Ace', name: 'Dura-Ace Di2 R9270 2x12', mc: 'G-ROAD', usd: 4299, finish: '#1f2124' },
  { brand: 'SHIMANO', series: 'Tourney', name: 'Tourney TX 3x7', mc: 'G-MTB', usd: 129, finish: '#a4a9ae' },
  { brand: 'SHIMANO', series: 'Altus', name: 'Altus M2000 3x9', mc: 'G-MTB', usd: 219, finish: '#8d939a' },
  { brand: 'SHIMANO', series: 'Alivio', name: 'Alivio M3100 2x9', mc: 'G-MTB', usd: 269, finish: '#6d737a' },
  { brand: 'SHIMANO', series: 'Cues', name: 'Cues U4000 1x9', mc: 'G-MTB', usd: 229, finish: '#5b6066' },
  { brand: 'SHIMANO', series: 'Cues', name: 'Cues U6000 1x11', mc: 'G-MTB', usd: 329, finish: '#5b6066' },
  { brand: 'SHIMANO', series: 'Deore', name: 'Deore M5100 1x11', mc: 'G-MTB', usd: 349, finish: '#4a4e53' },
  { brand: 'SHIMANO', series: 'Deore', name: 'Deore M6100 1x12', mc: 'G-MTB', usd: 449, finish: '#4a4e53' },
  { brand: 'SHIMANO', series: 'SLX', name: 'SLX M7100 1x12', mc: 'G-MTB', usd: 599, finish: '#3b3f44' },
  { brand: 'SHIMANO', series: 'XT', name: 'XT M8100 1x12', mc: 'G-MTB', usd: 899, finish: '#2f3236' },
  { brand: 'SHIMANO', series: 'XT', name: 'XT Di2 M8150 1x12', mc: 'G-MTB', usd: 1499, finish: '#2f3236' },
  { brand: 'SHIMANO', series: 'XTR', name: 'XTR M9100 1x12', mc: 'G-MTB', usd: 1999, finish: '#1f2124' },
  { brand: 'SHIMANO', series: 'Essa', name: 'Essa U2000 1x8', mc: 'G-MTB', usd: 159, finish: '#a4a9ae' },
  { brand: 'SHIMANO', series: 'GRX', name: 'GRX RX400 2x10', mc: 'G-GRAVEL', usd: 549, finish: '#6b6259' },
  { brand: 'SHIMANO', series: 'GRX', name: 'GRX RX610 1x12', mc: 'G-GRAVEL', usd: 799, finish: '#6b6259' },
  { brand: 'SHIMANO', series: 'GRX', name: 'GRX RX820 1x12', mc: 'G-GRAVEL', usd: 1199, finish: '#4e4741' },
  { brand: 'SHIMANO', series: 'GRX', name: 'GRX Di2 RX825 2x11', mc: 'G-GRAVEL', usd: 1899, finish: '#4e4741' },
  { brand: 'SRAM', series: 'Apex', name: 'Apex AXS 1x12', mc: 'G-ROAD', usd: 899, finish: '#2b2b2b' },
  { brand: 'SRAM', series: 'Rival', name: 'Rival AXS 2x12', mc: 'G-ROAD', usd: 1399, finish: '#2b2b2b' },
  { brand: 'SRAM', series: 'Force', name: 'Force AXS 2x12', mc: 'G-ROAD', usd: 2299, finish: '#1c1c1c' },
  { brand: 'SRAM', series: 'Red', name: 'Red AXS 2x12', mc: 'G-ROAD', usd: 3999, finish: '#8b1a1a' },
  { brand: 'SRAM', series: 'SX Eagle', name: 'SX Eagle 1x12', mc: 'G-MTB', usd: 249, finish: '#3a3a3a' },
  { brand: 'SRAM', series: 'NX Eagle', name: 'NX Eagle 1x12', mc: 'G-MTB', usd: 349, finish: '#3a3a3a' },
  { brand: 'SRAM', series: 'Eagle 70', name: 'Eagle 70 Transmission', mc: 'G-MTB', usd: 899, finish: '#2b2b2b' },
  { brand: 'SRAM', series: 'Eagle 90', name: 'Eagle 90 Transmission', mc: 'G-MTB', usd: 1199, finish: '#2b2b2b' },
  { brand: 'SRAM', series: 'GX Eagle', name: 'GX Eagle Transmission', mc: 'G-MTB', usd: 1299, finish: '#2b2b2b' },
  { brand: 'SRAM', series: 'X0 Eagle', name: 'X0 Eagle Transmission', mc: 'G-MTB', usd: 1999, finish: '#b08d57' },
  { brand: 'SRAM', series: 'XX Eagle', name: 'XX Eagle Transmission', mc: 'G-MTB', usd: 2799, finish: '#c9a227' },
  { brand: 'SRAM', series: 'Apex', name: 'Apex XPLR AXS 1x12', mc: 'G-GRAVEL', usd: 999, finish: '#4a4035' },
  { brand: 'SRAM', series: 'Rival', name: 'Rival XPLR AXS 1x13', mc: 'G-GRAVEL', usd: 1499, finish: '#4a4035' },
  { brand: 'SRAM', series: 'Force', name: 'Force XPLR AXS 1x13', mc: 'G-GRAVEL', usd: 2399, finish: '#3a322b' },
  { brand: 'MICROSHIFT', series: 'Acolyte', name: 'Acolyte 1x8', mc: 'G-MTB', usd: 139, finish: '#6d737a' },
  { brand: 'MICROSHIFT', series: 'Advent', name: 'Advent 1x9', mc: 'G-MTB', usd: 169, finish: '#5b6066' },
  { brand: 'MICROSHIFT', series: 'Advent X', name: 'Advent X 1x10', mc: 'G-MTB', usd: 219, finish: '#4a4e53' },
  { brand: 'MICROSHIFT', series: 'Sword', name: 'Sword 1x10', mc: 'G-GRAVEL', usd: 279, finish: '#5f5a52' },
  { brand: 'MICROSHIFT', series: 'Sword', name: 'Sword 2x10', mc: 'G-GRAVEL', usd: 329, finish: '#5f5a52' },
  { brand: 'MICROSHIFT', series: 'R10', name: 'R10 2x10', mc: 'G-ROAD', usd: 259, finish: '#8d939a' },
];

/** Crank lengths a groupset is sold in (its sizes). */
export const CRANK_LENGTHS: readonly string[] = ['165 mm', '170 mm', '172.5 mm', '175 mm'];

/** Stock locations per sorg, with their priority (1 ships first). */
export const STOCK_LOCATIONS: Record<string, readonly { location: string; priority: number }[]> = {
  '1000': [
    { location: 'US-EAST', priority: 1 },
    { location: 'US-WEST', priority: 2 },
  ],
  '2000': [
    { location: 'JAKARTA', priority: 1 },
    { location: 'SURABAYA', priority: 2 },
  ],
  '3000': [{ location: 'AMSTERDAM', priority: 1 }],
};

/** What one US dollar of retail price is in a sorg's minor units, and how its list prices are rounded. */
export const PRICE_RULES: Record<string, { perUsd: number; bikeStep: number; paaStep: number; charm: boolean }> = {
  // Cents: bikes to whole dollars (1,299.00), parts end in .99 (49.99).
  '1000': { perUsd: 100, bikeStep: 100, paaStep: 100, charm: true },
  // Rupiah, no decimals: bikes to 50,000, parts to 5,000.
  '2000': { perUsd: 13_000, bikeStep: 50_000, paaStep: 5_000, charm: false },
  // Euro cents: European list prices run a little above the US ones.
  '3000': { perUsd: 104, bikeStep: 100, paaStep: 100, charm: true },
};
