// The words the demo visit forms are built from: each brand family's reference lists and what reps write.
// visit-forms-seed.ts turns them into rows; nothing here touches the database.
import type { VisitBrand } from '../../shared/visit-forms/visit-form';

export interface VisitOptionSpec {
  code: string;
  name: string;
}

/** Per brand family: which of our brands a store displays (the form's "brand display"). */
export const BRAND_DISPLAYS: Record<VisitBrand, readonly VisitOptionSpec[]> = {
  polygon: [
    { code: 'POLYGON', name: 'Polygon' },
    { code: 'POLYGON-EBIKE', name: 'Polygon E-Bike' },
    { code: 'POLYGON-KIDS', name: 'Polygon Kids' },
    { code: 'MARIN', name: 'Marin' },
    { code: 'ENTITY', name: 'Entity' },
  ],
  wim: [
    { code: 'WIM', name: 'WIM Cycles' },
    { code: 'WIM-EBIKE', name: 'WIM E-Bike' },
    { code: 'WIM-KIDS', name: 'WIM Kids' },
    { code: 'WIM-FOLDING', name: 'WIM Folding' },
  ],
};

/** Per brand family: the other mid-range brands a store may carry beside ours. */
export const OTHER_MIDRANGES: Record<VisitBrand, readonly VisitOptionSpec[]> = {
  polygon: [
    { code: 'GIANT', name: 'Giant' },
    { code: 'TREK', name: 'Trek' },
    { code: 'MERIDA', name: 'Merida' },
    { code: 'SPECIALIZED', name: 'Specialized' },
    { code: 'CANNONDALE', name: 'Cannondale' },
    { code: 'SCOTT', name: 'Scott' },
    { code: 'CUBE', name: 'Cube' },
    { code: 'BIANCHI', name: 'Bianchi' },
    { code: 'UNITED', name: 'United Bike' },
    { code: 'PACIFIC', name: 'Pacific' },
  ],
  wim: [
    { code: 'UNITED', name: 'United Bike' },
    { code: 'PACIFIC', name: 'Pacific' },
    { code: 'ELEMENT', name: 'Element' },
    { code: 'GENIO', name: 'Genio' },
    { code: 'EXOTIC', name: 'Exotic' },
    { code: 'PHOENIX', name: 'Phoenix' },
    { code: 'EVERGREEN', name: 'Evergreen' },
    { code: 'SELIS', name: 'Selis' },
  ],
};

/** Per brand family: the shop equipment a rep can tick. */
export const EQUIPMENT: Record<VisitBrand, readonly VisitOptionSpec[]> = {
  polygon: [
    { code: 'WORKSHOP', name: 'Service workshop' },
    { code: 'REPAIR-STAND', name: 'Repair stand' },
    { code: 'TRUING-STAND', name: 'Wheel truing stand' },
    { code: 'BIKE-FIT', name: 'Bike fitting studio' },
    { code: 'TEST-RIDE', name: 'Test ride area' },
    { code: 'DEMO-FLEET', name: 'Demo bike fleet' },
    { code: 'EBIKE-CHARGER', name: 'E-bike charging point' },
    { code: 'WALL-RACK', name: 'Wall hanging rack' },
    { code: 'FLOOR-RACK', name: 'Floor rack' },
    { code: 'LIGHTBOX', name: 'Brand lightbox' },
    { code: 'POS-SCREEN', name: 'Point-of-sale screen' },
    { code: 'HANGTAG-DISPLAY', name: 'Shimano hangtag display' },
  ],
  wim: [
    { code: 'WORKSHOP', name: 'Service workshop' },
    { code: 'REPAIR-STAND', name: 'Repair stand' },
    { code: 'FLOOR-RACK', name: 'Floor rack' },
    { code: 'WALL-RACK', name: 'Wall hanging rack' },
    { code: 'LIGHTBOX', name: 'WIM lightbox' },
    { code: 'BANNER', name: 'WIM banner' },
    { code: 'POSTER', name: 'WIM poster' },
    { code: 'KIDS-CORNER', name: 'Kids corner' },
    { code: 'EBIKE-CHARGER', name: 'E-bike charging point' },
  ],
};

/** The catalog's brands of each family (their series make the form's series lists). */
export const FAMILY_BRANDS: Record<VisitBrand, readonly string[]> = {
  polygon: ['POLYGON', 'MARIN', 'ENTITY'],
  wim: ['WIM'],
};

/** Notes reps write (the multi-line text rule: letters, digits, space and - . , / & : only). */
export const VISIT_NOTES: readonly string[] = [
  'Owner asks for more stock of size M before the season starts.',
  'Window display refreshed, new posters up at the entrance.',
  'A competitor took the front window, we keep the wall display.',
  'Workshop is busy: two mechanics, service bookings 1 week ahead.',
  'Wants training for e-bike diagnostics, date to confirm.',
  'Kids bikes sell well before school holidays, reorder 20 and 24 inch.',
  'Floor is crowded, suggested moving the road bikes to the wall rack.',
  'Asked for demo bikes for a weekend test ride event.',
  'Hangtags missing on 6 bikes, replaced during the visit.',
  'Payment terms discussed with the owner, follow up by sales support.',
  'Good traffic on Saturday morning.\nStaff knows the new series well.',
  'Banner faded, a new one is needed for the front.',
];

export const DISPLAY_DESCRIPTIONS: readonly string[] = [
  'Shop-in-shop near the entrance, 12 bikes.',
  'Wall display with 8 bikes and the lightbox.',
  'Two floor stands in the window.',
  'Corner display, shared with accessories.',
];

export const MIDRANGE_DESCRIPTIONS: readonly string[] = [
  'Mostly entry hardtails, priced close to ours.',
  'Strong in city bikes and kids bikes.',
  'Few models on the floor, mainly on order.',
];

export const EQUIPMENT_TEXTS: readonly string[] = [
  'Second repair stand ordered.',
  'Charging point only in the workshop.',
  'Rack is full, no room for new models.',
];

export const OTHER_SERIES: readonly string[] = ['Custom build', 'Fixie 700c', 'Cargo bike', 'Tandem'];
