import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Journey: a visitor plays a teacher's video. Nothing loads before the play button; the
// player is a modal dialog that plays at once, keeps the focus inside and closes on its x,
// on Escape and on a click on the backdrop, giving the focus back to the play button.
const VIDEO = /\/teachervideo1\.mp4$/;

async function open(page: Page): Promise<Locator> {
  const play = page.getByRole('button', { name: 'Play teacher story 1' });
  await play.click();
  const dialog = page.getByRole('dialog', { name: 'Teacher story 1' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

test.beforeEach(async ({ page }) => {
  // The configured video host is not reachable from the tests: answer nothing.
  await page.route(/teachervideo\d\.mp4/, (route) => route.abort());
});

test('the video loads only when played, and the player traps the focus', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/teachervideo/.test(request.url())) requested.push(request.url());
  });
  await page.goto('/v2/home');
  await expect(page.getByRole('button', { name: 'Play teacher story 1' })).toBeEnabled();
  await expect(page.locator('video')).toHaveCount(0);
  expect(requested).toEqual([]);

  const dialog = await open(page);
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', VIDEO);
  await expect(video).toHaveAttribute('autoplay', '');
  await expect(page.locator('video')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Close the video' })).toBeFocused();

  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `focus inside after ${i + 1} Tab`).toBe(true);
  }
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `focus inside after ${i + 1} Shift+Tab`).toBe(true);
  }
  await expectNoSeriousA11yViolations(page);
});

test('the player closes on its x, on Escape and on the backdrop', async ({ page }) => {
  await page.goto('/v2/home');
  const play = page.getByRole('button', { name: 'Play teacher story 1' });
  await expect(play).toBeEnabled();

  let dialog = await open(page);
  await dialog.getByRole('button', { name: 'Close the video' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
  await expect(play).toBeFocused();

  dialog = await open(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(play).toBeFocused();

  dialog = await open(page);
  // A click on the dark backdrop, outside the dialog.
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  await expect(play).toBeFocused();
});
