import type { Response } from '@playwright/test';
import { PAY_CALLS } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { receiptPdf, releasedPayslips } from './support/payslips';
import { activatedTeacher, expectNoSideScroll, tabTo } from './support/teaching';

// Journey (issue 14), on a phone: the payslips and a payslip's lines are lists of cards (no
// table wider than the phone), the click-through and the receipt work from the keyboard, and
// nothing makes the page scroll sideways.
test.setTimeout(150_000);
test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'America/New_York' });

const WIDTH = 360;
const answered = (path: string) => (response: Response) => response.url().includes(path);

test('a teacher reads a payslip and sends its receipt on a phone', async ({ page, postgres }) => {
  const teacher = await activatedTeacher(page.request, postgres, 'America/New_York');
  const { released } = await releasedPayslips(postgres, teacher.userId);

  const listed = page.waitForResponse(answered(PAY_CALLS.payslipList.path));
  await page.goto('/v2/payslip/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Payslips' })).toBeVisible();
  expect((await listed).status()).toBe(200);
  const cards = page.getByRole('list', { name: 'Payslips by month' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const releasedCard = cards.filter({ has: page.getByText(released.month, { exact: true }) });
  await expect(releasedCard).toContainText('$74.80');
  await expect(releasedCard).toContainText('Released');
  await expect(page.getByRole('table', { name: 'Payslips by month' })).toHaveCount(0);
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  const open = releasedCard.getByRole('link', { name: `Open the payslip of ${released.month}` });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Payslip ${released.month}` }),
  ).toBeVisible();
  const groups = page.getByRole('table', { name: "The payslip's groups and their sums" });
  await expect(groups.getByRole('row').filter({ hasText: 'Total' })).toContainText('$74.80');
  const lines = page.getByRole('region', { name: 'The lines behind the total' });
  const classes = lines.getByRole('list', { name: 'Main classes on this payslip' });
  await expect(classes.getByRole('listitem')).toHaveCount(3);
  // Times in the teacher's zone, Beijing beside them.
  await expect(classes.getByRole('listitem').first()).toContainText('Beijing');
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  // The keyboard opens the adjustments' lines from the groups.
  const adjustments = groups.getByRole('button', { name: 'Show the lines of Adjustments' });
  await tabTo(page, adjustments);
  await page.keyboard.press('Enter');
  const linesHeading = lines.getByRole('heading', { name: 'The lines behind the total' });
  await expect(linesHeading).toBeFocused();
  await expect(linesHeading).toBeInViewport();
  const other = lines.getByRole('list', { name: 'Other items on this payslip' });
  await expect(other.getByRole('listitem')).toHaveCount(1);
  await expect(other).toContainText('Substitute teaching');
  await expect(other).toContainText('$42.00');
  await expectNoSideScroll(page, WIDTH);

  // The receipt, with its progress spoken and the new status shown.
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const recorded = page.waitForResponse(answered(PAY_CALLS.receiptUrl.path));
  const chooser = page.waitForEvent('filechooser');
  await receipt.getByRole('button', { name: 'Upload a receipt' }).click();
  await (await chooser).setFiles(receiptPdf());
  expect((await recorded).status()).toBe(200);
  await expect(receipt.getByRole('status')).toHaveText(
    'Receipt sent. Your payslip is now being processed.',
  );
  const status = page.getByRole('term').filter({ hasText: /^Status$/ });
  await expect(status.locator('xpath=following-sibling::dd')).toHaveText('Processing');
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);
});
