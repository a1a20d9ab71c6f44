import type { Page } from '@playwright/test';
import {
  emailField,
  expect,
  newEmail,
  PASSWORD,
  passwordField,
  registerAccount,
  test,
} from './fixtures';
import { accountRow } from './support/database';
import { visitsWithPoster } from './support/site-content';

// Journey: a visitor arrives with a referral link and browses the public pages. Every link of
// ours keeps `rf` and `poster` (spec section 2), the visit is recorded once on the landing
// page, and the sign-up at the end carries both into the new account.
async function expectEveryLinkCarries(page: Page, params: Record<string, string>) {
  const hrefs = await page
    .locator('a[href^="/v2/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) {
    const query = new URL(href, 'http://portal.invalid').searchParams;
    for (const [name, value] of Object.entries(params))
      expect(query.get(name), `${name} on ${href}`).toBe(value);
  }
}

test('referral parameters follow the visitor across the public pages into sign-up', async ({
  page,
  request,
  postgres,
}) => {
  const referrer = await registerAccount(request);
  const { referralCode, id: referrerId } = await accountRow(postgres, referrer.email);
  const poster = `poster${Date.now()}`;
  const params = { rf: referralCode, poster };

  await page.goto(`/v2/home?rf=${referralCode}&poster=${poster}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Become a Hero' })).toBeVisible();
  await expectEveryLinkCarries(page, params);
  await expect
    .poll(() => visitsWithPoster(postgres, poster))
    .toEqual([{ properties: { path: '/home', rf: referralCode, poster } }]);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Passive Income' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passive Income' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/v2/refcenter\\?rf=${referralCode}&poster=${poster}$`));
  await expectEveryLinkCarries(page, params);
  await expect(page.getByRole('link', { name: 'Sign up to start' })).toHaveAttribute(
    'href',
    `/v2/home?type=register&rf=${referralCode}&poster=${poster}`,
  );

  await menu.getByRole('link', { name: 'Learn More' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learn More' })).toBeVisible();
  await expectEveryLinkCarries(page, params);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expectEveryLinkCarries(page, params);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Download the teaching client' })
    .click();
  await expect(page).toHaveURL(/\/v2\/download\?/);
  await expectEveryLinkCarries(page, params);

  // Back to the landing page: the form's link to the policy carries them too.
  await page.getByRole('link', { name: 'Teacher Portal, go to the home page' }).click();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }),
  ).toHaveAttribute('href', `/v2/privacy?rf=${referralCode}&poster=${poster}`);
  // A second entry to the landing page is a second visit.
  await expect.poll(async () => (await visitsWithPoster(postgres, poster)).length).toBe(2);

  const code = page.getByLabel('Referral code (optional)');
  await expect(code).toHaveValue(referralCode);
  const email = newEmail('carried');
  await emailField(page).fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Teach Now' }).click();
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  expect(await accountRow(postgres, email)).toMatchObject({ referredByUserId: referrerId, poster });
});
