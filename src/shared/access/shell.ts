// Rules and constants of the portal shell (spec 01 §2, §9; spec 02 §9).

import { hasScope } from './scopes';

/** Content width (spec 01 §9): 1200, the sales overview 1400. */
export const CONTENT_MAX_WIDTH = 1200;
export const WIDE_CONTENT_MAX_WIDTH = 1400;

/** The route loading bar (spec 01 §2): shown after 200 ms, creeps for 5 s, hides 500 ms after the end. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;

/** A page's loader, once shown, stays at least this long so it does not flash (spec 01 §9). */
export const PAGE_FETCH_MIN_DELAY_MS = 200;

/** The mobile drawer shows its down-arrow while more than this is left to scroll (spec 01 §2). */
export const DRAWER_SCROLL_HINT_PX = 30;

/** Longest mobile title before it is cut (spec 01 §9). */
export const MOBILE_TITLE_MAX = 36;

/** Spec 01 §2: the mobile title is cut at 36 characters with an ellipsis. */
export function mobileTitle(text: string): string {
  const characters = Array.from(text.trim());
  if (characters.length <= MOBILE_TITLE_MAX) return characters.join('');
  return `${characters.slice(0, MOBILE_TITLE_MAX).join('').trimEnd()}…`;
}

/**
 * Top offset of the announcement display in px (spec 01 §2): 49 on large screens; otherwise 139 when the
 * preview page is allowed and the customer menu is visible, else 99 with CART_COUNT_TOTAL_QTY. With neither the
 * spec gives no value: 49, the height of the bar alone (docs/decisions.md).
 */
export function announcementTopOffset(input: {
  isLargeScreen: boolean;
  allowPreviewPage: boolean;
  customerMenuVisible: boolean;
  cartCountTotalQty: boolean;
}): number {
  if (input.isLargeScreen) return 49;
  if (input.allowPreviewPage && input.customerMenuVisible) return 139;
  if (input.cartCountTotalQty) return 99;
  return 49;
}

/**
 * The number on the cart button's badge (spec 01 §2, §6 CART_COUNT_TOTAL_QTY): with the feature the total
 * quantity (pieces), without it the number of products (cart lines). The button's name and popup say both.
 */
export function cartBadgeCount(cart: { totalQty: number; lineCount: number }, cartCountTotalQty: boolean): number {
  return cartCountTotalQty ? cart.totalQty : cart.lineCount;
}

/** Link prefetch is skipped on slow or metered connections (navigator.connection). */
export function allowsPrefetch(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** The browser tab's title: '{page} · {site}', or the site alone ('b2b' when the host sets none, spec 01 §9). */
export function documentTitle(pageTitle: string | null | undefined, siteTitle: string | null | undefined): string {
  const site = siteTitle?.trim() || 'b2b';
  const title = pageTitle?.trim();
  return title ? `${title} · ${site}` : site;
}

/**
 * The preview-pages button shows when the host allows it (allowPreviewPage) and does not hide it (hidePreviewPage),
 * to users who may open the catalog it previews (spec 01 §6; docs/decisions.md, "Preview pages").
 */
export function previewAllowed(
  host: { allowPreviewPage: boolean | undefined; hidePreviewPage: boolean | undefined },
  scopes: readonly string[],
): boolean {
  return host.allowPreviewPage === true && host.hidePreviewPage !== true && hasScope(scopes, 'page.catalog');
}
