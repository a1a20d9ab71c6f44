import {
  expect,
  openAccountForm,
  registerAccount,
  test,
  emailField,
  passwordField,
} from './fixtures';
import { linkIn, mailTo } from './support/smtp-inbox';

// Journey: forgot password → the e-mail → /reset → a new password → sign in with it; the
// same link a second time has expired.
const NEW_PASSWORD = 'brand-new-7';

test('resets a forgotten password through the e-mailed link, once', async ({
  page,
  request,
  inbox,
  server,
}) => {
  const { email } = await registerAccount(request);
  await openAccountForm(page, 'login');
  await emailField(page).fill(email);
  await page.getByRole('link', { name: 'Forgot your password' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expect(emailField(page)).toHaveValue(email);
  await page.getByRole('button', { name: 'Reset' }).click();

  const sent = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(sent).toContainText(email);
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();

  const mail = await inbox.waitFor(mailTo(email));
  const link = linkIn(mail, `${server.url}/v2/reset`);
  expect(link.searchParams.get('userId')).toBeTruthy();
  expect(link.searchParams.get('code')).toBeTruthy();

  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Password Reset' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2019');
  const newPassword = passwordField(page, 'New Password');
  const retype = passwordField(page, 'Retype Password');
  const reset = page.getByRole('button', { name: 'Reset' });

  await newPassword.fill('123');
  await retype.fill('123');
  await reset.click();
  await expect(page.getByText('*Incorrect format!')).toBeVisible();
  await newPassword.fill(`  ${NEW_PASSWORD}  `);
  await retype.fill('something-else');
  await reset.click();
  await expect(page.getByText('*Passwords do not match!')).toBeVisible();
  // Input is trimmed: the spaces around the new password do not count.
  await retype.fill(NEW_PASSWORD);
  await reset.click();

  const done = page.getByRole('dialog', { name: 'Your password has been reset' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/v2\/home\?type=login$/);
  await emailField(page).fill(email);
  await passwordField(page).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();

  // The link worked once: a second use says it has expired.
  await page.goto(link.toString());
  await newPassword.fill('another-one-8');
  await retype.fill('another-one-8');
  await reset.click();
  const expired = 'The link has expired, please re-submit the application.';
  await expect(page.getByRole('alert').filter({ hasText: expired }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('a reset page opened without its link parameters says the link has expired', async ({
  page,
}) => {
  await page.goto('/v2/reset');
  await expect(
    page.getByText('The link has expired, please re-submit the application.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Forgot your password?' }),
  ).toBeVisible();
});
