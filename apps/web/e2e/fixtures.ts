/**
 * The browser tests' `test`: one built server per worker (fresh DATA_DIR, free port), and
 * `baseURL` pointing at it so specs can `page.goto('/v2/home')`.
 * Needs `npm run build` first (apps/web/dist and apps/server/dist).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import {
  HEALTH_TIMEOUT_MS,
  removeDataDir,
  startServer,
  STOP_TIMEOUT_MS,
} from './support/server-process';

export interface ServerInfo {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  /** The server's DATA_DIR (its PGlite database), removed after the worker's last test. */
  dataDir: string;
}

export const test = base.extend<object, { server: ServerInfo }>({
  server: [
    // Playwright reads the fixtures a fixture needs from this destructuring: it must stay.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      try {
        await use({ url: server.url, dataDir: server.dataDir });
      } finally {
        const exit = await server.stop(STOP_TIMEOUT_MS);
        await removeDataDir(server.dataDir);
        if (exit.killed)
          console.warn(`The server on ${server.url} ignored SIGTERM and was killed.`);
      }
    },
    { scope: 'worker', timeout: HEALTH_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

/**
 * Runs axe on the page as it is now and fails, listing them, on violations of impact
 * `serious` or `critical`. Pass a builder to narrow it (`include`, `disableRules`, ...).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  builder = new AxeBuilder({ page }),
) {
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const listed = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(
    listed.length,
    `Serious accessibility violations on ${page.url()}:\n${listed.join('\n')}`,
  ).toBe(0);
}
