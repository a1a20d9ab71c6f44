import type { Page } from '@playwright/test';

/** Where the stopped clock stands when the page starts (any fixed instant will do). */
const START = new Date('2026-03-02T09:00:00Z').getTime();

/**
 * Installs the page's clock stopped, before the page loads: from its first script on, timers
 * fire only when the test moves the clock (`runFor`, `fastForward`). A clock that runs until
 * the test stops it lets a slow page load spend the very interval under test (an autoplay
 * turned before the test looked at it).
 */
export async function installStoppedClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1_000);
}
