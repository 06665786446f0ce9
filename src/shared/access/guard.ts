import { type Locale, parseLocale, pickStartLocale } from '../locales';
import { type RouteMatch, needsCustomer } from './routes';
import { hasScope } from './scopes';

/** What the portal guard needs to know about the signed-in user. */
export interface GuardViewer {
  scopes: readonly string[];
  limitation: string | null;
  /** A customer is selected (customerData is present). */
  hasCustomer: boolean;
  /** isSales, isCustomer or isCustVendor: the customer dialog is shown only to them (spec 01 §6). */
  mayChooseCustomer: boolean;
}

/**
 * The guard's verdict for one page:
 * - `not-found`: the page is switched off for this host (a feature);
 * - `logout`: a required scope is missing, or page.orderlist on an order page (spec 01 §6) → sign out, /login;
 * - `allow`, with `selectCustomer` when the page needs a customer and the user should pick one in the dialog.
 */
export type AccessDecision =
  | { kind: 'allow'; selectCustomer: boolean }
  | { kind: 'logout'; reason: 'scope' | 'page-orderlist' }
  | { kind: 'not-found' };

/** Applies the route metadata to a user (the "permissions" and "page-orderlist" guards of spec 01 §2). */
export function routeAccess(
  route: Pick<RouteMatch, 'name' | 'meta'>,
  viewer: GuardViewer,
  features: Readonly<Record<string, unknown>>,
): AccessDecision {
  const { meta } = route;
  if (meta.feature !== undefined && features[meta.feature] !== true) return { kind: 'not-found' };
  if (meta.scopes !== undefined && !hasScope(viewer.scopes, meta.scopes)) return { kind: 'logout', reason: 'scope' };
  if (meta.orderListGuard === true && !hasScope(viewer.scopes, 'page.orderlist')) {
    return { kind: 'logout', reason: 'page-orderlist' };
  }
  const selectCustomer =
    viewer.mayChooseCustomer && !viewer.hasCustomer && needsCustomer(route.name, viewer.limitation);
  return { kind: 'allow', selectCustomer };
}

/** What GET /server/status said: `unknown` when it could not be asked (offline, timeout). */
export type ServerStatus = 'online' | 'maintenance' | 'unknown';

/**
 * The maintenance guard (spec 01 §4): not online → the maintenance page; online while on it → the login page.
 * An unknown status (a failed fetch) is not maintenance and moves nobody.
 */
export function maintenanceRedirect(status: ServerStatus, onMaintenancePage: boolean): 'maintenance' | 'login' | null {
  if (status === 'maintenance' && !onMaintenancePage) return 'maintenance';
  if (status === 'online' && onMaintenancePage) return 'login';
  return null;
}

/**
 * The locale a signed-in page should move to, or null to stay: a prefix the host offers stays (the URL wins);
 * one it does not offer (e.g. /en-us on eu.localhost) moves to the start locale of the user on this host.
 */
export function portalLocaleRedirect(
  current: Locale,
  userLanguage: string | null | undefined,
  hostLanguages: readonly string[],
): Locale | null {
  const offered = hostLanguages.map(parseLocale);
  if (offered.every((locale) => locale === undefined) || offered.includes(current)) return null;
  const start = pickStartLocale(userLanguage, hostLanguages);
  return start === current ? null : start;
}
