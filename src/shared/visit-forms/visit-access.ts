import { areasAllow, VISIT_FORM_AREAS, WIM_SORGS, type AreaRule } from '../access/areas';
import { VISIT_BRANDS, type VisitBrand } from './visit-address';

/** A user area as far as the visit forms care: its sorg and limitation. */
export interface VisitUserArea {
  sorg: string;
  limitation: string;
}

/** The area rule of each brand family: the menu's (src/shared/access/areas.ts), so menu and server agree. */
export const VISIT_BRAND_AREAS: Readonly<Record<VisitBrand, AreaRule>> = VISIT_FORM_AREAS;

/**
 * Whether the user's areas open the visit form of a brand family: Polygon for an area with limitation salesman,
 * sales_group, sales_office or all in any sorg; WIM for the same limitations in a WIM sorg (2000) only.
 */
export function isVisitBrandOpen(brand: VisitBrand, userAreas: readonly VisitUserArea[]): boolean {
  return areasAllow(VISIT_BRAND_AREAS[brand], userAreas);
}

/** The brand families whose visit form the user's areas open, in the menu's order. */
export function openVisitBrands(userAreas: readonly VisitUserArea[]): VisitBrand[] {
  return VISIT_BRANDS.filter((brand) => isVisitBrandOpen(brand, userAreas));
}

/**
 * The sorgs whose customers a brand family's visits may be about: WIM is sold by the WIM sorgs only; Polygon by
 * every sorg (undefined: no restriction).
 */
export function visitBrandSorgs(brand: VisitBrand): readonly string[] | undefined {
  return brand === 'wim' ? WIM_SORGS : undefined;
}

/**
 * The sorg a visit is filed under, chosen from the customer's sorgs (in their order): for WIM the first WIM sorg;
 * otherwise the first sorg in which one of the user's areas opens the brand, else the customer's first sorg.
 * Undefined when the customer has no sorg the brand is sold in.
 */
export function visitSorgFor(
  brand: VisitBrand,
  customerSorgs: readonly string[],
  userAreas: readonly VisitUserArea[],
): string | undefined {
  const allowed = visitBrandSorgs(brand);
  const candidates = allowed ? customerSorgs.filter((sorg) => allowed.includes(sorg)) : customerSorgs;
  const rule = VISIT_BRAND_AREAS[brand];
  const byArea = candidates.find((sorg) =>
    areasAllow(
      rule,
      userAreas.filter((area) => area.sorg === sorg),
    ),
  );
  return byArea ?? candidates[0];
}
