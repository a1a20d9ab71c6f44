import type { Page } from '@playwright/test';
import { CLASS_CALLS } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  activatedTeacher,
  expectNoSideScroll,
  sameUnit,
  tabTo,
  timePartOf,
  unitNamed,
} from './support/teaching';

// Journey (issue 12), on a phone: the week shows one day at a time; the teacher opens a slot
// of next Sunday (always more than 24 hours ahead) with the keyboard alone, and nothing makes
// the page scroll sideways.
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
  const days = page.getByRole('radiogroup', { name: 'Day' });
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
