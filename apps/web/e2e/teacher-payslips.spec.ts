import { readFile } from 'node:fs/promises';
import type { Response } from '@playwright/test';
import { PAY_CALLS } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { receiptPdf, releasedPayslips } from './support/payslips';
import { activatedTeacher } from './support/teaching';

// Journey (issue 14): a teacher reads her payslips by month, opens the released one, reads
// the lines behind its total down to the class (the main classes, the 1v4 classes, the other
// items, the empty referrals), and sends a receipt: the payslip turns Processing.
test.setTimeout(150_000);
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });

const answered = (path: string) => (response: Response) => response.url().includes(path);

test('a teacher reads a payslip down to the class and sends its receipt', async ({
  page,
  postgres,
}) => {
  const teacher = await activatedTeacher(page.request, postgres, 'Europe/London');
  const { released, paid } = await releasedPayslips(postgres, teacher.userId);

  const listed = page.waitForResponse(answered(PAY_CALLS.payslipList.path));
  await page.goto('/v2/payslip/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Payslips' })).toBeVisible();
  expect((await listed).status()).toBe(200);
  const table = page.getByRole('table', { name: 'Payslips by month' });
  // A month's row by its month cell (the other month's payday may fall in this month).
  const rowOf = (month: string) =>
    table.getByRole('row').filter({ has: page.getByText(month, { exact: true }) });
  const releasedRow = rowOf(released.month);
  const paidRow = rowOf(paid.month);
  await expect(releasedRow).toContainText('$74.80');
  await expect(releasedRow).toContainText('Released');
  await expect(paidRow).toContainText('$20.50');
  await expect(paidRow).toContainText('Paid');
  await expect(page.getByText('2 records in total')).toBeVisible();
  // The chart's numbers, as a screen reader has them.
  const earnings = page.getByRole('region', { name: 'Earnings over the last 12 months' });
  await expect(earnings.getByRole('list', { name: 'Earnings by month' })).toContainText(
    `${released.month}: $74.80`,
  );
  await expectNoSeriousA11yViolations(page);

  // One month at a time.
  await page.getByRole('combobox', { name: 'Month' }).selectOption(paid.month);
  await expect(page).toHaveURL(/month=\d+/);
  await expect(page.getByText('1 records in total')).toBeVisible();
  await expect(releasedRow).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Month' }).selectOption('All months');
  await expect(page.getByText('2 records in total')).toBeVisible();

  // The released payslip: its groups add up to the total.
  await releasedRow.getByRole('link', { name: `Open the payslip of ${released.month}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Payslip ${released.month}` }),
  ).toBeVisible();
  const groups = page.getByRole('table', { name: "The payslip's groups and their sums" });
  await expect(groups.getByRole('row').filter({ hasText: 'Class payment' })).toContainText(
    '$32.80',
  );
  await expect(groups.getByRole('row').filter({ hasText: 'Incentives' })).toContainText('$2.00');
  await expect(groups.getByRole('row').filter({ hasText: 'Deductions' })).toContainText('-$2.00');
  await expect(groups.getByRole('row').filter({ hasText: 'Adjustments' })).toContainText('$42.00');
  await expect(groups.getByRole('row').filter({ hasText: 'Total' })).toContainText('$74.80');

  // Its PDF downloads under the month's name (decision 066).
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payslip-${released.month.replace('/', '-')}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The main classes first, each with how it ended and what it paid.
  const lines = page.getByRole('region', { name: 'The lines behind the total' });
  const mainClasses = lines.getByRole('table', { name: 'Main classes on this payslip' });
  await expect(mainClasses.getByRole('row')).toHaveCount(4);
  await expect(mainClasses.getByRole('row').filter({ hasText: 'Teacher no-show' })).toContainText(
    '$0.00',
  );
  await expect(mainClasses.getByRole('row').filter({ hasText: 'As scheduled' })).toContainText(
    '$10.25',
  );
  await expect(lines.getByText('3 records in total')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The 1v4 classes.
  await lines.getByText('1v4 classes', { exact: true }).click();
  const nonMain = lines.getByRole('table', { name: '1v4 classes on this payslip' });
  await expect(nonMain.getByRole('row').filter({ hasText: 'Workshop' })).toContainText('$12.30');
  await expect(page).toHaveURL(/list=nonMain/);

  // A group opens its lines, and takes the focus there.
  await groups.getByRole('button', { name: 'Show the lines of Deductions' }).click();
  const linesHeading = lines.getByRole('heading', { name: 'The lines behind the total' });
  await expect(linesHeading).toBeFocused();
  // ... and brings them into view (issue 36).
  await expect(linesHeading).toBeInViewport();
  const other = lines.getByRole('table', { name: 'Other items on this payslip' });
  await expect(other.getByRole('row').filter({ hasText: 'Cancellation fine' })).toContainText(
    '-$2.00',
  );
  await lines.getByRole('combobox', { name: 'Item' }).selectOption('Peak incentive');
  await expect(other.getByRole('row').filter({ hasText: 'Peak incentive' })).toHaveCount(2);
  await expect(page).toHaveURL(/item=PEAK_INCENTIVE/);

  // No referral bonuses until the referral programme pays them.
  await lines.getByText('Referrals', { exact: true }).click();
  await expect(lines.getByText(/^No referral bonuses on this payslip/)).toBeVisible();

  // The receipt: a wrong kind is refused before anything is sent.
  const receipt = page.getByRole('region', { name: 'Receipt' });
  let chooser = page.waitForEvent('filechooser');
  await receipt.getByRole('button', { name: 'Upload a receipt' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a receipt'),
  });
  await expect(receipt.getByRole('alert')).toHaveText(
    'Format error. Please upload jpg, jpeg, png or pdf file.',
  );

  // A PDF goes up and is recorded: the payslip turns Processing.
  const recorded = page.waitForResponse(answered(PAY_CALLS.receiptUrl.path));
  chooser = page.waitForEvent('filechooser');
  await receipt.getByRole('button', { name: 'Upload a receipt' }).click();
  await (await chooser).setFiles(receiptPdf());
  expect((await recorded).status()).toBe(200);
  await expect(receipt.getByRole('status')).toHaveText(
    'Receipt sent. Your payslip is now being processed.',
  );
  await expect(receipt.getByRole('link', { name: 'receipt.pdf' })).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Upload a receipt' })).toHaveCount(0);
  const status = page.getByRole('term').filter({ hasText: /^Status$/ });
  await expect(status.locator('xpath=following-sibling::dd')).toHaveText('Processing');
  await expectNoSeriousA11yViolations(page);

  // And so in the list.
  await page.getByRole('link', { name: 'Back to payslips' }).click();
  await expect(releasedRow).toContainText('Processing');
});
