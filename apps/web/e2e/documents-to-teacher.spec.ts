import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { expect, expectNoSeriousA11yViolations, test, type ServerInfo } from './fixtures';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG, setStage, signInStaff, submittedApplicant, tempFile } from './support/applicant';
import { mailTo } from './support/smtp-inbox';

// Journey (issue 11): an applicant who passed the trial demo uploads their documents; a
// recruiter sends one back, the applicant uploads it again, the recruiter passes them all and
// offers the contract; the applicant signs it; the recruiter records the background check's
// consent and clears it, which activates the account; the teacher lands in the teacher area.
test.setTimeout(180_000);

const REQUIRED = {
  TEACHER_CERTIFICATE: 'ESL certificate',
  PASSPORT: "Government ID (passport or driver's licence)",
  EDU_CERTIFICATE: 'Diploma or transcript',
} as const;
type Slot = keyof typeof REQUIRED;

const whereYouAre = (page: Page) => page.getByRole('region', { name: 'Where you are' });

async function userIdOf(postgres: string, email: string): Promise<number> {
  const client = new pg.Client({ connectionString: postgres });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(
      'select id from users where lower(email) = lower($1)',
      [email],
    );
    return Number(result.rows[0]?.id);
  } finally {
    await client.end();
  }
}

/** A real one-page PDF, as a scanner makes (the console previews it). */
async function scannedPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([420, 300]).drawText(title, { x: 30, y: 240, size: 18, font });
  return Buffer.from(await doc.save());
}

/** Uploads a file into a document's slot through its file picker. */
async function chooseFile(page: Page, slot: Slot, name: string) {
  const card = page.getByTestId(`document-${slot}`);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    card.getByRole('button', { name: /Choose (another )?file/ }).click(),
  ]);
  const bytes = name.endsWith('.png') ? PNG : await scannedPdf(name);
  await chooser.setFiles(await tempFile(name, bytes));
  await expect(card).toContainText(`Ready to submit: ${name}`);
}

