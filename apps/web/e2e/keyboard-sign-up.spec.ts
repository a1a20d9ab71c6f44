import { expect, newEmail, PASSWORD, test, emailField, passwordField } from './fixtures';

// Journey: sign-up by keyboard only. Tab reaches each field in order; Enter submits.
test('signs up with the keyboard alone', async ({ page }) => {
  const email = newEmail('keys');
  await page.goto('/v2/home');
  const field = emailField(page);
  await expect(field).toBeVisible();

  for (let presses = 0; presses < 25; presses += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  const referral = page.getByLabel('Referral code (optional)');
  await expect(referral).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
});

test('the focus is visible on the form controls', async ({ page }) => {
  await page.goto('/v2/home?type=login');
  const forgot = page.getByRole('link', { name: 'Forgot your password' });
  await forgot.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(forgot).toBeFocused();
  const outline = await forgot.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});
