import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect, registerAccount, test } from './fixtures';
import { setStage } from './support/applicant';

// Journey: the page guard and the landing-page redirect never bounce a user around.
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The teacher row activation writes (grade C, level 1), for an account moved by hand. */
async function makeTeacher(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'insert into teachers (user_id) select id from users where lower(email) = lower($1)',
      [email],
    );
  } finally {
    await client.end();
  }
}

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

test('an activated teacher lands in the teacher area, whose pages not built yet say so', async ({
  page,
  postgres,
}) => {
  const { email } = await registerAccount(page.request);
  await setStage(postgres, email, 'CONTRACT', 'Finish');
  await makeTeacher(postgres, email);
  await page.goto('/v2/home');
  await expect(page).toHaveURL(/\/v2\/booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // An application step is no longer theirs; the shop comes later, inside the teacher area.
  await page.goto('/v2/basic');
  await expect(page).toHaveURL(/\/v2\/booking$/);
  await page.goto('/v2/shop');
  await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(pathOf(page)).toBe('/v2/shop');
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
