import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect, expectNoSeriousA11yViolations, newEmail, test } from './fixtures';
import { signInStaff } from './support/applicant';

// Journey: a recruiter opens the console's overview (decision 026). The conversion table and
// the days-per-step table show what the server computed, the funnel chart is drawn, an
// applicant whose interview result has waited 6 days is listed with how long, and the link
// opens their page. All of it fits a 360 px phone.
test.setTimeout(90_000);

const DAY = 86_400_000;
const STEP_LABELS = ['Basic info', 'Mini Demo', 'Trial Demo', 'Material Collection', 'Contract'];

interface Overview {
  steps: {
    reached: number;
    wentOn: number | null;
    percent: number | null;
    medianDays: number | null;
    stays: number;
  }[];
  waiting: { total: number; records: { userId: number; businessDaysWaited: number }[] };
}

/** An applicant whose interview result they were promised in 1-2 business days, 6 days ago. */
async function waitingApplicant(databaseUrl: string, name: [string, string]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY);
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, referral_code, stage, status, created_at)
       values ($1, 'x', $2, 'INTERVIEW', 'InterviewUndetermined', $3) returning id`,
      [newEmail('waiting'), String(now).slice(-9) + String(process.pid % 10), at(14)],
    );
    const userId = Number(rows[0]?.id);
    await client.query(
      `insert into resumes (user_id, commit_step, first_name, last_name) values ($1, 3, $2, $3)`,
      [userId, ...name],
    );
    const moves: [number, string, string, string, string][] = [
      [13, 'BASE_INFO', 'Init', 'BASE_INFO', 'Apply'],
      [12, 'BASE_INFO', 'Apply', 'INTERVIEW', 'InterviewInvitation_1'],
      [6, 'INTERVIEW', 'InterviewInvitation_1', 'INTERVIEW', 'InterviewUndetermined'],
    ];
    for (const [days, fromStage, fromStatus, toStage, toStatus] of moves) {
      await client.query(
        `insert into application_events
           (user_id, from_stage, from_status, to_stage, to_status, created_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [userId, fromStage, fromStatus, toStage, toStatus, at(days)],
      );
    }
    return userId;
  } finally {
    await client.end();
  }
}

const pageWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);

test.use({ viewport: { width: 360, height: 740 } });

test('a recruiter reads conversions, days per step and who waits on staff', async ({
  page,
  server,
  postgres,
}) => {
  const name: [string, string] = ['Wanda', `Waits${Date.now() % 100_000}`];
  const userId = await waitingApplicant(postgres, name);
  await signInStaff(page, server, postgres);
  await page.goto('/v2/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const overview = (
    (await (await page.request.get('/ops/dashboard/overview')).json()) as { data: Overview }
  ).data;
  const none = 'None yet';

  // The chart's numbers, as a table a screen reader reads.
  const conversion = page.getByRole('table', { name: 'Applicants reaching each step' });
  await expect(conversion.getByRole('row')).toHaveText([
    'StepReachedWent onConversion',
    ...overview.steps.map(
      (row, i) =>
        `${STEP_LABELS[i]}${row.reached}${row.wentOn ?? 'n/a'}` +
        `${row.percent === null ? 'n/a' : `${row.percent}%`}`,
    ),
  ]);
  expect(overview.steps[0]?.reached).toBeGreaterThanOrEqual(1);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  const days = page.getByRole('table', { name: 'Median days in each step' });
  const median = (m: number | null) =>
    m === null ? none : Number.isInteger(m) ? String(m) : m.toFixed(1);
  await expect(days.getByRole('row')).toHaveText([
    'StepMedian daysApplicants measured',
    ...overview.steps.map((row, i) => `${STEP_LABELS[i]}${median(row.medianDays)}${row.stays}`),
  ]);
  expect(overview.steps[0]?.medianDays).not.toBeNull();

  await expect(
    page.getByRole('heading', { name: 'Waiting on staff for more than 2 business days' }),
  ).toBeVisible();
  await expect(page.getByText(`${overview.waiting.total} applicants waiting`)).toBeVisible();
  const listed = overview.waiting.records.find((r) => r.userId === userId);
  expect(listed?.businessDaysWaited).toBeGreaterThan(2);
  const waiting = page.getByRole('table', { name: 'Applicants waiting on staff, longest first' });
  const row = waiting.getByRole('row').filter({ hasText: name.join(' ') });
  await expect(row).toContainText('Mini Demo result pending');
  await expect(row).toContainText(`${listed?.businessDaysWaited} business days`);

  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: name.join(' ') }).click();
  await expect(page).toHaveURL(new RegExp(`/v2/ops/applicants/${userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: name.join(' ') })).toBeVisible();
});

test('while the funnel chart loads, its place is a named progress indicator', async ({
  page,
  server,
  postgres,
}) => {
  // The chart's chunk is held until the loading state has been checked: a loader that
  // showed only on a slow load once failed the a11y check by chance (decision 015).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/OverviewFunnelChart-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signInStaff(page, server, postgres);
  await page.goto('/v2/ops');
  const loading = page
    .getByRole('region', { name: 'Conversion by step' })
    .getByRole('progressbar', { name: 'Loading…' });
  await expect(loading).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(loading).toHaveCount(0);
});
