import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Source-text messages (the English text is the id); one PO catalog per language, compiled on the fly by the
// vite plugin, so no compiled catalogs are committed.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'id', 'ms'],
  // A missing translation falls back to the English source text instead of the bare message id.
  fallbackLocales: { default: 'en' },
  // Line numbers churn on every edit and make catalog diffs noisy; the file reference is enough.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/app/locales/{locale}/messages',
      include: ['src/app'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', 'src/app/route-tree.gen.ts'],
    },
  ],
});
