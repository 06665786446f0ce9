import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { FEATURE_CATALOG_NAMES, SHELL_CATALOG } from './src/app/lib/message-catalogs';

// Source-text messages (the English text is the id), compiled on the fly by the vite plugin, so no compiled
// catalogs are committed. One PO catalog per language for the shell, and one per language for each feature whose
// texts show only on its own pages (src/app/lib/message-catalogs.ts).
const NOT_TEXTS = ['**/*.test.ts', '**/*.test.tsx', 'src/app/route-tree.gen.ts'];
const featureFolder = (name: string) => `src/app/features/${name}`;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'id', 'ms'],
  // A missing translation falls back to the English source text instead of the bare message id.
  fallbackLocales: { default: 'en' },
  // Line numbers churn on every edit and make catalog diffs noisy; the file reference is enough.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `<rootDir>/src/app/locales/{locale}/${SHELL_CATALOG}`,
      include: ['src/app'],
      exclude: [...NOT_TEXTS, ...FEATURE_CATALOG_NAMES.map((name) => `${featureFolder(name)}/**`)],
    },
    ...FEATURE_CATALOG_NAMES.map((name) => ({
      path: `<rootDir>/src/app/locales/{locale}/${name}`,
      include: [featureFolder(name)],
      exclude: NOT_TEXTS,
    })),
  ],
});
