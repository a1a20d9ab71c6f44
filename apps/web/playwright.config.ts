/**
 * Browser tests (e2e/): Chromium only, the system one (CHROME_PATH or /usr/bin/chromium;
 * Playwright never downloads a browser here). Each worker starts its own built server
 * (e2e/fixtures.ts), so run `npm run build` first; `npm test` does both.
 */
import { defineConfig, type ReporterDescription } from '@playwright/test';
import path from 'node:path';

const isCI = !!process.env.CI;
/**
 * Set by scripts/test.mjs: the run's folder for the JSON report (which it reads to name the
 * failed tests), the HTML report and the traces and screenshots of failures, kept when a
 * step fails so a CI failure can be read after the fact.
 */
const outputRoot = process.env.E2E_OUTPUT_DIR;

const reporter: ReporterDescription[] = outputRoot
  ? [
      ['list'],
      ['json', { outputFile: path.join(outputRoot, 'report.json') }],
      ['html', { open: 'never', outputFolder: path.join(outputRoot, 'html') }],
    ]
  : isCI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]];

export default defineConfig({
  testDir: './e2e',
  outputDir: outputRoot ? path.join(outputRoot, 'results') : './test-results',
  // Tests must be honest: no retries, and no `.only` left behind on CI.
  retries: 0,
  forbidOnly: isCI,
  // Two cores: two workers, each with one server and one browser.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace: the DOM before and after each step, the network, the
    // console and the sources. Not the screencast: its frames (a JPEG every few hundred ms,
    // encoded by the browser for every test, kept or not) doubled each journey's CPU and were
    // the load that made first page loads miss their budgets in CI (decision 015). The
    // failure screenshot shows the last state.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        // The real Chromium user agent (no device emulation): the app may read the platform.
        browserName: 'chromium',
        viewport: { width: 1280, height: 720 },
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
