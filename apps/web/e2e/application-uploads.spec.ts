import type { Page } from '@playwright/test';
import { expect, registerAccount, test } from './fixtures';
import {
  basicInfo,
  choose,
  commitStep,
  PDF,
  PNG,
  pngOfSize,
  radio,
  stepHeading,
  tempFile,
} from './support/applicant';
import { chooseOversizedFile } from './support/oversized-file';

// Journey: the form's uploads. Wrong size and type are refused with the spec's messages
// (by name in the browser, by content on the server); a good file goes up with a progress
// bar, can be opened and replaced, and is still there, with a fresh link, on the next visit.
test.setTimeout(120_000);

const slot = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function choose_file(page: Page, label: string, file: string) {
  await slot(page, label).locator('input[type="file"]').setInputFiles(file);
}

/** Slows uploads down (Chromium's network emulation) so the progress bar can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('uploads are checked, show their progress, open, and are kept', async ({ page }) => {
  await registerAccount(page.request);
  await commitStep(page.request, basicInfo());
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/apply/resource/upload')) uploads.push(request.url());
  });

  await page.goto('/v2/basic');
  await expect(stepHeading(page, 2)).toBeVisible();
  await choose(page, 'First language', 'English');
  await choose(page, 'Highest education', "Bachelor's");

  // More than 10 MB: refused before anything is sent.
  await chooseOversizedFile(slot(page, 'Proof of education').locator('input[type="file"]'), {
    name: 'diploma.pdf',
    type: 'application/pdf',
    bytes: 10 * 1024 * 1024 + 1,
  });
  await expect(slot(page, 'Proof of education').getByRole('alert')).toHaveText(
    'Upload failed, file size cannot exceed 10MB',
  );
  expect(uploads).toHaveLength(0);

  // A good PDF.
  await choose_file(page, 'Proof of education', await tempFile('diploma.pdf', PDF));
  await expect(slot(page, 'Proof of education')).toContainText('diploma.pdf');
  await expect(slot(page, 'Proof of education').getByRole('alert')).toHaveCount(0);
  await expect(slot(page, 'Proof of education').getByRole('button')).toHaveText('Replace file');

  // A verification without the certificate itself: the certificate is required.
  await radio(page, 'Do you hold an ESL certificate?', 'Yes').check();
  await page.getByRole('checkbox', { name: 'TESOL' }).check();
  await choose_file(page, 'ESL certificate verification', await tempFile('proof.png', PNG));
  await expect(slot(page, 'ESL certificate verification')).toContainText('proof.png');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(slot(page, 'ESL certificate').getByRole('alert')).toHaveText('Required field.');
  await expect(
    slot(page, 'ESL certificate').getByRole('button', { name: 'Choose file' }),
  ).toBeFocused();
  await choose_file(page, 'ESL certificate', await tempFile('tesol.pdf', PDF));
  await expect(slot(page, 'ESL certificate')).toContainText('tesol.pdf');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page, 3)).toBeVisible();

  // A text file named .png: the browser lets it go, the server reads its bytes and refuses it.
  const sent = uploads.length;
  await choose_file(page, 'Photo', await tempFile('photo.png', Buffer.from('not a picture')));
  await expect(slot(page, 'Photo').getByRole('alert')).toHaveText(
    'Format error. Please upload jpg, jpeg or png file.',
  );
  expect(uploads.length).toBe(sent + 1);
  // A picture is no CV (by name, in the browser).
  await choose_file(page, 'Resume (CV)', await tempFile('cv.png', PNG));
  await expect(slot(page, 'Resume (CV)').getByRole('alert')).toHaveText(
    'Format error. Please upload doc, docx or pdf file.',
  );

  // A good photo of 4 MB on a slow line: the progress bar moves, then the file is there.
  const unthrottle = await throttleUploads(page, 1024 * 1024);
  await choose_file(page, 'Photo', await tempFile('portrait.png', pngOfSize(4)));
  const progress = page.getByRole('progressbar', { name: 'Uploading Photo' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(slot(page, 'Photo')).toContainText('portrait.png', { timeout: 30_000 });
  await expect(progress).toHaveCount(0);
  await unthrottle();

  // The link opens the stored file.
  const view = slot(page, 'Photo').getByRole('link', { name: /^View/ });
  await expect(view).toHaveAttribute('target', '_blank');
  const opened = await page.request.get((await view.getAttribute('href')) ?? '');
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('image/png');

  await choose_file(page, 'Resume (CV)', await tempFile('my-cv.pdf', PDF));
  await expect(slot(page, 'Resume (CV)')).toContainText('my-cv.pdf');
  await choose(page, 'How did you hear about us?', 'Facebook');
  await radio(page, 'Do you have a referral code?', 'No').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Where you are' })).toBeVisible();

  // Next visit: the files are listed with fresh links.
  await page.reload();
  await page.getByRole('button', { name: 'Review or change my answers' }).click();
  await expect(stepHeading(page, 3)).toBeVisible();
  await expect(slot(page, 'Photo')).toContainText('portrait.png');
  await expect(slot(page, 'Resume (CV)')).toContainText('my-cv.pdf');
  const fresh = await slot(page, 'Photo').getByRole('link', { name: /^View/ }).getAttribute('href');
  expect((await page.request.get(fresh ?? '')).status()).toBe(200);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(slot(page, 'Proof of education')).toContainText('diploma.pdf');
  await expect(slot(page, 'ESL certificate')).toContainText('Uploaded file');
  await expect(slot(page, 'ESL certificate').getByRole('link', { name: /^View/ })).toBeVisible();
});
