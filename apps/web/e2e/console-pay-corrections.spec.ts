import type { Page, Response } from '@playwright/test';
import {
  beijingMonthOf,
  CLASS_ADMIN_CALLS,
  DAY_MS,
  fillPath,
  HOUR_MS,
  PAY_ADMIN_CALLS,
  PAY_CALLS,
  payMonthLabel,
} from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { CSRF, signInStaff } from './support/applicant';
import {
  contractBetween,
  finishedClasses,
  openPayMonths,
  signInFinance,
} from './support/pay-console';
import { activatedTeacher } from './support/teaching';

// Journey (decision 052): a month is released, then one of its classes' outcome is corrected:
// generating the next month pays the difference as a correction naming the month it corrects.
// That month also holds a class taught after the contract ended: its payslip is held at release
// until FINANCE settle the class with a $0 adjustment naming it; then it is released, the
// first month's reconciliation counts the correction made later, and the teacher reads it.
test.setTimeout(150_000);
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });

const posted = (path: string) => (response: Response) =>
  response.url().includes(path) && response.request().method() === 'POST';

/** Opens the month on /ops/pay and generates it, waiting for the run to finish. */
async function generate(page: Page, month: number) {
  const label = payMonthLabel(month);
  await openMonth(page, month);
  const started = page.waitForResponse(posted(PAY_ADMIN_CALLS.startPayRun.path));
  await page.getByRole('button', { name: `Generate ${label}` }).click();
  expect((await started).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: /^Generated: / })).toBeVisible();
}

/** The month's page, as a link to it opens it (it may be older than the choices offered). */
async function openMonth(page: Page, month: number) {
  await page.goto(`/v2/ops/pay?month=${month}`);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(String(month));
  await expect(
    page.getByRole('heading', { name: `Payslips of ${payMonthLabel(month)}` }),
  ).toBeVisible();
}

