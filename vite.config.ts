import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { gqlDocumentImports, gqlDocumentModules } from './scripts/gql-documents';
import { precacheFilter } from './scripts/precache';
import type { Manifest } from './scripts/route-size';

// The API server of `npm run dev:server` (src/server/main.ts, PORT default 3000).
const apiServer = 'http://localhost:3000';

// The build folder as resolved (the benches and `npm start` pass --outDir): the precache filter reads the Vite
// manifest written there.
let outDir = 'dist';
const rememberOutDir: Plugin = {
  name: 'portal:remember-out-dir',
  configResolved(config) {
    outDir = config.build.outDir;
  },
};

export default defineConfig({
  plugins: [
    rememberOutDir,
    // Must come before react(): it generates the route tree and splits route components into lazy chunks.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
      autoCodeSplitting: true,
      // A route's loader travels with its component: the loaders' feature queries stay off the entry chunk
      // (only beforeLoad, search and params validation remain in the route tree).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    // plugin-react 6 no longer runs Babel; the Lingui macros need it (TOOLCHAIN.md). Only the client's own
    // sources use macros, so Babel skips everything else (node_modules are excluded by default).
    // Each graphql(`…`) call becomes an import of a module holding only its document (scripts/gql-documents.ts), so
    // a page carries its own documents, not every document's text (gql/gql.ts's map nor gql/graphql.ts).
    babel({
      include: [/src[\\/](?:app|browser)[\\/].*\.[jt]sx?(?:$|\?)/],
      plugins: ['@lingui/babel-plugin-lingui-macro', gqlDocumentImports(import.meta.dirname)],
    }),
    gqlDocumentModules(import.meta.dirname),
    // Compiles `import('…/messages.po')` on the fly: no compiled catalogs in the repository.
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app asks the user before a new version takes over (workbox-window), never silently.
      registerType: 'prompt',
      // The app registers the worker itself (no inline registration script: the CSP is script-src 'self').
      injectRegister: false,
      // The server answers /manifest.webmanifest per host, so the plugin must not emit one.
      manifest: false,
      injectManifest: {
        // No webmanifest here: it is per host and must not be precached (TOOLCHAIN.md, "Precache globs").
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Only the shell and the offline pages' chunks (scripts/precache.ts, docs/decisions.md "Precache"); the
        // worker caches other pages' chunks when they are first used.
        manifestTransforms: [
          (entries) => {
            const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
            const keep = precacheFilter(manifest);
            return { manifest: entries.filter((entry) => keep(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': apiServer,
      '/manifest.webmanifest': apiServer,
    },
  },
  build: {
    outDir: process.env.CLIENT_OUT_DIR ?? 'dist',
    // dist/.vite/manifest.json: which chunk holds which module (the size bench and the photo e2e read it).
    manifest: true,
    // No <link rel="modulepreload"> per lazy chunk's imports: the home's lazy parts added 130 of them, 0.4-0.6 s of
    // main-thread work at 4x CPU slowdown. A chunk's imports are fetched once it is parsed; through HTTP/2 that made
    // no page slower: Lighthouse (median of 5) sign-in 72 -> 76, home 50 -> 54 (docs/decisions.md, First-load cuts).
    modulePreload: false,
  },
});
