// The seed's content in the portal's other languages (src/shared/content/localized-text.ts): each content row's
// `texts` from the translations of its English fields (content-translations.ts).
import type { LocalizedTexts } from '../../shared/content/localized-text';
import { CONTENT_TRANSLATIONS, SEED_LANGUAGES, type SeedLanguage } from './content-translations';

/** The `texts` of a row whose English fields are `fields` ({ name: 'Helmets' } → { de: { name: 'Helme' }, … }). */
export function translatedTexts(fields: Readonly<Record<string, string>>): LocalizedTexts {
  return textsPerLanguage((language) =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([field, english]) => {
        const translation = CONTENT_TRANSLATIONS[english]?.[language];
        return translation ? [[field, translation]] : [];
      }),
    ),
  );
}

/** The `texts` of a row written per language by `write` (templated texts such as descriptions). */
export function textsPerLanguage(write: (language: SeedLanguage) => Readonly<Record<string, string>>): LocalizedTexts {
  const texts: LocalizedTexts = {};
  for (const language of SEED_LANGUAGES) {
    const fields = write(language);
    if (Object.keys(fields).length > 0) texts[language] = { ...fields };
  }
  return texts;
}

/** A merchandise category's name inside a sentence of `language` (German nouns keep their capital). */
export function categoryWordIn(language: SeedLanguage, english: string): string {
  const name = CONTENT_TRANSLATIONS[english]?.[language] ?? english;
  return language === 'de' ? name : name.toLowerCase();
}
