import type { Page, Response } from '@playwright/test';
import { CLASS_CALLS, type SlotUnit } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  activatedTeacher,
  bookStudents,
  runningClass,
  sameUnit,
  studentServiceKey,
  timePartOf,
  unitNamed,
} from './support/teaching';

// Journey (issue 12): an activated teacher opens two slots of next week, holds standby within
// the next 24 hours, sees a booking the student side makes arrive, and joins the class that is
// running now. Whatever the time of day: slots are picked by their status, next week's from
// its Sunday (always more than 24 hours ahead), standby from the units the screen offers.
test.setTimeout(150_000);
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });

const weekLabel = (page: Page) => page.getByRole('navigation', { name: 'Week' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The week's units as the screen listed them (the answer of "all units"). */
const isUnitList = (response: Response) =>
  response.url().includes(CLASS_CALLS.allUnits.path) && response.request().method() === 'GET';
async function unitsOf(response: Response): Promise<SlotUnit[]> {
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SlotUnit[] }).data;
}

/** Confirms the picks through the mascot's dialog; answers the week's units listed after. */
async function openPicked(page: Page, summary: string, done: string): Promise<SlotUnit[]> {
  await page.getByRole('button', { name: 'Open picked slots' }).click();
  const confirm = dialog(page, 'Please confirm');
  await expect(confirm).toContainText(summary);
  const relisted = page.waitForResponse(isUnitList);
  await confirm.getByRole('button', { name: 'Open them' }).click();
  const good = dialog(page, 'Good news');
  await expect(good).toContainText(done);
  const units = await unitsOf(await relisted);
  await good.getByRole('button', { name: 'OK' }).click();
  await expect(good).toBeHidden();
  return units;
}

test('a teacher opens a week, holds standby, sees a booking arrive and joins a class', async ({
  page,
  context,
  request,
  postgres,
}) => {
  const teacher = await activatedTeacher(page.request, postgres, 'Europe/London');
  const key = await studentServiceKey(postgres);
  // A class running now (the teacher's times never overlap: it is made before the standby,
  // and the screen offers no standby at a time it holds).
  await runningClass(postgres, teacher.userId, 'stu-running-1');

  const listed = page.waitForResponse(isUnitList);
  await page.goto('/v2/booking/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Open your slots' })).toBeVisible();
  await unitsOf(await listed);
  await expect(weekLabel(page)).toContainText('This week');
  const panels = page.getByRole('complementary', { name: 'About your teaching' });
  await expect(panels).toContainText('$10.00');
  await expectNoSeriousA11yViolations(page);

  // Standby: the next 24 hours always hold teaching units; this week's, or next week's after
  // a Sunday evening. The latest one offered is hours away, so it cannot start meanwhile.
  const standbyUnits = page.getByRole('button', { name: unitNamed('standby available') });
  if ((await standbyUnits.count()) === 0) {
    const next = page.waitForResponse(isUnitList);
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await unitsOf(await next);
    await expect(weekLabel(page)).toContainText('1 week ahead');
  }
  const standby = standbyUnits.last();
  const standbyTime = await timePartOf(standby);
  await standby.click();
  await expect(standby).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 slot picked', { exact: true })).toBeVisible();
  await openPicked(page, 'Hold standby at this time?', 'Done: 1 slot is now yours.');
  await expect(
    page.getByRole('button', { name: sameUnit(standbyTime, 'standby held') }),
  ).toBeVisible();
  await expect(page.getByText('0 slots picked', { exact: true })).toBeVisible();

  // Opening: next week's Sunday is always more than 24 hours ahead; two available units.
  if (!(await weekLabel(page).textContent())?.includes('1 week ahead')) {
    const next = page.waitForResponse(isUnitList);
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await unitsOf(await next);
  }
  await expect(weekLabel(page)).toContainText('1 week ahead');
  const sunday = page.getByRole('region', { name: /^Sun / });
  const available = sunday.getByRole('button', { name: unitNamed('available') });
  const first = available.nth(0);
  const second = available.nth(3);
  const times = [await timePartOf(first), await timePartOf(second)];
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 slots picked', { exact: true })).toBeVisible();
  const after = await openPicked(page, 'Open these 2 slots?', 'Done: 2 slots are now yours.');
  for (const time of times)
    await expect(sunday.getByRole('button', { name: sameUnit(time, 'open') })).toBeVisible();
  const opened = after.filter((unit) => unit.status === 'OPEN').map((unit) => unit.startTime);
  expect(opened).toHaveLength(2);
  await expectNoSeriousA11yViolations(page);

  // A refusal the teacher sees: past the five weeks the mascot says so and lists nothing.
  for (const ahead of ['2 weeks ahead', '3 weeks ahead', '4 weeks ahead']) {
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await expect(weekLabel(page)).toContainText(ahead);
  }
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  const sad = dialog(page, 'Oh no');
  await expect(sad).toContainText('Oops! You have hopped too far for Hoppy to follow~');
  await sad.getByRole('button', { name: 'OK' }).click();
  await expect(sad).toBeHidden();
  await expect(
    page.getByText('This week is beyond the five weeks you can open.').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next week', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Open picked slots' })).toBeDisabled();

  // The student side books a student into the first opened slot.
  const booked = await bookStudents(request, key, {
    teacherId: teacher.userId,
    startTime: Math.min(...opened),
    level: 'L2',
    unit: 'U3',
    lesson: 'Lesson 4',
    studentIds: ['stu-e2e-42'],
    children: [{ studentId: 'stu-e2e-42', firstName: 'Ava', age: 8 }],
  });
  expect(booked.status).toBe('BOOKED');

  // The teacher sees it booked on next week's grid (read again on coming back) ...
  await page.reload();
  await expect(weekLabel(page)).toContainText('This week');
  const nextWeek = page.waitForResponse(isUnitList);
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await unitsOf(await nextWeek);
  // The first picked is the earlier: the one booked.
  const [bookedTime, stillOpen] = times;
  await expect(
    page.getByRole('region', { name: /^Sun / }).getByRole('group', {
      name: sameUnit(bookedTime ?? '', 'booked'),
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: sameUnit(stillOpen ?? '', 'open') })).toBeVisible();

  // ... and on the home page, the child by first name and age with the lesson, after this
  // week; the class running now is the next class, with its Join.
  await page.goto('/v2/booking');
  const later = page.getByRole('region', { name: 'Later' });
  await expect(later.getByText('Ava (8)', { exact: true })).toBeVisible();
  await expect(later.getByText('L2 · U3 · Lesson 4', { exact: true })).toBeVisible();

  // Joining the class running now opens its room in a new window.
  await context.route('https://meet.jit.si/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Class room</title><h1>Class room</h1>',
    }),
  );
  const join = page
    .getByRole('region', { name: 'Next class' })
    .getByRole('button', { name: /^Join the class of / });
  await expect(join).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  const popup = page.waitForEvent('popup');
  await join.click();
  const room = await popup;
  await expect(room).toHaveURL(/^https:\/\/meet\.jit\.si\/TeacherPortal-class-[A-Za-z0-9_-]+$/);
  await expect(room.getByRole('heading', { name: 'Class room' })).toBeVisible();
});
