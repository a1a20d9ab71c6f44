import { FIXED_CALLS, type FixedPeriodView } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signInStaff } from './support/applicant';
import { grantFixedClasses, requestFixedPlace } from './support/leave';
import { activatedTeacher, expectNoSideScroll, studentServiceKey, tabTo } from './support/teaching';

// Journey (issue 13), on a phone: a teacher with the fixed-class permission offers a period
// with two weekly times, and declines one request and accepts another with the keyboard;
// nothing makes the page scroll sideways.
test.setTimeout(150_000);
test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'America/New_York' });

const WIDTH = 360;

test('a teacher answers fixed-place requests on a phone', async ({
  page,
  request,
  server,
  postgres,
}) => {
  const teacher = await activatedTeacher(page.request, postgres, 'America/New_York');
  const key = await studentServiceKey(postgres);
  await signInStaff(request, server, postgres, ['OPERATIONS']);
  await grantFixedClasses(request, teacher.userId);

  await page.goto('/v2/booking/fixed');
  await expect(page.getByRole('heading', { level: 1, name: 'Fixed classes' })).toBeVisible();
  const taking = page.getByRole('switch', { name: 'Take requests for fixed places' });
  await expect(taking).toBeVisible();
  if (!(await taking.isChecked())) {
    const opened = page.waitForResponse((r) => r.url().includes(FIXED_CALLS.open.path));
    await taking.click();
    expect((await opened).status()).toBe(200);
  }
  await expectNoSideScroll(page, WIDTH);

  // Two weekly times: the default one and a second, added and set with the keyboard.
  const form = page.getByRole('region', { name: 'Offer a period' });
  await form.getByRole('button', { name: 'Add a weekly time' }).click();
  const secondDay = form.getByRole('combobox', { name: 'Weekly time 2: Day (Beijing)' });
  await expect(secondDay).toBeVisible();
  const firstDay = await form
    .getByRole('combobox', { name: 'Weekly time 1: Day (Beijing)' })
    .inputValue();
  // Another weekday than the first (Monday to Friday all have evening slots).
  await secondDay.selectOption(firstDay === '3' ? '4' : '3');
  await expect(form.getByRole('combobox', { name: 'Weekly time 2: Start' })).toHaveValue(/^\d+$/);
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);
  const offer = form.getByRole('button', { name: 'Offer this period' });
  await tabTo(page, offer);
  const saved = page.waitForResponse((r) => r.url().includes(FIXED_CALLS.savePeriod.path));
  await page.keyboard.press('Enter');
  const period = ((await (await saved).json()) as { data: FixedPeriodView }).data;
  expect(period.weeklyTimes).toHaveLength(2);
  await expect(page.getByText('The period is offered.')).toBeVisible();

  const declined = await requestFixedPlace(request, key, period.periodId, ['stu-p1']);
  const accepted = await requestFixedPlace(request, key, period.periodId, ['stu-p2']);
  await page.reload();
  const first = page.getByRole('article', { name: `Main Course, request #${declined}` });
  const second = page.getByRole('article', { name: `Main Course, request #${accepted}` });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  // Declined with a reason.
  await tabTo(page, first.getByRole('button', { name: `Decline request #${declined}` }));
  await page.keyboard.press('Enter');
  const decline = page.getByRole('dialog', { name: 'Decline this request?' });
  await decline
    .getByRole('textbox', { name: 'Reason (optional)' })
    .fill('I only teach one group then.');
  await decline.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByText('Declined.', { exact: true })).toBeVisible();
  await expect(first).toBeHidden();

  // Accepted with the keyboard: the confirmation's button has the focus.
  await tabTo(page, second.getByRole('button', { name: `Accept request #${accepted}` }));
  await page.keyboard.press('Enter');
  const accept = page.getByRole('dialog', { name: 'Accept this request?' });
  await expect(accept.getByRole('button', { name: 'Accept and book every week' })).toBeFocused();
  await expectNoSideScroll(page, WIDTH);
  const answered = page.waitForResponse((r) => r.url().includes(FIXED_CALLS.confirmAccept.path));
  await page.keyboard.press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('Accepted: every week of the period is booked.')).toBeVisible();
  await expect(second).toBeHidden();

  // Both answers are kept: the list of every request shows them.
  await page.getByRole('combobox', { name: 'Show' }).selectOption('All requests');
  await expect(first).toContainText('Declined');
  await expect(first).toContainText('Your reason: I only teach one group then.');
  await expect(second).toContainText('Accepted');
  const card = page.getByRole('article', { name: `Main Course, period #${period.periodId}` });
  await expect(card).toContainText('Booked');
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);
});
