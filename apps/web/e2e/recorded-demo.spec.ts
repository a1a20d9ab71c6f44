import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  registerAccount,
  test,
  type ServerInfo,
} from './fixtures';
import { setStage, signInStaff } from './support/applicant';

// Journey: an applicant records their Mini Demo instead of a live interview: they submit a
// link, withdraw it, submit again; an interviewer finds the video unreadable, the applicant
// fixes its sharing and resubmits, and a second interviewer passes it with scores and
// feedback. The applicant's side at 1280 px and by keyboard at 360 px.
test.setTimeout(120_000);

const CRITERIA = ['Energy and warmth', 'TPR and gestures', 'Clear instructions', 'Pronunciation'];
const VIDEO = 'https://video.example.com/share/my-demo';

const recordForm = (page: Page) => page.getByRole('form', { name: 'Record a demo' });
const waiting = (page: Page) => page.getByRole('region', { name: 'Your recorded demo' });
const whereYouAre = (page: Page) => page.getByRole('region', { name: 'Where you are' });

async function submitLink(page: Page, link: string) {
  const form = recordForm(page);
  await form.getByRole('textbox', { name: 'Link to your video' }).fill(link);
  await form.getByRole('button', { name: 'Submit my demo' }).click();
  await expect(waiting(page)).toContainText(link);
  await expect(page.getByText('Submitted successfully.').last()).toBeVisible();
}

/** An interviewer, in a browser context of their own, works the console's queue. */
async function asInterviewer(
  browser: Browser,
  server: ServerInfo,
  postgres: string,
  work: (page: Page, name: string) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const member = await signInStaff(page, server, postgres, ['INTERVIEWER']);
    await page.goto('/v2/ops/sessions');
    await work(page, member.name);
  } finally {
    await context.close();
  }
}

async function openFromQueue(page: Page, email: string) {
  const queue = page.getByRole('region', { name: 'Recorded demos to review' });
  await queue.getByRole('link', { name: email }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Recorded demo: ${email}` }),
  ).toBeVisible();
}

test('an applicant submits a recorded demo that interviewers review', async ({
  page,
  browser,
  server,
  postgres,
}) => {
  const applicant = await registerAccount(page.request);
  await setStage(postgres, applicant.email, 'INTERVIEW', 'InterviewInvitation_1');
  await page.goto('/v2/interview');

  // A link that is not http(s) is refused beside its field, and nothing is sent.
  const form = recordForm(page);
  await form.getByRole('textbox', { name: 'Link to your video' }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Submit my demo' }).click();
  await expect(form.getByText('*Incorrect format!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await submitLink(page, VIDEO);
  await expect(whereYouAre(page)).toContainText('Result in 1-2 business days');
  // A recording waits: no live time is offered beside it.
  await expect(page.getByRole('region', { name: 'Book your Live Interview' })).toHaveCount(0);

  await waiting(page).getByRole('button', { name: 'Withdraw my demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your recorded demo?' });
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(recordForm(page)).toBeVisible();
  await expect(whereYouAre(page)).toContainText('Record a demo or book a live interview');
  await submitLink(page, VIDEO);

  // The first interviewer cannot open it.
  await asInterviewer(browser, server, postgres, async (staff) => {
    await openFromQueue(staff, applicant.email);
    const video = staff.getByRole('link', { name: 'Open the video in a new tab' });
    await expect(video).toHaveAttribute('href', VIDEO);
    await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    await staff.getByRole('button', { name: 'The video cannot be opened' }).click();
    await staff
      .getByRole('dialog', { name: 'The video cannot be opened?' })
      .getByRole('button', { name: 'Ask for a new link' })
      .click();
    await expect(staff.getByText('The applicant was asked for a new link.')).toBeVisible();
    await expect(staff.getByText('Could not be opened')).toBeVisible();
  });

  await page.reload();
  await expect(whereYouAre(page)).toContainText('check its sharing settings');
  await expect(page.getByRole('region', { name: 'Record a demo' })).toContainText(
    'We could not open your video',
  );
  await submitLink(page, `${VIDEO}?shared=1`);

  // Another interviewer passes it.
  await asInterviewer(browser, server, postgres, async (staff, name) => {
    await openFromQueue(staff, applicant.email);
    const result = staff.getByRole('form', { name: 'Record the result' });
    await result.getByRole('radio', { name: 'Pass', exact: true }).check();
    for (const criterion of CRITERIA)
      await result.getByRole('group', { name: criterion }).getByText('5', { exact: true }).click();
    await result.getByRole('textbox', { name: 'Feedback for the applicant' }).fill('Bright demo.');
    await expectNoSeriousA11yViolations(staff);
    await result.getByRole('button', { name: 'Save the result' }).click();
    await expect(staff.getByText('Result saved. The applicant has been told.')).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Results' })).toContainText(`Pass by ${name}`);
    await staff.getByRole('link', { name: 'Back to my sessions' }).click();
    await expect(
      staff
        .getByRole('region', { name: 'Recorded demos to review' })
        .getByRole('link', { name: applicant.email }),
    ).toHaveCount(0);
  });

  // The applicant moved on to the 1v1 training; the Mini Demo's result stays readable.
  const status = await page.request.get('/t/tc/apply/interview/status', {
    headers: { 'x-requested-with': 'portal-web' },
  });
  expect((await status.json()).data).toMatchObject({
    teacherApplyDemoEnum: 'REVIEWED',
    result: { result: 'PASS', feedback: 'Bright demo.' },
  });
  await page.goto('/v2/training');
  await expect(whereYouAre(page)).toContainText('Trial demo invitation');
});

test('at 360 px the recorded demo is submitted by keyboard', async ({ page, postgres }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const applicant = await registerAccount(page.request);
  await setStage(postgres, applicant.email, 'INTERVIEW', 'InterviewInvitation_3');
  await page.goto('/v2/interview');
  await expect(whereYouAre(page)).toContainText('Please submit a recorded demo');
  // More than two late misses: only a recording is offered.
  await expect(page.getByRole('region', { name: 'Book your Live Interview' })).toHaveCount(0);

  const field = recordForm(page).getByRole('textbox', { name: 'Link to your video' });
  await field.focus();
  await page.keyboard.type(VIDEO);
  await page.keyboard.press('Tab');
  await expect(recordForm(page).getByRole('button', { name: 'Submit my demo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(waiting(page)).toContainText(VIDEO);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
});
