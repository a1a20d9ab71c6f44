import { expect, test, type Page } from '@playwright/test';
import { BEIJING_OFFSET_MS, DAY_MS } from '@portal/contracts';
import { emailField, expectNoSeriousA11yViolations, passwordField } from '../fixtures';
import { expectTextFits } from './overflow';
import { setUpTwoFactor } from './two-factor';
import {
  HEALTH_TIMEOUT_MS,
  freePort,
  removeDataDir,
  startServer,
  STOP_TIMEOUT_MS,
  type ServerProcess,
} from './server-process';

/**
 * The demo tour (issue 36, decision 057): the demo data's screens as their users open them,
 * at one width: no visible text cut short or off the page, and no serious accessibility
 * violation. The demo data holds every state a screen can show (docs/demo-data.md), so a
 * label that only a rare state has is read too. One spec file per width
 * (`demo-tour-*.spec.ts`): each runs on its own worker with its own demo server.
 */

const TEACHER = { email: 'teacher@portal.demo', password: 'Demo-Teacher-1', name: 'Tessa Morgan' };
/** Applicants at the steps whose labels differ most: step 2, documents, contract, on hold. */
const APPLICANTS = [
  ['maria.garcia@portal.demo', 'Maria Garcia'],
  ['olivia.brown@portal.demo', 'Olivia Brown'],
  ['noah.taylor@portal.demo', 'Noah Taylor'],
  ['henry.young@portal.demo', 'Henry Young'],
  ['lucas.white@portal.demo', 'Lucas White'],
  ['mia.green@portal.demo', 'Mia Green'],
] as const;
const STAFF_PASSWORD = 'Demo-Staff-1';
/** Suspended, with a contract that runs on: "Suspended", never "Contract expired" (issue 36). */
const SUSPENDED_TEACHER = 'Olivia Brooks';

let server: ServerProcess;

