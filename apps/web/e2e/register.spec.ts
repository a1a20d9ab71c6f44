import {
  expect,
  newEmail,
  PASSWORD,
  registerAccount,
  test,
  emailField,
  passwordField,
} from './fixtures';
import { accountRow } from './support/database';
import { holdSessionRecheck } from './support/session-recheck';

// Journey: a visitor signs up on /home ("Become a Hero") and is signed in, by cookie only.
test.describe('sign-up', () => {
  test('registers, shows the signed-in state, keeps the session in an HttpOnly cookie only', async ({
    page,
    context,
  }) => {
    const email = newEmail('signup');
    await page.goto('/v2/home');
    await expect(page.getByRole('heading', { level: 2, name: 'Become a Hero' })).toBeVisible();
    await emailField(page).fill(email);
    await passwordField(page).fill(PASSWORD);
    const recheck = await holdSessionRecheck(page);
    await page.getByRole('button', { name: 'Teach Now' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Welcome aboard!' })).toBeVisible();
    recheck.release();
    // The login check's callback is the application form: the new applicant lands there.
    await expect(page).toHaveURL(/\/v2\/basic$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Referral Center' })).toHaveCount(0);

    const session = (await context.cookies()).find((cookie) => cookie.name === 'portal_session');
    expect(session, 'the portal_session cookie').toBeDefined();
    expect(session?.httpOnly).toBe(true);
    const stored = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      scriptCookies: document.cookie,
    }));
    expect(stored).toEqual({ local: 0, session: 0, scriptCookies: '' });

    await page.reload();
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  });

  test('the e-mail field completes common mail domains', async ({ page }) => {
    await page.goto('/v2/home');
    const email = emailField(page);
    await email.fill('anna@gm');
    await page.getByRole('option', { name: 'anna@gmail.com' }).click();
    await expect(email).toHaveValue('anna@gmail.com');
  });

  test('the form says what is wrong beside each field', async ({ page }) => {
    await page.goto('/v2/home');
    await emailField(page).fill('not-an-address');
    await passwordField(page).fill('123');
    await page.getByRole('button', { name: 'Teach Now' }).click();
    await expect(page.getByText('Email format error.')).toBeVisible();
    await expect(page.getByText('Password is limited to 6-18 digits.')).toBeVisible();
    await expect(emailField(page)).toBeFocused();
  });

  test('a typed referral code keeps digits only and must exist', async ({ page }) => {
    await page.goto('/v2/home');
    await emailField(page).fill(newEmail('referred'));
    await passwordField(page).fill(PASSWORD);
    const code = page.getByLabel('Referral code (optional)');
    await code.pressSequentially('12ab34');
    await expect(code).toHaveValue('1234');
    await page.getByRole('button', { name: 'Teach Now' }).click();
    await expect(
      page.getByText('The referral code you entered does not exist, please double check'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Become a Hero' })).toBeVisible();
  });

  test('an unknown referral code in the link is announced and dropped', async ({ page }) => {
    await page.goto('/v2/home?referralCode=99999999&poster=spring');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid referralCode.' }),
    ).toBeVisible();
    const code = page.getByLabel('Referral code (optional)');
    await expect(code).toHaveValue('');
    await expect(code).toBeEditable();
  });

  test('a referral link prefills the code read-only and carries it and the poster into sign-up', async ({
    page,
    request,
    postgres,
  }) => {
    const referrer = await registerAccount(request);
    const { referralCode, id: referrerId } = await accountRow(postgres, referrer.email);
    await page.goto(`/v2/home?referralCode=${referralCode}&poster=spring`);
    const code = page.getByLabel('Referral code (optional)');
    await expect(code).toHaveValue(referralCode);
    await expect(code).not.toBeEditable();
    await expect(page.getByText('From your invitation link.')).toBeVisible();

    const email = newEmail('referred');
    await emailField(page).fill(email);
    await passwordField(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Teach Now' }).click();
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    expect(await accountRow(postgres, email)).toMatchObject({
      referredByUserId: referrerId,
      poster: 'spring',
    });
  });
});
