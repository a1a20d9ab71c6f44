import { MINUTE_MS } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  activatedTeacher,
  bookStudents,
  expectNoSideScroll,
  openNextSunday,
  studentServiceKey,
} from './support/teaching';

// Journey (issue 36, decision 061): the teacher home starts with the next class: its time, a
// live "starts in", Join once its room opens (the page's clock is moved, no waiting), the
// children by first name and age as the student side booked them, and the device and
// connection check (the browser's fake camera and microphone: refused, then allowed), Add to
// calendar and the notification bell (decision 067). The
// page is a few screens tall, and on a phone Join shows without scrolling sideways.
test.setTimeout(90_000);
test.use({
  viewport: { width: 1280, height: 800 },
  timezoneId: 'Europe/London',
  // A camera and a microphone the browser makes up; the permission is the test's to give.
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
    ],
  },
});

test('the home shows the next class with its children, Join in time and the device check', async ({
  page,
  context,
  request,
  postgres,
}) => {
  const teacher = await activatedTeacher(page.request, postgres, 'Europe/London');
  const key = await studentServiceKey(postgres);
  const [first, second] = await openNextSunday(page.request, 2);
  if (!first || !second) throw new Error('two classes opened');
  await bookStudents(request, key, {
    teacherId: teacher.userId,
    startTime: first,
    level: 'Level 2',
    unit: 'Unit 3',
    lesson: 'Lesson 4',
    studentIds: ['stu-home-mia', 'stu-home-leo'],
    children: [
      { studentId: 'stu-home-mia', firstName: 'Mia', age: 7 },
      { studentId: 'stu-home-leo', firstName: 'Leo', age: 9 },
    ],
  });

  // The page's clock a little over 15 minutes before the class: its room is not open yet.
  await page.clock.install({ time: first - 15 * MINUTE_MS - 30_000 });
  await page.goto('/v2/booking');
  const card = page.getByRole('region', { name: 'Next class' });
  await expect(card.getByRole('timer')).toHaveText('Starts in 16 min');
  await expect(card).toContainText('Join opens 15 minutes before the start.');
  await expect(card.getByRole('button', { name: /^Join the class of / })).toHaveCount(0);
  const children = card.getByRole('list', { name: 'The children of your next class' });
  const child = children.getByRole('listitem');
  await expect(child).toHaveCount(2);
  await expect(child.nth(0).getByText('Mia', { exact: true })).toBeVisible();
  await expect(child.nth(0).getByText('7 years old', { exact: true })).toBeVisible();
  await expect(child.nth(1).getByText('Leo', { exact: true })).toBeVisible();
  await expect(child.nth(1).getByText('9 years old', { exact: true })).toBeVisible();
  await expect(child.nth(1)).toContainText('Level 2 · Unit 3 · Lesson 4');
  // The other class of that week: opened, nobody booked yet.
  await expect(page.getByRole('region', { name: 'This week' })).toContainText(
    'No children booked yet',
  );

  // A minute on, the countdown moves by itself and the room opens: Join appears.
  await page.clock.fastForward('01:00');
  await expect(card.getByRole('timer')).toHaveText('Starts in 15 min');
  const join = card.getByRole('button', { name: /^Join the class of Sun / });
  await expect(join).toBeVisible();
  // A few screens tall, not every class of the month.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(4 * 800);
  await expectNoSeriousA11yViolations(page);

  // Add to calendar (decision 067): the class's .ics file and Google Calendar's form, both
  // with the children; the bell opens the teacher's notices, none yet for a new account.
  await card.getByRole('button', { name: /^Add to calendar/ }).click();
  const ics = page.getByRole('menuitem', { name: 'Download .ics (Apple, Outlook)' });
  const google = page.getByRole('menuitem', { name: /^Google Calendar/ });
  await expect(google).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );
  await expect(google).toHaveAttribute('href', /Mia%2C%207/);
  const file = await page.request.get((await ics.getAttribute('href')) ?? '');
  // Folded lines joined, commas escaped, as iCalendar writes text (RFC 5545).
  expect((await file.text()).replace(/\r\n[ \t]/g, '')).toContain('Mia\\, 7: level Level 2');
  await page.keyboard.press('Escape');
  await expect(ics).toBeHidden();
  await page.getByRole('button', { name: 'Notifications' }).click();
  const notices = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notices).toContainText('No notifications yet.');
  await notices.getByRole('button', { name: 'Close notifications' }).click();
  await expect(notices).toBeHidden();

  // The device check: devices found; the camera refused, then allowed; the connection.
  await card.getByRole('button', { name: 'Check device and connection' }).click();
  const check = page.getByRole('dialog', { name: 'Check device and connection' });
  await expect(check).toContainText('1 camera found');
  await expect(check).toContainText(/\d+ microphones? found/);
  await expect(check).toContainText('Your device is online.');
  await expect(check).toContainText(/The school's server answered in \d+ ms\./);
  await check.getByRole('button', { name: 'Test camera and microphone' }).click();
  await expect(check.getByRole('alert')).toContainText(
    'The browser was not allowed to use the camera or microphone.',
  );
  await context.grantPermissions(['camera', 'microphone']);
  await check.getByRole('button', { name: 'Test camera and microphone' }).click();
  await expect(check).toContainText('Your camera and microphone work.');
  await expect(check.getByLabel("Your camera's picture")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await check.getByRole('button', { name: 'Close' }).click();
  await expect(check).toBeHidden();

  // On a phone: the next class first, Join on screen, nothing wider than the phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(join).toBeInViewport();
  await expectNoSideScroll(page, 360);
});
