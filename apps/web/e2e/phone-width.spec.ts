import type { Page } from '@playwright/test';
import {
  expect,
  openAccountForm,
  registerAccount,
  test,
  emailField,
  passwordField,
} from './fixtures';

// Journey: the login form on a 360 x 740 phone: every mode fits, and signing in works.
test.use({ viewport: { width: 360, height: 740 } });

const pageWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);

for (const mode of ['register', 'login', 'reset'] as const) {
  test(`${mode} mode fits 360 px without horizontal scrolling`, async ({ page }) => {
    await openAccountForm(page, mode);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    const submit = page.getByRole('main').getByRole('button', { name: /Teach Now|Sign In|Reset/ });
    const box = await submit.boundingBox();
    expect(box, 'the submit button is laid out').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  });
}

test('signs in at 360 px', async ({ page, request }) => {
  const { email, password } = await registerAccount(request);
  await openAccountForm(page, 'login');
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});
