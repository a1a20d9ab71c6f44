import {
  expect,
  newEmail,
  test,
  emailField,
  passwordField,
  expectNoSeriousA11yViolations,
} from './fixtures';
import { createStaffMember, resetTwoFactor } from './support/staff-command';
import { appCode, setUpTwoFactor } from './support/two-factor';

// Journey: an ADMIN must set up two-factor sign-in before anything else (decision 029); then
// each sign-in asks for the app's code, and a recovery code works once in its place.
const PASSWORD = 'console-pass-2';

test('an admin sets up two-factor sign-in, then signs in with a code and a recovery code', async ({
  page,
  server,
  postgres,
}) => {
  const admin = { email: newEmail('admin2fa'), name: 'Tom Twofactor', roles: ['ADMIN'] };
  const command = {
    databaseUrl: postgres,
    publicUrl: server.url,
    dataDir: server.dataDir,
    sessionSecret: server.sessionSecret,
  };
  const link = await createStaffMember(command, admin);
  await page.goto(link.toString());
  await passwordField(page, 'New password').fill(PASSWORD);
  await passwordField(page, 'Retype password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  const signIn = async () => {
    await expect(page).toHaveURL(/\/v2\/ops\/login$/);
    await emailField(page).fill(admin.email);
    await passwordField(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();

  // Straight to the set-up, whatever page was asked for.
  await expect(page).toHaveURL(/\/v2\/ops\/two-factor$/);
  await expect(page.getByText('Your role signs in with a second factor.')).toBeVisible();
  await page.goto('/v2/ops/staff');
  await expect(page).toHaveURL(/\/v2\/ops\/two-factor$/);
  await expectNoSeriousA11yViolations(page);

  const { key, codes } = await setUpTwoFactor(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // Signed out, the code is asked after the right password; a wrong one is said beside it.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn();
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeVisible();
  await expect(code).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The code is wrong or was already used.')).toBeVisible();
  // The next step's code: the set-up spent this one.
  await code.fill(appCode(key, 30));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // A recovery code in place of the app's code.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Two-factor sign-in' })
    .click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  // A required role has no way to turn it off.
  await expect(page.getByRole('button', { name: 'Turn off' })).toHaveCount(0);

  // Phone and codes lost: the operator's command removes it; the next sign-in sets it up anew.
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect(await resetTwoFactor(command, admin.email)).toContain('Two-factor sign-in removed');
  await signIn();
  await expect(page).toHaveURL(/\/v2\/ops\/two-factor$/);
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});
