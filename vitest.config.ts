import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * A failed test runs once more before it fails the run: the server and component tests race real timers, idle
 * callbacks and child processes on a two-core CI machine. A test that passes only on its second run is still
 * named at the end of `npm test` (scripts/test.ts), to be made steady.
 */
const RETRY = 1;

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
          // Each file in fresh modules: without isolation (one import per worker, 179 s → 106 s on 2 cores) a CI
          // run failed 3 tests that passed in every local run, shuffled or not; module state a file leaves behind
          // is not worth the minute.
          testTimeout: 30_000,
          retry: RETRY,
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
          retry: RETRY,
        },
      },
    ],
  },
});
