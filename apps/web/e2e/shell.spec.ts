import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The web shell: routing under /v2, the home screen's landmarks, phone width and root font size.
const BANNER = 'You have the magic. We have the students. Earn up to $26/hr.';

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const expectHome = async (page: Page, search = '') => {
  await expect(page.getByRole('heading', { level: 1, name: BANNER })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(`/v2/home${search}`);
};

test.describe('routing', () => {
  test('/v2/home shows the banner as the h1', async ({ page }) => {
    await page.goto('/v2/home');
    await expectHome(page);
    await expect(page).toHaveTitle(/Teach English online/);
  });

  test('/v2/ goes to /v2/home', async ({ page }) => {
    await page.goto('/v2/');
    await expectHome(page);
  });

  test('an unknown path ends at /v2/home', async ({ page }) => {
    await page.goto('/v2/nope');
    await expectHome(page);
  });

  test('a known route without a screen yet ends at /v2/home', async ({ page }) => {
    await page.goto('/v2/shop');
    await expectHome(page);
  });

  test('a redirect keeps the referral parameters', async ({ page }) => {
    await page.goto('/v2/?referralCode=123&poster=p1');
    await expectHome(page, '?referralCode=123&poster=p1');
  });

  test('the redirect replaces the dead entry instead of adding one (no Back trap)', async ({
    page,
  }) => {
    await page.goto('/v2/home');
    const before = await page.evaluate(() => history.length);
    await page.goto('/v2/nope');
    await expectHome(page);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });
});

test.describe('landmarks', () => {
  test('the page has one main landmark, one h1, a footer and a skip link', async ({ page }) => {
    await page.goto('/v2/home');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText('© 2019');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });

  test('every menu link leads to a built screen', async ({ page }) => {
    await page.goto('/v2/home');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Passive Income' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Passive Income' })).toBeVisible();
    await nav.getByRole('link', { name: 'Learn More' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Learn More' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('accessibility', () => {
  test('the home page passes axe on a laptop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/v2/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the phone menu opens as a labelled dialog and passes axe', async ({ page }) => {
    // No drawer animation (theme.respectReducedMotion): axe measures the settled colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/v2/home');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog.getByRole('link', { name: 'Home' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close the menu' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('at 360 x 740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('nothing overflows horizontally', async ({ page }) => {
    await page.goto('/v2/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test.describe('root font size', () => {
  const rootFontSize = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

  test('is 80px at 1280 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/v2/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await rootFontSize(page)).toBe('80px');
  });

  test('is 100px at 1600 px wide, and follows a resize', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/v2/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await rootFontSize(page)).toBe('100px');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.fontSize))
      .toBe('80px');
  });
});
