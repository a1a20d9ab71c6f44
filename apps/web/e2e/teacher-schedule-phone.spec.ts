import type { Locator, Page } from '@playwright/test';
import { beijingWeekStart, BEIJING_ZONE, CLASS_CALLS, DAY_MS, WEEK_MS } from '@portal/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  activatedTeacher,
  expectNoSideScroll,
  heldClass,
  sameUnit,
  tabTo,
  timePartOf,
  unitNamed,
} from './support/teaching';

dayjs.extend(utc);
dayjs.extend(timezone);

// Journeys (issue 12), on a phone: the week shows one day at a time; the teacher opens a slot
// of next Sunday (always more than 24 hours ahead) with the keyboard alone, and nothing makes
// the page scroll sideways. Then (issue 36, decision 062) a New York teacher's week by her own
// days and by Beijing's, its states told apart, opening on today.
test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'America/New_York' });

const WIDTH = 360;
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** A day of the grid: a region named by its Beijing weekday and date. */
const dayRegions = (page: Page) =>
  page.getByRole('region', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{4}\/\d{2}\/\d{2}$/ });

test('a teacher opens a slot on a phone with the keyboard', async ({ page, postgres }) => {
  await activatedTeacher(page.request, postgres, 'America/New_York');

  const listed = page.waitForResponse((r) => r.url().includes(CLASS_CALLS.allUnits.path));
  await page.goto('/v2/booking/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Open your slots' })).toBeVisible();
  expect((await listed).status()).toBe(200);
  const week = page.getByRole('navigation', { name: 'Week' });
  await expect(week).toContainText('This week');
  // Day by day: the picker, and one day's units.
  const days = page.getByRole('radiogroup', { name: 'Day', exact: true });
  await expect(days.getByRole('radio')).toHaveCount(7);
  await expect(dayRegions(page)).toHaveCount(1);
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  // Next week, by keyboard.
  const nextWeek = page.getByRole('button', { name: 'Next week', exact: true });
  await tabTo(page, nextWeek);
  const relisted = page.waitForResponse((r) => r.url().includes(CLASS_CALLS.allUnits.path));
  await page.keyboard.press('Enter');
  expect((await relisted).status()).toBe(200);
  await expect(week).toContainText('1 week ahead');

  // Sunday, with the arrows of the day picker.
  await tabTo(page, days.getByRole('radio', { checked: true }));
  for (let day = 0; day < 6; day += 1) await page.keyboard.press('ArrowRight');
  await expect(days.getByRole('radio', { name: 'Sun' })).toBeChecked();
  const sunday = page.getByRole('region', { name: /^Sun / });
  await expect(sunday).toBeVisible();
  await expect(dayRegions(page)).toHaveCount(1);

  // Pick the first available unit, then open it through the confirmation.
  const unit = sunday.getByRole('button', { name: unitNamed('available') }).first();
  const time = await timePartOf(unit);
  await tabTo(page, unit);
  await page.keyboard.press('Space');
  await expect(unit).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 slot picked', { exact: true })).toBeVisible();
  await expectNoSideScroll(page, WIDTH);

  await tabTo(page, page.getByRole('button', { name: 'Open picked slots' }), { back: true });
  await page.keyboard.press('Enter');
  const confirm = dialog(page, 'Please confirm');
  await expect(confirm).toContainText('Open this slot?');
  await expect(confirm.getByRole('button', { name: 'Open them' })).toBeFocused();
  await page.keyboard.press('Enter');
  const good = dialog(page, 'Good news');
  await expect(good).toContainText('Done: 1 slot is now yours.');
  await expect(good.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectNoSideScroll(page, WIDTH);
  await page.keyboard.press('Enter');
  await expect(good).toBeHidden();

  await expect(sunday.getByRole('button', { name: sameUnit(time, 'open') })).toBeVisible();
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);
});

const NY = 'America/New_York';
/** An instant as a zone's clock shows it. */
const on = (at: number, zone: string, pattern: string) => dayjs(at).tz(zone).format(pattern);
/** The grid's day by its heading (`Fri 2026/12/04`), in the zone whose days are shown. */
const dayRegion = (page: Page, at: number, zone: string) =>
  page.getByRole('region', { name: on(at, zone, 'ddd YYYY/MM/DD'), exact: true });
/** A unit by its time (`Fri 2026/12/04 20:00 (Beijing Sat 09:00)`) and state. */
function unitAt(scope: Page | Locator, at: number, state: string) {
  const sameDate = on(at, NY, 'YYYY-MM-DD') === on(at, BEIJING_ZONE, 'YYYY-MM-DD');
  const beijing = on(at, BEIJING_ZONE, sameDate ? 'HH:mm' : 'ddd HH:mm');
  const time = `${on(at, NY, 'ddd YYYY/MM/DD HH:mm')} \\(Beijing ${beijing}\\)`;
  return scope.getByRole('group', { name: new RegExp(`^${time}, ${state}(,|$)`) });
}

