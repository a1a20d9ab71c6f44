import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { mailTo } from './support/smtp-inbox';
import {
  expect,
  expectNoSeriousA11yViolations,
  registerAccount,
  test,
  type ServerInfo,
} from './fixtures';
import { choose, CSRF, setStage, signInStaff } from './support/applicant';

// Journey: an applicant invited to the Mini Demo books a live interview in their own time
// zone, cancels it, books again, and joins the room; the times follow a change of zone. At
// 1280 px and at 360 px, where the booking also moves to another time (Change time, decision 068).
test.setTimeout(120_000);
test.use({ timezoneId: 'Asia/Shanghai' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SHANGHAI = 8 * HOUR; // no daylight saving

/** Tomorrow at `hour`:00 in Shanghai, as an instant. */
function tomorrowAt(hour: number): number {
  const day = 24 * HOUR;
  return Math.floor((Date.now() + SHANGHAI) / day) * day + day - SHANGHAI + hour * HOUR;
}

/** An interviewer, in a browser context of their own, publishes interview times. */
async function publishInterviews(
  browser: Browser,
  server: ServerInfo,
  postgres: string,
  starts: number[],
) {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const staffPage = await context.newPage();
    await signInStaff(staffPage, server, postgres, ['INTERVIEWER']);
    const res = await staffPage.request.post('/ops/availability', {
      headers: CSRF,
      data: { courseType: 'INTERVIEW', startTimes: starts },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await context.close();
  }
}

async function invitedApplicant(request: APIRequestContext, postgres: string) {
  const account = await registerAccount(request);
  await setStage(postgres, account.email, 'INTERVIEW', 'InterviewInvitation_1');
  return account;
}

// Exact names: "Book your Live Interview" holds "Your Live Interview" too.
const timesOf = (page: Page) =>
  page.getByRole('region', { name: 'Book your Live Interview', exact: true });
const session = (page: Page) =>
  page.getByRole('region', { name: 'Your Live Interview', exact: true });

async function book(page: Page, day: RegExp, half: 'Morning' | 'Afternoon', time: string) {
  await timesOf(page)
    .getByRole('region', { name: day })
    .getByRole('group', { name: half })
    .getByRole('button', { name: new RegExp(`${time}$`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book your Live Interview' });
  await expect(dialog).toContainText(`at ${time} (25 minutes)?`);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(session(page)).toBeVisible();
  // An earlier booking's toast may still show beside this one.
  await expect(page.getByText('Booked successfully.').last()).toBeVisible();
}

test('an applicant books, cancels, books again and joins a live interview', async ({
  page,
  browser,
  server,
  postgres,
  inbox,
}) => {
  const morning = tomorrowAt(10);
  const soon = Math.ceil((Date.now() + 6 * MINUTE) / MINUTE) * MINUTE;
  await publishInterviews(browser, server, postgres, [morning, tomorrowAt(15), soon]);
  const applicant = await invitedApplicant(page.request, postgres);
  // The meeting service is not part of the test: its page is answered here.
  await page
    .context()
    .route('https://meet.jit.si/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Room</title>' }),
    );

  await page.goto('/v2/interview');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('Asia/Shanghai');
  await expect(page.getByText('(UTC+08:00 now)')).toBeVisible();
  const tomorrow = new RegExp(
    new Date(morning + SHANGHAI).toISOString().slice(0, 10).replaceAll('-', '/'),
  );
  await expect(
    timesOf(page).getByRole('region', { name: tomorrow }).getByRole('group', { name: 'Afternoon' }),
  ).toContainText('15:00');
  await expectNoSeriousA11yViolations(page);

  await book(page, tomorrow, 'Morning', '10:00');
  await expect(session(page)).toContainText('10:00 to 10:25 (UTC+08:00)');
  // Who the applicant meets (a first name) and what to have ready (issue 36).
  await expect(session(page)).toContainText(/You meet \S+\./);
  await expect(session(page).getByRole('list', { name: 'Before you join' })).toContainText(
    'Camera and microphone on',
  );
  // The confirmation writes the time in the zone the applicant booked in (issue 36).
  const booked = await inbox.waitFor(
    (mail) => mailTo(applicant.email)(mail) && mail.raw.includes('Booked: your'),
  );
  // Quoted-printable soft breaks and folded headers undone.
  const text = booked.raw.replace(/=\r\n/g, '').replace(/\r\n[ \t]+/g, ' ');
  expect(text).toContain('10:00 (Asia/Shanghai, UTC+08:00).');
  await expect(session(page).getByRole('button', { name: 'Join in' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Where you are' })).toContainText(
    'Live interview scheduled',
  );

  // Another zone: the same booking, shown in New York's time.
  await choose(page, 'Time zone', 'America/New York', 'New York');
  await expect(session(page)).toContainText('21:00 to 21:25 (UTC-05:00)');
  await page.getByRole('button', { name: "Use my device's time zone" }).click();
  await expect(zone).toHaveValue('Asia/Shanghai');

  await session(page).getByRole('button', { name: 'Cancel this booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your Live Interview?' });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Cancelled successfully.')).toBeVisible();
  await expect(session(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Where you are' })).toContainText(
    'Interview cancelled',
  );

  // Booked again, minutes before the start: the room is open.
  const today = new RegExp(
    new Date(soon + SHANGHAI).toISOString().slice(0, 10).replaceAll('-', '/'),
  );
  const soonText = new Date(soon + SHANGHAI).toISOString().slice(11, 16);
  const soonHalf = Number(soonText.slice(0, 2)) < 12 ? 'Morning' : 'Afternoon';
  await book(page, today, soonHalf, soonText);
  await expect(session(page)).toContainText('The room is open: join now.');
  const popup = page.waitForEvent('popup');
  await session(page).getByRole('button', { name: 'Join in' }).click();
  await expect(await popup).toHaveURL(/^https:\/\/meet\.jit\.si\/TeacherPortal-[\w-]{43}$/);
});

test('the booking page fits 360 px, books with the keyboard and changes the time', async ({
  page,
  browser,
  server,
  postgres,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const afternoon = tomorrowAt(16);
  await publishInterviews(browser, server, postgres, [afternoon, tomorrowAt(17)]);
  await invitedApplicant(page.request, postgres);
  await page.goto('/v2/interview');
  const slot = timesOf(page).getByRole('button', { name: /16:00$/ });
  await expect(slot).toBeVisible();
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(width).toBeLessThanOrEqual(360);

  await slot.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book your Live Interview' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Book', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(session(page)).toContainText('16:00 to 16:25 (UTC+08:00)');
  await expectNoSeriousA11yViolations(page);

  // Change time: the free times open below the session, and one confirmation moves it.
  await session(page).getByRole('button', { name: 'Change time' }).click();
  const newTimes = page.getByRole('region', {
    name: 'Choose a new time for your Live Interview',
  });
  await newTimes.getByRole('button', { name: /17:00$/ }).click();
  const move = page.getByRole('dialog', { name: 'Change the time of your Live Interview' });
  await expect(move).toContainText(/16:00 to .* at 17:00 \(25 minutes\)\?/);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Moved successfully.')).toBeVisible();
  await expect(session(page)).toContainText('17:00 to 17:25 (UTC+08:00)');
  await expect(newTimes).toHaveCount(0);
  const moved = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(moved).toBeLessThanOrEqual(360);
});
