import type { Response } from '@playwright/test';
import { fillPath, LEAVE_ADMIN_CALLS, LEAVE_CALLS, type LeaveRecordRow } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signInStaff } from './support/applicant';
import { appealRecord, bookedNextWeek, uploadedAppealFile } from './support/leave';
import { activatedTeacher, studentServiceKey } from './support/teaching';

// Journey (issue 13): OPERATIONS record an emergency cancellation a teacher phoned in (its
// cost previewed first), the teacher appeals it, and OPERATIONS accept the appeal from the
// queue with a reason: the record is reversed.
test.setTimeout(150_000);
/** A 1x1 PNG: the server tells a picture by its first bytes. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });

const isEmergency = (userId: number, preview: boolean) => (response: Response) =>
  response.url().includes(fillPath(LEAVE_ADMIN_CALLS.recordEmergency.path, { userId })) &&
  response.request().method() === 'POST' &&
  ((response.request().postDataJSON() as { preview?: boolean }).preview ?? true) === preview;

test('operations record an emergency cancellation and accept its appeal', async ({
  page,
  request,
  server,
  postgres,
}) => {
  // The teacher works through the API (`request`); the browser is the operations member's.
  const teacher = await activatedTeacher(request, postgres, 'Europe/London');
  const key = await studentServiceKey(postgres);
  await bookedNextWeek(request, key, teacher.userId, { count: 2, booked: 2 });
  await signInStaff(page, server, postgres, ['OPERATIONS']);

  // From the teachers' list to this teacher's leave.
  await page.goto(`/v2/ops/teachers?search=${encodeURIComponent(teacher.email)}`);
  await page.getByRole('link', { name: /^The leave of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: /: leave$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Counts this contract period' })).toContainText(
    '0 of 6',
  );
  await expect(page.getByText('None this contract period.')).toBeVisible();

  // The emergency: next week's first booked class, its cost read before confirming.
  const emergency = page.getByRole('region', { name: 'Record an emergency cancellation' });
  await emergency.getByRole('button', { name: 'Next week' }).click();
  const classes = emergency.getByRole('checkbox');
  await expect(classes).toHaveCount(2);
  await classes.first().check();
  await emergency.getByRole('combobox', { name: 'Reason' }).selectOption('Internet issue');
  await emergency
    .getByRole('textbox', { name: "Staff's note" })
    .fill('Called at 09:10: the whole street lost its internet.');
  const previewed = page.waitForResponse(isEmergency(teacher.userId, true));
  await emergency.getByRole('button', { name: 'See what it costs' }).click();
  expect((await previewed).status()).toBe(200);
  const cost = emergency.getByRole('region', { name: 'What this cancellation will cost' });
  await expect(
    cost.getByRole('heading', { name: 'What this cancellation will cost' }),
  ).toBeFocused();
  await expect(cost).toContainText('Cancellations this contract period: 0 → 1 (allowance 6)');
  await expectNoSeriousA11yViolations(page);
  const written = page.waitForResponse(isEmergency(teacher.userId, false));
  await emergency.getByRole('button', { name: 'Confirm: cancel 1 class' }).click();
  expect((await written).status()).toBe(200);
  await expect(page.getByText('Recorded: 1 class cancelled.')).toBeVisible();
  const records = page.getByRole('table', {
    name: 'Cancellations and no-shows this contract period',
  });
  await expect(
    records.getByRole('row').filter({ hasText: 'Emergency cancellation' }),
  ).toContainText('Recorded');

  // The teacher appeals it.
  const history = await request.get(LEAVE_CALLS.history.path);
  const [record] = ((await history.json()) as { data: { list: LeaveRecordRow[] } }).data.list;
  expect(record?.type).toBe('EMERGENCY_CANCELLATION');
  const appealId = await appealRecord(
    request,
    record?.leaveId ?? 0,
    'The outage was the provider’s.',
    [await uploadedAppealFile(request, 'outage.png', Buffer.from(ONE_PIXEL_PNG, 'base64'))],
  );

  // The queue, from the console's menu.
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Leave' })
    .click();
  // Exact: the teacher's page's heading ("…: leave") would match the name otherwise.
  await expect(page.getByRole('heading', { level: 1, name: 'Leave', exact: true })).toBeVisible();
  const queue = page.getByRole('table', { name: 'Appeals' });
  const row = queue.getByRole('row').filter({ hasText: teacher.email });
  await expect(row).toContainText('The outage was the provider’s.');
  await expect(row).toContainText('Waiting for a decision');
  // Its file opens through the audited staff call (decision 071).
  await expect(
    row.getByRole('link', { name: 'Open outage.png (opens in a new tab)' }),
  ).toHaveAttribute('href', new RegExp(`/ops/leave/appeals/${appealId}/files/`));
  await expectNoSeriousA11yViolations(page);

  await row
    .getByRole('button', { name: new RegExp(`^Decide the appeal #${appealId} of `) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Decide the appeal' });
  await dialog.getByRole('button', { name: 'Save the decision' }).click();
  await expect(dialog.getByText('Required field.')).toHaveCount(2);
  await dialog.getByRole('radio', { name: 'Accept', exact: true }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The provider confirmed the outage.');
  const decided = page.waitForResponse((r) =>
    r.url().includes(fillPath(LEAVE_ADMIN_CALLS.decideAppeal.path, { appealId })),
  );
  await dialog.getByRole('button', { name: 'Save the decision' }).click();
  expect((await decided).status()).toBe(200);
  await expect(page.getByText('Appeal accepted: the costs were given back.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();

  await page.getByRole('combobox', { name: 'Show' }).selectOption('Accepted');
  await expect(page).toHaveURL(/status=ACCEPTED/);
  const done = queue.getByRole('row').filter({ hasText: teacher.email });
  await expect(done).toContainText('Accepted');
  await expect(done).toContainText('The provider confirmed the outage.');

  // The record is reversed: it no longer counts against the teacher.
  await done.getByRole('link', { name: /^The leave of / }).click();
  await expect(
    records.getByRole('row').filter({ hasText: 'Emergency cancellation' }),
  ).toContainText('Reversed');
  await expect(page.getByRole('region', { name: 'Counts this contract period' })).toContainText(
    '0 of 6',
  );
});
