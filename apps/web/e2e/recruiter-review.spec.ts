import type { APIRequestContext, Page } from '@playwright/test';
import {
  emailField,
  expect,
  openAccountForm,
  PASSWORD,
  passwordField,
  test,
  type ServerInfo,
} from './fixtures';
import { signInStaff, submittedApplicant } from './support/applicant';
import { mailTo } from './support/smtp-inbox';

// Journey: a recruiter reviews a submitted resume in the console. They find the applicant,
// read the resume, open a file, and pass them (the applicant's next sign-in lands on the
// Mini Demo step, and the mail arrived) or reject them with a reason the applicant reads.
test.setTimeout(120_000);

async function openApplicant(
  page: Page,
  server: ServerInfo,
  postgres: string,
  request: APIRequestContext,
) {
  const applicant = await submittedApplicant(request);
  const recruiter = await signInStaff(page, server, postgres);
  await page.goto('/v2/ops');
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Applicants' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();

  const search = page.getByRole('search', { name: 'Search applicants' });
  await search.getByRole('searchbox', { name: 'Name or e-mail' }).fill(applicant.email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Applicants' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 records in total')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toContainText('Basic info');
  // The console reads the staff label (decision 058); the applicant's own is 'Resume unfinished'.
  await expect(row).toContainText('Resume submitted, to review');
  await row.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  return { applicant, recruiter };
}

async function signInAsApplicant(page: Page, email: string) {
  await page.context().clearCookies();
  await openAccountForm(page, 'login');
  const form = page.getByRole('form', { name: 'Welcome back' });
  await emailField(form).fill(email);
  await passwordField(form).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('a recruiter finds an applicant, opens a file and passes them to the Mini Demo', async ({
  page,
  request,
  server,
  postgres,
  inbox,
}) => {
  const { applicant, recruiter } = await openApplicant(page, server, postgres, request);

  const resume = page.getByRole('region', { name: 'Resume', exact: true });
  await expect(resume).toContainText('First nameGrace');
  await expect(resume).toContainText("Highest educationMaster's");
  await expect(resume).toContainText('Do you hold an ESL certificate?TEFL, CELTA');
  await expect(resume).toContainText('How did you hear about us?LinkedIn');

  // The file opens in a new tab behind its short-lived link.
  const files = page.getByRole('region', { name: 'Uploaded files' });
  const photo = files.getByRole('link', { name: /portrait\.png/ });
  const [tab] = await Promise.all([page.waitForEvent('popup'), photo.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain('/api/apply/resource/file/');
  const file = await page.request.get(tab.url());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  await tab.close();

  const decision = page.getByRole('region', { name: 'Resume decision' });
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(decision.getByRole('radiogroup', { name: 'Decision' })).toHaveAccessibleDescription(
    'Required field.',
  );
  await decision.getByRole('radio', { name: 'Pass (to the Mini Demo)' }).check();
  await decision.getByRole('button', { name: 'Record decision' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the decision' });
  await expect(confirm).toContainText('Pass Grace Hopper to the Mini Demo?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(decision.getByRole('status')).toContainText(
    'the status is now “Mini Demo invited, nothing booked”',
  );
  await expect(page.getByTestId('applicant-status')).toContainText(
    'Mini Demo invited, nothing booked',
  );
  const history = page.getByRole('region', { name: 'Stage history' });
  await expect(history.getByRole('row').filter({ hasText: recruiter.name })).toContainText(
    'Mini Demo',
  );

  const mail = await inbox.waitFor(mailTo(applicant.email));
  expect(mail.raw).toContain('Your application: next step');

  // The applicant's next sign-in lands on the Mini Demo step of the funnel.
  await signInAsApplicant(page, applicant.email);
  await expect(page).toHaveURL(/\/v2\/interview$/);
  const status = page.getByRole('region', { name: 'Where you are' });
  await expect(status).toContainText('Step 2 of 5: Mini Demo');
  await expect(status).toContainText('Record a demo or book a live interview');
  await expect(
    page.getByRole('list', { name: 'Application progress' }).locator('[aria-current="step"]'),
  ).toContainText('Mini Demo');
  // The form is closed for them: /basic sends them on to their step.
  await page.goto('/v2/basic');
  await expect(page).toHaveURL(/\/v2\/interview$/);
});

test('a recruiter rejects a resume with a reason, and the applicant reads it', async ({
  page,
  request,
  server,
  postgres,
  inbox,
}) => {
  const { applicant } = await openApplicant(page, server, postgres, request);

  // Decision 069: the recruiter takes the applicant and writes a note (both in the timeline),
  // and finds them in "Waiting on me" while the resume waits on a decision.
  await page.getByRole('button', { name: 'Take it myself' }).click();
  await expect(page.getByTestId('applicant-owner')).toHaveText('Owner: Rita Recruiter');
  const notes = page.getByRole('region', { name: 'Staff notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill('Call back on Monday.');
  await notes.getByRole('button', { name: 'Add the note' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Added a note');
  await expect(timeline).toContainText('Gave the applicant an owner');
  await page.getByRole('link', { name: 'Back to the applicants' }).click();
  await page.getByText('Waiting on me').click();
  await expect(page).toHaveURL(/queue=waitingOnMe/);
  await expect(page.getByRole('table', { name: 'Applicants' }).getByRole('row')).toHaveCount(2);
  // The view saved under a name, and its CSV link carries the same filter.
  await page.getByRole('button', { name: 'Save this filter' }).click();
  await page.getByRole('textbox', { name: 'Name of the filter' }).fill('Mine to decide');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('combobox', { name: 'Saved filters' }).click();
  await expect(page.getByRole('option', { name: 'Mine to decide' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/ops/exports/applicants?queue=waitingOnMe',
  );
  await page.getByRole('row').filter({ hasText: applicant.email }).getByRole('link').click();

  const decision = page.getByRole('region', { name: 'Resume decision' });
  await decision.getByRole('radio', { name: 'Reject' }).check();
  await decision.getByRole('button', { name: 'Record decision' }).click();
  const reason = decision.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(decision.getByText('Required field.')).toBeVisible();
  await reason.fill('No teaching experience yet.');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the decision' });
  await expect(confirm).toContainText('Reason: No teaching experience yet.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(decision.getByRole('status')).toContainText('Resume rejected');
  await expect(decision).toContainText('This resume has been decided');

  const mail = await inbox.waitFor(mailTo(applicant.email));
  const body = mail.raw.replace(/=\r?\n/g, '');
  expect(body).toContain('Reason: No teaching experience yet.');

  await signInAsApplicant(page, applicant.email);
  await expect(page).toHaveURL(/\/v2\/basic$/);
  const status = page.getByRole('region', { name: 'Where you are' });
  await expect(status).toContainText('Status: Resume unqualified');
  await expect(status).toContainText('Reason: No teaching experience yet.');
  await expect(status).toContainText('We have e-mailed you the reason.');
  await expect(page.getByRole('button', { name: 'Review or change my answers' })).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
});
