import type { Locator } from '@playwright/test';
import { fillPath, LEAVE_ADMIN_CALLS, LEAVE_CALLS, type LeaveRecordRow } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { CSRF, signInStaff } from './support/applicant';
import { appealRecord } from './support/leave';
import { activatedTeacher, missedClass } from './support/teaching';

// Journey (issue 36, defect 9): a teacher missed a class (the class clock records the no-show
// and its $10 fine), appeals it, and OPERATIONS accept the appeal. Every place the teacher
// reads it then gives its current result: the history row and the record's details show the
// fine given back and no fine lost, and the home's past classes no longer say only "Teacher
// did not show up".
test.setTimeout(180_000);
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });

/** The value beside a fact's name in a description list. */
const factValue = (scope: Locator, name: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::*[1]');

test("an accepted appeal of a no-show gives its fine back in the teacher's every view", async ({
  page,
  request,
  server,
  postgres,
}) => {
  const teacher = await activatedTeacher(page.request, postgres, 'Europe/London');
  await missedClass(postgres, teacher.userId, `stu-missed-${teacher.userId}`);
  // The server's class clock (every 30 seconds) finishes it and records the no-show.
  let record: LeaveRecordRow | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(LEAVE_CALLS.history.path);
        record = ((await answer.json()) as { data: { list: LeaveRecordRow[] } }).data.list[0];
        return record?.kind;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe('NO_SHOW');
  expect(record?.fineCents).toBe(1000);
  const leaveId = record?.leaveId ?? 0;

  const appealId = await appealRecord(page.request, leaveId, 'The room never opened for me.');
  await signInStaff(request, server, postgres, ['OPERATIONS']);
  const decided = await request.post(fillPath(LEAVE_ADMIN_CALLS.decideAppeal.path, { appealId }), {
    headers: CSRF,
    data: { decision: 'ACCEPT', reason: 'The room log shows an outage.' },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  // The history: the row costs no fine now, and says what was given back.
  await page.goto('/v2/booking/cancel-history');
  const table = page.getByRole('table', { name: 'Cancellations and no-shows' });
  const row = table.getByRole('row').filter({ hasText: 'No-show' });
  await expect(row).toContainText('Reversed');
  await expect(row).toContainText('$10.00 given back');
  await expect(row).toContainText('fines $0.00');
  await expect(row).not.toContainText('$20.00');

  // The record's details: no fine lost, the fine given back, the costs as recorded apart.
  await row.getByRole('button', { name: new RegExp(`^Details of No-show #${leaveId}$`) }).click();
  const dialog = page.getByRole('dialog', { name: `Record #${leaveId}` });
  await expect(dialog.getByText('Reversed: its costs were given back')).toBeVisible();
  const facts = dialog.getByRole('definition');
  await expect(factValue(dialog, 'Fines')).toHaveText('$0.00');
  await expect(factValue(dialog, 'Fines given back')).toHaveText('$10.00');
  await expect(facts.filter({ hasText: '$20.00' })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Class by class, as recorded' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close the record' }).click();

  // Home: the missed class says what became of its record, with a link to it.
  await page.goto('/v2/home');
  const past = page.getByRole('table', { name: 'Classes of the last 30 days' });
  const missed = past.getByRole('row').filter({ hasText: 'Teacher did not show up' });
  await expect(missed).toContainText('Appeal accepted: fine given back, not counted');
  await missed.getByRole('link', { name: `See record #${leaveId}` }).click();
  await expect(page.getByRole('dialog', { name: `Record #${leaveId}` })).toBeVisible();
});
