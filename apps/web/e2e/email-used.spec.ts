import { expect, PASSWORD, registerAccount, test, emailField, passwordField } from './fixtures';

// Journey: signing up with a registered address opens the modal; LOG IN goes to sign-in.
test('a used address opens the "already registered" modal, and LOG IN switches to sign-in', async ({
  page,
  request,
}) => {
  const { email } = await registerAccount(request);
  await page.goto('/v2/home');
  await emailField(page).fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Teach Now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Already registered' });
  await expect(dialog).toContainText('This email has been used');
  await dialog.getByRole('button', { name: 'LOG IN' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveURL(/type=login/);
  await expect(emailField(page)).toHaveValue(email);
});
