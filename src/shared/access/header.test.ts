import { describe, expect, it } from 'vitest';
import { type FrameLayout, headerOf, type HeaderInput, isCatalogPage } from './header';

const everything: Omit<HeaderInput, 'layout' | 'path'> = {
  mayUseCart: true,
  mayShowCredit: true,
  previewAllowed: true,
  customerChipAllowed: true,
};

const pages: { layout: FrameLayout; path: string }[] = [
  { layout: 'v2', path: '/' },
  { layout: 'v3', path: '/catalog' },
  { layout: 'v3', path: '/catalog/list' },
  { layout: 'default', path: '/user/edit-profile' },
  { layout: 'default', path: '/outbox' },
  { layout: 'default', path: '/offline' },
  { layout: 'default', path: '/admin/users' },
  { layout: 'v2', path: '/visit-form/polygon' },
];

describe('headerOf', () => {
  it('gives every layout the same actions in the same order', () => {
    for (const page of pages) {
      const header = headerOf({ ...page, ...everything });
      expect(header.actions, page.path).toEqual([
        'online',
        'outbox',
        'language',
        'cart',
        'credit',
        'notifications',
        'profile',
      ]);
      expect(header.phoneActions, page.path).toEqual(['online', 'outbox', 'cart', 'notifications']);
    }
  });

  it('leaves out the cart and the credit the user may not use, on every layout alike', () => {
    for (const page of pages) {
      const header = headerOf({ ...page, ...everything, mayUseCart: false, mayShowCredit: false });
      expect(header.actions, page.path).toEqual(['online', 'outbox', 'language', 'notifications', 'profile']);
      expect(header.phoneActions, page.path).toEqual(['online', 'outbox', 'notifications']);
    }
  });

  it('shows the preview button and the catalog bar on catalog pages only', () => {
    expect(headerOf({ layout: 'v3', path: '/catalog', ...everything }).preview).toBe(true);
    expect(headerOf({ layout: 'v3', path: '/catalog/bike/some-bike', ...everything }).catalogBar).toBe(true);
    for (const path of ['/', '/visit-form/polygon', '/order']) {
      const header = headerOf({ layout: 'v2', path, ...everything });
      expect(header.preview, path).toBe(false);
      expect(header.catalogBar, path).toBe(false);
    }
    expect(headerOf({ layout: 'default', path: '/outbox', ...everything }).preview).toBe(false);
    // Not allowed by the host or the scopes: not even on the catalog.
    expect(headerOf({ layout: 'v3', path: '/catalog', ...everything, previewAllowed: false }).preview).toBe(false);
  });

  it('shows the customer chip wherever it is allowed, whatever the layout', () => {
    expect(headerOf({ layout: 'default', path: '/admin/users', ...everything }).customerChip).toBe(true);
    expect(
      headerOf({ layout: 'default', path: '/outbox', ...everything, customerChipAllowed: false }).customerChip,
    ).toBe(false);
  });
});

describe('headerOf: the phone second row', () => {
  it('is there for the chip, the credit or the preview, each alone, and not without any', () => {
    const none = { mayUseCart: true, mayShowCredit: false, previewAllowed: false, customerChipAllowed: false };
    const outbox = { layout: 'default', path: '/outbox' } as const;
    expect(headerOf({ ...outbox, ...none }).phoneSecondRow).toBe(false);
    expect(headerOf({ ...outbox, ...none, mayShowCredit: true }).phoneSecondRow).toBe(true);
    expect(headerOf({ ...outbox, ...none, customerChipAllowed: true }).phoneSecondRow).toBe(true);
    expect(headerOf({ layout: 'v3', path: '/catalog', ...none, previewAllowed: true }).phoneSecondRow).toBe(true);
    // The preview is allowed but this is no catalog page: nothing for the row.
    expect(headerOf({ ...outbox, ...none, previewAllowed: true }).phoneSecondRow).toBe(false);
  });
});

describe('isCatalogPage', () => {
  it('is the V3 layout or a path under /catalog', () => {
    expect(isCatalogPage('v3', '/catalog/fast-order')).toBe(true);
    expect(isCatalogPage('v2', '/catalog')).toBe(true);
    expect(isCatalogPage('v2', '/catalogue')).toBe(false);
    expect(isCatalogPage('v2', '/')).toBe(false);
  });
});
