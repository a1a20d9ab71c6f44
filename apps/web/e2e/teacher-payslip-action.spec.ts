import { PAY_CALLS, type PayslipDetail } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { CSRF } from './support/applicant';
import { sendReceipt } from './support/pay-console';
import { releasedPayslips } from './support/payslips';
import { activatedTeacher } from './support/teaching';

// Journey (issue 36): a released payslip says nothing more until its payday; from the payday
// on, without a receipt, the list and the payslip say "action needed" and lead to the receipt;
// once it is sent, nothing is needed any more.
test.setTimeout(120_000);
test.use({ viewport: { width: 1280, height: 720 }, timezoneId: 'America/New_York' });

const DAY_MS = 86_400_000;

test('a payslip asks for its receipt from its payday on', async ({ page, postgres }) => {
  const teacher = await activatedTeacher(page.request, postgres, 'America/New_York');
  const { released } = await releasedPayslips(postgres, teacher.userId);
  const answer = await page.request.post(PAY_CALLS.payslipDetail.path, {
    headers: CSRF,
    data: { payslipId: released.id },
  });
  expect(answer.status()).toBe(200);
  const detail = ((await answer.json()) as { data: PayslipDetail }).data;
  const row = page
    .getByRole('table', { name: 'Payslips by month' })
    .getByRole('row')
    .filter({ has: page.getByText(released.month, { exact: true }) });
  const alert = page.getByRole('alert').filter({ hasText: 'Action needed: send your receipt' });

  // The day before the payday: released, nothing asked yet.
  await page.clock.setFixedTime(detail.payday - DAY_MS);
  await page.goto('/v2/payslip/list');
  await expect(row).toContainText('Released');
  await expect(row).not.toContainText('Action needed');
  await page.goto(`/v2/payslip/detail/${released.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Payslip ${released.month}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipt' })).toBeVisible();
  await expect(alert).toHaveCount(0);

  // From the payday on: the list and the payslip say so, and lead to the receipt.
  await page.clock.setFixedTime(detail.payday + DAY_MS);
  await page.goto('/v2/payslip/list');
  await expect(row).toContainText('Action needed');
  await page.goto(`/v2/payslip/detail/${released.id}`);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Finance pay this payslip once you send its receipt.');
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('link', { name: 'Go to the receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeInViewport();

  // Sent: the payslip is Processing and asks nothing more.
  await sendReceipt(page.request, released.id);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: `Payslip ${released.month}` }),
  ).toBeVisible();
  await expect(page.getByText('Processing').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});
