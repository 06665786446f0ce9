import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server of `npm run dev:server` (src/server/main.ts, PORT default 3000).
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // Must come before react(): it generates the route tree and splits route components into lazy chunks.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    // plugin-react 6 no longer runs Babel; the Lingui macros need it (TOOLCHAIN.md). Only the client's own
    // sources use macros, so Babel skips everything else (node_modules are excluded by default).
    babel({ include: [/src[\\/]app[\\/].*\.[jt]sx?(?:$|\?)/], plugins: ['@lingui/babel-plugin-lingui-macro'] }),
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
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunk holds which module (the size bench and the photo e2e read it).
    manifest: true,
  },
});
