import { expect, registerAccount, test } from './fixtures';
import { setStage } from './support/applicant';

// Journey: a signed-in user signs out from the header and lands on the sign-in form.
test('signing out ends the session and shows the sign-in form', async ({ page, context }) => {
  const { email } = await registerAccount(page.request);
  await page.goto('/v2/home');
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/v2\/home\?type=login$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'portal_session')).toBe(false);

  // The server agrees: the login check now answers "not signed in".
  const check = await page.request.post('/t/tn/user/check/login', {
    headers: { 'x-requested-with': 'portal-web' },
  });
  expect(check.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
});

test('a teacher signs out from the teacher area with the header’s one Sign Out', async ({
  page,
  postgres,
}) => {
  const { email } = await registerAccount(page.request);
  await setStage(postgres, email, 'CONTRACT', 'Finish');
  await page.goto('/v2/home');
  await expect(page).toHaveURL(/\/v2\/booking$/);
  // The teacher area sits under the site's header: one Sign Out on the page, not two.
  await expect(page.getByRole('button', { name: /^Sign Out$/i })).toHaveCount(1);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
});
