import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with `page.clock.install`) a moment from now; from then on
 * it moves only when the test moves it. The moment is read from the page, and on a loaded
 * machine it can be past by the time the call arrives ("Cannot fast-forward to the past"):
 * then a new moment is picked.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}
