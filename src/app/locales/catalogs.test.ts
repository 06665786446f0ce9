// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Words that are the same in every language (brand names, the spec's default page title). */
// The language menu shows the spec's display names as they are (spec 01 §1).
const SAME_IN_EVERY_LANGUAGE = new Set(['b2b', 'OK', 'English', 'Deutsch', 'Indonesia', 'Melayu', 'France', 'PDI', 'WIM', 'Polygon', 'PAA']);

/** msgid → msgstr of a Lingui PO catalog (single and continued lines; plural forms are ICU inside one msgid). */
function readCatalog(language: string, name: string): Map<string, string> {
  const text = readFileSync(join(import.meta.dirname, language, `${name}.po`), 'utf8');
  const entries = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.trim()) as string;
  let key: 'msgid' | 'msgstr' | undefined;
  let id = '';
  let str = '';
  const flush = () => {
    if (id !== '') entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      key = 'msgid';
      id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      key = 'msgstr';
      str = unquote(line.slice(7));
    } else if (line.startsWith('"') && key) {
      if (key === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '') {
      key = undefined;
    }
  }
  flush();
  return entries;
}

/** The shell's catalog and each feature's (src/app/lib/message-catalogs.ts), as the source language has them. */
const NAMES = readdirSync(join(import.meta.dirname, 'en'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length));
const CASES = ['de', 'fr', 'id', 'ms'].flatMap((language) => NAMES.map((name) => [language, name] as const));

describe.each(NAMES)('message catalog %s', (name) => {
  it('has messages to translate', () => {
    expect(readCatalog('en', name).size).toBeGreaterThan(5);
  });
});

describe('message catalogs', () => {
  it('has the shell catalog and feature catalogs', () => {
    expect(NAMES).toContain('messages');
    expect(NAMES.length).toBeGreaterThan(1);
  });

  it.each(CASES)('%s translates every message of the source catalog %s', (language, name) => {
    const source = readCatalog('en', name);
    const catalog = readCatalog(language, name);
    expect([...catalog.keys()].sort()).toEqual([...source.keys()].sort());
    const untranslated = [...catalog].filter(
      ([id, translation]) => translation.trim() === '' || (translation === id && !SAME_IN_EVERY_LANGUAGE.has(id)),
    );
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });

  it.each(CASES)('%s keeps every placeholder of the source text in %s', (language, name) => {
    const catalog = readCatalog(language, name);
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort();
    for (const [id, translation] of catalog) expect(placeholders(translation), id).toEqual(placeholders(id));
  });
});
