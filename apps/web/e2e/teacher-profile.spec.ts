import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect, expectNoSeriousA11yViolations, PASSWORD, test } from './fixtures';
import { setStage, submittedApplicant } from './support/applicant';
import { mailTo } from './support/smtp-inbox';

// Journey (issue 11): an activated teacher, on a phone, corrects their profile after a bad
// phone number, and adds PayPal details, confirmed with their password; the page shows only
// the masked address afterwards and the change is mailed.
test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 740 } });

/** The teacher row activation writes (grade C, level 1), for an account moved by hand. */
async function makeTeacher(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'insert into teachers (user_id) select id from users where lower(email) = lower($1)',
      [email],
    );
  } finally {
    await client.end();
  }
}

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

test('a teacher keeps their profile and bank details on a phone', async ({
  page,
  postgres,
  inbox,
}) => {
  const teacher = await submittedApplicant(page.request);
  await setStage(postgres, teacher.email, 'CONTRACT', 'Finish');
  await makeTeacher(postgres, teacher.email);

  await page.goto('/v2/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // Taken from the application until saved here.
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);

  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('20 7123 4567x');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your phone number can only be numbers.')).toBeVisible();
  await phone.fill('2071234567');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Add bank details' }).click();
  const bank = page.getByRole('form', { name: 'Bank details' });
  // A refused value keeps the catalogue's message, and the rule it broke is under the field.
  await bank.getByText('ABA Bank', { exact: true }).click();
  const routing = bank.getByRole('textbox', { name: 'ABA routing number' });
  await routing.fill('12345');
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(routing).toHaveAccessibleDescription(/Exactly 9 digits, no spaces\./);
  await expect(routing).toHaveAccessibleDescription(/\*Incorrect format!/);
  await bank.getByText('PayPal', { exact: true }).click();
  await bank.getByRole('textbox', { name: 'Holder’s first name' }).fill('Grace');
  await bank.getByRole('textbox', { name: 'Holder’s last name' }).fill('Hopper');
  await bank.getByRole('textbox', { name: 'PayPal e-mail' }).fill('grace@paypal.example.com');
  await fitsTheScreen(page);
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm with your password' });
  await confirm.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
  await confirm.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByText('Your password was incorrect.')).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(
    page.getByText('Your bank details were saved. We sent you an e-mail about the change.'),
  ).toBeVisible();
  await expect(page.getByText('•••@paypal.example.com')).toBeVisible();
  await expect(page.getByText('grace@paypal.example.com')).toHaveCount(0);
  await fitsTheScreen(page);

  const mail = await inbox.waitFor(
    (received) =>
      mailTo(teacher.email)(received) && /bank\s+details\s+were\s+changed/.test(received.raw),
  );
  expect(mail.raw).toContain('paypal.example.com');
});
