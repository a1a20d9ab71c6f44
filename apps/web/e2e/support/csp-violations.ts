import type { Page } from '@playwright/test';

/**
 * Collects the page's Content-Security-Policy violations (from the console and from the
 * `securitypolicyviolation` event): a journey ends with `expect(violations).toEqual([])`.
 * Call before the first navigation.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
