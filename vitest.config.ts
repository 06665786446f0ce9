import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts so the PWA and router plugins do not run under test.
export default defineConfig({
  test: {
    globals: false,
    // One test file per core. Vitest's default in run mode is one less than the cores: a single worker on CI's two.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Pure functions: a worker's modules serve all its files.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // Migrates and seeds one template database for the whole run; each test file clones it.
          globalSetup: ['tests/support/global-setup.ts'],
          // A worker imports the server's modules once for all its files instead of once per file (179 s → 106 s
          // for the project on 2 cores). Each file still builds its own app and database from the template; no
          // server test mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/app/**/*.test.{ts,tsx}', 'src/browser/**/*.test.ts'],
          setupFiles: ['tests/support/setup-dom.ts'],
          // Forms typed key by key in jsdom take several seconds on a slow or busy CI machine; the limit only
          // catches a test that hangs.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
