import { describe, expect, it } from 'vitest';
import { contentLanguageOf, localizedText } from './localized-text';

describe('contentLanguageOf', () => {
  const eu = [{ code: 'de' }, { code: 'en-nl' }, { code: 'fr' }];
  it('takes the language the app asked for, by its tag or its language', () => {
    expect(contentLanguageOf('fr-FR', eu)).toBe('fr');
    expect(contentLanguageOf('id', eu)).toBe('id');
    expect(contentLanguageOf('xx-YY, ms-MY;q=0.8', eu)).toBe('ms');
    expect(contentLanguageOf('EN-us', eu)).toBe('en');
  });
  it("falls back to the host's first language, then English", () => {
    expect(contentLanguageOf(undefined, eu)).toBe('de');
    expect(contentLanguageOf('pt-BR', [{ code: 'id-id' }])).toBe('id');
    expect(contentLanguageOf('', [])).toBe('en');
    expect(contentLanguageOf('es', [{ code: 'nowhere' }])).toBe('en');
  });
});

describe('localizedText', () => {
  const texts = { de: { title: 'Herbstaktion', body: '' }, fr: { title: "Promo d'automne" } };
  it("is the reader's translation, else the host's first language's, else the base (English) text", () => {
    expect(localizedText('Autumn sale', texts, 'title', 'fr', 'de')).toBe("Promo d'automne");
    expect(localizedText('Autumn sale', texts, 'title', 'id', 'de')).toBe('Herbstaktion');
    expect(localizedText('Autumn sale', texts, 'title', 'id')).toBe('Autumn sale');
    expect(localizedText('Ride more', texts, 'body', 'de', 'fr')).toBe('Ride more');
    expect(localizedText('Ride more', null, 'body', 'de')).toBe('Ride more');
    // English is the base text's language: an English reader on a German host reads it, not the German version.
    expect(localizedText('Autumn sale', texts, 'title', 'en', 'de')).toBe('Autumn sale');
  });
});
