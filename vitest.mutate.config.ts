import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { configDefaults, defineConfig } from 'vitest/config';
import { mutationThreadsPool } from './scripts/lib/mutation-pool.mjs';

/**
 * The test runs of `npm run mutate` (scripts/mutate.mjs): the tests of one run, as
 * scripts/mutate.mjs passes them (MUTATION_TESTS, MUTATION_EXCLUDE: JSON lists of globs;
 * MUTATION_API=1 for the API suite's time limits and template). Stryker runs this from its sandbox, a copy of the repository with the
 * mutated files: `@portal/contracts` is resolved to the sandbox's own copy, so the server's
 * and the web's tests import the mutated contracts, not the workspace link to the original.
 */
const globs = (name: string): string[] => JSON.parse(process.env[name] || '[]') as string[];
const tests = globs('MUTATION_TESTS');
if (!tests.length) throw new Error('MUTATION_TESTS must list test files (npm run mutate sets it)');

const root = path.dirname(new URL(import.meta.url).pathname);

/**
 * A mutant that breaks a module as it loads (a schema built from `undefined`) fails every test
 * file that imports it before any test is collected. Stryker's vitest runner reads only tests,
 * so it would count that mutant as survived (stryker-js issue 6150): a test file that failed
 * to load gets one failed test here, and the mutant is killed, as it is.
 */
const loadFailuresAsFailedTests: Reporter = {
  onTestRunEnd(testModules: readonly TestModule[]) {
    for (const { task: file } of testModules) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'loads its modules',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        context: undefined as never,
        timeout: 0,
        annotations: [],
        artifacts: [],
        fullName: `${file.name} loads its modules`,
        result: { state: 'fail', errors: file.result.errors },
      } as unknown as (typeof file.tasks)[number]);
    }
  },
};

/**
 * Test threads that outlive a mutant's run (scripts/lib/mutation-pool.mjs), with the test
 * files of a run sharing their modules. Set here, after Vitest resolved the configuration:
 * Stryker's runner passes `pool: 'threads'` over the configuration file's. MUTATION_POOL=fresh
 * keeps Vitest's own pool (a new thread per run), to compare.
 */
const keepThreads = {
  name: 'portal:mutation-threads',
  configureVitest({ project }: { project: { config: Record<string, unknown> } }) {
    if (process.env.MUTATION_POOL === 'fresh') return;
    project.config.pool = mutationThreadsPool.name;
    project.config.poolRunner = mutationThreadsPool;
    project.config.isolate = false;
  },
};

export default defineConfig({
  plugins: process.env.MUTATION_API === '1' ? [keepThreads] : [],
  resolve: {
    alias: { '@portal/contracts': path.join(root, 'packages/contracts/src/index.ts') },
  },
  test: {
    include: tests,
    reporters: ['default', loadFailuresAsFailedTests],
    exclude: [...configDefaults.exclude, ...globs('MUTATION_EXCLUDE')],
    environment: 'node',
    // The API suite's time limits, and its migrated template database made once per test
    // runner instead of once per test file of every mutant's run.
    ...(process.env.MUTATION_API === '1'
      ? {
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/src/test/database-template.global-setup.ts'],
        }
      : {}),
  },
});
