import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import {
  DOMAIN_FOLDERS,
  domainCatalogOf,
  FEATURE_CATALOG_NAMES,
  SHELL_CATALOG,
  SIGN_IN_CATALOG,
  SIGN_IN_SOURCES,
} from './src/app/lib/message-catalogs';

// Source-text messages (the English text is the id), compiled on the fly by the vite plugin, so no compiled
// catalogs are committed. One PO catalog per language for the sign-in pages (and what every page may draw), one for
// the signed-in shell, and one for each feature (and each shared domain folder) whose texts show only on its own
// pages (src/app/lib/message-catalogs.ts).
const NOT_TEXTS = ['**/*.test.ts', '**/*.test.tsx', 'src/app/route-tree.gen.ts'];
const featureFolder = (name: string) => `src/app/features/${name}`;
const domainFolder = (name: string) => `src/app/domain/${name}`;
// A listed folder covers its files; a file is itself.
const signInSources = SIGN_IN_SOURCES.map((source) => `src/app/${source}`);
const signInGlobs = signInSources.map((source) => (/\.tsx?$/.test(source) ? source : `${source}/**`));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'id', 'ms'],
  // A missing translation falls back to the English source text instead of the bare message id.
  fallbackLocales: { default: 'en' },
  // Line numbers churn on every edit and make catalog diffs noisy; the file reference is enough.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `<rootDir>/src/app/locales/{locale}/${SIGN_IN_CATALOG}`,
      include: signInSources,
      exclude: NOT_TEXTS,
    },
    {
      path: `<rootDir>/src/app/locales/{locale}/${SHELL_CATALOG}`,
      include: ['src/app'],
      exclude: [
        ...NOT_TEXTS,
        ...signInGlobs,
        ...FEATURE_CATALOG_NAMES.map((name) => `${featureFolder(name)}/**`),
        ...DOMAIN_FOLDERS.map((name) => `${domainFolder(name)}/**`),
      ],
    },
    ...FEATURE_CATALOG_NAMES.map((name) => ({
      path: `<rootDir>/src/app/locales/{locale}/${name}`,
      include: [featureFolder(name)],
      exclude: NOT_TEXTS,
    })),
    ...DOMAIN_FOLDERS.map((name) => ({
      path: `<rootDir>/src/app/locales/{locale}/${domainCatalogOf(name)}`,
      include: [domainFolder(name)],
      exclude: NOT_TEXTS,
    })),
  ],
});