/** The amount of a reconciliation row (its last cell) in cents. */
async function amountOf(page: Page, label: string, what: string): Promise<number> {
  const region = page.getByRole('region', { name: `Reconciliation of ${label}` });
  const row = region.getByRole('row').filter({ hasText: what });
  await expect(row).toBeVisible();
  const text = (await row.getByRole('cell').last().textContent()) ?? '';
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

/** Releases the month's drafts from the month's page; answers the release's result. */
async function release(page: Page, label: string) {
  await page.getByRole('button', { name: 'Release the drafts' }).click();
  const dialog = page.getByRole('dialog', { name: `Release ${label}` });
  const released = page.waitForResponse(posted(PAY_ADMIN_CALLS.releasePayslips.path));
  await dialog.getByRole('button', { name: /^Release \d+ payslips?$/ }).click();
  const answer = await released;
  expect(answer.status()).toBe(200);
  await expect(dialog).toBeHidden();
  return ((await answer.json()) as { data: { released: number; held: number } }).data;
}

test('a correction after release, and a class without a contract settled before release', async ({
  browser,
  page,
  request,
  server,
  postgres,
}) => {
  // The teacher has her own browser; the page is FINANCE's, `request` OPERATIONS'.
  const teacherContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Europe/London',
  });
  const teacherPage = await teacherContext.newPage();
  const teacher = await activatedTeacher(teacherPage.request, postgres, 'Europe/London');
  // Two months that have ended and that no release has closed yet.
  const [before = 0, last = 0] = await openPayMonths(postgres, 2);
  const [lastLabel, beforeLabel] = [payMonthLabel(last), payMonthLabel(before)];
  // Her contract holds from the earlier month's start to the 10th of the last (Beijing).
  await contractBetween(postgres, teacher.userId, before, last + 9 * DAY_MS);
  // The earlier month: one class taught, one ended by her connection (unpaid), at 14:00 and
  // 15:00 Beijing on its 10th. The last month: one on its 5th, one on its last day (no contract).
  const at = (month: number, day: number, hour: number) =>
    month + (day - 1) * DAY_MS + hour * HOUR_MS;
  await finishedClasses(postgres, teacher.userId, [at(before, 10, 14)]);
  const [itProblem = 0] = await finishedClasses(
    postgres,
    teacher.userId,
    [at(before, 10, 15)],
    'TEACHER_IT_PROBLEM',
  );
  await finishedClasses(postgres, teacher.userId, [at(last, 5, 14)]);
  const [uncovered = 0] = await finishedClasses(postgres, teacher.userId, [
    beijingMonthOf(last).end - 10 * HOUR_MS,
  ]);
  await signInFinance(page, server, postgres);
  const row = page
    .getByRole('table', { name: /^Payslips of / })
    .getByRole('row')
    .filter({ hasText: teacher.email });

  // The earlier month released as it was: one class paid.
  await generate(page, before);
  await expect(row).toContainText('$10.00');
  await release(page, beforeLabel);
  await expect(row).toContainText('Released');
  // What later payslips corrected of it so far, read the way the check below reads it.
  const later = 'Corrected later, on released payslips';
  const correctedBefore = await amountOf(page, beforeLabel, later);

  // OPERATIONS find the connection failure was the platform's: the outcome is corrected.
  await signInStaff(request, server, postgres, ['OPERATIONS']);
  const corrected = await request.post(
    fillPath(CLASS_ADMIN_CALLS.correctOutcome.path, { classId: itProblem }),
    { headers: CSRF, data: { finishType: 'SYSTEM_PROBLEM', reason: 'The platform failed' } },
  );
  expect(corrected.status(), await corrected.text()).toBe(200);

  // The last month: its class, the correction (+$10) and the class to settle ($0).
  await generate(page, last);
  await expect(row).toContainText('$20.00');
  await expect(row).toContainText('1 class to settle');
  // Released, the teacher's draft is held until the class is settled.
  expect((await release(page, lastLabel)).held).toBe(1);
  await expect(
    page.getByRole('status').filter({ hasText: /held 1 \(classes to settle\)/ }),
  ).toBeVisible();
  await expect(row).toContainText('Draft (not released)');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: /^The payslip of / }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `: payslip ${lastLabel}` }),
  ).toBeVisible();
  await expect(page.getByText('Held from release: 1 class to settle')).toBeVisible();
  const groups = page.getByRole('table', { name: "The payslip's groups and their sums" });
  await expect(groups.getByRole('row').filter({ hasText: 'Corrections' })).toContainText('$10.00');
  const lines = page.getByRole('table', { name: "The payslip's lines" });
  const correction = lines.getByRole('row').filter({ hasText: `Class #${itProblem}` });
  await expect(correction).toContainText(`Corrects the ${beforeLabel} payslip`);
  await expect(correction).toContainText('System problem');
  await expect(correction).toContainText('$10.00');
  const flagged = lines.getByRole('row').filter({ hasText: `Class #${uncovered}` });
  await expect(flagged).toContainText('No contract held this day');
  await expectNoSeriousA11yViolations(page);

  // Settled with a $0 adjustment that names the class: the payslip is no longer held.
  await flagged
    .getByRole('button', { name: `Settle class #${uncovered} with an adjustment` })
    .click();
  const adjust = page.getByRole('region', { name: 'Add an adjustment' });
  await expect(adjust.getByRole('combobox', { name: 'Class it settles' })).toHaveValue(
    String(uncovered),
  );
  await expect(adjust.getByRole('textbox', { name: 'Amount in dollars' })).toBeFocused();
  await adjust.getByRole('textbox', { name: 'Amount in dollars' }).fill('0');
  await adjust.getByRole('textbox', { name: 'Reason' }).fill('Taught after the contract ended');
  const added = page.waitForResponse(posted(PAY_ADMIN_CALLS.addPayAdjustment.path));
  await adjust.getByRole('button', { name: 'Add the adjustment and settle the class' }).click();
  const adjustment = await added;
  expect(adjustment.status()).toBe(200);
  expect(adjustment.request().postDataJSON()).toMatchObject({ amountCents: 0, classId: uncovered });
  await expect(page.getByText(/^Held from release/)).toHaveCount(0);
  await expect(flagged).toContainText('Settled by an adjustment');

  await page.getByRole('link', { name: `Payslips of ${lastLabel}` }).click();
  await expect(row).not.toContainText('to settle');
  expect((await release(page, lastLabel)).held).toBe(0);
  await expect(row).toContainText('Released');

  // The earlier month's reconciliation: the correction made later, totals matching.
  await openMonth(page, before);
  const reconciliation = page.getByRole('region', { name: `Reconciliation of ${beforeLabel}` });
  await expect(reconciliation).toContainText('Totals match');
  await expect.poll(() => amountOf(page, beforeLabel, later)).toBe(correctedBefore + 1000);
  await expectNoSeriousA11yViolations(page);

  // The teacher reads the correction on her last payslip, and the payslip it corrects.
  await teacherPage.goto('/v2/payslip/list');
  await teacherPage.getByRole('link', { name: `Open the payslip of ${lastLabel}` }).click();
  await expect(
    teacherPage.getByRole('heading', { level: 1, name: `Payslip ${lastLabel}` }),
  ).toBeVisible();
  const listed = teacherPage.waitForResponse(posted(PAY_CALLS.payslipCorrections.path));
  await teacherPage.getByRole('button', { name: 'Show the lines of Corrections' }).click();
  expect((await listed).status()).toBe(200);
  const corrections = teacherPage.getByRole('table', { name: 'Corrections on this payslip' });
  await expect(corrections).toContainText('System problem');
  await expect(corrections).toContainText('$10.00');
  await expectNoSeriousA11yViolations(teacherPage);
  await corrections.getByRole('link', { name: `Corrects the ${beforeLabel} payslip` }).click();
  await expect(
    teacherPage.getByRole('heading', { level: 1, name: `Payslip ${beforeLabel}` }),
  ).toBeVisible();
  await teacherContext.close();
});