/**
 * Waits for the page's heading and for every loader, skeleton and busy region to end (a
 * progress bar with a value is a figure, not a loader).
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page.locator(
      '[role="progressbar"]:not([aria-valuenow]), .mantine-Skeleton-root, [aria-busy="true"]',
    ),
  ).toHaveCount(0);
}

async function checkScreen(page: Page, path: string, width: number) {
  await page.goto(`${server.url}/v2${path}`);
  await settled(page);
  await expectTextFits(page, `${path} at ${width} px`);
  await expectNoSeriousA11yViolations(page);
}

async function signInTeacher(page: Page) {
  await page.goto(`${server.url}/v2/home?type=login`);
  await emailField(page).fill(TEACHER.email);
  await passwordField(page).fill(TEACHER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/v2\/booking$/);
}

async function signInStaff(page: Page, email: string) {
  await page.goto(`${server.url}/v2/ops/login`);
  await emailField(page).fill(email);
  await passwordField(page).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/v2\/ops$/);
}

/** finance@ at the first sign-in: the console asks for the second factor first (README). */
async function signInFinance(page: Page) {
  await page.goto(`${server.url}/v2/ops/login`);
  await emailField(page).fill('finance@portal.demo');
  await passwordField(page).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await setUpTwoFactor(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/** Last month's drafts the demo leaves flagged for finance (decision 060). */
const FLAGGED_PAYSLIPS = ['Olivia Brooks', 'Nina Patel'];

const TEACHER_SCREENS = [
  '/booking',
  '/booking/schedule',
  '/booking/fixed',
  '/booking/cancellation',
  '/booking/cancel-history',
  '/payslip/list',
  '/user',
];

const STAFF_SCREENS: Record<string, string[]> = {
  'recruiter@portal.demo': ['/ops', '/ops/applicants'],
  'interviewer@portal.demo': ['/ops/sessions'],
  'operations@portal.demo': [
    '/ops/teachers',
    '/ops/classes',
    '/ops/schedule-settings',
    '/ops/leave',
    '/ops/banners',
  ],
};

/** The tour at one width: its own demo server, then every screen's check. */
export function demoTour(width: number): void {
  test.describe(`at ${width} px`, () => {
    test.setTimeout(240_000);
    test.use({ viewport: { width, height: 800 } });

    test.beforeAll(async () => {
      test.setTimeout(HEALTH_TIMEOUT_MS + 30_000);
      const port = await freePort();
      server = await startServer({
        port,
        env: {
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DEMO_DATA: 'true',
          // Nothing books while the screens are read: each visit sees what the last one did.
          SIMULATE_STUDENTS: 'false',
          CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_IP: '1000',
        },
      });
    });

    test.afterAll(async () => {
      if (!server) return;
      await server.stop(STOP_TIMEOUT_MS);
      await removeDataDir(server.dataDir);
    });

    test("the teacher's screens fit", async ({ page }) => {
      await signInTeacher(page);
      for (const path of TEACHER_SCREENS) await checkScreen(page, path, width);
      // One menu on a phone: the teacher's, not the public site's beside it (issue 36).
      const menus = page.getByRole('button', { name: /^Open the (teacher )?menu$/ });
      await expect(menus).toHaveCount(width < 768 ? 1 : 0);
      if (width < 768) await expect(menus).toHaveAccessibleName('Open the teacher menu');
      // The bell shows the demo teacher's three unread notices and opens them (decision 067).
      await page.goto(`${server.url}/v2/booking`);
      await settled(page);
      await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
      const notices = page.getByRole('dialog', { name: 'Notifications' });
      await expect(notices.getByText('Unread', { exact: true })).toHaveCount(3);
      await expectTextFits(page, `the notifications at ${width} px`);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      // A released payslip, opened from the list.
      await page.goto(`${server.url}/v2/payslip/list`);
      await settled(page);
      await page
        .getByRole('link', { name: /^Open the payslip of/ })
        .first()
        .click();
      await settled(page);
      await expectTextFits(page, `a payslip at ${width} px`);
    });

    for (const [email, screens] of Object.entries(STAFF_SCREENS)) {
      test(`${email.split('@')[0]}'s console screens fit`, async ({ page }) => {
        await signInStaff(page, email);
        for (const path of screens) await checkScreen(page, path, width);
      });
    }

    test("finance's pay screens fit, last month's flagged drafts among them", async ({ page }) => {
      await signInFinance(page);
      await checkScreen(page, '/ops/pay', width);
      await expect(page.getByRole('heading', { name: /^Totals of .* by status$/ })).toBeVisible();
      for (const name of FLAGGED_PAYSLIPS) {
        await page.goto(`${server.url}/v2/ops/pay`);
        await page.getByRole('link', { name: new RegExp(`^The payslip of ${name},`) }).click();
        await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
        await settled(page);
        await expect(page.getByText('No bank details on file')).toBeVisible();
        await expectTextFits(page, `${name}'s payslip at ${width} px`);
        await expectNoSeriousA11yViolations(page);
      }
    });

    if (width === 1280) {
      test('the class list offers a correction on finished classes only', async ({ page }) => {
        await signInStaff(page, 'operations@portal.demo');
        // The three Beijing days before today and after: the list opens on today, which has
        // no finished class yet just after Beijing's midnight.
        const beijingDay = (days: number) =>
          new Date(Date.now() + BEIJING_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
        await page.goto(`${server.url}/v2/ops/classes?from=${beijingDay(-3)}&to=${beijingDay(3)}`);
        await settled(page);
        const rows = page.getByRole('table').getByRole('row');
        const finished = rows.filter({ hasText: 'Finished' });
        const others = rows.filter({ hasNotText: 'Finished' });
        // The demo's week has classes to come and classes done (issue 36, defect 11).
        expect(await finished.count()).toBeGreaterThan(0);
        expect(await others.count()).toBeGreaterThan(1);
        await expect(others.getByRole('button', { name: /^Correct the outcome/ })).toHaveCount(0);
        await expect(finished.getByRole('button', { name: /^Correct the outcome/ })).toHaveCount(
          await finished.count(),
        );
      });
    }

    test("a failed applicant's page offers Apply again, and fits (decision 068)", async ({
      page,
    }) => {
      await page.goto(`${server.url}/v2/home?type=login`);
      await emailField(page).fill('ivy.morris@portal.demo');
      await passwordField(page).fill(TEACHER.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).not.toHaveURL(/type=login/);
      await checkScreen(page, '/training', width);
      await expect(page.getByText(/^The waiting period is over/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Apply again' })).toBeVisible();
    });

    test("a channel code's preset: Friend Referral, locked, asks the friend's channel (decision 074)", async ({
      page,
    }) => {
      await page.goto(`${server.url}/v2/home?type=login`);
      await emailField(page).fill('poppy.shaw@portal.demo');
      await passwordField(page).fill(TEACHER.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/v2\/basic$/);
      const heard = page.getByRole('combobox', { name: 'How did you hear about us?' });
      await expect(heard).toHaveValue('Friend Referral');
      await expect(heard).toHaveAttribute('aria-readonly', 'true');
      await expect(page.getByText("Set by the friend's link you signed up with.")).toBeVisible();
      await expect(
        page.getByRole('combobox', { name: 'Where did your friend share it?' }),
      ).toBeVisible();
      await settled(page);
      await expectTextFits(page, `the channel code's step 3 at ${width} px`);
      await expectNoSeriousA11yViolations(page);
    });

    test("an applicant's page fits at each step the recruiter reads", async ({ page }) => {
      await signInStaff(page, 'recruiter@portal.demo');
      for (const [email, name] of APPLICANTS) {
        await page.goto(`${server.url}/v2/ops/applicants?search=${encodeURIComponent(email)}`);
        await page.getByRole('link', { name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await settled(page);
        await expectTextFits(page, `${name}'s page at ${width} px`);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test("a teacher's page, week and leave fit as operations read them", async ({ page }) => {
      await signInStaff(page, 'operations@portal.demo');
      // The page of the demo teacher, and of the suspended one whose contract runs on
      // (decision 063), then the demo teacher's week and leave.
      for (const link of [
        TEACHER.name,
        SUSPENDED_TEACHER,
        `The week of ${TEACHER.name}`,
        `The leave of ${TEACHER.name}`,
      ]) {
        await page.goto(`${server.url}/v2/ops/teachers`);
        await settled(page);
        await page.getByRole('link', { name: link, exact: true }).click();
        await settled(page);
        await expectTextFits(page, `${link} at ${width} px`);
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}
