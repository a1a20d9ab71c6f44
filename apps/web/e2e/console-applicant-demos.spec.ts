import { expect, expectNoSeriousA11yViolations, registerAccount, test } from './fixtures';
import { choose, CSRF, signInStaff } from './support/applicant';
import { pastSession } from './support/demo-sessions';

// Journey: an interviewer finds the applicants waiting on a second look through the
// applicant list's status filter, opens one, and reads the session with its result, scores
// and feedback, and the trail's row of who gave it. They decide no resume. The page reads
// at 360 px.
test.setTimeout(120_000);
test.use({ timezoneId: 'Europe/London' });

const CRITERIA = ['Energy and warmth', 'TPR and gestures', 'Clear instructions', 'Pronunciation'];
const WAITING = 'InterviewUndetermined';
/** Its staff label: the console never shows the code (decision 058). */
const WAITING_LABEL = 'Mini Demo result pending';

test('an interviewer reads an applicant’s demo sessions, results and trail', async ({
  page,
  request,
  server,
  postgres,
}) => {
  const applicant = await registerAccount(request);
  const member = await signInStaff(page, server, postgres, ['INTERVIEWER']);
  const bookingId = await pastSession(postgres, member.email, applicant.email, 40);
  // A SPARE through the real call: the applicant waits on a second look.
  const recorded = await page.request.post(`/ops/sessions/${bookingId}/result`, {
    headers: CSRF,
    data: {
      result: 2,
      scores: CRITERIA.map((criterion) => ({ criterion, score: 3 })),
      feedback: 'Warm and clear.\nMore gestures next time.',
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(200);

  await page.goto('/v2/ops');
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Applicants', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await choose(page, 'Status', WAITING_LABEL, 'result pending');
  await expect(page).toHaveURL(new RegExp(`status=${WAITING}`));
  const search = page.getByRole('search', { name: 'Search applicants' });
  await search.getByRole('searchbox', { name: 'Name or e-mail' }).fill(applicant.email);
  await search.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Applicants' });
  const row = table.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toContainText(WAITING_LABEL);
  await row.getByRole('link', { name: applicant.email, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: applicant.email })).toBeVisible();

  // No resume decision for an interviewer.
  await expect(page.getByRole('region', { name: 'Resume decision' })).toHaveCount(0);

  const demos = page.getByRole('region', { name: 'Demo sessions' });
  await expect(demos).toContainText('Europe/London');
  const session = demos.getByRole('article', {
    name: /^Live Interview: \d{4}\/\d{2}\/\d{2}, \d{2}:\d{2} to \d{2}:\d{2}$/,
  });
  await expect(session).toContainText(`Taken by ${member.name}`);
  await expect(session).toContainText('Result recorded');
  const scores = session.getByRole('table', {
    name: new RegExp(`^Spare \\(second look\\) by ${member.name} on `),
  });
  await expect(scores.getByRole('row', { name: 'Energy and warmth 3 / 5' })).toBeVisible();
  await expect(scores.getByRole('row')).toHaveCount(CRITERIA.length + 1);
  await expect(session).toContainText('Feedback: Warm and clear.');
  const open = session.getByRole('link', { name: 'Open the session', exact: true });
  await expect(open).toHaveAttribute('href', `/v2/ops/sessions/${bookingId}`);

  // The trail: the member's move to the second look.
  const history = page.getByRole('region', { name: 'Stage history' });
  await expect(history.getByRole('row').filter({ hasText: member.name })).toContainText(
    WAITING_LABEL,
  );
  await expectNoSeriousA11yViolations(page);

  // At 360 px the section fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await session.scrollIntoViewIfNeeded();
  await expect(session).toBeInViewport();
  const box = await session.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(360);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(width).toBeLessThanOrEqual(360);

  await open.click();
  await expect(page).toHaveURL(new RegExp(`/v2/ops/sessions/${bookingId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Live Interview with ${applicant.email}` }),
  ).toBeVisible();
});
