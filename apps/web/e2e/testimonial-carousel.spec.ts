import { CAROUSEL_AUTOPLAY_MS } from '@portal/contracts';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { installStoppedClock } from './support/clock';

// Journey: the teachers' videos turn by themselves every 10 s (on a controlled clock), three
// slides of three with dots and no arrows; a visitor can pause them and pick a slide.
const stories = (page: Page) => page.getByRole('region', { name: 'teacher stories' });
const current = (page: Page) =>
  stories(page)
    .getByRole('button', { name: /^Slide \d of 3$/ })
    .and(page.locator('[aria-current="true"]'));

test('the testimonial carousel turns every 10 s, pauses, and follows its dots', async ({
  page,
}) => {
  await installStoppedClock(page);
  await page.goto('/v2/home');
  const carousel = stories(page);
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  // Nine videos in three slides of three; only the slide on show can be reached.
  await expect(carousel.getByRole('button', { name: /^Play teacher story \d$/ })).toHaveCount(3);
  await expect(carousel.getByRole('button', { name: 'Play teacher story 1' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: /^Slide \d of 3$/ })).toHaveCount(3);
  await expect(carousel.getByRole('button', { name: /next|previous/i })).toHaveCount(0);
  await expect(current(page)).toHaveAccessibleName('Slide 1 of 3');

  // The clock only moves when the test moves it. Pause and play again starts the next
  // turn's wait now.
  await carousel.getByRole('button', { name: 'Pause teacher stories' }).click();
  await carousel.getByRole('button', { name: 'Play teacher stories' }).click();
  await page.mouse.move(0, 0);

  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS - 1_000);
  await expect(current(page)).toHaveAccessibleName('Slide 1 of 3');
  await page.clock.runFor(1_000);
  await expect(current(page)).toHaveAccessibleName('Slide 2 of 3');
  await expect(carousel.getByRole('button', { name: 'Play teacher story 4' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Play teacher story 1' })).toHaveCount(0);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect(current(page)).toHaveAccessibleName('Slide 3 of 3');
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect(current(page)).toHaveAccessibleName('Slide 1 of 3');

  // Paused, it stays; played again, it goes on.
  await carousel.getByRole('button', { name: 'Pause teacher stories' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 3);
  await expect(current(page)).toHaveAccessibleName('Slide 1 of 3');
  await carousel.getByRole('button', { name: 'Play teacher stories' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect(current(page)).toHaveAccessibleName('Slide 2 of 3');

  // A dot shows its slide, and the next turn comes a full interval later.
  await carousel.getByRole('button', { name: 'Slide 3 of 3' }).click();
  await page.mouse.move(0, 0);
  await expect(current(page)).toHaveAccessibleName('Slide 3 of 3');
  await expect(carousel.getByRole('button', { name: 'Play teacher story 9' })).toBeVisible();
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS - 1_000);
  await expect(current(page)).toHaveAccessibleName('Slide 3 of 3');
  await page.clock.runFor(1_000);
  await expect(current(page)).toHaveAccessibleName('Slide 1 of 3');

  // The pointer on the carousel holds it still.
  await carousel.hover();
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 2);
  await expect(current(page)).toHaveAccessibleName('Slide 1 of 3');
});

test('the carousel starts paused for visitors who ask for less motion, and passes axe', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installStoppedClock(page);
  await page.goto('/v2/home');
  const carousel = stories(page);
  await expect(carousel.getByRole('button', { name: 'Play teacher stories' })).toBeVisible();
  await page.clock.fastForward(CAROUSEL_AUTOPLAY_MS * 2);
  await expect(current(page)).toHaveAccessibleName('Slide 1 of 3');
  // axe waits on timers of its own: the clock runs again for it.
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);
});
