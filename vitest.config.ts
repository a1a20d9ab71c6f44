import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure functions, no database) and `api` (the server through
 * `app.inject` on a fresh database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL
 * is set). scripts/test.mjs runs `api` once for each database.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.test.mjs',
          ],
          environment: 'node',
          // One worker's files share their modules, as the API suite's do (decision 049):
          // importing React, Mantine and the contracts once per worker instead of once per
          // file takes the unit step from about 80 s to about 15 s on CI's two cores. What a
          // file changes for the next is undone after every test: stubbed globals and env,
          // fake timers (vitest.unit-setup.mjs); module mocks are released with their file.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          setupFiles: ['vitest.unit-setup.mjs'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-heavy and PostgreSQL databases are per file: keep it modest.
          maxWorkers: 2,
          // PGlite's migrated template, made once per run for every test file.
          globalSetup: ['apps/server/src/test/database-template.global-setup.ts'],
          // A worker's test files share its modules (decision 049): the server's modules load
          // once per worker, not once per file (2 s each); every file still builds its own app
          // on its own database, and lint keeps module mocks and env writes out of these files.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
