import { describe, expect, it } from 'vitest';
import {
  allowsPrefetch,
  announcementTopOffset,
  cartBadgeCount,
  documentTitle,
  mobileTitle,
  previewAllowed,
} from './shell';

describe('mobileTitle', () => {
  it('keeps titles up to 36 characters', () => {
    expect(mobileTitle('Open invoices')).toBe('Open invoices');
    expect(mobileTitle('x'.repeat(36))).toBe('x'.repeat(36));
  });

  it('cuts longer titles at 36 characters with an ellipsis', () => {
    expect(mobileTitle('x'.repeat(37))).toBe(`${'x'.repeat(36)}…`);
    expect(mobileTitle('Marketing material category administration')).toBe('Marketing material category administ…');
  });

  it('does not leave a space before the ellipsis nor split a character', () => {
    expect(mobileTitle(`${'a'.repeat(35)} bcd`)).toBe(`${'a'.repeat(35)}…`);
    expect(mobileTitle('🚲'.repeat(40))).toBe(`${'🚲'.repeat(36)}…`);
  });
});

describe('announcementTopOffset (spec 01 §2)', () => {
  const small = { isLargeScreen: false, allowPreviewPage: false, customerMenuVisible: false, cartCountTotalQty: false };

  it('is 49 on large screens whatever the flags', () => {
    expect(
      announcementTopOffset({
        isLargeScreen: true,
        allowPreviewPage: true,
        customerMenuVisible: true,
        cartCountTotalQty: true,
      }),
    ).toBe(49);
  });

  it('is 139 with the preview page allowed and the customer menu visible', () => {
    expect(announcementTopOffset({ ...small, allowPreviewPage: true, customerMenuVisible: true })).toBe(139);
    expect(
      announcementTopOffset({ ...small, allowPreviewPage: true, customerMenuVisible: true, cartCountTotalQty: true }),
    ).toBe(139);
  });

  it('is 99 with CART_COUNT_TOTAL_QTY otherwise', () => {
    expect(announcementTopOffset({ ...small, cartCountTotalQty: true })).toBe(99);
    expect(announcementTopOffset({ ...small, allowPreviewPage: true, cartCountTotalQty: true })).toBe(99);
  });

  it('is 49 with neither (our decision)', () => {
    expect(announcementTopOffset(small)).toBe(49);
    expect(announcementTopOffset({ ...small, customerMenuVisible: true })).toBe(49);
  });
});

describe('allowsPrefetch', () => {
  it('prefetches on fast connections and when the browser does not say', () => {
    expect(allowsPrefetch(undefined)).toBe(true);
    expect(allowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(allowsPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('skips 2g and save-data connections', () => {
    expect(allowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(allowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(allowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('documentTitle', () => {
  it("joins the page and the site title, 'b2b' by default (spec 01 §9)", () => {
    expect(documentTitle('Orders', 'Dealer Portal')).toBe('Orders · Dealer Portal');
    expect(documentTitle(null, 'Dealer Portal')).toBe('Dealer Portal');
    expect(documentTitle('Orders', '')).toBe('Orders · b2b');
    expect(documentTitle(undefined, undefined)).toBe('b2b');
  });
});

describe('cartBadgeCount', () => {
  it('counts pieces with CART_COUNT_TOTAL_QTY and products without it', () => {
    const cart = { totalQty: 8, lineCount: 3 };
    expect(cartBadgeCount(cart, true)).toBe(8);
    expect(cartBadgeCount(cart, false)).toBe(3);
  });
});

describe('previewAllowed (spec 01 §6 allowPreviewPage, hidePreviewPage)', () => {
  const catalogUser = ['page.catalog'];

  it('shows the preview button when the host allows it and does not hide it', () => {
    expect(previewAllowed({ allowPreviewPage: true, hidePreviewPage: false }, catalogUser)).toBe(true);
  });

  it('hides it when allowPreviewPage is off or missing', () => {
    expect(previewAllowed({ allowPreviewPage: false, hidePreviewPage: false }, catalogUser)).toBe(false);
    expect(previewAllowed({ allowPreviewPage: undefined, hidePreviewPage: false }, catalogUser)).toBe(false);
  });

  it('hides it when the host sets hidePreviewPage, even with allowPreviewPage', () => {
    expect(previewAllowed({ allowPreviewPage: true, hidePreviewPage: true }, catalogUser)).toBe(false);
  });

  it('hides it from users who may not open the catalog it previews', () => {
    expect(previewAllowed({ allowPreviewPage: true, hidePreviewPage: false }, ['page.profile'])).toBe(false);
  });
});
