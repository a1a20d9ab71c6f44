import {
  expect,
  newEmail,
  openAccountForm,
  registerAccount,
  test,
  emailField,
  passwordField,
} from './fixtures';

// Journey: a wrong password (or an unknown address) answers "Mailbox or password error".
test('a wrong password shows "Mailbox or password error" and blocks a repeat for 1.5 s', async ({
  page,
  request,
}) => {
  const { email } = await registerAccount(request);
  await openAccountForm(page, 'login');
  await emailField(page).fill(email);
  await passwordField(page).fill('wrong-password');
  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mailbox or password error' }),
  ).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(submit).toBeEnabled({ timeout: 3_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
});

test('an unknown address gets the same answer (nobody learns who has an account)', async ({
  page,
}) => {
  await openAccountForm(page, 'login');
  await emailField(page).fill(newEmail('nobody'));
  await passwordField(page).fill('whatever1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mailbox or password error' }),
  ).toBeVisible();
});
