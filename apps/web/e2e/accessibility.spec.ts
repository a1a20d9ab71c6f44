import { expect, expectNoSeriousA11yViolations, openAccountForm, test } from './fixtures';

// Journey: axe finds no serious problem on the account screens and the console's sign-in.
test.describe('accessibility of the account screens', () => {
  test.beforeEach(async ({ page }) => {
    // No animations: axe measures settled colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const mode of ['register', 'login', 'reset'] as const) {
    test(`/home in ${mode} mode`, async ({ page }) => {
      await openAccountForm(page, mode);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('/home with field errors showing', async ({ page }) => {
    await openAccountForm(page, 'register');
    await page.getByRole('button', { name: 'Teach Now' }).click();
    await expect(page.getByText('Email cannot be empty.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/reset with a link, and without one', async ({ page }) => {
    await page.goto('/v2/reset?userId=1&code=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Password Reset' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/v2/reset');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/ops/login', async ({ page }) => {
    await page.goto('/v2/ops/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
