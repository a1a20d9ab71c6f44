import {
  expect,
  openAccountForm,
  registerAccount,
  test,
  emailField,
  passwordField,
} from './fixtures';
import { holdSessionRecheck } from './support/session-recheck';

// Journey: a registered teacher signs in from the login mode of the form.
test.describe('sign-in', () => {
  test('signs in with e-mail and password and shows the signed-in state', async ({
    page,
    request,
  }) => {
    const { email, password } = await registerAccount(request);
    await openAccountForm(page, 'login');
    await emailField(page).fill(email);
    await passwordField(page).fill(password);
    const recheck = await holdSessionRecheck(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed in.' })).toBeVisible();
    recheck.release();
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    // The callback of an applicant who has not applied yet: the application form.
    await expect(page).toHaveURL(/\/v2\/basic$/);
  });

  test('the header toggle switches between sign-up and sign-in, keeping the link parameters', async ({
    page,
  }) => {
    await page.goto('/v2/home?poster=p7');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/home\?type=login&poster=p7$/);
    await banner.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Become a Hero' })).toBeVisible();
    await expect(page).toHaveURL(/\/v2\/home\?type=register&poster=p7$/);
  });
});
