import type { Page } from '@playwright/test';

/**
 * Holds the login checks asked from now on until `release` is called: call it once the page
 * has made its own check on entry (the form is on screen).
 *
 * After a sign-up or sign-in the form shows its success state for 200 ms (spec section 4)
 * before the session is asked again and the page moves on; a polling assertion can miss so
 * short a window on a loaded machine. Holding the re-check keeps that state on screen while
 * the test reads it; after `release` the journey goes on exactly as it would have.
 */
export async function holdSessionRecheck(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/t/tn/user/check/login', async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}