async function submitDocuments(page: Page) {
  await page.getByRole('checkbox', { name: 'I agree to the declaration above' }).check();
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(whereYouAre(page)).toContainText('Documents reviewing');
  // Nothing owed now: no declaration or Submit is left on the page.
  await expect(page.getByRole('button', { name: 'Submit documents' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Declaration' })).toHaveCount(0);
}

/** A recruiter, in a browser context of their own, on the applicant's console page. */
async function asRecruiter(
  browser: Browser,
  server: ServerInfo,
  postgres: string,
  userId: number,
  work: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await signInStaff(page, server, postgres, ['RECRUITER']);
    await page.goto(`/v2/ops/applicants/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    // The page's parts load on their own: act once both step panels are in, or a click may
    // land where a button was before the panel above it grew.
    await expect(
      page.getByRole('region', { name: 'Documents', exact: true }).getByRole('article'),
    ).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Versions' })).toBeVisible();
    await work(page);
  } finally {
    await context.close();
  }
}

const documentCard = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Documents', exact: true })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: label }) });

/** Passes a document by keyboard, as a reviewer going down the list would. */
async function passDocument(staff: Page, label: string) {
  const card = documentCard(staff, label);
  await card.getByRole('button', { name: /^Pass / }).press('Enter');
  await expect(card.getByText('Passed', { exact: true })).toBeVisible();
}

test('an applicant goes from material collection to an activated teacher', async ({
  page,
  browser,
  server,
  postgres,
  inbox,
}) => {
  const applicant = await submittedApplicant(page.request);
  await setStage(postgres, applicant.email, 'CONTRACT', 'Contract');
  const userId = await userIdOf(postgres, applicant.email);

  // Step 4: Submit waits for every required document; the ESL verification is optional.
  await page.goto('/v2/contract');
  await expect(whereYouAre(page)).toContainText('Lack of documents');
  await expect(page.getByRole('region', { name: 'Your documents' })).toBeVisible();
  await chooseFile(page, 'TEACHER_CERTIFICATE', 'tefl.pdf');
  await chooseFile(page, 'PASSPORT', 'passport.png');
  await expect(page.getByRole('button', { name: 'Submit documents' })).toBeDisabled();
  await chooseFile(page, 'EDU_CERTIFICATE', 'diploma.pdf');
  await expectNoSeriousA11yViolations(page);
  await submitDocuments(page);

  // The recruiter sends the ID back with a reason and passes the other two.
  const reason = 'The photo page is cut off: please upload the whole page.';
  await asRecruiter(browser, server, postgres, userId, async (staff) => {
    const id = documentCard(staff, REQUIRED.PASSPORT);
    await id.getByRole('button', { name: 'Send back' }).click();
    const dialog = staff.getByRole('dialog', { name: `Send back the ${REQUIRED.PASSPORT}` });
    await dialog.getByRole('textbox', { name: 'Reason (mailed to the applicant)' }).fill(reason);
    await dialog.getByRole('button', { name: 'Send back and mail' }).click();
    await expect(
      staff.getByText(`${REQUIRED.PASSPORT} sent back; the applicant was mailed.`),
    ).toBeVisible();
    // Go on once the dialog is gone and the page shows the new status.
    await expect(dialog).toBeHidden();
    await expect(staff.getByTestId('applicant-status')).toContainText(
      'Documents sent back for a new upload',
    );
    await expect(id).toContainText('Sent back');
    for (const label of [REQUIRED.TEACHER_CERTIFICATE, REQUIRED.EDU_CERTIFICATE])
      await passDocument(staff, label);
    await expectNoSeriousA11yViolations(staff);
  });
  const returned = await inbox.waitFor(
    (mail) => mailTo(applicant.email)(mail) && /please\s+upload\s+your\s+Government/.test(mail.raw),
  );
  expect(returned.raw).toContain('cut off');

  // The applicant reads why, uploads the ID again and submits.
  await page.reload();
  await expect(whereYouAre(page)).toContainText('Documents renewing (reupload)');
  await expect(page.getByTestId('document-PASSPORT')).toContainText(reason);
  await expect(page.getByTestId('document-EDU_CERTIFICATE')).toContainText('Approved');
  await chooseFile(page, 'PASSPORT', 'passport-whole-page.pdf');
  await submitDocuments(page);

  // Every document passed: the recruiter offers the contract on the default terms.
  await asRecruiter(browser, server, postgres, userId, async (staff) => {
    await passDocument(staff, REQUIRED.PASSPORT);
    const offer = staff.getByRole('form', { name: 'Offer the contract' });
    await expect(offer.getByRole('textbox', { name: 'Pay per class (US$)' })).toHaveValue('10.00');
    await offer.getByRole('button', { name: 'Offer the contract' }).click();
    await expect(
      staff.getByText('Contract version 1 offered; the applicant was e-mailed.'),
    ).toBeVisible();
  });

  // Step 5: the applicant reads the terms, downloads the PDF and signs with their legal name.
  await page.reload();
  const contract = page.getByRole('region', { name: 'Your contract' });
  await expect(contract).toContainText('$10.00');
  const offered = await page.request.get(
    (await contract
      .getByRole('link', { name: 'Download the contract (PDF)' })
      .getAttribute('href')) ?? '',
  );
  expect(offered.headers()['content-type']).toBe('application/pdf');
  const sign = page.getByRole('form', { name: 'Sign your contract' });
  await sign.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(
    sign.getByText('Please read the contract and agree to it before signing.'),
  ).toBeVisible();
  await sign.getByRole('textbox', { name: 'Your full legal name' }).fill('Grace Brewster Hopper');
  await sign
    .getByRole('checkbox', { name: 'I have read the contract and I agree to its terms.' })
    .check();
  await expectNoSeriousA11yViolations(page);
  await sign.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(whereYouAre(page)).toContainText('Background checking');
  const signed = page.getByRole('region', { name: 'Your signed contract' });
  await expect(signed).toContainText('as Grace Brewster Hopper');

  // The recruiter records consent and clears the check: the account is activated.
  await asRecruiter(browser, server, postgres, userId, async (staff) => {
    await staff.getByRole('button', { name: 'Record consent' }).click();
    await expect(staff.getByText(/^Consent recorded on /)).toBeVisible();
    await staff.getByRole('button', { name: 'Clear: activate the account' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Activate this account?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      staff.getByText('Account activated; the welcome e-mail is on its way.'),
    ).toBeVisible();
  });
  const welcome = await inbox.waitFor(
    (mail) => mailTo(applicant.email)(mail) && /Welcome:\s+your\s+teacher\s+account/.test(mail.raw),
  );
  expect(welcome.raw).toMatch(/Your referral code is \d+/);

  // The teacher's next visit lands in the teacher area.
  await page.goto('/v2/contract');
  await expect(page).toHaveURL(/\/v2\/booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('Grace Hopper', { exact: true })).toBeVisible();
  await expect(page.getByText('C Sophomore', { exact: true })).toBeVisible();
  await expect(page.getByText('C Sophomore · Level 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
