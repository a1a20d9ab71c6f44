import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { releasedPayslips } from './support/payslips';
import { activatedTeacher } from './support/teaching';

// Journey (issue 36, decision 056): a page opened by a link starts at its top, whatever the
// scroll of the page before; Back puts the page before where it was read; a page's own filter
// keeps the scroll. A short window makes the payslip list longer than it.
test.setTimeout(120_000);
test.use({ viewport: { width: 1280, height: 560 }, timezoneId: 'Europe/London' });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a payslip opens at its top, and Back returns to where the list was read', async ({
  page,
  postgres,
}) => {
  const teacher = await activatedTeacher(page.request, postgres, 'Europe/London');
  const { released } = await releasedPayslips(postgres, teacher.userId);

  await page.goto('/v2/payslip/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Payslips' })).toBeVisible();
  await expect(page.getByText('2 records in total')).toBeVisible();
  const open = page.getByRole('link', { name: `Open the payslip of ${released.month}` });
  await expect(open).toBeVisible();

  // Down to the bottom of the list, as a reader on a short screen would be.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  const readAt = await scrollY(page);
  await expect(open).toBeInViewport();

  // A filter of the same page keeps the reader where they are (as far as the shorter list
  // allows): not thrown back to the top.
  await page.getByRole('combobox', { name: 'Month' }).selectOption(released.month);
  await expect(page).toHaveURL(/month=\d+/);
  await expect(page.getByText('1 records in total')).toBeVisible();
  const bottom = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(bottom).toBeGreaterThan(0);
  await expect.poll(() => scrollY(page)).toBe(Math.min(readAt, bottom));
  await page.getByRole('combobox', { name: 'Month' }).selectOption('All months');
  await expect(page.getByText('2 records in total')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBe(readAt);

  // Another page, by a link: at its top, the title and status above the fold.
  await open.click();
  const title = page.getByRole('heading', { level: 1, name: `Payslip ${released.month}` });
  await expect(title).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(title).toBeInViewport();

  // Back: the list where it was left.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Payslips' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(readAt);
  await expect(open).toBeInViewport();
});
