import type { Page } from '@playwright/test';
import { expect, registerAccount, test } from './fixtures';

// Journey: the page guard and the landing-page redirect never bounce a user around.
const pathOf = (page: Page) => new URL(page.url()).pathname;

test('a signed-in user on /v2/home stays there with the welcome panel: no redirect loop', async ({
  page,
}) => {
  const { email } = await registerAccount(page.request);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/v2/home');
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  // Longer than the 200 ms redirect delay and a login check: nothing moves.
  await page.waitForTimeout(1_000);
  expect(pathOf(page)).toBe('/v2/home');
  expect(
    visited.every((path) => path === '/v2/home'),
    visited.join(' → '),
  ).toBe(true);
});

test('a signed-in user sent to an application page without a screen ends on /home', async ({
  page,
}) => {
  const { email } = await registerAccount(page.request);
  await page.goto('/v2/basic');
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  expect(pathOf(page)).toBe('/v2/home');
});

test('a visitor without a session who opens a guarded route ends on /home', async ({ page }) => {
  for (const route of ['/v2/basic', '/v2/booking', '/v2/payslip/list']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 2, name: 'Become a Hero' })).toBeVisible();
    expect(pathOf(page)).toBe('/v2/home');
  }
});
