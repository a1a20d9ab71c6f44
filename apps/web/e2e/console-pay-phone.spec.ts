import type { Response } from '@playwright/test';
import { fillPath, PAY_ADMIN_CALLS, PAY_BATCH_CALLS } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signInFinance } from './support/pay-console';
import { releasedPayslips } from './support/payslips';
import { activatedTeacher, expectNoSideScroll } from './support/teaching';

// Journey (issue 14), on a phone: FINANCE read last month's payslips as cards, generate the
// month, open a released payslip (its lines as cards), hold it as a problem with a message
// and resolve it back to waiting for the receipt, and check the pay rules' form; nothing
// makes the page scroll sideways.
test.setTimeout(150_000);
test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'Asia/Shanghai' });

const WIDTH = 360;
const posted = (path: string) => (response: Response) =>
  response.url().includes(path) && response.request().method() === 'POST';

test('finance hold a payslip as a problem and resolve it on a phone', async ({
  page,
  request,
  server,
  postgres,
}) => {
  const teacher = await activatedTeacher(request, postgres, 'Europe/Berlin');
  const { released } = await releasedPayslips(postgres, teacher.userId);
  await signInFinance(page, server, postgres);

  // Last month is where the page opens.
  await page.goto('/v2/ops/pay');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(/\d+/);
  const cards = page.getByRole('list', { name: `Payslips of ${released.month}` });
  const card = cards.getByRole('listitem').filter({ hasText: teacher.email });
  await expect(card).toContainText('$74.80');
  await expect(card).toContainText('Released');
  await expect(page.getByRole('table', { name: `Payslips of ${released.month}` })).toHaveCount(0);
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  // Generating keeps the released payslip as it is.
  await page.getByRole('button', { name: `Generate ${released.month}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Generated: / })).toBeVisible();
  await expect(card).toContainText('$74.80');
  await expectNoSideScroll(page, WIDTH);

  await card.getByRole('link', { name: /^The payslip of / }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `: payslip ${released.month}` }),
  ).toBeVisible();
  const lines = page.getByRole('list', { name: "The payslip's lines" });
  await expect(lines.getByRole('listitem')).toHaveCount(8);
  await expect(
    lines.getByRole('listitem').filter({ hasText: 'Substitute teaching' }),
  ).toContainText(/Adjustment #\d+/);
  await expect(lines.getByRole('listitem').filter({ hasText: 'Teacher no-show' })).toContainText(
    '$0.00',
  );
  await expect(page.getByRole('table', { name: "The payslip's lines" })).toHaveCount(0);
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);

  // A problem needs its message.
  await page.getByRole('button', { name: 'Mark a problem' }).click();
  const problem = page.getByRole('dialog', { name: 'Mark a problem' });
  await problem.getByRole('button', { name: 'Save the problem' }).click();
  await expect(problem.getByText('Required field.')).toBeVisible();
  await problem
    .getByRole('textbox', { name: 'Message to the teacher' })
    .fill('The bank returned the transfer: please check your account number.');
  await expectNoSideScroll(page, WIDTH);
  const held = page.waitForResponse(
    posted(fillPath(PAY_ADMIN_CALLS.markPayslipProblem.path, { payslipId: released.id })),
  );
  await problem.getByRole('button', { name: 'Save the problem' }).click();
  expect((await held).status()).toBe(200);
  await expect(problem).toBeHidden();
  await expect(page.getByText('The bank returned the transfer', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark a problem' })).toHaveCount(0);

  // Resolved: without a receipt on file it waits for one again.
  await page.getByRole('button', { name: 'Resolve the problem' }).click();
  const resolve = page.getByRole('dialog', { name: 'Resolve the problem' });
  await expect(
    resolve.getByRole('radio', { name: 'Released, waiting for the receipt' }),
  ).toBeChecked();
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);
  const resolved = page.waitForResponse(
    posted(fillPath(PAY_ADMIN_CALLS.resolvePayslip.path, { payslipId: released.id })),
  );
  await resolve.getByRole('button', { name: 'Resolve', exact: true }).click();
  const answer = await resolved;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({ resumeAt: 'OFFICIAL_CONFIRMED' });
  await expect(page.getByText('The problem is resolved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark a problem' })).toBeVisible();

  // Back at the month: the payslip is released again, with no problem left.
  await page.getByRole('link', { name: `Payslips of ${released.month}` }).click();
  await expect(card).toContainText('Released');
  await expect(card).not.toContainText('The bank returned');
  await expectNoSideScroll(page, WIDTH);

  // The pay rules: each number with its default; the shared schema's limits said on the field.
  await page.getByRole('link', { name: 'Pay rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay rules' })).toBeVisible();
  const rules = page.getByRole('form', { name: 'Pay rules' });
  const standby = rules.getByRole('textbox', { name: 'Standby bonus per class taken over' });
  await expect(standby).toHaveValue('2.00');
  await expect(rules.getByText('Dollars; default 1.00')).toHaveCount(2);
  await expect(rules.getByRole('textbox', { name: 'Student cancellation' })).toHaveValue('50');
  const payday = rules.getByRole('textbox', { name: 'Payday' });
  await payday.fill('23');
  await standby.fill('2.005');
  await rules.getByRole('button', { name: 'Save the pay rules' }).click();
  await expect(rules.getByText('*Incorrect format!')).toHaveCount(1);
  await standby.fill('2');
  await rules.getByRole('button', { name: 'Save the pay rules' }).click();
  await expect(rules.getByText('*Incorrect format!')).toHaveCount(1);
  await expect(payday).toHaveAttribute('aria-invalid', 'true');
  await expectNoSideScroll(page, WIDTH);
  await expectNoSeriousA11yViolations(page);
  // Saved as they were: the other journeys' pay stays the published one.
  await payday.fill('10');
  const saved = page.waitForResponse(
    (r) => r.url().includes(PAY_BATCH_CALLS.updatePayPolicy.path) && r.request().method() === 'PUT',
  );
  await rules.getByRole('button', { name: 'Save the pay rules' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('The pay rules were saved.')).toBeVisible();
  await expect(rules.getByText(/^Last changed on .+ by Rita Recruiter\.$/)).toBeVisible();
  await expect(standby).toHaveValue('2.00');
});
