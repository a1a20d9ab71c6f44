import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerAccount, test } from './fixtures';
import {
  basicInfo,
  commitStep,
  CSRF,
  signInStaff,
  stepHeading,
  submittedApplicant,
  teachingInfo,
} from './support/applicant';

// Journey: axe finds no serious problem on the application form (each step, with its
// messages showing), the funnel shell, and the console's applicant pages.
test.beforeEach(async ({ page }) => {
  // No animations: axe measures settled colours.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function checkWithErrors(page: Page, button: 'Next' | 'Submit') {
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText('Required field.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

// One test per step: each reaches its step through the API and checks it (with its messages
// showing), so no test carries the three axe runs of the others (decision 015).
test('step 1 of the form', async ({ page }) => {
  await registerAccount(page.request);
  await page.goto('/v2/basic');
  await expect(stepHeading(page, 1)).toBeVisible();
  await checkWithErrors(page, 'Next');
});

test('step 2 of the form', async ({ page }) => {
  await registerAccount(page.request);
  await commitStep(page.request, basicInfo());
  await page.goto('/v2/basic');
  await expect(stepHeading(page, 2)).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Do you hold an ESL certificate?' })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await checkWithErrors(page, 'Next');
});

test('step 3 of the form, and the Contact Us dialog', async ({ page }) => {
  await registerAccount(page.request);
  await commitStep(page.request, basicInfo());
  await commitStep(page.request, teachingInfo('NO'));
  await page.goto('/v2/basic');
  await expect(stepHeading(page, 3)).toBeVisible();
  await checkWithErrors(page, 'Submit');

  await page
    .getByRole('navigation', { name: 'Application menu' })
    .getByRole('button', { name: 'Contact Us' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the funnel shell after submitting, at the Mini Demo, and the console pages', async ({
  page,
  server,
  postgres,
}) => {
  const applicant = await submittedApplicant(page.request);
  await page.goto('/v2/basic');
  await expect(page.getByRole('region', { name: 'Where you are' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signInStaff(page, server, postgres);
  await page.goto(`/v2/ops/applicants?search=${encodeURIComponent(applicant.email)}`);
  const link = page.getByRole('table', { name: 'Applicants' }).getByRole('link', {
    name: 'Grace Hopper',
  });
  await expect(link).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await page.getByRole('button', { name: 'Record decision' }).click();
  await expect(page.getByText('Required field.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Passed (through the API): the applicant's shell at the Mini Demo step.
  const userId = new URL(page.url()).pathname.split('/').pop();
  const passed = await page.request.post(`/ops/applicants/${userId}/resume-decision`, {
    headers: CSRF,
    data: { decision: 'PASS' },
  });
  expect(passed.status()).toBe(200);
  await page.goto('/v2/interview');
  await expect(page.getByRole('region', { name: 'Where you are' })).toContainText('Mini Demo');
  await expectNoSeriousA11yViolations(page);
});
