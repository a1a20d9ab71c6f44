import type { Response } from '@playwright/test';
import {
  beijingMonthOf,
  fillPath,
  HOUR_MS,
  PAY_ADMIN_CALLS,
  PAY_BATCH_CALLS,
  payMonthLabel,
} from '@portal/contracts';
import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  contractBetween,
  finishedClasses,
  openPayMonths,
  paidByPaypal,
  sendReceipt,
  signInFinance,
} from './support/pay-console';
import { activatedTeacher } from './support/teaching';

// Journey (issue 14): FINANCE generate a month and watch it finish, open a teacher's draft and
// read a line down to its class, add adjustments (issue 36: a decimal comma, each on the draft
// at once, a negative total flagged), release the month (only a month that has ended, decision
// 052) and read its reconciliation, then, once the teacher has sent a receipt (opened from its
// link), submit the payslip for payment and pay it through a PayPal batch whose CSV they
// download for the bank.
test.setTimeout(150_000);
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });

const posted = (path: string) => (response: Response) =>
  response.url().includes(path) && response.request().method() === 'POST';

test('finance generate, adjust, release, submit and pay a month', async ({
  page,
  request,
  server,
  postgres,
}) => {
  // The teacher works through the API (`request`); the browser is the finance member's.
  const teacher = await activatedTeacher(request, postgres, 'Europe/London');
  await paidByPaypal(request, teacher.email);
  // Two classes on the last Beijing day of a month that has ended (only then may it be
  // released) and that no release has closed, 14:00 and 15:00 there, under her contract.
  const [month = 0] = await openPayMonths(postgres, 1);
  const first = beijingMonthOf(month).end - 10 * HOUR_MS;
  await contractBetween(postgres, teacher.userId, month);
  const [classId] = await finishedClasses(postgres, teacher.userId, [first, first + HOUR_MS]);
  const label = payMonthLabel(month);
  await signInFinance(page, server, postgres);

  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Pay' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  // The month, as a link to it would open it (it may be older than the choices offered).
  await page.goto(`/v2/ops/pay?month=${month}`);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(String(month));
  await expect(page.getByRole('heading', { name: `Payslips of ${label}` })).toBeVisible();

  // Generation: the progress is followed until it is done.
  const started = page.waitForResponse(posted(PAY_ADMIN_CALLS.startPayRun.path));
  await page.getByRole('button', { name: `Generate ${label}` }).click();
  expect((await started).status()).toBe(200);
  await expect(page).toHaveURL(/run=\d+/);
  const progress = page.getByRole('progressbar', { name: 'Generation progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Generated: / })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  const table = page.getByRole('table', { name: `Payslips of ${label}` });
  const row = table.getByRole('row').filter({ hasText: teacher.email });
  // Staff read a draft as a draft, not the teacher's "Generating" (issue 36).
  await expect(row).toContainText('Draft (not released)');
  await expect(row).toContainText('$20.00');
  // The month by status above the list (other journeys' teachers may share the month).
  const totals = page.getByRole('table', { name: `${label}: payslips and totals by status` });
  await expect(totals.getByRole('row').filter({ hasText: 'Draft (not released)' })).toBeVisible();
  await expect(totals.getByRole('row').filter({ hasText: 'All payslips' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The draft: its lines, each with its source.
  await row.getByRole('link', { name: /^The payslip of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: `: payslip ${label}` })).toBeVisible();
  const payslipId = Number(/payslips\/(\d+)/.exec(page.url())?.[1]);
  const groups = page.getByRole('table', { name: "The payslip's groups and their sums" });
  await expect(groups.getByRole('row').filter({ hasText: 'Class payment' })).toContainText(
    '$20.00',
  );
  const lines = page.getByRole('table', { name: "The payslip's lines" });
  const line = lines.getByRole('row').filter({ hasText: `Class #${classId}` });
  await expect(line).toContainText('Main class');
  await expect(line).toContainText('Main Course');
  await expect(line).toContainText('As scheduled');
  await expect(line).toContainText('$10.00');
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // An adjustment: dollars as typed, checked before it is sent, the rule under the field.
  const adjust = page.getByRole('region', { name: 'Add an adjustment' });
  const amount = adjust.getByRole('textbox', { name: 'Amount in dollars' });
  await amount.fill('12.505');
  await adjust.getByRole('button', { name: 'Add the adjustment' }).click();
  await expect(adjust.getByText('*Incorrect format!')).toBeVisible();
  await expect(adjust.getByText('Required field.')).toBeVisible();
  await expect(amount).toHaveAccessibleDescription(
    /at most two decimals, after a point or a comma/,
  );
  // A decimal comma (issue 36), a deduction: on the draft at once, flagged as negative.
  const addAdjustment = async (typed: string, reason: string, cents: number) => {
    await amount.fill(typed);
    await adjust.getByRole('textbox', { name: 'Reason' }).fill(reason);
    const added = page.waitForResponse(posted(PAY_ADMIN_CALLS.addPayAdjustment.path));
    await adjust.getByRole('button', { name: 'Add the adjustment' }).click();
    const adjustment = await added;
    expect(adjustment.status()).toBe(200);
    expect((adjustment.request().postDataJSON() as { amountCents: number }).amountCents).toBe(
      cents,
    );
  };
  await addAdjustment('-25,5', 'Paid twice for a class in an earlier month', -2550);
  await expect(page.getByText('Negative total: -$5.50')).toBeVisible();
  await page.getByRole('link', { name: `Payslips of ${label}` }).click();
  await expect(row).toContainText('-$5.50');
  await expect(row).toContainText('Negative total');
  await row.getByRole('link', { name: /^The payslip of / }).click();
  await addAdjustment('38', 'Covered a colleague’s workshop', 3800);
  await expect(page.getByText('Adjustment added.', { exact: false }).first()).toBeVisible();
  await expect(groups.getByRole('row').filter({ hasText: 'Adjustments' })).toContainText('$12.50');
  await expect(page.getByText(/^Negative total/)).toHaveCount(0);

  // The release: how many, and that the teachers are mailed.
  await page.getByRole('link', { name: `Payslips of ${label}` }).click();
  await page.getByRole('button', { name: 'Release the drafts' }).click();
  const dialog = page.getByRole('dialog', { name: `Release ${label}` });
  await expect(dialog).toContainText('mailed');
  const released = page.waitForResponse(posted(PAY_ADMIN_CALLS.releasePayslips.path));
  await dialog.getByRole('button', { name: /^Release \d+ payslips?$/ }).click();
  expect((await released).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Released');
  await expect(row).toContainText('$32.50');
  const reconciliation = page.getByRole('region', { name: `Reconciliation of ${label}` });
  await expect(reconciliation).toContainText('Totals match');

  // Released with the adjustment written in; only a problem may be marked now.
  await row.getByRole('link', { name: /^The payslip of / }).click();
  await expect(groups.getByRole('row').filter({ hasText: 'Adjustments' })).toContainText('$12.50');
  await expect(
    lines.getByRole('row').filter({ hasText: 'Covered a colleague’s workshop' }),
  ).toContainText(/Adjustment #\d+/);
  await expect(page.getByRole('region', { name: 'Add an adjustment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark a problem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for payment' })).toHaveCount(0);

  // The teacher sends a receipt; finance submit the payslip for payment and pay it.
  await sendReceipt(request, payslipId);
  await page.reload();
  await expect(page.getByText('Receipt received')).toBeVisible();
  // The receipt opens from its name (the staff call serves the file).
  const receipt = page.getByRole('link', { name: /\(the receipt, opens in a new tab\)$/ });
  const file = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Submit for payment' }).click();
  const submitted = page.waitForResponse(
    posted(fillPath(PAY_ADMIN_CALLS.submitPayslip.path, { payslipId })),
  );
  await page
    .getByRole('dialog', { name: 'Submit for payment' })
    .getByRole('button', { name: 'Submit for payment' })
    .click();
  expect((await submitted).status()).toBe(200);
  await expect(page.getByText('The payslip was sent for payment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeVisible();

  // Paid through a PayPal batch: its CSV downloaded for the bank, then the batch marked paid.
  await page.getByRole('link', { name: `Payslips of ${label}` }).click();
  const batches = page.getByRole('region', { name: `Payment batches of ${label}` });
  await batches.getByRole('combobox', { name: 'Payment method' }).selectOption('PayPal');
  const made = page.waitForResponse(posted(PAY_BATCH_CALLS.createPayBatch.path));
  await batches.getByRole('button', { name: 'Create a batch' }).click();
  expect((await made).status()).toBe(200);
  const batch = page.getByRole('dialog', { name: /^Batch #\d+$/ });
  await expect(batch.getByRole('table', { name: "The batch's payslips" })).toContainText(
    teacher.email,
  );
  await expect(batch).toContainText('$32.50');
  const downloading = page.waitForEvent('download');
  await batch.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await downloading).path()) ?? '', 'utf8');
  expect(csv).toContain(teacher.email);
  expect(csv).toContain('32.50');
  // Cancelled (it stays listed as such) and made again: the payslip is let go to a new batch.
  await batch.getByRole('button', { name: 'Cancel batch' }).click();
  const dropped = page.waitForResponse((r) => /\/ops\/pay\/batches\/\d+\/cancel$/.test(r.url()));
  await batch.getByRole('button', { name: /^Cancel batch #\d+$/ }).click();
  expect((await dropped).status()).toBe(200);
  await expect(batch).toContainText('This batch was cancelled');
  await batch.getByRole('button', { name: 'Cancel', exact: true }).click();
  const listed = batches
    .getByRole('table', { name: `Payment batches of ${label}` })
    .getByRole('row');
  await expect(listed.nth(1)).toContainText('Cancelled');
  await batches.getByRole('button', { name: 'Create a batch' }).click();
  await expect(batch.getByRole('table', { name: "The batch's payslips" })).toContainText(
    teacher.email,
  );
  await batch.getByRole('button', { name: 'Mark paid' }).click();
  const settled = page.waitForResponse((r) => /\/ops\/pay\/batches\/\d+\/paid$/.test(r.url()));
  await batch.getByRole('button', { name: /^Mark \d+ payslips? paid$/ }).click();
  expect((await settled).status()).toBe(200);
  await expect(page.getByText(/^The batch is paid: /)).toBeVisible();
  await batch.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(listed.nth(2)).toContainText('Paid');
  await expect(row).toContainText('Paid');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: /^The payslip of / }).click();
  await expect(page.getByText('Nothing left to do: this payslip is paid.')).toBeVisible();
});
