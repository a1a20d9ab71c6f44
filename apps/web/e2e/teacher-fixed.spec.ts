import { FIXED_CALLS, LEAVE_CALLS, type FixedPeriodView } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signInStaff } from './support/applicant';
import { grantFixedClasses, requestFixedPlace } from './support/leave';
import { activatedTeacher, studentServiceKey } from './support/teaching';

// Journey (issue 13): a teacher without the fixed-class permission is told why; once
// OPERATIONS grant it, she takes requests, offers a period of weekly times, and accepts the
// student side's request before its deadline: every week of the period is booked at once.
test.setTimeout(150_000);
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });

test('a teacher offers a fixed period and accepts a request for it', async ({
  page,
  request,
  server,
  postgres,
}) => {
  const teacher = await activatedTeacher(page.request, postgres, 'Europe/London');
  const key = await studentServiceKey(postgres);

  await page.goto('/v2/booking/fixed');
  await expect(page.getByRole('heading', { level: 1, name: 'Fixed classes' })).toBeVisible();
  await expect(page.getByText('Fixed classes are not open to you yet')).toBeVisible();
  await expect(page.getByText(/^Authorization needed to perform this action/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offer this period' })).toHaveCount(0);
  // The teacher menu leads here.
  await expect(
    page
      .getByRole('navigation', { name: 'Teacher menu' })
      .getByRole('link', { name: 'Fixed classes' }),
  ).toHaveAttribute('aria-current', 'page');

  await signInStaff(request, server, postgres, ['OPERATIONS']);
  await grantFixedClasses(request, teacher.userId);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your periods' })).toBeVisible();
  await expect(page.getByText('You offer no fixed periods yet.')).toBeVisible();
  await expect(page.getByText('Nothing waits on you.')).toBeVisible();
  const taking = page.getByRole('switch', { name: 'Take requests for fixed places' });
  if (!(await taking.isChecked())) {
    const opened = page.waitForResponse((r) => r.url().includes(FIXED_CALLS.open.path));
    await taking.click();
    expect((await opened).status()).toBe(200);
  }
  await expect(taking).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // A period with the set-up's defaults: the first weekday with slots, twelve weeks or so.
  const form = page.getByRole('region', { name: 'Offer a period' });
  await expect(form.getByRole('combobox', { name: 'Weekly time 1: Start' })).toHaveValue(/^\d+$/);
  await expect(form.getByRole('combobox', { name: 'Weekly time 1: Start' })).toContainText(
    /Beijing \(your time: \w{3} \d\d:\d\d\)/,
  );
  const saved = page.waitForResponse((r) => r.url().includes(FIXED_CALLS.savePeriod.path));
  await form.getByRole('button', { name: 'Offer this period' }).click();
  const period = ((await (await saved).json()) as { data: FixedPeriodView }).data;
  expect(period.status).toBe('OFFERED');
  await expect(page.getByText('The period is offered.')).toBeVisible();
  const card = page.getByRole('article', { name: `Main Course, period #${period.periodId}` });
  await expect(card).toContainText('Offered');
  await expect(card).toContainText(`From ${period.firstDate} to ${period.lastDate}`);

  // The student side asks for a place for two children, and another for a third child.
  const requestId = await requestFixedPlace(request, key, period.periodId, ['stu-f1', 'stu-f2']);
  const otherId = await requestFixedPlace(request, key, period.periodId, ['stu-f3']);
  await page.reload();
  const reminders = page.getByRole('region', { name: 'Waiting on you' });
  await expect(reminders.getByRole('link', { name: `Request #${requestId}` })).toBeVisible();
  const ask = page.getByRole('article', { name: `Main Course, request #${requestId}` });
  await expect(ask).toContainText('Waiting for your answer');
  await expect(ask).toContainText('2 students: stu-f1 (L1), stu-f2 (L1)');
  await expect(ask).toContainText(/\d+ (day|days|hour|hours) .*left/);
  await expectNoSeriousA11yViolations(page);

  await ask.getByRole('button', { name: `Accept request #${requestId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this request?' });
  await expect(dialog).toContainText(`from ${period.firstDate} to ${period.lastDate}`);
  // It says, before, that the other request for the same times is declined (issue 36).
  await expect(dialog).toContainText(
    `Request #${otherId} waits for the same times: accepting this one declines it`,
  );
  const answered = page.waitForResponse((r) => r.url().includes(FIXED_CALLS.confirmAccept.path));
  await dialog.getByRole('button', { name: 'Accept and book every week' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('Accepted: every week of the period is booked.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(ask).toBeHidden();
  await expect(page.getByText('No requests here.')).toBeVisible();
  // ... and, after, why the other one was closed.
  await page.getByRole('combobox', { name: 'Show' }).selectOption('All requests');
  await expect(
    page.getByRole('article', { name: `Main Course, request #${otherId}` }),
  ).toContainText(
    `Not answered: the period's times went to request #${requestId}, which you accepted.`,
  );

  // The period is booked: each week ahead now leaves through the fixed leave (its cost first).
  await expect(card).toContainText('Booked');
  await expect(card).toContainText('Students: stu-f1, stu-f2');
  await card.getByRole('button', { name: 'Show the weeks' }).click();
  const weeks = card.getByRole('list', { name: 'The weeks of the period' }).getByRole('listitem');
  await expect(weeks).toHaveCount(period.starts.length);
  await expect(weeks.first()).toContainText('booked');
  await expectNoSeriousA11yViolations(page);
  await weeks
    .first()
    .getByRole('link', { name: /^Take leave from the week of / })
    .click();
  await expect(page).toHaveURL(
    new RegExp(
      `/v2/booking/cancellation\\?periodId=${period.periodId}&startTime=${period.starts[0]}$`,
    ),
  );
  await expect(page.getByRole('heading', { name: 'Leave from a fixed class' })).toBeVisible();

  // Leaving that one week: its cost first (the fixed leave's preview), then confirmed.
  await expect(page.getByRole('radio', { name: 'This week only' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Reason' }).selectOption('Sickness');
  const previewed = page.waitForResponse((r) => r.url().includes(LEAVE_CALLS.fixedLeaveInfo.path));
  await page.getByRole('button', { name: 'See what it costs' }).click();
  expect((await previewed).status()).toBe(200);
  const cost = page.getByRole('region', { name: 'What this cancellation will cost' });
  await expect(
    cost.getByRole('heading', { name: 'What this cancellation will cost' }),
  ).toBeFocused();
  await expect(
    cost.getByRole('table', { name: 'The cost of each class' }).getByRole('row'),
  ).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  const confirmed = page.waitForResponse((r) =>
    r.url().includes(LEAVE_CALLS.fixedLeaveConfirm.path),
  );
  await page.getByRole('button', { name: 'Confirm: give back 1 class' }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Cancelled' })).toBeFocused();

  // Back on the fixed classes, the week is taken out of the period.
  await page.getByRole('link', { name: 'Back to your fixed classes' }).click();
  await card.getByRole('button', { name: 'Show the weeks' }).click();
  await expect(weeks.first()).toContainText('taken out');
});