test("a New York teacher's week by her days or Beijing's, opening on today", async ({
  page,
  postgres,
}) => {
  const teacher = await activatedTeacher(page.request, postgres, NY);
  // Next Beijing week is "this week" for the page: its clock stands still on that week's
  // Wednesday noon in New York (Thursday 01:00 in Beijing), whatever the hour of the run.
  const week = beijingWeekStart(Date.now()) + WEEK_MS;
  const friday = on(week + 5 * DAY_MS, NY, 'YYYY-MM-DD');
  const fridayEvening = dayjs.tz(`${friday} 20:00`, NY).valueOf();
  const wednesdayNoon = dayjs.tz(`${friday} 12:00`, NY).subtract(2, 'day').valueOf();
  // A booked class on Friday 20:00 in New York (Saturday morning in Beijing), and a 1v2 class
  // on Thursday whose time the main grid cannot offer.
  await heldClass(postgres, teacher.userId, {
    smartClassType: 'MAIN',
    startsAt: fridayEvening,
    status: 'BOOKED',
    students: 2,
  });
  const busyTime = week + 3 * DAY_MS + 18 * 3_600_000; // Thursday 18:00 Beijing
  await heldClass(postgres, teacher.userId, {
    smartClassType: 'MAIN_1_V_2',
    startsAt: busyTime,
    status: 'BOOKED',
    students: 1,
  });
  await page.clock.setFixedTime(wednesdayNoon);

  const listed = page.waitForResponse((r) => r.url().includes(CLASS_CALLS.allUnits.path));
  await page.goto('/v2/booking/schedule');
  expect((await listed).status()).toBe(200);
  const modes = page.getByRole('radiogroup', { name: 'Show days as' });
  await expect(modes.getByRole('radio', { name: 'My days' })).toBeChecked();
  // My days, on a phone: today (Wednesday in New York) first.
  const days = page.getByRole('radiogroup', { name: 'Day', exact: true });
  await expect(days.getByRole('radio', { checked: true })).toHaveAccessibleName(
    on(wednesdayNoon, NY, 'ddd D'),
  );
  await expect(dayRegions(page)).toHaveCount(1);
  await expect(dayRegion(page, wednesdayNoon, NY)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A time the grid cannot offer (Thursday), and Friday 20:00 under Friday, booked: each in
  // its words and its own look, not colour alone.
  const look = (unit: Locator) =>
    unit.evaluate((e) => {
      const style = getComputedStyle(e);
      return `${style.borderStyle} ${style.backgroundColor}`;
    });
  await days.getByText(on(busyTime, NY, 'ddd D'), { exact: true }).click();
  const unavailable = unitAt(dayRegion(page, busyTime, NY), busyTime, 'not available');
  await expect(unavailable).toContainText('not available');
  const unavailableLook = await look(unavailable);
  await days.getByText(on(fridayEvening, NY, 'ddd D'), { exact: true }).click();
  const booked = unitAt(dayRegion(page, fridayEvening, NY), fridayEvening, 'booked, 2 students');
  await expect(booked).toContainText('booked');
  await expect(booked).toContainText('2 students');
  expect(await look(booked)).not.toBe(unavailableLook);
  await expectNoSideScroll(page, WIDTH);

  // Beijing days: the same class sits under Saturday; remembered, and opening on Beijing's
  // today (Thursday) after a reload.
  await modes.getByText('Beijing days', { exact: true }).click();
  await days.getByText(on(fridayEvening, BEIJING_ZONE, 'ddd D'), { exact: true }).click();
  await expect(
    unitAt(dayRegion(page, fridayEvening, BEIJING_ZONE), fridayEvening, 'booked'),
  ).toBeVisible();
  await page.reload();
  await expect(modes.getByRole('radio', { name: 'Beijing days' })).toBeChecked();
  await expect(days.getByRole('radio', { checked: true })).toHaveAccessibleName(
    on(wednesdayNoon, BEIJING_ZONE, 'ddd D'),
  );

  // On a wide screen every day shows: Saturday in Beijing days, Friday in my days.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(dayRegions(page)).toHaveCount(7);
  await expect(
    unitAt(dayRegion(page, fridayEvening, BEIJING_ZONE), fridayEvening, 'booked'),
  ).toBeVisible();
  await modes.getByText('My days', { exact: true }).click();
  await expect(unitAt(dayRegion(page, fridayEvening, NY), fridayEvening, 'booked')).toBeVisible();
  await expect(
    dayRegion(page, fridayEvening, BEIJING_ZONE).getByRole('group', { name: /booked/ }),
  ).toHaveCount(0);
});
