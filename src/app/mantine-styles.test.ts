// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Mantine's styles are imported per component (mantine-styles.css, mantine-page-styles.css,
// mantine-content-styles.css, or next to a lazily loaded part), not as one sheet: a component whose sheet nobody
// imports draws as bare HTML (the visit form's chips once showed as browser checkboxes).

const APP = 'src/app';
const STYLES = 'node_modules/@mantine/core/styles';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("Mantine's per-component styles", () => {
  it('are imported for every Mantine component the app uses', () => {
    const files = sourceFiles(APP).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    const imported = new Set(
      files.flatMap(({ text }) => [...text.matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map((m) => m[1])),
    );
    const used = new Map<string, string>();
    for (const { path, text } of files) {
      for (const [, names = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
        for (const raw of names.split(',')) {
          const name = raw.trim();
          if (/^[A-Z]\w*$/.test(name) && !used.has(name)) used.set(name, path);
        }
      }
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used]
      .filter(([name]) => existsSync(join(STYLES, `${name}.layer.css`)) && !imported.has(name))
      .map(([name, path]) => `${name} (used in ${path})`);
    expect(missing).toEqual([]);
  });
});
