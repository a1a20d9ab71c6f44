import type { Page } from '@playwright/test';
import { expect, registerAccount, test } from './fixtures';
import { setStage } from './support/applicant';

// Journey: the page guard and the landing-page redirect never bounce a user around.
const pathOf = (page: Page) => new URL(page.url()).pathname;

test('a signed-in applicant on /v2/home is taken to their step once: no redirect loop', async ({
  page,
}) => {
  const { email } = await registerAccount(page.request);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/v2/home');
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  // Longer than the 200 ms redirect delay and a login check: nothing moves any more.
  await page.waitForTimeout(1_000);
  expect(pathOf(page)).toBe('/v2/basic');
  expect([...new Set(visited)], visited.join(' → ')).toEqual(['/v2/home', '/v2/basic']);
});

test('a user whose callback has no screen yet stays on /home with the welcome panel', async ({
  page,
  postgres,
}) => {
  const { email } = await registerAccount(page.request);
  // An activated teacher belongs on /booking, which is not built yet.
  await setStage(postgres, email, 'CONTRACT', 'Finish');
  await page.goto('/v2/home');
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(pathOf(page)).toBe('/v2/home');
  await page.goto('/v2/basic');
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
});

test('an applicant who opens another step, or a page without a screen, ends on their step', async ({
  page,
}) => {
  await registerAccount(page.request);
  for (const route of ['/v2/interview', '/v2/contract', '/v2/activity', '/v2/booking']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
    expect(pathOf(page), route).toBe('/v2/basic');
  }
});

test('a visitor without a session who opens a guarded route ends on /home', async ({ page }) => {
  for (const route of ['/v2/basic', '/v2/booking', '/v2/payslip/list']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 2, name: 'Become a Hero' })).toBeVisible();
    expect(pathOf(page)).toBe('/v2/home');
  }
});
