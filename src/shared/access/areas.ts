import { type Limitation, SALES_LIMITATIONS } from './scopes';

// The user areas' rules shared by the menu (menu.ts) and the visit forms' access (shared/visit-forms/visit-access.ts).
// Apart from the menu so a route guard that asks about areas does not load the whole menu.

/**
 * Which user areas open an entry: an area with one of `limitations`, and when `sorgs` is given, in one of them.
 * The visit-form submenus depend on the user's areas (spec 02 §2 Visit forms).
 */
export interface AreaRule {
  limitations: readonly Limitation[];
  sorgs?: readonly string[];
}

/** Sales users (and the admin's 'all' areas) record visit forms. */
export const VISIT_FORM_LIMITATIONS: readonly Limitation[] = [...SALES_LIMITATIONS, 'all'];
/**
 * WIM bikes are sold by the Indonesian sales organisation only, so the WIM visit form needs an area there;
 * Polygon is sold by every sorg (docs/decisions.md, "Visit-form submenus").
 */
export const WIM_SORGS: readonly string[] = ['2000'];
/**
 * Which user areas open each visit form (polygon, wim). The menu shows the submenus by it and the server allows
 * the `brand` of every visit-form call by it (src/shared/visit-forms/visit-access.ts): one rule.
 */
export const VISIT_FORM_AREAS = {
  polygon: { limitations: VISIT_FORM_LIMITATIONS },
  wim: { limitations: VISIT_FORM_LIMITATIONS, sorgs: WIM_SORGS },
} as const satisfies Record<string, AreaRule>;

/** Whether one of the user's areas has a limitation of the rule (in one of its sorgs, when it names sorgs). */
export function areasAllow(rule: AreaRule, userAreas: readonly { sorg: string; limitation: string }[]): boolean {
  return userAreas.some(
    (area) =>
      (rule.limitations as readonly string[]).includes(area.limitation) &&
      (rule.sorgs === undefined || rule.sorgs.includes(area.sorg)),
  );
}
