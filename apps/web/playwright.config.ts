/**
 * Browser tests (e2e/): Chromium only, the system one (CHROME_PATH or /usr/bin/chromium;
 * Playwright never downloads a browser here). Each worker starts its own built server
 * (e2e/fixtures.ts), so run `npm run build` first; `npm test` does both.
 */
import { defineConfig } from '@playwright/test';

const isCI = !!process.env.CI;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Tests must be honest: no retries, and no `.only` left behind on CI.
  retries: 0,
  forbidOnly: isCI,
  // Two cores: two workers, each with one server and one browser.
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
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
