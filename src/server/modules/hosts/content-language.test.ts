// Content in the reader's language (src/shared/content/localized-text.ts): the seed's announcements, bike types,
// promotions and visit-form equipment answer in the language the app asks for (Accept-Language), else in the
// host's first language, else in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createTestServer, type TestServer } from '../../../../tests/support/test-server';
import { BIKE_CATEGORIES } from '../../seed/catalog-data';
import { CONTENT_TRANSLATIONS } from '../../seed/content-translations';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const ANNOUNCEMENT = 'Model year 2027 pre-orders are open';
const translation = (english: string, language: 'de' | 'fr' | 'id' | 'ms') => {
  const text = CONTENT_TRANSLATIONS[english]?.[language];
  if (!text) throw new Error(`no ${language} translation of ${english}`);
  return text;
};

async function announcementTitles(host: string, acceptLanguage?: string) {
  const res = await server.request(`/api/active-announcements/${host}`, {
    headers: { authorization: basicAuth(), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('vary')).toContain('Accept-Language');
  return ((await res.json()) as { title: string }[]).map((a) => a.title);
}

async function graphqlIn<T>(username: string, query: string, acceptLanguage: string, host = 'localhost') {
  const token = await server.tokenFor(username);
  const res = await server.request(`http://${host}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': acceptLanguage,
    },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  if (!body.data) throw new Error('no data');
  return body.data;
}

describe('content in the reader’s language', () => {
  it('answers the announcements in the asked language, else the host’s first, else English', async () => {
    expect(await announcementTitles('localhost', 'de')).toEqual([translation(ANNOUNCEMENT, 'de')]);
    expect(await announcementTitles('localhost', 'id-ID')).toEqual([translation(ANNOUNCEMENT, 'id')]);
    expect(await announcementTitles('localhost')).toEqual([ANNOUNCEMENT]);
    expect(await announcementTitles('localhost', 'en')).toEqual([ANNOUNCEMENT]);
    // The European host's first language is German; an English reader there still reads English.
    expect(await announcementTitles('eu.localhost')).toEqual([translation(ANNOUNCEMENT, 'de')]);
    expect(await announcementTitles('eu.localhost', 'pt-BR')).toEqual([translation(ANNOUNCEMENT, 'de')]);
    expect(await announcementTitles('eu.localhost', 'en')).toEqual([ANNOUNCEMENT]);
  });

  it('names bike types, promotions and visit-form equipment in the asked language', async () => {
    const { bikeCategories } = await graphqlIn<{ bikeCategories: { wording: string }[] }>(
      'dealer',
      '{ bikeCategories { wording } }',
      'fr-FR',
    );
    expect(bikeCategories.map((c) => c.wording)).toEqual(BIKE_CATEGORIES.map((c) => translation(c.wording, 'fr')));

    const { promotions } = await graphqlIn<{ promotions: { name: string; terms: string }[] }>(
      'dealer',
      '{ promotions { name terms } }',
      'ms',
    );
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) {
      expect(
        Object.keys(CONTENT_TRANSLATIONS).find((en) => CONTENT_TRANSLATIONS[en]?.ms === promotion.name),
      ).toBeDefined();
      expect(promotion.terms).not.toMatch(/^Valid for orders/);
    }

    const { formVisitEquipment } = await graphqlIn<{ formVisitEquipment: { code: string; name: string }[] }>(
      'sales',
      '{ formVisitEquipment(brand: "polygon") { code name } }',
      'de',
    );
    const workshop = formVisitEquipment.find((o) => o.code === 'WORKSHOP');
    expect(workshop?.name).toBe(translation('Service workshop', 'de'));
  });

  it('labels the catalog filter’s categories and promotions in the asked language, whatever the cache holds', async () => {
    interface Filter {
      filter: { categories: { label: string }[]; promotions: { label: string }[] };
    }
    const query = '{ filter(category: PAA) { categories { label } promotions { label } } }';
    const english = await graphqlIn<Filter>('dealer', query, 'en');
    const german = await graphqlIn<Filter>('dealer', query, 'de');
    expect(english.filter.categories.length).toBeGreaterThan(0);
    expect(german.filter.categories.map((c) => c.label)).toEqual(
      english.filter.categories.map((c) => translation(c.label, 'de')),
    );
    expect(german.filter.promotions.map((p) => p.label)).toEqual(
      english.filter.promotions.map((p) => translation(p.label, 'de')),
    );
  });
});
