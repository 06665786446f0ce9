import { beforeEach, describe, expect, it } from 'vitest';
import { BANNER_DISMISSAL_MS, dismissBanners, isBannerDismissed } from './banner-dismissal';
import { bannerTarget } from './banner-link';

beforeEach(() => {
  localStorage.clear();
});

describe('banner dismissal', () => {
  it('lasts exactly 2 hours (7,200,000 ms), per user', () => {
    expect(BANNER_DISMISSAL_MS).toBe(7_200_000);
    const at = Date.UTC(2027, 0, 1, 9, 0, 0);
    expect(isBannerDismissed('7', at)).toBe(false);
    dismissBanners('7', at);
    expect(isBannerDismissed('7', at)).toBe(true);
    expect(isBannerDismissed('7', at + BANNER_DISMISSAL_MS - 1)).toBe(true);
    expect(isBannerDismissed('7', at + BANNER_DISMISSAL_MS)).toBe(false);
    expect(isBannerDismissed('8', at)).toBe(false);
  });

  it('treats a garbled entry as no dismissal', () => {
    localStorage.setItem('portal.banner-popup.dismissed-until.7', 'soon');
    expect(isBannerDismissed('7')).toBe(false);
  });
});

describe('bannerTarget', () => {
  const origin = 'https://portal.example';

  it('puts an app path under the current locale', () => {
    expect(bannerTarget('/catalog?category=bike', 'de', origin)).toEqual({
      kind: 'app',
      href: '/de/catalog?category=bike',
    });
    expect(bannerTarget('/fr/news', 'de', origin)).toEqual({ kind: 'app', href: '/fr/news' });
    expect(bannerTarget(`${origin}/catalog#top`, 'en-us', origin)).toEqual({ kind: 'app', href: '/en-us/catalog#top' });
  });

  it('leaves other sites as they are and ignores what is not http(s)', () => {
    expect(bannerTarget('https://brand.example/spring', 'de', origin)).toEqual({
      kind: 'external',
      url: 'https://brand.example/spring',
    });
    expect(bannerTarget('javascript:alert(1)', 'de', origin)).toBeNull();
    expect(bannerTarget(null, 'de', origin)).toBeNull();
    expect(bannerTarget('  ', 'de', origin)).toBeNull();
  });
});
