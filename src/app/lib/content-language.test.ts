import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the language is module state, as in the app.
async function freshModule() {
  vi.resetModules();
  return import('./content-language');
}

describe('content language', () => {
  beforeEach(() => localStorage.clear());

  it("asks for the page's language once there is one, and says when it changed", async () => {
    const { contentLanguageHeaders, setContentLanguage } = await freshModule();
    expect(contentLanguageHeaders()).toEqual({});
    expect(setContentLanguage('de')).toBe(false);
    expect(contentLanguageHeaders()).toEqual({ 'Accept-Language': 'de' });
    expect(setContentLanguage('de')).toBe(false);
    expect(setContentLanguage('fr')).toBe(true);
    expect(contentLanguageHeaders()).toEqual({ 'Accept-Language': 'fr' });
  });

  it('tells a start in another language than the last visit, whose content the device kept', async () => {
    (await freshModule()).setContentLanguage('en');
    expect((await freshModule()).setContentLanguage('de')).toBe(true);
    expect((await freshModule()).setContentLanguage('de')).toBe(false);
  });
});
