import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerAccount, test } from './fixtures';
import { CSRF, signInStaff } from './support/applicant';
import { pastSession } from './support/demo-sessions';

// Journey: an interviewer publishes a weekly pattern of interview times in their own zone,
// takes one back, then records the result of a session that has begun, with a score per
// criterion and feedback; the applicant reads it.
test.setTimeout(120_000);
test.use({ timezoneId: 'Europe/London' });

const CRITERIA = ['Energy and warmth', 'TPR and gestures', 'Clear instructions', 'Pronunciation'];

/** Tomorrow in London as the date field takes it, and its list heading's date. */
function tomorrow(): { field: string; shown: string } {
  const day = new Date(Date.now() + 24 * 60 * 60_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/London',
  });
  return { field: day, shown: day.replaceAll('-', '/') };
}

async function openSessions(page: Page) {
  await page.goto('/v2/ops');
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'My sessions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible();
}

test('an interviewer publishes a weekly pattern and withdraws a time', async ({
  page,
  server,
  postgres,
}) => {
  await signInStaff(page, server, postgres, ['INTERVIEWER']);
  await openSessions(page);
  await expect(page.getByText('Europe/London')).toBeVisible();

  const form = page.getByRole('form', { name: 'Publish times' });
  const day = tomorrow();
  await form.getByLabel('Day').fill(day.field);
  await form.getByRole('textbox', { name: 'Start times' }).fill('10:00, 10:30');
  await form.getByRole('textbox', { name: 'Weeks' }).fill('2');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('4 times published.')).toBeVisible();

  const list = page.getByRole('region', { name: new RegExp(`^Your times`) });
  const tomorrowTimes = list.getByRole('region', { name: new RegExp(day.shown) });
  await expect(tomorrowTimes.getByRole('group')).toHaveCount(2);
  await expect(tomorrowTimes.getByRole('group', { name: '10:00 Live Interview' })).toContainText(
    'Free',
  );
  await expectNoSeriousA11yViolations(page);

  // The same times again: the server takes none of them (they overlap).
  await expect(form.getByRole('textbox', { name: 'Start times' })).toHaveValue('');
  await form.getByRole('textbox', { name: 'Start times' }).fill('10:00, 10:30');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('alert')).toContainText('Slot(s) already opened');

  await tomorrowTimes
    .getByRole('group', { name: '10:30 Live Interview' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(tomorrowTimes.getByRole('group')).toHaveCount(1);
  // The same week as a calendar: a column per day, the time in tomorrow's.
  // The segmented control's radios are visually hidden: their labels take the click.
  await list.getByText('Week calendar', { exact: true }).click();
  await expect(list.getByRole('radio', { name: 'Week calendar' })).toBeChecked();
  const calendar = list.getByRole('list', { name: 'Week calendar' });
  await expect(calendar.getByRole('listitem')).toHaveCount(7);
  await expect(calendar.getByRole('listitem', { name: new RegExp(day.shown) })).toContainText(
    '10:00-10:25Live InterviewFree',
  );
  await expectNoSeriousA11yViolations(page);
  await list.getByText('List', { exact: true }).click();
  // The pattern's second week.
  await list.getByRole('button', { name: 'Next week' }).click();
  await expect(list.getByRole('group', { name: '10:00 Live Interview' })).toHaveCount(1);

  await page.setViewportSize({ width: 360, height: 740 });
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(width).toBeLessThanOrEqual(360);
});

test('an interviewer records the result of a session, and the applicant reads it', async ({
  page,
  request,
  server,
  postgres,
}) => {
  const applicant = await registerAccount(request);
  const member = await signInStaff(page, server, postgres, ['INTERVIEWER']);
  const bookingId = await pastSession(postgres, member.email, applicant.email, 40);

  // The session ended with nothing recorded: "My sessions" says so, and leads to it.
  await openSessions(page);
  const unmarked = page.getByRole('alert').filter({ hasText: '1 session is not marked yet' });
  await unmarked.getByRole('link', { name: new RegExp(applicant.email) }).click();
  await expect(page).toHaveURL(new RegExp(`/v2/ops/sessions/${bookingId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Live Interview with ${applicant.email}` }),
  ).toBeVisible();
  await expect(page.getByText('Not marked')).toBeVisible();

  const form = page.getByRole('form', { name: 'Record the result' });
  await form.getByRole('button', { name: 'Save the result' }).click();
  // The message names what is missing (issue 36): every criterion here, then the last one.
  const missing = form.getByRole('alert').filter({ hasText: 'score every criterion' });
  await expect(missing).toContainText(`Not scored yet (4): ${CRITERIA.join(', ')}.`);

  await form.getByRole('radio', { name: 'Pass', exact: true }).check();
  for (const criterion of CRITERIA.slice(0, -1))
    await form.getByRole('group', { name: criterion }).getByText('4', { exact: true }).click();
  await expect(missing).toContainText('Not scored yet: Pronunciation.');
  await expect(form.getByRole('group', { name: 'Pronunciation' })).toHaveAccessibleDescription(
    'Not scored yet',
  );
  await form.getByRole('group', { name: 'Pronunciation' }).getByText('4', { exact: true }).click();
  // The feedback is still missing: the message stays, naming no criterion.
  await expect(missing).not.toContainText('Not scored yet');
  await form.getByRole('textbox', { name: 'Feedback for the applicant' }).fill('Lively and clear.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save the result' }).click();

  await expect(page.getByText('Result saved. The applicant has been told.')).toBeVisible();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toContainText(`Pass by ${member.name}`);
  await expect(results).toContainText('Energy and warmth: 4 / 5');
  await expect(page.getByRole('form', { name: 'Record the result' })).toHaveCount(0);
  await expect(page.getByText('Result recorded')).toBeVisible();

  // The applicant's side: the result and its feedback, and the next step.
  const status = await request.get('/t/tc/apply/interview/status', { headers: CSRF });
  const data = (await status.json()).data;
  expect(data.result).toMatchObject({ result: 'PASS', feedback: 'Lively and clear.' });
  const place = await request.get('/t/tc/apply/status', { headers: CSRF });
  expect((await place.json()).data).toMatchObject({
    stage: 'TRAINING',
    status: 'Training1v1Invitation_1',
  });
});
