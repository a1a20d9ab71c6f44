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
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
