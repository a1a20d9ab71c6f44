import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  newEmail,
  registerAccount,
  test,
  emailField,
  type ServerInfo,
  passwordField,
} from './fixtures';
import { createStaffMember } from './support/staff-command';
import { linkIn, mailTo } from './support/smtp-inbox';
import { setUpTwoFactor } from './support/two-factor';

// Journey: the staff console. The operator's command makes an ADMIN; the admin sets a
// password from the link, signs in, reads the funnel, invites a recruiter and disables them.
const STAFF_PASSWORD = 'console-pass-1';

function staffCommand(server: ServerInfo, postgres: string) {
  return {
    databaseUrl: postgres,
    publicUrl: server.url,
    dataDir: server.dataDir,
    sessionSecret: server.sessionSecret,
  };
}

async function setPasswordAndSignIn(page: Page, link: URL, email: string) {
  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await passwordField(page, 'New password').fill(STAFF_PASSWORD);
  await passwordField(page, 'Retype password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/v2\/ops\/login$/);
  await emailField(page).fill(email);
  await passwordField(page).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An ADMIN sets up the second factor first (decision 029), then reaches the overview. */
async function setPasswordAndSignInAsAdmin(page: Page, link: URL, email: string) {
  await setPasswordAndSignIn(page, link, email);
  await setUpTwoFactor(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/ops$/);
}

test('an admin signs in, reads the funnel, invites a recruiter and disables them', async ({
  page,
  request,
  server,
  postgres,
  inbox,
}) => {
  await registerAccount(request);
  const admin = { email: newEmail('admin'), name: 'Ada Admin', roles: ['ADMIN'] };
  const link = await createStaffMember(staffCommand(server, postgres), admin);
  expect(link.pathname).toBe('/v2/ops/set-password');
  await setPasswordAndSignInAsAdmin(page, link, admin.email);

  // The funnel cards show what the server counts, by the steps of the applicant's step bar.
  const funnel = (await (await page.request.get('/ops/dashboard/funnel')).json()) as {
    data: { steps: { step: string; count: number }[]; total: number };
  };
  const cards = page
    .getByRole('list', { name: 'Applicants by funnel stage' })
    .getByRole('listitem');
  await expect(cards).toHaveText([
    /^Basic info\d+$/,
    /^Mini Demo\d+$/,
    /^Trial Demo\d+$/,
    /^Material Collection\d+$/,
    /^Contract\d+$/,
  ]);
  const basic = funnel.data.steps.find((row) => row.step === 'basicInfo')?.count ?? -1;
  expect(basic).toBeGreaterThanOrEqual(1);
  await expect(cards.first()).toHaveText(`Basic info${basic}`);
  await expect(page.getByText(`${funnel.data.total} applicants in total`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff members' });
  await expect(table.getByRole('row').filter({ hasText: admin.email })).toContainText('You');

  const recruiter = { email: newEmail('recruiter'), name: 'Rita Recruiter' };
  const invite = page.getByRole('form', { name: 'Invite a staff member' });
  await emailField(invite).fill(recruiter.email);
  await invite.getByLabel('Name').fill(recruiter.name);
  // The visible box over the multi-select's input takes the click and opens the list.
  await invite.getByRole('combobox', { name: 'Roles' }).click({ force: true });
  await page.getByRole('option', { name: 'Recruiter' }).click();
  await page.keyboard.press('Escape');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Invitation sent to ${recruiter.email}.` }),
  ).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: recruiter.email });
  await expect(row).toContainText('Recruiter');
  await expect(row).toContainText('Invited');

  const mail = await inbox.waitFor(mailTo(recruiter.email));
  const invitation = linkIn(mail, `${server.url}/v2/ops/set-password`);

  await row.getByRole('button', { name: `Disable ${recruiter.name}` }).click();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: `Enable ${recruiter.name}` })).toBeVisible();

  // A disabled member's invitation no longer works.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/v2\/ops\/login$/);
  await page.goto(invitation.toString());
  await passwordField(page, 'New password').fill(STAFF_PASSWORD);
  await passwordField(page, 'Retype password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByText('The link has expired, please re-submit the application.', { exact: false }),
  ).toBeVisible();
});

test('a recruiter has no staff link and no access to the staff page', async ({
  page,
  server,
  postgres,
}) => {
  const recruiter = { email: newEmail('rec'), name: 'Rob Recruiter', roles: ['RECRUITER'] };
  const link = await createStaffMember(staffCommand(server, postgres), recruiter);
  await setPasswordAndSignIn(page, link, recruiter.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/ops$/);
  const nav = page.getByRole('navigation', { name: 'Back office menu' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto('/v2/ops/staff');
  await expect(page.getByRole('alert')).toContainText('Only administrators manage staff accounts.');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the console sends a visitor to its own sign-in page, and unknown paths to /home', async ({
  page,
}) => {
  await page.goto('/v2/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/ops\/login$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await page.goto('/v2/ops/staff');
  await expect(page).toHaveURL(/\/v2\/ops\/login$/);
  await page.goto('/v2/ops/nope');
  await expect(page).toHaveURL(/\/v2\/home$/);
});
