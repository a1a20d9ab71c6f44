import { fillPath, LEAVE_ADMIN_CALLS } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signInStaff } from './support/applicant';
import { appealRecord, bookedNextWeek, emergencyCancellation, slotIdsAt } from './support/leave';
import { activatedTeacher, expectNoSideScroll, studentServiceKey } from './support/teaching';

// Journey (issue 13), on a phone: OPERATIONS read the appeals as cards, reject one with a
// reason, and read the policy's numbers; nothing makes the page scroll sideways.
test.setTimeout(150_000);
test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'Asia/Shanghai' });

const WIDTH = 360;

test('operations reject an appeal on a phone', async ({ page, request, server, postgres }) => {
  const teacher = await activatedTeacher(request, postgres, 'Europe/Berlin');
  const key = await studentServiceKey(postgres);
  const starts = await bookedNextWeek(request, key, teacher.userId, { count: 1, booked: 1 });
  const [slotId] = await slotIdsAt(request, starts);
  await signInStaff(page, server, postgres, ['OPERATIONS']);
  const leaveId = await emergencyCancellation(page.request, teacher.userId, [slotId ?? 0]);
  const appealId = await appealRecord(request, leaveId, 'I was there; the room would not open.');

  await page.goto('/v2/ops/leave');
  await expect(page.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
  const queue = page.getByRole('list', { name: 'Appeals' });
  const card = queue.getByRole('listitem').filter({ hasText: teacher.email });
  await expect(card).toContainText('I was there; the room would not open.');
  await expect(page.getByRole('table', { name: 'Appeals' })).toHaveCount(0);
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  await card
    .getByRole('button', { name: new RegExp(`^Decide the appeal #${appealId} of `) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Decide the appeal' });
  await dialog.getByRole('radio', { name: 'Reject', exact: true }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The room log shows no join.');
  await expectNoSideScroll(page, WIDTH);
  const decided = page.waitForResponse((r) =>
    r.url().includes(fillPath(LEAVE_ADMIN_CALLS.decideAppeal.path, { appealId })),
  );
  await dialog.getByRole('button', { name: 'Save the decision' }).click();
  expect((await decided).status()).toBe(200);
  await expect(page.getByText('Appeal rejected.')).toBeVisible();
  await expect(card).toBeHidden();

  await page.getByRole('combobox', { name: 'Show' }).selectOption('Rejected');
  const rejected = queue.getByRole('listitem').filter({ hasText: teacher.email });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('The room log shows no join.');
  await expectNoSideScroll(page, WIDTH);

  // The policy's numbers, as the form shows them.
  const policy = page.getByRole('region', { name: 'Cancellation policy' });
  await expect(policy.getByRole('textbox', { name: 'Late fine per class' })).toHaveValue('2.00');
  await expect(
    policy.getByRole('textbox', { name: 'Cancellations allowed per period' }),
  ).toHaveValue('6');
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  // The teacher's page: the record stands (upheld), as cards.
  await rejected.getByRole('link', { name: /^The leave of / }).click();
  const records = page.getByRole('list', {
    name: 'Cancellations and no-shows this contract period',
  });
  await expect(records.getByRole('listitem')).toHaveCount(1);
  await expect(records).toContainText('Appeal rejected');
  await expectNoSideScroll(page, WIDTH);
});
