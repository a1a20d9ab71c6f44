import type { Page } from '@playwright/test';
import { expect, registerAccount, test } from './fixtures';
import {
  basicInfo,
  commitStep,
  signInStaff,
  stepHeading,
  submittedApplicant,
  teachingInfo,
} from './support/applicant';

// Journey: the application pages on a 360 x 740 phone: nothing scrolls sideways, and the
// side menu folds away behind its toggle.
test.use({ viewport: { width: 360, height: 740 } });

const pageWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);

test('the form steps and the side menu fit 360 px', async ({ page }) => {
  await registerAccount(page.request);
  await page.goto('/v2/basic');
  await expect(stepHeading(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Required field.').first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  const menu = page.getByRole('navigation', { name: 'Application menu' });
  const toggle = menu.getByRole('button', { name: 'Application menu' });
  await expect(menu.getByRole('button', { name: 'Contact Us' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await commitStep(page.request, basicInfo());
  await page.reload();
  await expect(stepHeading(page, 2)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await commitStep(page.request, teachingInfo('PURSUING'));
  await page.reload();
  await expect(stepHeading(page, 3)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});

test('the funnel shell and the console applicant pages fit 360 px', async ({
  page,
  server,
  postgres,
}) => {
  const applicant = await submittedApplicant(page.request);
  await page.goto('/v2/basic');
  await expect(page.getByRole('region', { name: 'Where you are' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await signInStaff(page, server, postgres);
  await page.goto(`/v2/ops/applicants?search=${encodeURIComponent(applicant.email)}`);
  const link = page.getByRole('link', { name: 'Grace Hopper' });
  await expect(link).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});
