import type { Page, Response } from '@playwright/test';
import { LEAVE_CALLS, type CancellationResult } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signInStaff } from './support/applicant';
import { bookedNextWeek, emergencyCancellation, slotIdsAt } from './support/leave';
import { activatedTeacher, studentServiceKey } from './support/teaching';

// Journey (issue 13): a teacher gives back a booked class of next week after reading what it
// will cost (the preview), confirms it, and reads it in the history with the emergency
// cancellation staff recorded for her other class, which she appeals. Next week's Sunday
// evening is always days ahead: the regular type applies and no fine is due.
test.setTimeout(150_000);
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });

const isLeave = (preview: boolean) => (response: Response) =>
  response.url().includes(LEAVE_CALLS.leave.path) &&
  response.request().method() === 'POST' &&
  (response.request().postDataJSON() as { preview?: boolean }).preview === preview;
async function costOf(response: Response): Promise<CancellationResult> {
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: CancellationResult }).data;
}
const dollars = (cents: number) =>
  `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const term = (scope: ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });

/** A 1x1 PNG: the server tells a picture by its first bytes. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test('a teacher cancels with the cost shown first, reads the history and appeals', async ({
  page,
  request,
  server,
  postgres,
}) => {
  const teacher = await activatedTeacher(page.request, postgres, 'Europe/London');
  const key = await studentServiceKey(postgres);
  const starts = await bookedNextWeek(page.request, key, teacher.userId, { count: 2, booked: 2 });
  // Staff recorded an emergency cancellation of the later class, which the teacher phoned in.
  await signInStaff(request, server, postgres, ['OPERATIONS']);
  const [, laterSlot] = await slotIdsAt(page.request, starts);
  await emergencyCancellation(request, teacher.userId, [laterSlot ?? 0]);

  const listed = page.waitForResponse((r) => r.url().includes(LEAVE_CALLS.courseList.path));
  await page.goto('/v2/booking/cancellation');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel classes' })).toBeVisible();
  expect((await listed).status()).toBe(200);
  const policy = page.getByRole('region', { name: 'Your cancellations and the policy' });
  // Staff's emergency cancellation counts already.
  await expect(policy).toContainText('1 of 6');
  await expect(policy).toContainText('Between 2 and 24 hours ahead: a fine of $2.00 a class.');

  // The one class still held: the earlier, booked one.
  const classes = page.getByRole('region', { name: '1. Choose the classes' });
  const boxes = classes.getByRole('checkbox');
  await expect(boxes).toHaveCount(1);
  await expect(classes).toContainText('booked, 1 student');
  await boxes.first().check();
  await expect(classes.getByText('1 class chosen')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The reason first; OTHER needs the teacher's words. Nothing typed is lost on the way.
  const previewButton = page.getByRole('button', { name: 'See what it costs' });
  await previewButton.click();
  await expect(page.getByText('Required field.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Reason' }).selectOption('Other');
  await previewButton.click();
  await expect(page.getByText('Please describe the reason.')).toBeVisible();
  const words = page.getByRole('textbox', { name: 'In your words' });
  await words.fill('A storm took the power line down.');
  await expect(page.getByRole('radio', { name: 'Regular cancellation' })).toBeChecked();

  const previewed = page.waitForResponse(isLeave(true));
  await previewButton.click();
  const cost = await costOf(await previewed);
  expect(cost.ok).toBe(true);
  const preview = page.getByRole('region', { name: 'What this cancellation will cost' });
  await expect(
    preview.getByRole('heading', { name: 'What this cancellation will cost' }),
  ).toBeFocused();
  await expect(preview).toContainText('Cancellations this contract period: 1 → 2 (allowance 6)');
  await expect(term(preview, 'Fines').locator('xpath=following-sibling::dd')).toHaveText('$0.00');
  await expect(term(preview, 'Pay not earned').locator('xpath=following-sibling::dd')).toHaveText(
    dollars(cost.totals.payLostCents),
  );
  const classRow = preview.getByRole('table', { name: 'The cost of each class' }).getByRole('row');
  await expect(classRow).toHaveCount(2);
  await expect(classRow.nth(1)).toContainText('Well ahead');
  await expect(classRow.nth(1)).toContainText("The students' school is told");
  await expect(words).toHaveValue('A storm took the power line down.');
  await expectNoSeriousA11yViolations(page);

  // Confirming writes what the preview showed: the same cost, the same fingerprint.
  const confirmed = page.waitForResponse(isLeave(false));
  await page.getByRole('button', { name: 'Confirm: give back 1 class' }).click();
  const written = await costOf(await confirmed);
  expect(written.fingerprint).toBe(cost.fingerprint);
  expect(written.totals).toEqual(cost.totals);
  await expect(page.getByRole('heading', { name: 'Cancelled' })).toBeFocused();
  await expect(page.getByText('1 class was given back.')).toBeVisible();

  // The history: the teacher's cancellation and staff's emergency one.
  await page.getByRole('link', { name: 'See your cancellation history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation history' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cancellations and no-shows' });
  const regular = table.getByRole('row').filter({ hasText: 'Regular cancellation' });
  await expect(regular).toContainText('Other');
  await expect(regular).toContainText(dollars(cost.totals.fineCents + cost.totals.payLostCents));
  await expect(regular).toContainText('Recorded');
  const emergency = table.getByRole('row').filter({ hasText: 'Emergency cancellation' });
  await expect(emergency).toContainText('Internet issue');
  await expect(page.getByText('2 records in total')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Filtered by kind: no no-shows.
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('No-show');
  await expect(page.getByText('Nothing here: no cancellations or no-shows.')).toBeVisible();
  await expect(page).toHaveURL(/kind=NO_SHOW/);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('Cancellations and no-shows');
  await expect(page.getByText('2 records in total')).toBeVisible();

  // The regular cancellation's details: its words, no appeal.
  await regular.getByRole('button', { name: /^Details of Regular cancellation/ }).click();
  let record = page.getByRole('dialog', { name: /^Record #\d+$/ });
  await expect(record).toContainText('A storm took the power line down.');
  await expect(record.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();

  // The emergency one may be appealed once, with a message.
  await emergency.getByRole('button', { name: /^Details of Emergency cancellation/ }).click();
  record = page.getByRole('dialog', { name: /^Record #\d+$/ });
  await expect(record).toContainText('The teacher called: the line is down.');
  await record.getByRole('button', { name: 'Appeal' }).click();
  const send = record.getByRole('button', { name: 'Send the appeal' });
  await send.click();
  await expect(record.getByText('Required field.')).toBeVisible();
  await record
    .getByRole('textbox', { name: 'Your message' })
    .fill('My router was replaced the same day.');
  // A screenshot of the outage goes with it (decision 071): listed once uploaded.
  await record.locator('input[type="file"]').setInputFiles({
    name: 'outage.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await expect(record.getByRole('button', { name: 'Remove outage.png' })).toBeVisible();
  await expect(record.getByRole('progressbar')).toHaveCount(0);
  await expect(record).toContainText('Up to 3 files: PNG, JPG, JPEG, PDF, at most 5 MB each.');
  await send.click();
  await expect(page.getByText('Your appeal was sent.')).toBeVisible();
  await expect(record).toContainText('Waiting for a decision');
  await expect(record).toContainText('Files sent: outage.png');
  // The sender opens what they sent (issue 36): the link reads it with the session's cookie.
  const sent = record.getByRole('link', { name: 'Open outage.png (new tab)' });
  const opened = await page.request.get((await sent.getAttribute('href')) ?? '');
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toContain('image/png');
  await expect(record.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(emergency).toContainText('Appeal waiting');
});
