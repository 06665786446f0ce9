import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  isLocale,
  localeInfo,
  localeOrDefault,
  parseLocale,
  pickStartLocale,
} from './locales';

describe('LOCALES', () => {
  it('holds the 11 prefixes of the spec', () => {
    expect([...LOCALES].sort()).toEqual(
      ['de', 'en-ca', 'en-id', 'en-my', 'en-nl', 'en-sg', 'en-uk', 'en-us', 'fr', 'id-id', 'ms-my'].sort(),
    );
  });

  it('defaults and falls back to en-us', () => {
    expect(DEFAULT_LOCALE).toBe('en-us');
    expect(FALLBACK_LOCALE).toBe('en-us');
  });
});

describe('localeInfo', () => {
  it('describes exactly the locales', () => {
    expect(Object.keys(localeInfo).sort()).toEqual([...LOCALES].sort());
  });

  it('gives each locale its catalog, display name and Intl tag', () => {
    const table = Object.fromEntries(
      LOCALES.map((locale) => {
        const { catalogLanguage, displayName, intlTag } = localeInfo[locale];
        return [locale, [catalogLanguage, displayName, intlTag]];
      }),
    );
    expect(table).toEqual({
      de: ['de', 'Deutsch', 'de-DE'],
      'en-ca': ['en', 'English', 'en-CA'],
      'en-id': ['en', 'English', 'en-ID'],
      'en-my': ['en', 'English', 'en-MY'],
      'en-nl': ['en', 'English', 'en-NL'],
      'en-sg': ['en', 'English', 'en-SG'],
      'en-uk': ['en', 'English', 'en-GB'],
      'en-us': ['en', 'English', 'en-US'],
      fr: ['fr', 'France', 'fr-FR'],
      'id-id': ['id', 'Indonesia', 'id-ID'],
      'ms-my': ['ms', 'Melayu', 'ms-MY'],
    });
  });

  it.each(LOCALES)('points %s at its own flag and a canonical BCP-47 tag', (locale) => {
    expect(localeInfo[locale].flagPath).toBe(`/language/${locale}.svg`);
    expect(Intl.getCanonicalLocales(localeInfo[locale].intlTag)).toEqual([localeInfo[locale].intlTag]);
  });
});

describe('isLocale', () => {
  it('accepts exact prefixes only', () => {
    expect(isLocale('en-uk')).toBe(true);
    expect(isLocale('EN-UK')).toBe(false);
    expect(isLocale('en-gb')).toBe(false);
    expect(isLocale('en')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('parseLocale', () => {
  it('returns the locale, ignoring case', () => {
    expect(parseLocale('id-id')).toBe('id-id');
    expect(parseLocale('en-US')).toBe('en-us');
  });

  it('returns undefined for unknown values', () => {
    expect(parseLocale('es')).toBeUndefined();
    expect(parseLocale('')).toBeUndefined();
    expect(parseLocale(null)).toBeUndefined();
    expect(parseLocale(42)).toBeUndefined();
  });
});

describe('localeOrDefault', () => {
  it('keeps a known locale and replaces anything else with en-us', () => {
    expect(localeOrDefault('fr')).toBe('fr');
    expect(localeOrDefault('xx-yy')).toBe('en-us');
    expect(localeOrDefault(undefined)).toBe('en-us');
  });
});

describe('pickStartLocale', () => {
  it("takes the user's language when the host offers it", () => {
    expect(pickStartLocale('en-id', ['id-id', 'en-id'])).toBe('en-id');
  });

  it("takes the host's first language when the user's is not offered", () => {
    expect(pickStartLocale('de', ['id-id', 'en-id'])).toBe('id-id');
    expect(pickStartLocale(null, ['ms-my', 'en-my'])).toBe('ms-my');
  });

  it('takes a host locale of the same language before the first one', () => {
    expect(pickStartLocale('en-us', ['de', 'en-nl', 'fr'])).toBe('en-nl');
    expect(pickStartLocale('en-uk', ['id-id', 'en-id'])).toBe('en-id');
    expect(pickStartLocale('id-id', ['en-us', 'en-uk'])).toBe('en-us');
  });

  it('skips unknown host entries', () => {
    expect(pickStartLocale('fr', ['xx', 'fr'])).toBe('fr');
    expect(pickStartLocale(undefined, ['xx', 'de'])).toBe('de');
  });

  it('falls back to en-us when the host offers nothing usable', () => {
    expect(pickStartLocale('de', [])).toBe('en-us');
    expect(pickStartLocale('de', ['xx'])).toBe('en-us');
  });
});
