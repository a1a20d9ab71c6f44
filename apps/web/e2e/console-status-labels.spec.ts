import type { Locator, Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { expect, expectNoSeriousA11yViolations, newEmail, registerAccount, test } from './fixtures';
import { setStage, signInStaff } from './support/applicant';
import { seedApplicantsAt, type SeededPlace } from './support/funnel-places';

// Journey (issue 36, defect 3; decision 058): a recruiter reads the applicant list and an
// applicant's page. Every status reads as the console's words, never as a code (Finish,
// Waiver, OutOfContact, CONTRACT_FAIL, InterviewInvitation_3, Init), an applicant on hold is
// not "Resume unqualified", a waiver is not "Out of contact", the contract offer is not "-",
// and the stage is the step of the applicant's own step bar. The applicant offered a contract
// reads their own label on the step bar.
test.setTimeout(120_000);

/** The codes issue 36 found on screen, as whole words ("Ini" was a cut-off "Init"). */
const RAW_CODES =
  /\b(Init|Ini|Apply|Standby|Finish|Waiver|OutOfContact|CONTRACT_FAIL|CONTRACT_INVITATION|InterviewInvitation_\d|PENDING_REVIEW|BASE_INFO|TRAIL_CLASS)\b/;

const marker = `Lbl${randomInt(1e6)}`;
const at = (stage: string, status: string, firstName: string): SeededPlace => ({
  stage,
  status,
  firstName,
  lastName: marker,
});

/** Each seeded applicant with the step and the staff label the console must show. */
const PLACES: { place: SeededPlace; step: string; label: string }[] = [
  { place: at('BASE_INFO', 'Init', 'Ines'), step: 'Basic info', label: 'Resume not submitted' },
  {
    place: at('INTERVIEW', 'InterviewInvitation_3', 'Ivan'),
    step: 'Mini Demo',
    label: 'Recorded demo only (live interviews missed)',
  },
  {
    place: at('CONTRACT', 'Standby', 'Hana'),
    step: 'Material Collection',
    label: 'On hold: standby',
  },
  {
    place: at('CONTRACT', 'OutOfContact', 'Otto'),
    step: 'Material Collection',
    label: 'On hold: out of contact',
  },
  {
    place: at('CONTRACT', 'Waiver', 'Wanda'),
    step: 'Material Collection',
    label: 'Withdrawn (waiver)',
  },
  {
    place: {
      ...at('CONTRACT', 'CONTRACT_INVITATION', 'Carla'),
      from: { stage: 'CONTRACT', status: 'PENDING_REVIEW' },
    },
    step: 'Contract',
    label: 'Contract offered, not signed',
  },
  {
    place: at('CONTRACT', 'CONTRACT_FAIL', 'Fred'),
    step: 'Contract',
    label: 'Background check failed',
  },
  { place: at('CONTRACT', 'Finish', 'Fiona'), step: 'Contract', label: 'Account activated' },
];

const statusCell = (row: Locator) => row.getByRole('cell').nth(3);

async function searchList(page: Page) {
  await page.goto('/v2/ops/applicants');
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search applicants' });
  await search.getByRole('searchbox', { name: 'Name or e-mail' }).fill(marker);
  await search.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Applicants' });
  await expect(table.getByRole('row')).toHaveCount(PLACES.length + 1);
  return table;
}

test('the console names every status and step in its own words, never a code', async ({
  page,
  server,
  postgres,
}) => {
  await seedApplicantsAt(
    postgres,
    PLACES.map(({ place }) => place),
  );
  await signInStaff(page, server, postgres);
  const table = await searchList(page);

  for (const { place, step, label } of PLACES) {
    const row = table.getByRole('row').filter({ hasText: `${place.firstName} ${marker}` });
    await expect(row.getByRole('cell').nth(2), place.status).toHaveText(step);
    await expect(statusCell(row), place.status).toHaveText(label);
  }
  const listed = await table.innerText();
  expect(listed).not.toMatch(RAW_CODES);
  // The hold at step 4 is not a rejected resume, the waiver not a lost contact.
  expect(listed).not.toContain('Resume unqualified');
  expect(listed).not.toContain('Out of contact');

  // The status filter offers the same words, without a code beside them.
  const filter = page.getByRole('combobox', { name: 'Status', exact: true });
  await filter.click();
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: 'Contract offered, not signed' })).toHaveCount(1);
  expect((await options.allInnerTexts()).join('\n')).not.toMatch(RAW_CODES);
  await page.keyboard.press('Escape');

  // The applicant's page: the offer has a label (not "-"), and so has the move in the history.
  await table.getByRole('link', { name: `Carla ${marker}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Carla ${marker}` })).toBeVisible();
  const status = page.getByTestId('applicant-status');
  await expect(status).toHaveText('Status: Contract offered, not signed');
  await expect(page.getByText('Stage: Contract', { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'Stage history' });
  const move = history.getByRole('row').nth(1);
  await expect(move).toContainText('Material Collection: Documents to review');
  await expect(move).toContainText('Contract: Contract offered, not signed');
  expect(await page.getByRole('main').innerText()).not.toMatch(RAW_CODES);
  await expectNoSeriousA11yViolations(page);

  // The applicant on hold at step 4.
  await page.goBack();
  await table.getByRole('link', { name: `Hana ${marker}` }).click();
  await expect(status).toHaveText('Status: On hold: standby');
  expect(await page.getByRole('main').innerText()).not.toContain('Resume unqualified');
});

test('an applicant offered a contract reads a label on their step bar, not "-"', async ({
  page,
  postgres,
}) => {
  const applicant = await registerAccount(page.request, newEmail('offered'));
  await setStage(postgres, applicant.email, 'CONTRACT', 'CONTRACT_INVITATION');
  await page.goto('/v2/contract');
  const bar = page.getByRole('list', { name: 'Application progress' });
  const current = bar.locator('[aria-current="step"]');
  await expect(current).toContainText('Contract');
  await expect(current).toContainText('Contract ready to sign');
  const where = page.getByRole('region', { name: 'Where you are' });
  await expect(where).toContainText('Status: Contract ready to sign');
  expect(await where.innerText()).not.toMatch(/Status: -|CONTRACT_INVITATION/);
});
