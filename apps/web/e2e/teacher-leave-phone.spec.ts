import type { Response } from '@playwright/test';
import { LEAVE_CALLS } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { bookedNextWeek } from './support/leave';
import { activatedTeacher, expectNoSideScroll, studentServiceKey, tabTo } from './support/teaching';

// Journey (issue 13), on a phone: a teacher picks a whole day of next week, reads the cost as
// a list (no table wider than the phone), confirms with the keyboard, and reads the history as
// cards. Nothing makes the page scroll sideways.
test.setTimeout(150_000);
test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'America/New_York' });

const WIDTH = 360;
const isLeave = (preview: boolean) => (response: Response) =>
  response.url().includes(LEAVE_CALLS.leave.path) &&
  response.request().method() === 'POST' &&
  (response.request().postDataJSON() as { preview?: boolean }).preview === preview;

test('a teacher cancels a day on a phone and reads the history', async ({ page, postgres }) => {
  const teacher = await activatedTeacher(page.request, postgres, 'America/New_York');
  const key = await studentServiceKey(postgres);
  // Two units of next Sunday evening (Beijing): one booked, one open; the same day in New York.
  await bookedNextWeek(page.request, key, teacher.userId, { count: 2, booked: 1 });

  const listed = page.waitForResponse((r) => r.url().includes(LEAVE_CALLS.courseList.path));
  await page.goto('/v2/booking/cancellation');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel classes' })).toBeVisible();
  expect((await listed).status()).toBe(200);
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  // A whole day: the day picker ticks both of its times.
  const classes = page.getByRole('region', { name: '1. Choose the classes' });
  await classes.getByText('A whole day', { exact: true }).click();
  await expect(classes.getByRole('combobox', { name: 'Day' })).toBeVisible();
  await expect(classes.getByText('2 classes chosen')).toBeVisible();
  await expect(classes.getByRole('checkbox', { checked: true })).toHaveCount(2);

  const reason = page.getByRole('combobox', { name: 'Reason' });
  await tabTo(page, reason);
  await reason.selectOption('Family issue');
  const preview = page.getByRole('button', { name: 'See what it costs' });
  await tabTo(page, preview);
  const previewed = page.waitForResponse(isLeave(true));
  await page.keyboard.press('Enter');
  expect((await previewed).status()).toBe(200);
  const cost = page.getByRole('region', { name: 'What this cancellation will cost' });
  await expect(
    cost.getByRole('heading', { name: 'What this cancellation will cost' }),
  ).toBeFocused();
  // On a phone the classes are a list of cards, one per class, never a table.
  await expect(cost.getByRole('table')).toHaveCount(0);
  const cards = cost.getByRole('list', { name: 'The cost of each class' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Nobody booked: free' })).toHaveCount(1);
  await expect(cost).toContainText('Cancellations this contract period: 0 → 1 (allowance 6)');
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  const confirm = page.getByRole('button', { name: 'Confirm: give back 2 classes' });
  await tabTo(page, confirm);
  const confirmed = page.waitForResponse(isLeave(false));
  await page.keyboard.press('Enter');
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Cancelled' })).toBeFocused();
  await expect(page.getByText('2 classes were given back.')).toBeVisible();
  await expectNoSideScroll(page, WIDTH);

  // The history as cards.
  await page.getByRole('link', { name: 'See your cancellation history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation history' })).toBeVisible();
  const records = page.getByRole('list', { name: 'Cancellations and no-shows' });
  await expect(records.getByRole('listitem')).toHaveCount(1);
  await expect(records).toContainText('Regular cancellation');
  await expect(records).toContainText('Family issue');
  await expect(records).toContainText('2 classes');
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  await records.getByRole('button', { name: /^Details of Regular cancellation/ }).click();
  const record = page.getByRole('dialog', { name: /^Record #\d+$/ });
  await expect(
    record.getByRole('list', { name: 'The cost of each class' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(page).toHaveURL(/record=\d+/);
  await expectNoSideScroll(page, WIDTH);
  await record.getByRole('button', { name: 'Close the record' }).click();
  await expect(record).toBeHidden();
  await expect(page).not.toHaveURL(/record=/);
});
